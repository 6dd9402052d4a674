//! Spawning an external program as one pipeline stage, with a time limit.
//!
//! Standard input is fed and both output streams are drained by dedicated threads, so
//! arbitrarily large outputs never deadlock, and nothing waits past the time limit.

use std::collections::BTreeMap;
use std::io::{PipeReader, PipeWriter, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::io::{Sink, StageIo};
use super::status::Status;

/// How to run one external program.
pub struct ProcessSpec<'a> {
    /// The executable.
    pub program: &'a Path,
    /// Its arguments (without the program name).
    pub args: &'a [String],
    /// Its working directory.
    pub cwd: &'a Path,
    /// Environment changes: `Some` sets a variable, `None` removes it.
    pub env: &'a BTreeMap<String, Option<String>>,
    /// Kill the process if it runs longer than this.
    pub timeout: Duration,
}

/// Runs the program with the stage's streams and returns how it ended.
pub fn run(spec: &ProcessSpec<'_>, io: &mut StageIo) -> Status {
    match spawn_and_wait(spec, io) {
        Ok(status) => status,
        Err(err) => Status::Error(format!("cannot run `{}`: {err}", spec.program.display())),
    }
}

/// How long output pipes may stay open after the process ended, beyond the time limit.
const PIPE_GRACE: Duration = Duration::from_secs(1);

struct Capture {
    sink: Sink,
    reader: PipeReader,
    writer: PipeWriter,
}

fn spawn_and_wait(spec: &ProcessSpec<'_>, io: &mut StageIo) -> std::io::Result<Status> {
    let mut command = Command::new(spec.program);
    command.args(spec.args).current_dir(spec.cwd);
    for (key, value) in spec.env {
        match value {
            Some(value) => command.env(key, value),
            None => command.env_remove(key),
        };
    }
    let stdin = std::mem::take(&mut io.stdin);
    command.stdin(if stdin.is_empty() {
        Stdio::null()
    } else {
        Stdio::piped()
    });

    let mut captures = Vec::new();
    let stdout = stdio_for(&io.stdout_sink, &mut captures)?;
    let stderr = stdio_for(&io.stderr_sink, &mut captures)?;
    command.stdout(stdout).stderr(stderr);
    let mut child = command.spawn()?;
    // Close the parent's copies of the pipe writers so the readers see end-of-file.
    drop(command);
    let captures: Vec<(Sink, PipeReader)> = captures
        .into_iter()
        .map(|capture| (capture.sink, capture.reader))
        .collect();

    let start = Instant::now();
    if let Some(mut pipe) = child.stdin.take() {
        std::thread::spawn(move || {
            // The child may exit without reading everything; that is not an error.
            let _ = pipe.write_all(&stdin);
        });
    }
    let (sender, receiver) = mpsc::channel();
    let pending = captures.len();
    for (sink, mut reader) in captures {
        let sender = sender.clone();
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let result = reader.read_to_end(&mut bytes);
            let _ = sender.send((sink, bytes, result));
        });
    }
    let status = match wait_with_timeout(&mut child, spec.timeout) {
        Ok(status) => status,
        Err(err) => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(err);
        }
    };
    // Output pipes normally close when the process exits, but a process it started may
    // still hold them: wait for them only within the time limit (and at least a moment).
    let deadline = (start + spec.timeout).max(Instant::now() + PIPE_GRACE);
    for _ in 0..pending {
        let remaining = deadline.saturating_duration_since(Instant::now());
        match receiver.recv_timeout(remaining) {
            Ok((sink, bytes, result)) => {
                io.capture(&sink, &bytes);
                result?;
            }
            Err(_) => {
                return Ok(Status::Error(format!(
                    "the output of `{}` stayed open after it ended \
                     (a process it started may still be running)",
                    spec.program.display()
                )));
            }
        }
    }
    Ok(status)
}

/// Builds the `Stdio` for one output stream, creating a capture pipe when needed.
///
/// When both streams go to the same capture (`2>&1`) they share one pipe, so that their
/// interleaving is preserved.
fn stdio_for(sink: &Sink, captures: &mut Vec<Capture>) -> std::io::Result<Stdio> {
    let same = |capture: &&Capture| {
        matches!(
            (&capture.sink, sink),
            (Sink::Out, Sink::Out) | (Sink::Err, Sink::Err)
        )
    };
    match sink {
        Sink::File(file) => Ok(Stdio::from(file.try_clone()?)),
        Sink::Out | Sink::Err => {
            if let Some(existing) = captures.iter().find(same) {
                return Ok(Stdio::from(existing.writer.try_clone()?));
            }
            let (reader, writer) = std::io::pipe()?;
            let stdio = Stdio::from(writer.try_clone()?);
            captures.push(Capture {
                sink: sink.clone(),
                reader,
                writer,
            });
            Ok(stdio)
        }
    }
}

/// Waits for the process to end, killing it once it has run for `timeout`.
fn wait_with_timeout(child: &mut Child, timeout: Duration) -> std::io::Result<Status> {
    let start = Instant::now();
    let mut delay = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Status::from_exit(status));
        }
        if start.elapsed() >= timeout {
            child.kill()?;
            child.wait()?;
            return Ok(Status::TimedOut(timeout));
        }
        std::thread::sleep(delay);
        delay = (delay * 2).min(Duration::from_millis(20));
    }
}
