//! Finding test files: one test per file with a configured extension.

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};

/// A discovered test file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestFile {
    /// Absolute path of the file.
    pub path: PathBuf,
    /// Path relative to the suite root, with `/` separators; the test's name.
    pub name: String,
}

/// Finds the test files under `root`, sorted by name.
///
/// If `root` is a file it is the only test. Directories named `Inputs` (helper files
/// of other tests, as in lit) and hidden entries are skipped.
pub fn discover(root: &Path, extensions: &BTreeSet<String>) -> io::Result<Vec<TestFile>> {
    let root = root.canonicalize().map_err(|err| {
        io::Error::new(err.kind(), format!("test root `{}`: {err}", root.display()))
    })?;
    if root.is_file() {
        let name = root
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        return Ok(vec![TestFile { path: root, name }]);
    }
    let mut files = Vec::new();
    walk(&root, &root, extensions, &mut files)?;
    files.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(files)
}

fn walk(
    root: &Path,
    dir: &Path,
    extensions: &BTreeSet<String>,
    files: &mut Vec<TestFile>,
) -> io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let file_name = entry.file_name();
        let file_name = file_name.to_string_lossy();
        if file_name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            if file_name != "Inputs" {
                walk(root, &path, extensions, files)?;
            }
            continue;
        }
        let matches = path
            .extension()
            .is_some_and(|ext| extensions.contains(ext.to_string_lossy().as_ref()));
        if matches {
            let relative = path.strip_prefix(root).unwrap_or(&path);
            let name = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            files.push(TestFile { path, name });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_files_recursively_and_skips_inputs() {
        let dir = std::env::temp_dir().join(format!("strata-lit-discovery-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for sub in ["a/b", "Inputs", ".hidden", "c"] {
            std::fs::create_dir_all(dir.join(sub)).unwrap();
        }
        for file in [
            "z.mlir",
            "a/b/y.mlir",
            "a/x.td",
            "a/notes.txt",
            "Inputs/i.mlir",
            ".hidden/h.mlir",
            "c/.h.mlir",
        ] {
            std::fs::write(dir.join(file), "").unwrap();
        }
        let extensions = BTreeSet::from(["mlir".to_string(), "td".to_string()]);
        let names: Vec<String> = discover(&dir, &extensions)
            .unwrap()
            .into_iter()
            .map(|f| f.name)
            .collect();
        assert_eq!(names, ["a/b/y.mlir", "a/x.td", "z.mlir"]);

        let single = discover(&dir.join("a/b/y.mlir"), &extensions).unwrap();
        assert_eq!(single.len(), 1);
        assert_eq!(single[0].name, "y.mlir");
        assert!(single[0].path.is_absolute());

        assert!(discover(&dir.join("missing"), &extensions).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
