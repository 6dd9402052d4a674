//! LLVM IR export: writes a module of the LLVM dialect as LLVM IR text
//! (`.ll`) — module metadata, identified struct types, globals, function
//! declarations and definitions with basic blocks, phis built from block
//! arguments, instructions and intrinsic declarations. Pure Rust; the
//! output is what `llvm-as` and `clang` read.
//!
//! Translate a module of the LLVM dialect to LLVM IR:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_llvm::dialect().expect("valid declarations"));
//! let src = "llvm.func @add(%a: i32, %b: i32) -> i32 {\n  %s = llvm.add %a, %b : i32\n  llvm.return %s : i32\n}";
//! let m = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let ir = strata_target_llvm::translate_module(&ctx, &m.body, m.ops[0]).expect("translatable");
//! assert!(ir.contains("define i32 @add(i32 ") && ir.contains(" = add i32 "), "{ir}");
//! ```

pub mod constants;
mod function;
mod global;
pub mod types;

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, Diagnostic, OpId, Type};

pub use function::write_function;

/// The module being written: declarations gathered while writing bodies.
#[derive(Default)]
pub struct ModuleWriter {
    /// Intrinsic declarations by name.
    pub declarations: BTreeMap<String, String>,
    /// Identified struct definitions by name.
    pub structs: BTreeMap<String, String>,
    /// The IR text of each type written so far (its structs are noted).
    types: FxHashMap<Type, String>,
}

/// An error at an operation that cannot be translated.
pub(crate) fn untranslatable(ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
    let name = body.op_name(op).as_str(ctx).to_string();
    let message = if name.starts_with("llvm.") {
        format!("LLVM Translation failed for operation: {name}")
    } else {
        format!(
            "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
        )
    };
    op_plain_error(ctx, body, op, message)
}

/// Translates the module `module` (an op of `body`) to LLVM IR text.
pub fn translate_module(ctx: &Context, body: &Body, module: OpId) -> Result<String, Diagnostic> {
    let mut w = ModuleWriter::default();
    let mut out = String::new();
    out.push_str("; ModuleID = 'LLVMDialectModule'\n");
    out.push_str("source_filename = \"LLVMDialectModule\"\n");
    for (attr, key) in [
        ("llvm.data_layout", "target datalayout"),
        ("llvm.target_triple", "target triple"),
    ] {
        if let Some(s) = body.attr(ctx, module, attr).and_then(|a| a.str_value(ctx)) {
            out.push_str(&format!(
                "{key} = \"{}\"\n",
                constants::escape(s.as_bytes())
            ));
        }
    }
    out.push('\n');
    let Some(mbody) = body.isolated_body(module) else {
        return Err(untranslatable(ctx, body, module));
    };
    let mut globals = String::new();
    let mut functions = String::new();
    for &r in mbody.root_regions() {
        for b in mbody.region_blocks(r) {
            for op in mbody.block_ops(b) {
                match mbody.op_name(op).as_str(ctx) {
                    "llvm.func" => functions.push_str(&write_function(ctx, mbody, op, &mut w)?),
                    "llvm.mlir.global" => {
                        globals.push_str(&global::write_global(ctx, mbody, op, &mut w)?)
                    }
                    _ => return Err(untranslatable(ctx, mbody, op)),
                }
            }
        }
    }
    for def in w.structs.values() {
        out.push_str(def);
        out.push('\n');
    }
    if !w.structs.is_empty() {
        out.push('\n');
    }
    if !globals.is_empty() {
        out.push_str(&globals);
        out.push('\n');
    }
    out.push_str(&functions);
    for decl in w.declarations.values() {
        out.push_str(decl);
        out.push_str("\n\n");
    }
    Ok(out)
}
