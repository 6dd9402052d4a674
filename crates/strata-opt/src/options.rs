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
    /// The marker written between the outputs of split chunks.
    #[arg(long, value_name = "marker", default_value = "// -----")]
    pub output_split_marker: String,
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
    /// Print the whole top-level operation in IR dumps, not just the
    /// operation the pass runs on (needs `--mlir-disable-threading`).
    #[arg(long = "mlir-print-ir-module-scope")]
    pub print_ir_module_scope: bool,
    /// Write each IR dump to a file of its own in a directory tree rooted
    /// here, one directory per operation from the top level down.
    #[arg(
        long = "mlir-print-ir-tree-dir",
        value_name = "dir",
        require_equals = true
    )]
    pub print_ir_tree_dir: Option<String>,
    /// Number values uniquely across sibling regions.
    #[arg(long = "mlir-print-unique-ssa-ids")]
    pub print_unique_ssa_ids: bool,
    /// Print a comment naming the users of each value.
    #[arg(long = "mlir-print-value-users")]
    pub print_value_users: bool,
    /// Name values after their name locations (`loc("x")` gives `%x`).
    #[arg(long = "mlir-use-nameloc-as-prefix")]
    pub use_nameloc_as_prefix: bool,
    /// Attach the operation a diagnostic is about as a note (on by default).
    #[arg(long = "mlir-print-op-on-diagnostic", default_value_t = true, num_args = 0..=1, default_missing_value = "true", require_equals = true, action = clap::ArgAction::Set)]
    pub print_op_on_diagnostic: bool,
    /// Attach the stack trace of the emitting code to each diagnostic as a note.
    #[arg(long = "mlir-print-stacktrace-on-diagnostic")]
    pub print_stacktrace_on_diagnostic: bool,
    /// Accepted for compatibility: `mlir-opt` 22 still prints the notes of
    /// the diagnostics it reports with this flag, and so does Strata.
    #[arg(long = "mlir-disable-diagnostic-notes")]
    pub disable_diagnostic_notes: bool,
    /// Which diagnostics are shown: `errors`, `warnings` (and errors) or
    /// `remarks` (everything).
    #[arg(long = "mlir-diagnostic-verbosity-level", value_enum, default_value_t = Verbosity::Remarks, require_equals = true)]
    pub diagnostic_verbosity_level: Verbosity,
    /// Do not verify the IR after parsing it (very unsafe).
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    pub disable_verifier_on_parsing: bool,
    /// Round-trip the IR through the generic form and bytecode after the
    /// passes and check that nothing changes.
    #[arg(long)]
    pub verify_roundtrip: bool,
    /// Elide the values of resources whose text is longer than this.
    #[arg(
        long = "mlir-elide-resource-strings-if-larger",
        value_name = "N",
        require_equals = true
    )]
    pub elide_resource_strings_if_larger: Option<u64>,
    /// How the timing report is laid out: `list` or `tree`.
    #[arg(long = "mlir-timing-display", value_enum, default_value_t = TimingDisplay::Tree, require_equals = true)]
    pub timing_display: TimingDisplay,
    /// The format of the timing report: `text` or `json`.
    #[arg(long = "mlir-output-format", value_enum, default_value_t = OutputFormat::Text, require_equals = true)]
    pub output_format: OutputFormat,
    /// How pass statistics are laid out: `list` or `pipeline`.
    #[arg(long = "mlir-pass-statistics-display", value_enum, default_value_t = StatisticsDisplay::Pipeline, require_equals = true)]
    pub pass_statistics_display: StatisticsDisplay,
    /// When the pass pipeline fails, write the IR it started from and the
    /// pipeline (as an `mlir_reproducer` external resource) to this file.
    #[arg(
        long = "mlir-pass-pipeline-crash-reproducer",
        value_name = "filename",
        require_equals = true
    )]
    pub crash_reproducer: Option<String>,
    /// Make the crash reproducer hold only the failing pass and the IR it
    /// started from (needs `--mlir-disable-threading`).
    #[arg(long = "mlir-pass-pipeline-local-reproducer")]
    pub local_reproducer: bool,
    /// Run the pipeline named by the input's `mlir_reproducer` resource.
    #[arg(long)]
    pub run_reproducer: bool,
    /// Debug counters: `tag-skip=N` skips the first N executions of the
    /// tagged action (`pass-execution`), `tag-count=M` allows M more.
    #[arg(
        long = "mlir-debug-counter",
        value_name = "counters",
        value_delimiter = ',',
        require_equals = true
    )]
    pub debug_counter: Vec<String>,
    /// Print the debug counters when done.
    #[arg(long = "mlir-print-debug-counter")]
    pub print_debug_counter: bool,
    /// Write the output as MLIR bytecode instead of text.
    #[arg(long)]
    pub emit_bytecode: bool,
    /// The bytecode version to write (with `--emit-bytecode`).
    #[arg(long, value_name = "N", require_equals = true)]
    pub emit_bytecode_version: Option<u64>,
    /// Leave the last chunk's context and IR to the process exit instead of
    /// freeing them object by object (not a flag: set by the `main` entry
    /// points, which exit as soon as the run ends).
    #[arg(skip)]
    pub leave_ir_to_exit: bool,
}

/// The `--mlir-diagnostic-verbosity-level` values.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verbosity {
    /// Errors only.
    Errors,
    /// Errors and warnings.
    Warnings,
    /// Errors, warnings and remarks.
    Remarks,
}

impl Verbosity {
    /// True if diagnostics of `severity` are shown at this level.
    pub fn shows(self, severity: strata_ir::Severity) -> bool {
        use strata_ir::Severity;
        match severity {
            Severity::Error | Severity::Note => true,
            Severity::Warning => self != Verbosity::Errors,
            Severity::Remark => self == Verbosity::Remarks,
        }
    }
}

/// The `--mlir-timing-display` values.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimingDisplay {
    /// A list sorted by total time.
    List,
    /// A nested tree.
    Tree,
}

/// The `--mlir-output-format` values.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputFormat {
    /// Text.
    Text,
    /// JSON.
    Json,
}

/// The `--mlir-pass-statistics-display` values.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// A list merged across the pipeline, sorted by pass name.
    List,
    /// The nested pipeline.
    Pipeline,
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
