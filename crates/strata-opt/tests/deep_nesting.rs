//! Deep nesting is bounded only by memory: 100,000-deep regions, types,
//! attributes and affine expressions parse, verify, print and go through
//! the pass pipeline (mlir-opt 22 crashes past about 3,000 nested regions).

mod common;

use common::{squeeze, strata_opt, strata_opt_limited, tail};

/// Nesting depth of the large cases.
const DEEP: usize = 100_000;

/// Depth of nested regions that are printed back: printing indents every
/// line, so the output grows with the square of the depth.
const PRINTED: usize = 3_000;

/// The passes of issue #17. Inlining and canonicalization come first and
/// flatten the nested `scf.execute_region`s, so the output stays small
/// (CSE over the unflattened 100k nest is still quadratic: see the report
/// of issue #17).
const PIPELINE: &[&str] = &[
    "--inline",
    "--canonicalize",
    "--cse",
    "--sccp",
    "--symbol-dce",
];

/// `@f` returning a call to `@g` made `depth` `scf.execute_region`s deep.
fn nested_regions(depth: usize) -> String {
    let mut s = String::from(
        "func.func private @g(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n\
         func.func @f(%x: i32) -> i32 {\n",
    );
    for i in 0..depth {
        s.push_str(&format!("%r{i} = scf.execute_region -> i32 {{\n"));
    }
    s.push_str("%y = func.call @g(%x) : (i32) -> i32\nscf.yield %y : i32\n");
    for i in (0..depth).rev() {
        s.push_str("}\n");
        if i > 0 {
            s.push_str(&format!("scf.yield %r{i} : i32\n"));
        }
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

/// What inlining `@g` and flattening the regions leaves.
const FLATTENED: &str = "module { func.func @f(%arg0: i32) -> i32 { \
    %0 = arith.addi %arg0, %arg0 : i32 return %0 : i32 } }";

#[test]
fn deep_regions_go_through_the_pipeline() {
    let run = strata_opt(PIPELINE, nested_regions(DEEP).as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(squeeze(&run.stdout), FLATTENED);
    eprintln!(
        "{DEEP} nested regions through the pipeline: {:?}",
        run.elapsed
    );
}

#[test]
fn deep_regions_inline_alone() {
    let run = strata_opt(&["--inline"], nested_regions(DEEP).as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(squeeze(&run.stdout), FLATTENED);
}

#[test]
fn nested_regions_print_and_reparse() {
    let first = strata_opt(&[], nested_regions(PRINTED).as_bytes());
    assert!(first.ok, "{}", tail(&first.stderr));
    assert_eq!(first.stdout.matches("scf.execute_region").count(), PRINTED);
    let generic = strata_opt(&["--mlir-print-op-generic"], first.stdout.as_bytes());
    assert!(generic.ok, "{}", tail(&generic.stderr));
    let again = strata_opt(&[], generic.stdout.as_bytes());
    assert!(again.ok, "{}", tail(&again.stderr));
    assert_eq!(again.stdout, first.stdout);
}

#[test]
fn deep_isolated_modules_verify_and_drop() {
    let mut src = "module {\n".repeat(DEEP);
    src.push_str("func.func private @unused()\n");
    src.push_str(&"}\n".repeat(DEEP));
    // symbol-dce removes the private function; each nested module stays.
    // Printing the nest indents every line, so the text grows with the
    // square of the depth: only the outermost module is printed here.
    let run = strata_opt(
        &[
            "--symbol-dce",
            "--verify-each",
            "--mlir-print-skip-regions",
            "--mlir-print-op-generic",
        ],
        src.as_bytes(),
    );
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(
        squeeze(&run.stdout),
        "\"builtin.module\"() ({...}) : () -> ()"
    );
    eprintln!(
        "{DEEP} nested modules through symbol-dce: {:?}",
        run.elapsed
    );
}

/// Depth of the nested modules printed in full under a memory limit.
const STREAMED: usize = 30_000;

/// The printed nest takes about a gigabyte: it must be written out as it is
/// printed, not held in memory (the limit is a third of that, and covers
/// the parsed IR as well).
#[test]
fn deep_nested_modules_print_in_linear_memory() {
    let mut src = "module {\n".repeat(STREAMED);
    src.push_str(&"}\n".repeat(STREAMED));
    let run = strata_opt_limited(&["-o", "/dev/null"], src.as_bytes(), 400 << 20);
    assert!(run.ok, "{}", tail(&run.stderr));
}

#[test]
fn an_error_at_the_bottom_of_deep_regions_is_located() {
    let mut src = nested_regions(DEEP);
    let bottom = "%y = func.call @g(%x) : (i32) -> i32\n";
    src = src.replacen(bottom, "%y = func.call @g(%x) : (i32) -> i64\n", 1);
    let run = strata_opt(&[], src.as_bytes());
    assert!(!run.ok);
    // Five lines of header, the regions, the call, then the yield of `%y`.
    let line = 5 + DEEP + 2;
    assert!(
        run.stderr.starts_with(&format!(
            "<stdin>:{line}:11: error: use of value '%y' expects different type than prior uses"
        )),
        "{}",
        tail(&run.stderr)
    );
}

/// Wraps `inner` in `depth` applications of `open`/`close`.
fn wrap(open: &str, inner: &str, close: &str, depth: usize) -> String {
    let mut s = open.repeat(depth);
    s.push_str(inner);
    s.push_str(&close.repeat(depth));
    s
}

/// Checks that `src` round-trips through print and re-parse unchanged and
/// goes through the pipeline, the output holding `count` copies of `needle`.
fn round_trips(src: &str, needle: &str, count: usize) {
    let first = strata_opt(&[], src.as_bytes());
    assert!(first.ok, "{}", tail(&first.stderr));
    assert_eq!(first.stdout.matches(needle).count(), count);
    let again = strata_opt(&[], first.stdout.as_bytes());
    assert!(again.ok, "{}", tail(&again.stderr));
    assert_eq!(again.stdout, first.stdout);
    let piped = strata_opt(PIPELINE, src.as_bytes());
    assert!(piped.ok, "{}", tail(&piped.stderr));
    assert_eq!(piped.stdout, first.stdout);
}

#[test]
fn deep_tuple_types() {
    let ty = wrap("tuple<", "i32", ">", DEEP);
    let src = format!("func.func @f(%a: {ty}) -> {ty} {{\n  return %a : {ty}\n}}\n");
    round_trips(&src, &ty, 3);
}

#[test]
fn deep_function_types_in_attributes() {
    let ty = wrap("() -> (", "i1", ")", DEEP);
    let src = format!("func.func @f() attributes {{t = {ty}}} {{\n  return\n}}\n");
    round_trips(&src, "() -> ", DEEP);
}

#[test]
fn deep_array_attributes() {
    let attr = wrap("[", "7 : i8", "]", DEEP);
    let src = format!("func.func @f() attributes {{a = {attr}}} {{\n  return\n}}\n");
    round_trips(&src, &attr, 1);
}

#[test]
fn deep_dictionary_attributes() {
    let attr = wrap("{a = ", "7 : i8", "}", DEEP);
    let src = format!("func.func @f() attributes {{a = {attr}}} {{\n  return\n}}\n");
    round_trips(&src, &attr, 1);
}

/// `depth` applications of `(e + d1) floordiv 3` to `d0`: nothing
/// simplifies, so the expression stays as deep as written.
fn deep_affine_map(depth: usize) -> String {
    format!(
        "affine_map<(d0, d1) -> ({})>",
        wrap("(", "d0", " + d1) floordiv 3", depth)
    )
}

#[test]
fn deep_affine_expressions_round_trip() {
    let map = deep_affine_map(DEEP);
    let src = format!("func.func @f() attributes {{m = {map}}} {{\n  return\n}}\n");
    let first = strata_opt(&[], src.as_bytes());
    assert!(first.ok, "{}", tail(&first.stderr));
    assert_eq!(first.stdout.matches("floordiv 3").count(), DEEP);
    let again = strata_opt(&[], first.stdout.as_bytes());
    assert!(again.ok, "{}", tail(&again.stderr));
    assert_eq!(again.stdout, first.stdout);
}

#[test]
fn deep_affine_expressions_lower() {
    let map = deep_affine_map(DEEP);
    let src = format!(
        "func.func @f(%a: index, %b: index) -> index {{\n  \
         %r = affine.apply {map}(%a, %b)\n  return %r : index\n}}\n"
    );
    let run = strata_opt(&["--lower-affine"], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    // Each floordiv expands to one signed division.
    assert_eq!(run.stdout.matches("arith.divsi").count(), DEEP);
    assert!(!run.stdout.contains("affine."));
}

/// `depth` nested `scf.execute_region`s, each computing `%x + %x` and
/// multiplying it with what the region nested in it yields: CSE replaces
/// every inner addition with the outermost one.
fn nested_additions(depth: usize) -> String {
    let mut s = String::from("func.func @f(%x: i32) -> i32 {\n");
    for i in 0..depth {
        s.push_str(&format!(
            "%r{i} = scf.execute_region -> i32 {{\n%c{i} = arith.addi %x, %x : i32\n"
        ));
    }
    s.push_str(&format!("scf.yield %c{} : i32\n", depth - 1));
    for i in (0..depth).rev() {
        s.push_str("}\n");
        if i > 0 {
            s.push_str(&format!(
                "%d{i} = arith.muli %c{}, %r{i} : i32\nscf.yield %d{i} : i32\n",
                i - 1
            ));
        }
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

#[test]
fn cse_over_deep_regions_with_results() {
    let run = strata_opt(
        &[
            "--cse",
            "--mlir-pass-statistics",
            "--mlir-print-skip-regions",
        ],
        nested_additions(DEEP).as_bytes(),
    );
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(
        run.stderr.contains(&format!("(S) {} num-cse'd", DEEP - 1)),
        "{}",
        tail(&run.stderr)
    );
    eprintln!("CSE over {DEEP} nested regions: {:?}", run.elapsed);
}

#[test]
fn cse_over_nested_regions_keeps_the_outer_addition() {
    let run = strata_opt(&["--cse", "--canonicalize"], nested_additions(3).as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(
        squeeze(&run.stdout),
        "module { func.func @f(%arg0: i32) -> i32 { \
         %0 = arith.addi %arg0, %arg0 : i32 %1 = arith.muli %0, %0 : i32 \
         %2 = arith.muli %0, %1 : i32 return %2 : i32 } }"
    );
}

/// `depth` nested `scf.if`s on a constant true condition, the innermost
/// yielding `%x`.
fn nested_ifs(depth: usize) -> String {
    let mut s = String::from("func.func @f(%x: i32) -> i32 {\n%t = arith.constant true\n");
    for i in 0..depth {
        s.push_str(&format!("%r{i} = scf.if %t -> i32 {{\n"));
    }
    s.push_str("scf.yield %x : i32\n");
    for i in (0..depth).rev() {
        s.push_str("} else {\nscf.yield %x : i32\n}\n");
        if i > 0 {
            s.push_str(&format!("scf.yield %r{i} : i32\n"));
        }
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

#[test]
fn sccp_on_deep_scf_if() {
    let run = strata_opt(&["--sccp", "--canonicalize"], nested_ifs(DEEP).as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(
        squeeze(&run.stdout),
        "module { func.func @f(%arg0: i32) -> i32 { return %arg0 : i32 } }"
    );
    eprintln!("sccp over {DEEP} nested scf.if: {:?}", run.elapsed);
}
