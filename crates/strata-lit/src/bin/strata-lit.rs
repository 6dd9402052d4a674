//! `strata-lit`: run lit-style test files by hand, for debugging.
//!
//! ```text
//! strata-lit --tool strata-opt=target/debug/strata-opt test/Dialect/foo.mlir test/IR
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use strata_lit::{Outcome, SuiteConfig, default_temp_root, discover, run_test};

/// Runs lit-style test files (one file or every test under a directory).
#[derive(Debug, Parser)]
#[command(name = "strata-lit")]
struct Cli {
    /// Test files or directories to run.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Make a tool runnable by name in RUN lines: NAME=PATH.
    #[arg(long = "tool", value_name = "NAME=PATH", value_parser = parse_pair)]
    tools: Vec<(String, String)>,
    /// Add a RUN-line substitution: KEY=VALUE (e.g. `%{opt}=strata-opt -x`).
    #[arg(long = "subst", value_name = "KEY=VALUE", value_parser = parse_pair)]
    substitutions: Vec<(String, String)>,
    /// Declare an available feature for REQUIRES/UNSUPPORTED/XFAIL.
    #[arg(long = "feature", value_name = "NAME")]
    features: Vec<String>,
    /// Also discover files with this extension.
    #[arg(long = "ext", value_name = "EXT")]
    extensions: Vec<String>,
    /// Time limit of each external command, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    timeout: f64,
    /// Allow running programs found on PATH.
    #[arg(long)]
    allow_path: bool,
    /// Directory for the tests' temporary files.
    #[arg(long, value_name = "DIR")]
    temp_dir: Option<PathBuf>,
    /// Print only failures and the summary.
    #[arg(short, long)]
    quiet: bool,
}

fn parse_pair(text: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .filter(|(key, _)| !key.is_empty())
        .map(|(key, value)| (key.to_string(), value.to_string()))
        .ok_or_else(|| format!("expected KEY=VALUE, got `{text}`"))
}

fn config_for(cli: &Cli, root: PathBuf) -> Result<SuiteConfig, String> {
    if !cli.timeout.is_finite() || cli.timeout <= 0.0 {
        return Err(format!("invalid --timeout {}", cli.timeout));
    }
    let mut config = SuiteConfig::new(root)
        .timeout(Duration::from_secs_f64(cli.timeout))
        .allow_path_lookup(cli.allow_path);
    for (name, path) in &cli.tools {
        config = config.tool(name, path);
    }
    for (key, value) in &cli.substitutions {
        config = config.substitution(key, value);
    }
    for feature in &cli.features {
        config = config.feature(feature);
    }
    for extension in &cli.extensions {
        config = config.extension(extension);
    }
    if let Some(dir) = &cli.temp_dir {
        config = config.temp_root(dir);
    }
    Ok(config)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (mut passed, mut failed, mut skipped) = (0usize, 0usize, 0usize);
    for root in &cli.paths {
        let config = match config_for(&cli, root.clone()) {
            Ok(config) => config,
            Err(err) => {
                eprintln!("strata-lit: {err}");
                return ExitCode::from(2);
            }
        };
        let files = match discover(config.root(), config.extensions()) {
            Ok(files) => files,
            Err(err) => {
                eprintln!("strata-lit: {err}");
                failed += 1;
                continue;
            }
        };
        for file in files {
            match run_test(&config, &file) {
                Outcome::Passed => {
                    passed += 1;
                    if !cli.quiet {
                        println!("PASS: {}", file.name);
                    }
                }
                Outcome::ExpectedFailure => {
                    passed += 1;
                    if !cli.quiet {
                        println!("XFAIL: {}", file.name);
                    }
                }
                Outcome::Unsupported(reason) => {
                    skipped += 1;
                    if !cli.quiet {
                        println!("UNSUPPORTED: {} ({reason})", file.name);
                    }
                }
                Outcome::Failed(report) => {
                    failed += 1;
                    println!("FAIL: {}\n{report}", file.name);
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed, {skipped} skipped");
    if failed == 0 && cli.temp_dir.is_none() {
        let _ = std::fs::remove_dir_all(default_temp_root());
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
