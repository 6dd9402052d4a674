//! Splitting an input buffer at `// -----` marker lines.

/// One chunk of the input.
pub(crate) struct Chunk<'a> {
    /// The chunk's text (the marker line excluded).
    pub text: &'a [u8],
    /// 1-based line of the chunk's first line in the whole file.
    pub first_line: u32,
}

/// Splits `src` at lines that start with `marker`.
pub(crate) fn split<'a>(src: &'a [u8], marker: &str) -> Vec<Chunk<'a>> {
    let mut chunks = Vec::new();
    let mut start = 0usize;
    let mut start_line = 1u32;
    let mut line = 1u32;
    let mut pos = 0usize;
    while pos < src.len() {
        let end = src[pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(src.len(), |n| pos + n);
        let text = &src[pos..end];
        if text.starts_with(marker.as_bytes()) {
            chunks.push(Chunk {
                text: &src[start..pos],
                first_line: start_line,
            });
            start = (end + 1).min(src.len());
            start_line = line + 1;
        }
        pos = end + 1;
        line += 1;
    }
    chunks.push(Chunk {
        text: &src[start.min(src.len())..],
        first_line: start_line,
    });
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_marker_lines() {
        let src = b"a\n// -----\nb\nc\n// -----\nd";
        let chunks = split(src, "// -----");
        let texts: Vec<&[u8]> = chunks.iter().map(|c| c.text).collect();
        assert_eq!(texts, vec![&b"a\n"[..], &b"b\nc\n"[..], &b"d"[..]]);
        let lines: Vec<u32> = chunks.iter().map(|c| c.first_line).collect();
        assert_eq!(lines, vec![1, 3, 6]);
    }
}
