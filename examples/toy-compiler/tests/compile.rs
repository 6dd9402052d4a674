//! The toy compiler end to end: output text, optimization, errors.

use strata_toy_compiler::{CompileError, compile, lower_to_llvm, run};

const PROGRAM: &str = "# squares small numbers
fn sq(x) = x * x;
fn f(a, b) = if a < b then sq(a) + 1 else b / (2 - 1);
";

#[test]
fn lowers_to_func_arith_scf() -> Result<(), CompileError> {
    let ctx = strata::context();
    let module = compile(&ctx, "p.toy", PROGRAM, false)?;
    let expected = "module {
  func.func @sq(%arg0: i64) -> i64 {
    %0 = arith.muli %arg0, %arg0 : i64
    return %0 : i64
  }
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = arith.cmpi slt, %arg0, %arg1 : i64
    %1 = scf.if %0 -> (i64) {
      %2 = func.call @sq(%arg0) : (i64) -> i64
      %c1_i64 = arith.constant 1 : i64
      %3 = arith.addi %2, %c1_i64 : i64
      scf.yield %3 : i64
    } else {
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      %2 = arith.subi %c2_i64, %c1_i64 : i64
      %3 = arith.divsi %arg1, %2 : i64
      scf.yield %3 : i64
    }
    return %1 : i64
  }
}
";
    assert_eq!(module.to_string(), expected);
    // The printed module parses back to the same text.
    let reparsed = strata::Module::parse(&ctx, expected)?;
    assert_eq!(reparsed.to_string(), expected);
    Ok(())
}

#[test]
fn optimizing_folds_constants_and_divisions_by_one() -> Result<(), CompileError> {
    let ctx = strata::context();
    let text = compile(&ctx, "p.toy", PROGRAM, true)?.to_string();
    assert!(text.contains("scf.yield %arg1 : i64"), "{text}");
    assert!(!text.contains("arith.divsi"), "{text}");
    assert!(!text.contains("arith.subi"), "{text}");
    Ok(())
}

#[test]
fn errors_name_the_position() {
    let ctx = strata::context();
    let cases = [
        ("fn f(x) = y;", "t.toy:1:11: error: unknown name 'y'"),
        ("fn f(x) = g(x);", "t.toy:1:11: error: unknown function 'g'"),
        (
            "fn f(x) = x;\nfn g() = f();",
            "t.toy:2:10: error: 'f' takes 1 arguments, 0 given",
        ),
        (
            "fn f(x) = x +;",
            "t.toy:1:14: error: expected an expression",
        ),
        (
            "fn f(x) = x;\nfn f(y) = y;",
            "t.toy:2:1: error: redefinition of 'f'",
        ),
        (
            "fn f(x) = if x then 1 else 2;",
            "t.toy:1:16: error: expected a comparison",
        ),
        (
            "fn f(x) = 99999999999999999999;",
            "t.toy:1:11: error: integer '99999999999999999999' is too large",
        ),
        (
            "fn f(x) = x $ 1;",
            "t.toy:1:13: error: unexpected character '$'",
        ),
    ];
    for (src, want) in cases {
        match compile(&ctx, "t.toy", src, false) {
            Ok(m) => panic!("{src} compiled:\n{m}"),
            Err(e) => assert_eq!(e.render("t.toy"), want, "{src}"),
        }
    }
}

#[test]
fn lowers_to_llvm_and_runs_in_process() -> Result<(), CompileError> {
    let ctx = strata::context();
    for optimize in [false, true] {
        let mut module = compile(&ctx, "p.toy", PROGRAM, optimize)?;
        lower_to_llvm(&mut module)?;
        let text = module.to_string();
        assert!(
            text.contains("llvm.func @f(%arg0: i64, %arg1: i64) -> i64"),
            "{text}"
        );
        assert!(
            !text.contains("scf.if") && !text.contains("func.func"),
            "{text}"
        );
        // f(a, b) = if a < b then a * a + 1 else b / 1
        assert_eq!(run(&module, "f", &[3, 5])?, 10);
        assert_eq!(run(&module, "f", &[-4, 0])?, 17);
        assert_eq!(run(&module, "f", &[9, 7])?, 7);
        assert_eq!(run(&module, "sq", &[-12])?, 144);
    }
    Ok(())
}

#[test]
fn recursion_runs() -> Result<(), CompileError> {
    let ctx = strata::context();
    let src = "fn fact(n) = if n < 2 then 1 else n * fact(n - 1);";
    let mut module = compile(&ctx, "fact.toy", src, true)?;
    lower_to_llvm(&mut module)?;
    assert_eq!(run(&module, "fact", &[10])?, 3_628_800);
    Ok(())
}

#[test]
fn running_checks_the_name_and_arity() -> Result<(), CompileError> {
    let ctx = strata::context();
    let mut module = compile(&ctx, "p.toy", PROGRAM, false)?;
    lower_to_llvm(&mut module)?;
    let err = run(&module, "f", &[1]).err().map(|e| e.to_string());
    assert_eq!(
        err.as_deref(),
        Some("'f' takes 2 arguments, but 1 were given")
    );
    let err = run(&module, "g", &[]).err().map(|e| e.to_string());
    assert_eq!(err.as_deref(), Some("no function 'g'"));
    Ok(())
}
