//! The ops on memrefs and tensors: `dim`, allocation, `load`/`store`,
//! DMA, `extract_element`, `splat`, `tensor_load`/`tensor_store` and the
//! two casts.

use smallvec::smallvec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState, Type, TypeKind,
};
use strata_ods::{OpSpec, accessors, constraints as c};
use strata_support::APInt;

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::interfaces::{EffectKind, MemoryEffectOpInterface};

use crate::delegate::{EffectsAs, OnOperand, parse_as, print_as, verify_as};
use crate::types::{
    INT_OR_FLOAT, MEMREF_OR_TENSOR, RANKED_MEMREF, element_of, layout_symbols, rank,
    shapes_compatible, tensor_of_memref,
};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn err(ctx: &Context, body: &Body, op: OpId, m: impl AsRef<str>) -> DiagResult {
    Err(op_error(ctx, body, op, m))
}

fn type_str(ctx: &Context, t: Type) -> String {
    strata_asm::type_to_string(ctx, t)
}

/// `std.dim`.
pub(crate) fn dim() -> OpSpec {
    OpSpec::new("std.dim")
        .summary("the size of one dimension of a memref or tensor")
        .operand("memrefOrTensor", MEMREF_OR_TENSOR)
        .attr("index", c::I64_ATTR)
        .result("result", c::INDEX)
        .traits(PURE)
        .format("$memrefOrTensor `,` $index attr-dict `:` type($memrefOrTensor)")
        .verifier(verify_dim)
        .folder(fold_dim)
}

fn dim_index(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    body.attr(ctx, op, "index")?.int_value(ctx)?.to_i64()
}

fn verify_dim(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = body.value_type(body.operand(op, 0));
    if let (Some(index), Some(rank)) = (dim_index(ctx, body, op), rank(ctx, ty))
        && usize::try_from(index).map_or(true, |i| i >= rank)
    {
        return err(ctx, body, op, "index is out of range");
    }
    Ok(())
}

fn fold_dim(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let ty = body.value_type(body.operand(op, 0));
    let size = dim_index(ctx, body, op)
        .and_then(|i| usize::try_from(i).ok())
        .and_then(|i| ty.shape(ctx).and_then(|s| s.get(i).copied()))
        .filter(|s| *s != DYNAMIC);
    match size {
        Some(s) => {
            let index = Type::index(ctx);
            let attr = Attribute::integer(ctx, index, &APInt::from_i64(64, s));
            FoldOutcome::Results(smallvec![OpFoldResult::Attr(attr)])
        }
        None => FoldOutcome::None,
    }
}

/// `std.alloc`.
pub(crate) fn alloc() -> OpSpec {
    OpSpec::new("std.alloc")
        .summary("allocates a memref")
        .variadic_operand("dynamicSizes", c::INDEX)
        .variadic_operand("symbolOperands", c::INDEX)
        .result("memref", RANKED_MEMREF)
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
        .verifier(verify_alloc)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.alloc")))
}

fn verify_alloc(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = body.value_type(body.result(op, 0));
    let dynamic = ty
        .shape(ctx)
        .map_or(0, |s| s.iter().filter(|d| **d == DYNAMIC).count());
    let sizes = accessors::operand_group(ctx, body, op, "dynamicSizes").len();
    if sizes != dynamic {
        return err(
            ctx,
            body,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        );
    }
    let symbols = accessors::operand_group(ctx, body, op, "symbolOperands").len();
    let expected = layout_symbols(ctx, ty);
    if symbols != expected {
        return err(
            ctx,
            body,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
            ),
        );
    }
    Ok(())
}

/// `std.alloc_static`.
pub(crate) fn alloc_static() -> OpSpec {
    OpSpec::new("std.alloc_static")
        .summary("allocates a memref at a fixed base address")
        .attr("base", c::I64_ATTR)
        .result("memref", RANKED_MEMREF)
        .format("`(` $base `)` attr-dict `:` type($memref)")
        .verifier(|_, ctx, body, op| {
            let ty = body.value_type(body.result(op, 0));
            if !ty.has_static_shape(ctx) {
                return err(ctx, body, op, "requires a statically shaped memref");
            }
            if layout_symbols(ctx, ty) != 0 {
                return err(ctx, body, op, "requires a layout without symbols");
            }
            Ok(())
        })
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.alloc")))
}

/// `std.dealloc`.
pub(crate) fn dealloc() -> OpSpec {
    OpSpec::new("std.dealloc")
        .summary("ends the lifetime of a memref allocation")
        .operand("memref", RANKED_MEMREF)
        .format("$memref attr-dict `:` type($memref)")
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.dealloc")))
}

/// `std.dma_start`, written and checked as `memref.dma_start` is.
pub(crate) fn dma_start() -> OpSpec {
    OpSpec::new("std.dma_start")
        .summary("starts a non-blocking DMA transfer")
        .variadic_operand("operands", c::ANY_TYPE)
        .custom_syntax(
            |_, p, state| parse_as("memref.dma_start", p, state),
            |_, p, op| print_as("memref.dma_start", p, op),
        )
        .verifier(|_, ctx, body, op| verify_as("memref.dma_start", ctx, body, op))
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.dma_start")))
}

/// `std.dma_wait`.
pub(crate) fn dma_wait() -> OpSpec {
    OpSpec::new("std.dma_wait")
        .summary("waits for a DMA transfer to complete")
        .operand("tagMemRef", RANKED_MEMREF)
        .variadic_operand("tagIndices", c::INDEX)
        .operand("numElements", c::INDEX)
        .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
        .verifier(|_, ctx, body, op| {
            let ty = body.value_type(body.operand(op, 0));
            let n = body.num_operands(op).saturating_sub(2);
            if rank(ctx, ty) != Some(n) {
                return err(
                    ctx,
                    body,
                    op,
                    "expected tagIndices to have the same number of elements as the tagMemRef rank",
                );
            }
            Ok(())
        })
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.dma_wait")))
}

/// Checks that an access has one index per dimension.
fn verify_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    aggregate: usize,
    what: &str,
) -> DiagResult {
    let ty = body.value_type(body.operand(op, aggregate));
    let indices = accessors::operand_group(ctx, body, op, "indices").len();
    match rank(ctx, ty) {
        Some(r) if r != indices => err(
            ctx,
            body,
            op,
            format!("incorrect number of indices for {what}"),
        ),
        _ => Ok(()),
    }
}

/// `std.extract_element`.
pub(crate) fn extract_element() -> OpSpec {
    OpSpec::new("std.extract_element")
        .summary("reads one element of a tensor or vector")
        .operand("aggregate", c::VECTOR_OR_TENSOR)
        .variadic_operand("indices", c::INDEX)
        .result("result", c::ANY_TYPE)
        .traits(PURE)
        .types_match_with(
            "aggregate",
            "result",
            element_of,
            "result type matches element type of aggregate",
        )
        .format("$aggregate `[` $indices `]` attr-dict `:` type($aggregate)")
        .verifier(|_, ctx, body, op| verify_indices(ctx, body, op, 0, "extract_element"))
}

/// `std.load`.
pub(crate) fn load() -> OpSpec {
    OpSpec::new("std.load")
        .summary("reads one element of a memref")
        .operand("memref", RANKED_MEMREF)
        .variadic_operand("indices", c::INDEX)
        .result("result", c::ANY_TYPE)
        .types_match_with(
            "memref",
            "result",
            element_of,
            "result type matches element type of 'memref'",
        )
        .format("$memref `[` $indices `]` attr-dict `:` type($memref)")
        .verifier(|_, ctx, body, op| verify_indices(ctx, body, op, 0, "load"))
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.load")))
}

/// `std.store`.
pub(crate) fn store() -> OpSpec {
    OpSpec::new("std.store")
        .summary("writes one element of a memref")
        .operand("value", c::ANY_TYPE)
        .operand("memref", RANKED_MEMREF)
        .variadic_operand("indices", c::INDEX)
        .types_match_with(
            "memref",
            "value",
            element_of,
            "type of 'value' matches element type of 'memref'",
        )
        .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
        .verifier(|_, ctx, body, op| verify_indices(ctx, body, op, 1, "store"))
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(EffectsAs("memref.store")))
}

/// `std.splat`.
pub(crate) fn splat() -> OpSpec {
    OpSpec::new("std.splat")
        .summary("broadcasts a scalar to every element of a vector or tensor")
        .operand("input", INT_OR_FLOAT)
        .result("aggregate", c::VECTOR_OR_TENSOR)
        .traits(PURE)
        .types_match_with(
            "aggregate",
            "input",
            element_of,
            "operand type matches element type of result",
        )
        .format("$input attr-dict `:` type($aggregate)")
        .verifier(|_, ctx, body, op| {
            let ty = body.value_type(body.result(op, 0));
            if !ty.has_static_shape(ctx) {
                return err(ctx, body, op, "result must be statically shaped");
            }
            Ok(())
        })
}

/// `std.tensor_load`.
pub(crate) fn tensor_load() -> OpSpec {
    OpSpec::new("std.tensor_load")
        .summary("copies the contents of a memref into a new tensor")
        .operand("memref", c::ANY_MEMREF)
        .result("result", c::TENSOR)
        .types_match_with(
            "memref",
            "result",
            tensor_of_memref,
            "result type matches tensor equivalent of 'memref'",
        )
        .format("$memref attr-dict `:` type($memref)")
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(OnOperand(EffectKind::Read, 0)))
}

/// `std.tensor_store`.
pub(crate) fn tensor_store() -> OpSpec {
    OpSpec::new("std.tensor_store")
        .summary("stores the contents of a tensor into a memref")
        .operand("tensor", c::TENSOR)
        .operand("memref", c::ANY_MEMREF)
        .types_match_with(
            "memref",
            "tensor",
            tensor_of_memref,
            "type of 'tensor' is the tensor equivalent of 'memref'",
        )
        .custom_syntax(parse_tensor_store, print_tensor_store)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(OnOperand(EffectKind::Write, 1)))
}

/// `%t, %m attr-dict : memref-type`; with legacy syntax also the opening
/// example's `%t to %m`.
fn parse_tensor_store(
    _: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let tensor = p.parse_operand()?;
    let separated = p.eat(TokenKind::Comma) || (p.legacy_syntax() && p.eat_keyword("to"));
    if !separated {
        return Err(p.error("expected ','"));
    }
    let memref = p.parse_operand()?;
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let ty_tok = p.token();
    let ty = p.parse_type()?;
    let Some(tensor_ty) = tensor_of_memref(p.ctx, ty) else {
        return Err(p.error_at(ty_tok, "expected a memref type"));
    };
    state.operands.push(p.resolve_operand(&tensor, tensor_ty)?);
    state.operands.push(p.resolve_operand(&memref, ty)?);
    Ok(())
}

fn print_tensor_store(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    p.write(" ");
    p.print_operand(body.operand(op, 0));
    p.write(", ");
    p.print_operand(body.operand(op, 1));
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 1)));
}

/// What the cast rules compare of a memref or tensor type: its shape
/// (`None` if unranked), element type, layout and memory space.
struct CastParts<'a> {
    shape: Option<&'a [i64]>,
    element: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
}

fn cast_parts(ctx: &Context, t: Type) -> Option<CastParts<'_>> {
    let parts = |shape, element, layout, space| CastParts {
        shape,
        element,
        layout,
        space,
    };
    match t.kind(ctx) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(parts(Some(shape), *element, *layout, *memory_space)),
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => Some(parts(None, *element, None, *memory_space)),
        TypeKind::RankedTensor { shape, element, .. } => {
            Some(parts(Some(shape), *element, None, None))
        }
        TypeKind::UnrankedTensor { element } => Some(parts(None, *element, None, None)),
        _ => None,
    }
}

/// The seed's cast rules: same element type and address space; both
/// ranked with compatible shapes and the same layout, or exactly one
/// unranked.
fn cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    let (Some(a), Some(b)) = (cast_parts(ctx, from), cast_parts(ctx, to)) else {
        return false;
    };
    if a.element != b.element || a.space != b.space {
        return false;
    }
    match (a.shape, b.shape) {
        (Some(x), Some(y)) => shapes_compatible(x, y) && a.layout == b.layout,
        (None, None) => false,
        _ => true,
    }
}

fn verify_cast(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    if !cast_compatible(ctx, from, to) {
        return err(
            ctx,
            body,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_str(ctx, from),
                type_str(ctx, to)
            ),
        );
    }
    Ok(())
}

fn fold_cast(_: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let source = body.operand(op, 0);
    if body.value_type(source) == body.value_type(body.result(op, 0)) {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(source)]);
    }
    FoldOutcome::None
}

fn cast(
    name: &'static str,
    ty: strata_ods::constraints::TypeConstraint,
    summary: &'static str,
) -> OpSpec {
    OpSpec::new(name)
        .summary(summary)
        .operand("source", ty)
        .result("dest", ty)
        .traits(PURE)
        .format("$source attr-dict `:` type($source) `to` type($dest)")
        .verifier(verify_cast)
        .folder(fold_cast)
}

/// `std.memref_cast` and `std.tensor_cast`.
pub(crate) fn casts() -> Vec<OpSpec> {
    vec![
        cast(
            "std.memref_cast",
            c::ANY_MEMREF,
            "converts a memref to an equivalent memref type",
        ),
        cast(
            "std.tensor_cast",
            c::TENSOR,
            "converts a tensor to an equivalent tensor type",
        ),
    ]
}
