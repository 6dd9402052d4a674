//! The Strata tutorial compiler: a tiny expression language of 64-bit
//! integer functions, parsed by hand and lowered to `func`, `arith` and
//! `scf` with the `strata` library, optimized by a Strata pipeline, lowered
//! on to the LLVM dialect and run in-process by `strata-run`'s JIT.
//!
//! ```
//! let ctx = strata::context();
//! let src = "fn sq(x) = x * x;\nfn f(a) = if a < 10 then sq(a) + 1 else a - 2 * 3;";
//! let module = strata_toy_compiler::compile(&ctx, "f.toy", src, true)?;
//! let text = module.to_string();
//! assert!(text.contains("func.call @sq(%arg0) : (i64) -> i64"));
//! assert!(text.contains("scf.if"));
//! # Ok::<(), strata_toy_compiler::CompileError>(())
//! ```
//!
//! All the way down, then run:
//!
//! ```
//! let ctx = strata::context();
//! let src = "fn sq(x) = x * x;\nfn f(a) = if a < 10 then sq(a) + 1 else a - 2 * 3;";
//! let mut module = strata_toy_compiler::compile(&ctx, "f.toy", src, true)?;
//! strata_toy_compiler::lower_to_llvm(&mut module)?;
//! assert!(module.to_string().contains("llvm.func @f(%arg0: i64) -> i64"));
//! assert_eq!(strata_toy_compiler::run(&module, "f", &[3])?, 10);
//! assert_eq!(strata_toy_compiler::run(&module, "f", &[20])?, 14);
//! # Ok::<(), strata_toy_compiler::CompileError>(())
//! ```

pub mod ast;
mod error;
mod lower;
mod parse;
mod run;

pub use error::CompileError;
pub use lower::lower;
pub use parse::parse_program;
pub use run::{TO_LLVM, lower_to_llvm, run};

/// Parses `src` (named `file` in locations and errors), lowers it to a
/// verified module and, if `optimize`, runs `canonicalize,cse` on it.
pub fn compile<'c>(
    ctx: &'c strata::Context,
    file: &str,
    src: &str,
    optimize: bool,
) -> Result<strata::Module<'c>, CompileError> {
    let functions = parse_program(src)?;
    let mut module = lower(ctx, file, &functions)?;
    if optimize {
        strata::PassManager::parse("builtin.module(func.func(canonicalize,cse))")?
            .run(&mut module)?;
    }
    Ok(module)
}
