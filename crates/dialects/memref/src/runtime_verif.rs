//! Run-time checks of memref operations (`--generate-runtime-verification`)
//! beyond the shape-generic ones of `strata_dialect_arith::runtime_checks`:
//! copies between equal shapes, claimed alignments, and `expand_shape`
//! groups dividing their source dimension.

use strata_dialect_arith::runtime_checks::{CheckBuilder, ranked_shape};
use strata_dialect_utils::reassociation::reassociation_of;
use strata_ir::interfaces::{RuntimeErrorMessage, RuntimeVerifiableOpInterface};
use strata_ir::types::DYNAMIC;
use strata_ir::{Body, Context, OpId, Type, Value};

/// `memref.copy`: each dimension that is dynamic on either side has the
/// same size in the source and the target.
pub struct CopyShapesMatch;

impl RuntimeVerifiableOpInterface for CopyShapesMatch {
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    ) {
        let source = body.operand(op, 0);
        let target = body.operand(op, 1);
        let (Some(ss), Some(ts)) = (
            ranked_shape(ctx, body.value_type(source)),
            ranked_shape(ctx, body.value_type(target)),
        ) else {
            return;
        };
        let index = Type::index(ctx);
        let mut b = CheckBuilder::before(ctx, body, op);
        for (d, (&s, &t)) in ss.iter().zip(&ts).enumerate() {
            if s != DYNAMIC && t != DYNAMIC {
                continue;
            }
            let size = |b: &mut CheckBuilder<'_>, v: Value, static_size: i64| {
                if static_size == DYNAMIC {
                    let dim_index = b.index(d as i64);
                    b.create("memref.dim", &[v, dim_index], index, &[])
                } else {
                    b.index(static_size)
                }
            };
            let source_size = size(&mut b, source, s);
            let target_size = size(&mut b, target, t);
            let same = b.cmpi("eq", source_size, target_size, false);
            b.assert(
                same,
                &message(&format!("size of {d}-th source/target dim does not match")),
            );
        }
    }
}

/// `memref.assume_alignment`: the aligned pointer is a multiple of the
/// claimed alignment.
pub struct AlignmentHolds;

impl RuntimeVerifiableOpInterface for AlignmentHolds {
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    ) {
        let memref = body.operand(op, 0);
        let Some(alignment) = body
            .attr(ctx, op, "alignment")
            .and_then(|a| a.int_value(ctx))
            .and_then(|v| v.to_i64())
        else {
            return;
        };
        let index = Type::index(ctx);
        let mut b = CheckBuilder::before(ctx, body, op);
        let ptr = b.create(
            "memref.extract_aligned_pointer_as_index",
            &[memref],
            index,
            &[],
        );
        let align = b.index(alignment);
        let rest = b.binary("arith.remui", ptr, align, false);
        let zero = b.index(0);
        let aligned = b.cmpi("eq", rest, zero, false);
        b.assert(
            aligned,
            &message(&format!("memref is not aligned to {alignment}")),
        );
    }
}

/// `memref.expand_shape`: the product of the static sizes of each group
/// divides the size of its source dimension.
pub struct ExpansionDivides;

impl RuntimeVerifiableOpInterface for ExpansionDivides {
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    ) {
        let source = body.operand(op, 0);
        let Some(shape) = ranked_shape(ctx, body.value_type(body.result(op, 0))) else {
            return;
        };
        let Some(groups) = body
            .attr(ctx, op, "reassociation")
            .and_then(|a| reassociation_of(ctx, a))
        else {
            return;
        };
        let index = Type::index(ctx);
        let mut b = CheckBuilder::before(ctx, body, op);
        for (g, group) in groups.iter().enumerate() {
            let dim_index = b.index(g as i64);
            let source_size = b.create("memref.dim", &[source, dim_index], index, &[]);
            let mut product: i64 = 1;
            for &d in group {
                let size = usize::try_from(d)
                    .ok()
                    .and_then(|d| shape.get(d))
                    .copied()
                    .unwrap_or(DYNAMIC);
                if size != DYNAMIC {
                    product = product.wrapping_mul(size);
                }
            }
            let group_size = b.index(product);
            let rest = b.binary("arith.remsi", source_size, group_size, false);
            let zero = b.index(0);
            let divides = b.cmpi("eq", rest, zero, false);
            b.assert(
                divides,
                &message("static result dims in reassoc group do not divide src dim evenly"),
            );
        }
    }
}
