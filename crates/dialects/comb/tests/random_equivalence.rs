//! Random `comb` functions evaluated before and after `--canonicalize`
//! and `--convert-comb-to-arith` must agree on every input (all inputs up
//! to 16 argument bits, random ones beyond).
//!
//! Size and seed: `COMB_RANDOM_FUNCTIONS` (default 150),
//! `COMB_RANDOM_SAMPLES` (random inputs per wide function, default 200),
//! `COMB_RANDOM_SEED` (default 1). `utils/comb/random_equivalence.sh`
//! runs the full-size check.

mod random;

use random::check::{context, inputs, registry, transform};
use random::generate::function;
use random::rng::Rng;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn canonicalize_and_lowering_preserve_evaluation() {
    let functions = env("COMB_RANDOM_FUNCTIONS", 150);
    let samples = env("COMB_RANDOM_SAMPLES", 200) as usize;
    let seed = env("COMB_RANDOM_SEED", 1);
    let mut rng = Rng::new(seed);
    let ctx = context();
    let registry = registry();
    let (mut exhaustive, mut sampled, mut vectors, mut folded_ops) = (0u64, 0u64, 0u64, 0i64);
    for i in 0..functions {
        let f = function(&mut rng);
        let (_, original) = transform(&ctx, &registry, &f.text, "builtin.module()")
            .unwrap_or_else(|e| panic!("function {i} (seed {seed}) invalid: {e}\n{}", f.text));
        let (canonical_text, canonical) =
            transform(&ctx, &registry, &f.text, "builtin.module(canonicalize)")
                .unwrap_or_else(|e| panic!("function {i}: canonicalize: {e}\n{}", f.text));
        let (lowered_text, lowered) = transform(
            &ctx,
            &registry,
            &f.text,
            "builtin.module(convert-comb-to-arith)",
        )
        .unwrap_or_else(|e| panic!("function {i}: lowering: {e}\n{}", f.text));
        assert!(
            !lowered_text.contains("comb."),
            "function {i}: comb left after lowering\n{lowered_text}"
        );
        folded_ops +=
            f.text.matches(" = ").count() as i64 - canonical_text.matches(" = ").count() as i64;
        let (all, is_exhaustive) = inputs(&f.arg_widths, &mut rng, samples);
        if is_exhaustive {
            exhaustive += 1;
        } else {
            sampled += 1;
        }
        for args in &all {
            let expected = original
                .call("f", args)
                .unwrap_or_else(|e| panic!("function {i}: {e}\n{}", f.text));
            for (what, program, text) in [
                ("canonicalize", &canonical, &canonical_text),
                ("convert-comb-to-arith", &lowered, &lowered_text),
            ] {
                let got = program
                    .call("f", args)
                    .unwrap_or_else(|e| panic!("function {i} after {what}: {e}\n{text}"));
                assert_eq!(
                    got, expected,
                    "function {i} (seed {seed}) differs after {what} on {args:?}\nbefore:\n{}\nafter:\n{text}",
                    f.text
                );
            }
        }
        vectors += all.len() as u64;
    }
    println!(
        "comb random equivalence: {functions} functions ({exhaustive} exhaustive, {sampled} sampled), {vectors} input vectors, {folded_ops} ops removed by canonicalize"
    );
}
