//! The `strata-opt` driver, mirroring `mlir-opt`: read a file (or each
//! `// -----` chunk of it), parse and verify it, run passes, and print the
//! result; or check its diagnostics against `expected-*` comments.
//!
//! Run the driver on a file with `--canonicalize`, capturing its output:
//!
//! ```
//! let path = std::env::temp_dir().join(format!("strata-opt-doc-{}.mlir", std::process::id()));
//! let src = "func.func @f() -> i32 {\n  %a = arith.constant 2 : i32\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n";
//! std::fs::write(&path, src).expect("a writable temporary directory");
//! let registry = strata_transforms::registry();
//! let args = vec!["strata-opt".into(), path.clone().into_os_string(), "--canonicalize".into()];
//! let (options, passes) = strata_opt::Options::parse_args(args, &registry).expect("valid flags");
//! let invocation = strata_opt::Invocation { options, passes, registry };
//! let (mut out, mut err) = (Vec::new(), Vec::new());
//! let ok = strata_opt::run(&invocation, &[strata_opt::register_builtin_dialects], &mut out, &mut err);
//! std::fs::remove_file(&path).ok();
//! assert!(ok.expect("no I/O error"), "{}", String::from_utf8_lossy(&err));
//! assert!(String::from_utf8_lossy(&out).contains("arith.constant 4 : i32"));
//! ```

mod diagnostics;
pub mod eval;
mod input;
mod options;
mod output;
mod passes;
mod reproducer;
mod roundtrip;
mod split;
mod verify_diagnostics;

use std::borrow::Cow;
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use std::time::{Duration, Instant};

use strata_asm::lexer::SourceRelease;
use strata_asm::{Parser, ParserConfig, PrintFlags, print_top_level_with_threads};
use strata_ir::{Context, Diagnostic, Ident, Location, Severity, SourceManager};
use strata_pass::{Instrumentation, OpPassManager, PassRegistration, PassRegistry, RunOptions};

pub use options::{Options, OutputFormat, StatisticsDisplay, TimingDisplay, Verbosity};
use output::OutputSink;
pub use passes::PassFlag;
use verify_diagnostics::ExpectedDiagnostics;

/// A hook that registers dialects in every context the driver creates.
pub type Registration = fn(&Context);

/// Registers the dialects shipped with Strata.
pub fn register_builtin_dialects(ctx: &Context) {
    match strata_dialects::all_dialects() {
        Ok(mut dialects) => {
            strata_conversion::attach_convert_to_llvm_interfaces(&mut dialects);
            for d in dialects {
                ctx.register_dialect(d);
            }
        }
        // Dialect declarations are checked by the dialects' own tests; a
        // failure here is a programming error, reported without a panic.
        Err(e) => ctx.emit(strata_ir::Diagnostic::error(
            strata_ir::Location::unknown(ctx),
            e,
        )),
    }
    strata_dialect_comb::register(ctx);
}

/// Runs the driver on command-line arguments (program name first), with
/// every dialect shipped with Strata registered.
pub fn main_from_args(args: Vec<OsString>) -> ExitCode {
    main_with_registration(args, &[register_builtin_dialects])
}

/// The registry of every shipped pass: the generic passes, the dialects'
/// own passes and the conversions. `strata-opt` and `strata-run` share it.
pub fn pass_registry() -> PassRegistry {
    let mut registry = strata_conversion::pass_registry();
    registry.register(strata_dialect_comb::CONVERT_COMB_TO_ARITH);
    registry
}

/// Runs the driver with extra dialect registrations and the standard passes.
pub fn main_with_registration(args: Vec<OsString>, registrations: &[Registration]) -> ExitCode {
    main_with_passes(args, registrations, &[])
}

/// Runs the driver with dialect registrations and, besides the standard
/// passes, `extra_passes` (a test driver's test-only passes).
pub fn main_with_passes(
    args: Vec<OsString>,
    registrations: &[Registration],
    extra_passes: &[PassRegistration],
) -> ExitCode {
    let mut registry = pass_registry();
    for &pass in extra_passes {
        registry.register(pass);
    }
    let (mut opts, passes) = match Options::parse_args(args, &registry) {
        Ok(o) => o,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    opts.leave_ir_to_exit = true;
    let stdout = io::stdout();
    let invocation = Invocation {
        options: opts,
        passes,
        registry,
    };
    let run_all = || {
        run(
            &invocation,
            registrations,
            &mut stdout.lock(),
            // Not locked for the whole run: passes on worker threads report on stderr.
            &mut io::stderr(),
        )
    };
    // With `--mlir-disable-threading` nothing runs on a second thread, not
    // even the parallel loops of the verifier or of a pass: they all go to
    // a pool of one thread.
    let single_thread = invocation
        .options
        .disable_threading
        .then(|| rayon::ThreadPoolBuilder::new().num_threads(1).build().ok())
        .flatten();
    let outcome = match &single_thread {
        Some(pool) => pool.install(run_all),
        None => run_all(),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            let _ = writeln!(io::stderr(), "strata-opt: {e}");
            ExitCode::from(1)
        }
    }
}

fn new_context(opts: &Options, registrations: &[Registration]) -> Context {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_print_op_on_diagnostic(opts.print_op_on_diagnostic && !opts.verify_diagnostics);
    for r in registrations {
        r(&ctx);
    }
    ctx
}

/// A parsed command line: the options, the passes requested by their own
/// flags (in order), and the passes known by name.
pub struct Invocation {
    /// The options.
    pub options: Options,
    /// The pass flags, in command-line order.
    pub passes: Vec<PassFlag>,
    /// The registered passes.
    pub registry: PassRegistry,
}

impl Invocation {
    /// True if any pass was requested.
    pub fn has_passes(&self) -> bool {
        !self.passes.is_empty() || self.options.pass_pipeline.is_some()
    }
}

/// What a chunk needs to run the pass pipeline.
struct PassSetup<'a> {
    invocation: &'a Invocation,
    instrumentation: &'a Instrumentation,
    parse_time: Duration,
    output_time: Duration,
}

/// Runs the driver; returns whether everything succeeded.
pub fn run(
    invocation: &Invocation,
    registrations: &[Registration],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<bool> {
    let started = Instant::now();
    let opts = &invocation.options;
    if opts.list_passes {
        write!(out, "{}", invocation.registry.list_text())?;
        return Ok(true);
    }
    match passes::build_pass_manager(
        opts,
        &invocation.passes,
        &invocation.registry,
        "builtin.module",
    ) {
        Err(e) => {
            writeln!(err, "<unknown>:0: error: {e}")?;
            return Ok(false);
        }
        Ok(pm) if opts.dump_pass_pipeline => {
            let pm = pm.unwrap_or_else(|| OpPassManager::new(Some("builtin.module".into())));
            write!(err, "{}", pm.dump_text())?;
        }
        Ok(_) => {}
    }
    let mut instrumentation = passes::instrumentation(opts);
    match strata_pass::DebugCounters::parse(opts.debug_counter.iter().map(String::as_str)) {
        Ok(counters) => instrumentation.debug_counters = counters,
        Err(e) => {
            writeln!(err, "error: {e}")?;
            return Ok(false);
        }
    }
    let mut setup = PassSetup {
        invocation,
        instrumentation: &instrumentation,
        parse_time: Duration::ZERO,
        output_time: Duration::ZERO,
    };
    if opts.show_dialects {
        let ctx = new_context(opts, registrations);
        writeln!(out, "Available Dialects: {}", ctx.dialect_names().join(","))?;
        return Ok(true);
    }
    let src = match input::read_input(&opts.input) {
        Ok(s) => s,
        Err(e) => {
            let reason = output::os_message(&e);
            writeln!(err, "cannot open input file '{}': {reason}", opts.input)?;
            return Ok(false);
        }
    };
    let file_name = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    let mut sources = SourceManager::new();
    sources.add_shared(file_name.clone(), src.shared());

    let chunks = match &opts.split_input_file {
        Some(marker) if !strata_bytecode::is_bytecode(src.bytes()) => {
            let split = split::split(src.bytes(), marker);
            let ctx = new_context(opts, registrations);
            for (line, col) in split.near_misses {
                let loc = Location::file(&ctx, Ident::new(&ctx, &file_name), line, col);
                let near_miss = Diagnostic::warning(loc, "near miss with file split marker");
                err.write_all(sources.render(&ctx, &near_miss).as_bytes())?;
            }
            split.chunks
        }
        _ => vec![split::Chunk {
            text: Cow::Borrowed(src.bytes()),
            first_line: 1,
            position: (0, 0),
        }],
    };
    let output_marker = opts
        .split_input_file
        .as_ref()
        .map(|_| format!("{}\n", opts.output_split_marker));

    let mut sink = match OutputSink::open(opts.output.as_deref(), out) {
        Ok(sink) => sink,
        Err(e) => {
            writeln!(err, "{e}")?;
            return Ok(false);
        }
    };
    let mut ok = true;
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0
            && let Some(marker) = &output_marker
        {
            sink.write_all(marker.as_bytes())?;
        }
        let ctx = new_context(opts, registrations);
        let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::new(Mutex::new(Vec::new()));
        let sink_diags = collected.clone();
        let filter = diagnostics::Filter::of(opts);
        ctx.push_diagnostic_handler(Box::new(move |d| {
            if let Some(d) = filter.apply(d)
                && let Ok(mut v) = sink_diags.lock()
            {
                v.push(d);
            }
        }));
        let release = |part: &[u8]| src.release(part);
        let chunk_ok = process_chunk(&mut setup, &ctx, chunk, &file_name, &mut sink, &release);
        ctx.pop_diagnostic_handler();
        let diags = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
        if opts.verify_diagnostics {
            let expected = ExpectedDiagnostics::parse(&chunk.text, chunk.first_line, &file_name);
            let (matched, report) = expected.check(&ctx, &diags, &sources, &file_name);
            err.write_all(report.as_bytes())?;
            ok &= matched;
        } else {
            for d in &diags {
                err.write_all(sources.render(&ctx, d).as_bytes())?;
            }
            // Like mlir-opt, a failure that explained itself with an error
            // prints nothing more; a silent one is named so it is not missed.
            if let Some(failure) = instrumentation.take_failure()
                && !diags.iter().any(|d| d.severity == Severity::Error)
            {
                writeln!(err, "strata-opt: {failure}")?;
            }
            ok &= chunk_ok.is_ok();
        }
        if let Err(e) = chunk_ok
            && e.kind() != io::ErrorKind::Other
        {
            return Err(e);
        }
        if opts.leave_ir_to_exit && i + 1 == chunks.len() {
            // Freeing every uniqued type and attribute takes a few percent
            // of a large run; the process is about to exit anyway.
            std::mem::forget(ctx);
        }
    }
    let output_started = Instant::now();
    sink.finish(ok)?;
    if opts.print_debug_counter {
        err.write_all(instrumentation.debug_counters.report().as_bytes())?;
    }
    if opts.pass_statistics {
        let report = match opts.pass_statistics_display {
            StatisticsDisplay::Pipeline => instrumentation.statistics_report(),
            StatisticsDisplay::List => instrumentation.statistics_list_report(),
        };
        err.write_all(report.as_bytes())?;
    }
    if opts.timing {
        let times = (
            setup.parse_time,
            setup.output_time + output_started.elapsed(),
            started.elapsed(),
        );
        let report = match (opts.output_format, opts.timing_display) {
            (OutputFormat::Json, _) => {
                instrumentation.timing_json_report(times.0, times.1, times.2)
            }
            (OutputFormat::Text, TimingDisplay::List) => {
                instrumentation.timing_list_report(times.0, times.1, times.2)
            }
            (OutputFormat::Text, TimingDisplay::Tree) => {
                instrumentation.timing_report(times.0, times.1, times.2)
            }
        };
        err.write_all(report.as_bytes())?;
    }
    Ok(ok)
}

/// Parses, verifies and prints one chunk. Diagnostics go to the context's
/// handler; an `Other` error means the chunk failed with diagnostics.
fn process_chunk(
    setup: &mut PassSetup<'_>,
    ctx: &Context,
    chunk: &split::Chunk<'_>,
    file_name: &str,
    sink: &mut OutputSink<'_>,
    release: SourceRelease<'_>,
) -> io::Result<()> {
    let opts = &setup.invocation.options;
    let failed = || io::Error::other("failed");
    let parse_started = Instant::now();
    let config = ParserConfig {
        no_implicit_module: opts.no_implicit_module,
        legacy_syntax: opts.legacy_syntax,
    };
    let parsed = if strata_bytecode::is_bytecode(&chunk.text) {
        strata_bytecode::parse_bytecode_with_config(ctx, &chunk.text, config)
            .map_err(|e| bytecode_diagnostic(ctx, file_name, &e))
    } else {
        Parser::new(ctx, &chunk.text, file_name)
            .with_line_offset(chunk.first_line - 1)
            .with_buffer_position(chunk.position.0, chunk.position.1)
            .with_threads(parse_threads(opts))
            .with_source_release(release)
            .parse_source(config)
            .map_err(|e| *e.0)
    };
    let mut parsed = match parsed {
        Ok(p) => p,
        Err(d) => {
            ctx.emit(d);
            return Err(failed());
        }
    };
    if !opts.disable_verifier_on_parsing
        && let Err(diags) = strata_ir::verifier::verify_top_level(ctx, &parsed.body, &parsed.ops)
    {
        for d in diags {
            ctx.emit(d);
        }
        return Err(failed());
    }
    setup.parse_time += parse_started.elapsed();
    if opts.verify_roundtrip && !roundtrip::verify(ctx, &parsed, file_name) {
        return Err(failed());
    }
    if !run_passes(setup, ctx, &mut parsed) {
        return Err(failed());
    }
    let output_started = Instant::now();
    let mut flags = opts.print_flags();
    // IR left unverified (after parsing or after passes) that is invalid is
    // printed in the generic form, which any IR can be printed in, as upstream.
    if (opts.disable_verifier_on_parsing || !opts.verify_each && setup.invocation.has_passes())
        && strata_ir::verifier::verify_top_level(ctx, &parsed.body, &parsed.ops).is_err()
    {
        flags.generic = true;
    }
    if opts.emit_bytecode {
        write_bytecode_output(ctx, opts, &parsed, sink)?;
    } else {
        print_top_level_with_threads(
            ctx,
            &parsed.body,
            &parsed.ops,
            flags,
            parse_threads(opts),
            sink.writer(),
        )?;
        sink.write_all(b"\n")?;
    }
    setup.output_time += output_started.elapsed();
    Ok(())
}

/// The threads parsing and printing may use: one with `--mlir-disable-threading`.
fn parse_threads(opts: &Options) -> usize {
    if opts.disable_threading {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}

/// The diagnostic of a bytecode file that could not be read: upstream's
/// message at `file:0:0`, noting the producer and the byte offset.
fn bytecode_diagnostic(
    ctx: &Context,
    file_name: &str,
    e: &strata_bytecode::BytecodeError,
) -> Diagnostic {
    let loc = Location::file(ctx, Ident::new(ctx, file_name), 0, 0);
    let mut d = Diagnostic::error(loc, e.message.clone());
    if let Some(note) = &e.producer_note {
        d.attach_note(loc, note.clone());
    }
    d.attach_note(loc, e.location_note());
    d
}

/// Writes the top-level operation as bytecode (`--emit-bytecode`).
fn write_bytecode_output(
    ctx: &Context,
    opts: &Options,
    parsed: &strata_asm::ParsedSource,
    sink: &mut OutputSink<'_>,
) -> io::Result<()> {
    let config = strata_bytecode::WriterConfig {
        version: opts
            .emit_bytecode_version
            .unwrap_or(strata_bytecode::CURRENT_VERSION),
        producer: strata_bytecode::DEFAULT_PRODUCER.to_string(),
    };
    for &op in &parsed.ops {
        match strata_bytecode::write_bytecode(ctx, &parsed.body, op, &config) {
            Ok(bytes) => sink.write_all(&bytes)?,
            Err(e) => {
                ctx.emit(Diagnostic::error(parsed.body.op_loc(op), e.message));
                return Err(io::Error::other("failed"));
            }
        }
    }
    Ok(())
}

/// Runs the requested passes on each top-level operation; returns whether
/// they all succeeded (failures have emitted their diagnostics).
fn run_passes(setup: &PassSetup<'_>, ctx: &Context, parsed: &mut strata_asm::ParsedSource) -> bool {
    let invocation = setup.invocation;
    let mut opts = Cow::Borrowed(&invocation.options);
    if opts.run_reproducer {
        match reproducer::take(ctx) {
            Ok(Some(config)) => {
                let o = opts.to_mut();
                o.pass_pipeline = Some(config.pipeline);
                o.disable_threading = config.disable_threading;
                o.verify_each = config.verify_each;
            }
            Ok(None) => {}
            Err(e) => {
                let loc = parsed
                    .ops
                    .first()
                    .map_or_else(|| Location::unknown(ctx), |&op| parsed.body.op_loc(op));
                ctx.emit(Diagnostic::error(loc, e));
                return false;
            }
        }
    }
    if let Some(e) = threading_conflict(&opts) {
        ctx.emit(Diagnostic::error(Location::unknown(ctx), e));
        return false;
    }
    let run_options = RunOptions {
        verify_each: opts.verify_each,
        threading: !opts.disable_threading,
        instrumentation: setup.instrumentation,
    };
    let ops = parsed.ops.clone();
    for op in ops {
        let top = parsed.body.op_name(op).as_str(ctx).to_string();
        let pm = passes::build_pass_manager(&opts, &invocation.passes, &invocation.registry, &top);
        let mut pm = match pm {
            Ok(Some(pm)) => pm,
            Ok(None) => return true,
            Err(e) => {
                ctx.emit(Diagnostic::error(parsed.body.op_loc(op), e));
                return false;
            }
        };
        // The reproducer keeps the IR as the pipeline found it.
        let snapshot = opts.crash_reproducer.as_ref().map(|path| {
            let config = reproducer::Config {
                pipeline: pm.pipeline_string(),
                disable_threading: opts.disable_threading,
                verify_each: opts.verify_each,
            };
            (path, reproducer::render(ctx, &parsed.body, &[op], &config))
        });
        if pm.run(ctx, run_options, &mut parsed.body, op, "").is_err() {
            if let Some((path, text)) = snapshot {
                let failed = setup.instrumentation.take_failed_pass();
                let loc = failed.as_ref().map_or(parsed.body.op_loc(op), |f| f.loc);
                let (text, note) = match failed {
                    Some(f) if opts.local_reproducer => {
                        let text = f.reproducer.map_or(text, |r| {
                            let config = reproducer::Config {
                                pipeline: r.pipeline,
                                disable_threading: opts.disable_threading,
                                verify_each: opts.verify_each,
                            };
                            reproducer::render(ctx, &r.body, &[r.op], &config)
                        });
                        (
                            text,
                            format!("Pipeline failed while executing {}: ", f.description),
                        )
                    }
                    Some(f) => (
                        text,
                        format!("Pipeline failed while executing [{}]: ", f.description),
                    ),
                    None => (text, String::new()),
                };
                let mut d = Diagnostic::error(
                    loc,
                    "Failures have been detected while processing an MLIR pass pipeline",
                );
                match std::fs::write(path, text) {
                    Ok(()) => d.attach_note(loc, format!("{note}reproducer generated at `{path}`")),
                    Err(e) => d.attach_note(
                        loc,
                        format!(
                            "failed to write the reproducer to `{path}`: {}",
                            output::os_message(&e)
                        ),
                    ),
                }
                ctx.emit(d);
            }
            return false;
        }
    }
    true
}

/// The error for options that need threading off while it is on: a local
/// crash reproducer, or IR dumps at module scope.
fn threading_conflict(opts: &Options) -> Option<&'static str> {
    if opts.disable_threading {
        None
    } else if opts.local_reproducer && opts.crash_reproducer.is_some() {
        Some("Local crash reproduction may not be used without disabling mutli-threading first.")
    } else if opts.print_ir_module_scope {
        // Upstream's message ends with a newline of its own.
        Some(
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
        )
    } else {
        None
    }
}

/// Print flags from the options.
impl Options {
    fn print_flags(&self) -> PrintFlags {
        PrintFlags {
            generic: self.print_op_generic,
            debug_info: self.print_debuginfo,
            pretty_debug_info: self.pretty_debuginfo,
            local_scope: self.print_local_scope,
            elide_elements_above: self.elide_elementsattrs_if_larger,
            hex_elements_above: self.print_elementsattrs_with_hex_if_larger,
            skip_regions: self.print_skip_regions,
            unique_ssa_ids: self.print_unique_ssa_ids,
            value_users: self.print_value_users,
            nameloc_as_prefix: self.use_nameloc_as_prefix,
            elide_resource_strings_above: self.elide_resource_strings_if_larger,
        }
    }
}
