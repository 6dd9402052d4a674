//! Text that passes and instrumentation report on standard error (op
//! statistics, IR dumps). Operations processed in parallel capture theirs,
//! and the pass manager writes it in operation order once they are done, so
//! the report reads the same as a run on one thread.

use std::cell::RefCell;
use std::io::Write as _;

thread_local! {
    /// The captures open on this thread, innermost last.
    static CAPTURE: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Writes `text` to standard error, or to the innermost capture open on
/// this thread. Reports are best effort: a closed stderr is not an error.
pub fn write_stderr(text: &str) {
    let captured = CAPTURE.with(|c| match c.borrow_mut().last_mut() {
        Some(buf) => {
            buf.push_str(text);
            true
        }
        None => false,
    });
    if !captured {
        let _ = std::io::stderr().lock().write_all(text.as_bytes());
    }
}

/// Runs `f`, returning its result and the text it reported through
/// [`write_stderr`] on this thread.
pub fn capture_stderr<T>(f: impl FnOnce() -> T) -> (T, String) {
    CAPTURE.with(|c| c.borrow_mut().push(String::new()));
    let result = f();
    let text = CAPTURE.with(|c| c.borrow_mut().pop()).unwrap_or_default();
    (result, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_captures_keep_their_own_text() {
        let (((), inner), outer) = capture_stderr(|| {
            write_stderr("a");
            let r = capture_stderr(|| write_stderr("b"));
            write_stderr("c");
            r
        });
        assert_eq!(inner, "b");
        assert_eq!(outer, "ac");
    }
}
