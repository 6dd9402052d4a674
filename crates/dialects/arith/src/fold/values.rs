//! Constant operand values as folders see them: scalar integer/float
//! attributes and dense elements attributes (splat or not) decoded into
//! [`Scalar`]s, and the inverse encoding of folded results.

use smallvec::SmallVec;
use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use strata_support::{APFloat, APInt};

/// One element of a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    /// An integer (index values are 64 bits wide).
    Int(APInt),
    /// A float.
    Float(APFloat),
}

impl Scalar {
    /// The integer, if this is one.
    pub(crate) fn int(&self) -> Option<&APInt> {
        match self {
            Scalar::Int(v) => Some(v),
            Scalar::Float(_) => None,
        }
    }

    /// The float, if this is one.
    pub(crate) fn float(&self) -> Option<APFloat> {
        match self {
            Scalar::Float(v) => Some(*v),
            Scalar::Int(_) => None,
        }
    }
}

/// How a constant is stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// A scalar integer or float attribute.
    Scalar,
    /// A splat elements attribute (one stored element).
    Splat,
    /// A dense elements attribute with every element stored.
    Dense,
}

/// A decoded constant: its type, storage form and elements.
#[derive(Clone, Debug)]
pub(crate) struct Constant {
    /// The attribute's type (a scalar or a shaped type).
    pub ty: Type,
    /// How it is stored.
    pub form: Form,
    /// The stored elements (one for scalars and splats).
    pub elems: SmallVec<[Scalar; 1]>,
}

impl Constant {
    /// The single value of a scalar or splat constant.
    pub(crate) fn splat(&self) -> Option<&Scalar> {
        match self.form {
            Form::Scalar | Form::Splat => self.elems.first(),
            Form::Dense => None,
        }
    }

    /// The element at `i`, expanding splats.
    pub(crate) fn get(&self, i: usize) -> Option<&Scalar> {
        match self.form {
            Form::Dense => self.elems.get(i),
            _ => self.elems.first(),
        }
    }
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Type {
    t.element_type(ctx).unwrap_or(t)
}

/// The storage width of integer or index elements (64 for index).
pub(crate) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match t.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn element_bytes(ctx: &Context, t: Type) -> Option<usize> {
    match t.kind(ctx) {
        TypeKind::Float(sem) => Some(sem.bit_width().div_ceil(8) as usize),
        _ => int_width(ctx, t).map(|w| w.div_ceil(8) as usize),
    }
}

fn decode_element(ctx: &Context, elem: Type, bytes: &[u8]) -> Option<Scalar> {
    match elem.kind(ctx) {
        TypeKind::Float(sem) => {
            let mut raw = [0u8; 16];
            raw[..bytes.len()].copy_from_slice(bytes);
            Some(Scalar::Float(APFloat::from_bits(
                *sem,
                u128::from_le_bytes(raw),
            )))
        }
        _ => Some(Scalar::Int(APInt::from_le_bytes(
            int_width(ctx, elem)?,
            bytes,
        ))),
    }
}

fn encode_element(ctx: &Context, elem: Type, value: &Scalar, out: &mut Vec<u8>) -> Option<()> {
    let n = element_bytes(ctx, elem)?;
    match value {
        Scalar::Int(v) => {
            let bytes = v.to_le_bytes();
            out.extend((0..n).map(|i| bytes.get(i).copied().unwrap_or(0)));
        }
        Scalar::Float(v) => out.extend_from_slice(&v.to_bits().to_le_bytes()[..n]),
    }
    Some(())
}

/// True for `#ub.poison`.
pub(crate) fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    matches!(attr.kind(ctx), AttrKind::Dialect { dialect, mnemonic, .. }
        if dialect.as_str(ctx) == "ub" && mnemonic.as_str(ctx) == "poison")
}

/// Decodes an integer, float or dense (integer/float) elements attribute.
pub(crate) fn decode(ctx: &Context, attr: Attribute) -> Option<Constant> {
    match attr.kind(ctx) {
        AttrKind::Integer { ty, value } => Some(Constant {
            ty: *ty,
            form: Form::Scalar,
            elems: smallvec::smallvec![Scalar::Int(value.clone())],
        }),
        AttrKind::Float { ty, value } => Some(Constant {
            ty: *ty,
            form: Form::Scalar,
            elems: smallvec::smallvec![Scalar::Float(*value)],
        }),
        AttrKind::DenseElements { ty, data, splat } => {
            let elem = ty.element_type(ctx)?;
            let n = element_bytes(ctx, elem)?;
            if n == 0 {
                return None;
            }
            let elems = data
                .chunks_exact(n)
                .map(|c| decode_element(ctx, elem, c))
                .collect::<Option<SmallVec<_>>>()?;
            if elems.is_empty() {
                return None;
            }
            Some(Constant {
                ty: *ty,
                form: if *splat { Form::Splat } else { Form::Dense },
                elems,
            })
        }
        _ => None,
    }
}

/// The scalar value of an integer/float attribute or splat, ignoring types.
pub(crate) fn splat_value(ctx: &Context, attr: Attribute) -> Option<Scalar> {
    // Scalars (most constants) are read without building a `Constant`.
    match attr.kind(ctx) {
        AttrKind::Integer { value, .. } => Some(Scalar::Int(value.clone())),
        AttrKind::Float { value, .. } => Some(Scalar::Float(*value)),
        _ => decode(ctx, attr).and_then(|c| c.splat().cloned()),
    }
}

/// The attribute holding `elems` (all of the same kind) with type `ty`:
/// a scalar attribute for scalar types, otherwise a dense elements
/// attribute (splat when every element is equal).
pub(crate) fn encode(ctx: &Context, ty: Type, elems: &[Scalar]) -> Option<Attribute> {
    if !ty.is_shaped(ctx) {
        return match elems {
            [Scalar::Int(v)] => Some(Attribute::integer(ctx, ty, v)),
            [Scalar::Float(v)] => Some(Attribute::float(ctx, ty, *v)),
            _ => None,
        };
    }
    let elem = ty.element_type(ctx)?;
    let first = elems.first()?;
    let mut data = Vec::new();
    if elems.iter().all(|e| e == first) {
        encode_element(ctx, elem, first, &mut data)?;
        return Some(Attribute::dense_elements(ctx, ty, &data, true));
    }
    for e in elems {
        encode_element(ctx, elem, e, &mut data)?;
    }
    Some(Attribute::dense_elements(ctx, ty, &data, false))
}

/// A splat of `value` with type `ty` (scalar attribute for scalar types).
pub(crate) fn encode_splat(ctx: &Context, ty: Type, value: Scalar) -> Option<Attribute> {
    encode(ctx, ty, std::slice::from_ref(&value))
}

/// Upstream's `constFoldBinaryOpConditional`: both operands constants of
/// the same type, folded element by element (a `None` from `f` stops the
/// fold); the result has type `result_ty` (or the operands' type). Without
/// an explicit result type, a poison operand folds to poison, as upstream's
/// type-inferring overload does.
pub(crate) fn fold_binary(
    ctx: &Context,
    operands: &[Option<Attribute>],
    result_ty: Option<Type>,
    f: impl Fn(&Scalar, &Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let (a, b) = (operands.first().copied()?, operands.get(1).copied()?);
    if result_ty.is_none()
        && let Some(p) = [a, b].into_iter().flatten().find(|x| is_poison(ctx, *x))
    {
        return Some(p);
    }
    let (Some(a), Some(b)) = (a, b) else {
        return None;
    };
    let lhs = decode(ctx, a)?;
    let rhs = decode(ctx, b)?;
    if lhs.ty != rhs.ty || (lhs.form == Form::Scalar) != (rhs.form == Form::Scalar) {
        return None;
    }
    let ty = result_ty.unwrap_or(lhs.ty);
    if let (Some(x), Some(y)) = (lhs.splat(), rhs.splat()) {
        return encode_splat(ctx, ty, f(x, y)?);
    }
    let n = lhs.ty.num_elements(ctx)? as usize;
    let mut out: Vec<Scalar> = Vec::with_capacity(n);
    for i in 0..n {
        out.push(f(lhs.get(i)?, rhs.get(i)?)?);
    }
    encode(ctx, ty, &out)
}

/// Upstream's `constFoldUnaryOpConditional` (and `constFoldCastOp`): a
/// constant operand folded element by element into type `result_ty`.
pub(crate) fn fold_unary(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Option<Type>,
    f: impl Fn(&Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let a = operand?;
    if is_poison(ctx, a) {
        return Some(a);
    }
    let c = decode(ctx, a)?;
    let ty = result_ty.unwrap_or(c.ty);
    if let Some(x) = c.splat() {
        return encode_splat(ctx, ty, f(x)?);
    }
    let out = c.elems.iter().map(&f).collect::<Option<Vec<_>>>()?;
    encode(ctx, ty, &out)
}

/// True if `attr` is an integer constant (scalar or splat) equal to `v`
/// (sign-extended to the element width).
pub(crate) fn is_int(ctx: &Context, attr: Option<Attribute>, v: i64) -> bool {
    let Some(a) = attr else {
        return false;
    };
    let equal = |x: &APInt| *x == APInt::from_i64(x.width(), v);
    match a.kind(ctx) {
        AttrKind::Integer { value, .. } => equal(value),
        AttrKind::Float { .. } => false,
        _ => splat_value(ctx, a).is_some_and(|s| s.int().is_some_and(equal)),
    }
}

/// The float of a float constant (scalar or splat).
pub(crate) fn float_splat(ctx: &Context, attr: Option<Attribute>) -> Option<APFloat> {
    attr.and_then(|a| splat_value(ctx, a))
        .and_then(|s| s.float())
}

/// The integer of an integer constant (scalar or splat).
pub(crate) fn int_splat(ctx: &Context, attr: Option<Attribute>) -> Option<APInt> {
    match attr.and_then(|a| splat_value(ctx, a))? {
        Scalar::Int(v) => Some(v),
        Scalar::Float(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_support::FloatSemantics;

    fn i(v: i64, w: u32) -> Scalar {
        Scalar::Int(APInt::from_i64(w, v))
    }

    #[test]
    fn dense_round_trip_detects_splats() {
        let ctx = Context::new();
        let ty = Type::vector(&ctx, &[3], &[false], Type::int(&ctx, 12));
        let dense = encode(&ctx, ty, &[i(-1, 12), i(7, 12), i(0, 12)]).unwrap();
        let c = decode(&ctx, dense).unwrap();
        assert_eq!(c.form, Form::Dense);
        assert_eq!(c.elems.as_slice(), &[i(-1, 12), i(7, 12), i(0, 12)]);
        let splat = encode(&ctx, ty, &[i(5, 12), i(5, 12), i(5, 12)]).unwrap();
        let c = decode(&ctx, splat).unwrap();
        assert_eq!(c.form, Form::Splat);
        assert_eq!(c.get(2), Some(&i(5, 12)));
    }

    #[test]
    fn binary_fold_requires_equal_types_and_stops_on_failure() {
        let ctx = Context::new();
        let (i8t, i16t) = (Type::int(&ctx, 8), Type::int(&ctx, 16));
        let add = |a: &Scalar, b: &Scalar| Some(Scalar::Int(a.int()?.add(b.int()?)));
        let a = Attribute::int(&ctx, i8t, 127);
        let b = Attribute::int(&ctx, i8t, 1);
        let sum = fold_binary(&ctx, &[Some(a), Some(b)], None, add).unwrap();
        assert_eq!(sum, Attribute::int(&ctx, i8t, -128));
        let c = Attribute::int(&ctx, i16t, 1);
        assert!(fold_binary(&ctx, &[Some(a), Some(c)], None, add).is_none());
        assert!(fold_binary(&ctx, &[Some(a), None], None, add).is_none());
        assert!(fold_binary(&ctx, &[Some(a), Some(b)], None, |_, _| None).is_none());
    }

    #[test]
    fn float_elements_keep_their_bits() {
        let ctx = Context::new();
        let ty = Type::ranked_tensor(&ctx, &[2], Type::float(&ctx, FloatSemantics::BF16), None);
        let nan = APFloat::from_bits(FloatSemantics::BF16, 0x7FC1);
        let neg_zero = APFloat::zero(FloatSemantics::BF16, true);
        let attr = encode(&ctx, ty, &[Scalar::Float(nan), Scalar::Float(neg_zero)]).unwrap();
        let c = decode(&ctx, attr).unwrap();
        assert_eq!(
            c.get(0).and_then(Scalar::float).map(APFloat::to_bits),
            Some(0x7FC1)
        );
        assert_eq!(c.get(1).and_then(Scalar::float), Some(neg_zero));
    }
}
