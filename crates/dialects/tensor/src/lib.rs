//! The `tensor` dialect (23 ops of seed 004, MLIR 22 syntax and
//! verifiers), and a minimal `linalg` dialect holding `linalg.pack` /
//! `linalg.unpack`, which share their implementation with the seed's
//! `tensor.pack` / `tensor.unpack`.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_tensor::dialect().expect("valid declarations"));
//! let src = "%t = tensor.empty() : tensor<2x3xf32>";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("tensor.empty() : tensor<2x3xf32>"), "{text}");
//! ```

mod build;
mod canonicalize;
mod elements;
mod fold;
mod ops;
mod speculation;
mod subset;
mod types;

use strata_ir::DialectDef;
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface, InlineAll};

/// The parents `tensor.parallel_insert_slice` accepts (ops implementing
/// upstream's `InParallelOpInterface`).
pub const IN_PARALLEL_PARENTS: &[&str] = &["scf.forall.in_parallel"];

macro_rules! classes {
    ($($(#[$m:meta])* $class:ident = $name:literal;)*) => {
        $(strata_ir::op_class!($(#[$m])* pub $class = $name);)*
        /// The names of the `linalg` op classes of this crate.
        pub const LINALG_OP_NAMES: &[&str] = &[$($name),*];
    };
}

classes! {
    /// `linalg.pack`.
    PackOp = "linalg.pack";
    /// `linalg.unpack`.
    UnpackOp = "linalg.unpack";
}

mod classes;
pub use classes::*;

/// The `tensor` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut specs = ops::basic::ops();
    specs.extend(ops::slice::ops());
    specs.extend(ops::reshape::ops());
    specs.extend(ops::region::ops());
    specs.extend(ops::gather::ops());
    specs.push(ops::pack::pack(TensorPackOp::NAME));
    specs.push(ops::pack::unpack(TensorUnpackOp::NAME));
    let mut d = strata_ods::dialect("tensor", specs)?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        strata_dialect_arith::materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}

/// The minimal `linalg` dialect: `linalg.pack` and `linalg.unpack`.
pub fn linalg_dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(
        "linalg",
        vec![
            ops::pack::pack(PackOp::NAME),
            ops::pack::unpack(UnpackOp::NAME),
        ],
    )?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        strata_dialect_arith::materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialects_declare_every_op() {
        let d = dialect();
        assert!(d.is_ok(), "{:?}", d.err());
        let l = linalg_dialect();
        assert!(l.is_ok(), "{:?}", l.err());
        assert_eq!(l.map(|l| l.ops.len()).ok(), Some(LINALG_OP_NAMES.len()));
    }
}

strata_ods::generated_classes_test!("tensor.pack" => "TensorPackOp", "tensor.unpack" => "TensorUnpackOp");
