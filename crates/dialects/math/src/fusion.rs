//! `math-uplift-to-fma` (a contracting `addf` of a contracting `mulf`
//! becomes `math.fma` with the flags both share) and `math-sincos-fusion`
//! (a `sin` and a `cos` of the same value with the same flags in one block
//! become one `math.sincos`).

use strata_dialect_arith::enums::FASTMATH_CONTRACT;
use strata_dialect_arith::fastmath::{FASTMATH, flags};
use strata_ir::interfaces::make_state;
use strata_ir::{Attribute, OpId, OperationName, OperationState, Value};
use strata_pass::PassRegistration;
use strata_rewrite::{FnPattern, Rewriter};

use crate::greedy_pass::GreedyPass;

/// The registry entry of `math-uplift-to-fma`.
pub const MATH_UPLIFT_TO_FMA: PassRegistration = PassRegistration {
    argument: "math-uplift-to-fma",
    summary: "Uplift arith ops to math.fma.",
    options: &[],
    create: || {
        Box::new(GreedyPass {
            argument: "math-uplift-to-fma",
            name: "MathUpliftToFMA",
            populate: |set| set.add(FnPattern::new(Some("arith.addf"), "UpliftFma", uplift_fma)),
        })
    },
};

/// The registry entry of `math-sincos-fusion`.
pub const MATH_SINCOS_FUSION: PassRegistration = PassRegistration {
    argument: "math-sincos-fusion",
    summary: "Fuse sin and cos operations.",
    options: &[],
    create: || {
        Box::new(GreedyPass {
            argument: "math-sincos-fusion",
            name: "MathSincosFusionPass",
            populate: |set| {
                set.add(FnPattern::new(
                    Some("math.sin"),
                    "SincosFusionPattern",
                    fuse_sincos,
                ))
            },
        })
    },
};

/// The fast-math flags of `op` (none when absent).
fn fastmath(rw: &Rewriter<'_>, op: OpId) -> i64 {
    rw.body()
        .attr(rw.ctx, op, "fastmath")
        .and_then(|a| flags(rw.ctx, a))
        .unwrap_or(0)
}

/// The op defining `v` if it is named `name`.
fn def_named(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    let def = rw.body().defining_op(v)?;
    (rw.body().op_name(def) == OperationName::new(rw.ctx, name)).then_some(def)
}

/// An `OperationState` for `name` at `op`'s location with the given
/// operands, results and `fastmath` flags.
fn state_with_flags(
    rw: &Rewriter<'_>,
    at: OpId,
    name: &str,
    operands: &[Value],
    results: &[strata_ir::Type],
    fastmath: Attribute,
) -> OperationState {
    make_state(
        rw.ctx,
        rw.body().op_loc(at),
        name,
        operands,
        results,
        &[("fastmath", fastmath)],
    )
}

fn uplift_fma(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let add_flags = fastmath(rw, op);
    if add_flags & FASTMATH_CONTRACT == 0 {
        return false;
    }
    let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (mul, c) = match def_named(rw, lhs, "arith.mulf") {
        Some(m) => (m, rhs),
        None => match def_named(rw, rhs, "arith.mulf") {
            Some(m) => (m, lhs),
            None => return false,
        },
    };
    let mul_flags = fastmath(rw, mul);
    if mul_flags & FASTMATH_CONTRACT == 0 {
        return false;
    }
    let (a, b) = (rw.body().operand(mul, 0), rw.body().operand(mul, 1));
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let fm = FASTMATH.attr(rw.ctx, add_flags & mul_flags);
    let state = state_with_flags(rw, op, "math.fma", &[a, b, c], &[ty], fm);
    rw.replace_op_with_new(op, state);
    true
}

fn fuse_sincos(sin: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let operand = body.operand(sin, 0);
    let sin_flags = fastmath(rw, sin);
    let Some(block) = body.op_block(sin) else {
        return false;
    };
    let cos_name = OperationName::new(ctx, "math.cos");
    let Some(cos) = body.block_ops(block).find(|&o| {
        body.op_name(o) == cos_name && body.operand(o, 0) == operand && fastmath(rw, o) == sin_flags
    }) else {
        return false;
    };
    let first = body
        .block_ops(block)
        .find(|&o| o == sin || o == cos)
        .unwrap_or(sin);
    let ty = body.value_type(body.result(sin, 0));
    let fm = body
        .attr(ctx, sin, "fastmath")
        .unwrap_or_else(|| FASTMATH.attr(ctx, 0));
    let state = state_with_flags(rw, first, "math.sincos", &[operand], &[ty, ty], fm);
    rw.set_insertion_point_before(first);
    let fused = rw.create(state);
    let (s, c) = (rw.body().result(fused, 0), rw.body().result(fused, 1));
    rw.replace_op(sin, &[s]);
    rw.replace_op(cos, &[c]);
    true
}
