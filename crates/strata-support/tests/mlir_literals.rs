//! Checks literal parsing and attribute printing against `mlir-opt` output
//! recorded in `tests/data/mlir_*.txt` (MLIR 22).

use strata_support::{APFloat, FloatSemantics, Signedness, parse_integer_literal};

/// Parses a float literal the way MLIR's attribute parser does and prints it
/// the way MLIR's printer does.
fn float_round_trip(ty: &str, literal: &str) -> String {
    let sem = FloatSemantics::from_name(ty).expect("float type");
    let (negative, digits) = match literal.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, literal),
    };
    let value = if digits.starts_with("0x") || !digits.contains('.') {
        APFloat::from_mlir_integer_literal(sem, digits, negative)
    } else {
        APFloat::from_mlir_literal(sem, literal)
    };
    match value {
        Ok(v) => v.to_mlir_string(),
        Err(e) => format!("error: {e}"),
    }
}

/// Parses an integer literal for an MLIR integer type and prints it the way
/// MLIR's printer does (`true`/`false` for `i1`).
fn int_round_trip(ty: &str, literal: &str) -> String {
    let (width, signedness) = if ty == "index" {
        (64, Signedness::Signed)
    } else if let Some(w) = ty.strip_prefix("si") {
        (w.parse().expect("width"), Signedness::Signed)
    } else if let Some(w) = ty.strip_prefix("ui") {
        (w.parse().expect("width"), Signedness::Unsigned)
    } else {
        (ty[1..].parse().expect("width"), Signedness::Signless)
    };
    let (negative, text) = match literal.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, literal),
    };
    match parse_integer_literal(text, negative, width, signedness) {
        Err(e) => format!("error: {e}"),
        Ok(v) if ty == "i1" => (if v.is_zero() { "false" } else { "true" }).to_string(),
        Ok(v) if signedness == Signedness::Unsigned => v.to_string_unsigned(),
        Ok(v) => v.to_string_signed(),
    }
}

/// Inputs where LLVM keeps a value the format cannot represent: an infinity
/// converted to a finite-only format stays an infinity inside LLVM (printed
/// as its bit pattern `0x0`); Strata produces the same bits as a real `+0`.
const KNOWN_DEVIATIONS: &[&str] = &["f6E2M3FN 1.0e400", "f6E3M2FN 1.0e400", "f4E2M1FN 1.0e400"];

fn check(data: &str, f: fn(&str, &str) -> String) {
    let mut failures = Vec::new();
    let mut total = 0;
    for line in data.lines().filter(|l| !l.is_empty()) {
        let (input, expected) = line.split_once(" => ").expect("vector line");
        let (ty, literal) = input.split_once(' ').expect("type and literal");
        if KNOWN_DEVIATIONS.contains(&input) {
            continue;
        }
        let got = f(ty, literal);
        total += 1;
        if got != expected {
            failures.push(format!("{input}: expected {expected}, got {got}"));
        }
    }
    assert!(total > 0, "no vectors");
    assert!(
        failures.is_empty(),
        "{} of {total} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn float_literals_match_mlir_opt() {
    check(include_str!("data/mlir_literals.txt"), float_round_trip);
}

#[test]
fn integer_literals_match_mlir_opt() {
    check(include_str!("data/mlir_int_literals.txt"), int_round_trip);
}
