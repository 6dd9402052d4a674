//! The `vector` lowering of `--convert-to-llvm` for the ops whose LLVM form
//! is direct: `vector.broadcast` of a scalar (`insertelement` into poison,
//! then a zero-mask `shufflevector` when the vector has more than one
//! element; for n-D vectors that row is inserted at every position of the
//! array of rows) and `vector.extract` at static
//! positions (`extractvalue` through the array dimensions, `extractelement`
//! for a scalar). Other forms stay for the vector-to-vector lowerings.

use std::sync::Arc;

use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Type, TypeKind};
use strata_rewrite::conversion::{ConversionPatternSet, OpConversionPattern, TypeConverter};

use crate::llvm_common::Builder;

/// Every position of an array of shape `dims`, in row-major order (`None`
/// if their count overflows).
fn positions(dims: &[i64]) -> Option<Vec<Vec<i64>>> {
    let count = dims
        .iter()
        .try_fold(1usize, |n, d| n.checked_mul(usize::try_from(*d).ok()?))?;
    let mut out = Vec::with_capacity(count);
    let mut pos = vec![0i64; dims.len()];
    for _ in 0..count {
        out.push(pos.clone());
        for (p, d) in pos.iter_mut().zip(dims).rev() {
            *p += 1;
            if *p < *d {
                break;
            }
            *p = 0;
        }
    }
    Some(out)
}

/// Adds the `vector` to LLVM patterns.
pub fn populate_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("vector.broadcast", move |op, adaptor, rw| {
            let ctx = rw.ctx;
            let source = rw.body().value_type(rw.body().operand(op, 0));
            let result = rw.body().value_type(rw.body().result(op, 0));
            let TypeKind::Vector {
                shape,
                scalable,
                element,
            } = result.kind(ctx)
            else {
                return false;
            };
            if matches!(source.kind(ctx), TypeKind::Vector { .. }) {
                return false;
            }
            let (lead, inner) = shape.split_at(shape.len().saturating_sub(1));
            let width = inner.first().copied().unwrap_or(1);
            let row_type = Type::vector(
                ctx,
                &[width],
                &[scalable.last().copied().unwrap_or(false)],
                *element,
            );
            let (Some(ty), Some(row_ty), Some(&scalar)) = (
                c.convert_type(ctx, result),
                c.convert_type(ctx, row_type),
                adaptor.flat().first(),
            ) else {
                return false;
            };
            let Some(positions) = positions(lead) else {
                return false;
            };
            let Ok(lanes) = usize::try_from(width) else {
                return false;
            };
            let loc = rw.body().op_loc(op);
            let mut b = Builder::new(rw, loc);
            let array = (!lead.is_empty()).then(|| b.poison(ty));
            let poison = b.poison(row_ty);
            let i32_ty = Type::int(ctx, 32);
            let zero = b.constant(Attribute::int(ctx, i32_ty, 0), i32_ty);
            let first = b.value("llvm.insertelement", &[poison, scalar, zero], row_ty, &[]);
            // The n-D form shuffles the inserted vector with itself.
            let other = if array.is_some() { first } else { poison };
            let row = if lanes == 1 {
                first
            } else {
                let mask = Attribute::dense_i32_array(ctx, &vec![0; lanes]);
                b.value(
                    "llvm.shufflevector",
                    &[first, other],
                    row_ty,
                    &[("mask", mask)],
                )
            };
            let mut value = row;
            if let Some(mut agg) = array {
                for pos in &positions {
                    agg = b.insert_value(agg, row, pos);
                }
                value = agg;
            }
            rw.replace_op(op, &[value]);
            true
        })
        .with_type_converter(tc),
    );
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("vector.extract", move |op, adaptor, rw| {
            let ctx = rw.ctx;
            let body = rw.body();
            if body.operands(op).len() != 1 {
                return false;
            }
            let Some(pos) = body
                .attr(ctx, op, "static_position")
                .and_then(|a| strata_ir::attributes::dense_i64_values(ctx, a))
            else {
                return false;
            };
            let source = body.value_type(body.operand(op, 0));
            let result = body.value_type(body.result(op, 0));
            let TypeKind::Vector { shape, element, .. } = source.kind(ctx) else {
                return false;
            };
            if pos.is_empty() || pos.contains(&DYNAMIC) || pos.len() > shape.len() {
                return false;
            }
            let (Some(result_ty), Some(&vector)) =
                (c.convert_type(ctx, result), adaptor.flat().first())
            else {
                return false;
            };
            let scalar = pos.len() == shape.len();
            let (agg_pos, last) = if scalar {
                pos.split_at(pos.len() - 1)
            } else {
                (pos.as_slice(), &[][..])
            };
            let loc = rw.body().op_loc(op);
            let mut b = Builder::new(rw, loc);
            let mut value = vector;
            if !agg_pos.is_empty() {
                let ty = if scalar {
                    let Some(&inner) = shape.last() else {
                        return false;
                    };
                    let Some(row) =
                        c.convert_type(ctx, Type::vector(ctx, &[inner], &[false], *element))
                    else {
                        return false;
                    };
                    row
                } else {
                    result_ty
                };
                value = b.extract_value(value, agg_pos, ty);
            }
            if let Some(&p) = last.first() {
                let i64_ty = Type::int(ctx, 64);
                let index = b.constant(Attribute::int(ctx, i64_ty, p), i64_ty);
                value = b.value("llvm.extractelement", &[value, index], result_ty, &[]);
            }
            rw.replace_op(op, &[value]);
            true
        })
        .with_type_converter(tc),
    );
}
