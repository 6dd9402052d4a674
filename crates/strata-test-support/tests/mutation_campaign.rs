//! A deterministic mutation campaign: mutants of the `.mlir` chunks under
//! `test/` (byte flips, token deletions and duplications, splices between
//! chunks), drawn from a fixed-seed PRNG, go through the fuzz oracle
//! (parse, verify, print, re-parse, and the pass pipeline for valid ones).
//! Any panic fails the test, which lists the mutants that caused one.

use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use strata_test_support::fuzz_oracle::{Outcome, check};

/// Mutants generated per run.
const MUTANTS: usize = 600;
/// The PRNG seed: the same mutants on every run.
const SEED: u64 = 0x5eed_f022_2026_1125;
/// Stack for the oracle, so deep nesting panics are not stack overflows.
const STACK_BYTES: usize = 64 << 20;

/// SplitMix64: small, fast and good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Bytes a flip may write: syntax characters, digits, letters and the
/// non-ASCII and control bytes a lexer must cope with.
const FLIP_BYTES: &[u8] = b"%^#@!$(){}[]<>:,=-+*/.\"'?x0159aiz \n\t\x00\xff\xc3";

/// The byte spans of the tokens of `text`: runs of identifier-like bytes,
/// or single other non-space bytes.
fn tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let word = |b: u8| b.is_ascii_alphanumeric() || b"_.$%#@^!-".contains(&b);
    let mut spans = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_whitespace() {
            i += 1;
        } else if word(text[i]) {
            let start = i;
            while i < text.len() && word(text[i]) {
                i += 1;
            }
            spans.push((start, i));
        } else {
            spans.push((i, i + 1));
            i += 1;
        }
    }
    spans
}

/// Applies one random mutation to `text`; `donor` is spliced in for the
/// splice mutation. Returns the mutation's description.
fn mutate(rng: &mut Rng, text: &mut Vec<u8>, donor: &[u8]) -> String {
    let spans = tokens(text);
    if spans.is_empty() {
        text.extend_from_slice(donor);
        return "append".into();
    }
    match rng.below(4) {
        0 => {
            let at = rng.below(text.len());
            let byte = FLIP_BYTES[rng.below(FLIP_BYTES.len())];
            text[at] = byte;
            format!("byte {at} := {byte:#04x}")
        }
        1 => {
            let (start, end) = spans[rng.below(spans.len())];
            text.drain(start..end);
            format!("delete token at {start}")
        }
        2 => {
            let (start, end) = spans[rng.below(spans.len())];
            let token = text[start..end].to_vec();
            text.splice(end..end, token);
            format!("duplicate token at {start}")
        }
        _ => {
            let donor_spans = tokens(donor);
            let cut = spans[rng.below(spans.len())].0;
            let from = donor_spans
                .get(rng.below(donor_spans.len().max(1)))
                .map_or(donor.len(), |s| s.0);
            text.truncate(cut);
            text.extend_from_slice(&donor[from..]);
            format!("splice at {cut} with donor from {from}")
        }
    }
}

/// Every `.mlir` file under `dir`, recursively, in a stable order.
fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// The `// -----` chunks of the file tests, each a seed.
fn seeds() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let mut files = Vec::new();
    mlir_files(&root, &mut files);
    let mut chunks = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for chunk in text.split("\n// -----\n") {
            if !chunk.trim().is_empty() {
                chunks.push(chunk.as_bytes().to_vec());
            }
        }
    }
    chunks
}

/// A mutant that made the oracle panic.
struct Finding {
    index: usize,
    seed: usize,
    mutations: Vec<String>,
    message: String,
    text: Vec<u8>,
}

#[test]
fn mutants_of_the_file_tests_never_panic() {
    let seeds = seeds();
    assert!(seeds.len() > 50, "found only {} seed chunks", seeds.len());
    let message = Arc::new(Mutex::new(String::new()));
    let hook_message = Arc::clone(&message);
    panic::set_hook(Box::new(move |info| {
        if let Ok(mut m) = hook_message.lock() {
            *m = info.to_string();
        }
    }));
    let mut rng = Rng(SEED);
    let mut findings = Vec::new();
    let mut outcomes = [0usize; 4];
    for index in 0..MUTANTS {
        let seed = rng.below(seeds.len());
        let mut text = seeds[seed].clone();
        let count = 1 + rng.below(3);
        let mutations: Vec<String> = (0..count)
            .map(|_| {
                let donor = &seeds[rng.below(seeds.len())];
                mutate(&mut rng, &mut text, donor)
            })
            .collect();
        let input = text.clone();
        let run = std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn(move || panic::catch_unwind(AssertUnwindSafe(|| check(&input))));
        let result = match run {
            Ok(handle) => handle.join().unwrap_or(Err(Box::new(()))),
            Err(e) => panic!("cannot spawn the oracle thread: {e}"),
        };
        match result {
            Ok(outcome) => outcomes[outcome as usize] += 1,
            Err(_) => findings.push(Finding {
                index,
                seed,
                mutations,
                message: message.lock().map(|m| m.clone()).unwrap_or_default(),
                text,
            }),
        }
    }
    let _ = panic::take_hook();
    eprintln!(
        "{MUTANTS} mutants: {} rejected, {} invalid, {} failed in the pipeline, {} transformed, {} panicked",
        outcomes[Outcome::Rejected as usize],
        outcomes[Outcome::Invalid as usize],
        outcomes[Outcome::PipelineFailed as usize],
        outcomes[Outcome::Transformed as usize],
        findings.len()
    );
    let report: Vec<String> = findings
        .iter()
        .map(|f| {
            format!(
                "mutant {} (seed chunk {}, {:?}): {}\n--- input ---\n{}\n--- end ---",
                f.index,
                f.seed,
                f.mutations,
                f.message,
                String::from_utf8_lossy(&f.text)
            )
        })
        .collect();
    assert!(
        findings.is_empty(),
        "{} mutants panicked:\n{}",
        findings.len(),
        report.join("\n\n")
    );
}
