//! A small line-based unified diff, used by the `diff` builtin.

/// One step of an edit script between two line sequences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edit {
    /// Line `a[i]` equals `b[j]`.
    Keep(usize, usize),
    /// Line `a[i]` was removed.
    Delete(usize),
    /// Line `b[j]` was added.
    Insert(usize),
}

/// Above this many table cells the middle part is reported as one replaced block.
const MAX_TABLE_CELLS: usize = 4_000_000;

/// Lines of context around each change.
const CONTEXT: usize = 3;

/// Renders a unified diff of `a` and `b`, comparing lines through `key`.
///
/// Returns `None` when the inputs are equal under `key`.
pub fn unified_diff<K: PartialEq>(
    a: &[&str],
    b: &[&str],
    names: (&str, &str),
    key: impl Fn(&str) -> K,
) -> Option<String> {
    let ka: Vec<K> = a.iter().map(|line| key(line)).collect();
    let kb: Vec<K> = b.iter().map(|line| key(line)).collect();
    let edits = edit_script(&ka, &kb);
    if edits.iter().all(|edit| matches!(edit, Edit::Keep(..))) {
        return None;
    }
    let mut out = format!("--- {}\n+++ {}\n", names.0, names.1);
    for hunk in hunks(&edits) {
        render_hunk(&edits[hunk.0..hunk.1], a, b, &mut out);
    }
    Some(out)
}

fn edit_script<K: PartialEq>(a: &[K], b: &[K]) -> Vec<Edit> {
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a_mid, b_mid) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut edits: Vec<Edit> = (0..prefix).map(|i| Edit::Keep(i, i)).collect();
    edits.extend(
        middle_script(a_mid, b_mid)
            .into_iter()
            .map(|edit| match edit {
                Edit::Keep(i, j) => Edit::Keep(i + prefix, j + prefix),
                Edit::Delete(i) => Edit::Delete(i + prefix),
                Edit::Insert(j) => Edit::Insert(j + prefix),
            }),
    );
    let (a_end, b_end) = (a.len() - suffix, b.len() - suffix);
    edits.extend((0..suffix).map(|k| Edit::Keep(a_end + k, b_end + k)));
    edits
}

/// Longest-common-subsequence edit script (dynamic programming).
fn middle_script<K: PartialEq>(a: &[K], b: &[K]) -> Vec<Edit> {
    let (n, m) = (a.len(), b.len());
    if n.saturating_mul(m) > MAX_TABLE_CELLS {
        return (0..n)
            .map(Edit::Delete)
            .chain((0..m).map(Edit::Insert))
            .collect();
    }
    // lcs[i * (m + 1) + j] = LCS length of a[i..] and b[j..].
    let width = m + 1;
    let mut lcs = vec![0u32; (n + 1) * width];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i * width + j] = if a[i] == b[j] {
                lcs[(i + 1) * width + j + 1] + 1
            } else {
                lcs[(i + 1) * width + j].max(lcs[i * width + j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut edits = Vec::with_capacity(n + m);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            edits.push(Edit::Keep(i, j));
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
            edits.push(Edit::Delete(i));
            i += 1;
        } else {
            edits.push(Edit::Insert(j));
            j += 1;
        }
    }
    edits
}

/// Ranges of `edits` to print: each change plus surrounding context, merged when close.
fn hunks(edits: &[Edit]) -> Vec<(usize, usize)> {
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    for (index, edit) in edits.iter().enumerate() {
        if matches!(edit, Edit::Keep(..)) {
            continue;
        }
        let start = index.saturating_sub(CONTEXT);
        let end = (index + 1 + CONTEXT).min(edits.len());
        match ranges.last_mut() {
            Some(last) if start <= last.1 => last.1 = end,
            _ => ranges.push((start, end)),
        }
    }
    ranges
}

fn render_hunk(edits: &[Edit], a: &[&str], b: &[&str], out: &mut String) {
    let a_start = edits.iter().find_map(|edit| match edit {
        Edit::Keep(i, _) | Edit::Delete(i) => Some(*i),
        Edit::Insert(_) => None,
    });
    let b_start = edits.iter().find_map(|edit| match edit {
        Edit::Keep(_, j) | Edit::Insert(j) => Some(*j),
        Edit::Delete(_) => None,
    });
    let a_len = edits
        .iter()
        .filter(|edit| !matches!(edit, Edit::Insert(_)))
        .count();
    let b_len = edits
        .iter()
        .filter(|edit| !matches!(edit, Edit::Delete(_)))
        .count();
    // Unified diffs number an empty range by the line before it.
    let position = |start: Option<usize>, len: usize| match start {
        Some(start) if len > 0 => start + 1,
        _ => 0,
    };
    out.push_str(&format!(
        "@@ -{},{} +{},{} @@\n",
        position(a_start, a_len),
        a_len,
        position(b_start, b_len),
        b_len
    ));
    for edit in edits {
        let (marker, line) = match *edit {
            Edit::Keep(i, _) => (' ', a[i]),
            Edit::Delete(i) => ('-', a[i]),
            Edit::Insert(j) => ('+', b[j]),
        };
        out.push(marker);
        out.push_str(line);
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diff(a: &str, b: &str) -> Option<String> {
        let a: Vec<&str> = a.lines().collect();
        let b: Vec<&str> = b.lines().collect();
        unified_diff(&a, &b, ("a", "b"), str::to_string)
    }

    #[test]
    fn equal_inputs_have_no_diff() {
        assert_eq!(diff("x\ny\n", "x\ny\n"), None);
        assert_eq!(diff("", ""), None);
    }

    #[test]
    fn renders_changes_with_context() {
        let a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
        let b = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
        assert_eq!(
            diff(a, b).unwrap(),
            "--- a\n+++ b\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        );
    }

    #[test]
    fn separate_hunks_and_pure_insertions() {
        let a = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n";
        let b = "A\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\n";
        let out = diff(a, b).unwrap();
        assert!(
            out.contains("@@ -1,4 +1,4 @@\n-a\n+A\n b\n c\n d\n"),
            "{out}"
        );
        assert!(out.contains("@@ -9,3 +9,4 @@\n i\n j\n k\n+l\n"), "{out}");
        assert_eq!(
            diff("", "x\n").unwrap(),
            "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n"
        );
    }

    #[test]
    fn compares_through_the_key() {
        let a = ["x  y"];
        let b = ["x y"];
        let squash = |l: &str| l.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(unified_diff(&a, &b, ("a", "b"), squash), None);
    }
}
