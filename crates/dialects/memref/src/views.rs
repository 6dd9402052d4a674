//! View ops: `memref.subview`, `memref.view`, `memref.reinterpret_cast`
//! and `memref.transpose`, with the layout computations their verifiers
//! and folders share.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_dialect_utils::offsets::{
    OffsetSizeStride, SliceVerification, slice_verification, verify_in_bounds_slice,
    verify_offset_size_stride,
};
use strata_ir::affine::{AffineExprKind, AffineMap, map_to_string};
use strata_ir::memref_layout::{add_static, mul_static, strides_and_offset};
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_plain_error;
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, Diagnostic, Ident, NamedAttr, OpDef, OpId,
    OpTraits, OperationState, Type,
};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::{ANY_MEMREF, I8_BUFFER, MEMREF, STRIDED_MEMREF};
use crate::util::{err, memory_space, operand_type, ranked, result_type, ty_str};
use crate::{ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn plain(ctx: &Context, body: &Body, op: OpId, msg: impl Into<String>) -> Diagnostic {
    op_plain_error(ctx, body, op, msg)
}

/// True if the layout of a ranked memref is the identity: none, or one
/// whose affine form is the identity map (`strided<[1]>` in one dimension).
pub fn layout_is_identity(ctx: &Context, ty: Type) -> bool {
    let Some((_, _, layout, _)) = ranked(ctx, ty) else {
        return false;
    };
    match layout.map(|l| l.kind(ctx)) {
        None => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(ctx),
        // As upstream, only `strided<[1]>` maps like the identity; a rank-0
        // `strided<[]>` is `() -> (0)`, which is not.
        Some(AttrKind::Strided { offset, strides }) => *offset == 0 && strides.as_ref() == [1],
        _ => false,
    }
}

/// The type of a subview of `source` with the given static lists, before
/// any rank reduction (upstream's `SubViewOp::inferResultType`).
pub fn subview_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (_, element, _, space) = ranked(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = add_static(offset, mul_static(*o, *s));
    }
    let target: Vec<i64> = strides
        .iter()
        .zip(&src_strides)
        .map(|(st, s)| mul_static(*s, *st))
        .collect();
    let layout = Attribute::strided(ctx, offset, &target);
    Some(Type::memref(ctx, sizes, element, Some(layout), space))
}

/// `memref.subview`.
pub(crate) fn subview() -> OpSpec {
    OpSpec::new(SubViewOp::NAME)
        .summary("memref subview operation")
        .operand("source", MEMREF)
        .variadic_operand("offsets", c::INDEX)
        .variadic_operand("sizes", c::INDEX)
        .variadic_operand("strides", c::INDEX)
        .attr("static_offsets", c::DENSE_I64_ARRAY_ATTR)
        .attr("static_sizes", c::DENSE_I64_ARRAY_ATTR)
        .attr("static_strides", c::DENSE_I64_ARRAY_ATTR)
        .result("result", MEMREF)
        .traits(PURE)
        .format(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        )
        .verifier(verify_subview)
        .result_names(|_, body, op, set| set(body.result(op, 0), "subview"))
        .folder(crate::fold::fold_subview)
        .canonicalizer(crate::canonicalize::subview_patterns)
}

fn subview_error(
    ctx: &Context,
    body: &Body,
    op: OpId,
    kind: &str,
    expected: Type,
    got: Type,
) -> Diagnostic {
    plain(
        ctx,
        body,
        op,
        format!(
            "expected result type to be '{}' or a rank-reduced version. (mismatch of result {kind}), but got '{}'",
            ty_str(ctx, expected),
            ty_str(ctx, got)
        ),
    )
}

fn verify_subview(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let base = operand_type(body, op, 0);
    let view = result_type(body, op, 0);
    let Some((base_shape, ..)) = ranked(ctx, base) else {
        return Ok(());
    };
    let lists = OffsetSizeStride::of(ctx, body, op);
    let rank = base_shape.len();
    verify_offset_size_stride(ctx, body, op, [rank, rank, rank], &lists)?;
    if memory_space(ctx, base) != memory_space(ctx, view) {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
                ty_str(ctx, base),
                ty_str(ctx, view)
            ),
        ));
    }
    if strides_and_offset(ctx, base).is_none() {
        return Err(plain(
            ctx,
            body,
            op,
            format!("base type '{}' is not strided", ty_str(ctx, base)),
        ));
    }
    let Some(expected) = subview_type(ctx, base, &lists.offsets, &lists.sizes, &lists.strides)
    else {
        return Ok(());
    };
    match slice_verification(ctx, expected, view) {
        SliceVerification::Success => {}
        SliceVerification::RankTooLarge => {
            return Err(plain(
                ctx,
                body,
                op,
                format!(
                    "expected result rank to be smaller or equal to the source rank, but got '{}'",
                    ty_str(ctx, view)
                ),
            ));
        }
        SliceVerification::SizeMismatch => {
            return Err(subview_error(ctx, body, op, "sizes", expected, view));
        }
        SliceVerification::ElemTypeMismatch => {
            let e = expected
                .element_type(ctx)
                .map(|e| ty_str(ctx, e))
                .unwrap_or_default();
            return Err(plain(
                ctx,
                body,
                op,
                format!(
                    "expected result element type to be '{e}', but got '{}'",
                    ty_str(ctx, view)
                ),
            ));
        }
    }
    let (Some((exp_strides, exp_offset)), Some((got_strides, got_offset))) = (
        strides_and_offset(ctx, expected),
        strides_and_offset(ctx, view),
    ) else {
        return Err(subview_error(ctx, body, op, "layout", expected, view));
    };
    if exp_offset != got_offset {
        return Err(subview_error(ctx, body, op, "layout", expected, view));
    }
    let Some(dropped) = rank_reduction_mask(&lists.sizes, &exp_strides, &got_strides) else {
        return Err(subview_error(ctx, body, op, "layout", expected, view));
    };
    let kept: Vec<i64> = exp_strides
        .iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(_, s)| *s)
        .collect();
    if kept != got_strides {
        return Err(subview_error(ctx, body, op, "layout", expected, view));
    }
    verify_in_bounds_slice(base_shape, &lists.offsets, &lists.sizes, &lists.strides)
        .map_err(|m| plain(ctx, body, op, m))
}

/// The dimensions dropped by a rank-reducing subview, told apart by their
/// strides (upstream's `computeMemRefRankReductionMask`): candidates are
/// the static unit sizes; a unit dimension whose stride still appears in
/// the reduced strides often enough is kept.
pub fn rank_reduction_mask(
    sizes: &[i64],
    original_strides: &[i64],
    reduced_strides: &[i64],
) -> Option<Vec<usize>> {
    let rank = original_strides.len();
    if rank == reduced_strides.len() {
        return Some(Vec::new());
    }
    let mut unused: Vec<usize> = sizes
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == 1)
        .map(|(i, _)| i)
        .collect();
    if unused.len() + reduced_strides.len() == rank {
        return Some(unused);
    }
    let count = |list: &[i64], v: i64| list.iter().filter(|s| **s == v).count();
    let mut unaccounted: std::collections::HashMap<i64, usize> = std::collections::HashMap::new();
    for s in original_strides {
        *unaccounted.entry(*s).or_default() += 1;
    }
    let mut kept = Vec::new();
    for &d in &unused {
        let stride = *original_strides.get(d)?;
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = count(reduced_strides, stride);
        if have > want {
            if let Some(h) = unaccounted.get_mut(&stride) {
                *h -= 1;
            }
        } else if have == want {
            kept.push(d);
        } else {
            return None;
        }
    }
    unused.retain(|d| !kept.contains(d));
    (unused.len() + reduced_strides.len() == rank).then_some(unused)
}

/// `memref.view`.
pub(crate) fn view() -> OpSpec {
    OpSpec::new(ViewOp::NAME)
        .summary("memref view operation")
        .operand("source", I8_BUFFER)
        .operand("byte_shift", c::INDEX)
        .variadic_operand("sizes", c::INDEX)
        .result("result", MEMREF)
        .traits(PURE)
        .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")
        .verifier(verify_view)
        .result_names(|_, body, op, set| set(body.result(op, 0), "view"))
        .canonicalizer(crate::canonicalize::view_patterns)
}

fn verify_view(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let base = operand_type(body, op, 0);
    let view = result_type(body, op, 0);
    if !layout_is_identity(ctx, base) {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "unsupported map for base memref type '{}'",
                ty_str(ctx, base)
            ),
        ));
    }
    if !layout_is_identity(ctx, view) {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "unsupported map for result memref type '{}'",
                ty_str(ctx, view)
            ),
        ));
    }
    if memory_space(ctx, base) != memory_space(ctx, view) {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "different memory spaces specified for base memref type '{}' and view memref type '{}'",
                ty_str(ctx, base),
                ty_str(ctx, view)
            ),
        ));
    }
    let dynamic = view
        .shape(ctx)
        .map(|s| s.iter().filter(|d| **d == DYNAMIC).count())
        .unwrap_or(0);
    let sizes = body.num_operands(op) - 2;
    if sizes != dynamic {
        return Err(err(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
        ));
    }
    Ok(())
}

/// `memref.reinterpret_cast`.
pub(crate) fn reinterpret_cast() -> OpSpec {
    OpSpec::new(ReinterpretCastOp::NAME)
        .summary("memref reinterpret cast operation")
        .operand("source", ANY_MEMREF)
        .variadic_operand("offsets", c::INDEX)
        .variadic_operand("sizes", c::INDEX)
        .variadic_operand("strides", c::INDEX)
        .attr("static_offsets", c::DENSE_I64_ARRAY_ATTR)
        .attr("static_sizes", c::DENSE_I64_ARRAY_ATTR)
        .attr("static_strides", c::DENSE_I64_ARRAY_ATTR)
        .result("result", MEMREF)
        .traits(PURE)
        .format(
            "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        )
        .verifier(verify_reinterpret_cast)
        .result_names(|_, body, op, set| set(body.result(op, 0), "reinterpret_cast"))
        .folder(crate::fold::fold_reinterpret_cast)
}

fn static_text(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

fn verify_reinterpret_cast(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let src = operand_type(body, op, 0);
    let res = result_type(body, op, 0);
    let Some((shape, ..)) = ranked(ctx, res) else {
        return Ok(());
    };
    let lists = OffsetSizeStride::of(ctx, body, op);
    let rank = shape.len();
    verify_offset_size_stride(ctx, body, op, [1, rank, rank], &lists)?;
    if memory_space(ctx, src) != memory_space(ctx, res) {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "different memory spaces specified for source type '{}' and result memref type '{}'",
                ty_str(ctx, src),
                ty_str(ctx, res)
            ),
        ));
    }
    if src.element_type(ctx) != res.element_type(ctx) {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "different element types specified for source type '{}' and result memref type '{}'",
                ty_str(ctx, src),
                ty_str(ctx, res)
            ),
        ));
    }
    for (i, (r, e)) in shape.iter().zip(&lists.sizes).enumerate() {
        if *r != DYNAMIC && r != e {
            return Err(plain(
                ctx,
                body,
                op,
                format!(
                    "expected result type with size = {} instead of {r} in dim = {i}",
                    static_text(*e)
                ),
            ));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, res) else {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "expected result type to have strided layout but found '{}'",
                ty_str(ctx, res)
            ),
        ));
    };
    if let Some(&expected) = lists.offsets.first()
        && offset != DYNAMIC
        && offset != expected
    {
        return Err(plain(
            ctx,
            body,
            op,
            format!(
                "expected result type with offset = {} instead of {offset}",
                static_text(expected)
            ),
        ));
    }
    for (i, (r, e)) in strides.iter().zip(&lists.strides).enumerate() {
        if *r != DYNAMIC && r != e {
            return Err(plain(
                ctx,
                body,
                op,
                format!(
                    "expected result type with stride = {} instead of {r} in dim = {i}",
                    static_text(*e)
                ),
            ));
        }
    }
    Ok(())
}

/// `memref.transpose`.
pub(crate) fn transpose() -> OpSpec {
    OpSpec::new(TransposeOp::NAME)
        .summary("`transpose` produces a new strided memref (metadata-only)")
        .operand("in", STRIDED_MEMREF)
        .attr("permutation", crate::constraints::AFFINE_MAP_ATTR)
        .result("result", STRIDED_MEMREF)
        .traits(PURE)
        .custom_syntax(parse_transpose, print_transpose)
        .verifier(verify_transpose)
        .result_names(|_, body, op, set| set(body.result(op, 0), "transpose"))
        .folder(crate::fold::fold_transpose)
}

fn parse_transpose(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let src = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "permutation"),
        value: Attribute::affine_map(ctx, &map),
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
        }
    }
    p.expect(TokenKind::Colon, "':'")?;
    let src_ty = p.parse_type()?;
    p.expect_keyword("to")?;
    let res_ty = p.parse_type()?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    state.result_types.push(res_ty);
    Ok(())
}

fn print_transpose(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let src = body.operand(op, 0);
    p.write(" ");
    p.print_operand(src);
    if let Some(AttrKind::AffineMap(m)) = body.attr(ctx, op, "permutation").map(|a| a.kind(ctx)) {
        p.write(" ");
        p.write(&map_to_string(ctx, m));
    }
    p.print_optional_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(body.value_type(src));
    p.write(" to ");
    p.print_type(body.value_type(body.result(op, 0)));
}

/// The positions a permutation map sends its results to, if it is one.
pub(crate) fn permutation_of(ctx: &Context, map: &AffineMap) -> Option<Vec<usize>> {
    if !map.is_permutation(ctx) {
        return None;
    }
    map.results
        .iter()
        .map(|e| match e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect()
}

/// The canonical form of a strided memref type as upstream prints it in
/// transpose diagnostics: identity layouts dropped, others as affine maps.
fn canonical_strided(ctx: &Context, ty: Type) -> Option<Type> {
    let (shape, element, _, space) = ranked(ctx, ty)?;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let map = AffineMap::strided_layout(ctx, &strides, offset);
    let identity = map.is_identity(ctx) || shape.is_empty() && offset == 0;
    let layout = (!identity).then(|| Attribute::affine_map(ctx, &map));
    Some(Type::memref(ctx, shape, element, layout, space))
}

/// The result type of transposing `source` by `perm`.
pub fn transposed_type(ctx: &Context, source: Type, perm: &[usize]) -> Option<Type> {
    let (shape, element, _, space) = ranked(ctx, source)?;
    let (strides, offset) = strides_and_offset(ctx, source)?;
    let sizes: SmallVec<[i64; 4]> = perm
        .iter()
        .map(|&d| shape.get(d).copied())
        .collect::<Option<_>>()?;
    let new_strides: SmallVec<[i64; 4]> = perm
        .iter()
        .map(|&d| strides.get(d).copied())
        .collect::<Option<_>>()?;
    let layout = Attribute::strided(ctx, offset, &new_strides);
    Some(Type::memref(ctx, &sizes, element, Some(layout), space))
}

fn verify_transpose(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(AttrKind::AffineMap(map)) = body.attr(ctx, op, "permutation").map(|a| a.kind(ctx))
    else {
        return Ok(());
    };
    let Some(perm) = permutation_of(ctx, map) else {
        return Err(err(ctx, body, op, "expected a permutation map"));
    };
    let src = operand_type(body, op, 0);
    let res = result_type(body, op, 0);
    if Some(perm.len()) != crate::util::rank(ctx, src) {
        return Err(err(
            ctx,
            body,
            op,
            "expected a permutation map of same rank as the input",
        ));
    }
    let expected = transposed_type(ctx, src, &perm).and_then(|t| canonical_strided(ctx, t));
    let got = canonical_strided(ctx, res);
    if let Some(expected) = expected
        && got != Some(expected)
    {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "result type '{}' is not equivalent to the canonical transposed input type '{}'",
                ty_str(ctx, res),
                ty_str(ctx, expected)
            ),
        ));
    }
    Ok(())
}
