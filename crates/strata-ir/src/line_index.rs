//! Byte offset to line and column, in O(log lines) per query.
//!
//! Lines end at `\n` only, as in upstream's source manager: a `\r` (alone or
//! before `\n`) is an ordinary byte of its line and counts as a column.

/// The start offsets of the lines of a buffer, built once in one pass.
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Byte offset of the first byte of each line; `starts[0]` is 0.
    starts: Vec<usize>,
    /// Length of the buffer.
    len: usize,
}

impl LineIndex {
    /// Indexes the lines of `src`.
    pub fn new(src: &[u8]) -> Self {
        let mut starts = Vec::with_capacity(src.len() / 32 + 1);
        starts.push(0);
        starts.extend(memchr::memchr_iter(b'\n', src).map(|i| i + 1));
        LineIndex {
            starts,
            len: src.len(),
        }
    }

    /// The 1-based line and 1-based byte column of `offset` (clamped to the
    /// end of the buffer, which is a position of the last line).
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.len);
        // The last line starting at or before `offset`; `starts[0]` is 0, so
        // the partition point is at least 1.
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts.get(line - 1).copied().unwrap_or(0);
        (saturate(line), saturate(offset - start + 1))
    }

    /// The byte offset where the 1-based `line` starts, if it exists.
    pub fn line_start(&self, line: u32) -> Option<usize> {
        self.starts.get((line as usize).checked_sub(1)?).copied()
    }

    /// The number of lines (a buffer ending in `\n` has an empty last line).
    pub fn line_count(&self) -> usize {
        self.starts.len()
    }
}

/// `n` as a `u32`, saturating (buffers past 4 GiB get clamped positions).
fn saturate(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    /// Line and column by counting from the start of the buffer.
    fn naive(src: &[u8], offset: usize) -> (u32, u32) {
        let before = &src[..offset.min(src.len())];
        let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
        let start = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1);
        (line as u32, (before.len() - start + 1) as u32)
    }

    fn check_every_offset(src: &[u8]) {
        let index = LineIndex::new(src);
        for offset in 0..=src.len() + 2 {
            assert_eq!(
                index.line_col(offset),
                naive(src, offset),
                "offset {offset} of {:?}",
                String::from_utf8_lossy(src)
            );
        }
    }

    #[test]
    fn empty_buffer_is_one_line() {
        let index = LineIndex::new(b"");
        assert_eq!(index.line_col(0), (1, 1));
        assert_eq!(index.line_count(), 1);
    }

    #[test]
    fn start_end_and_newline_positions_match_a_naive_count() {
        check_every_offset(b"a");
        check_every_offset(b"\n");
        check_every_offset(b"\n\n\nx");
        check_every_offset(b"ab\ncd\n");
        check_every_offset(b"func.func @f() {\n  return\n}\n");
    }

    #[test]
    fn crlf_and_lone_cr_match_a_naive_count() {
        check_every_offset(b"a\r\nb\r\n\r\nc");
        check_every_offset(b"a\rb\rc\n\rd\r");
        let index = LineIndex::new(b"x\r\ny");
        // The `\r` is the second column of line 1; `y` starts line 2.
        assert_eq!(index.line_col(1), (1, 2));
        assert_eq!(index.line_col(3), (2, 1));
    }

    #[test]
    fn line_starts_are_reported() {
        let index = LineIndex::new(b"ab\n\ncd");
        assert_eq!(index.line_start(1), Some(0));
        assert_eq!(index.line_start(2), Some(3));
        assert_eq!(index.line_start(3), Some(4));
        assert_eq!(index.line_start(4), None);
        assert_eq!(index.line_start(0), None);
    }

    #[test]
    fn ten_megabyte_buffer_matches_a_running_count() {
        // Lines of varying length, some with `\r\n`, some very long.
        let mut src = Vec::with_capacity(10 << 20);
        let mut n = 0u64;
        while src.len() < 10 << 20 {
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = match n >> 60 {
                0 => 100_000,
                1..=3 => 0,
                _ => (n >> 40) as usize % 120,
            };
            src.extend(std::iter::repeat_n(b'x', len));
            src.extend_from_slice(if n & 1 == 0 { b"\r\n" } else { b"\n" });
        }
        let index = LineIndex::new(&src);
        let (mut line, mut col) = (1u32, 1u32);
        for (offset, &c) in src.iter().enumerate() {
            if offset % 997 == 0 || c == b'\n' {
                assert_eq!(index.line_col(offset), (line, col), "offset {offset}");
            }
            if c == b'\n' {
                line += 1;
                col = 1;
            } else {
                col += 1;
            }
        }
        assert_eq!(index.line_col(src.len()), (line, col));
        assert_eq!(index.line_count(), line as usize);
    }
}
