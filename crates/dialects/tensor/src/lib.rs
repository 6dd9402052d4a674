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
        /// The names of every op class of this crate.
        pub const OP_NAMES: &[&str] = &[$($name),*];
    };
}

classes! {
    /// `tensor.bitcast`.
    BitcastOp = "tensor.bitcast";
    /// `tensor.cast`.
    CastOp = "tensor.cast";
    /// `tensor.collapse_shape`.
    CollapseShapeOp = "tensor.collapse_shape";
    /// `tensor.concat`.
    ConcatOp = "tensor.concat";
    /// `tensor.dim`.
    DimOp = "tensor.dim";
    /// `tensor.empty`.
    EmptyOp = "tensor.empty";
    /// `tensor.expand_shape`.
    ExpandShapeOp = "tensor.expand_shape";
    /// `tensor.extract`.
    ExtractOp = "tensor.extract";
    /// `tensor.extract_slice`.
    ExtractSliceOp = "tensor.extract_slice";
    /// `tensor.from_elements`.
    FromElementsOp = "tensor.from_elements";
    /// `tensor.gather`.
    GatherOp = "tensor.gather";
    /// `tensor.generate`.
    GenerateOp = "tensor.generate";
    /// `tensor.insert`.
    InsertOp = "tensor.insert";
    /// `tensor.insert_slice`.
    InsertSliceOp = "tensor.insert_slice";
    /// `tensor.pack` (the seed's spelling of `linalg.pack`).
    TensorPackOp = "tensor.pack";
    /// `tensor.pad`.
    PadOp = "tensor.pad";
    /// `tensor.parallel_insert_slice`.
    ParallelInsertSliceOp = "tensor.parallel_insert_slice";
    /// `tensor.rank`.
    RankOp = "tensor.rank";
    /// `tensor.reshape`.
    ReshapeOp = "tensor.reshape";
    /// `tensor.scatter`.
    ScatterOp = "tensor.scatter";
    /// `tensor.splat`.
    SplatOp = "tensor.splat";
    /// `tensor.unpack` (the seed's spelling of `linalg.unpack`).
    TensorUnpackOp = "tensor.unpack";
    /// `tensor.yield`.
    YieldOp = "tensor.yield";
    /// `linalg.pack`.
    PackOp = "linalg.pack";
    /// `linalg.unpack`.
    UnpackOp = "linalg.unpack";
}

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
        let count = d.map(|d| d.ops.len()).unwrap_or(0) + l.map(|l| l.ops.len()).unwrap_or(0);
        assert_eq!(count, OP_NAMES.len());
    }
}
