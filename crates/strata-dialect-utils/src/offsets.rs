//! Verification of ops with offsets, sizes and strides (upstream's
//! `OffsetSizeAndStrideOpInterface` verifier), in-bounds slice checks and
//! rank-reduction matching, with mlir-opt's messages.

use strata_asm::type_to_string;
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, DiagResult, OpId, Type};
use strata_ods::accessors::dense_i64_values;
use strata_ods::operand_group;

/// The static and dynamic parts of an op's offsets, sizes and strides, read
/// from the conventional names (`offsets` / `static_offsets`, ...).
#[derive(Clone, Debug, Default)]
pub struct OffsetSizeStride {
    /// `static_offsets`.
    pub offsets: Vec<i64>,
    /// `static_sizes`.
    pub sizes: Vec<i64>,
    /// `static_strides`.
    pub strides: Vec<i64>,
    /// Number of dynamic offset, size and stride operands.
    pub num_dynamic: [usize; 3],
}

impl OffsetSizeStride {
    /// Reads the lists of `op` from the attributes `static_offsets`,
    /// `static_sizes`, `static_strides` and the operand groups `offsets`,
    /// `sizes`, `strides`.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> OffsetSizeStride {
        let list = |name: &str| {
            body.attr(ctx, op, name)
                .and_then(|a| dense_i64_values(ctx, a))
                .unwrap_or_default()
        };
        let count = |name: &str| operand_group(ctx, body, op, name).len();
        OffsetSizeStride {
            offsets: list("static_offsets"),
            sizes: list("static_sizes"),
            strides: list("static_strides"),
            num_dynamic: [count("offsets"), count("sizes"), count("strides")],
        }
    }
}

fn verify_list(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    expected: usize,
    statics: &[i64],
    num_dynamic: usize,
) -> DiagResult {
    if statics.len() != expected {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!("expected {expected} {name} values, got {}", statics.len()),
        ));
    }
    let dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
    if dynamic != num_dynamic {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!("expected {dynamic} dynamic {name} values"),
        ));
    }
    Ok(())
}

/// Checks the offset/size/stride lists of `op` against the maximal ranks
/// `max_ranks` (offsets, sizes, strides), as upstream's
/// `verifyOffsetSizeAndStrideOp`.
pub fn verify_offset_size_stride(
    ctx: &Context,
    body: &Body,
    op: OpId,
    max_ranks: [usize; 3],
    lists: &OffsetSizeStride,
) -> DiagResult {
    let (no, ns, nst) = (lists.offsets.len(), lists.sizes.len(), lists.strides.len());
    if !(no == 1 && max_ranks[0] == 1) && no != ns {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the rank of the result type is well-formed."
            ),
        ));
    }
    if ns != nst {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({ns} vs {nst}) so the rank of the result type is well-formed."
            ),
        ));
    }
    let parts: [(&str, &[i64]); 3] = [
        ("offset", &lists.offsets),
        ("size", &lists.sizes),
        ("stride", &lists.strides),
    ];
    for (i, (name, statics)) in parts.iter().enumerate() {
        verify_list(
            ctx,
            body,
            op,
            name,
            max_ranks[i],
            statics,
            lists.num_dynamic[i],
        )?;
    }
    if let Some(o) = lists.offsets.iter().find(|o| **o < 0 && **o != DYNAMIC) {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!("expected offsets to be non-negative, but got {o}"),
        ));
    }
    if let Some(s) = lists.sizes.iter().find(|s| **s < 0 && **s != DYNAMIC) {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!("expected sizes to be non-negative, but got {s}"),
        ));
    }
    Ok(())
}

/// Checks that a slice with static parts stays within `shape` (upstream's
/// `verifyInBoundsSlice`); the error is the message mlir-opt prints.
pub fn verify_in_bounds_slice(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (i, dim) in shape.iter().enumerate() {
        let (Some(off), Some(size), Some(stride)) = (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            continue;
        };
        if *dim == DYNAMIC || *off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Err(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        if *size == DYNAMIC || *stride == DYNAMIC {
            continue;
        }
        // Upstream computes this in (wrapping) 64-bit arithmetic.
        let last = off.wrapping_add(size.wrapping_sub(1).wrapping_mul(*stride));
        if last >= *dim {
            return Err(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// The dimensions of `original` dropped to obtain `reduced` (all of size
/// 1), or `None` if `reduced` is not a rank reduction of `original`
/// (upstream's `computeRankReductionMask`). With `match_dynamic`, a dynamic
/// size on either side matches any size other than a static 1.
pub fn rank_reduction_mask(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, size) in original.iter().enumerate() {
        let candidate = reduced.get(r).copied();
        if let Some(c) = candidate {
            if match_dynamic && *size != 1 && (c == DYNAMIC || *size == DYNAMIC) {
                r += 1;
                continue;
            }
            if c == *size {
                r += 1;
                continue;
            }
        }
        unused.push(i);
        if *size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// How a slice result type compares with the type the slice sizes imply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliceVerification {
    /// Equal, or a valid rank reduction.
    Success,
    /// The candidate has a higher rank.
    RankTooLarge,
    /// The sizes do not match, even after dropping unit dimensions.
    SizeMismatch,
    /// The element types differ.
    ElemTypeMismatch,
}

/// Compares a slice's result type `candidate` with the `expected` type
/// (upstream's `isRankReducedType`).
pub fn slice_verification(ctx: &Context, expected: Type, candidate: Type) -> SliceVerification {
    if expected == candidate {
        return SliceVerification::Success;
    }
    let (Some(original), Some(reduced)) = (expected.shape(ctx), candidate.shape(ctx)) else {
        return SliceVerification::SizeMismatch;
    };
    if reduced.len() > original.len() {
        return SliceVerification::RankTooLarge;
    }
    if rank_reduction_mask(original, reduced, false).is_none() {
        return SliceVerification::SizeMismatch;
    }
    if expected.element_type(ctx) != candidate.element_type(ctx) {
        return SliceVerification::ElemTypeMismatch;
    }
    SliceVerification::Success
}

/// The error mlir-opt reports (at the op, without the op-name prefix) for
/// a failed [`slice_verification`], or `Ok` on success.
pub fn slice_verification_error(
    ctx: &Context,
    body: &Body,
    op: OpId,
    result: SliceVerification,
    expected: Type,
) -> DiagResult {
    let message = match result {
        SliceVerification::Success => return Ok(()),
        SliceVerification::RankTooLarge => {
            "expected rank to be smaller or equal to the other rank. ".to_string()
        }
        SliceVerification::SizeMismatch => format!(
            "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
            type_to_string(ctx, expected)
        ),
        SliceVerification::ElemTypeMismatch => format!(
            "expected element type to be '{}'",
            expected
                .element_type(ctx)
                .map(|t| type_to_string(ctx, t))
                .unwrap_or_default()
        ),
    };
    Err(op_plain_error(ctx, body, op, message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_bounds_messages() {
        assert_eq!(
            verify_in_bounds_slice(&[8, 8], &[6, 0], &[4, 4], &[1, 1]),
            Err("slice along dimension 0 runs out-of-bounds: 9 >= 8".into())
        );
        assert_eq!(
            verify_in_bounds_slice(&[8, 8], &[8, 0], &[0, 4], &[1, 1]),
            Err("offset 0 is out-of-bounds: 8 >= 8".into())
        );
        assert!(verify_in_bounds_slice(&[DYNAMIC, 8], &[9, 0], &[4, 4], &[-1, 1]).is_ok());
        assert!(
            verify_in_bounds_slice(&[8], &[0], &[2], &[i64::MAX]).is_err(),
            "wrapping arithmetic must not panic"
        );
    }

    #[test]
    fn rank_reduction() {
        assert_eq!(
            rank_reduction_mask(&[4, 1, 5], &[4, 5], false),
            Some(vec![1])
        );
        assert_eq!(rank_reduction_mask(&[4, 2], &[4], false), None);
        assert_eq!(rank_reduction_mask(&[4, 1], &[4, 1, 1], false), None);
        assert_eq!(
            rank_reduction_mask(&[DYNAMIC, 1], &[3], true),
            Some(vec![1])
        );
    }

    #[test]
    fn slice_types() {
        let ctx = Context::new();
        let f32 = Type::float(&ctx, strata_support::apfloat::FloatSemantics::F32);
        let i32 = Type::int(&ctx, 32);
        let t = |s: &[i64], e| Type::ranked_tensor(&ctx, s, e, None);
        assert_eq!(
            slice_verification(&ctx, t(&[4, 1], f32), t(&[4], f32)),
            SliceVerification::Success
        );
        assert_eq!(
            slice_verification(&ctx, t(&[4, 1], f32), t(&[4], i32)),
            SliceVerification::ElemTypeMismatch
        );
        assert_eq!(
            slice_verification(&ctx, t(&[4], f32), t(&[4, 1], f32)),
            SliceVerification::RankTooLarge
        );
        assert_eq!(
            slice_verification(&ctx, t(&[4, 4], f32), t(&[DYNAMIC, 4], f32)),
            SliceVerification::SizeMismatch
        );
    }
}
