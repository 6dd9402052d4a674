//! The `affine` dialect: loops (`affine.for`, `affine.parallel`),
//! conditionals (`affine.if`) and memory accesses (`affine.load`,
//! `affine.store`, `affine.vector_load`, `affine.vector_store`) whose
//! bounds, conditions and subscripts are affine maps of SSA values, plus
//! `affine.apply`, `affine.min` and `affine.max`, with MLIR 22's syntax,
//! verifiers, folders and canonicalizations.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_affine::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%n = \"demo.n\"() : () -> index\n%a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("affine.apply affine_map<(d0) -> (d0 + 1)>(%0)"), "{text}");
//! ```

mod apply;
mod bounds;
mod canonicalize;
mod compose;
mod flatten;
mod for_op;
mod if_op;
mod inliner;
mod memory;
mod parallel;
mod syntax;
#[cfg(test)]
mod tests;
mod valid;

pub use compose::{
    canonicalize_map_and_operands, compose_map_and_operands, fully_compose_map_and_operands,
};
pub use flatten::{simplify_expr, simplify_map};
pub use for_op::{ForParts, for_parts};
pub use parallel::{ParallelParts, parallel_parts};
pub use syntax::{integer_set_of, map_of};
pub use valid::{is_valid_dim, is_valid_symbol};

use strata_dialect_arith::materialize_constant;
use strata_ir::DialectDef;
use strata_ir::attributes::AttrKind;
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface};
use strata_ods::constraints::{AttrConstraint, AttrSyntax};

/// The `affine` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(
        "affine",
        vec![
            apply::apply(),
            apply::min_max(MinOp::NAME, "min operation"),
            apply::min_max(MaxOp::NAME, "max operation"),
            for_op::for_op(),
            if_op::if_op(),
            if_op::yield_op(),
            memory::load(LoadOp::NAME, false),
            memory::store(StoreOp::NAME, false),
            memory::load(VectorLoadOp::NAME, true),
            memory::store(VectorStoreOp::NAME, true),
            parallel::parallel(),
        ],
    )?;
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(inliner::AffineInliner));
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        materialize_constant as MaterializeHook,
    ));
    Ok(d)
}

mod classes;
pub use classes::*;

/// `AffineMapAttr`.
pub const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    description: "AffineMap attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::AffineMap(_)),
    syntax: AttrSyntax::Full,
};

/// `IntegerSetAttr`.
pub const INTEGER_SET_ATTR: AttrConstraint = AttrConstraint {
    description: "IntegerSet attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::IntegerSet(_)),
    syntax: AttrSyntax::Full,
};

#[cfg(test)]
mod declaration_tests {
    #[test]
    fn dialect_declares_every_op() {
        let d = super::dialect();
        assert!(d.is_ok(), "{:?}", d.err());
    }
}

strata_ods::generated_classes_test!();
