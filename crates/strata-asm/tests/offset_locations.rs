//! Diagnostics located by byte offset (inside the bodies of pretty dialect
//! attributes and types, which are scanned as raw text) agree with a naive
//! line and column count, wherever they are in the buffer.

use strata_asm::parse_source_str;
use strata_ir::Context;

/// Line and column of `offset` by counting `\n` from the start.
fn naive(src: &str, offset: usize) -> (u32, u32) {
    let before = &src.as_bytes()[..offset];
    let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |i| i + 1);
    (line as u32, (offset - start + 1) as u32)
}

/// `lines` valid operations with nested pretty dialect symbols, ending in
/// `\r\n` or `\n`, some spread over several lines.
fn prefix(lines: usize) -> String {
    let mut src = String::new();
    for i in 0..lines {
        let end = if i % 3 == 0 { "\r\n" } else { "\n" };
        if i % 5 == 0 {
            src += &format!("\"t.op\"() {{a = #t.a<{i},{end}  #t.b<[1, \"s>\"]>>}} : () -> ()");
        } else {
            src += &format!("\"t.op\"() : () -> !t.ty<!t.in<{i}>, (f32)>");
        }
        src += end;
    }
    src
}

/// The position of the error reported for `src`.
fn error_position(src: &str) -> (u32, u32, String) {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let err = match parse_source_str(&ctx, src, "in.mlir") {
        Ok(_) => panic!("expected a parse error"),
        Err(e) => e.0,
    };
    let pos = err.loc.file_position(&ctx).expect("a file location");
    (pos.line, pos.col, err.message.clone())
}

#[test]
fn unbalanced_bodies_are_located_like_a_naive_count() {
    for lines in [0, 1, 7, 2_000, 50_000] {
        for (bad, marker) in [
            ("\"t.op\"() {a = #t.a<#t.b<[1, (2>>>} : () -> ()\n", "<#t.b"),
            ("  \"t.op\"() : () -> !t.ty<!t.in<(>>\n", "<!t.in"),
        ] {
            let src = prefix(lines) + bad;
            let offset = src.rfind(marker).expect("marker");
            let (line, col, message) = error_position(&src);
            assert_eq!((line, col), naive(&src, offset), "{lines} lines: {message}");
        }
    }
}

#[test]
fn string_errors_in_nested_bodies_are_located_like_a_naive_count() {
    let src = prefix(3_000) + "\"t.op\"() {a = #t.a<#t.b<\"ab\\q\">>} : () -> ()\n";
    // The invalid escape `\q` is reported at its backslash.
    let offset = src.rfind("\\q").expect("escape");
    let (line, col, message) = error_position(&src);
    assert_eq!((line, col), naive(&src, offset), "{message}");
}
