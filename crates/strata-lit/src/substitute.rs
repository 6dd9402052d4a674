//! lit-style `%` substitutions applied to RUN lines before they are parsed.

use std::path::Path;

/// The paths a test's substitutions are derived from.
#[derive(Debug, Clone, Copy)]
pub struct TestPaths<'a> {
    /// Absolute path of the test file (`%s`).
    pub source: &'a Path,
    /// The test's private temporary directory (`%T`).
    pub temp_dir: &'a Path,
    /// The test's private temporary path (`%t`), inside `temp_dir`.
    pub temp_path: &'a Path,
}

/// An ordered table of textual substitutions, applied in a single left-to-right pass.
#[derive(Debug, Clone, Default)]
pub struct Substitutions {
    entries: Vec<(String, String)>,
}

impl Substitutions {
    /// Builds the table for one test: the caller's `extra` entries, then the built-in
    /// `%s`, `%S`, `%p`, `%t`, `%T`, `%basename_t`, `%{pathsep}`, `%/s`-style variants
    /// and `%%`.
    ///
    /// Caller entries take precedence over built-ins whose key has the same length;
    /// otherwise the longest key matching at a position wins.
    pub fn for_test(paths: TestPaths<'_>, extra: &[(String, String)]) -> Self {
        let source = display(paths.source);
        let source_dir = display(paths.source.parent().unwrap_or(Path::new("/")));
        let temp_dir = display(paths.temp_dir);
        let temp_path = display(paths.temp_path);
        let temp_base = paths
            .temp_path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut entries: Vec<(String, String)> = extra.to_vec();
        for (key, value) in [
            ("%s", &source),
            ("%S", &source_dir),
            ("%p", &source_dir),
            ("%t", &temp_path),
            ("%T", &temp_dir),
            ("%/s", &source),
            ("%/S", &source_dir),
            ("%/p", &source_dir),
            ("%/t", &temp_path),
            ("%/T", &temp_dir),
            ("%basename_t", &temp_base),
            ("%{pathsep}", &":".to_string()),
            ("%%", &"%".to_string()),
        ] {
            entries.push((key.to_string(), value.clone()));
        }
        Self::new(entries)
    }

    /// Builds a table from explicit `(key, replacement)` pairs; earlier pairs win ties.
    pub fn new(entries: Vec<(String, String)>) -> Self {
        let mut entries: Vec<(String, String)> = entries
            .into_iter()
            .filter(|(key, _)| !key.is_empty())
            .collect();
        entries.sort_by_key(|(key, _)| std::cmp::Reverse(key.len()));
        Self { entries }
    }

    /// Replaces every occurrence of a key in `text`, scanning left to right.
    ///
    /// Replacement text is not rescanned, and text matching no key is kept as is.
    pub fn apply(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(c) = rest.chars().next() {
            match self
                .entries
                .iter()
                .find(|(key, _)| rest.starts_with(key.as_str()))
            {
                Some((key, value)) => {
                    out.push_str(value);
                    rest = &rest[key.len()..];
                }
                None => {
                    out.push(c);
                    rest = &rest[c.len_utf8()..];
                }
            }
        }
        out
    }
}

fn display(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(extra: &[(&str, &str)]) -> Substitutions {
        let extra: Vec<(String, String)> = extra
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Substitutions::for_test(
            TestPaths {
                source: Path::new("/src/dir/test.mlir"),
                temp_dir: Path::new("/tmp/x/test.mlir.d"),
                temp_path: Path::new("/tmp/x/test.mlir.d/test.mlir.tmp"),
            },
            &extra,
        )
    }

    #[test]
    fn builtin_substitutions() {
        let subs = table(&[]);
        assert_eq!(subs.apply("a %s b"), "a /src/dir/test.mlir b");
        assert_eq!(subs.apply("%S/Inputs %p"), "/src/dir/Inputs /src/dir");
        assert_eq!(
            subs.apply("%t.out %T"),
            "/tmp/x/test.mlir.d/test.mlir.tmp.out /tmp/x/test.mlir.d"
        );
        assert_eq!(subs.apply("%basename_t"), "test.mlir.tmp");
        assert_eq!(subs.apply("%/s"), "/src/dir/test.mlir");
    }

    #[test]
    fn percent_escape_is_not_rescanned() {
        let subs = table(&[]);
        assert_eq!(subs.apply("100%% %%s"), "100% %s");
        assert_eq!(subs.apply("%q %"), "%q %");
    }

    #[test]
    fn caller_substitutions_and_longest_match() {
        let subs = table(&[
            ("%opt", "/bin/opt"),
            ("%{flags}", "-a -b"),
            ("%s", "override"),
        ]);
        assert_eq!(subs.apply("%opt %{flags} %s"), "/bin/opt -a -b override");
        let subs = table(&[("%sx", "long")]);
        assert_eq!(subs.apply("%sx %s"), "long /src/dir/test.mlir");
    }

    #[test]
    fn handles_non_ascii_text() {
        let subs = table(&[]);
        assert_eq!(subs.apply("é %s ü"), "é /src/dir/test.mlir ü");
    }
}
