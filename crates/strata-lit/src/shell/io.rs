//! The standard streams of one pipeline stage, after its redirections are applied.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use super::ast::{Fd, Redirect};

/// Where one of a stage's output streams ends up.
#[derive(Debug, Clone)]
pub enum Sink {
    /// The stage's captured standard output (piped to the next stage).
    Out,
    /// The stage's captured standard error.
    Err,
    /// A file opened by a redirection (shared when two streams write to it).
    File(Arc<File>),
}

/// The input, output routing and captured output of one pipeline stage.
#[derive(Debug)]
pub struct StageIo {
    /// Bytes available on standard input.
    pub stdin: Vec<u8>,
    /// Where standard output goes.
    pub stdout_sink: Sink,
    /// Where standard error goes.
    pub stderr_sink: Sink,
    /// Bytes captured for [`Sink::Out`].
    pub out: Vec<u8>,
    /// Bytes captured for [`Sink::Err`].
    pub err: Vec<u8>,
    /// Notes about the execution shown in failure reports (e.g. what `not` inverted).
    pub notes: Vec<String>,
    /// The first error met while writing to a redirected file.
    pub write_error: Option<String>,
}

impl StageIo {
    /// Creates the streams of a stage reading `stdin`, with no redirections.
    pub fn new(stdin: Vec<u8>) -> Self {
        Self {
            stdin,
            stdout_sink: Sink::Out,
            stderr_sink: Sink::Err,
            out: Vec::new(),
            err: Vec::new(),
            notes: Vec::new(),
            write_error: None,
        }
    }

    /// Applies `redirects` left to right, opening files relative to `cwd`.
    pub fn with_redirects(
        stdin: Vec<u8>,
        redirects: &[Redirect],
        cwd: &Path,
    ) -> Result<Self, String> {
        let mut io = Self::new(stdin);
        for redirect in redirects {
            match redirect {
                Redirect::Input(path) => {
                    let full = cwd.join(path);
                    io.stdin = std::fs::read(&full).map_err(|err| {
                        format!("cannot read `{}` for `<`: {err}", full.display())
                    })?;
                }
                Redirect::Output { fd, path, append } => {
                    let file = open_output(&cwd.join(path), *append)?;
                    *io.sink_mut(*fd) = Sink::File(file);
                }
                Redirect::Both { path, append } => {
                    let file = open_output(&cwd.join(path), *append)?;
                    io.stdout_sink = Sink::File(file.clone());
                    io.stderr_sink = Sink::File(file);
                }
                Redirect::Dup { fd, to } => {
                    let target = io.sink(*to).clone();
                    *io.sink_mut(*fd) = target;
                }
            }
        }
        Ok(io)
    }

    fn sink(&self, fd: Fd) -> &Sink {
        match fd {
            Fd::Stderr => &self.stderr_sink,
            Fd::Stdin | Fd::Stdout => &self.stdout_sink,
        }
    }

    fn sink_mut(&mut self, fd: Fd) -> &mut Sink {
        match fd {
            Fd::Stderr => &mut self.stderr_sink,
            Fd::Stdin | Fd::Stdout => &mut self.stdout_sink,
        }
    }

    /// Writes bytes to the stage's standard output, wherever it is routed.
    pub fn write_out(&mut self, bytes: &[u8]) {
        let sink = self.stdout_sink.clone();
        self.write_to(&sink, bytes);
    }

    /// Writes bytes to the stage's standard error, wherever it is routed.
    pub fn write_err(&mut self, bytes: &[u8]) {
        let sink = self.stderr_sink.clone();
        self.write_to(&sink, bytes);
    }

    /// Appends bytes a child process wrote to a captured stream.
    pub fn capture(&mut self, sink: &Sink, bytes: &[u8]) {
        self.write_to(sink, bytes);
    }

    fn write_to(&mut self, sink: &Sink, bytes: &[u8]) {
        match sink {
            Sink::Out => self.out.extend_from_slice(bytes),
            Sink::Err => self.err.extend_from_slice(bytes),
            Sink::File(file) => {
                if let Err(err) = (&**file).write_all(bytes)
                    && self.write_error.is_none()
                {
                    self.write_error = Some(format!("cannot write to redirected file: {err}"));
                }
            }
        }
    }
}

fn open_output(path: &Path, append: bool) -> Result<Arc<File>, String> {
    let mut options = OpenOptions::new();
    options.create(true);
    if append {
        options.append(true);
    } else {
        options.write(true).truncate(true);
    }
    options
        .open(path)
        .map(Arc::new)
        .map_err(|err| format!("cannot open `{}` for writing: {err}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("strata-lit-io-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn dup_follows_the_order_of_redirections() {
        let dir = temp_dir("order");
        let to_file_then_dup = [
            Redirect::Output {
                fd: Fd::Stdout,
                path: "f".into(),
                append: false,
            },
            Redirect::Dup {
                fd: Fd::Stderr,
                to: Fd::Stdout,
            },
        ];
        let mut io = StageIo::with_redirects(vec![], &to_file_then_dup, &dir).unwrap();
        io.write_out(b"one\n");
        io.write_err(b"two\n");
        drop(io);
        assert_eq!(
            std::fs::read_to_string(dir.join("f")).unwrap(),
            "one\ntwo\n"
        );

        let dup_then_file = [
            Redirect::Dup {
                fd: Fd::Stderr,
                to: Fd::Stdout,
            },
            Redirect::Output {
                fd: Fd::Stdout,
                path: "g".into(),
                append: false,
            },
        ];
        let mut io = StageIo::with_redirects(vec![], &dup_then_file, &dir).unwrap();
        io.write_out(b"one\n");
        io.write_err(b"two\n");
        assert_eq!(io.out, b"two\n");
        assert!(io.err.is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn input_and_append() {
        let dir = temp_dir("append");
        std::fs::write(dir.join("in"), "data").unwrap();
        let redirects = [
            Redirect::Input("in".into()),
            Redirect::Both {
                path: "log".into(),
                append: true,
            },
        ];
        for _ in 0..2 {
            let mut io = StageIo::with_redirects(b"ignored".to_vec(), &redirects, &dir).unwrap();
            assert_eq!(io.stdin, b"data");
            io.write_err(b"x");
        }
        assert_eq!(std::fs::read_to_string(dir.join("log")).unwrap(), "xx");
        let missing = [Redirect::Input("nope".into())];
        assert!(
            StageIo::with_redirects(vec![], &missing, &dir)
                .unwrap_err()
                .contains("nope")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
