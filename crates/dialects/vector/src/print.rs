//! `vector.print`: prints a scalar or vector source, a string literal or
//! just its punctuation (`#vector.punctuation<...>`, a newline by default).

use strata_ir::interfaces::{EffectKind, MemoryEffectOpInterface};
use strata_ir::{Attribute, Context};
use strata_ods::constraints::AttrConstraint;
use strata_ods::{
    EnumAttrAsm, EnumSpec, EnumStorage, OpSpec, constraints as c, enum_attr_constraint,
};

use crate::PrintOp;

/// `PrintPunctuation`, the `#vector.punctuation<...>` enum.
pub static PUNCTUATION: EnumSpec = EnumSpec {
    name: "::mlir::vector::PrintPunctuation",
    cases: &[
        ("no_punctuation", 0),
        ("newline", 1),
        ("comma", 2),
        ("open", 3),
        ("close", 4),
    ],
    storage: EnumStorage::Dialect {
        dialect: "vector",
        mnemonic: "punctuation",
    },
    bit_enum: false,
    separator: "",
};

/// A `#vector.punctuation<...>` attribute.
pub const PUNCTUATION_ATTR: AttrConstraint = enum_attr_constraint!(
    PUNCTUATION,
    "Punctuation for separating vectors or vector elements"
);

/// `#vector.punctuation<newline>`, the default punctuation of `vector.print`.
pub fn newline(ctx: &Context) -> Attribute {
    PUNCTUATION.attr(ctx, 1)
}

/// The dialect's attribute syntax (`#vector.punctuation<...>`).
pub(crate) const ATTR_ASM: EnumAttrAsm = EnumAttrAsm {
    dialect: "vector",
    enums: &[&PUNCTUATION],
};

/// The effects of `vector.print`: it writes to the output.
const PRINT_EFFECTS: &[EffectKind] = &[EffectKind::Write];

/// `vector.print [%v : T] [str "..."] [punctuation <p>]`.
pub(crate) fn print() -> OpSpec {
    OpSpec::new(PrintOp::NAME)
        .summary("print operation (for testing and debugging)")
        .optional_operand("source", c::ANY_TYPE)
        .optional_attr("stringLiteral", c::STR_ATTR)
        .default_attr("punctuation", PUNCTUATION_ATTR, newline)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(PRINT_EFFECTS))
        .format(
            "($source^ `:` type($source))? (`str` $stringLiteral^)? (`punctuation` $punctuation^)? attr-dict",
        )
}
