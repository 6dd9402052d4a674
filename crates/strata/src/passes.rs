//! `PassManager`: a textual or typed pipeline run on a [`Module`], with
//! default options and instrumentation, failing with its diagnostics.

use strata_ir::OpClass;
use strata_pass::{Instrumentation, OpPassManager, PassRegistry, RunOptions, parse_pipeline};

use crate::error::collect_diagnostics;
use crate::{Error, Module};

/// Every pass shipped with Strata for the dialects of [`crate::context`],
/// by its command-line argument: the transforms, the dialects' own passes
/// and the conversions (`convert-scf-to-cf`, `convert-to-llvm`, ...).
pub fn pass_registry() -> PassRegistry {
    strata_conversion::pass_registry()
}

/// A pipeline anchored on `builtin.module`.
///
/// ```
/// # let ctx = strata::context();
/// # let mut module = strata::Module::parse(&ctx, "func.func @f(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %y = arith.addi %x, %c0 : i32\n  return %y : i32\n}")?;
/// strata::PassManager::parse("builtin.module(func.func(canonicalize,cse))")?.run(&mut module)?;
/// assert!(!module.to_string().contains("arith.addi"));
/// # Ok::<(), strata::Error>(())
/// ```
pub struct PassManager {
    pm: OpPassManager,
    registry: PassRegistry,
    /// Verify the IR after every pass (on by default).
    pub verify_each: bool,
    /// Run nested pipelines on several threads (on by default).
    pub threading: bool,
}

impl Default for PassManager {
    fn default() -> Self {
        Self::new()
    }
}

impl PassManager {
    /// An empty pipeline on `builtin.module`.
    pub fn new() -> Self {
        PassManager {
            pm: OpPassManager::new(Some(strata_ir::builtin::ModuleOp::NAME.to_string())),
            registry: pass_registry(),
            verify_each: true,
            threading: true,
        }
    }

    /// Parses a pipeline in `strata-opt`'s `--pass-pipeline` syntax.
    pub fn parse(pipeline: &str) -> Result<Self, Error> {
        let mut pm = Self::new();
        pm.pm = parse_pipeline(pipeline, &pm.registry).map_err(Error::msg)?;
        Ok(pm)
    }

    /// Adds a pipeline nested on the ops of class `T` directly inside the
    /// module: `pm.nest::<func::FuncOp>("canonicalize,cse")`.
    pub fn nest<T: OpClass>(&mut self, passes: &str) -> Result<&mut Self, Error> {
        let text = format!("{}({passes})", T::NAME);
        let parsed = parse_pipeline(&text, &self.registry).map_err(Error::msg)?;
        self.pm.add_nested(parsed);
        Ok(self)
    }

    /// Adds passes run on the module itself (`"symbol-dce"`).
    pub fn add(&mut self, passes: &str) -> Result<&mut Self, Error> {
        let text = format!("{}({passes})", strata_ir::builtin::ModuleOp::NAME);
        let parsed = parse_pipeline(&text, &self.registry).map_err(Error::msg)?;
        for entry in parsed.entries() {
            match entry {
                strata_pass::Entry::Pass(p) => self.pm.add_pass(p.clone_pass()),
                strata_pass::Entry::Nested(n) => self.pm.add_nested(n.clone()),
            }
        }
        Ok(self)
    }

    /// The pipeline in textual form.
    pub fn pipeline_string(&self) -> String {
        self.pm.pipeline_string()
    }

    /// Runs the pipeline on `module`; a failure carries the diagnostics the
    /// passes emitted.
    pub fn run(&mut self, module: &mut Module<'_>) -> Result<(), Error> {
        let ctx = module.context();
        let instrumentation = Instrumentation::default();
        let opts = RunOptions {
            verify_each: self.verify_each,
            threading: self.threading,
            instrumentation: &instrumentation,
        };
        let (body, op, sources) = module.top_mut();
        let (result, diags) = collect_diagnostics(ctx, || self.pm.run(ctx, opts, body, op, ""));
        match result {
            Ok(()) => Ok(()),
            Err(_) if diags.is_empty() => Err(Error::msg(
                instrumentation
                    .take_failure()
                    .unwrap_or_else(|| "pass pipeline failed".to_string()),
            )),
            Err(_) => Err(Error::from_diagnostics(ctx, sources, diags)),
        }
    }
}
