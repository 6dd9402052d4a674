//! Checking one function: parse and verify it, run a pipeline on a copy,
//! and compare the evaluator's outputs before and after.

use strata_asm::{Parser, ParserConfig, PrintFlags, print_top_level};
use strata_dialect_comb::eval::Program;
use strata_ir::{Context, Diagnostic};
use strata_pass::{Instrumentation, PassRegistry, RunOptions, parse_pipeline};
use strata_support::APInt;

use super::rng::Rng;

/// A context with `func`, `arith` and `comb`, collecting diagnostics.
pub fn context() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx).expect("dialects build");
    strata_dialect_comb::register(&ctx);
    ctx.push_diagnostic_handler(Box::new(|_d: &Diagnostic| {}));
    ctx
}

/// The standard passes plus `convert-comb-to-arith`.
pub fn registry() -> PassRegistry {
    let mut r = strata_transforms::registry();
    r.register(strata_dialect_comb::CONVERT_COMB_TO_ARITH);
    r
}

/// `text` after `pipeline` (`builtin.module(...)`), printed, and compiled.
pub fn transform(
    ctx: &Context,
    registry: &PassRegistry,
    text: &str,
    pipeline: &str,
) -> Result<(String, Program), String> {
    let mut parsed = Parser::new(ctx, text.as_bytes(), "input.mlir")
        .parse_source(ParserConfig::default())
        .map_err(|e| format!("parse: {}", e.0.message))?;
    strata_ir::verifier::verify_top_level(ctx, &parsed.body, &parsed.ops).map_err(|d| {
        format!(
            "verify: {}",
            d.first().map(|d| d.message.clone()).unwrap_or_default()
        )
    })?;
    let instrumentation = Instrumentation::default();
    for &op in &parsed.ops {
        let mut pm = parse_pipeline(pipeline, registry)?;
        let opts = RunOptions {
            verify_each: true,
            threading: false,
            instrumentation: &instrumentation,
        };
        pm.run(ctx, opts, &mut parsed.body, op, "")
            .map_err(|_| format!("pipeline {pipeline} failed"))?;
    }
    let mut out = Vec::new();
    print_top_level(
        ctx,
        &parsed.body,
        &parsed.ops,
        PrintFlags::default(),
        &mut out,
    )
    .map_err(|e| e.to_string())?;
    let program = Program::new(ctx, &parsed.body, &parsed.ops).map_err(|e| e.message)?;
    Ok((String::from_utf8_lossy(&out).into_owned(), program))
}

/// The argument vectors to try: all of them up to 16 bits, else `samples` random ones.
pub fn inputs(widths: &[u32], rng: &mut Rng, samples: usize) -> (Vec<Vec<APInt>>, bool) {
    let bits: u32 = widths.iter().sum();
    let split = |combined: u64| -> Vec<APInt> {
        let mut shift = 0;
        widths
            .iter()
            .map(|w| {
                let v = APInt::from_u64(64, combined >> shift).trunc(*w);
                shift += w;
                v
            })
            .collect()
    };
    if bits <= 16 {
        ((0..(1u64 << bits)).map(split).collect(), true)
    } else {
        let all = (0..samples)
            .map(|_| {
                widths
                    .iter()
                    .map(|w| APInt::from_u64(64, rng.next()).trunc(*w))
                    .collect()
            })
            .collect();
        (all, false)
    }
}
