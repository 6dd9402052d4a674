//! A small shell modelled on lit's internal shell: pipelines, `&&`/`||`/`;`,
//! redirections, quoting, `not`, `env` and a handful of builtins.

pub mod ast;
mod builtins;
mod diff;
mod exec;
mod io;
mod lexer;
mod parser;
mod process;
mod status;

pub use ast::Script;
pub use exec::{ExecOptions, Shell, StageRecord};
pub use parser::parse;
pub use status::Status;
