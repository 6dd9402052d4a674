//! The fast-math flags `#arith.fastmath<...>`, an attribute of the `arith`
//! dialect that the floating-point ops of `arith` and `math` carry.
//!
//! The enum is declared here once so both dialects share it; the `arith`
//! dialect's attribute syntax (`strata_ods::EnumAttrAsm`) parses and prints it.

use strata_ir::{Attribute, Context};
use strata_ods::constraints::AttrConstraint;
use strata_ods::{EnumSpec, EnumStorage, enum_attr_constraint};

/// The attribute mnemonic, as in `#arith.fastmath<fast>`.
pub const MNEMONIC: &str = "fastmath";

/// The fast-math flags (upstream `arith::FastMathFlags`), a bit enum whose
/// cases list in upstream's order (bit order, which is also the printing order).
pub static FASTMATH: EnumSpec = EnumSpec {
    name: "::mlir::arith::FastMathFlags",
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    storage: EnumStorage::Dialect {
        dialect: "arith",
        mnemonic: MNEMONIC,
    },
    bit_enum: true,
    separator: ",",
};

/// The constraint of a `fastmath` attribute (upstream `Arith_FastMathAttr`),
/// written `fastmath<flags>` in custom syntax.
pub const FASTMATH_ATTR: AttrConstraint =
    enum_attr_constraint!(FASTMATH, "Floating point fast math flags");

/// `#arith.fastmath<none>`, the default of every `fastmath` attribute.
pub fn none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

/// The flags stored in a `#arith.fastmath` attribute.
pub fn flags(ctx: &Context, attr: Attribute) -> Option<i64> {
    FASTMATH.value(ctx, attr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_print_in_bit_order_and_fast_wins() {
        assert_eq!(FASTMATH.stringify(0).as_deref(), Some("none"));
        assert_eq!(
            FASTMATH.stringify(2 | 1 | 64).as_deref(),
            Some("reassoc,nnan,afn")
        );
        assert_eq!(FASTMATH.stringify(127).as_deref(), Some("fast"));
        assert_eq!(FASTMATH.stringify(128), None);
    }

    #[test]
    fn attribute_round_trips_through_its_value() {
        let ctx = Context::new();
        let a = FASTMATH.attr(&ctx, 6);
        assert_eq!(flags(&ctx, a), Some(6));
        assert_eq!(flags(&ctx, none(&ctx)), Some(0));
        assert!((FASTMATH_ATTR.check)(&ctx, a));
    }

    #[test]
    fn value_accepts_combinations_of_cases_only() {
        let ctx = Context::new();
        assert_eq!(flags(&ctx, FASTMATH.attr(&ctx, 127)), Some(127));
        assert_eq!(flags(&ctx, FASTMATH.attr(&ctx, 1 | 64)), Some(65));
        assert_eq!(flags(&ctx, FASTMATH.attr(&ctx, 128)), None);
        assert_eq!(flags(&ctx, FASTMATH.attr(&ctx, 1 | 256)), None);
    }
}
