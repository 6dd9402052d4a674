//! Running the `strata-opt` binary on generated input.

// Each test binary uses a part of these helpers.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one run of `strata-opt` produced.
pub struct Run {
    /// Whether it exited with status 0.
    pub ok: bool,
    /// Everything written to stdout.
    pub stdout: String,
    /// Everything written to stderr.
    pub stderr: String,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
}

/// Time any one generated input may take: generous, since CI machines are
/// shared, but far below what a quadratic algorithm would need.
pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Runs `strata-opt ARGS -` with `input` on stdin and checks it neither
/// crashed nor ran past [`TIME_LIMIT`].
pub fn strata_opt(args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_strata-opt"));
    command.args(args);
    run(command, args, input)
}

/// Like [`strata_opt`], with the address space of the run limited to
/// `bytes` (through the shell's `ulimit -v`).
pub fn strata_opt_limited(args: &[&str], input: &[u8], bytes: usize) -> Run {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("ulimit -v {} && exec \"$0\" \"$@\"", bytes / 1024))
        .arg(env!("CARGO_BIN_EXE_strata-opt"))
        .args(args);
    run(command, args, input)
}

fn run(mut command: Command, args: &[&str], input: &[u8]) -> Run {
    let start = Instant::now();
    let mut child = command
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn strata-opt");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // The driver may stop reading early on an error; that is not a failure.
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for strata-opt");
    writer.join().expect("stdin writer");
    let elapsed = start.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.code().is_some(),
        "strata-opt {args:?} was killed by a signal ({:?}): {}",
        out.status,
        tail(&stderr)
    );
    assert!(
        !stderr.contains("panicked") && !stderr.contains("overflowed its stack"),
        "strata-opt {args:?} crashed: {}",
        tail(&stderr)
    );
    assert!(elapsed < TIME_LIMIT, "strata-opt {args:?} took {elapsed:?}");
    Run {
        ok: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr,
        elapsed,
    }
}

/// The last few hundred bytes of `s`, for failure messages.
pub fn tail(s: &str) -> &str {
    let mut start = s.len().saturating_sub(600);
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

/// `text` with every run of whitespace collapsed to one space.
pub fn squeeze(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
