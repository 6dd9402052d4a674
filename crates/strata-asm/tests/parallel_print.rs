//! Printing the isolated operations of a module on several threads writes
//! the same text as printing them on one.

mod common {
    pub mod print;
}

use common::print::print;
use strata_asm::PrintFlags;
use strata_ir::Context;

/// `modules` nested modules of `ops` operations each, with aliases,
/// locations, block arguments and results named by the printer.
fn source(modules: usize, ops: usize) -> String {
    let mut src = String::from("#a = {k = 1 : i32}\nmodule {\n");
    for m in 0..modules {
        src += &format!("  module @m{m} {{\n    %c = \"t.c\"() : () -> !t.ty<{m}>\n");
        for i in 0..ops {
            src += &format!(
                "    %r{i}:2 = \"t.op\"(%c) {{x = #a, i = {i} : i64}} : (!t.ty<{m}>) -> (i32, f32) loc(\"f.py\":{i}:{m})\n"
            );
        }
        src += "    \"t.r\"() ({\n    ^bb0(%b: i32):\n      \"t.y\"(%b) : (i32) -> ()\n    }) : () -> ()\n  }\n";
    }
    src + "}\n"
}

#[test]
fn parallel_printing_writes_the_sequential_text() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let src = source(40, 500);
    for flags in [
        PrintFlags::default(),
        PrintFlags {
            debug_info: true,
            ..Default::default()
        },
        PrintFlags {
            generic: true,
            ..Default::default()
        },
    ] {
        let sequential = print(&ctx, &src, flags, 1);
        assert!(sequential.contains("m39"));
        assert_eq!(sequential.matches("\"t.op\"").count(), 20_000);
        assert_eq!(sequential, print(&ctx, &src, flags, 4));
    }
}

#[test]
fn distinct_attributes_keep_their_sequential_numbers() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let src = source(40, 500).replacen(
        "{x = #a, i = 7 : i64}",
        "{x = #a, i = 7 : i64, d = distinct[5]<42 : i32>}",
        3,
    );
    let sequential = print(&ctx, &src, PrintFlags::default(), 1);
    assert!(
        sequential.contains("distinct[0]<42 : i32>"),
        "{}",
        &sequential[..400]
    );
    assert_eq!(sequential, print(&ctx, &src, PrintFlags::default(), 4));
}

/// Modules whose aliases first appear in different chunks: affine maps,
/// a long tuple type only in the later modules, and locations used both
/// as operation locations (deferrable) and block argument locations (not).
fn aliased_source(modules: usize, ops: usize) -> String {
    let tuple = format!("tuple<{}>", vec!["i32"; 17].join(", "));
    let mut src = String::from("module {\n");
    for m in 0..modules {
        let shift = m % 7;
        src += &format!("  module @m{m} {{\n");
        for i in 0..ops {
            src += &format!(
                "    \"t.op\"() {{m = affine_map<(d0) -> (d0 + {shift})>, i = {i} : i64}} : () -> () loc(\"a.py\":{shift}:{})\n",
                i % 3
            );
        }
        let ty = if m >= modules / 2 {
            tuple.as_str()
        } else {
            "i32"
        };
        src += &format!(
            "    \"t.r\"() ({{\n    ^bb0(%b: {ty} loc(\"a.py\":{}:1)):\n      \"t.y\"(%b) : ({ty}) -> ()\n    }}) : () -> ()\n  }}\n",
            6 - shift
        );
    }
    src + "}\n"
}

#[test]
fn aliases_first_met_in_later_chunks_keep_their_sequential_names() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let src = aliased_source(40, 500);
    for flags in [
        PrintFlags::default(),
        PrintFlags {
            debug_info: true,
            ..Default::default()
        },
    ] {
        let sequential = print(&ctx, &src, flags, 1);
        assert!(sequential.contains("#map6 = "));
        assert!(sequential.contains("!tuple = "));
        if flags.debug_info {
            assert!(sequential.contains("#loc6 = "));
        }
        assert_eq!(sequential, print(&ctx, &src, flags, 4));
    }
}

/// Modules whose only aliases sit deep inside attributes and types that
/// have none themselves: an affine map in an array in a dictionary, a
/// strided layout behind a memref in a type attribute, an affine set past
/// a long run of strings (on every tenth operation), and (in the later
/// modules) a long tuple inside a function type. The threads that collect
/// aliases skip what holds no alias; what does must still reach the alias
/// table in sequential order.
fn nested_alias_source(modules: usize, ops: usize) -> String {
    let tuple = format!("tuple<{}>", vec!["i8"; 17].join(", "));
    let strings = vec!["\"x\""; 80].join(", ");
    let mut src = String::from("module {\n");
    for m in 0..modules {
        let shift = m % 5;
        let fty = if m >= modules / 2 {
            format!("({tuple}) -> i1")
        } else {
            "(i8) -> i1".to_string()
        };
        src += &format!("  module @m{m} {{\n");
        for i in 0..ops {
            let long = if i % 10 == 0 {
                format!(", long = [{strings}, affine_set<(d0) : (d0 - {shift} >= 0)>]")
            } else {
                String::new()
            };
            src += &format!(
                "    \"t.op\"() {{plain = {{k = [{i} : i64, \"s\"]}}, deep = {{k = [affine_map<(d0) -> (d0 * {shift})>]}}, \
                 ty = memref<4xf32, strided<[{shift}]>>, f = {fty}{long}}} : () -> ()\n"
            );
        }
        src += "  }\n";
    }
    src + "}\n"
}

#[test]
fn aliases_nested_in_plain_attributes_keep_their_sequential_names() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let src = nested_alias_source(40, 450);
    let sequential = print(&ctx, &src, PrintFlags::default(), 1);
    assert!(sequential.contains("#map4 = "), "{}", &sequential[..600]);
    assert!(sequential.contains("#set4 = "));
    assert!(sequential.contains("!tuple = "));
    assert_eq!(sequential, print(&ctx, &src, PrintFlags::default(), 4));
}
