//! Elementwise constant folding (upstream's `CommonFolders.h`): applies a
//! per-element function to constant operands that are all scalars or all
//! dense elements attributes of the same shape, and builds the result
//! attribute of the op's result type.

use smallvec::SmallVec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use strata_support::{APFloat, APInt};

/// One constant element: an integer (or index) or a float.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// An integer or index value.
    Int(APInt),
    /// A float value.
    Float(APFloat),
}

/// A constant operand viewed as a sequence of elements.
enum Source<'a> {
    Scalar(Elem),
    Dense {
        element: Type,
        data: &'a [u8],
        splat: bool,
        count: usize,
    },
}

/// Bytes each stored element of `ty` occupies in dense data.
fn element_bytes(ctx: &Context, ty: Type) -> Option<usize> {
    match ty.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(width.div_ceil(8) as usize),
        TypeKind::Index => Some(8),
        TypeKind::Float(sem) => Some(sem.bit_width().div_ceil(8) as usize),
        _ => None,
    }
}

fn decode(ctx: &Context, ty: Type, bytes: &[u8]) -> Option<Elem> {
    match ty.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(Elem::Int(APInt::from_le_bytes(*width, bytes))),
        TypeKind::Index => Some(Elem::Int(APInt::from_le_bytes(64, bytes))),
        TypeKind::Float(sem) => {
            let bits = bytes
                .iter()
                .rev()
                .fold(0u128, |acc, b| (acc << 8) | u128::from(*b));
            Some(Elem::Float(APFloat::from_bits(*sem, bits)))
        }
        _ => None,
    }
}

fn encode(elem: &Elem, bytes: usize, out: &mut Vec<u8>) {
    match elem {
        Elem::Int(v) => {
            let le = v.to_le_bytes();
            out.extend((0..bytes).map(|i| le.get(i).copied().unwrap_or(0)));
        }
        Elem::Float(f) => {
            let bits = f.to_bits();
            out.extend((0..bytes).map(|i| (bits >> (8 * i)) as u8));
        }
    }
}

impl<'a> Source<'a> {
    fn of(ctx: &'a Context, attr: Attribute) -> Option<Source<'a>> {
        match attr.kind(ctx) {
            AttrKind::Integer { value, .. } => Some(Source::Scalar(Elem::Int(value.clone()))),
            AttrKind::Float { value, .. } => Some(Source::Scalar(Elem::Float(*value))),
            AttrKind::DenseElements { ty, data, splat } => {
                let element = ty.element_type(ctx)?;
                let count = if *splat {
                    1
                } else {
                    usize::try_from(ty.num_elements(ctx)?).ok()?
                };
                let bytes = element_bytes(ctx, element)?;
                (data.len() == count * bytes).then_some(Source::Dense {
                    element,
                    data,
                    splat: *splat,
                    count,
                })
            }
            _ => None,
        }
    }

    fn get(&self, ctx: &Context, i: usize) -> Option<Elem> {
        match self {
            Source::Scalar(e) => Some(e.clone()),
            Source::Dense {
                element,
                data,
                splat,
                ..
            } => {
                let bytes = element_bytes(ctx, *element)?;
                let i = if *splat { 0 } else { i };
                decode(ctx, *element, &data[i * bytes..(i + 1) * bytes])
            }
        }
    }
}

/// Applies `f` elementwise to the constant `operands` and returns the
/// result as an attribute of type `result_ty`; `None` if some operand is
/// not a foldable constant, the operands mix scalars and elements, or `f`
/// declines an element.
pub fn map_elements(
    ctx: &Context,
    operands: &[Attribute],
    result_ty: Type,
    mut f: impl FnMut(&[Elem]) -> Option<Elem>,
) -> Option<Attribute> {
    let sources: SmallVec<[Source<'_>; 3]> = operands
        .iter()
        .map(|a| Source::of(ctx, *a))
        .collect::<Option<_>>()?;
    let scalars = sources.iter().all(|s| matches!(s, Source::Scalar(_)));
    if scalars {
        let args: SmallVec<[Elem; 3]> = sources
            .iter()
            .map(|s| s.get(ctx, 0))
            .collect::<Option<_>>()?;
        return Some(match f(&args)? {
            Elem::Int(v) => {
                if !result_ty.is_int_or_index(ctx) {
                    return None;
                }
                Attribute::integer(ctx, result_ty, &v)
            }
            Elem::Float(v) => {
                result_ty.float_semantics(ctx)?;
                Attribute::float(ctx, result_ty, v)
            }
        });
    }
    let mut count = None;
    let mut all_splat = true;
    for s in &sources {
        let Source::Dense {
            splat, count: n, ..
        } = s
        else {
            return None;
        };
        all_splat &= *splat;
        if !*splat {
            if count.is_some_and(|c| c != *n) {
                return None;
            }
            count = Some(*n);
        }
    }
    let result_elem = result_ty.element_type(ctx)?;
    let bytes = element_bytes(ctx, result_elem)?;
    let count = if all_splat { 1 } else { count.unwrap_or(1) };
    let mut data = Vec::with_capacity(count * bytes);
    let mut args: SmallVec<[Elem; 3]> = SmallVec::new();
    for i in 0..count {
        args.clear();
        for s in &sources {
            args.push(s.get(ctx, i)?);
        }
        encode(&f(&args)?, bytes, &mut data);
    }
    let splat = count == 1 || (count > 1 && data.chunks_exact(bytes).all(|c| c == &data[..bytes]));
    if splat {
        data.truncate(bytes);
    }
    Some(Attribute::dense_elements(ctx, result_ty, &data, splat))
}

/// The fold outcome replacing the single result by `attr`, if any.
pub fn constant_result(attr: Option<Attribute>) -> FoldOutcome {
    match attr {
        Some(a) => FoldOutcome::Results(smallvec::smallvec![OpFoldResult::Attr(a)]),
        None => FoldOutcome::None,
    }
}
