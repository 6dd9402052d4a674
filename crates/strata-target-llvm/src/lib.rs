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

mod attributes;
pub mod constants;
pub mod data_layout;
mod function;
mod global;
mod initializer;
mod module_info;
pub mod types;

use std::collections::BTreeMap;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, Diagnostic, OpId, Type};

use crate::attributes::AttrGroups;
use crate::data_layout::DataLayout;
use crate::module_info::ModuleInfo;
use crate::types::StructDefs;

use function::write_function;

/// The module being written: declarations gathered while writing bodies.
#[derive(Default)]
pub struct ModuleWriter {
    /// Intrinsic declarations by name.
    pub declarations: BTreeMap<String, String>,
    /// Identified struct definitions, by first use.
    pub structs: StructDefs,
    /// The IR text of each type written so far (its structs are noted).
    types: FxHashMap<Type, String>,
    /// The attribute group references of the text written, in order:
    /// groups are numbered when the module's parts are joined.
    attr_group_refs: Vec<GroupRef>,
}

/// Where an attribute group reference (` #N`) goes in a part's text.
pub(crate) struct GroupRef {
    /// The byte offset in the part's function text.
    pub(crate) at: usize,
    /// The group's text.
    pub(crate) group: String,
    /// Whether it is a call's (numbered after every function's, as LLVM's
    /// writer meets them).
    pub(crate) call_site: bool,
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

/// What one run of top-level operations writes: their text in order and
/// the module-level declarations they need.
struct Part {
    globals: String,
    aliases: String,
    ifuncs: String,
    functions: String,
    /// The structs the globals use, then those the aliases and the ifuncs use.
    global_structs: StructDefs,
    alias_structs: StructDefs,
    ifunc_structs: StructDefs,
    writer: ModuleWriter,
}

/// Writes the top-level operations `ops` of `mbody`, in order.
fn write_part(
    ctx: &Context,
    mbody: &Body,
    ops: &[OpId],
    module: &ModuleInfo,
) -> Result<Part, Diagnostic> {
    let mut part = Part {
        globals: String::new(),
        aliases: String::new(),
        ifuncs: String::new(),
        functions: String::new(),
        global_structs: StructDefs::default(),
        alias_structs: StructDefs::default(),
        ifunc_structs: StructDefs::default(),
        writer: ModuleWriter::default(),
    };
    for &op in ops {
        match mbody.op_name(op).as_str(ctx) {
            "llvm.func" => write_function(
                ctx,
                mbody,
                op,
                module,
                &mut part.writer,
                &mut part.functions,
            )?,
            "llvm.mlir.global" => part.globals.push_str(&global::write_global(
                ctx,
                mbody,
                op,
                module,
                &mut part.global_structs,
            )?),
            "llvm.mlir.alias" => part.aliases.push_str(&global::write_alias(
                ctx,
                mbody,
                op,
                module,
                &mut part.alias_structs,
            )?),
            // Comdats are written from the symbols that use them.
            "llvm.comdat" | "llvm.comdat_selector" => {}
            "llvm.mlir.ifunc" => {
                global::write_ifunc(ctx, mbody, op, &mut part.ifunc_structs, &mut part.ifuncs)?
            }
            _ => return Err(untranslatable(ctx, mbody, op)),
        }
    }
    Ok(part)
}

/// Runs of top-level operations per thread: enough for uneven functions
/// to balance.
const PARTS_PER_THREAD: usize = 8;

/// Translates the module `module` (an op of `body`) to LLVM IR text.
///
/// Functions and globals are written in parallel on the current rayon
/// pool, in runs of consecutive operations joined in module order; the
/// text is the same whatever the number of threads.
pub fn translate_module(ctx: &Context, body: &Body, module: OpId) -> Result<String, Diagnostic> {
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
    let ops: Vec<OpId> = mbody
        .root_regions()
        .iter()
        .flat_map(|&r| mbody.region_blocks(r))
        .flat_map(|b| mbody.block_ops(b))
        .collect();
    let layout = match body
        .attr(ctx, module, "llvm.data_layout")
        .and_then(|a| a.str_value(ctx))
    {
        Some(text) => DataLayout::parse(text).ok_or_else(|| {
            op_plain_error(
                ctx,
                body,
                module,
                format!("malformed data layout: '{text}'"),
            )
        })?,
        None => DataLayout::default(),
    };
    let info = ModuleInfo::gather(ctx, mbody, &ops, layout);
    let runs = rayon::current_num_threads() * PARTS_PER_THREAD;
    let run_len = ops.len().div_ceil(runs).max(1);
    let results: Vec<Result<Part, Diagnostic>> = ops
        .par_chunks(run_len)
        .map(|run| write_part(ctx, mbody, run, &info))
        .collect();
    // The first failure in module order is reported, as when one thread
    // writes everything; merged in module order, the first writer of a
    // declaration wins. Structs are listed by first use, as LLVM's type
    // finder meets them: in the globals, the aliases, the ifuncs, then the
    // functions.
    let mut parts = Vec::with_capacity(results.len());
    let mut declarations = BTreeMap::new();
    for r in results {
        let mut p = r?;
        for (name, decl) in std::mem::take(&mut p.writer.declarations) {
            declarations.entry(name).or_insert(decl);
        }
        parts.push(p);
    }
    let mut structs = StructDefs::default();
    for p in &mut parts {
        structs.merge(std::mem::take(&mut p.global_structs));
    }
    for p in &mut parts {
        structs.merge(std::mem::take(&mut p.alias_structs));
    }
    for p in &mut parts {
        structs.merge(std::mem::take(&mut p.ifunc_structs));
    }
    for p in &mut parts {
        structs.merge(std::mem::take(&mut p.writer.structs));
    }
    let struct_len: usize = structs.defs().map(|d| d.len() + 1).sum();
    let decl_len: usize = declarations.values().map(|d| d.len() + 2).sum();
    let text_len: usize = parts
        .iter()
        .map(|p| p.globals.len() + p.aliases.len() + p.ifuncs.len() + p.functions.len() + 2)
        .sum();
    out.reserve(struct_len + decl_len + text_len + 2);
    for def in structs.defs() {
        out.push_str(def);
        out.push('\n');
    }
    if !structs.is_empty() {
        out.push('\n');
    }
    out.push_str(&info.comdat_definitions(ctx, mbody, &ops));
    let sections: [fn(&Part) -> &str; 3] = [|p| &p.globals, |p| &p.aliases, |p| &p.ifuncs];
    for section in sections {
        let mut any = false;
        for p in &parts {
            out.push_str(section(p));
            any |= !section(p).is_empty();
        }
        if any {
            out.push('\n');
        }
    }
    // LLVM numbers the groups of functions first, then those of calls.
    let mut groups = AttrGroups::default();
    for call_sites in [false, true] {
        for p in &parts {
            for r in &p.writer.attr_group_refs {
                if r.call_site == call_sites {
                    groups.number(&r.group);
                }
            }
        }
    }
    for p in &parts {
        let mut written = 0;
        for r in &p.writer.attr_group_refs {
            out.push_str(&p.functions[written..r.at]);
            out.push_str(&format!(" #{}", groups.number(&r.group)));
            written = r.at;
        }
        out.push_str(&p.functions[written..]);
    }
    for decl in declarations.values() {
        out.push_str(decl);
        out.push_str("\n\n");
    }
    groups.write(&mut out);
    // Every module MLIR translates carries the debug info version flag.
    if !out.ends_with("\n\n") {
        out.push('\n');
    }
    out.push_str("!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n");
    Ok(out)
}
