//! Tests that an id used with a body other than the one that created it is
//! caught: by a range check in every build, and in debug builds even when
//! its index is in range of the other body.

use crate::{Body, Context, Location, OpId, OperationName, OperationState, Type, Value};

/// A body holding one block with an `i32` argument and one op using it.
fn body_with_one_op(ctx: &Context) -> (Body, OpId, Value) {
    let i32 = Type::integer(ctx, 32, crate::types::Signedness::Signless);
    let mut body = Body::new();
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let x = body.add_block_arg(block, i32, Location::unknown(ctx));
    let mut state =
        OperationState::new(OperationName::new(ctx, "demo.neg"), Location::unknown(ctx));
    state.operands.push(x);
    state.result_types.push(i32);
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
    (body, op, x)
}

#[test]
#[should_panic(expected = "does not belong to this Body")]
fn out_of_range_foreign_op_panics_in_every_build() {
    let ctx = Context::new();
    let (a, _, _) = body_with_one_op(&ctx);
    let (mut b, _, x) = body_with_one_op(&ctx);
    let mut state = OperationState::new(
        OperationName::new(&ctx, "demo.use"),
        Location::unknown(&ctx),
    );
    state.operands.push(x);
    let second = b.create_op(&ctx, state);
    a.op_name(second);
}

#[test]
fn ids_of_a_clone_work_in_the_clone() {
    let ctx = Context::new();
    let (a, op, x) = body_with_one_op(&ctx);
    let copy = a.clone();
    assert_eq!(copy.operand(op, 0), x);
    assert_eq!(copy.op_name(op).as_str(&ctx), "demo.neg");
}

#[cfg(debug_assertions)]
mod debug {
    use super::*;

    #[test]
    #[should_panic(expected = "op0 does not belong to this Body: it was created by body #")]
    fn in_range_foreign_op_panics() {
        let ctx = Context::new();
        let (a, _, _) = body_with_one_op(&ctx);
        let (_, op_of_b, _) = body_with_one_op(&ctx);
        a.op_name(op_of_b);
    }

    #[test]
    #[should_panic(expected = "v0 does not belong to this Body")]
    fn in_range_foreign_value_panics() {
        let ctx = Context::new();
        let (a, _, _) = body_with_one_op(&ctx);
        let (_, _, x_of_b) = body_with_one_op(&ctx);
        a.value_type(x_of_b);
    }

    #[test]
    #[should_panic(expected = "block0 does not belong to this Body")]
    fn in_range_foreign_block_panics() {
        let ctx = Context::new();
        let (a, _, _) = body_with_one_op(&ctx);
        let mut b = Body::new();
        let block = b.create_block();
        a.block_args(block);
    }

    #[test]
    #[should_panic(expected = "region0 does not belong to this Body")]
    fn in_range_foreign_region_panics() {
        let ctx = Context::new();
        let (a, _, _) = body_with_one_op(&ctx);
        let mut b = Body::new();
        let region = b.create_region();
        a.region_blocks(region).count();
    }

    #[test]
    #[should_panic(expected = "op0 does not belong to this Body")]
    fn mutation_with_a_foreign_op_panics() {
        let ctx = Context::new();
        let (mut a, _, _) = body_with_one_op(&ctx);
        let (_, op_of_b, _) = body_with_one_op(&ctx);
        a.unlink_op(op_of_b);
    }
}
