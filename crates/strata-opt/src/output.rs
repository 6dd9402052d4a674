//! Where the driver's output goes (`-o FILE`).
//!
//! A regular file (or a missing one) is written through a temporary file
//! beside it, renamed over it only when the whole run succeeded, so that a
//! failed run leaves an existing file untouched; the temporary file takes
//! the existing file's permissions and is removed on every failure path.
//! Symbolic links are followed (their target is replaced, not the link).
//! Standard output (`-`), character devices, FIFOs and sockets are written
//! directly, as they cannot be replaced by a rename.

use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// Symbolic links followed before giving up, as the kernel does (`ELOOP`).
const MAX_SYMLINK_HOPS: usize = 40;

/// An open output destination.
pub(crate) enum OutputSink<'a> {
    /// Standard output (or the writer the driver was given).
    Stdout(BufWriter<&'a mut dyn Write>),
    /// A device or FIFO written in place.
    Direct {
        /// The path as given, for error messages.
        path: String,
        file: BufWriter<File>,
    },
    /// A temporary file renamed over the destination on success.
    Staged {
        staged: StagedFile,
        file: BufWriter<File>,
    },
}

/// A temporary file that is removed when dropped, unless it was renamed
/// over its destination.
pub(crate) struct StagedFile {
    tmp: PathBuf,
    target: PathBuf,
    /// The path as given, for error messages.
    shown: String,
    done: bool,
}

impl Drop for StagedFile {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

/// `e`'s message without Rust's ` (os error N)` suffix, as upstream tools
/// print system errors.
pub(crate) fn os_message(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => text[..at].to_string(),
        _ => text,
    }
}

/// An error naming `path` and the operation that failed on it.
fn path_error(operation: &str, path: &str, e: &io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("{operation} '{path}': {}", os_message(e)))
}

/// `path` with every symbolic link along the final component followed
/// (the target of a dangling link is returned as is: it will be created).
fn follow_symlinks(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_SYMLINK_HOPS {
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        "Too many levels of symbolic links",
    ))
}

/// The temporary file beside `target` (same directory, so the final rename
/// stays on one file system).
fn temp_path(target: &Path) -> PathBuf {
    let mut name = target.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".strata-tmp-{}", std::process::id()));
    target.with_file_name(name)
}

impl<'a> OutputSink<'a> {
    /// Opens the destination `path` (standard output for `None` or `-`).
    /// The error names the path, like upstream's `cannot open output file`.
    pub(crate) fn open(path: Option<&str>, out: &'a mut dyn Write) -> io::Result<Self> {
        let path = match path {
            None | Some("-") => {
                return Ok(OutputSink::Stdout(BufWriter::with_capacity(1 << 16, out)));
            }
            Some(p) => p,
        };
        let cannot_open = |e: &io::Error| path_error("cannot open output file", path, e);
        let target = follow_symlinks(Path::new(path)).map_err(|e| cannot_open(&e))?;
        let permissions = match fs::metadata(&target) {
            Ok(meta) if meta.is_file() || meta.is_dir() => {
                // Check the destination may be written (a directory or a
                // read-only file fails here) without truncating it.
                OpenOptions::new()
                    .write(true)
                    .open(&target)
                    .map_err(|e| cannot_open(&e))?;
                Some(meta.permissions())
            }
            Ok(_) => {
                let file = File::create(&target).map_err(|e| cannot_open(&e))?;
                return Ok(OutputSink::Direct {
                    path: path.to_string(),
                    file: BufWriter::with_capacity(1 << 16, file),
                });
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Err(e) => return Err(cannot_open(&e)),
        };
        let tmp = temp_path(&target);
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .map_err(|e| cannot_open(&e))?;
        let staged = StagedFile {
            tmp,
            target,
            shown: path.to_string(),
            done: false,
        };
        if let Some(permissions) = permissions {
            set_permissions(&staged, permissions)?;
        }
        Ok(OutputSink::Staged {
            staged,
            file: BufWriter::with_capacity(1 << 16, file),
        })
    }

    /// The writer output goes to.
    pub(crate) fn writer(&mut self) -> &mut dyn Write {
        match self {
            OutputSink::Stdout(w) => w,
            OutputSink::Direct { file, .. } | OutputSink::Staged { file, .. } => file,
        }
    }

    /// Writes `bytes` to the output.
    pub(crate) fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.writer().write_all(bytes)
    }

    /// Flushes the output; a staged file replaces its destination if the
    /// run succeeded and is removed otherwise.
    pub(crate) fn finish(self, success: bool) -> io::Result<()> {
        match self {
            OutputSink::Stdout(mut w) => w.flush(),
            OutputSink::Direct { path, mut file } => file
                .flush()
                .map_err(|e| path_error("cannot write output file", &path, &e)),
            OutputSink::Staged {
                mut staged,
                mut file,
            } => {
                file.flush()
                    .map_err(|e| path_error("cannot write output file", &staged.shown, &e))?;
                drop(file);
                if success {
                    fs::rename(&staged.tmp, &staged.target)
                        .map_err(|e| path_error("cannot replace output file", &staged.shown, &e))?;
                    staged.done = true;
                }
                Ok(())
            }
        }
    }
}

/// Gives the temporary file the permissions of the file it will replace.
fn set_permissions(staged: &StagedFile, permissions: Permissions) -> io::Result<()> {
    fs::set_permissions(&staged.tmp, permissions)
        .map_err(|e| path_error("cannot set the permissions of", &staged.shown, &e))
}

#[cfg(test)]
mod tests;
