//! A fast scan for where the operations of a block start, used to hand
//! them to several parsing threads.
//!
//! The scan only proposes boundaries: a line that starts, outside any
//! bracket, with a word the caller recognizes as an operation name. The
//! parallel parser checks every proposal (each operation must end exactly
//! where the next one starts), so a wrong guess costs time, never
//! correctness.

/// A byte offset of the buffer with the line it is on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Boundary {
    /// The byte offset.
    pub offset: usize,
    /// Its 1-based line.
    pub line: u32,
    /// The byte offset where that line starts.
    pub line_start: usize,
}

/// The operations found by [`scan_run`].
#[derive(Debug)]
pub(crate) struct Run {
    /// Where each operation starts; the first is where the scan started.
    pub starts: Vec<Boundary>,
    /// Where the last operation ends at the latest: the `}` or `^` closing
    /// the block, a top-level alias or file-metadata section, or the end
    /// of the buffer.
    pub end: Boundary,
}

impl Run {
    /// Where operation `i` ends (the start of the next one, or the run's end).
    pub(crate) fn end_of(&self, i: usize) -> Boundary {
        self.starts.get(i + 1).copied().unwrap_or(self.end)
    }
}

/// The bytes the scan stops at: line ends, string quotes, comment starts
/// and brackets.
static SPECIAL: [bool; 256] = {
    let mut table = [false; 256];
    let bytes = b"\n\"/{}()[]";
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
};

/// Scans `src` from `first` (the start of an operation) to the end of its
/// block, proposing as operation starts the lines that begin, outside any
/// bracket and string, with text for which `is_op_start` is true.
pub(crate) fn scan_run(
    src: &[u8],
    first: Boundary,
    mut is_op_start: impl FnMut(&[u8]) -> bool,
) -> Run {
    let mut starts = vec![first];
    let mut depth = 0usize;
    let mut line = first.line;
    let mut line_start = first.line_start;
    let mut i = first.offset;
    let end_at = |offset: usize, line: u32, line_start: usize| Boundary {
        offset,
        line,
        line_start,
    };
    while i < src.len() {
        if !SPECIAL[src[i] as usize] {
            i += 1;
            continue;
        }
        match src[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                let mut j = i + 1;
                while j < src.len() && matches!(src[j], b' ' | b'\t' | b'\r') {
                    j += 1;
                }
                if depth == 0 && j < src.len() {
                    let rest = &src[j..];
                    if matches!(rest[0], b'}' | b'^' | b'#' | b'!') || rest.starts_with(b"{-#") {
                        return Run {
                            starts,
                            end: end_at(j, line, line_start),
                        };
                    }
                    if is_op_start(rest) {
                        starts.push(end_at(j, line, line_start));
                    }
                }
                i = j;
                continue;
            }
            b'"' => {
                i += 1;
                while i < src.len() && !matches!(src[i], b'"' | b'\n') {
                    if src[i] == b'\\' && src.get(i + 1).is_some_and(|&c| c != b'\n') {
                        i += 1;
                    }
                    i += 1;
                }
                if i < src.len() && src[i] == b'"' {
                    i += 1;
                }
                continue;
            }
            b'/' if src.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &src[i..]).map_or(src.len(), |n| i + n);
                continue;
            }
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => {
                if depth == 0 {
                    return Run {
                        starts,
                        end: end_at(i, line, line_start),
                    };
                }
                depth -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    Run {
        starts,
        end: end_at(src.len(), line, line_start),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts_with_func(text: &[u8]) -> bool {
        text.starts_with(b"func.func")
    }

    fn first(src: &str, word: &str) -> Boundary {
        let offset = src.find(word).unwrap_or(0);
        let line_start = src[..offset].rfind('\n').map_or(0, |n| n + 1);
        Boundary {
            offset,
            line: 1 + src[..offset].matches('\n').count() as u32,
            line_start,
        }
    }

    #[test]
    fn finds_ops_and_the_closing_brace() {
        let src = "module {\n  func.func @a() {\n    func.func\n  }\n  // c\n  func.func @b() attributes {s = \"}\\\"\"}\n  func.func @c()\n}\n";
        let run = scan_run(src.as_bytes(), first(src, "func.func @a"), starts_with_func);
        let offsets: Vec<usize> = run.starts.iter().map(|b| b.offset).collect();
        assert_eq!(
            offsets,
            vec![
                src.find("func.func @a").unwrap_or(0),
                src.find("func.func @b").unwrap_or(0),
                src.find("func.func @c").unwrap_or(0),
            ]
        );
        assert_eq!(run.starts[1].line, 6);
        assert_eq!(run.starts[2].line, 7);
        assert_eq!(run.end.offset, src.rfind('}').unwrap_or(0));
        assert_eq!(run.end.line, 8);
        assert_eq!(run.end_of(0), run.starts[1]);
        assert_eq!(run.end_of(2), run.end);
    }

    #[test]
    fn stops_at_aliases_and_the_end_of_input() {
        let src = "func.func @a()\nfunc.func @b() // {\n#x = 1\n";
        let run = scan_run(src.as_bytes(), first(src, "func.func @a"), starts_with_func);
        assert_eq!(run.starts.len(), 2);
        assert_eq!(run.end.offset, src.find('#').unwrap_or(0));
        let src = "func.func @a()\n[\nfunc.func @b()";
        let run = scan_run(src.as_bytes(), first(src, "func.func @a"), starts_with_func);
        assert_eq!(run.starts.len(), 1);
        assert_eq!(run.end.offset, src.len());
    }
}
