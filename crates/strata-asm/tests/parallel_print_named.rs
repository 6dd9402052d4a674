//! Printing the operations of a module body that are not isolated from
//! above (their values are named from counters and name scopes that run
//! through the whole body) on several threads writes the same text as
//! printing them on one.

mod common {
    pub mod print;
}

use common::print::print;
use strata_asm::PrintFlags;
use strata_ir::Context;

/// A module of `count` operations with a region each: every operation
/// uses the result of the one three before, a block argument and a value
/// named by a name location, attributes whose aliases first appear late
/// (`#map`s of growing shifts) and locations of several kinds.
fn source(count: usize) -> String {
    let mut src = String::from("module {\n");
    for i in 0..count {
        let (uses, types) = if i >= 3 {
            (format!("%r{}", i - 3), "!t.ty")
        } else {
            (String::new(), "")
        };
        let shift = i * 7 / count;
        let tuple = if i > count / 2 {
            format!(
                ", t = {}",
                format_args!("tuple<{}>", vec!["i32"; 17].join(", "))
            )
        } else {
            String::new()
        };
        src += &format!(
            "  %r{i} = \"t.region\"({uses}) ({{\n  ^bb0(%x: i32 loc(\"arg.py\":{i}:2)):\n    %v = \"t.leaf\"(%x) {{m = affine_map<(d0) -> (d0 + {shift})>{tuple}}} : (i32) -> i64 loc(\"val\"(\"f.py\":{i}:3))\n    %w:2 = \"t.pair\"(%v) : (i64) -> (i1, i1) loc(callsite(\"g\" at \"f.py\":{i}:4))\n    \"t.yield\"(%v, %w#1) : (i64, i1) -> ()\n  }}) {{n = {i} : i64}} : ({types}) -> !t.ty loc(\"f.py\":{i}:1)\n"
        );
    }
    src + "}\n"
}

#[test]
fn operations_that_are_not_isolated_print_the_sequential_text() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let src = source(6000);
    let on = PrintFlags::default();
    for flags in [
        on,
        PrintFlags {
            debug_info: true,
            ..on
        },
        PrintFlags {
            generic: true,
            ..on
        },
        PrintFlags {
            nameloc_as_prefix: true,
            debug_info: true,
            ..on
        },
        PrintFlags {
            unique_ssa_ids: true,
            ..on
        },
        PrintFlags {
            value_users: true,
            ..on
        },
    ] {
        let sequential = print(&ctx, &src, flags, 1);
        assert_eq!(sequential.matches("\"t.leaf\"").count(), 6000);
        assert!(sequential.contains("#map6"), "{}", &sequential[..400]);
        assert_eq!(sequential, print(&ctx, &src, flags, 4), "{flags:?}");
    }
}
