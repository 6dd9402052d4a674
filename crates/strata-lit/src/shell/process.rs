//! Spawning an external program as one pipeline stage, with a time limit.
//!
//! Standard input is fed and both output streams are drained by dedicated threads, so
//! arbitrarily large outputs never deadlock.

use std::collections::BTreeMap;
use std::io::{PipeReader, PipeWriter, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
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

    let child_stdin = child.stdin.take();
    let (status, outputs) = std::thread::scope(|scope| {
        let feeder = child_stdin.map(|mut pipe| {
            let stdin = &stdin;
            scope.spawn(move || {
                // The child may exit without reading everything; that is not an error.
                let _ = pipe.write_all(stdin);
            })
        });
        let readers: Vec<_> = captures
            .into_iter()
            .map(|(sink, mut reader)| {
                scope.spawn(move || {
                    let mut bytes = Vec::new();
                    let result = reader.read_to_end(&mut bytes);
                    (sink, bytes, result)
                })
            })
            .collect();
        let status = wait_with_timeout(&mut child, spec.timeout);
        if let Some(feeder) = feeder {
            let _ = feeder.join();
        }
        let outputs: Vec<_> = readers
            .into_iter()
            .filter_map(|reader| reader.join().ok())
            .collect();
        (status, outputs)
    });
    for (sink, bytes, result) in outputs {
        io.capture(&sink, &bytes);
        result?;
    }
    status
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
