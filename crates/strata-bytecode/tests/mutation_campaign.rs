//! A deterministic mutation campaign against the reader: files written
//! from the bytecode file tests (in versions 0, 2, 5 and 6) and the files
//! mlir-opt wrote under `test/Bytecode/Inputs` are mutated (byte flips,
//! varint rewrites, truncations, duplicated and deleted ranges, splices)
//! with a fixed-seed PRNG; every mutant is read, and what reads is verified
//! and printed, all in one context. A panic fails the test.
//! `STRATA_BYTECODE_MUTANTS=N` sets the number of mutants (default 5000).

use std::panic::{self, AssertUnwindSafe};
use std::path::Path;

use strata_asm::{PrintFlags, parse_source_str, print_top_level};
use strata_bytecode::{WriterConfig, parse_bytecode, write_bytecode};
use strata_ir::Context;

const SEED: u64 = 0x5eed_b17e_c0de_2026;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    strata_dialects::register_all(&ctx).expect("dialects register");
    ctx
}

fn seeds() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/Bytecode");
    let mut out = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(&root)
        .expect("test/Bytecode")
        .chain(std::fs::read_dir(root.join("Inputs")).expect("test/Bytecode/Inputs"))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    for path in paths {
        let bytes = std::fs::read(&path).expect("readable");
        match path.extension().and_then(|e| e.to_str()) {
            Some("mlirbc") => out.push(bytes),
            Some("mlir") => {
                let ctx = context();
                let text = String::from_utf8(bytes).expect("utf-8");
                let Ok(parsed) = parse_source_str(&ctx, &text, "seed.mlir") else {
                    continue;
                };
                for version in [0, 2, 5, 6] {
                    let config = WriterConfig {
                        version,
                        ..WriterConfig::default()
                    };
                    if let Ok(b) = write_bytecode(&ctx, &parsed.body, parsed.ops[0], &config) {
                        out.push(b);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut m = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(4) {
        if m.is_empty() {
            break;
        }
        let at = rng.below(m.len());
        match rng.below(7) {
            0 => m[at] = [0x00, 0x01, 0x7f, 0x80, 0xff, 0xfe, 0x03][rng.below(7)],
            1 => m[at] = rng.next() as u8,
            2 => m.truncate(at),
            3 => {
                let end = (at + 1 + rng.below(16)).min(m.len());
                m.drain(at..end);
            }
            4 => {
                let end = (at + 1 + rng.below(32)).min(m.len());
                let chunk = m[at..end].to_vec();
                let to = rng.below(m.len());
                m.splice(to..to, chunk);
            }
            5 => {
                // A large varint where a small one was.
                let wide = [0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f];
                m.splice(at..at + 1, wide);
            }
            _ => {
                let other = &seeds[rng.below(seeds.len())];
                let from = rng.below(other.len());
                m.truncate(at);
                m.extend_from_slice(&other[from..]);
            }
        }
    }
    m
}

/// Reads, verifies and prints one mutant; true if it read.
fn exercise(ctx: &Context, bytes: &[u8]) -> bool {
    let Ok(parsed) = parse_bytecode(ctx, bytes) else {
        return false;
    };
    if strata_ir::verifier::verify_top_level(ctx, &parsed.body, &parsed.ops).is_err() {
        return true;
    }
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(ctx, &parsed.body, &parsed.ops, flags, &mut out).expect("prints");
    true
}

#[test]
fn mutated_files_never_panic() {
    let count: usize = std::env::var("STRATA_BYTECODE_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000);
    let seeds = seeds();
    assert!(seeds.len() >= 8, "seeds: {}", seeds.len());
    let mut rng = Rng(SEED);
    let mut failures = Vec::new();
    let (mut read, mut total) = (0usize, 0usize);
    let ctx = context();
    panic::set_hook(Box::new(|_| {}));
    for _ in 0..count {
        let mutant = mutate(&mut rng, &seeds);
        total += 1;
        match panic::catch_unwind(AssertUnwindSafe(|| exercise(&ctx, &mutant))) {
            Ok(true) => read += 1,
            Ok(false) => {}
            Err(_) => failures.push(mutant),
        }
    }
    let _ = panic::take_hook();
    eprintln!("{total} mutants, {read} read, {} panicked", failures.len());
    assert!(
        failures.is_empty(),
        "mutants that panicked: {:?}",
        &failures[..failures.len().min(3)]
    );
}
