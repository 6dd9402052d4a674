//! `loop-invariant-code-motion`: hoists operations out of loop-like
//! operations (those with a `loop_regions` hook, MLIR's
//! LoopLikeOpInterface) when they are memory-effect free, speculatable and
//! use only values defined outside the loop. Loops are visited innermost
//! first so hoisted code can move on through enclosing loops.

use std::collections::VecDeque;

use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::interfaces::has_no_side_effects;
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Body, Context, OpId, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use super::loop_walk::for_each_loop_innermost_first;

use strata_ir::interfaces::is_speculatable;

/// The loop-invariant code motion pass.
#[derive(Clone, Default)]
pub struct LoopInvariantCodeMotion;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "loop-invariant-code-motion",
    summary: "Hoist loop invariant instructions outside of the loop",
    options: &[],
    create: || Box::new(LoopInvariantCodeMotion),
};

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }

    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        for_each_loop_innermost_first(cx.ctx, body, op, &|ctx, body, lp| {
            move_loop_invariant_code(ctx, body, lp);
        });
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// True if `ancestor` is `op` or contains it.
fn is_ancestor(body: &Body, ancestor: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if o == ancestor {
            return true;
        }
        cur = body.parent_op(o);
    }
    false
}

/// True if `value` is defined outside `op` (not in a region nested in it).
fn defined_outside(body: &Body, op: OpId, value: Value) -> bool {
    let parent = body.value_region(value).and_then(|r| body.region_parent(r));
    !parent.is_some_and(|p| is_ancestor(body, op, p))
}

/// True if `op` is not a terminator and every value used in it (or in
/// operations nested in it) is defined in it or outside `lp`.
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, lp: OpId) -> bool {
    if body.op_name(op).has_trait(ctx, OpTraits::TERMINATOR) {
        return false;
    }
    let uses_ok = |o: OpId| {
        body.operands(o)
            .all(|v| !defined_outside(body, op, v) || defined_outside(body, lp, v))
    };
    if !uses_ok(op) {
        return false;
    }
    body.local_regions(op).iter().all(|&r| {
        body.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            // Nested isolated bodies cannot use outside values.
            if std::ptr::eq(b, body) && !uses_ok(o) {
                return WalkResult::Interrupt;
            }
            WalkResult::Advance
        }) != WalkResult::Interrupt
    })
}

/// Hoists the invariant operations of loop `lp` right before it; returns
/// how many moved.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, lp: OpId) -> usize {
    let Some(lookup) = body.op_name(lp).interface::<dyn LoopLikeOpInterface>(ctx) else {
        return 0;
    };
    let regions = lookup.loop_regions(ctx, body, lp);
    let mut moved = 0;
    for region in regions {
        let mut worklist: VecDeque<OpId> = body
            .region_blocks(region)
            .flat_map(|b| body.block_ops(b))
            .collect();
        while let Some(op) = worklist.pop_front() {
            let in_region = body.op_block(op).and_then(|b| body.block_region(b)) == Some(region);
            let hoistable = in_region
                && has_no_side_effects(ctx, body, op)
                && is_speculatable(ctx, body, op)
                && can_be_hoisted(ctx, body, op, lp);
            if !hoistable {
                continue;
            }
            body.move_op_before(op, lp);
            moved += 1;
            let results: SmallVec<[Value; 2]> = body.results(op).collect();
            for v in results {
                for u in body.uses(v) {
                    let user = body.operand_owner(u);
                    if body.op_block(user).and_then(|b| body.block_region(b)) == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_asm::{PrintFlags, op_to_string, parse_source_str};
    use strata_ir::{DialectDef, OpDef, RegionId};

    /// A loop whose every region is its body.
    struct EveryRegionIsBody;

    impl LoopLikeOpInterface for EveryRegionIsBody {
        fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]> {
            SmallVec::from_slice(body.local_regions(op))
        }
    }

    /// A context with the shipped dialects and a `loop.for` op whose only
    /// region is its loop body.
    fn context() -> Context {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx).expect("dialects");
        ctx.allow_unregistered_dialects(true);
        let mut dialect = DialectDef::new("loop");
        let mut for_op = OpDef::new("loop.for");
        for_op.add_interface::<dyn LoopLikeOpInterface>(Box::new(EveryRegionIsBody));
        dialect.ops.push(for_op);
        ctx.register_dialect(dialect);
        ctx
    }

    fn run_licm(src: &str) -> String {
        let ctx = context();
        let mut parsed = parse_source_str(&ctx, src, "licm.mlir").expect("valid test input");
        let op = parsed.ops[0];
        let cx = PassContext {
            ctx: &ctx,
            threading: false,
        };
        assert!(
            LoopInvariantCodeMotion
                .run(&cx, &mut parsed.body, op)
                .is_ok()
        );
        op_to_string(&ctx, &parsed.body, op, PrintFlags::default())
    }

    #[test]
    fn hoists_invariant_chains_through_nested_loops() {
        let out = run_licm(
            r#"func.func @f(%x: i32, %y: f32) {
  "loop.for"() ({
  ^bb0(%i: i32):
    "loop.for"() ({
    ^bb0(%j: i32):
      %a = arith.addi %x, %x : i32
      %b = arith.muli %a, %x : i32
      %c = arith.addi %b, %i : i32
      %d = arith.addi %c, %j : i32
      %e = math.absf %y : f32
      "u.use"(%b, %c, %d, %e) : (i32, i32, i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}"#,
        );
        let expected = r#"module {
  func.func @f(%arg0: i32, %arg1: f32) {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.muli %0, %arg0 : i32
    %2 = math.absf %arg1 : f32
    "loop.for"() ({
    ^bb0(%arg2: i32):
      %3 = arith.addi %1, %arg2 : i32
      "loop.for"() ({
      ^bb0(%arg3: i32):
        %4 = arith.addi %3, %arg3 : i32
        "u.use"(%1, %3, %4, %2) : (i32, i32, i32, f32) -> ()
      }) : () -> ()
    }) : () -> ()
    return
  }
}"#;
        assert_eq!(out, expected);
    }

    #[test]
    fn keeps_ops_depending_on_effects() {
        let out = run_licm(
            r#"func.func @g(%x: i32) {
  "loop.for"() ({
    %a = "u.unknown"(%x) : (i32) -> i32
    %b = arith.addi %a, %x : i32
    "u.use"(%b) : (i32) -> ()
  }) : () -> ()
  return
}"#,
        );
        assert!(
            out.contains("\"loop.for\"() ({\n      %0 = \"u.unknown\""),
            "{out}"
        );
        assert!(out.contains("\n      %1 = arith.addi %0, %arg0"), "{out}");
    }
}
