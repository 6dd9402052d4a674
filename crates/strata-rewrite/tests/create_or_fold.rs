//! `Rewriter::create_or_fold`: constants folded on creation are
//! materialized at the insertion point, values are reused, and operations
//! that do not fold stay.

use strata_asm::{PrintFlags, op_to_string, parse_source_str};
use strata_ir::interfaces::make_state;
use strata_ir::{Attribute, Type};
use strata_rewrite::Rewriter;

const SOURCE: &str = "func.func @f(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  func.return %x : i32
}";

#[test]
fn folds_created_operations() {
    let ctx = strata_dialects::testing::context();
    let parsed = parse_source_str(&ctx, SOURCE, "t.mlir").expect("valid input");
    let mut module = parsed.body;
    let module_op = parsed.ops[0];
    let mut outer = module
        .take_isolated_body(module_op)
        .expect("modules are isolated");
    let module_block = outer
        .entry_block(outer.root_regions()[0])
        .expect("module block");
    let func = outer.block_ops(module_block).next().expect("the function");
    let mut body = outer
        .take_isolated_body(func)
        .expect("functions are isolated");
    let entry = body
        .entry_block(body.root_regions()[0])
        .expect("entry block");
    let ops: Vec<_> = body.block_ops(entry).collect();
    let (c2, c3, c0, ret) = (
        body.result(ops[0], 0),
        body.result(ops[1], 0),
        body.result(ops[2], 0),
        ops[3],
    );
    let x = body.block_args(entry)[0];
    let i32_ty = Type::int(&ctx, 32);
    let loc = body.op_loc(ret);
    let mut rw = Rewriter::new(&ctx, &mut body, None);
    rw.set_insertion_point_before(ret);
    let sum = rw.create_or_fold(make_state(
        &ctx,
        loc,
        "arith.addi",
        &[c2, c3],
        &[i32_ty],
        &[],
    ));
    let same = rw.create_or_fold(make_state(
        &ctx,
        loc,
        "arith.addi",
        &[x, c0],
        &[i32_ty],
        &[],
    ));
    let kept = rw.create_or_fold(make_state(
        &ctx,
        loc,
        "arith.muli",
        &[x, c3],
        &[i32_ty],
        &[],
    ));
    assert_eq!(same.as_slice(), &[x]);
    let sum_op = body.defining_op(sum[0]).expect("a materialized constant");
    assert_eq!(
        body.attr(&ctx, sum_op, "value"),
        Some(Attribute::int(&ctx, i32_ty, 5))
    );
    let kept_op = body.defining_op(kept[0]).expect("the multiplication");
    assert_eq!(body.op_name(kept_op).as_str(&ctx), "arith.muli");
    assert_eq!(body.next_op(sum_op), Some(kept_op));
    assert_eq!(body.next_op(kept_op), Some(ret));
    outer.set_isolated_body(func, body);
    let text = op_to_string(&ctx, &outer, func, PrintFlags::default());
    assert!(!text.contains("arith.addi"), "{text}");
}
