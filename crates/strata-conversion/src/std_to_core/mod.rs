//! `--convert-std-to-core`: migrates every op of the seed's Standard
//! dialect to its MLIR 22 equivalent in `arith`, `math`, `memref`,
//! `tensor`, `bufferization`, `vector`, `func` and `cf` (the table is in
//! `rules.rs`), and `--convert-std-to-llvm`, which migrates and then runs
//! `--convert-to-llvm`.

mod rules;

use strata_ir::{Body, Context, OpId, RegionId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The migration pass.
#[derive(Clone, Default)]
pub struct ConvertStdToCore;

/// The registry entry of `--convert-std-to-core`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "convert-std-to-core",
    summary: "Migrate the Standard dialect of seed 000 to MLIR 22's arith, math, memref, tensor, bufferization, vector, func and cf ops",
    options: &[],
    create: || Box::new(ConvertStdToCore),
};

impl Pass for ConvertStdToCore {
    fn argument(&self) -> &'static str {
        "convert-std-to-core"
    }

    fn name(&self) -> &'static str {
        "ConvertStdToCore"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        migrate_nested(cx.ctx, body, op);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `--convert-std-to-llvm`: the migration, then `--convert-to-llvm`.
#[derive(Clone, Default)]
pub struct ConvertStdToLLVM;

/// The registry entry of `--convert-std-to-llvm`.
pub const LLVM_REGISTRATION: PassRegistration = PassRegistration {
    argument: "convert-std-to-llvm",
    summary: "Convert the Standard dialect of seed 000 to the LLVM dialect (convert-std-to-core, then convert-to-llvm)",
    options: &[],
    create: || Box::new(ConvertStdToLLVM),
};

impl Pass for ConvertStdToLLVM {
    fn argument(&self) -> &'static str {
        "convert-std-to-llvm"
    }

    fn name(&self) -> &'static str {
        "ConvertStdToLLVM"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        migrate_nested(cx.ctx, body, op);
        let mut to_llvm = (crate::passes::CONVERT_TO_LLVM.create)();
        to_llvm.run(cx, body, op)
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Migrates the std ops inside `op` (in its own body if it is isolated).
fn migrate_nested(ctx: &Context, body: &mut Body, op: OpId) {
    let regions: Vec<RegionId> = match body.isolated_body(op) {
        Some(inner) => inner.root_regions().to_vec(),
        None => body.local_regions(op).to_vec(),
    };
    match body.isolated_body_mut(op) {
        Some(inner) => migrate_regions(ctx, inner, &regions),
        None => migrate_regions(ctx, body, &regions),
    }
}

fn migrate_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    let mut order = Vec::new();
    for &r in regions {
        collect(body, r, &mut order);
    }
    for op in order {
        if body.isolated_body(op).is_some() {
            migrate_nested(ctx, body, op);
        } else if body.op_name(op).dialect_name(ctx) == "std" {
            rules::migrate(ctx, body, op);
        }
    }
}

/// The ops of `region` in pre-order, not entering isolated ops.
fn collect(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            out.push(op);
            if body.isolated_body(op).is_none() {
                for &r in body.local_regions(op) {
                    collect(body, r, out);
                }
            }
        }
    }
}
