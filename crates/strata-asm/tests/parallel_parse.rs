//! Parsing the isolated operations of a module on several threads gives the
//! same IR (printed with locations) and the same first error as parsing
//! sequentially.

mod common {
    pub mod parse;
}

use common::parse::both;

/// `count` nested modules with regions, block arguments, aliases and
/// location aliases defined after their uses; `edit(i, text)` may change
/// the text of module `i`.
fn source(count: usize, edit: impl Fn(usize, String) -> String) -> String {
    let mut src = String::from("#a = {k = 1 : i32}\n!t = !t.ty<complex<f32>>\nmodule {\n");
    for i in 0..count {
        let attrs = if i % 3 == 0 {
            format!(" attributes {{s = \"}}{{ // {i}\"}}")
        } else {
            String::new()
        };
        let module = format!(
            "  module @m{i}{attrs} {{\n    %0 = \"t.c\"() {{x = #a, n = {i} : i64}} : () -> !t loc(#loc{})\n    \"t.r\"(%0) ({{\n    ^bb0(%b: i32):\n      \"t.y\"(%b) [^bb1] : (i32) -> ()\n    ^bb1:  // [\n      \"t.z\"() : () -> ()\n    }}) : (!t) -> ()\n  }}\n  // between {i} )\n",
            i % 4
        );
        src += &edit(i, module);
    }
    src += "}\n";
    for l in 0..4 {
        src += &format!("#loc{l} = loc(\"gen.py\":{l}:7)\n");
    }
    src
}

#[test]
fn valid_modules_parse_the_same_on_several_threads() {
    let src = source(40, |_, text| text);
    let (sequential, parallel, count) = both(&src);
    assert!(sequential.contains("loc(\"gen.py\":3:7)"), "{sequential}");
    assert_eq!(sequential, parallel);
    assert_eq!(count, 40);
}

#[test]
fn an_operation_that_is_not_isolated_ends_the_parallel_part() {
    let src = source(40, |i, text| {
        if i == 30 {
            text + "  \"t.between\"() : () -> ()\n"
        } else {
            text
        }
    });
    let (sequential, parallel, count) = both(&src);
    assert!(sequential.contains("t.between"));
    assert_eq!(sequential, parallel);
    // The first `k` modules are parsed in parallel, the rest sequentially,
    // each with its body's two operations parsed in parallel: 80 - k.
    assert!((50..80).contains(&count), "{count}");
}

#[test]
fn the_first_error_is_the_sequential_one() {
    let broken: [(usize, &str, &str); 5] = [
        (25, "\"t.z\"()", "\"t.z\"(%nope)"),
        (12, "(!t) -> ()", "(!t) -> (("),
        (33, "loc(#loc1)", "loc(#undefined)"),
        (39, "  }\n  // between", "  // between"),
        (7, "\"t.c\"()", "\"t.c\"(%out)"),
    ];
    for (at, from, to) in broken {
        let src = source(40, |i, text| {
            let text = if i == at || i == 35 {
                text.replace(from, to)
            } else {
                text
            };
            if i == 3 {
                text + "  %out = \"t.out\"() : () -> i32\n"
            } else {
                text
            }
        });
        let (sequential, parallel, _) = both(&src);
        assert!(!sequential.starts_with("module"), "{sequential}");
        assert_eq!(sequential, parallel, "module {at}: {to}");
    }
}
