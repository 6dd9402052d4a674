//! The registration point of the dialects shipped with Strata (the role of
//! upstream's `registerAllDialects`): `func`, `arith`, `cf`, `math` and
//! `ub`, each its own crate under `crates/dialects/`, re-exported here.
//!
//! Register every shipped dialect and parse a function using several:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! strata_dialects::register_all(&ctx).expect("valid declarations");
//! let src = "func.func @f(%c: i1) -> f32 {\n  %x = arith.constant 1.0 : f32\n  %y = math.sqrt %x : f32\n  cf.assert %c, \"c\"\n  return %y : f32\n}";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("math.sqrt %cst : f32"), "{text}");
//! ```

pub use strata_dialect_affine as affine;
pub use strata_dialect_arith as arith;
pub use strata_dialect_bufferization as bufferization;
pub use strata_dialect_cf as cf;
pub use strata_dialect_func as func;
pub use strata_dialect_llvm as llvm;
pub use strata_dialect_math as math;
pub use strata_dialect_memref as memref;
pub use strata_dialect_scf as scf;
pub use strata_dialect_std as std_dialect;
pub use strata_dialect_tensor as tensor;
pub use strata_dialect_ub as ub;
pub use strata_dialect_vector as vector;

use strata_ir::{Context, DialectDef};

#[cfg(feature = "testing")]
pub mod testing;

/// Builds every dialect definition; an error names the op whose
/// declaration is invalid.
pub fn all_dialects() -> Result<Vec<DialectDef>, String> {
    Ok(vec![
        func::dialect()?,
        affine::dialect()?,
        arith::dialect()?,
        cf::dialect()?,
        math::dialect()?,
        memref::dialect()?,
        scf::dialect()?,
        tensor::dialect()?,
        tensor::linalg_dialect()?,
        ub::dialect()?,
        llvm::dialect()?,
        std_dialect::dialect()?,
        bufferization::dialect()?,
        vector::dialect()?,
    ])
}

/// Registers every dialect in `ctx`.
pub fn register_all(ctx: &Context) -> Result<(), String> {
    for d in all_dialects()? {
        ctx.register_dialect(d);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::OperationName;

    #[test]
    fn op_classes_name_registered_ops() {
        let ctx = Context::new();
        assert!(register_all(&ctx).is_ok());
        let classes = [
            func::FuncOp::NAME,
            func::ReturnOp::NAME,
            func::CallOp::NAME,
            func::CallIndirectOp::NAME,
            func::ConstantOp::NAME,
            cf::BranchOp::NAME,
            cf::CondBranchOp::NAME,
            cf::SwitchOp::NAME,
            cf::AssertOp::NAME,
            scf::ForOp::NAME,
            scf::IfOp::NAME,
            scf::WhileOp::NAME,
            scf::ConditionOp::NAME,
            scf::ExecuteRegionOp::NAME,
            scf::IndexSwitchOp::NAME,
            scf::YieldOp::NAME,
            ub::PoisonOp::NAME,
            ub::UnreachableOp::NAME,
        ];
        for name in classes {
            assert!(OperationName::new(&ctx, name).is_registered(&ctx), "{name}");
        }
    }

    #[test]
    fn all_declarations_are_valid() {
        let dialects = super::all_dialects();
        assert!(dialects.is_ok(), "{:?}", dialects.err());
    }
}
