//! `--expand-strided-metadata`: rewrites the memref ops that only change
//! a memref's metadata (`subview`, `expand_shape`, `collapse_shape`) into
//! `extract_strided_metadata` of their source and a `reinterpret_cast`,
//! with the new offset, sizes and strides computed by `affine.apply`; and
//! resolves `extract_strided_metadata` of those ops, of allocations,
//! globals, casts, `reinterpret_cast`s and of another
//! `extract_strided_metadata` from their operands, with the greedy driver.

mod fold;
mod ops;
mod resolve;

use strata_dialect_memref::{
    AllocOp, AllocaOp, CastOp, CollapseShapeOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, GetGlobalOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp,
    layout_is_identity, strided_metadata_types,
};
use strata_ir::affine::AffineExpr;
use strata_ir::interfaces::make_state;
use strata_ir::memref_layout::{canonical_strides, strides_and_offset};
use strata_ir::types::DYNAMIC;
use strata_ir::{Body, OpId, Type, TypeKind, Value};
use strata_ods::operand_group;
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};
use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_patterns_to_nested_bodies};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use fold::{Ofr, composed_folded_apply, index_constant, materialize};
use resolve::Metadata;

/// The pass.
#[derive(Clone, Default)]
pub struct ExpandStridedMetadata;

/// The registry entry of `--expand-strided-metadata`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "expand-strided-metadata",
    summary: "Expand memref operations into easier to analyze constructs",
    options: &[],
    create: || Box::new(ExpandStridedMetadata),
};

impl Pass for ExpandStridedMetadata {
    fn argument(&self) -> &'static str {
        "expand-strided-metadata"
    }

    fn name(&self) -> &'static str {
        "ExpandStridedMetadataPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let patterns = FrozenPatterns::new(cx.ctx, patterns());
        // Upstream's default driver configuration seeds the worklist
        // bottom-up.
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        apply_patterns_to_nested_bodies(cx.ctx, body, op, &patterns, &config, false);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// A rewrite of the op it is given; false if it does not apply.
type Rewrite = fn(OpId, &mut Rewriter<'_>) -> bool;

/// The patterns, in upstream's order.
pub fn patterns() -> PatternSet {
    let list: [(&'static str, &'static str, Rewrite); 14] = [
        (SubViewOp::NAME, "SubviewFolder", fold_subview),
        (ExpandShapeOp::NAME, "ExpandShapeFolder", |op, rw| {
            fold_reshape(op, rw, true)
        }),
        (CollapseShapeOp::NAME, "CollapseShapeFolder", |op, rw| {
            fold_reshape(op, rw, false)
        }),
        (ESM, "ExtractStridedMetadataOpAllocFolder", of_alloc),
        (ESM, "ExtractStridedMetadataOpAllocaFolder", of_alloca),
        (
            ESM,
            "ExtractStridedMetadataOpCollapseShapeFolder",
            |op, rw| of_reshape(op, rw, CollapseShapeOp::NAME),
        ),
        (
            ESM,
            "ExtractStridedMetadataOpExpandShapeFolder",
            |op, rw| of_reshape(op, rw, ExpandShapeOp::NAME),
        ),
        (
            ESM,
            "ExtractStridedMetadataOpGetGlobalFolder",
            of_get_global,
        ),
        (
            ExtractAlignedPointerAsIndexOp::NAME,
            "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
            aligned_pointer_of_view,
        ),
        (
            ESM,
            "ExtractStridedMetadataOpReinterpretCastFolder",
            of_reinterpret_cast,
        ),
        (ESM, "ExtractStridedMetadataOpSubviewFolder", of_subview),
        (ESM, "ExtractStridedMetadataOpCastFolder", of_cast),
        (
            ESM,
            "ExtractStridedMetadataOpMemorySpaceCastFolder",
            of_memory_space_cast,
        ),
        (
            ESM,
            "ExtractStridedMetadataOpExtractStridedMetadataFolder",
            of_extract,
        ),
    ];
    let mut set = PatternSet::new();
    for (root, name, f) in list {
        set.add(FnPattern::new(Some(root), name, f));
    }
    set
}

const ESM: &str = ExtractStridedMetadataOp::NAME;

/// Replaces `op` (a view of rank `metadata.sizes.len()`) by a
/// `reinterpret_cast` of the base buffer.
fn replace_by_cast(rw: &mut Rewriter<'_>, op: OpId, m: Metadata) {
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let v = ops::reinterpret_cast(rw, loc, ty, m.base, m.offset, &m.sizes, &m.strides);
    rw.replace_op(op, &[v]);
}

/// Replaces the results of an `extract_strided_metadata` by `m`'s, the
/// constants created at `loc`.
fn replace_results(rw: &mut Rewriter<'_>, op: OpId, m: Metadata, loc: strata_ir::Location) {
    rw.set_insertion_point_before(op);
    let mut values = vec![m.base, materialize(rw, m.offset, loc)];
    for o in m.sizes.iter().chain(&m.strides) {
        values.push(materialize(rw, *o, loc));
    }
    rw.replace_op(op, &values);
}

fn fold_subview(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    rw.set_insertion_point_before(op);
    let Some(m) = resolve::subview(rw, op) else {
        return false;
    };
    replace_by_cast(rw, op, m);
    true
}

fn fold_reshape(op: OpId, rw: &mut Rewriter<'_>, expand: bool) -> bool {
    rw.set_insertion_point_before(op);
    let Some(m) = resolve::reshape(rw, op, expand) else {
        return false;
    };
    replace_by_cast(rw, op, m);
    true
}

/// The op defining the source of `op`, if it is a `name`.
fn source_op(rw: &Rewriter<'_>, op: OpId, name: &str) -> Option<OpId> {
    let body = rw.body();
    let def = body.defining_op(*body.operands(op).collect::<Vec<_>>().first()?)?;
    (body.op_name(def).as_str(rw.ctx) == name).then_some(def)
}

fn of_subview(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(def) = source_op(rw, op, SubViewOp::NAME) else {
        return false;
    };
    rw.set_insertion_point_before(op);
    let loc = rw.body().op_loc(def);
    let Some(m) = resolve::subview(rw, def) else {
        return false;
    };
    replace_results(rw, op, m, loc);
    true
}

fn of_reshape(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let Some(def) = source_op(rw, op, name) else {
        return false;
    };
    let loc = rw.body().op_loc(def);
    rw.set_insertion_point_before(op);
    let Some(m) = resolve::reshape(rw, def, name == ExpandShapeOp::NAME) else {
        return false;
    };
    replace_results(rw, op, m, loc);
    true
}

fn of_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    of_alloc_like(op, rw, AllocOp::NAME)
}

fn of_alloca(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    of_alloc_like(op, rw, AllocaOp::NAME)
}

fn shape_of(rw: &Rewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    match ty.kind(rw.ctx) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `extract_strided_metadata` of an allocation with the identity layout:
/// the allocation (cast to the base type), offset 0, the allocated sizes
/// and the row-major strides.
fn of_alloc_like(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let ctx = rw.ctx;
    let Some(def) = source_op(rw, op, name) else {
        return false;
    };
    let body = rw.body();
    let alloc = body.result(def, 0);
    let ty = body.value_type(alloc);
    if !layout_is_identity(ctx, ty) {
        return false;
    }
    let Some(shape) = shape_of(rw, ty) else {
        return false;
    };
    let dynamic = operand_group(ctx, body, def, "dynamicSizes");
    let mut next = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &d in &shape {
        sizes.push(if d == DYNAMIC {
            match next.next() {
                Some(v) => Ofr::Val(*v),
                None => return false,
            }
        } else {
            Ofr::Const(d)
        });
    }
    let loc = body.op_loc(op);
    let base_used = body.has_uses(body.result(op, 0));
    rw.set_insertion_point_before(op);
    let rank = shape.len();
    let mut strides = vec![Ofr::Const(1); rank];
    let mut expr = AffineExpr::constant(ctx, 1);
    for (k, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = AffineExpr::mul(ctx, expr, AffineExpr::symbol(ctx, k as u32));
        strides[i] = composed_folded_apply(rw, loc, expr, &sizes[i + 1..i + 2 + k]);
    }
    let base = base_value(rw, op, alloc, base_used, loc);
    let m = Metadata {
        base,
        offset: Ofr::Const(0),
        sizes,
        strides,
    };
    replace_results(rw, op, m, loc);
    true
}

/// The base buffer for an `extract_strided_metadata` of `source` (an
/// allocation or a global): `source` itself when its type is the base
/// type, else a `reinterpret_cast` of it; `source` when unused.
fn base_value(
    rw: &mut Rewriter<'_>,
    op: OpId,
    source: Value,
    used: bool,
    loc: strata_ir::Location,
) -> Value {
    let body = rw.body();
    let base_ty = body.value_type(body.result(op, 0));
    if !used || body.value_type(source) == base_ty {
        return source;
    }
    ops::reinterpret_cast(rw, loc, base_ty, source, Ofr::Const(0), &[], &[])
}

/// `extract_strided_metadata` of a `get_global`: constant offset, sizes
/// and strides.
fn of_get_global(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(def) = source_op(rw, op, GetGlobalOp::NAME) else {
        return false;
    };
    let body = rw.body();
    let global = body.result(def, 0);
    let ty = body.value_type(global);
    let Some(shape) = shape_of(rw, ty) else {
        return false;
    };
    if !layout_is_identity(ctx, ty) || shape.contains(&DYNAMIC) {
        return false;
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let base = base_value(rw, op, global, true, loc);
    let m = Metadata {
        base,
        offset: Ofr::Const(0),
        sizes: shape.iter().map(|&d| Ofr::Const(d)).collect(),
        strides: canonical_strides(&shape)
            .into_iter()
            .map(Ofr::Const)
            .collect(),
    };
    replace_results(rw, op, m, loc);
    true
}

/// The memref views whose aligned pointer is their source's (upstream's
/// `ViewLikeOpInterface` ops this rewrite sees through).
const VIEW_LIKE: &[&str] = &[SubViewOp::NAME, ReinterpretCastOp::NAME];

/// `extract_aligned_pointer_as_index` of a view reads its source instead.
fn aligned_pointer_of_view(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(def) = body.defining_op(body.operand(op, 0)) else {
        return false;
    };
    if !VIEW_LIKE.contains(&body.op_name(def).as_str(ctx)) {
        return false;
    }
    let source = body.operand(def, 0);
    rw.modify_in_place(op, |b| b.set_operand(op, 0, source));
    true
}

/// The source of `def` if `extract_strided_metadata` accepts it.
fn strided_source(rw: &Rewriter<'_>, def: OpId) -> Option<Value> {
    let body = rw.body();
    let source = body.operand(def, 0);
    let ty = body.value_type(source);
    strided_metadata_types(rw.ctx, ty)?;
    strides_and_offset(rw.ctx, ty)?;
    Some(source)
}

/// `extract_strided_metadata` of a `reinterpret_cast`: the base of its
/// source, and its offset, sizes and strides.
fn of_reinterpret_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(def) = source_op(rw, op, ReinterpretCastOp::NAME) else {
        return false;
    };
    let Some(source) = strided_source(rw, def) else {
        return false;
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        resolve::mixed(rw, def, "offsets"),
        resolve::mixed(rw, def, "sizes"),
        resolve::mixed(rw, def, "strides"),
    ) else {
        return false;
    };
    let Some(&offset) = offsets.first() else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(esm) = ops::extract_strided_metadata(rw, source, loc) else {
        return false;
    };
    let base = rw.body().result(esm, 0);
    replace_results(
        rw,
        op,
        Metadata {
            base,
            offset,
            sizes,
            strides,
        },
        loc,
    );
    true
}

/// `extract_strided_metadata` of a `cast`: the cast's static metadata,
/// the rest from its source.
fn of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(def) = source_op(rw, op, CastOp::NAME) else {
        return false;
    };
    let Some(source) = strided_source(rw, def) else {
        return false;
    };
    let body = rw.body();
    let ty = body.value_type(body.result(def, 0));
    let (Some(shape), Some((strides, offset))) = (shape_of(rw, ty), strides_and_offset(ctx, ty))
    else {
        return false;
    };
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(esm) = ops::extract_strided_metadata(rw, source, loc) else {
        return false;
    };
    let results: Vec<Value> = rw.body().results(esm).collect();
    let rank = shape.len();
    if results.len() != 2 + 2 * rank || strides.len() != rank {
        return false;
    }
    let m = Metadata {
        base: results[0],
        offset: Ofr::static_or(offset, results[1]),
        sizes: (0..rank)
            .map(|i| Ofr::static_or(shape[i], results[2 + i]))
            .collect(),
        strides: (0..rank)
            .map(|i| Ofr::static_or(strides[i], results[2 + rank + i]))
            .collect(),
    };
    replace_results(rw, op, m, loc);
    true
}

/// `extract_strided_metadata` of a `memory_space_cast`: that of its
/// source, the base cast to the new memory space when used.
fn of_memory_space_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(def) = source_op(rw, op, MemorySpaceCastOp::NAME) else {
        return false;
    };
    let body = rw.body();
    let source = body.operand(def, 0);
    let space = match body.value_type(body.result(def, 0)).kind(ctx) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => return false,
    };
    let loc = body.op_loc(op);
    let base_used = body.has_uses(body.result(op, 0));
    rw.set_insertion_point_before(op);
    let Some(esm) = ops::extract_strided_metadata(rw, source, loc) else {
        return false;
    };
    let mut results: Vec<Value> = rw.body().results(esm).collect();
    if base_used {
        let base_ty = rw.body().value_type(results[0]);
        let TypeKind::MemRef { element, .. } = base_ty.kind(ctx) else {
            return false;
        };
        let new_ty = Type::memref(ctx, &[], *element, None, space);
        let state = make_state(
            ctx,
            loc,
            MemorySpaceCastOp::NAME,
            &[results[0]],
            &[new_ty],
            &[],
        );
        let cast = rw.create(state);
        results[0] = rw.body().result(cast, 0);
    }
    rw.replace_op(op, &results);
    true
}

/// `extract_strided_metadata` of the base buffer of another: that base
/// and offset 0.
fn of_extract(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(def) = source_op(rw, op, ESM) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    let base = rw.body().result(def, 0);
    rw.set_insertion_point_before(op);
    let zero = index_constant(rw, 0, loc);
    rw.replace_op(op, &[base, zero]);
    true
}
