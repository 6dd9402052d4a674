//! The `strata-translate` driver: reads MLIR (each `// -----` chunk with
//! `--split-input-file`), parses and verifies it, and writes LLVM IR for
//! `--mlir-to-llvmir`. Errors are rendered like `mlir-translate`'s.
//!
//! Parse the command line the driver accepts:
//!
//! ```
//! let args = ["strata-translate", "--mlir-to-llvmir", "in.mlir", "-o", "out.ll"].map(String::from);
//! let options = strata_translate::parse_args(&args).expect("valid flags");
//! assert!(options.to_llvmir && !options.split);
//! assert_eq!((options.input.as_str(), options.output.as_deref()), ("in.mlir", Some("out.ll")));
//! ```

use std::borrow::Cow;
use std::io::{self, Read, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use strata_asm::{Parser, ParserConfig};
use strata_ir::{Context, Diagnostic, SourceManager};
use strata_pass::{TimingRow, timing_table};

/// Command-line options.
#[derive(Default, Debug)]
pub struct Options {
    /// Input file, `-` for standard input.
    pub input: String,
    /// Output file, standard output when `None`.
    pub output: Option<String>,
    /// `--mlir-to-llvmir` was given.
    pub to_llvmir: bool,
    /// `--split-input-file`.
    pub split: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--mlir-disable-threading`: parse, verify and write on one thread.
    pub disable_threading: bool,
    /// `--mlir-timing`: report the time of each phase on standard error.
    pub timing: bool,
    /// `--output-split-marker=TEXT`: the line between the outputs of split
    /// chunks (empty by default, as mlir-translate's).
    pub output_marker: String,
}

/// The split marker between chunks of input.
const MARKER: &str = "// -----";

/// Parses the command line (program name first).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        input: "-".into(),
        ..Options::default()
    };
    let mut it = args.iter().skip(1);
    let mut input = None;
    while let Some(a) = it.next() {
        match a.as_str() {
            "--mlir-to-llvmir" | "-mlir-to-llvmir" => o.to_llvmir = true,
            "--split-input-file" | "-split-input-file" => o.split = true,
            "--allow-unregistered-dialect" | "-allow-unregistered-dialect" => {
                o.allow_unregistered = true
            }
            "--mlir-disable-threading" | "-mlir-disable-threading" => o.disable_threading = true,
            "--mlir-timing" | "-mlir-timing" => o.timing = true,
            s if s.starts_with("--output-split-marker=") => {
                o.output_marker = s["--output-split-marker=".len()..].to_string()
            }
            "-o" => o.output = Some(it.next().ok_or("missing value for '-o'")?.clone()),
            s if s.starts_with("-o") && s.len() > 2 => o.output = Some(s[2..].to_string()),
            s if s.starts_with('-') && s != "-" => return Err(format!("unknown argument '{s}'")),
            s => {
                if input.replace(s.to_string()).is_some() {
                    return Err("too many positional arguments".into());
                }
            }
        }
    }
    if let Some(i) = input {
        o.input = i;
    }
    if !o.to_llvmir {
        return Err("no translation given: use --mlir-to-llvmir".into());
    }
    Ok(o)
}

/// The chunks of `src` and the 1-based line each starts at.
fn chunks(src: &[u8], split: bool) -> Vec<(Cow<'_, [u8]>, u32)> {
    if !split {
        return vec![(Cow::Borrowed(src), 1)];
    }
    let mut out = Vec::new();
    let mut cur = Vec::new();
    let mut start = 1;
    for (i, line) in src.split_inclusive(|&b| b == b'\n').enumerate() {
        if line.trim_ascii_end() == MARKER.as_bytes() {
            out.push((Cow::Owned(std::mem::take(&mut cur)), start));
            start = i as u32 + 2;
        } else {
            cur.extend_from_slice(line);
        }
    }
    out.push((Cow::Owned(cur), start));
    out
}

/// The time spent in each phase, for `--mlir-timing`.
#[derive(Default)]
struct Times {
    parse: Duration,
    translate: Duration,
    output: Duration,
}

/// Translates one chunk; its diagnostics are rendered to `errors`.
fn translate_chunk(
    opts: &Options,
    text: &[u8],
    first_line: u32,
    file_name: &str,
    sources: &SourceManager,
    errors: &mut String,
    times: &mut Times,
) -> Option<String> {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(opts.allow_unregistered);
    if let Err(e) = strata_dialects::register_all(&ctx) {
        ctx.emit(Diagnostic::error(strata_ir::Location::unknown(&ctx), e));
    }
    let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = collected.clone();
    ctx.push_diagnostic_handler(Box::new(move |d| {
        if let Ok(mut v) = sink.lock() {
            v.push(d.clone());
        }
    }));
    let result = (|| {
        let started = Instant::now();
        let threads = if opts.disable_threading {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        };
        let parsed = Parser::new(&ctx, text, file_name)
            .with_line_offset(first_line - 1)
            .with_threads(threads)
            .parse_source(ParserConfig::default());
        let parsed = match parsed {
            Ok(p) => p,
            Err(e) => {
                ctx.emit(*e.0);
                return None;
            }
        };
        if let Err(ds) = strata_ir::verifier::verify_top_level(&ctx, &parsed.body, &parsed.ops) {
            for d in ds {
                ctx.emit(d);
            }
            return None;
        }
        times.parse += started.elapsed();
        let started = Instant::now();
        let module = *parsed.ops.first()?;
        let translated = strata_target_llvm::translate_module(&ctx, &parsed.body, module);
        times.translate += started.elapsed();
        match translated {
            Ok(s) => Some(s),
            Err(d) => {
                ctx.emit(d);
                None
            }
        }
    })();
    ctx.pop_diagnostic_handler();
    let list = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
    for d in &list {
        errors.push_str(&sources.render(&ctx, d));
    }
    result
}

/// Writes the translated chunks, separated by the output split marker.
fn write_outputs(mut to: impl Write, outputs: &[String], marker: &str) -> io::Result<()> {
    for (i, text) in outputs.iter().enumerate() {
        if i > 0 {
            to.write_all(marker.as_bytes())?;
            to.write_all(b"\n")?;
        }
        to.write_all(text.as_bytes())?;
    }
    to.flush()
}

/// The `--mlir-timing` report of a run that took `total`.
fn timing_report(times: &Times, total: Duration) -> String {
    let row = |name: &str, time: Duration| TimingRow {
        depth: 0,
        name: name.to_string(),
        time,
    };
    let accounted = times.parse + times.translate + times.output;
    let rows = [
        row("Parser", times.parse),
        row("Translate MLIR to LLVMIR", times.translate),
        row("Output", times.output),
        row("Rest", total.saturating_sub(accounted)),
        row("Total", total),
    ];
    timing_table(&rows, total)
}

/// Runs the driver; returns the process exit code.
pub fn main_from_args(args: Vec<String>) -> ExitCode {
    let opts = match parse_args(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("strata-translate: {e}");
            return ExitCode::from(1);
        }
    };
    // With `--mlir-disable-threading` the parallel loops of the verifier
    // and of the writer run on a pool of one thread.
    let single_thread = opts
        .disable_threading
        .then(|| rayon::ThreadPoolBuilder::new().num_threads(1).build().ok())
        .flatten();
    match &single_thread {
        Some(pool) => pool.install(|| run(&opts)),
        None => run(&opts),
    }
}

/// Reads the input file, or standard input for `-`. Standard input is read
/// through a handle of its own, so that a redirected file is read in one
/// go into a buffer of its size.
fn read_input(path: &str) -> io::Result<Vec<u8>> {
    if path != "-" {
        return std::fs::read(path);
    }
    let mut src = Vec::new();
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = io::stdin().as_fd().try_clone_to_owned() {
            std::fs::File::from(fd).read_to_end(&mut src)?;
            return Ok(src);
        }
    }
    io::stdin().read_to_end(&mut src)?;
    Ok(src)
}

/// Translates the input as `opts` asks; returns the process exit code.
fn run(opts: &Options) -> ExitCode {
    let started = Instant::now();
    let src = match read_input(&opts.input) {
        Ok(src) => src,
        Err(e) => {
            eprintln!("cannot open input file '{}': {e}", opts.input);
            return ExitCode::from(1);
        }
    };
    let file_name = if opts.input == "-" {
        "<stdin>".to_string()
    } else {
        opts.input.clone()
    };
    let shared = Arc::new(src);
    let mut sources = SourceManager::new();
    sources.add_shared(file_name.clone(), shared.clone());
    let mut outputs = Vec::new();
    let mut ok = true;
    let mut times = Times::default();
    for (chunk, line) in chunks(&shared, opts.split) {
        let mut errors = String::new();
        let out = translate_chunk(
            opts,
            &chunk,
            line,
            &file_name,
            &sources,
            &mut errors,
            &mut times,
        );
        eprint!("{errors}");
        match out {
            Some(s) => outputs.push(s),
            None => ok = false,
        }
    }
    if ok {
        let output_started = Instant::now();
        let written = match &opts.output {
            Some(path) => std::fs::File::create(path)
                .and_then(|f| write_outputs(f, &outputs, &opts.output_marker)),
            None => write_outputs(io::stdout().lock(), &outputs, &opts.output_marker),
        };
        times.output += output_started.elapsed();
        if let Err(e) = written {
            eprintln!("strata-translate: cannot write output: {e}");
            return ExitCode::from(1);
        }
    }
    if opts.timing {
        eprint!("{}", timing_report(&times, started.elapsed()));
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
