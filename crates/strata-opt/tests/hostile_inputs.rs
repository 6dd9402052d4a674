//! Hostile inputs of issue #17, generated at test time: huge literals and
//! identifiers, a million operands, blocks or symbols, CR and CRLF line
//! endings and NUL bytes. Each gives the right result, or a diagnostic at
//! mlir-opt's location, in time proportional to its size.

mod common;

use common::{squeeze, strata_opt, tail};

/// Ten megabytes.
const TEN_MB: usize = 10 << 20;

/// A million.
const MILLION: usize = 1_000_000;

#[test]
fn ten_megabyte_string_literal_round_trips() {
    let text = "ab".repeat(TEN_MB / 2);
    let src = format!("func.func @f() attributes {{s = \"{text}\"}} {{\n  return\n}}\n");
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(run.stdout.contains(&format!("{{s = \"{text}\"}}")));
}

#[test]
fn ten_megabyte_symbol_name_round_trips() {
    let name = "s".repeat(TEN_MB);
    let src = format!("func.func @{name}() {{\n  return\n}}\n");
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(run.stdout.contains(&format!("func.func @{name}() {{")));
}

#[test]
fn million_digit_integer_is_out_of_range_at_its_start() {
    let digits = format!("1{}", "0".repeat(MILLION - 1));
    let src = format!(
        "func.func @f() -> i64 {{\n  %0 = arith.constant {digits} : i64\n  return %0 : i64\n}}\n"
    );
    let run = strata_opt(&[], src.as_bytes());
    assert!(!run.ok);
    assert!(
        run.stderr
            .starts_with("<stdin>:2:23: error: integer constant out of range for attribute"),
        "{}",
        tail(&run.stderr)
    );
}

#[test]
fn million_digit_hex_integer_with_leading_zeros_fits() {
    let digits = format!("0x{}1", "0".repeat(MILLION));
    let src = format!(
        "func.func @f() -> i8 {{\n  %0 = arith.constant {digits} : i8\n  return %0 : i8\n}}\n"
    );
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(run.stdout.contains("arith.constant 1 : i8"));
}

#[test]
fn million_digit_float_rounds_to_the_nearest_double() {
    let digits = format!("1.{}1", "0".repeat(MILLION));
    let src = format!(
        "func.func @f() -> f64 {{\n  %0 = arith.constant {digits} : f64\n  return %0 : f64\n}}\n"
    );
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(run.stdout.contains("arith.constant 1.000000e+00 : f64"));
}

#[test]
fn million_operands_on_one_op() {
    let operands = vec!["%x"; MILLION].join(", ");
    let types = vec!["i32"; MILLION].join(", ");
    let src = format!(
        "func.func @f(%x: i32) {{\n  \"t.sink\"({operands}) : ({types}) -> ()\n  return\n}}\n"
    );
    let run = strata_opt(&["--allow-unregistered-dialect"], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(run.stdout.matches("%arg0").count(), MILLION + 1);
}

#[test]
fn million_blocks_in_one_region() {
    let mut src = String::from("func.func @f() {\n  cf.br ^bb1\n");
    for i in 1..MILLION {
        src.push_str(&format!("^bb{i}:\n  cf.br ^bb{}\n", i + 1));
    }
    src.push_str(&format!("^bb{MILLION}:\n  return\n}}\n"));
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(run.stdout.matches("cf.br").count(), MILLION);
    let cse = strata_opt(&["--cse", "-o", "/dev/null"], src.as_bytes());
    assert!(cse.ok, "{}", tail(&cse.stderr));
}

/// `count` private function declarations `@f0`, `@f1`, ...
fn declarations(count: usize) -> String {
    (0..count)
        .map(|i| format!("func.func private @f{i}()\n"))
        .collect()
}

#[test]
fn million_symbols() {
    let src = declarations(MILLION);
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(run.stdout.matches("func.func private @f").count(), MILLION);
    let dce = strata_opt(&["--symbol-dce"], src.as_bytes());
    assert!(dce.ok, "{}", tail(&dce.stderr));
    assert_eq!(squeeze(&dce.stdout), "module { }");
}

#[test]
fn million_symbols_with_a_redefinition_at_the_end() {
    let mut src = declarations(MILLION);
    src.push_str("func.func private @f7()\n");
    let run = strata_opt(&[], src.as_bytes());
    assert!(!run.ok);
    let line = MILLION + 1;
    assert!(
        run.stderr.starts_with(&format!(
            "<stdin>:{line}:1: error: redefinition of symbol named 'f7'"
        )),
        "{}",
        tail(&run.stderr)
    );
    assert!(
        run.stderr
            .contains("<stdin>:8:1: note: see existing symbol definition here")
    );
}

/// A module whose second function returns a value it does not declare,
/// with `eol` ending each line.
fn bad_return(eol: &str) -> String {
    [
        "func.func @f() {",
        "  return",
        "}",
        "func.func @g() {",
        "  %0 = arith.constant 1 : i32",
        "  return %0 : i32",
        "}",
        "",
    ]
    .join(eol)
}

#[test]
fn crlf_line_endings_count_one_line_each() {
    let run = strata_opt(&[], bad_return("\r\n").as_bytes());
    assert!(!run.ok);
    assert!(
        run.stderr
            .starts_with("<stdin>:6:3: error: 'func.return' op has 1 operands"),
        "{}",
        tail(&run.stderr)
    );
    let good = bad_return("\r\n").replace("return %0 : i32", "return");
    let ok = strata_opt(
        &[],
        good.replace("%0 = arith.constant 1 : i32", "").as_bytes(),
    );
    assert!(ok.ok, "{}", tail(&ok.stderr));
    assert_eq!(
        squeeze(&ok.stdout),
        "module { func.func @f() { return } func.func @g() { return } }"
    );
}

#[test]
fn lone_cr_is_whitespace_within_one_line() {
    let run = strata_opt(&[], bad_return("\r").as_bytes());
    assert!(!run.ok);
    assert!(
        run.stderr
            .starts_with("<stdin>:1:78: error: 'func.return' op has 1 operands"),
        "{}",
        tail(&run.stderr)
    );
}

#[test]
fn nul_inside_the_buffer_separates_tokens() {
    let run = strata_opt(&[], b"func.func @f() {\n  ret\0urn\n}\n");
    assert!(!run.ok);
    assert!(
        run.stderr
            .starts_with("<stdin>:2:3: error: custom op 'ret' is unknown"),
        "{}",
        tail(&run.stderr)
    );
}

#[test]
fn a_trailing_nul_ends_the_input() {
    let run = strata_opt(&[], b"func.func private @f()\n\0");
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(
        run.stdout.contains("func.func private @f()"),
        "{}",
        run.stdout
    );
}

#[test]
fn nul_in_a_string_prints_escaped() {
    let run = strata_opt(
        &[],
        b"func.func @f() attributes {a = \"x\0y\"} {\n  return\n}\n",
    );
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(run.stdout.contains(r#"{a = "x\00y"}"#), "{}", run.stdout);
}

/// A hundred thousand.
const LAKH: usize = 100_000;

#[test]
fn hundred_thousand_ops_on_one_line() {
    let ops: Vec<String> = (0..LAKH)
        .map(|i| format!("%v{i} = arith.addi %x, %x : i32"))
        .collect();
    let src = format!("func.func @f(%x: i32) {{ {} return }}", ops.join(" "));
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert_eq!(run.stdout.matches("arith.addi").count(), LAKH);
}

#[test]
fn hundred_thousand_block_arguments_on_one_line() {
    let operands = vec!["%x"; LAKH].join(", ");
    let types = vec!["i32"; LAKH].join(", ");
    let args: Vec<String> = (0..LAKH).map(|i| format!("%a{i}: i32")).collect();
    let src = format!(
        "func.func @f(%x: i32) {{ cf.br ^bb1({operands} : {types}) ^bb1({}): return }}",
        args.join(", ")
    );
    let run = strata_opt(&[], src.as_bytes());
    assert!(run.ok, "{}", tail(&run.stderr));
    assert!(run.stdout.contains(&format!("%{}: i32):", LAKH - 1)));
}
