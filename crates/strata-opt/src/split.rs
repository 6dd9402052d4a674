//! Splitting an input buffer at `// -----` markers, as upstream: the marker
//! may appear anywhere (not only at the start of a line), the text after it
//! on its line belongs to the next chunk, and `// ---` (a marker missing
//! its last dashes) is reported as a near miss.

use std::borrow::Cow;

use strata_asm::line_index::LineIndex;

/// One chunk of the input.
pub(crate) struct Chunk<'a> {
    /// The chunk's text. A chunk starting in the middle of a line is
    /// padded with spaces so that columns match the whole file.
    pub text: Cow<'a, [u8]>,
    /// 1-based line of the chunk's first line in the whole file.
    pub first_line: u32,
    /// Line and column given to the chunk as a whole: `0:0` for the first
    /// chunk, where the chunk starts for the others.
    pub position: (u32, u32),
}

/// The chunks of an input and the near misses of its split marker.
pub(crate) struct Split<'a> {
    /// The chunks, in order.
    pub chunks: Vec<Chunk<'a>>,
    /// 1-based (line, column) positions of near misses of the marker.
    pub near_misses: Vec<(u32, u32)>,
}

/// Splits `src` at each occurrence of `marker`.
pub(crate) fn split<'a>(src: &'a [u8], marker: &str) -> Split<'a> {
    let marker = marker.as_bytes();
    // Like upstream, the input is cut at every occurrence of the marker's
    // first two bytes; a piece that continues with the rest of the marker
    // starts a new chunk, one that continues with most of it is a near miss.
    let head = &marker[..marker.len().min(2)];
    let tail = &marker[head.len()..];
    let near = &tail[..tail.len().saturating_sub(2)];
    let lines = LineIndex::new(src);
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut start = 0usize;
    let mut pos = 0usize;
    while !head.is_empty()
        && let Some(found) = find(&src[pos..], head)
    {
        let at = pos + found;
        let rest = &src[at + head.len()..];
        if rest.starts_with(tail) {
            chunks.push(chunk(src, &lines, start, at));
            start = at + marker.len();
        } else if !near.is_empty() && rest.starts_with(near) {
            near_misses.push(lines.line_col(at + head.len() + near.len()));
        }
        pos = at + head.len();
    }
    chunks.push(chunk(src, &lines, start, src.len()));
    Split {
        chunks,
        near_misses,
    }
}

/// The first occurrence of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The chunk `src[start..end]`, whose lines `lines` indexes.
fn chunk<'a>(src: &'a [u8], lines: &LineIndex, start: usize, end: usize) -> Chunk<'a> {
    let (first_line, col) = lines.line_col(start);
    let text = if col == 1 {
        Cow::Borrowed(&src[start..end])
    } else {
        let mut padded = vec![b' '; col as usize - 1];
        padded.extend_from_slice(&src[start..end]);
        Cow::Owned(padded)
    };
    let position = if start == 0 {
        (0, 0)
    } else {
        (first_line, col)
    };
    Chunk {
        text,
        first_line,
        position,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(s: &'a Split<'_>) -> Vec<&'a [u8]> {
        s.chunks.iter().map(|c| &*c.text).collect()
    }

    #[test]
    fn splits_at_marker_lines() {
        let src = b"a\n// -----\nb\nc\n// -----\nd";
        let s = split(src, "// -----");
        assert_eq!(
            texts(&s),
            vec![&b"a\n"[..], &b"        \nb\nc\n"[..], &b"        \nd"[..]]
        );
        let lines: Vec<u32> = s.chunks.iter().map(|c| c.first_line).collect();
        assert_eq!(lines, vec![1, 2, 5]);
        assert!(s.near_misses.is_empty());
    }

    #[test]
    fn marker_inside_a_line_keeps_columns() {
        let s = split(b"x // -----y\nz", "// -----");
        assert_eq!(texts(&s), vec![&b"x "[..], &b"          y\nz"[..]]);
        assert_eq!(s.chunks[1].first_line, 1);
    }

    #[test]
    fn near_misses_are_reported_and_do_not_split() {
        let s = split(b"a\n// ---\n// --\n//---\nb", "// -----");
        assert_eq!(s.chunks.len(), 1);
        assert_eq!(s.near_misses, vec![(2, 7)]);
    }
}
