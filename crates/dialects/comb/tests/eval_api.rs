//! The evaluator's API: compiling a module, calling functions, signatures
//! and the errors it reports.

use strata_asm::{Parser, ParserConfig};
use strata_dialect_comb::eval::Program;
use strata_ir::Context;
use strata_support::APInt;

fn program(src: &str) -> Result<Program, String> {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx).map_err(|e| e.to_string())?;
    strata_dialect_comb::register(&ctx);
    let parsed = Parser::new(&ctx, src.as_bytes(), "t.mlir")
        .parse_source(ParserConfig::default())
        .map_err(|e| e.0.message.clone())?;
    Program::new(&ctx, &parsed.body, &parsed.ops).map_err(|e| e.message)
}

const MODULE: &str = r#"
func.func @mix(%a: i8, %b: i8) -> (i8, i1, i16) {
  %0 = comb.xor %a, %b : i8
  %1 = comb.icmp ult %a, %b : i8
  %2 = comb.concat %a, %b : i8, i8
  return %0, %1, %2 : i8, i1, i16
}
func.func @twice(%a: i8) -> i8 {
  %0:3 = func.call @mix(%a, %a) : (i8, i8) -> (i8, i1, i16)
  %1 = comb.extract %0#2 from 4 : (i16) -> i8
  return %1 : i8
}
func.func private @external(i8) -> i8
"#;

#[test]
fn calls_functions_and_reports_signatures() {
    let p = program(MODULE).expect("compiles");
    assert_eq!(p.function_names(), ["mix", "twice"]);
    assert_eq!(
        p.signature("mix"),
        Some((&[8u32, 8][..], &[8u32, 1, 16][..]))
    );
    let out = p
        .call("mix", &[APInt::from_u64(8, 0xF0), APInt::from_u64(8, 0x0F)])
        .expect("runs");
    assert_eq!(
        out,
        [
            APInt::from_u64(8, 0xFF),
            APInt::from_u64(1, 0),
            APInt::from_u64(16, 0xF00F)
        ]
    );
    // concat(0xAB, 0xAB) = 0xABAB; bits 4..11 are 0xBA.
    let out = p.call("twice", &[APInt::from_u64(8, 0xAB)]).expect("runs");
    assert_eq!(out, [APInt::from_u64(8, 0xBA)]);
}

#[test]
fn arguments_are_resized_to_their_parameters() {
    let p = program(MODULE).expect("compiles");
    let out = p
        .call("mix", &[APInt::from_u64(64, 0x1FF), APInt::from_u64(1, 1)])
        .expect("runs");
    assert_eq!(out[0], APInt::from_u64(8, 0xFE));
}

#[test]
fn reports_errors() {
    let p = program(MODULE).expect("compiles");
    let e = p.call("nope", &[]).expect_err("unknown");
    assert_eq!(e.message, "no function named 'nope'");
    let e = p.call("mix", &[APInt::from_u64(8, 1)]).expect_err("arity");
    assert_eq!(
        e.message,
        "function 'mix' takes 2 arguments, but 1 were given"
    );
    let e = program(
        "func.func @f(%a: i8) -> i8 {\n  %0 = arith.divui %a, %a : i8\n  return %0 : i8\n}\n",
    )
    .expect("compiles")
    .call("f", &[APInt::zero(8)])
    .expect_err("division by zero");
    assert_eq!(e.message, "division by zero");
    let e = program("func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n").err();
    assert_eq!(
        e.as_deref(),
        Some("cannot evaluate 'func.func': arguments must be integers")
    );
}

#[test]
fn recursion_is_bounded() {
    let p = program(
        "func.func @f(%a: i8) -> i8 {\n  %0 = func.call @f(%a) : (i8) -> i8\n  return %0 : i8\n}\n",
    )
    .expect("compiles");
    let e = p.call("f", &[APInt::zero(8)]).expect_err("too deep");
    assert_eq!(e.message, "calls nested too deeply");
}
