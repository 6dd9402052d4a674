//! `--convert-comb-to-arith`: lowers every `comb` operation to `arith`
//! operations on the same integer widths (`add` to a chain of `addi`,
//! `concat` to `extui`/`shli`/`ori`, `extract` to `shrui`/`trunci`,
//! `parity` to a xor-folding of shifts, `truth_table` to a shift of the
//! table constant, `lut` to a chain of `select`s, ...).

mod build;
mod patterns;

use strata_ir::{Body, OpId};
use strata_pass::{Pass, PassContext, PassFailure, PassRegistration, PassResult};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionTarget, FrozenConversionPatterns, apply_partial_conversion,
};

/// The lowering pass.
#[derive(Clone, Default)]
pub struct ConvertCombToArith;

/// The registry entry of `--convert-comb-to-arith`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "convert-comb-to-arith",
    summary: "Lower comb operations to arith operations",
    options: &[],
    create: || Box::new(ConvertCombToArith),
};

impl Pass for ConvertCombToArith {
    fn argument(&self) -> &'static str {
        "convert-comb-to-arith"
    }

    fn name(&self) -> &'static str {
        "ConvertCombToArith"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let mut set = ConversionPatternSet::new();
        patterns::populate(&mut set);
        let patterns = FrozenConversionPatterns::new(ctx, set);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialects(&["comb"]);
        target.add_legal_dialects(&["arith"]);
        apply_partial_conversion(ctx, body, op, &target, &patterns).map_err(|_| PassFailure)?;
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
