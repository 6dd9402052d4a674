//! `test-print-nesting`: prints the operation tree (operations, their
//! attributes, regions and blocks), indented two spaces per level.

use std::fmt::Write;

use strata_asm::attr_to_string;
use strata_ir::{Attribute, BlockId, Body, Context, NamedAttr, OpId, RegionId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The nesting printer.
#[derive(Clone, Default)]
pub struct TestPrintNesting;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-print-nesting",
    summary: "Test various printing.",
    options: &[],
    create: || Box::new(TestPrintNesting),
};

impl Pass for TestPrintNesting {
    fn argument(&self) -> &'static str {
        "test-print-nesting"
    }

    fn name(&self) -> &'static str {
        "TestPrintNestingPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let mut out = String::new();
        print_op(cx.ctx, body, op, 0, &mut out);
        super::emit(&out);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn indent(out: &mut String, level: usize) {
    out.extend(std::iter::repeat_n("  ", level));
}

/// The inherent and discardable attributes of `op`, sorted by name (the
/// order of upstream's attribute dictionary).
pub(crate) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    let mut attrs: Vec<NamedAttr> = body
        .op_props(op)
        .map(|p: Attribute| p.dict_entries(ctx).to_vec())
        .unwrap_or_default();
    attrs.extend_from_slice(body.op_attrs(op).dict_entries(ctx));
    attrs.sort_by(|a, b| a.name.as_str(ctx).cmp(b.name.as_str(ctx)));
    attrs
}

fn print_op(ctx: &Context, body: &Body, op: OpId, level: usize, out: &mut String) {
    indent(out, level);
    let _ = writeln!(
        out,
        "visiting op: '{}' with {} operands and {} results",
        body.op_name(op).as_str(ctx),
        body.num_operands(op),
        body.num_results(op)
    );
    let attrs = all_attrs(ctx, body, op);
    if !attrs.is_empty() {
        indent(out, level);
        let _ = writeln!(out, "{} attributes:", attrs.len());
        for a in &attrs {
            indent(out, level);
            let _ = writeln!(
                out,
                " - '{}' : '{}'",
                a.name.as_str(ctx),
                attr_to_string(ctx, a.value)
            );
        }
    }
    let (inner, regions) = body.op_regions(op);
    indent(out, level);
    let _ = writeln!(out, " {} nested regions:", regions.len());
    for &r in regions {
        print_region(ctx, inner, r, level + 1, out);
    }
}

fn print_region(ctx: &Context, body: &Body, region: RegionId, level: usize, out: &mut String) {
    indent(out, level);
    let _ = writeln!(
        out,
        "Region with {} blocks:",
        body.region_blocks(region).count()
    );
    for b in body.region_blocks(region) {
        print_block(ctx, body, b, level + 1, out);
    }
}

fn print_block(ctx: &Context, body: &Body, block: BlockId, level: usize, out: &mut String) {
    let successors = body.last_op(block).map_or(0, |t| body.successors(t).len());
    indent(out, level);
    let _ = writeln!(
        out,
        "Block with {} arguments, {} successors, and {} operations",
        body.block_args(block).len(),
        successors,
        body.block_ops(block).count()
    );
    for op in body.block_ops(block) {
        print_op(ctx, body, op, level + 1, out);
    }
}
