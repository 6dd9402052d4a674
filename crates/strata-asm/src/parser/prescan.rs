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

/// The operations found by a [`RunScan`].
#[derive(Debug)]
pub(crate) struct Run {
    /// Where each operation starts; the first is where the scan started.
    pub starts: Vec<Boundary>,
    /// Where the last operation ends at the latest: the `}` or `^` closing
    /// the block, a top-level alias or file-metadata section, or the end
    /// of the buffer.
    pub end: Boundary,
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

/// A scan of `src` from the start of an operation to the end of its block,
/// proposing as operation starts the lines that begin, outside any bracket
/// and string, with text the caller recognizes. It can stop and go on, so
/// that threads may parse the operations found while it goes on.
pub(crate) struct RunScan<'s> {
    src: &'s [u8],
    /// The operation starts found so far.
    pub starts: Vec<Boundary>,
    depth: usize,
    line: u32,
    line_start: usize,
    /// The next byte to scan.
    at: usize,
    /// The end of the run, once found.
    end: Option<Boundary>,
}

impl<'s> RunScan<'s> {
    /// A scan starting at `first`, the start of an operation.
    pub(crate) fn new(src: &'s [u8], first: Boundary) -> Self {
        RunScan {
            src,
            starts: vec![first],
            depth: 0,
            line: first.line,
            line_start: first.line_start,
            at: first.offset,
            end: None,
        }
    }

    /// The end of the run, if the scan reached it.
    pub(crate) fn end(&self) -> Option<Boundary> {
        self.end
    }

    /// Scans on until it finds an operation starting at or after `limit`
    /// or the end of the run; returns the end if found.
    pub(crate) fn scan_until(
        &mut self,
        limit: usize,
        mut is_op_start: impl FnMut(&[u8]) -> bool,
    ) -> Option<Boundary> {
        let src = self.src;
        let (mut depth, mut line, mut line_start, mut i) =
            (self.depth, self.line, self.line_start, self.at);
        if self.end.is_some() || self.starts.last().is_some_and(|b| b.offset >= limit) {
            return self.end;
        }
        loop {
            if i >= src.len() {
                self.end = Some(Boundary {
                    offset: src.len(),
                    line,
                    line_start,
                });
                break;
            }
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
                    let at = Boundary {
                        offset: j,
                        line,
                        line_start,
                    };
                    if depth == 0 && j < src.len() {
                        let rest = &src[j..];
                        if matches!(rest[0], b'}' | b'^' | b'#' | b'!') || rest.starts_with(b"{-#")
                        {
                            self.end = Some(at);
                            i = j;
                            break;
                        }
                        if is_op_start(rest) {
                            self.starts.push(at);
                            if j >= limit {
                                i = j;
                                break;
                            }
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
                        self.end = Some(Boundary {
                            offset: i,
                            line,
                            line_start,
                        });
                        break;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            i += 1;
        }
        (self.depth, self.line, self.line_start, self.at) = (depth, line, line_start, i);
        self.end
    }

    /// The operations found, once the scan reached the end of the run.
    pub(crate) fn into_run(self) -> Run {
        let end = self.end.unwrap_or(Boundary {
            offset: self.src.len(),
            line: self.line,
            line_start: self.line_start,
        });
        Run {
            starts: self.starts,
            end,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan_run(src: &[u8], first: Boundary, is_op_start: fn(&[u8]) -> bool) -> Run {
        let mut scan = RunScan::new(src, first);
        scan.scan_until(usize::MAX, is_op_start);
        scan.into_run()
    }

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

    #[test]
    fn a_scan_stopped_and_resumed_finds_the_same_starts() {
        let mut src = String::from("module {\n");
        for i in 0..50 {
            src.push_str(&format!(
                "  func.func @f{i}() {{\n    \"x\"() {{s = \"{{\"}} : () -> ()\n  }}\n"
            ));
        }
        src.push_str("}\n");
        let start = first(&src, "func.func @f0");
        let whole = scan_run(src.as_bytes(), start, starts_with_func);
        assert_eq!(whole.starts.len(), 50);
        let mut scan = RunScan::new(src.as_bytes(), start);
        let mut stops = 0;
        while scan.end().is_none() {
            let from = scan.starts[scan.starts.len() - 1].offset;
            let end = scan.scan_until(from + 100, starts_with_func);
            let last = scan.starts[scan.starts.len() - 1].offset;
            assert!(end.is_some() || last >= from + 100);
            stops += 1;
        }
        assert!(stops > 10);
        let resumed = scan.into_run();
        assert_eq!(resumed.starts, whole.starts);
        assert_eq!(resumed.end, whole.end);
    }
}
