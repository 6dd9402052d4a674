//! The pass manager: passes, nested pass managers anchored on operation
//! names, multi-threaded execution over isolated-from-above operations,
//! the textual pipeline syntax, the pass registry and instrumentation.
//!
//! Define a pass, put it in a pass manager and run it on a module (the
//! pass sees the module and its two operations):
//!
//! ```
//! use strata_pass::{Instrumentation, OpPassManager, Pass, PassContext, PassResult, RunOptions};
//! use strata_ir::{Body, OpId, WalkOrder, WalkResult};
//! use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
//! static SEEN: AtomicUsize = AtomicUsize::new(0);
//! #[derive(Clone)]
//! struct CountOps;
//! impl Pass for CountOps {
//!     fn argument(&self) -> &'static str { "count-ops" }
//!     fn name(&self) -> &'static str { "CountOps" }
//!     fn clone_pass(&self) -> Box<dyn Pass> { Box::new(self.clone()) }
//!     fn run(&mut self, _: &PassContext<'_>, body: &mut Body, _: OpId) -> PassResult {
//!         body.walk(WalkOrder::PreOrder, &mut |_, _| { SEEN.fetch_add(1, Relaxed); WalkResult::Advance });
//!         Ok(())
//!     }
//! }
//! let ctx = strata_ir::Context::new();
//! ctx.allow_unregistered_dialects(true);
//! let mut m = strata_asm::parse_source_str(&ctx, "\"demo.a\"() : () -> ()\n\"demo.b\"() : () -> ()", "demo.mlir").expect("valid input");
//! let mut pm = OpPassManager::new(Some("builtin.module".into()));
//! pm.add_pass(Box::new(CountOps));
//! let opts = RunOptions { verify_each: true, threading: false, instrumentation: &Instrumentation::default() };
//! pm.run(&ctx, opts, &mut m.body, m.ops[0], "").expect("the pass succeeds");
//! assert_eq!(SEEN.load(Relaxed), 3);
//! ```

pub mod debug_counter;
#[cfg(test)]
mod initialize_tests;
pub mod instrumentation;
pub mod ir_printing;
pub mod manager;
pub mod output;
pub mod pass;
pub mod pipeline;
pub mod registry;

pub use debug_counter::DebugCounters;
pub use instrumentation::{
    FailedPass, Instrumentation, IrPrinting, PassReproducer, TimingRow, timing_table,
};
pub use ir_printing::IrScope;
pub use manager::{Entry, OpPassManager, RunOptions};
pub use output::{capture_stderr, write_stderr};
pub use pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassResult, Statistic, list_option_string,
    parse_bool_option, parse_int_option,
};
pub use pipeline::{apply_options, parse_pipeline};
pub use registry::{PassRegistration, PassRegistry};
