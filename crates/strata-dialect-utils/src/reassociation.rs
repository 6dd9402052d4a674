//! Reassociation indices (`[[0, 1], [2]]`): which dimensions of an
//! expanded shape form each dimension of a collapsed one, as used by
//! `collapse_shape` / `expand_shape` (upstream's `ReshapeOpsUtils`).

use strata_asm::type_to_string;
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_error;
use strata_ir::{AttrKind, Attribute, Body, Context, DiagResult, OpId, Type};
use strata_ods::constraints::{AttrConstraint, AttrSyntax};

/// Groups of expanded dimensions, one group per collapsed dimension.
pub type Reassociation = Vec<Vec<i64>>;

fn is_i64_array(ctx: &Context, a: Attribute) -> bool {
    a.array_elements(ctx).is_some_and(|e| {
        e.iter().all(|x| {
            matches!(x.kind(ctx), AttrKind::Integer { .. })
                && x.typed_value_type(ctx)
                    .is_some_and(|t| t.is_signless_int(ctx, 64))
        })
    })
}

/// `IndexListArrayAttr`: an array of arrays of `i64` integers, written as
/// a plain attribute (`[[0, 1], [2]]`).
pub const REASSOCIATION_ATTR: AttrConstraint = AttrConstraint {
    description: "Array of 64-bit integer array attributes",
    check: |ctx, a| {
        a.array_elements(ctx)
            .is_some_and(|e| e.iter().all(|x| is_i64_array(ctx, *x)))
    },
    syntax: AttrSyntax::Full,
};

/// The groups of a reassociation attribute, or `None` if it is malformed.
pub fn reassociation_of(ctx: &Context, attr: Attribute) -> Option<Reassociation> {
    attr.array_elements(ctx)?
        .iter()
        .map(|g| {
            g.array_elements(ctx)?
                .iter()
                .map(|i| i.int_value(ctx).and_then(|v| v.to_i64()))
                .collect()
        })
        .collect()
}

/// The attribute holding `groups`.
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64_ty = Type::int(ctx, 64);
    let arrays: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let items: Vec<Attribute> = g.iter().map(|i| Attribute::int(ctx, i64_ty, *i)).collect();
            Attribute::array(ctx, &items)
        })
        .collect();
    Attribute::array(ctx, &arrays)
}

/// The number of dimensions the groups' maps range over (one more than the
/// largest index, as upstream's `getSymbolLessAffineMaps`).
fn num_dims(groups: &[Vec<i64>]) -> i64 {
    groups
        .iter()
        .flatten()
        .copied()
        .fold(0, i64::max)
        .saturating_add(1)
}

/// The index of the first group that is not contiguous, if any (upstream's
/// `isReassociationValid`).
pub fn first_invalid_group(groups: &[Vec<i64>]) -> Option<usize> {
    let dims = num_dims(groups);
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for d in g {
            if *d != next {
                return Some(i);
            }
            next += 1;
        }
    }
    (!groups.is_empty() && next != dims).then(|| groups.len() - 1)
}

/// The collapsed shape of `expanded` under `groups` (products of static
/// sizes; dynamic if any size in a group is). `None` if a group is out of
/// range or a product overflows.
pub fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    groups
        .iter()
        .map(|g| {
            let mut product: i64 = 1;
            for d in g {
                let size = *expanded.get(usize::try_from(*d).ok()?)?;
                if size == DYNAMIC {
                    return Some(DYNAMIC);
                }
                product = product.checked_mul(size)?;
            }
            Some(product)
        })
        .collect()
}

/// The groups of a reshape of a reshape, over the first reshape's source:
/// each group of `outer` (over `inner`'s groups) replaced by the
/// concatenation of the `inner` groups it names. `None` if `outer` names
/// a group `inner` lacks.
pub fn compose_reassociations(inner: &[Vec<i64>], outer: &[Vec<i64>]) -> Option<Reassociation> {
    outer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for i in g {
                out.extend_from_slice(inner.get(usize::try_from(*i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// Checks a reshape between `expanded` and `collapsed` (ranked shaped types)
/// under the op's `reassociation` attribute, with mlir-opt's messages
/// (upstream's `verifyReshapeLikeTypes` and the collapsed-type check).
pub fn verify_reshape_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    expanded: Type,
    collapsed: Type,
) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let groups = body
        .attr(ctx, op, "reassociation")
        .and_then(|a| reassociation_of(ctx, a))
        .unwrap_or_default();
    let (Some(eshape), Some(cshape)) = (expanded.shape(ctx), collapsed.shape(ctx)) else {
        return Ok(());
    };
    if eshape.len() < cshape.len() {
        return err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            type_to_string(ctx, expanded),
            type_to_string(ctx, collapsed)
        ));
    }
    if cshape.len() != groups.len() {
        return err(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cshape.len(),
            groups.len()
        ));
    }
    let dims = num_dims(&groups);
    if dims != eshape.len() as i64 && !groups.is_empty() {
        return err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {dims}.",
            eshape.len()
        ));
    }
    if let Some(i) = first_invalid_group(&groups) {
        return err(format!(
            "expected reassociation map #{i} to be valid and contiguous."
        ));
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let end = start.saturating_add(g.len()).min(eshape.len());
        let part = eshape.get(start..end).unwrap_or_default();
        let Some(&csize) = cshape.get(i) else {
            break;
        };
        if part.contains(&DYNAMIC) {
            if csize != DYNAMIC {
                return err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else {
            let product = part.iter().fold(1i64, |a, b| a.wrapping_mul(*b));
            if csize != product {
                return err(format!(
                    "expected dimension {i} of collapsed type to be static value of {product}"
                ));
            }
        }
        start = end;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_round_trip() {
        let ctx = Context::new();
        let groups = vec![vec![0, 1], vec![2]];
        let a = reassociation_attr(&ctx, &groups);
        assert!((REASSOCIATION_ATTR.check)(&ctx, a));
        assert_eq!(reassociation_of(&ctx, a), Some(groups));
    }

    #[test]
    fn validity() {
        assert_eq!(first_invalid_group(&[vec![0, 1], vec![2]]), None);
        assert_eq!(first_invalid_group(&[vec![0, 2], vec![1]]), Some(0));
        assert_eq!(first_invalid_group(&[vec![0], vec![2], vec![1]]), Some(1));
        assert_eq!(first_invalid_group(&[]), None);
    }

    #[test]
    fn composition() {
        let inner = vec![vec![0], vec![1], vec![2, 3]];
        let outer = vec![vec![0, 1, 2]];
        assert_eq!(
            compose_reassociations(&inner, &outer),
            Some(vec![vec![0, 1, 2, 3]])
        );
        assert_eq!(compose_reassociations(&inner, &[vec![3]]), None);
    }

    #[test]
    fn shapes() {
        assert_eq!(
            collapsed_shape(&[2, 3, 4], &[vec![0, 1], vec![2]]),
            Some(vec![6, 4])
        );
        assert_eq!(
            collapsed_shape(&[2, DYNAMIC, 4], &[vec![0, 1], vec![2]]),
            Some(vec![DYNAMIC, 4])
        );
        assert_eq!(collapsed_shape(&[i64::MAX, 2], &[vec![0, 1]]), None);
        assert_eq!(collapsed_shape(&[2], &[vec![0, 5]]), None);
    }
}
