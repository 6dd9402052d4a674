//! The enums of `arith`: comparison predicates, fast-math and overflow
//! flags, rounding modes; their attribute constraints and the dialect's
//! attribute syntax (`#arith.fastmath<...>`, `#arith.overflow<...>`).

use strata_ir::{Attribute, Context};
use strata_ods::constraints::AttrConstraint;
use strata_ods::{EnumAttrAsm, EnumSpec, EnumStorage, enum_attr_constraint};

use crate::fastmath;

/// `CmpIPredicate`, stored as an `i64` integer.
pub static CMPI_PREDICATE: EnumSpec = EnumSpec {
    name: "::mlir::arith::CmpIPredicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `CmpFPredicate`, stored as an `i64` integer.
pub static CMPF_PREDICATE: EnumSpec = EnumSpec {
    name: "::mlir::arith::CmpFPredicate",
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// The `contract` fast-math flag (see [`crate::fastmath`]).
pub const FASTMATH_CONTRACT: i64 = 32;

/// The `nsw` overflow flag.
pub const OVERFLOW_NSW: i64 = 1;
/// The `nuw` overflow flag.
pub const OVERFLOW_NUW: i64 = 2;

/// `IntegerOverflowFlags`, the bit enum of `#arith.overflow<...>`.
pub static OVERFLOW: EnumSpec = EnumSpec {
    name: "::mlir::arith::IntegerOverflowFlags",
    cases: &[("none", 0), ("nsw", OVERFLOW_NSW), ("nuw", OVERFLOW_NUW)],
    storage: EnumStorage::Dialect {
        dialect: "arith",
        mnemonic: "overflow",
    },
    bit_enum: true,
    separator: ", ",
};

/// `RoundingMode`, stored as an `i32` integer.
pub static ROUNDING_MODE: EnumSpec = EnumSpec {
    name: "::mlir::arith::RoundingMode",
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    storage: EnumStorage::Integer(32),
    bit_enum: false,
    separator: "",
};

/// The `predicate` of `arith.cmpi`.
pub const CMPI_PREDICATE_ATTR: AttrConstraint = enum_attr_constraint!(
    CMPI_PREDICATE,
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"
);

/// The `predicate` of `arith.cmpf`.
pub const CMPF_PREDICATE_ATTR: AttrConstraint = enum_attr_constraint!(
    CMPF_PREDICATE,
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
);

/// A `#arith.overflow<...>` attribute.
pub const OVERFLOW_ATTR: AttrConstraint =
    enum_attr_constraint!(OVERFLOW, "Integer overflow arith flags");

/// A rounding mode (`to_nearest_even`, ...).
pub const ROUNDING_MODE_ATTR: AttrConstraint =
    enum_attr_constraint!(ROUNDING_MODE, "Floating point rounding mode");

/// `#arith.overflow<none>`, the default of `overflowFlags` attributes.
pub fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW.attr(ctx, 0)
}

/// The dialect's attribute syntax: `#arith.fastmath<...>` and
/// `#arith.overflow<...>`.
pub(crate) const ATTR_ASM: EnumAttrAsm = EnumAttrAsm {
    dialect: "arith",
    enums: &[&fastmath::FASTMATH, &OVERFLOW],
};
