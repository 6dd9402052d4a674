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
pub mod emulate_floats;
pub mod emulate_wide_int;
pub mod enums;
pub mod expand;
mod expand_bf16;
mod expand_small_floats;
pub mod fastmath;
mod fold;
mod int_range;
mod int_range_narrowing;
pub mod int_range_opts;
mod ops;
pub mod runtime_checks;

pub use classes::*;
pub use emulate_floats::ARITH_EMULATE_UNSUPPORTED_FLOATS;
pub use emulate_wide_int::ARITH_EMULATE_WIDE_INT;
pub use expand::ARITH_EXPAND;
pub use int_range_opts::{
    ARITH_INT_RANGE_NARROWING, ARITH_UNSIGNED_WHEN_EQUIVALENT, INT_RANGE_OPTIMIZATIONS,
};
pub use ops::constant::{build_constant, materialize_constant};

/// The constant attribute of type `ty` holding `value` in every element: a
/// float attribute for a scalar type, a splat `dense` for a shaped one.
pub fn float_splat_attr(
    ctx: &strata_ir::Context,
    ty: strata_ir::Type,
    value: strata_support::APFloat,
) -> Option<strata_ir::Attribute> {
    fold::values::encode_splat(ctx, ty, fold::values::Scalar::Float(value))
}

/// The constant attribute of type `ty` holding `value` in every element
/// (see [`float_splat_attr`]).
pub fn int_splat_attr(
    ctx: &strata_ir::Context,
    ty: strata_ir::Type,
    value: strata_support::APInt,
) -> Option<strata_ir::Attribute> {
    fold::values::encode_splat(ctx, ty, fold::values::Scalar::Int(value))
}

/// The float in every element of a scalar or splat constant attribute.
pub fn float_splat_value(
    ctx: &strata_ir::Context,
    attr: strata_ir::Attribute,
) -> Option<strata_support::APFloat> {
    fold::values::float_splat(ctx, Some(attr))
}

/// The integer in every element of a scalar or splat constant attribute.
pub fn int_splat_value(
    ctx: &strata_ir::Context,
    attr: strata_ir::Attribute,
) -> Option<strata_support::APInt> {
    fold::values::int_splat(ctx, Some(attr))
}

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
