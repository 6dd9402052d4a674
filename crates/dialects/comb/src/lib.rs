//! The `comb` dialect (combinational logic, as HEIR defines it): 17
//! operations on signless integers of any width, the `ICmpPredicate` enum,
//! folders and canonicalization patterns, an evaluator of functions built
//! from `comb`/`arith`/`func` operations, and the `--convert-comb-to-arith`
//! lowering.
//!
//! Every definition is declarative: one `OpSpec` per operation
//! (`ops`), folders (`fold`) and rewrite patterns (`canonicalize`)
//! attached to it, with the arithmetic of each operation written once in
//! [`semantics`].
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_comb::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%a = \"demo.v\"() : () -> i8\n%b = comb.and %a, %a : i8";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("comb.and %0, %0 : i8"), "{text}");
//! ```

mod canonicalize;
mod constraints;
pub mod enums;
pub mod eval;
mod fold;
pub mod lut_syntax;
mod ops;
pub mod semantics;
pub mod to_arith;

use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::ConstantMaterializerInterface;
use strata_ir::{Attribute, Body, Context, DialectDef, Location, OpId, Type};
use strata_rewrite::{CanonicalizationInterface, PatternsHook};

pub use to_arith::REGISTRATION as CONVERT_COMB_TO_ARITH;

mod classes;
pub use classes::*;

/// The `comb` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut specs = ops::variadic::ops();
    specs.extend(ops::bits::ops());
    specs.extend(ops::compare::ops());
    specs.extend(ops::tables::ops());
    let mut d = strata_ods::dialect("comb", specs)?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn CanonicalizationInterface>(Box::new(
        canonicalize::populate as PatternsHook,
    ));
    Ok(d)
}

/// Registers `comb` in `ctx` (the `arith` dialect must be registered too:
/// folded constants are `arith.constant`s).
pub fn register(ctx: &Context) {
    match dialect() {
        Ok(d) => ctx.register_dialect(d),
        Err(e) => ctx.emit(strata_ir::Diagnostic::error(Location::unknown(ctx), e)),
    }
}

/// `comb` has no constant operation: folded values become `arith.constant`.
fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if value.typed_value_type(ctx) != Some(ty)
        || !ty.is_integer(ctx)
        || value.int_value(ctx).is_none()
    {
        return None;
    }
    Some(strata_dialects::arith::build_constant(
        ctx, body, value, ty, loc,
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn declarations_are_valid() {
        let d = super::dialect();
        assert!(d.is_ok(), "{:?}", d.err());
    }
}

strata_ods::generated_classes_test!("comb.icmp" => "ICmpOp");
