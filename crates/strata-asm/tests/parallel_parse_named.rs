//! Parsing the operations of a module body that are not isolated from
//! above (they bind and use SSA names across threads' chunks) on several
//! threads gives the same IR (printed with locations) and the same first
//! error as parsing sequentially.

mod common {
    pub mod parse;
}

use common::parse::both;

/// A generic-form module of `count` top-level operations with nested
/// regions; operation `i` uses the result of operation `i - 7` (defined in
/// an earlier chunk) and, every fifth one, of operation `i + 11` (defined
/// later: the module body is a graph region). `edit(i, text)` may change
/// the text of operation `i`.
fn source(count: usize, edit: impl Fn(usize, String) -> String) -> String {
    let mut src = String::from(
        "#a = affine_map<(d0) -> (d0 + 1)>\n!t = tensor<4xf32>\n\"builtin.module\"() ({\n",
    );
    for i in 0..count {
        let mut uses = Vec::new();
        if i >= 7 {
            uses.push(format!("%r{}", i - 7));
        }
        if i % 5 == 0 && i + 11 < count {
            uses.push(format!("%r{}", i + 11));
        }
        let types = vec!["!t"; uses.len()].join(", ");
        let op = format!(
            "  %r{i} = \"t.region\"({}) ({{\n  ^bb0(%x: i32):\n    %v = \"t.leaf\"(%x) {{m = #a, s = \"}}) // {i}\"}} : (i32) -> i64 loc(#loc{})\n    \"t.yield\"(%v) : (i64) -> ()\n  }}) {{n = {i} : i64}} : ({types}) -> !t\n  // after {i} (\n",
            uses.join(", "),
            i % 3
        );
        src += &edit(i, op);
    }
    src += "}) : () -> ()\n";
    for l in 0..3 {
        src += &format!("#loc{l} = loc(\"gen.py\":{l}:9)\n");
    }
    src
}

#[test]
fn names_used_across_chunks_link_as_sequentially() {
    let src = source(60, |_, text| text);
    let (sequential, parallel, count) = both(&src);
    assert!(sequential.contains("loc(\"gen.py\":2:9)"), "{sequential}");
    assert!(
        sequential.contains("%0 = \"t.region\"(%11)"),
        "{sequential}"
    );
    assert_eq!(sequential, parallel);
    assert_eq!(count, 60);
}

#[test]
fn the_custom_form_of_a_module_body_parses_the_same() {
    let src = source(30, |_, text| text)
        .replacen("\"builtin.module\"() ({", "module {", 1)
        .replacen("}) : () -> ()\n#loc0", "}\n#loc0", 1);
    let (sequential, parallel, count) = both(&src);
    assert!(sequential.starts_with("module"), "{sequential}");
    assert_eq!(sequential, parallel);
    assert_eq!(count, 30);
}

#[test]
fn a_mislinked_or_broken_chunk_gives_the_sequential_error() {
    let cases: [(usize, &str, &str); 9] = [
        // A syntax error in a late chunk.
        (52, "-> !t\n", "-> (!t\n"),
        // A use of a name nothing defines.
        (45, "\"t.region\"(%r38", "\"t.region\"(%nope"),
        // A name defined again by a later chunk.
        (50, "%r50 =", "%r3 ="),
        // A name defined by an earlier chunk, defined again in a region.
        (48, "%v =", "%r2 ="),
        // A use whose type differs from the definition.
        (
            41,
            "\"t.region\"(%r34) ({",
            "\"t.region\"(%r34) ({\n    \"t.use\"(%r36) : (i32) -> ()",
        ),
        // A result number past the definition's results.
        (44, "\"t.region\"(%r37)", "\"t.region\"(%r37#1)"),
        // A location alias nothing defines.
        (55, "loc(#loc1)", "loc(#undefined)"),
        // A label of the module's block.
        (33, "  %r33", "  \"t.br\"() [^bb3] : () -> ()\n  %r33"),
        // A region defining a name that an earlier chunk uses freely.
        (52, "%v =", "%r56 ="),
    ];
    for (at, from, to) in cases {
        let src = source(60, |i, text| {
            if i == at {
                assert!(text.contains(from), "{at}: {from}");
                text.replacen(from, to, 1)
            } else {
                text
            }
        });
        let (sequential, parallel, _) = both(&src);
        assert!(!sequential.starts_with("module"), "{at}: {to}");
        assert_eq!(sequential, parallel, "{at}: {to}");
    }
}

#[test]
fn names_a_region_shadows_or_defines_later_link_as_sequentially() {
    // A region defining the name an operation of a later chunk binds, and
    // a region using a name before a later operation defines it.
    let src = source(60, |i, text| match i {
        4 => text.replacen("%v =", "%r55 =", 1).replace("(%v)", "(%r55)"),
        6 => text.replacen(
            "\"t.yield\"(%v)",
            "\"t.use\"(%r59) : (!t) -> ()\n    \"t.yield\"(%v)",
            1,
        ),
        _ => text,
    });
    let (sequential, parallel, count) = both(&src);
    assert!(sequential.starts_with("module"), "{sequential}");
    assert_eq!(sequential, parallel);
    assert_eq!(count, 60);
}
