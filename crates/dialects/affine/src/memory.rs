//! `affine.load`, `affine.store`, `affine.vector_load` and
//! `affine.vector_store`: accesses at subscripts that are an affine map of
//! SSA values, `%A[%i + 1, symbol(%n)]`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::interfaces::{EffectInstance, EffectKind, MemoryEffectOpInterface, MemoryEffects};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OperationState, Type, TypeKind, Value,
};
use strata_ods::{OpSpec, constraints as c};

use crate::for_op::verify_dims_and_symbols;
use crate::syntax::{finish_attrs, map_of, named, print_map_of_ssa_ids, resolve_ssa_ids};
use crate::{AFFINE_MAP_ATTR, canonicalize};

/// Any vector type.
const VECTOR: c::TypeConstraint = c::TypeConstraint {
    description: "vector of any type values",
    check: |ctx, t| matches!(t.kind(ctx), TypeKind::Vector { .. }),
    buildable: None,
};

/// `affine.load` or (`vector`) `affine.vector_load`.
pub(crate) fn load(name: &'static str, vector: bool) -> OpSpec {
    OpSpec::new(name)
        .summary(if vector {
            "affine vector load operation"
        } else {
            "affine load operation"
        })
        .operand("memref", c::MEMREF)
        .variadic_operand("indices", c::INDEX)
        .attr("map", AFFINE_MAP_ATTR)
        .result("result", if vector { VECTOR } else { c::ANY_TYPE })
        .custom_syntax(
            if vector {
                parse_vector_load
            } else {
                parse_load
            },
            print_load,
        )
        .verifier(if vector {
            verify_vector_load
        } else {
            verify_load
        })
        .canonicalizer(canonicalize::access_patterns)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(Access(EffectKind::Read, 0)))
}

/// `affine.store` or (`vector`) `affine.vector_store`.
pub(crate) fn store(name: &'static str, vector: bool) -> OpSpec {
    OpSpec::new(name)
        .summary(if vector {
            "affine vector store operation"
        } else {
            "affine store operation"
        })
        .operand("value", if vector { VECTOR } else { c::ANY_TYPE })
        .operand("memref", c::MEMREF)
        .variadic_operand("indices", c::INDEX)
        .attr("map", AFFINE_MAP_ATTR)
        .custom_syntax(
            if vector {
                parse_vector_store
            } else {
                parse_store
            },
            print_store,
        )
        .verifier(if vector {
            verify_vector_store
        } else {
            verify_store
        })
        .canonicalizer(canonicalize::access_patterns)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(Access(EffectKind::Write, 1)))
}

/// An effect on the memref operand `.1`.
struct Access(EffectKind, usize);

impl MemoryEffectOpInterface for Access {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        if self.1 < body.num_operands(op) {
            out.push(EffectInstance::on(self.0, body.operand(op, self.1)));
        }
    }
}

/// Parses `%memref[subscripts] attr-dict : memref-type` (and `, vector-type`
/// for vector accesses), pushing the memref and subscript operands.
fn parse_access<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    vector: bool,
) -> ParseResult<(Type, Option<Type>)> {
    let ctx = p.ctx;
    let memref = p.parse_operand()?;
    let (map, ids) = p.parse_affine_map_of_ssa_ids(TokenKind::LSquare, TokenKind::RSquare)?;
    finish_attrs(
        p,
        state,
        &["map"],
        vec![named(ctx, "map", Attribute::affine_map(ctx, &map))],
    )?;
    if !p.eat(TokenKind::Colon) {
        return Err(p.custom_op_error("expected ':'"));
    }
    let ty_pos = p.token();
    let ty = p.parse_type()?;
    if !matches!(ty.kind(ctx), TypeKind::MemRef { .. }) {
        return Err(p.error_at(ty_pos, "invalid kind of type specified"));
    }
    let vector_ty = if vector {
        if !p.eat(TokenKind::Comma) {
            return Err(p.custom_op_error("expected ','"));
        }
        Some(p.parse_type()?)
    } else {
        None
    };
    let m = p.resolve_operand(&memref, ty)?;
    state.operands.push(m);
    resolve_ssa_ids(p, &ids, &mut state.operands)?;
    Ok((ty, vector_ty))
}

fn parse_load(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (ty, _) = parse_access(p, state, false)?;
    if let Some(e) = ty.element_type(p.ctx) {
        state.result_types.push(e);
    }
    Ok(())
}

fn parse_vector_load(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (_, vector) = parse_access(p, state, true)?;
    state.result_types.extend(vector);
    Ok(())
}

/// Parses `%value, ` then the access; the value is typed by `value_ty`.
fn parse_store_common(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    vector: bool,
) -> ParseResult<()> {
    let value = p.parse_operand()?;
    if !p.eat(TokenKind::Comma) {
        return Err(p.custom_op_error("expected ','"));
    }
    let mut rest = OperationState::new(state.name, state.loc);
    let (ty, vector_ty) = parse_access(p, &mut rest, vector)?;
    let value_ty = match vector_ty {
        Some(v) => v,
        None => ty.element_type(p.ctx).unwrap_or(ty),
    };
    let v = p.resolve_operand(&value, value_ty)?;
    state.operands.push(v);
    state.operands.extend(rest.operands);
    state.props = rest.props;
    state.attrs = rest.attrs;
    Ok(())
}

fn parse_store(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_store_common(p, state, false)
}

fn parse_vector_store(
    _: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_store_common(p, state, true)
}

/// Prints `%memref[subscripts] attr-dict : memref-type`, from operand `first`.
fn print_access(p: &mut Printer<'_>, op: OpId, first: usize, vector: Option<Type>) {
    let ctx = p.ctx;
    let body = p.body();
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    let Some(&memref) = operands.get(first) else {
        return;
    };
    let indices = operands.get(first + 1..).unwrap_or(&[]);
    p.print_operand(memref);
    p.write("[");
    if let Some(map) = map_of(ctx, body, op, "map") {
        print_map_of_ssa_ids(p, &map, indices);
    }
    p.write("]");
    p.print_optional_attr_dict(op, &["map"]);
    p.write(" : ");
    p.print_type(body.value_type(memref));
    if let Some(v) = vector {
        p.write(", ");
        p.print_type(v);
    }
}

fn print_load(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let result = body.value_type(body.result(op, 0));
    let vector = matches!(result.kind(p.ctx), TypeKind::Vector { .. })
        && body.op_name(op).as_str(p.ctx) == crate::VectorLoadOp::NAME;
    p.write(" ");
    print_access(p, op, 0, vector.then_some(result));
}

fn print_store(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    if body.num_operands(op) < 2 {
        return;
    }
    let value = body.operand(op, 0);
    let vector = body.op_name(op).as_str(p.ctx) == crate::VectorStoreOp::NAME;
    p.write(" ");
    p.print_operand(value);
    p.write(", ");
    print_access(p, op, 1, vector.then_some(body.value_type(value)));
}

/// Checks the subscripts of an access whose memref is operand `memref`.
fn verify_indexing(ctx: &Context, body: &Body, op: OpId, memref: usize) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let ty = body.value_type(body.operand(op, memref));
    let rank = match ty.kind(ctx) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Ok(()),
    };
    let indices: SmallVec<[Value; 4]> = body.operands(op).skip(memref + 1).collect();
    if let Some(map) = map_of(ctx, body, op, "map") {
        if map.results.len() != rank {
            return err("affine map num results must equal memref rank");
        }
        if (map.num_dims + map.num_symbols) as usize != indices.len() {
            return err("expects as many subscripts as affine map inputs");
        }
    }
    if indices.iter().any(|&v| !body.value_type(v).is_index(ctx)) {
        return err("index to load must have 'index' type");
    }
    let num_dims = map_of(ctx, body, op, "map").map_or(0, |m| m.num_dims as usize);
    verify_dims_and_symbols(ctx, body, op, &indices, num_dims)
}

fn element_type(ctx: &Context, body: &Body, op: OpId, memref: usize) -> Option<Type> {
    body.value_type(body.operand(op, memref)).element_type(ctx)
}

fn verify_load(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let result = body.value_type(body.result(op, 0));
    if element_type(ctx, body, op, 0) != Some(result) {
        return Err(op_error(
            ctx,
            body,
            op,
            "result type must match element type of memref",
        ));
    }
    verify_indexing(ctx, body, op, 0)
}

fn verify_store(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let value = body.value_type(body.operand(op, 0));
    if element_type(ctx, body, op, 1) != Some(value) {
        return Err(op_error(
            ctx,
            body,
            op,
            "value to store must have the same type as memref element type",
        ));
    }
    verify_indexing(ctx, body, op, 1)
}

/// Vector accesses need the memref's and the vector's element types equal.
fn verify_vector_types(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memref: usize,
    vector: Type,
) -> DiagResult {
    if element_type(ctx, body, op, memref) != vector.element_type(ctx) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

fn verify_vector_load(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_indexing(ctx, body, op, 0)?;
    let vector = body.value_type(body.result(op, 0));
    verify_vector_types(ctx, body, op, 0, vector)
}

fn verify_vector_store(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_indexing(ctx, body, op, 1)?;
    let vector = body.value_type(body.operand(op, 0));
    verify_vector_types(ctx, body, op, 1, vector)
}
