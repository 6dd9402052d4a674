//! The pass manager: passes, nested pass managers anchored on operation
//! names, multi-threaded execution over isolated-from-above operations,
//! the textual pipeline syntax, the pass registry and instrumentation.

pub mod instrumentation;
pub mod manager;
pub mod pass;
pub mod pipeline;
pub mod registry;

pub use instrumentation::{Instrumentation, IrPrinting};
pub use manager::{Entry, OpPassManager, RunOptions};
pub use pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassResult, Statistic, list_option_string,
    parse_bool_option, parse_int_option,
};
pub use pipeline::{apply_options, parse_pipeline};
pub use registry::{PassRegistration, PassRegistry};
