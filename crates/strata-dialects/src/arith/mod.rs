//! The `arith` dialect: integer and floating-point arithmetic on scalars
//! and, elementwise, on vectors and tensors; comparisons, `select`, casts
//! and constants; with upstream's syntax, verifiers, folders, constant
//! materialization and canonicalization patterns.

mod canonicalize;
mod checks;
mod constraints;
pub mod enums;
mod fold;
mod ops;

use strata_ir::DialectDef;

/// The `arith` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut specs = vec![ops::constant::spec(), ops::select::spec()];
    specs.extend(ops::binary::int_ops());
    specs.extend(ops::binary::float_ops());
    specs.extend(ops::compare::ops());
    specs.extend(ops::extended::ops());
    specs.extend(ops::cast::ops());
    let mut d = strata_ir::ods::dialect("arith", specs)?;
    d.parse_attr = Some(enums::parse_attr);
    d.print_attr = Some(enums::print_attr);
    d.materialize_constant = Some(ops::constant::materialize);
    d.canonicalize = Some(canonicalize::populate);
    Ok(d)
}
