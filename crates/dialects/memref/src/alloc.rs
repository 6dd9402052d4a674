//! Allocation: `memref.alloc`, `memref.alloca`, `memref.dealloc`,
//! `memref.alloca_scope` and its terminator.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::affine::AffineMap;
use strata_ir::interfaces::{
    DestructurableAllocationOpInterface, EffectInstance, EffectKind, MemoryEffectOpInterface,
    MemoryEffects, PromotableAllocationOpInterface, Resource,
};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState,
    StateRegions, Type,
};
use strata_ods::format::ensure_terminator;
use strata_ods::{OpSpec, accessors, constraints as c};

use crate::constraints::{ALIGNMENT, ANY_MEMREF, MEMREF};
use crate::promote::AllocaSlot;
use crate::util::{err, ranked, result_type};
use crate::{AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, DeallocOp};

/// `memref.alloc` and `memref.alloca`.
pub(crate) fn alloc_like(name: &'static str, summary: &'static str) -> OpSpec {
    let spec = OpSpec::new(name)
        .summary(summary)
        .variadic_operand("dynamicSizes", c::INDEX)
        .variadic_operand("symbolOperands", c::INDEX)
        .optional_attr("alignment", ALIGNMENT)
        .result("memref", MEMREF)
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
        .verifier(verify_alloc_like)
        .canonicalizer(crate::canonicalize::alloc_patterns);
    if name == AllocaOp::NAME {
        spec.result_names(|_, body, op, set| set(body.result(op, 0), "alloca"))
            .interface::<dyn MemoryEffectOpInterface>(|| {
                Box::new(Allocates(Resource::AUTOMATIC_ALLOCATION_SCOPE))
            })
            .interface::<dyn PromotableAllocationOpInterface>(|| Box::new(AllocaSlot))
            .interface::<dyn DestructurableAllocationOpInterface>(|| {
                Box::new(crate::destructure::AllocaAggregate)
            })
    } else {
        spec.result_names(|_, body, op, set| set(body.result(op, 0), "alloc"))
            .interface::<dyn MemoryEffectOpInterface>(|| Box::new(Allocates(Resource::DEFAULT)))
    }
}

/// Allocates the op's result in the given resource.
struct Allocates(Resource);

impl MemoryEffectOpInterface for Allocates {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        out.push(EffectInstance {
            kind: EffectKind::Allocate,
            resource: self.0,
            value: Some(body.result(op, 0)),
        });
    }
}

/// The number of symbols of the layout map of a memref type.
pub(crate) fn layout_symbols(ctx: &Context, ty: Type) -> usize {
    let Some((shape, _, Some(layout), _)) = ranked(ctx, ty) else {
        return 0;
    };
    match layout.kind(ctx) {
        AttrKind::AffineMap(m) => m.num_symbols as usize,
        AttrKind::Strided { offset, strides } => {
            let _ = shape;
            AffineMap::strided_layout(ctx, strides, *offset).num_symbols as usize
        }
        _ => 0,
    }
}

fn verify_alloc_like(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = result_type(body, op, 0);
    let Some((shape, ..)) = ranked(ctx, ty) else {
        return Ok(());
    };
    let sizes = accessors::operand_group(ctx, body, op, "dynamicSizes").len();
    let symbols = accessors::operand_group(ctx, body, op, "symbolOperands").len();
    let dynamic = shape
        .iter()
        .filter(|d| **d == strata_ir::types::DYNAMIC)
        .count();
    if sizes != dynamic {
        return Err(err(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
        ));
    }
    let expected = layout_symbols(ctx, ty);
    if symbols != expected {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
            ),
        ));
    }
    if body.op_name(op).as_str(ctx) == AllocaOp::NAME && !in_allocation_scope(ctx, body, op) {
        return Err(err(
            ctx,
            body,
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    Ok(())
}

/// True if an ancestor of `op` has the AutomaticAllocationScope trait.
fn in_allocation_scope(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut current = body.parent_op(op);
    while let Some(p) = current {
        if body
            .op_name(p)
            .has_trait(ctx, OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        {
            return true;
        }
        current = body.parent_op(p);
    }
    body.owner_name()
        .is_some_and(|n| n.has_trait(ctx, OpTraits::AUTOMATIC_ALLOCATION_SCOPE))
}

/// `memref.dealloc`.
pub(crate) fn dealloc() -> OpSpec {
    OpSpec::new(DeallocOp::NAME)
        .summary("memory deallocation operation")
        .operand("memref", ANY_MEMREF)
        .format("$memref attr-dict `:` type($memref)")
        .folder(crate::fold::fold_operand_casts)
        .interface::<dyn MemoryEffectOpInterface>(|| {
            Box::new(crate::effects::OnOperand(EffectKind::Free, 0))
        })
}

/// `memref.alloca_scope`.
pub(crate) fn alloca_scope() -> OpSpec {
    OpSpec::new(AllocaScopeOp::NAME)
        .summary("explicitly delimited scope for stack allocation")
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("bodyRegion", 1)
        .traits(
            OpTraits::AUTOMATIC_ALLOCATION_SCOPE
                | OpTraits::RECURSIVE_MEMORY_EFFECTS
                | OpTraits::SINGLE_BLOCK
                | OpTraits::NO_REGION_ARGUMENTS,
        )
        .implicit_terminator(AllocaScopeReturnOp::NAME)
        .custom_syntax(parse_alloca_scope, print_alloca_scope)
        .canonicalizer(crate::canonicalize::alloca_scope_patterns)
}

/// `memref.alloca_scope.return`.
pub(crate) fn alloca_scope_return() -> OpSpec {
    OpSpec::new(AllocaScopeReturnOp::NAME)
        .summary("terminator for alloca_scope operation")
        .variadic_operand("results", c::ANY_TYPE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::RETURN_LIKE,
        )
        .parents(&[AllocaScopeOp::NAME])
        .format("attr-dict ($results^ `:` type($results))?")
}

fn parse_alloca_scope(
    _: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    if p.eat(TokenKind::Arrow) {
        let mut types: SmallVec<[Type; 2]> = SmallVec::new();
        p.parse_function_result_types(&mut types)?;
        state.result_types.extend(types);
    }
    let region = p.parse_region(&[], false)?;
    ensure_terminator(p, region, AllocaScopeReturnOp::NAME, state.loc);
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
        }
    }
    Ok(())
}

fn print_alloca_scope(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    p.write(" ");
    if !results.is_empty() {
        p.write(" -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_op_region(op, 0, false, !results.is_empty(), false);
    p.print_optional_attr_dict(op, &[]);
}
