//! Command-line options of `strata-opt`.

use std::ffi::OsString;

use clap::{CommandFactory, FromArgMatches};
use strata_pass::PassRegistry;

use crate::passes::{PassFlag, extract_pass_flags};

/// The options `strata-opt` accepts (named as in `mlir-opt`).
#[derive(clap::Parser, Debug, Clone)]
#[command(
    name = "strata-opt",
    version,
    about = "Strata modular optimizer driver"
)]
pub struct Options {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', value_name = "filename")]
    pub output: Option<String>,
    /// Allow operations of dialects that are not registered.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Print locations in a pretty form.
    #[arg(long = "mlir-pretty-debuginfo")]
    pub pretty_debuginfo: bool,
    /// Print without aliases, everything inline.
    #[arg(long = "mlir-print-local-scope")]
    pub print_local_scope: bool,
    /// Print elements attributes with more elements than this as hex strings.
    #[arg(long = "mlir-print-elementsattrs-with-hex-if-larger", value_name = "N")]
    pub print_elementsattrs_with_hex_if_larger: Option<u64>,
    /// Elide elements attributes with more elements than this.
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "N")]
    pub elide_elementsattrs_if_larger: Option<u64>,
    /// Print `{...}` instead of region bodies.
    #[arg(long = "mlir-print-skip-regions")]
    pub print_skip_regions: bool,
    /// Split the input at lines `// -----` (or the given marker) and process each chunk on its own.
    #[arg(long, value_name = "marker", num_args = 0..=1, default_missing_value = "// -----", require_equals = true)]
    pub split_input_file: Option<String>,
    /// Check diagnostics against `expected-*` comments instead of printing.
    #[arg(long)]
    pub verify_diagnostics: bool,
    /// Verify the IR after each pass (on by default).
    #[arg(long, default_value_t = true, num_args = 0..=1, default_missing_value = "true", require_equals = true, action = clap::ArgAction::Set)]
    pub verify_each: bool,
    /// Do not wrap top-level operations in an implicit `builtin.module`.
    #[arg(long)]
    pub no_implicit_module: bool,
    /// Accept the seeds' older syntax: unprefixed Standard-dialect ops,
    /// `func @f`, `{name: value}` dictionaries, bare affine maps (see
    /// docs/legacy-syntax.md).
    #[arg(long)]
    pub legacy_syntax: bool,
    /// Print the registered passes with their options and exit.
    #[arg(long)]
    pub list_passes: bool,
    /// Print the pass pipeline to stderr before running it.
    #[arg(long)]
    pub dump_pass_pipeline: bool,
    /// Print the registered dialects and exit.
    #[arg(long)]
    pub show_dialects: bool,
    /// The textual pass pipeline to run (`builtin.module(func.func(cse))`).
    #[arg(long, value_name = "pipeline")]
    pub pass_pipeline: Option<String>,
    /// Run nested pass pipelines on one thread.
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// Print a timing report of the passes.
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// Print the statistics of the passes.
    #[arg(long = "mlir-pass-statistics")]
    pub pass_statistics: bool,
    /// Print the IR before every pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,
    /// Print the IR after every pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// Print the IR before the named passes.
    #[arg(
        long = "mlir-print-ir-before",
        value_name = "pass",
        value_delimiter = ','
    )]
    pub print_ir_before: Vec<String>,
    /// Print the IR after the named passes.
    #[arg(
        long = "mlir-print-ir-after",
        value_name = "pass",
        value_delimiter = ','
    )]
    pub print_ir_after: Vec<String>,
    /// When printing after passes, only print if the pass changed the IR.
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_ir_after_change: bool,
    /// Print the IR after a pass that failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_ir_after_failure: bool,
    /// Write the output as MLIR bytecode instead of text.
    #[arg(long)]
    pub emit_bytecode: bool,
    /// The bytecode version to write (with `--emit-bytecode`).
    #[arg(long, value_name = "N", require_equals = true)]
    pub emit_bytecode_version: Option<u64>,
}

/// Rewrites `-long-option` (LLVM style) to `--long-option`, leaving `-o`,
/// `-` and arguments after `--` alone.
fn normalize(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut rest = false;
    for (i, a) in args.into_iter().enumerate() {
        let Some(s) = a.to_str() else {
            out.push(a);
            continue;
        };
        if i == 0 || rest {
            out.push(a);
            continue;
        }
        if s == "--" {
            rest = true;
            out.push(a);
            continue;
        }
        if s.len() > 2 && s.starts_with('-') && !s.starts_with("--") && !s.starts_with("-o") {
            out.push(OsString::from(format!("-{s}")));
        } else {
            out.push(a);
        }
    }
    out
}

impl Options {
    /// Parses command-line arguments (program name first). Flags naming a
    /// pass of `registry` are returned separately, in command-line order;
    /// `--help` lists the registered passes.
    pub fn parse_args(
        args: Vec<OsString>,
        registry: &PassRegistry,
    ) -> Result<(Options, Vec<PassFlag>), clap::Error> {
        let (args, passes) = extract_pass_flags(normalize(args), registry);
        let matches = Options::command()
            .after_long_help(registry.help_text())
            .after_help(registry.help_text())
            .try_get_matches_from(args)?;
        Ok((Options::from_arg_matches(&matches)?, passes))
    }
}
