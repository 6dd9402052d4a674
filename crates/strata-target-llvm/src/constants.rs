//! LLVM IR spelling of constants: integers, floats (exact hexadecimal),
//! dense vectors and arrays, strings.

use strata_dialect_llvm::types as lt;
use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use strata_support::apfloat::{APFloat, FloatSemantics};
use strata_support::apint::APInt;

use crate::types::ir_type;

/// Escapes bytes for an LLVM string: printable ASCII except `"` and `\`
/// as is, everything else as `\XX`.
pub fn escape(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            s.push(b as char);
        } else {
            s.push_str(&format!("\\{b:02X}"));
        }
    }
    s
}

/// The exact LLVM IR text of a float value of semantics `sem`: as LLVM
/// writes it, `f32` and `f64` values in decimal (`1.500000e+00`) when that
/// reads back as the same value, everything else in hexadecimal.
pub fn float_text(sem: FloatSemantics, v: APFloat) -> Option<String> {
    let bits = v.to_bits();
    if matches!(sem, FloatSemantics::F32 | FloatSemantics::F64) && !v.is_nan() && !v.is_inf() {
        let value = v.to_f64();
        let decimal = exponent_form(value);
        if decimal.parse::<f64>().ok() == Some(value) {
            return Some(decimal);
        }
    }
    Some(match sem {
        FloatSemantics::F64 => format!("0x{bits:016X}"),
        FloatSemantics::F32 => {
            let d = f64::from(f32::from_bits(u32::try_from(bits).ok()?));
            format!("0x{:016X}", d.to_bits())
        }
        FloatSemantics::F16 => format!("0xH{bits:04X}"),
        FloatSemantics::BF16 => format!("0xR{bits:04X}"),
        FloatSemantics::F128 => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        FloatSemantics::F80 => format!("0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64),
        _ => return None,
    })
}

/// `value` with six decimals in exponent form, `%e` style (`-1.250000e-03`).
fn exponent_form(value: f64) -> String {
    let rust = format!("{value:.6e}");
    let (mantissa, exponent) = rust.split_once('e').unwrap_or((&rust, "0"));
    let (sign, digits) = match exponent.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exponent),
    };
    format!("{mantissa}e{sign}{digits:0>2}")
}

/// Whether the text of a constant is the null value of its type (LLVM
/// writes an aggregate of them as `zeroinitializer`).
pub(crate) fn is_null_text(text: &str) -> bool {
    matches!(
        text,
        "0" | "false" | "null" | "zeroinitializer" | "0.000000e+00"
    ) || text.starts_with("0x")
        && text[2..]
            .trim_start_matches(['H', 'R', 'L', 'K'])
            .bytes()
            .all(|b| b == b'0')
}

/// The text of scalar element `i` of a dense elements attribute held by
/// the LLVM type `holder` (an integer holds the bits of a float LLVM has no
/// type for).
fn dense_element(
    ctx: &Context,
    elem: Type,
    holder: Type,
    data: &[u8],
    splat: bool,
    i: usize,
) -> Option<String> {
    let width = match elem.kind(ctx) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(s) => s.bit_width(),
        _ => return None,
    };
    let bytes = width.div_ceil(8) as usize;
    let at = if splat { 0 } else { i.checked_mul(bytes)? };
    let raw = data.get(at..at.checked_add(bytes)?)?;
    let v = APInt::from_le_bytes(width, raw);
    match elem.kind(ctx) {
        TypeKind::Integer { width: 1, .. } => {
            Some(if v.is_zero() { "false" } else { "true" }.into())
        }
        TypeKind::Integer { .. } => Some(v.to_string_signed()),
        TypeKind::Float(_) if holder.is_integer(ctx) => Some(v.to_string_signed()),
        TypeKind::Float(s) => {
            let f = APFloat::from_bits(*s, u128::from(v.zext_value()));
            float_text(*s, f)
        }
        _ => None,
    }
}

/// The text of the elements of a dense attribute from `*next` on that fill
/// `ty`: nested `[...]` for (nested) arrays, `<...>` for vectors, so a
/// `tensor<3x1xi64>` initializes an `[3 x [1 x i64]]`; as LLVM writes
/// them, all-zero aggregates are `zeroinitializer`, byte arrays `c"..."`
/// and vectors of one repeated number `splat (...)`.
fn dense_aggregate(
    ctx: &Context,
    ty: Type,
    elem: Type,
    data: &[u8],
    splat: bool,
    next: &mut usize,
) -> Option<String> {
    let (inner, n, open, close) = match ty.kind(ctx) {
        TypeKind::Vector { shape, element, .. } => {
            let n = shape
                .iter()
                .try_fold(1u64, |a, d| a.checked_mul(u64::try_from(*d).ok()?))?;
            (*element, n, '<', '>')
        }
        _ => {
            let (inner, n) = lt::array_parts(ctx, ty)?;
            (inner, n, '[', ']')
        }
    };
    let inner_ir = ir_type(ctx, inner)?;
    let scalar = matches!(
        inner.kind(ctx),
        TypeKind::Integer { .. } | TypeKind::Float(_)
    );
    let mut texts = Vec::new();
    for _ in 0..n {
        let text = if scalar {
            let t = dense_element(ctx, elem, inner, data, splat, *next)?;
            *next = next.checked_add(1)?;
            t
        } else {
            dense_aggregate(ctx, inner, elem, data, splat, next)?
        };
        texts.push(text);
    }
    if texts.iter().all(|t| is_null_text(t)) {
        return Some("zeroinitializer".into());
    }
    // A vector of one repeated number is written as a splat.
    if open == '<' && scalar && texts.windows(2).all(|w| w[0] == w[1]) {
        return Some(format!("splat ({inner_ir} {})", texts.first()?));
    }
    if open == '[' && inner.is_signless_int(ctx, 8) {
        let bytes: Option<Vec<u8>> = texts
            .iter()
            .map(|t| t.parse::<i8>().ok().map(|b| b as u8))
            .collect();
        return Some(format!("c\"{}\"", escape(&bytes?)));
    }
    let parts: Vec<String> = texts.iter().map(|t| format!("{inner_ir} {t}")).collect();
    Some(format!("{open}{}{close}", parts.join(", ")))
}

/// The text (without type) of constant `attr` of LLVM type `ty`.
pub fn constant_text(ctx: &Context, attr: Attribute, ty: Type) -> Option<String> {
    match attr.kind(ctx) {
        AttrKind::Integer { value, ty: aty } => {
            if aty.is_signless_int(ctx, 1) || ty.is_signless_int(ctx, 1) {
                return Some(if value.is_zero() { "false" } else { "true" }.into());
            }
            Some(value.to_string_signed())
        }
        AttrKind::Float { .. } => {
            let v = attr.float_value(ctx)?;
            match ty.float_semantics(ctx) {
                Some(sem) => float_text(sem, v),
                // An integer holds the bits of a float LLVM has no type for.
                None => {
                    let width = ty.int_width(ctx)?;
                    let bytes = v.to_bits().to_le_bytes();
                    let raw = bytes.get(..width.div_ceil(8) as usize)?;
                    Some(APInt::from_le_bytes(width, raw).to_string_signed())
                }
            }
        }
        AttrKind::DenseElements {
            ty: aty,
            data,
            splat,
        } => {
            let elem = aty.element_type(ctx)?;
            let n = usize::try_from(aty.num_elements(ctx)?).ok()?;
            let mut next = 0;
            let text = dense_aggregate(ctx, ty, elem, data, *splat, &mut next)?;
            (next == n).then_some(text)
        }
        AttrKind::String { bytes, .. } => Some(format!("c\"{}\"", escape(bytes))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_are_decimal_when_exact_else_hex() {
        let text = |sem, v| float_text(sem, APFloat::from_f64(sem, v));
        assert_eq!(
            text(FloatSemantics::F32, 1.5).as_deref(),
            Some("1.500000e+00")
        );
        assert_eq!(
            text(FloatSemantics::F64, -2.0).as_deref(),
            Some("-2.000000e+00")
        );
        assert_eq!(
            text(FloatSemantics::F64, 1e-300).as_deref(),
            Some("1.000000e-300")
        );
        // 0.1 reads back as the double 0.1, not as the float nearest to it.
        assert_eq!(
            text(FloatSemantics::F64, 0.1).as_deref(),
            Some("1.000000e-01")
        );
        assert_eq!(
            text(FloatSemantics::F32, 0.1).as_deref(),
            Some("0x3FB99999A0000000")
        );
        assert_eq!(
            text(FloatSemantics::F64, 1.0 / 3.0).as_deref(),
            Some("0x3FD5555555555555")
        );
        assert_eq!(
            text(FloatSemantics::F64, f64::INFINITY).as_deref(),
            Some("0x7FF0000000000000")
        );
        assert_eq!(text(FloatSemantics::F16, 1.5).as_deref(), Some("0xH3E00"));
    }

    #[test]
    fn strings_escape_non_printable_bytes() {
        assert_eq!(escape(b"a\"b\\\n\0"), "a\\22b\\5C\\0A\\00");
    }
}
