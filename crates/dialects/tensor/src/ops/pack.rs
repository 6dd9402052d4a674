//! pack and unpack, registered both as `linalg.pack` / `linalg.unpack`
//! (MLIR 22) and as the seed's `tensor.pack` / `tensor.unpack`.

use strata_asm::type_to_string;
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use super::{group, i64_list, operand_type, result_name};
use crate::types::{RANKED_TENSOR, same, shape_of};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// The static tile sizes and the permutation attributes of a pack/unpack.
pub(crate) struct Packing {
    /// `static_inner_tiles` (dynamic tiles hold [`DYNAMIC`]).
    pub tiles: Vec<i64>,
    /// `inner_dims_pos`.
    pub inner_dims_pos: Vec<i64>,
    /// `outer_dims_perm` (empty when absent).
    pub outer_dims_perm: Vec<i64>,
}

impl Packing {
    /// Reads the packing attributes of `op`.
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Packing {
        Packing {
            tiles: i64_list(ctx, body, op, "static_inner_tiles"),
            inner_dims_pos: i64_list(ctx, body, op, "inner_dims_pos"),
            outer_dims_perm: i64_list(ctx, body, op, "outer_dims_perm"),
        }
    }
}

/// Duplicated or out-of-range positions (upstream's
/// `isInvalidPackingPosSpecification`).
fn invalid_positions(dims: &[i64], rank: usize) -> bool {
    if dims.len() > rank {
        return true;
    }
    let mut seen = dims.to_vec();
    seen.sort_unstable();
    seen.dedup();
    seen.len() != dims.len() || dims.iter().any(|d| *d < 0 || *d >= rank as i64)
}

/// Applies `perm` to `v` (`v'[i] = v[perm[i]]`); `None` if out of range.
pub(crate) fn permute(v: &[i64], perm: &[i64]) -> Option<Vec<i64>> {
    perm.iter()
        .map(|p| usize::try_from(*p).ok().and_then(|p| v.get(p).copied()))
        .collect()
}

/// The packed shape of `source` (upstream's `getPackOpResultTypeShape`).
pub(crate) fn packed_shape(source: &[i64], p: &Packing) -> Option<Vec<i64>> {
    let mut shape = source.to_vec();
    for (i, pos) in p.inner_dims_pos.iter().enumerate() {
        let pos = usize::try_from(*pos).ok()?;
        let dim = *shape.get(pos)?;
        if dim == DYNAMIC {
            continue;
        }
        let tile = *p.tiles.get(i)?;
        shape[pos] = if tile == DYNAMIC || tile == 0 {
            DYNAMIC
        } else {
            ceil_div(dim, tile)?
        };
    }
    if !p.outer_dims_perm.is_empty() {
        shape = permute(&shape, &p.outer_dims_perm)?;
    }
    shape.extend_from_slice(&p.tiles);
    Some(shape)
}

fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    let r = a.checked_rem(b)?;
    Some(if r != 0 && ((r > 0) == (b > 0)) {
        q + 1
    } else {
        q
    })
}

/// The checks shared by pack and unpack (`unpacked`: the pack source or
/// unpack dest; `packed`: the other one).
fn verify_common(ctx: &Context, body: &Body, op: OpId, unpacked: Type, packed: Type) -> DiagResult {
    let err = |m: String| Err(op_plain_error(ctx, body, op, m));
    let p = Packing::of(ctx, body, op);
    let (Some(ushape), Some(pshape)) = (shape_of(ctx, unpacked), shape_of(ctx, packed)) else {
        return Ok(());
    };
    if p.tiles.contains(&0) {
        return err("invalid zero tile factor".into());
    }
    let rank = ushape.len();
    if invalid_positions(&p.inner_dims_pos, rank) {
        return err("invalid inner_dims_pos vector".into());
    }
    if invalid_positions(&p.outer_dims_perm, rank) {
        return err("invalid outer_dims_perm vector".into());
    }
    if !p.outer_dims_perm.is_empty() && p.outer_dims_perm.len() != rank {
        return err("outer_dims_perm must be a permutation or empty".into());
    }
    if p.tiles.len() > rank {
        return err(
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack"
                .into(),
        );
    }
    if p.tiles.len() != p.inner_dims_pos.len() {
        return err("tiling factors must equal the number of dimensions to tile".into());
    }
    let expected_rank = rank + p.tiles.len();
    if pshape.len() != expected_rank {
        return err(format!(
            "packed rank != (unpacked rank + num tiling factors), got {} != {expected_rank}",
            pshape.len()
        ));
    }
    let tail = &pshape[rank..];
    if tail.iter().zip(&p.tiles).any(|(s, t)| s != t) {
        return err(
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type"
                .into(),
        );
    }
    let Some(expected) = packed_shape(ushape, &p) else {
        return Ok(());
    };
    let compatible = expected
        .iter()
        .zip(pshape)
        .all(|(e, s)| *e == DYNAMIC || *s == DYNAMIC || e == s);
    if !compatible {
        let expected_ty = unpacked
            .element_type(ctx)
            .map(|e| Type::ranked_tensor(ctx, &expected, e, None));
        return err(format!(
            "expected '{}' for the packed domain value, got '{}'",
            expected_ty
                .map(|t| type_to_string(ctx, t))
                .unwrap_or_default(),
            type_to_string(ctx, packed)
        ));
    }
    Ok(())
}

/// Whether a pack without padding would produce partial tiles (upstream's
/// `PackOp::requirePaddingValue`).
pub(crate) fn requires_padding(source: &[i64], dest: &[i64], p: &Packing) -> bool {
    let mut outer: Vec<i64> = dest.iter().take(source.len()).copied().collect();
    if !p.outer_dims_perm.is_empty() {
        let mut inverse = vec![0i64; p.outer_dims_perm.len()];
        for (i, d) in p.outer_dims_perm.iter().enumerate() {
            if let Some(slot) = usize::try_from(*d).ok().and_then(|d| inverse.get_mut(d)) {
                *slot = i as i64;
            }
        }
        outer = permute(&outer, &inverse).unwrap_or(outer);
    }
    p.inner_dims_pos.iter().zip(&p.tiles).any(|(pos, tile)| {
        let Some(pos) = usize::try_from(*pos).ok() else {
            return false;
        };
        let Some(&size) = source.get(pos) else {
            return false;
        };
        if size == DYNAMIC {
            return false;
        }
        if *tile == DYNAMIC {
            let o = outer.get(pos).copied().unwrap_or(DYNAMIC);
            o != DYNAMIC && size.checked_rem(o).is_some_and(|r| r != 0)
        } else {
            size.checked_rem(*tile).is_some_and(|r| r != 0)
        }
    })
}

fn verify_pack(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(src), Some(dest)) = (operand_type(body, op, 0), operand_type(body, op, 1)) else {
        return Ok(());
    };
    verify_common(ctx, body, op, src, dest)?;
    let elem = src.element_type(ctx);
    let padding = group(ctx, body, op, "padding_value").first().copied();
    if let Some(v) = padding {
        let t = body.value_type(v);
        if Some(t) != elem {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected padding_value has '{}' but got: '{}'",
                    elem.map(|e| type_to_string(ctx, e)).unwrap_or_default(),
                    type_to_string(ctx, t)
                ),
            ));
        }
    }
    let (Some(sshape), Some(dshape)) = (shape_of(ctx, src), shape_of(ctx, dest)) else {
        return Ok(());
    };
    if padding.is_none() && requires_padding(sshape, dshape, &Packing::of(ctx, body, op)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set",
        ));
    }
    Ok(())
}

fn verify_unpack(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match (operand_type(body, op, 0), operand_type(body, op, 1)) {
        (Some(src), Some(dest)) => verify_common(ctx, body, op, dest, src),
        _ => Ok(()),
    }
}

/// The pack op named `name`.
pub(crate) fn pack(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .summary("linalg.pack operation")
        .operand("source", RANKED_TENSOR)
        .operand("dest", RANKED_TENSOR)
        .optional_operand("padding_value", c::ANY_TYPE)
        .variadic_operand("inner_tiles", c::INDEX)
        .optional_attr("outer_dims_perm", c::DENSE_I64_ARRAY_ATTR)
        .attr("inner_dims_pos", c::DENSE_I64_ARRAY_ATTR)
        .attr("static_inner_tiles", c::DENSE_I64_ARRAY_ATTR)
        .result("result", RANKED_TENSOR)
        .traits(PURE)
        .types_match_with("dest", "result", same, "result type matches type of dest")
        .format(
            "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
        )
        .verifier(verify_pack)
        .canonicalizer(crate::canonicalize::pack::patterns)
        .result_names(result_name!("pack"))
}

/// The unpack op named `name`.
pub(crate) fn unpack(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .summary("linalg.unpack operation")
        .operand("source", RANKED_TENSOR)
        .operand("dest", RANKED_TENSOR)
        .variadic_operand("inner_tiles", c::INDEX)
        .optional_attr("outer_dims_perm", c::DENSE_I64_ARRAY_ATTR)
        .attr("inner_dims_pos", c::DENSE_I64_ARRAY_ATTR)
        .attr("static_inner_tiles", c::DENSE_I64_ARRAY_ATTR)
        .result("result", RANKED_TENSOR)
        .traits(PURE)
        .types_match_with("dest", "result", same, "result type matches type of dest")
        .format(
            "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
        )
        .verifier(verify_unpack)
        .result_names(result_name!("unpack"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn packing(tiles: &[i64], inner: &[i64], outer: &[i64]) -> Packing {
        Packing {
            tiles: tiles.to_vec(),
            inner_dims_pos: inner.to_vec(),
            outer_dims_perm: outer.to_vec(),
        }
    }

    #[test]
    fn packed_shapes() {
        let p = packing(&[2, 2], &[0, 1], &[1, 0]);
        assert_eq!(packed_shape(&[5, 8], &p), Some(vec![4, 3, 2, 2]));
        let d = packing(&[DYNAMIC], &[0], &[]);
        assert_eq!(packed_shape(&[6, 3], &d), Some(vec![DYNAMIC, 3, DYNAMIC]));
        assert_eq!(packed_shape(&[6], &packing(&[2], &[3], &[])), None);
    }

    #[test]
    fn padding_requirement() {
        let p = packing(&[2], &[0], &[]);
        assert!(requires_padding(&[5], &[3, 2], &p));
        assert!(!requires_padding(&[4], &[2, 2], &p));
        assert!(!requires_padding(&[DYNAMIC], &[3, 2], &p));
    }

    #[test]
    fn positions() {
        assert!(invalid_positions(&[0, 0], 2));
        assert!(invalid_positions(&[2], 2));
        assert!(invalid_positions(&[-1], 2));
        assert!(!invalid_positions(&[1, 0], 2));
        assert_eq!(ceil_div(5, 2), Some(3));
        assert_eq!(ceil_div(-5, 2), Some(-2));
        assert_eq!(ceil_div(i64::MIN, -1), None);
    }
}
