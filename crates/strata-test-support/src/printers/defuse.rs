//! `test-print-defuse`: for every operation, in post-order, prints where
//! its operands come from and who uses its results.

use std::fmt::Write;

use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Body, Context, OpId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The def-use printer.
#[derive(Clone, Default)]
pub struct TestPrintDefUse;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-print-defuse",
    summary: "Test various printing.",
    options: &[],
    create: || Box::new(TestPrintDefUse),
};

impl Pass for TestPrintDefUse {
    fn argument(&self) -> &'static str {
        "test-print-defuse"
    }

    fn name(&self) -> &'static str {
        "TestPrintDefUsePass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let mut out = String::new();
        body.walk_op(op, WalkOrder::PostOrder, &mut |b, o| {
            print_op(cx.ctx, b, o, &mut out);
            WalkResult::Advance
        });
        super::emit(&out);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn print_op(ctx: &Context, body: &Body, op: OpId, out: &mut String) {
    let _ = writeln!(
        out,
        "Visiting op '{}' with {} operands:",
        body.op_name(op).as_str(ctx),
        body.num_operands(op)
    );
    for v in body.operands(op) {
        match body.defining_op(v) {
            Some(def) => {
                let _ = writeln!(
                    out,
                    "  - Operand produced by operation '{}'",
                    body.op_name(def).as_str(ctx)
                );
            }
            None => {
                let number = body
                    .value_block(v)
                    .and_then(|b| body.block_args(b).iter().position(|&a| a == v))
                    .unwrap_or(0);
                let _ = writeln!(
                    out,
                    "  - Operand produced by Block argument, number {number}"
                );
            }
        }
    }
    let _ = writeln!(out, "Has {} results:", body.num_results(op));
    for (i, v) in body.results(op).enumerate() {
        let _ = write!(out, "  - Result {i}");
        let uses = body.uses(v).count();
        match uses {
            0 => {
                let _ = writeln!(out, " has no uses");
                continue;
            }
            1 => {
                let _ = write!(out, " has a single use: ");
            }
            n => {
                let _ = writeln!(out, " has {n} uses:");
            }
        }
        for u in body.uses(v) {
            let user = body.operand_owner(u);
            let _ = writeln!(out, "    - {}", body.op_name(user).as_str(ctx));
        }
    }
}
