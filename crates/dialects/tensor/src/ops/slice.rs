//! The slice ops: extract_slice, insert_slice, parallel_insert_slice.

use std::sync::{Mutex, PoisonError};
use strata_dialect_utils::offsets::OffsetSizeStride;
use strata_dialect_utils::{
    slice_verification, slice_verification_error, verify_in_bounds_slice, verify_offset_size_stride,
};
use strata_ir::interfaces::SubsetOpInterface;
use strata_ir::verifier::{generic_op_text, op_plain_error};
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use super::{operand_type, result_name, result_type};
use crate::types::{RANKED_TENSOR, same, shape_of, with_shape};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

const SLICE_FORMAT_LISTS: &str = "custom<DynamicIndexList>($offsets, $static_offsets) \
     custom<DynamicIndexList>($sizes, $static_sizes) \
     custom<DynamicIndexList>($strides, $static_strides)";

/// Checks the offset/size/stride lists against the rank of `full` (the
/// sliced tensor), then `part` against the type the sizes imply, then the
/// bounds, as the slice ops' verifiers do.
fn verify_slice(ctx: &Context, body: &Body, op: OpId, full: Type, part: Type) -> DiagResult {
    let Some(shape) = shape_of(ctx, full) else {
        return Ok(());
    };
    let lists = OffsetSizeStride::of(ctx, body, op);
    let rank = shape.len();
    verify_offset_size_stride(ctx, body, op, [rank, rank, rank], &lists)?;
    let Some(expected) = with_shape(ctx, full, &lists.sizes) else {
        return Ok(());
    };
    let expected = strip_encoding(ctx, expected);
    slice_verification_error(
        ctx,
        body,
        op,
        slice_verification(ctx, expected, part),
        expected,
    )?;
    verify_in_bounds_slice(shape, &lists.offsets, &lists.sizes, &lists.strides)
        .map_err(|m| op_plain_error(ctx, body, op, m))
}

/// The slice type inferred from sizes has the source's element type and
/// no encoding.
fn strip_encoding(ctx: &Context, t: Type) -> Type {
    match (t.shape(ctx), t.element_type(ctx)) {
        (Some(s), Some(e)) => Type::ranked_tensor(ctx, s, e, None),
        _ => t,
    }
}

fn verify_extract_slice(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match (operand_type(body, op, 0), result_type(body, op, 0)) {
        (Some(src), Some(res)) => verify_slice(ctx, body, op, src, res),
        _ => Ok(()),
    }
}

fn verify_insert_slice(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match (operand_type(body, op, 0), operand_type(body, op, 1)) {
        (Some(src), Some(dest)) => verify_slice(ctx, body, op, dest, src),
        _ => Ok(()),
    }
}

fn verify_parallel_insert_slice(def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let in_parallel = body
        .parent_op_name(op)
        .is_some_and(|n| crate::IN_PARALLEL_PARENTS.contains(&n.as_str(ctx)));
    if !in_parallel {
        // As upstream, an error shows the parent in the generic form: it
        // may not verify, and a custom printer may rely on what it checks.
        let parent = body
            .parent_op(op)
            .map(|p| generic_op_text(ctx, body, p))
            .unwrap_or_default();
        let sep = if parent.contains('\n') { "\n" } else { "" };
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!("expected InParallelOpInterface parent, got:{sep}{parent}"),
        ));
    }
    verify_insert_slice(def, ctx, body, op)
}

/// The ops of this file.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new(crate::ExtractSliceOp::NAME)
            .summary("extract slice operation")
            .operand("source", RANKED_TENSOR)
            .variadic_operand("offsets", c::INDEX)
            .variadic_operand("sizes", c::INDEX)
            .variadic_operand("strides", c::INDEX)
            .attr("static_offsets", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_sizes", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_strides", c::DENSE_I64_ARRAY_ATTR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .folder(crate::fold::extract_slice)
            .canonicalizer(crate::canonicalize::slice::extract_slice_patterns)
            .format(const_format(
                "$source `` LISTS attr-dict `:` type($source) `to` type($result)",
            ))
            .verifier(verify_extract_slice)
            .interface::<dyn SubsetOpInterface>(|| Box::new(crate::subset::ExtractSliceSubset))
            .result_names(result_name!("extracted_slice")),
        OpSpec::new(crate::InsertSliceOp::NAME)
            .summary("insert_slice operation")
            .operand("source", RANKED_TENSOR)
            .operand("dest", RANKED_TENSOR)
            .variadic_operand("offsets", c::INDEX)
            .variadic_operand("sizes", c::INDEX)
            .variadic_operand("strides", c::INDEX)
            .attr("static_offsets", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_sizes", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_strides", c::DENSE_I64_ARRAY_ATTR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .types_match_with("dest", "result", same, "expected result type to match dest type")
            .folder(crate::fold::insert_slice)
            .canonicalizer(crate::canonicalize::slice::insert_slice_patterns)
            .format(const_format(
                "$source `into` $dest `` LISTS attr-dict `:` type($source) `into` type($dest)",
            ))
            .verifier(verify_insert_slice)
            .interface::<dyn SubsetOpInterface>(|| Box::new(crate::subset::InsertSliceSubset))
            .result_names(result_name!("inserted_slice")),
        OpSpec::new(crate::ParallelInsertSliceOp::NAME)
            .summary("Specify the tensor slice update of a single thread of a parent InParallelOpInterface op.")
            .operand("source", RANKED_TENSOR)
            .operand("dest", RANKED_TENSOR)
            .variadic_operand("offsets", c::INDEX)
            .variadic_operand("sizes", c::INDEX)
            .variadic_operand("strides", c::INDEX)
            .attr("static_offsets", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_sizes", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_strides", c::DENSE_I64_ARRAY_ATTR)
            .format(const_format(
                "$source `into` $dest `` LISTS attr-dict `:` type($source) `into` type($dest)",
            ))
            .verifier(verify_parallel_insert_slice),
    ]
}

/// Splices the three lists into a format. Formats are `&'static str`, so
/// each spliced format is leaked once per process and reused by every later
/// registration (a program creating many contexts does not grow).
fn const_format(template: &'static str) -> &'static str {
    static SPLICED: Mutex<Vec<(&str, &str)>> = Mutex::new(Vec::new());
    let mut spliced = SPLICED.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&(_, format)) = spliced.iter().find(|(t, _)| *t == template) {
        return format;
    }
    let format: &'static str = Box::leak(
        template
            .replace("LISTS", SLICE_FORMAT_LISTS)
            .into_boxed_str(),
    );
    spliced.push((template, format));
    format
}

#[cfg(test)]
mod tests {
    use super::const_format;

    /// Found by the `pass_pipeline` fuzz target's leak check: every
    /// registration of the dialect leaked its spliced formats.
    #[test]
    fn a_spliced_format_is_leaked_once() {
        let first = const_format("$source LISTS attr-dict");
        let again = const_format("$source LISTS attr-dict");
        assert!(std::ptr::eq(first, again));
        assert!(first.starts_with("$source ") && !first.contains("LISTS"));
    }
}
