//! Declarative operation definitions (the role ODS/TableGen plays upstream):
//! one [`OpSpec`] per operation gives its operands, results, attributes,
//! regions, successors, traits, assembly format and hooks; [`OpSpec::build`]
//! validates it and produces the registry entry, whose verifier, parser and
//! printer are generated from the declaration.

pub mod accessors;
pub mod constraints;
pub mod enums;
pub mod format;
mod op_class;
mod spec;
mod verify;

pub use accessors::{
    dense_i32_values, dense_i64_values, erase_successor_operand, operand_group, operand_groups_of,
};
pub use enums::{EnumSpec, EnumStorage};
pub use format::{CustomDirective, CustomSlot, CustomValue, Format};
pub use op_class::OpClass;
pub use spec::{
    Arity, AttrSpec, InferTypesHook, OdsOp, OpSpec, RegionSpec, SuccessorSpec, TypesMatchWith,
    ValueSpec,
};

/// Builds a dialect from op declarations; the error names the first
/// invalid declaration.
pub fn dialect(name: &str, ops: Vec<OpSpec>) -> Result<crate::DialectDef, String> {
    let mut d = crate::DialectDef::new(name);
    for spec in ops {
        d.ops.push(spec.build()?);
    }
    Ok(d)
}
