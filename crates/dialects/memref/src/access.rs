//! Element access: `memref.load`, `memref.store`, `memref.atomic_rmw`,
//! `memref.generic_atomic_rmw` / `memref.atomic_yield` and `memref.prefetch`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer, UnresolvedOperand};
use strata_ir::interfaces::{
    DestructurableAccessorOpInterface, EffectKind, MemoryEffectOpInterface,
    PromotableMemOpInterface, has_no_side_effects,
};
use strata_ir::verifier::op_plain_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OpTraits, OperationState,
    StateRegions, Type,
};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::{
    ALIGNMENT, ATOMIC_RMW_KIND, ATOMIC_RMW_KIND_ATTR, BOOL_ATTR, INT_OR_FLOAT, INT_OR_FLOAT_MEMREF,
    LOCALITY, MEMREF,
};
use crate::effects::{OnOperand, ReadWrite};
use crate::promote::SlotAccess;
use crate::util::{err, operand_type, rank, result_type, ty_str};
use crate::{AtomicRmwOp, AtomicYieldOp, GenericAtomicRmwOp, LoadOp, PrefetchOp, StoreOp};

fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    t.element_type(ctx)
}

/// `memref.load`.
pub(crate) fn load() -> OpSpec {
    OpSpec::new(LoadOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(strata_dialect_arith::runtime_checks::IndicesInBounds {
                container: 0,
                indices: 1,
                dim_op: "memref.dim",
            })
        })
        .summary("load operation")
        .operand("memref", MEMREF)
        .variadic_operand("indices", c::INDEX)
        .optional_attr("nontemporal", BOOL_ATTR)
        .optional_attr("alignment", ALIGNMENT)
        .result("result", c::ANY_TYPE)
        .types_match_with(
            "memref",
            "result",
            element_of,
            "result type matches element type of 'memref'",
        )
        .format("$memref `[` $indices `]` attr-dict `:` type($memref)")
        .verifier(verify_load)
        .folder(crate::fold::fold_operand_casts)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(OnOperand(EffectKind::Read, 0)))
        .interface::<dyn PromotableMemOpInterface>(|| Box::new(SlotAccess { store: false }))
        .interface::<dyn DestructurableAccessorOpInterface>(|| {
            Box::new(crate::destructure::ElementAccess { store: false })
        })
}

fn verify_load(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = operand_type(body, op, 0);
    let r = rank(ctx, ty).unwrap_or(0);
    let n = body.num_operands(op) - 1;
    if n != r {
        return Err(err(
            ctx,
            body,
            op,
            format!("incorrect number of indices for load, expected {r} but got {n}"),
        ));
    }
    Ok(())
}

/// `memref.store`.
pub(crate) fn store() -> OpSpec {
    OpSpec::new(StoreOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(strata_dialect_arith::runtime_checks::IndicesInBounds {
                container: 1,
                indices: 2,
                dim_op: "memref.dim",
            })
        })
        .summary("store operation")
        .operand("value", c::ANY_TYPE)
        .operand("memref", MEMREF)
        .variadic_operand("indices", c::INDEX)
        .optional_attr("nontemporal", BOOL_ATTR)
        .optional_attr("alignment", ALIGNMENT)
        .types_match_with(
            "memref",
            "value",
            element_of,
            "type of 'value' matches element type of 'memref'",
        )
        .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
        .verifier(verify_store)
        .folder(crate::fold::fold_operand_casts)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(OnOperand(EffectKind::Write, 1)))
        .interface::<dyn PromotableMemOpInterface>(|| Box::new(SlotAccess { store: true }))
        .interface::<dyn DestructurableAccessorOpInterface>(|| {
            Box::new(crate::destructure::ElementAccess { store: true })
        })
}

fn verify_store(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = operand_type(body, op, 1);
    if body.num_operands(op) - 2 != rank(ctx, ty).unwrap_or(0) {
        return Err(err(
            ctx,
            body,
            op,
            "store index operand count not equal to memref rank",
        ));
    }
    Ok(())
}

/// `memref.atomic_rmw`.
pub(crate) fn atomic_rmw() -> OpSpec {
    OpSpec::new(AtomicRmwOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| Box::new(strata_dialect_arith::runtime_checks::IndicesInBounds { container: 1, indices: 2, dim_op: "memref.dim" }))
        .summary("atomic read-modify-write operation")
        .attr("kind", ATOMIC_RMW_KIND_ATTR)
        .operand("value", INT_OR_FLOAT)
        .operand("memref", INT_OR_FLOAT_MEMREF)
        .variadic_operand("indices", c::INDEX)
        .result("result", INT_OR_FLOAT)
        .types_match_with("memref", "value", element_of, "value type matches element type of memref")
        .all_types_match(&["value", "result"])
        .format(
            "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
        )
        .verifier(verify_atomic_rmw)
        .folder(crate::fold::fold_operand_casts)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(ReadWrite(1)))
}

fn verify_atomic_rmw(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let value = operand_type(body, op, 0);
    let memref = operand_type(body, op, 1);
    if body.num_operands(op) - 2 != rank(ctx, memref).unwrap_or(0) {
        return Err(err(
            ctx,
            body,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = body
        .attr(ctx, op, "kind")
        .and_then(|a| ATOMIC_RMW_KIND.value(ctx, a));
    let name = kind
        .and_then(|k| ATOMIC_RMW_KIND.stringify(k))
        .unwrap_or_default();
    let float_kind = matches!(kind, Some(0 | 4 | 5 | 8 | 9 | 12));
    let int_kind = matches!(kind, Some(1 | 2 | 6 | 7 | 10 | 11 | 13 | 14 | 15));
    if float_kind && !value.is_float(ctx) {
        return Err(err(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects a floating-point type"),
        ));
    }
    if int_kind && value.int_width(ctx).is_none() {
        return Err(err(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects an integer type"),
        ));
    }
    Ok(())
}

/// `memref.generic_atomic_rmw`.
pub(crate) fn generic_atomic_rmw() -> OpSpec {
    OpSpec::new(GenericAtomicRmwOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(strata_dialect_arith::runtime_checks::IndicesInBounds {
                container: 0,
                indices: 1,
                dim_op: "memref.dim",
            })
        })
        .summary("atomic read-modify-write operation with a region")
        .operand("memref", INT_OR_FLOAT_MEMREF)
        .variadic_operand("indices", c::INDEX)
        .result("result", INT_OR_FLOAT)
        .types_match_with(
            "memref",
            "result",
            element_of,
            "result type matches element type of memref",
        )
        .region("atomic_body")
        .implicit_terminator(AtomicYieldOp::NAME)
        .custom_syntax(parse_generic_atomic_rmw, print_generic_atomic_rmw)
        .verifier(verify_generic_atomic_rmw)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(ReadWrite(0)))
}

fn parse_generic_atomic_rmw(
    _: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let mut indices: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::new();
    p.parse_delimited_list(
        TokenKind::LSquare,
        TokenKind::RSquare,
        "operand list",
        |p| {
            indices.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let index = Type::index(p.ctx);
    let v = p.resolve_operand(&memref, ty)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, index)?;
        state.operands.push(v);
    }
    let region = p.parse_region(&[] as &[BlockArgDef<'_>], false)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
        }
    }
    if let Some(e) = ty.element_type(p.ctx) {
        state.result_types.push(e);
    }
    Ok(())
}

fn print_generic_atomic_rmw(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let operands: SmallVec<[strata_ir::Value; 4]> = body.operands(op).collect();
    let Some((&memref, indices)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(memref);
    p.write("[");
    p.print_operands(indices.iter().copied());
    p.write("] : ");
    p.print_type(body.value_type(memref));
    p.write(" ");
    p.print_op_region(op, 0, true, true, false);
    p.print_optional_attr_dict(op, &[]);
}

fn verify_generic_atomic_rmw(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (inner, regions) = body.op_regions(op);
    let block = regions.first().and_then(|r| inner.entry_block(*r));
    let args = block.map(|b| inner.block_args(b)).unwrap_or_default();
    if args.len() != 1 {
        return Err(err(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if inner.value_type(args[0]) != result_type(body, op, 0) {
        return Err(err(
            ctx,
            body,
            op,
            "expected block argument of the same type result type",
        ));
    }
    let mut bad = None;
    for b in regions.iter().flat_map(|r| inner.region_blocks(*r)) {
        for nested in inner.block_ops(b) {
            if bad.is_none() && !has_no_side_effects(ctx, inner, nested) {
                bad = Some(nested);
            }
        }
    }
    if let Some(nested) = bad {
        return Err(op_plain_error(
            ctx,
            inner,
            nested,
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    Ok(())
}

/// `memref.atomic_yield`.
pub(crate) fn atomic_yield() -> OpSpec {
    OpSpec::new(AtomicYieldOp::NAME)
        .summary("yield operation for GenericAtomicRMWOp")
        .operand("result", c::ANY_TYPE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::RETURN_LIKE,
        )
        .parents(&[GenericAtomicRmwOp::NAME])
        .format("$result attr-dict `:` type($result)")
        .verifier(verify_atomic_yield)
}

fn verify_atomic_yield(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(parent) = body.parent_op(op) else {
        return Ok(());
    };
    let Some(&parent_ty) = body
        .results(parent)
        .next()
        .map(|r| body.value_type(r))
        .as_ref()
    else {
        return Ok(());
    };
    let ty = operand_type(body, op, 0);
    if ty != parent_ty {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "types mismatch between yield op: '{}' and its parent: '{}'",
                ty_str(ctx, ty),
                ty_str(ctx, parent_ty)
            ),
        ));
    }
    Ok(())
}

/// `memref.prefetch`.
pub(crate) fn prefetch() -> OpSpec {
    OpSpec::new(PrefetchOp::NAME)
        .summary("prefetch operation")
        .operand("memref", MEMREF)
        .variadic_operand("indices", c::INDEX)
        .attr("isWrite", BOOL_ATTR)
        .attr("localityHint", LOCALITY)
        .attr("isDataCache", BOOL_ATTR)
        .custom_syntax(parse_prefetch, print_prefetch)
        .verifier(verify_prefetch)
        .folder(crate::fold::fold_operand_casts)
}

fn parse_prefetch(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_operand()?;
    let mut indices: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::new();
    p.parse_delimited_list(
        TokenKind::LSquare,
        TokenKind::RSquare,
        "operand list",
        |p| {
            indices.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    p.expect(TokenKind::Comma, "','")?;
    let rw_tok = p.token();
    let rw = p.spelling(rw_tok).to_string();
    p.bump();
    p.expect(TokenKind::Comma, "','")?;
    p.expect_keyword("locality")?;
    p.expect(TokenKind::Less, "'<'")?;
    let locality = p.parse_attribute_of_type(Some(Type::int(ctx, 32)))?;
    p.expect(TokenKind::Greater, "'>'")?;
    p.expect(TokenKind::Comma, "','")?;
    let cache_tok = p.token();
    let cache = p.spelling(cache_tok).to_string();
    p.bump();
    // The printer puts the attribute dictionary here (as upstream's does,
    // although upstream's parser then rejects it); read it back.
    let mut entries = if p.kind() == TokenKind::LBrace {
        p.parse_dictionary_entries()?
    } else {
        Vec::new()
    };
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&memref, ty)?;
    state.operands.push(v);
    let index = Type::index(ctx);
    for i in &indices {
        let v = p.resolve_operand(i, index)?;
        state.operands.push(v);
    }
    if rw != "read" && rw != "write" {
        return Err(p.error_at_loc(
            state.loc,
            format!(
                "custom op '{}' rw specifier has to be 'read' or 'write'",
                PrefetchOp::NAME
            ),
        ));
    }
    if cache != "data" && cache != "instr" {
        return Err(p.error_at_loc(
            state.loc,
            format!(
                "custom op '{}' cache type has to be 'data' or 'instr'",
                PrefetchOp::NAME
            ),
        ));
    }
    let mut props = [
        NamedAttr {
            name: Ident::new(ctx, "isWrite"),
            value: Attribute::bool(ctx, rw == "write"),
        },
        NamedAttr {
            name: Ident::new(ctx, "localityHint"),
            value: locality,
        },
        NamedAttr {
            name: Ident::new(ctx, "isDataCache"),
            value: Attribute::bool(ctx, cache == "data"),
        },
    ];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    if p.kind() == TokenKind::LBrace {
        entries.extend(p.parse_dictionary_entries()?);
    }
    if !entries.is_empty() {
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    Ok(())
}

fn print_prefetch(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let operands: SmallVec<[strata_ir::Value; 4]> = body.operands(op).collect();
    let Some((&memref, indices)) = operands.split_first() else {
        return;
    };
    let flag = |name: &str| {
        body.attr(ctx, op, name)
            .and_then(|a| a.int_value(ctx).map(|v| !v.is_zero()))
            .unwrap_or(false)
    };
    let locality = crate::util::int_attr(ctx, body, op, "localityHint").unwrap_or(0);
    p.write(" ");
    p.print_operand(memref);
    p.write("[");
    p.print_operands(indices.iter().copied());
    p.write("], ");
    p.write(if flag("isWrite") { "write" } else { "read" });
    p.write(&format!(", locality<{locality}>, "));
    p.write(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(op, &["isWrite", "localityHint", "isDataCache"]);
    p.write(" : ");
    p.print_type(body.value_type(memref));
}

fn verify_prefetch(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let r = rank(ctx, operand_type(body, op, 0)).unwrap_or(0);
    if body.num_operands(op) - 1 != r {
        return Err(err(ctx, body, op, "too few indices"));
    }
    Ok(())
}
