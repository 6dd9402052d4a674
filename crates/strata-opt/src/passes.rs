//! Building the pass pipeline from the command line: each registered pass
//! is a flag of its own (`--canonicalize`, `--cse='opt=value'`), kept in
//! command-line order, or the whole pipeline is given with
//! `--pass-pipeline='builtin.module(...)'`.

use std::ffi::OsString;

use strata_pass::{
    Instrumentation, IrPrinting, OpPassManager, PassRegistry, apply_options, parse_pipeline,
};

use crate::options::Options;

/// A pass requested by its own flag, with its option text.
#[derive(Clone, Debug)]
pub struct PassFlag {
    /// The pass argument (`canonicalize`).
    pub argument: String,
    /// The text after `=`, if any (`max-iterations=3 top-down=false`).
    pub options: Option<String>,
}

/// Removes `--<pass>` and `--<pass>=<options>` flags of registered passes
/// from `args` (already normalized to `--` form), returning them in order.
pub fn extract_pass_flags(
    args: Vec<OsString>,
    registry: &PassRegistry,
) -> (Vec<OsString>, Vec<PassFlag>) {
    let mut rest = Vec::with_capacity(args.len());
    let mut flags = Vec::new();
    let mut after_separator = false;
    for arg in args {
        let pass = arg
            .to_str()
            .filter(|_| !after_separator)
            .and_then(|s| s.strip_prefix("--"))
            .and_then(|s| {
                let (name, options) = match s.split_once('=') {
                    Some((n, o)) => (n, Some(o.to_string())),
                    None => (s, None),
                };
                registry.lookup(name).map(|r| PassFlag {
                    argument: r.argument.to_string(),
                    options,
                })
            });
        match pass {
            Some(p) => flags.push(p),
            None => {
                after_separator |= arg == "--";
                rest.push(arg);
            }
        }
    }
    (rest, flags)
}

/// The pass manager to run on a top-level operation named `top`, or `None`
/// when no pass was requested.
pub fn build_pass_manager(
    opts: &Options,
    flags: &[PassFlag],
    registry: &PassRegistry,
    top: &str,
) -> Result<Option<OpPassManager>, String> {
    if let Some(text) = &opts.pass_pipeline {
        if !flags.is_empty() {
            return Err(
                "'--pass-pipeline' option can't be used with individual pass options".into(),
            );
        }
        let pm = parse_pipeline(text, registry)?;
        return Ok(Some(pm));
    }
    if flags.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new(Some(top.to_string()));
    for flag in flags {
        let Some(reg) = registry.lookup(&flag.argument) else {
            return Err(format!("unknown pass '{}'", flag.argument));
        };
        let mut pass = (reg.create)();
        if let Some(text) = &flag.options {
            apply_options(&mut *pass, text)
                .map_err(|e| format!("invalid options for pass '{}': {e}", flag.argument))?;
        }
        pm.add_pass(pass);
    }
    Ok(Some(pm))
}

/// The instrumentation the options ask for.
pub fn instrumentation(opts: &Options) -> Instrumentation {
    let mut instrumentation = Instrumentation::default();
    instrumentation.printing = IrPrinting {
        before_all: opts.print_ir_before_all,
        after_all: opts.print_ir_after_all,
        before: opts.print_ir_before.clone(),
        after: opts.print_ir_after.clone(),
        after_change: opts.print_ir_after_change,
        after_failure: opts.print_ir_after_failure,
        module_scope: opts.print_ir_module_scope,
        tree_dir: opts.print_ir_tree_dir.clone(),
        flags: opts.print_flags(),
    };
    instrumentation.timing = opts.timing;
    instrumentation.statistics = opts.pass_statistics;
    instrumentation.local_reproducer = opts.local_reproducer && opts.crash_reproducer.is_some();
    instrumentation
}
