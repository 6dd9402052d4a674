//! Shape and metadata ops: `memref.dim`, `memref.rank`, `memref.cast`,
//! `memref.memory_space_cast`, `memref.copy`, `memref.assume_alignment`,
//! `memref.extract_strided_metadata`, `memref.extract_aligned_pointer_as_index`.

use strata_ir::interfaces::MemoryEffectOpInterface;
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type, TypeKind};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::{
    ANY_MEMREF, MEMREF, NON_0_RANKED_OR_UNRANKED, POSITIVE_I32, STRIDED_MEMREF,
};
use crate::util::{err, memory_space, operand_type, ranked, result_type, ty_str};
use crate::{
    AssumeAlignmentOp, CastOp, CopyOp, DimOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, MemorySpaceCastOp, RankOp,
};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// `memref.dim`.
pub(crate) fn dim() -> OpSpec {
    OpSpec::new(DimOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(strata_dialect_arith::runtime_checks::DimIndexInBounds {
                rank_op: "memref.rank",
            })
        })
        .summary("dimension index operation")
        .operand("source", NON_0_RANKED_OR_UNRANKED)
        .operand("index", c::INDEX)
        .result("result", c::INDEX)
        .traits(PURE)
        .format("attr-dict $source `,` $index `:` type($source)")
        .result_names(|_, body, op, set| set(body.result(op, 0), "dim"))
        .folder(crate::fold::fold_dim)
}

/// `memref.rank`.
pub(crate) fn rank() -> OpSpec {
    OpSpec::new(RankOp::NAME)
        .summary("rank operation")
        .operand("memref", ANY_MEMREF)
        .result("result", c::INDEX)
        .traits(PURE)
        .format("$memref attr-dict `:` type($memref)")
        .folder(crate::fold::fold_rank)
}

/// `memref.cast`.
pub(crate) fn cast() -> OpSpec {
    OpSpec::new(CastOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(strata_dialect_arith::runtime_checks::CastMatches {
                rank_op: "memref.rank",
                dim_op: "memref.dim",
                layout: true,
            })
        })
        .summary("memref cast operation")
        .operand("source", ANY_MEMREF)
        .result("dest", ANY_MEMREF)
        .traits(PURE)
        .format("$source attr-dict `:` type($source) `to` type($dest)")
        .verifier(|_, ctx, body, op| {
            let (a, b) = (operand_type(body, op, 0), result_type(body, op, 0));
            if cast_compatible(ctx, a, b) {
                Ok(())
            } else {
                Err(incompatible(ctx, body, op, a, b))
            }
        })
        .result_names(|_, body, op, set| set(body.result(op, 0), "cast"))
        .folder(crate::fold::fold_cast)
}

fn incompatible(ctx: &Context, body: &Body, op: OpId, a: Type, b: Type) -> strata_ir::Diagnostic {
    err(
        ctx,
        body,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ty_str(ctx, a),
            ty_str(ctx, b)
        ),
    )
}

fn dims_compatible(a: i64, b: i64) -> bool {
    a == b || a == DYNAMIC || b == DYNAMIC
}

/// Upstream's `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.kind(ctx), b.kind(ctx)) {
        (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => {
            let (Some((sa, ea, la, ma)), Some((sb, eb, lb, mb))) = (ranked(ctx, a), ranked(ctx, b))
            else {
                return false;
            };
            if ea != eb || ma != mb || sa.len() != sb.len() {
                return false;
            }
            if la != lb {
                let (Some((ta, oa)), Some((tb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if !dims_compatible(oa, ob)
                    || !ta.iter().zip(&tb).all(|(x, y)| dims_compatible(*x, *y))
                {
                    return false;
                }
            }
            sa.iter().zip(sb).all(|(x, y)| dims_compatible(*x, *y))
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::UnrankedMemRef { .. }) => false,
        (
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. },
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. },
        ) => {
            a.element_type(ctx) == b.element_type(ctx)
                && memory_space(ctx, a) == memory_space(ctx, b)
        }
        _ => false,
    }
}

/// `memref.memory_space_cast`.
pub(crate) fn memory_space_cast() -> OpSpec {
    OpSpec::new(MemorySpaceCastOp::NAME)
        .summary("memref memory space cast operation")
        .operand("source", ANY_MEMREF)
        .result("dest", ANY_MEMREF)
        .traits(PURE)
        .format("$source attr-dict `:` type($source) `to` type($dest)")
        .verifier(|_, ctx, body, op| {
            let (a, b) = (operand_type(body, op, 0), result_type(body, op, 0));
            if space_cast_compatible(ctx, a, b) {
                Ok(())
            } else {
                Err(incompatible(ctx, body, op, a, b))
            }
        })
        .result_names(|_, body, op, set| set(body.result(op, 0), "memspacecast"))
        .folder(crate::fold::fold_memory_space_cast)
}

fn space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some((sa, ea, la, _)), Some((sb, eb, lb, _))) => sa == sb && ea == eb && la == lb,
        (None, None) => {
            matches!(a.kind(ctx), TypeKind::UnrankedMemRef { .. })
                && matches!(b.kind(ctx), TypeKind::UnrankedMemRef { .. })
                && a.element_type(ctx) == b.element_type(ctx)
        }
        _ => false,
    }
}

/// `memref.copy`.
pub(crate) fn copy() -> OpSpec {
    OpSpec::new(CopyOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(crate::runtime_verif::CopyShapesMatch)
        })
        .summary("copies the data from the source to the destination memref")
        .operand("source", ANY_MEMREF)
        .operand("target", ANY_MEMREF)
        .format("$source `,` $target attr-dict `:` type($source) `to` type($target)")
        .verifier(|_, ctx, body, op| {
            let (a, b) = (operand_type(body, op, 0), operand_type(body, op, 1));
            if a.element_type(ctx) != b.element_type(ctx) {
                return Err(err(
                    ctx,
                    body,
                    op,
                    "requires the same element type for all operands",
                ));
            }
            if let (Some(sa), Some(sb)) = (a.shape(ctx), b.shape(ctx))
                && (sa.len() != sb.len()
                    || !sa.iter().zip(sb).all(|(x, y)| dims_compatible(*x, *y)))
            {
                return Err(err(
                    ctx,
                    body,
                    op,
                    "requires the same shape for all operands",
                ));
            }
            Ok(())
        })
        .folder(crate::fold::fold_operand_casts)
        .canonicalizer(crate::canonicalize::copy_patterns)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(crate::effects::Copy))
}

/// `memref.assume_alignment`.
pub(crate) fn assume_alignment() -> OpSpec {
    OpSpec::new(AssumeAlignmentOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
            Box::new(crate::runtime_verif::AlignmentHolds)
        })
        .summary("assumption that gives alignment information to the input memref")
        .operand("memref", MEMREF)
        .attr("alignment", POSITIVE_I32)
        .result("result", MEMREF)
        .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
        .format("$memref `,` $alignment attr-dict `:` type($memref)")
        .verifier(|_, ctx, body, op| {
            let a = crate::util::int_attr(ctx, body, op, "alignment").unwrap_or(1);
            if a > 0 && a & (a - 1) != 0 {
                return Err(err(ctx, body, op, "alignment must be power of 2"));
            }
            Ok(())
        })
        .result_names(|_, body, op, set| set(body.result(op, 0), "assume_align"))
}

/// `memref.extract_strided_metadata`.
pub(crate) fn extract_strided_metadata() -> OpSpec {
    OpSpec::new(ExtractStridedMetadataOp::NAME)
        .summary("extracts a buffer base with offset and strides")
        .operand("source", STRIDED_MEMREF)
        .variadic_result("results", c::ANY_TYPE)
        .traits(PURE)
        .format("$source `:` type($source) `->` type(results) attr-dict")
        .verifier(verify_extract_strided_metadata)
        .folder(crate::fold::fold_extract_strided_metadata)
        .result_names(|ctx, body, op, set| {
            let rank = crate::util::rank(ctx, operand_type(body, op, 0)).unwrap_or(0);
            let n = body.num_results(op);
            let names = [
                (0, "base_buffer"),
                (1, "offset"),
                (2, "sizes"),
                (2 + rank, "strides"),
            ];
            for (i, name) in names {
                if i < n && (i < 2 || rank > 0) {
                    set(body.result(op, i), name);
                }
            }
        })
}

/// The result types `memref.extract_strided_metadata` has for `source`.
pub fn strided_metadata_types(ctx: &Context, source: Type) -> Option<Vec<Type>> {
    let (shape, element, _, space) = ranked(ctx, source)?;
    let index = Type::index(ctx);
    let mut out = vec![Type::memref(ctx, &[], element, None, space), index];
    out.extend(std::iter::repeat_n(index, 2 * shape.len()));
    Some(out)
}

fn verify_extract_strided_metadata(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(inferred) = strided_metadata_types(ctx, operand_type(body, op, 0)) else {
        return Ok(());
    };
    let actual: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    if inferred != actual {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|t| format!("'{}'", ty_str(ctx, *t)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(&inferred),
                list(&actual)
            ),
        ));
    }
    Ok(())
}

/// `memref.extract_aligned_pointer_as_index`.
pub(crate) fn extract_aligned_pointer_as_index() -> OpSpec {
    OpSpec::new(ExtractAlignedPointerAsIndexOp::NAME)
        .summary("extracts a memref's underlying aligned pointer as an index")
        .operand("source", ANY_MEMREF)
        .result("aligned_pointer", c::INDEX)
        .traits(PURE)
        .format("$source `:` type($source) `->` type(results) attr-dict")
        .result_names(|_, body, op, set| set(body.result(op, 0), "intptr"))
}
