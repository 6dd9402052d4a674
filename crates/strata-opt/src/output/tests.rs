//! Tests of the `-o` destinations: what is replaced, what is written
//! through, what is left untouched, and how failures are reported.

use std::fs;
use std::io;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Command;

use super::OutputSink;

/// A fresh directory for one test, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("strata-output-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// The names of the entries of the directory, sorted.
    fn entries(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(&self.0)
            .expect("read scratch")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Opens `path`, writes `text` and finishes with `success`.
fn write_output(path: &Path, text: &str, success: bool) -> io::Result<()> {
    let mut stdout = Vec::new();
    let mut sink = OutputSink::open(path.to_str(), &mut stdout)?;
    sink.write_all(text.as_bytes())?;
    sink.finish(success)
}

fn error_text(result: io::Result<()>) -> String {
    match result {
        Ok(()) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn missing_directory_is_named_in_the_error() {
    let scratch = Scratch::new("missing");
    let path = scratch.path("no/such/dir/out.mlir");
    let message = error_text(write_output(&path, "x", true));
    assert_eq!(
        message,
        format!(
            "cannot open output file '{}': No such file or directory",
            path.display()
        )
    );
    assert!(scratch.entries().is_empty());
}

#[test]
fn directory_is_an_error_and_leaves_nothing_behind() {
    let scratch = Scratch::new("dir");
    let path = scratch.path("adir");
    fs::create_dir(&path).expect("dir");
    let message = error_text(write_output(&path, "x", true));
    assert_eq!(
        message,
        format!(
            "cannot open output file '{}': Is a directory",
            path.display()
        )
    );
    assert_eq!(scratch.entries(), ["adir"]);
    assert!(fs::read_dir(&path).expect("dir").next().is_none());
}

#[test]
fn new_and_existing_regular_files_are_replaced_on_success_only() {
    let scratch = Scratch::new("regular");
    let path = scratch.path("out.mlir");
    write_output(&path, "first", true).expect("write");
    assert_eq!(fs::read_to_string(&path).expect("read"), "first");
    write_output(&path, "second", false).expect("failed run");
    assert_eq!(fs::read_to_string(&path).expect("read"), "first");
    write_output(&path, "third", true).expect("write");
    assert_eq!(fs::read_to_string(&path).expect("read"), "third");
    assert_eq!(scratch.entries(), ["out.mlir"]);
    // A failed run does not create a missing file either.
    write_output(&scratch.path("never.mlir"), "x", false).expect("failed run");
    assert_eq!(scratch.entries(), ["out.mlir"]);
}

#[test]
fn private_file_keeps_its_mode() {
    let scratch = Scratch::new("mode");
    let path = scratch.path("secret.mlir");
    fs::write(&path, "old").expect("write");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
    write_output(&path, "new", true).expect("write");
    let meta = fs::metadata(&path).expect("stat");
    assert_eq!(meta.permissions().mode() & 0o7777, 0o600);
    assert_eq!(fs::read_to_string(&path).expect("read"), "new");
}

#[test]
fn symlink_is_written_through() {
    let scratch = Scratch::new("symlink");
    let target = scratch.path("target.mlir");
    fs::write(&target, "old").expect("write");
    let link = scratch.path("link.mlir");
    std::os::unix::fs::symlink("target.mlir", &link).expect("symlink");
    write_output(&link, "new", true).expect("write");
    assert!(
        fs::symlink_metadata(&link)
            .expect("lstat")
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(&target).expect("read"), "new");
    // A dangling link creates its target.
    let dangling = scratch.path("dangling.mlir");
    std::os::unix::fs::symlink("created.mlir", &dangling).expect("symlink");
    write_output(&dangling, "made", true).expect("write");
    assert!(
        fs::symlink_metadata(&dangling)
            .expect("lstat")
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(scratch.path("created.mlir")).expect("read"),
        "made"
    );
    assert_eq!(
        scratch.entries(),
        ["created.mlir", "dangling.mlir", "link.mlir", "target.mlir"]
    );
}

#[test]
fn character_device_is_written_in_place() {
    let is_device = |p: &str| fs::metadata(p).is_ok_and(|m| m.file_type().is_char_device());
    if !is_device("/dev/null") {
        // Another program replaced the shared /dev/null: nothing to test.
        eprintln!("skipped: /dev/null is not a character device here");
        return;
    }
    write_output(Path::new("/dev/null"), "discarded", true).expect("write");
    write_output(Path::new("/dev/null"), "discarded", false).expect("failed run");
    assert!(is_device("/dev/null"));
}

/// Makes `path` unwritable even for root (`chattr +i`) when needed; false
/// if that is not possible here.
fn make_unwritable(path: &Path) -> bool {
    fs::set_permissions(path, fs::Permissions::from_mode(0o444)).expect("chmod");
    if fs::OpenOptions::new().write(true).open(path).is_err() {
        return true;
    }
    // Root ignores permission bits: use the immutable attribute instead.
    Command::new("chattr")
        .arg("+i")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn read_only_file_is_an_error_and_stays_untouched() {
    let scratch = Scratch::new("readonly");
    let path = scratch.path("ro.mlir");
    fs::write(&path, "old").expect("write");
    if !make_unwritable(&path) {
        eprintln!("skipped: cannot make a file unwritable for this user here");
        return;
    }
    let result = write_output(&path, "new", true);
    let _ = Command::new("chattr").arg("-i").arg(&path).status();
    let message = error_text(result);
    let expected_start = format!("cannot open output file '{}': ", path.display());
    assert!(message.starts_with(&expected_start), "{message}");
    assert!(
        message.ends_with("Permission denied") || message.ends_with("Operation not permitted"),
        "{message}"
    );
    assert_eq!(fs::read_to_string(&path).expect("read"), "old");
    assert_eq!(scratch.entries(), ["ro.mlir"]);
}

#[test]
fn os_messages_lose_the_error_number() {
    let e = io::Error::from_raw_os_error(2);
    assert_eq!(super::os_message(&e), "No such file or directory");
    let custom = io::Error::other("plain");
    assert_eq!(super::os_message(&custom), "plain");
}
