//! A scriptable stand-in for a compiler tool, used by strata-lit's own tests.
//!
//! Its arguments are actions performed in order:
//!
//! - `stdin`: copy standard input to standard output
//! - `file PATH`: copy a file to standard output
//! - `strip PATH`: copy a file to standard output without its `//` and `#` comment lines
//! - `out TEXT` / `err TEXT`: print a line on standard output / error
//! - `lines N`: print `line 1` ... `line N` on standard output
//! - `errlines N`: the same on standard error
//! - `env NAME`: print the value of an environment variable (or `<unset>`)
//! - `sleep MS`: sleep for a number of milliseconds
//! - `orphan MS`: start a copy of this tool that sleeps for MS milliseconds while holding
//!   the standard streams, and do not wait for it
//! - `exit CODE`: exit immediately with this code
//! - `abort`: crash with SIGABRT

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(code) => ExitCode::from(code),
        Err(err) => {
            eprintln!("strata-lit-fixture-tool: {err}");
            ExitCode::from(100)
        }
    }
}

fn run(args: Vec<String>) -> Result<u8, String> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut actions = args.into_iter();
    let io = |e: std::io::Error| e.to_string();
    while let Some(action) = actions.next() {
        let mut operand = || {
            actions
                .next()
                .ok_or_else(|| format!("`{action}` needs an operand"))
        };
        match action.as_str() {
            "stdin" => {
                let mut buf = Vec::new();
                std::io::stdin().read_to_end(&mut buf).map_err(io)?;
                out.write_all(&buf).map_err(io)?;
            }
            "file" => {
                let bytes = std::fs::read(operand()?).map_err(io)?;
                out.write_all(&bytes).map_err(io)?;
            }
            "strip" => {
                let text = std::fs::read_to_string(operand()?).map_err(io)?;
                for line in text.lines() {
                    let trimmed = line.trim_start();
                    if !trimmed.starts_with("//") && !trimmed.starts_with('#') {
                        writeln!(out, "{line}").map_err(io)?;
                    }
                }
            }
            "out" => writeln!(out, "{}", operand()?).map_err(io)?,
            "err" => {
                out.flush().map_err(io)?;
                eprintln!("{}", operand()?);
            }
            "lines" | "errlines" => {
                let n: u64 = operand()?
                    .parse()
                    .map_err(|_| "bad line count".to_string())?;
                if action == "lines" {
                    for i in 1..=n {
                        writeln!(out, "line {i}").map_err(io)?;
                    }
                } else {
                    let mut err = std::io::stderr().lock();
                    for i in 1..=n {
                        writeln!(err, "line {i}").map_err(io)?;
                    }
                }
            }
            "env" => {
                let name = operand()?;
                let value = std::env::var(&name).unwrap_or_else(|_| "<unset>".to_string());
                writeln!(out, "{name}={value}").map_err(io)?;
            }
            "sleep" => {
                let ms: u64 = operand()?.parse().map_err(|_| "bad duration".to_string())?;
                std::thread::sleep(Duration::from_millis(ms));
            }
            "orphan" => {
                let exe = std::env::current_exe().map_err(io)?;
                std::process::Command::new(exe)
                    .args(["sleep", &operand()?])
                    .spawn()
                    .map_err(io)?;
            }
            "exit" => {
                out.flush().map_err(io)?;
                return operand()?.parse().map_err(|_| "bad exit code".to_string());
            }
            "abort" => {
                out.flush().map_err(io)?;
                std::process::abort();
            }
            other => return Err(format!("unknown action `{other}`")),
        }
    }
    out.flush().map_err(io)?;
    Ok(0)
}
