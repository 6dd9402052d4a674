//! `strata-run`, the counterpart of `mlir-runner`: parses a module, runs
//! the requested passes (`--convert-to-llvm`, `--pass-pipeline=...`),
//! JIT-compiles the LLVM dialect with Cranelift and calls the entry point,
//! with a Rust runtime providing mlir-runner's utility symbols
//! (`printMemref*`, `memrefCopy`, `rtclock`, ...). At `-O2`/`-O3` (the
//! default is `-O2`) innermost unit-stride `f32`/`f64` loops run on 128-bit
//! vectors (`vectorize`), since Cranelift has no loop vectorizer.
//!
//! JIT-compile a function of the LLVM dialect and call it:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! strata_dialects::register_all(&ctx).expect("valid declarations");
//! let src = "llvm.func @add(%a: i32, %b: i32) -> i32 {\n  %s = llvm.add %a, %b : i32\n  llvm.return %s : i32\n}";
//! let m = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let jit = strata_run::compile(&ctx, &m.body, m.ops[0], &Default::default()).expect("compiles");
//! let (code, _) = jit.function("add").expect("a defined function");
//! // SAFETY: `add` was compiled with the C signature (i32, i32) -> i32.
//! let add: extern "C" fn(i32, i32) -> i32 = unsafe { std::mem::transmute(code) };
//! assert_eq!(add(2, 3), 5);
//! ```

mod constants;
mod globals;
pub mod layout;
mod memref_copy;
pub mod module;
mod options;
pub mod runtime;
mod translate;
mod vararg;
mod vectorize;

use std::ffi::OsString;
use std::io::Read;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use strata_asm::{Parser, ParserConfig, PrintFlags, print_top_level};
use strata_ir::{Context, Diagnostic, Location, SourceManager};
use strata_pass::{OpPassManager, PassRegistry, RunOptions, apply_options, parse_pipeline};

pub use module::{Compiled, JitOptions, compile};
pub use options::{EntryResult, Options};

/// The passes `strata-run` accepts as flags or in `--pass-pipeline`: the
/// same as `strata-opt`'s.
pub fn registry() -> PassRegistry {
    strata_opt::pass_registry()
}

fn pass_manager(
    opts: &Options,
    registry: &PassRegistry,
    top: &str,
) -> Result<Option<OpPassManager>, String> {
    if let Some(text) = &opts.pass_pipeline {
        if !opts.passes.is_empty() {
            return Err(
                "'--pass-pipeline' option can't be used with individual pass options".into(),
            );
        }
        return parse_pipeline(text, registry).map(Some);
    }
    if opts.passes.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new(Some(top.to_string()));
    for (name, text) in &opts.passes {
        let reg = registry
            .lookup(name)
            .ok_or_else(|| format!("unknown pass '{name}'"))?;
        let mut pass = (reg.create)();
        if let Some(t) = text {
            apply_options(&mut *pass, t)
                .map_err(|e| format!("invalid options for pass '{name}': {e}"))?;
        }
        pm.add_pass(pass);
    }
    Ok(Some(pm))
}

/// Parses, transforms and compiles the input; returns the compiled module.
fn prepare(
    ctx: &Context,
    opts: &Options,
    registry: &PassRegistry,
    text: &[u8],
    file: &str,
) -> Option<Compiled> {
    let mut parsed = match Parser::new(ctx, text, file).parse_source(ParserConfig::default()) {
        Ok(p) => p,
        Err(e) => {
            ctx.emit(*e.0);
            return None;
        }
    };
    if let Err(ds) = strata_ir::verifier::verify_top_level(ctx, &parsed.body, &parsed.ops) {
        for d in ds {
            ctx.emit(d);
        }
        return None;
    }
    let module = *parsed.ops.first()?;
    let top = parsed.body.op_name(module).as_str(ctx).to_string();
    match pass_manager(opts, registry, &top) {
        Ok(Some(mut pm)) => {
            let run = RunOptions {
                verify_each: true,
                threading: false,
                instrumentation: &Default::default(),
            };
            if pm.run(ctx, run, &mut parsed.body, module, "").is_err() {
                return None;
            }
        }
        Ok(None) => {}
        Err(e) => {
            ctx.emit(Diagnostic::error(Location::unknown(ctx), e));
            return None;
        }
    }
    if opts.print_ir {
        let mut out = Vec::new();
        if print_top_level(
            ctx,
            &parsed.body,
            &parsed.ops,
            PrintFlags::default(),
            &mut out,
        )
        .is_ok()
        {
            eprintln!("{}", String::from_utf8_lossy(&out));
        }
    }
    let jit = JitOptions {
        opt_level: opts.opt_level,
        shared_libs: opts.shared_libs.clone(),
        keep_clif: opts.dump_object,
    };
    // Code generation bugs surface as panics inside Cranelift: report them
    // as an error instead of crashing.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let compiled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        compile(ctx, &parsed.body, module, &jit)
    }));
    std::panic::set_hook(hook);
    match compiled {
        Ok(Ok(c)) => Some(c),
        Ok(Err(d)) => {
            ctx.emit(d);
            None
        }
        Err(p) => {
            let what = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            let loc = parsed.body.op_loc(module);
            ctx.emit(Diagnostic::error(
                loc,
                format!("strata-run: code generation failed: {what}"),
            ));
            None
        }
    }
}

/// Calls the entry point; returns the text of its result (if any).
fn invoke(c: &Compiled, ctx: &Context, opts: &Options) -> Result<Option<String>, String> {
    let (addr, ty) = c.function(&opts.entry).ok_or("entry point not found")?;
    let (ret, inputs, _) =
        strata_dialect_llvm::types::func_parts(ctx, ty).ok_or("unsupported function type")?;
    if !inputs.is_empty() {
        return Err("JIT can't invoke a main function expecting arguments".into());
    }
    let is_void = strata_dialect_llvm::types::is_void(ctx, ret);
    let check = |ok: bool, what: &str| {
        if ok {
            Ok(())
        } else {
            Err(format!("only single {what} function result supported"))
        }
    };
    // SAFETY: the signature was checked against the function's type.
    unsafe {
        match opts.result {
            EntryResult::Void => {
                if !is_void {
                    return Err("expected void function".into());
                }
                let f: extern "C" fn() = std::mem::transmute(addr);
                f();
                Ok(None)
            }
            EntryResult::I32 => {
                check(ret.is_signless_int(ctx, 32), "i32")?;
                let f: extern "C" fn() -> i32 = std::mem::transmute(addr);
                Ok(Some(f().to_string()))
            }
            EntryResult::I64 => {
                check(ret.is_signless_int(ctx, 64), "i64")?;
                let f: extern "C" fn() -> i64 = std::mem::transmute(addr);
                Ok(Some(f().to_string()))
            }
            EntryResult::F32 => {
                check(
                    ret.float_semantics(ctx) == Some(strata_support::apfloat::FloatSemantics::F32),
                    "f32",
                )?;
                let f: extern "C" fn() -> f32 = std::mem::transmute(addr);
                Ok(Some(float_text(f())))
            }
        }
    }
}

/// The text LLVM's stream prints for an `f32` result (`%g`).
fn float_text(v: f32) -> String {
    runtime::format_g(f64::from(v))
}

/// Writes straight to file descriptor 1, bypassing C's buffer (as
/// mlir-runner prints the entry point's result through its own stream).
fn write_fd1(s: &str) {
    use std::io::Write;
    let _ = std::io::stdout().write_all(s.as_bytes());
    let _ = std::io::stdout().flush();
}

/// Runs the driver on command-line arguments (program name first).
pub fn main_from_args(args: Vec<OsString>) -> ExitCode {
    let registry = registry();
    let opts = match Options::parse(args, &registry) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("strata-run: {e}");
            return ExitCode::from(1);
        }
    };
    let mut src = Vec::new();
    let read = if opts.input == "-" {
        std::io::stdin().read_to_end(&mut src).map(|_| ())
    } else {
        std::fs::read(&opts.input).map(|b| src = b)
    };
    if let Err(e) = read {
        eprintln!("Error: cannot open input file '{}': {e}", opts.input);
        return ExitCode::from(1);
    }
    let file = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    let mut sources = SourceManager::new();
    sources.add(file.clone(), Arc::from(src.clone().into_boxed_slice()));
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(opts.allow_unregistered);
    ctx.set_print_op_on_diagnostic(false);
    strata_opt::register_builtin_dialects(&ctx);
    let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = collected.clone();
    ctx.push_diagnostic_handler(Box::new(move |d| {
        if let Ok(mut v) = sink.lock() {
            v.push(d.clone());
        }
    }));
    let compiled = prepare(&ctx, &opts, &registry, &src, &file);
    ctx.pop_diagnostic_handler();
    let list = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
    for d in &list {
        eprint!("{}", sources.render(&ctx, d));
    }
    let Some(compiled) = compiled else {
        return ExitCode::from(1);
    };
    if opts.dump_object {
        let path = opts
            .object_filename
            .clone()
            .unwrap_or_else(|| format!("{file}.clif"));
        if let Err(e) = std::fs::write(&path, compiled.clif.join("\n")) {
            eprintln!("Error: cannot write '{path}': {e}");
            return ExitCode::from(1);
        }
    }
    let result = invoke(&compiled, &ctx, &opts);
    match result {
        Ok(text) => {
            if let Some(t) = text {
                write_fd1(&format!("{t}\n"));
            }
            runtime::c_flush();
            ExitCode::SUCCESS
        }
        Err(e) => {
            runtime::c_flush();
            eprintln!("Error: {e}");
            ExitCode::from(1)
        }
    }
}
