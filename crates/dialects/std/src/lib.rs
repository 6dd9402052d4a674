//! The Standard dialect (`std`) of seed 000: the 40 ops MLIR once grouped
//! in one dialect (branches, calls, memref and tensor access, elementwise
//! arithmetic), with the seed's custom syntax and verifier rules. Where an
//! op means what an op of MLIR 22 means, it folds with that op's folder;
//! `--convert-std-to-core` (in `strata-conversion`) migrates each op to it.
//!
//! Register the dialect (with the dialects whose folders it reuses) and
//! parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! strata_dialects::register_all(&ctx).expect("valid declarations");
//! ctx.register_dialect(strata_dialect_std::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%x = \"demo.v\"() : () -> f32\n%y = std.addf %x, %x : f32";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("std.addf %0, %0 : f32"), "{text}");
//! ```

mod compute;
mod control;
mod delegate;
pub mod legacy;
mod memory;
pub mod scalar;
mod types;

use strata_ir::DialectDef;
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface, InlineAll};

mod classes;
pub use classes::*;

/// The names of the dialect's ops, in the seed's order.
pub const OP_NAMES: [&str; 40] = [
    "br",
    "cond_br",
    "return",
    "call",
    "call_indirect",
    "dim",
    "alloc",
    "alloc_static",
    "dealloc",
    "dma_start",
    "dma_wait",
    "extract_element",
    "load",
    "splat",
    "store",
    "tensor_load",
    "tensor_store",
    "absf",
    "ceilf",
    "cos",
    "exp",
    "negf",
    "sqrt",
    "tanh",
    "addi",
    "addf",
    "and",
    "cmpi",
    "constant",
    "copysign",
    "divis",
    "diviu",
    "memref_cast",
    "mulf",
    "or",
    "remis",
    "remiu",
    "select",
    "tensor_cast",
    "xor",
];

/// The `std` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut specs = vec![
        control::br(),
        control::cond_br(),
        control::ret(),
        control::call(),
        control::call_indirect(),
        memory::dim(),
        memory::alloc(),
        memory::alloc_static(),
        memory::dealloc(),
        memory::dma_start(),
        memory::dma_wait(),
        memory::extract_element(),
        memory::load(),
        memory::splat(),
        memory::store(),
        memory::tensor_load(),
        memory::tensor_store(),
        scalar::cmpi(),
        scalar::constant(),
        compute::select(),
    ];
    specs.extend(compute::int_ops());
    specs.extend(compute::float_ops());
    specs.extend(memory::casts());
    let mut d = strata_ods::dialect("std", specs)?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        scalar::materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    d.add_interface::<dyn strata_asm::LegacySyntaxInterface>(Box::new(legacy::StdLegacySyntax));
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declares_every_op_of_the_seed() {
        let ctx = strata_ir::Context::new();
        ctx.register_dialect(dialect().expect("valid declarations"));
        for name in OP_NAMES {
            let full = format!("std.{name}");
            assert!(
                strata_ir::OperationName::new(&ctx, &full).is_registered(&ctx),
                "{full} is not registered"
            );
        }
    }
}

strata_ods::generated_classes_test!("std.br" => "BranchOp", "std.cond_br" => "CondBranchOp", "std.cmpi" => "CmpIOp", "std.addi" => "AddIOp", "std.xor" => "XOrOp", "std.divis" => "DivISOp", "std.diviu" => "DivIUOp", "std.remis" => "RemISOp", "std.remiu" => "RemIUOp", "std.addf" => "AddFOp", "std.mulf" => "MulFOp", "std.copysign" => "CopySignOp", "std.absf" => "AbsFOp", "std.ceilf" => "CeilFOp", "std.negf" => "NegFOp", "std.memref_cast" => "MemRefCastOp");
