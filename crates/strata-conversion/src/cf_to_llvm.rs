//! `--convert-cf-to-llvm`: `cf.br`, `cf.cond_br` and `cf.switch` to their
//! LLVM dialect counterparts (same successors, converted operands).

use std::sync::Arc;

use strata_ir::Attribute;
use strata_transforms::conversion::{ConversionPatternSet, OpConversionPattern, TypeConverter};

use crate::llvm_common::Builder;
use strata_dialect_llvm::types::is_compatible;

/// Properties carried over unchanged.
const CARRIED: &[&str] = &[
    "branch_weights",
    "case_values",
    "case_operand_segments",
    "operandSegmentSizes",
];

fn branch(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>, from: &str, to: &'static str) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new(from, move |op, adaptor, rw| {
            let ctx = rw.ctx;
            let operands = adaptor.flat();
            if operands
                .iter()
                .any(|v| !is_compatible(ctx, rw.body().value_type(*v)))
            {
                return false;
            }
            let body = rw.body();
            let props: Vec<(&str, Attribute)> = CARRIED
                .iter()
                .filter_map(|n| body.attr(ctx, op, n).map(|a| (*n, a)))
                .collect();
            let attrs = body.op_attrs(op);
            let loc = body.op_loc(op);
            // Successor blocks get LLVM argument types first (converting a
            // block retargets this branch to its replacement).
            for i in 0..body.successors(op).len() {
                let body = rw.body();
                let Some(&s) = body.successors(op).get(i) else {
                    return false;
                };
                if body
                    .block_args(s)
                    .iter()
                    .all(|a| c.is_legal(ctx, body.value_type(*a)))
                {
                    continue;
                }
                let Some(conversion) = c.convert_block_signature(ctx, body, s) else {
                    return false;
                };
                rw.apply_signature_conversion(s, &conversion, &c);
            }
            let successors = rw.body().successors(op).to_vec();
            let mut state = Builder::new(rw, loc).state(to, &operands, &[], &props);
            state.successors = successors.into_iter().collect();
            if !attrs.dict_entries(ctx).is_empty() {
                state.attrs = Some(attrs);
            }
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}

/// Adds the `cf` to LLVM patterns.
pub fn populate_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    branch(set, tc, "cf.br", "llvm.br");
    branch(set, tc, "cf.cond_br", "llvm.cond_br");
    branch(set, tc, "cf.switch", "llvm.switch");
}
