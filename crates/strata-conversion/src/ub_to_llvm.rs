//! `--convert-ub-to-llvm`: `ub.poison` to `llvm.mlir.poison`.

use std::sync::Arc;

use strata_rewrite::conversion::{ConversionPatternSet, OpConversionPattern, TypeConverter};

use crate::llvm_common::Builder;

/// Adds the `ub` to LLVM patterns.
pub fn populate_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("ub.poison", move |op, _, rw| {
            let ctx = rw.ctx;
            let Some(ty) = c.convert_type(ctx, rw.body().value_type(rw.body().result(op, 0)))
            else {
                return false;
            };
            let loc = rw.body().op_loc(op);
            let state = Builder::new(rw, loc).state("llvm.mlir.poison", &[], &[ty], &[]);
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}
