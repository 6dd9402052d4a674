//! Declarative operation definitions (the role ODS/TableGen plays upstream):
//! one [`OpSpec`] per operation gives its operands, results, attributes,
//! regions, successors, traits, assembly format and hooks; [`OpSpec::build`]
//! validates it and produces the registry entry, whose verifier, parser and
//! printer are generated from the declaration.
//!
//! Declare an op with an assembly format, register it and parse it:
//!
//! ```
//! use strata_ods::{OpSpec, constraints as c};
//! let double = OpSpec::new("demo.double")
//!     .summary("doubles an integer")
//!     .operand("input", c::SIGNLESS_INTEGER)
//!     .result("result", c::SIGNLESS_INTEGER)
//!     .format("$input attr-dict `:` type($input) `->` type($result)");
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_ods::dialect("demo", vec![double]).expect("valid declaration"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%x = \"demo.src\"() : () -> i8\n%y = demo.double %x : i8 -> i16";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("demo.double %0 : i8 -> i16"), "{text}");
//! ```

pub mod accessors;
pub mod classes;
pub mod constraints;
pub mod enums;
pub mod format;
pub mod properties;
mod spec;
mod trait_fold;
mod verify;

pub use accessors::{
    Groups, check_accessors, dense_i32_values, dense_i64_values, erase_successor_operand,
    operand_group, operand_groups_of,
};
pub use enums::{EnumAttrAsm, EnumSpec, EnumStorage};
pub use format::{CustomDirective, CustomSlot, CustomValue, Format};
pub use spec::{
    Arity, AttrSpec, OdsOp, OpSpec, RegionSpec, SuccessorSpec, TypesMatchWith, ValueSpec,
};
pub use strata_ir::interfaces::InferTypesHook;
pub use strata_ir::{OpClass, op_class};

/// Builds a dialect from op declarations; the error names the first
/// invalid declaration.
pub fn dialect(name: &str, ops: Vec<OpSpec>) -> Result<strata_ir::DialectDef, String> {
    let mut d = strata_ir::DialectDef::new(name);
    for spec in ops {
        d.ops.push(spec.build()?);
    }
    Ok(d)
}

/// The declaration `def` was built from, if it is declarative.
pub fn ods_op(def: &strata_ir::OpDef) -> Option<&OdsOp> {
    def.spec.as_deref()?.downcast_ref::<OdsOp>()
}
