use strata_pass::{Instrumentation, OpPassManager, RunOptions};

fn lift(src: &str) -> Result<String, String> {
    let ctx = strata_dialects::testing::context();
    let (mut body, module) = strata_dialects::testing::parse(&ctx, src);
    let before = strata_asm::op_to_string(&ctx, &body, module, Default::default());
    let mut pm = OpPassManager::new(Some("builtin.module".into()));
    pm.add_pass((super::REGISTRATION.create)());
    let instrumentation = Instrumentation::default();
    let opts = RunOptions {
        verify_each: true,
        threading: false,
        instrumentation: &instrumentation,
    };
    let result = pm.run(&ctx, opts, &mut body, module, "");
    let after = strata_asm::op_to_string(&ctx, &body, module, Default::default());
    match result {
        Ok(_) => Ok(after),
        Err(_) => Err(before),
    }
}

#[test]
fn single_block_functions_are_left_alone() {
    let src =
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}";
    let out = lift(src).expect("lifting succeeds");
    assert!(!out.contains("arith.constant"), "{out}");
    assert!(out.contains("arith.addi %arg0, %arg0"), "{out}");
}

#[test]
fn loops_become_while_with_no_branch_left() {
    let src = "func.func @f(%n: i32) -> i32 {\n  %z = arith.constant 0 : i32\n  cf.br ^h(%z : i32)\n^h(%i: i32):\n  %c = arith.cmpi slt, %i, %n : i32\n  %j = arith.addi %i, %n : i32\n  cf.cond_br %c, ^h(%j : i32), ^x\n^x:\n  return %i : i32\n}";
    let out = lift(src).expect("lifting succeeds");
    assert!(out.contains("scf.while"), "{out}");
    assert!(out.contains("scf.condition("), "{out}");
    assert!(!out.contains(" cf."), "{out}");
    assert!(!out.contains("^bb1"), "{out}");
}

#[test]
fn switches_become_index_switch_on_a_cast_flag() {
    let src = "func.func @f(%s: i32, %x: i32) -> i32 {\n  cf.switch %s : i32, [\n    default: ^a,\n    5: ^b\n  ]\n^a:\n  cf.br ^j(%x : i32)\n^b:\n  cf.br ^j(%s : i32)\n^j(%r: i32):\n  return %r : i32\n}";
    let out = lift(src).expect("lifting succeeds");
    assert!(
        out.contains("arith.index_castui %arg0 : i32 to index"),
        "{out}"
    );
    assert!(out.contains("scf.index_switch"), "{out}");
    assert!(out.contains("case 5 {"), "{out}");
    assert!(!out.contains("cf.switch"), "{out}");
}

#[test]
fn unreachable_blocks_fail_without_change() {
    let src = "func.func @f() {\n  return\n^bb1:\n  return\n}";
    let before = lift(src).expect_err("the pass rejects unreachable blocks");
    assert!(before.contains("^bb1"), "{before}");
}
