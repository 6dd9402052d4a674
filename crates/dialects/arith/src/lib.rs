//! The `arith` dialect: integer and floating-point arithmetic on scalars
//! and, elementwise, on vectors and tensors; comparisons, `select`, casts
//! and constants; with upstream's syntax, verifiers, folders, constant
//! materialization and canonicalization patterns.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_arith::dialect().expect("valid declarations"));
//! let src = "%c = arith.constant 1 : i32\n%s = arith.addi %c, %c : i32";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("arith.addi %c1_i32, %c1_i32 : i32"), "{text}");
//! ```

mod canonicalize;
mod checks;
mod classes;
mod constraints;
pub mod enums;
pub mod expand;
pub mod fastmath;
mod fold;
mod int_range;
pub mod int_range_opts;
mod ops;

pub use classes::*;
pub use expand::ARITH_EXPAND;
pub use int_range_opts::{ARITH_UNSIGNED_WHEN_EQUIVALENT, INT_RANGE_OPTIMIZATIONS};
pub use ops::constant::{build_constant, materialize_constant};

use strata_asm::DialectAttrAsmInterface;
use strata_ir::DialectDef;
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface, InlineAll};
use strata_rewrite::{CanonicalizationInterface, PatternsHook};

/// The `arith` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut specs = vec![ops::constant::spec(), ops::select::spec()];
    specs.extend(ops::binary::int_ops());
    specs.extend(ops::binary::float_ops());
    specs.extend(ops::compare::ops());
    specs.extend(ops::extended::ops());
    specs.extend(ops::cast::ops());
    let mut d = strata_ods::dialect("arith", specs)?;
    int_range::attach(&mut d);
    d.add_interface::<dyn DialectAttrAsmInterface>(Box::new(enums::ATTR_ASM));
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn CanonicalizationInterface>(Box::new(
        canonicalize::populate as PatternsHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}
