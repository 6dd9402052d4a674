//! The command line, as mlir-runner's: `FILE -e NAME
//! --entry-point-result=void|i32|i64|f32 --shared-libs=A,B -O0..-O3`,
//! plus pass flags / `--pass-pipeline`, `--dump-object` and `--print-ir`.

use std::ffi::OsString;

use strata_pass::PassRegistry;

/// The result type the entry point is called with (`f32` by default, as mlir-runner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EntryResult {
    /// No result.
    Void,
    /// An `i32`, printed after the run.
    I32,
    /// An `i64`, printed after the run.
    I64,
    /// An `f32`, printed after the run.
    #[default]
    F32,
}

/// Parsed options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The input file (`-` for standard input).
    pub input: String,
    /// The entry point.
    pub entry: String,
    /// The entry point's result type.
    pub result: EntryResult,
    /// Libraries to load.
    pub shared_libs: Vec<String>,
    /// 0..=3.
    pub opt_level: u8,
    /// The pipeline text of `--pass-pipeline`.
    pub pass_pipeline: Option<String>,
    /// Passes requested by their own flags, with option text.
    pub passes: Vec<(String, Option<String>)>,
    /// Write the generated Cranelift IR to a file.
    pub dump_object: bool,
    /// Where `--dump-object` writes (default `<input>.clif`).
    pub object_filename: Option<String>,
    /// Print the IR after the passes to standard error.
    pub print_ir: bool,
    /// Accept unregistered dialects.
    pub allow_unregistered: bool,
}

fn value<'a>(arg: &'a str, flag: &str) -> Option<&'a str> {
    arg.strip_prefix(flag).and_then(|r| r.strip_prefix('='))
}

impl Options {
    /// Parses the command line (program name first).
    pub fn parse(args: Vec<OsString>, registry: &PassRegistry) -> Result<Self, String> {
        let mut o = Options {
            input: "-".into(),
            entry: "main".into(),
            opt_level: 2,
            ..Options::default()
        };
        let args: Vec<String> = args
            .into_iter()
            .skip(1)
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        let mut it = args.iter();
        let mut input = None;
        while let Some(raw) = it.next() {
            let a = if raw.starts_with("--") || !raw.starts_with('-') || raw == "-" {
                raw.clone()
            } else {
                format!("-{raw}")
            };
            match a.as_str() {
                "--e" => o.entry = it.next().ok_or("missing value for '-e'")?.clone(),
                "--O0" | "--O1" | "--O2" | "--O3" => o.opt_level = a.as_bytes()[3] - b'0',
                "--dump-object" => o.dump_object = true,
                "--print-ir" => o.print_ir = true,
                "--allow-unregistered-dialect" => o.allow_unregistered = true,
                s => {
                    if let Some(v) = value(s, "--e") {
                        o.entry = v.to_string();
                    } else if let Some(v) = value(s, "--entry-point-result") {
                        o.result = match v {
                            "void" => EntryResult::Void,
                            "i32" => EntryResult::I32,
                            "i64" => EntryResult::I64,
                            "f32" => EntryResult::F32,
                            _ => return Err(format!("unsupported entry point result type '{v}'")),
                        };
                    } else if let Some(v) = value(s, "--shared-libs") {
                        o.shared_libs
                            .extend(v.split(',').filter(|l| !l.is_empty()).map(str::to_string));
                    } else if let Some(v) = value(s, "--pass-pipeline") {
                        o.pass_pipeline = Some(v.to_string());
                    } else if let Some(v) = value(s, "--object-filename") {
                        o.object_filename = Some(v.to_string());
                    } else if let Some(flag) = s.strip_prefix("--") {
                        let (name, opts) = match flag.split_once('=') {
                            Some((n, v)) => (n, Some(v.to_string())),
                            None => (flag, None),
                        };
                        let reg = registry
                            .lookup(name)
                            .ok_or_else(|| format!("unknown argument '{raw}'"))?;
                        o.passes.push((reg.argument.to_string(), opts));
                    } else if input.replace(s.to_string()).is_some() {
                        return Err("too many positional arguments".into());
                    }
                }
            }
        }
        if let Some(i) = input {
            o.input = i;
        }
        Ok(o)
    }
}
