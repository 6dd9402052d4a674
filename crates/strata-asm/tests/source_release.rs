//! A parser given a source release hands back the text it has read, behind
//! where its lexers are, without changing what it parses.

use std::sync::Mutex;

use strata_asm::{Parser, ParserConfig, PrintFlags, op_to_string};
use strata_ir::Context;

/// A module of `funcs` unregistered isolated operations, each with a few
/// hundred operations (several MiB in all).
fn source(funcs: usize) -> String {
    let mut src = String::from("module {\n");
    for f in 0..funcs {
        src += "  \"t.func\"() ({\n  ^bb0(%a: i32):\n";
        for i in 0..300 {
            src += &format!(
                "    %v{i} = \"t.op\"(%a) {{n = {i} : i64, f = {f} : i64}} : (i32) -> i32\n"
            );
        }
        src += "    \"t.ret\"() : () -> ()\n  }) : () -> ()\n";
    }
    src + "}\n"
}

/// The parse printed with locations, and the byte ranges released.
fn parse(src: &str, release: bool) -> (String, Vec<(usize, usize)>) {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let released = Mutex::new(Vec::new());
    let base = src.as_ptr() as usize;
    let record = |part: &[u8]| {
        let start = part.as_ptr() as usize - base;
        released
            .lock()
            .expect("lock")
            .push((start, start + part.len()));
    };
    let mut parser = Parser::new(&ctx, src.as_bytes(), "in.mlir");
    if release {
        parser = parser.with_source_release(&record);
    }
    let parsed = parser
        .parse_source(ParserConfig::default())
        .unwrap_or_else(|e| panic!("parse failed: {}", e.0.message));
    let flags = PrintFlags {
        debug_info: true,
        ..Default::default()
    };
    let text = op_to_string(&ctx, &parsed.body, parsed.ops[0], flags);
    drop(parser);
    let mut ranges = released.into_inner().expect("lock");
    ranges.sort_unstable();
    (text, ranges)
}

#[test]
fn released_source_covers_what_was_read_and_changes_nothing() {
    let src = source(300);
    assert!(src.len() > 4 << 20);
    let (plain, none) = parse(&src, false);
    assert!(none.is_empty());
    let (text, ranges) = parse(&src, true);
    assert_eq!(text, plain);
    // Each byte is handed back once, in order, and all but the last stretch
    // (the lexer's lag and step, under 2 MiB) is handed back.
    assert!(ranges.iter().all(|&(s, e)| s < e && e <= src.len()));
    assert!(ranges.windows(2).all(|w| w[0].1 <= w[1].0));
    let covered: usize = ranges.iter().map(|(s, e)| e - s).sum();
    assert!(
        covered + (2 << 20) >= src.len(),
        "{covered} of {}",
        src.len()
    );
}
