//! The last steps of the tutorial: lower the module to the LLVM dialect and
//! run a function in-process with `strata-run`'s JIT.

use crate::CompileError;

/// The pipeline from `func`/`arith`/`scf` to the LLVM dialect.
pub const TO_LLVM: &str = "builtin.module(convert-scf-to-cf,convert-to-llvm)";

/// Lowers `module` (as [`compile`](crate::compile) returns it) to the LLVM
/// dialect in place.
pub fn lower_to_llvm(module: &mut strata::Module<'_>) -> Result<(), CompileError> {
    strata::PassManager::parse(TO_LLVM)?.run(module)?;
    Ok(())
}

/// JIT-compiles `module` (already in the LLVM dialect) and calls function
/// `name` with `args`; toy functions take and return 64-bit integers.
pub fn run(module: &strata::Module<'_>, name: &str, args: &[i64]) -> Result<i64, CompileError> {
    let ctx = module.context();
    let (body, op) = module.op();
    let fail = |m: String| CompileError::Strata(strata::Error::msg(m));
    let jit = strata_run::compile(ctx, body, op, &Default::default())
        .map_err(|d| CompileError::Strata(module.error(vec![d])))?;
    let (code, _) = jit
        .function(name)
        .ok_or_else(|| fail(format!("no function '{name}'")))?;
    let arity = module_arity(module, name).ok_or_else(|| fail(format!("no function '{name}'")))?;
    if arity != args.len() {
        return Err(fail(format!(
            "'{name}' takes {arity} arguments, but {} were given",
            args.len()
        )));
    }
    // SAFETY: `code` is the entry of `name`, compiled by Cranelift with the
    // C calling convention from an `llvm.func` of `arity` `i64` parameters
    // returning `i64` (every toy function has that signature), and `jit`
    // keeps the code alive for the duration of the call.
    let result = unsafe {
        match args {
            [] => std::mem::transmute::<*const u8, extern "C" fn() -> i64>(code)(),
            [a] => std::mem::transmute::<*const u8, extern "C" fn(i64) -> i64>(code)(*a),
            [a, b] => {
                std::mem::transmute::<*const u8, extern "C" fn(i64, i64) -> i64>(code)(*a, *b)
            }
            [a, b, c] => std::mem::transmute::<*const u8, extern "C" fn(i64, i64, i64) -> i64>(
                code,
            )(*a, *b, *c),
            [a, b, c, d] => std::mem::transmute::<
                *const u8,
                extern "C" fn(i64, i64, i64, i64) -> i64,
            >(code)(*a, *b, *c, *d),
            _ => return Err(fail(format!("'{name}': at most 4 arguments are supported"))),
        }
    };
    Ok(result)
}

/// The number of parameters of `llvm.func @name` in `module`.
fn module_arity(module: &strata::Module<'_>, name: &str) -> Option<usize> {
    let ctx = module.context();
    let body = module.body();
    let f = body.block_ops(module.entry_block()).find(|&op| {
        body.attr(ctx, op, "sym_name")
            .and_then(|a| a.str_value(ctx))
            .is_some_and(|s| s == name)
    })?;
    let (inner, regions) = body.op_regions(f);
    let entry = regions.first().and_then(|&r| inner.entry_block(r))?;
    Some(inner.block_args(entry).len())
}
