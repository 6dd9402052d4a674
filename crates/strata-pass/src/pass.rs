//! The `Pass` trait and pass options.

use strata_ir::{Body, Context, OpId};

/// Why a pass failed; its diagnostics have already been emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailure;

/// The result of running a pass.
pub type PassResult = Result<(), PassFailure>;

/// What a pass can see besides the IR.
pub struct PassContext<'a> {
    /// The context of the IR.
    pub ctx: &'a Context,
    /// Whether the pass may use several threads.
    pub threading: bool,
}

/// A named counter a pass reports with `--mlir-pass-statistics`.
#[derive(Clone, Debug)]
pub struct Statistic {
    /// Short name (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The value.
    pub value: u64,
}

/// Description of one pass option, for `--help`.
#[derive(Clone, Copy, Debug)]
pub struct PassOptionInfo {
    /// The option name (`max-iterations`).
    pub name: &'static str,
    /// The value kind shown in help (`long`, `string`, `value`).
    pub kind: &'static str,
    /// What it does.
    pub description: &'static str,
}

/// A transformation or analysis run on one operation (and what is nested in it).
pub trait Pass: Send + Sync {
    /// The pipeline / command-line name (`canonicalize`).
    fn argument(&self) -> &'static str;

    /// The pass's display name (`Canonicalizer`).
    fn name(&self) -> &'static str;

    /// The operation this pass runs on (`func.func`), or `None` for any operation.
    fn anchor(&self) -> Option<&'static str> {
        None
    }

    /// Prepares what every run of the pass shares (upstream's
    /// `Pass::initialize`, e.g. a frozen pattern set). The pass manager
    /// calls it once before running its pipeline, before copying the pass
    /// for other threads, so the copies share that state.
    fn initialize(&mut self, ctx: &Context) {
        let _ = ctx;
    }

    /// Runs the pass on `op`, which lives in `body`.
    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult;

    /// A fresh copy with the same options (used to run on several threads).
    fn clone_pass(&self) -> Box<dyn Pass>;

    /// Sets an option; the error explains what is wrong.
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("no such option '{name}'"))
    }

    /// The options with non-default values, for printing pipelines.
    fn option_string(&self) -> String {
        String::new()
    }

    /// The statistics gathered so far.
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// A list option as pipelines print it: `name={a,b}`, or nothing when the
/// list is empty.
pub fn list_option_string(name: &str, values: &[String]) -> String {
    if values.is_empty() {
        String::new()
    } else {
        format!("{name}={{{}}}", values.join(","))
    }
}

/// Parses an integer option value.
pub fn parse_int_option(name: &str, value: &str) -> Result<i64, String> {
    value
        .parse::<i64>()
        .map_err(|_| format!("invalid value '{value}' for option '{name}': expected an integer"))
}

/// Parses a boolean option value (`true`, `false`, `1`, `0`; empty means true).
pub fn parse_bool_option(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(format!(
            "invalid value '{value}' for option '{name}': expected a boolean"
        )),
    }
}
