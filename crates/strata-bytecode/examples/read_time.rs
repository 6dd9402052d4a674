//! Times reading a file in-process: `read_time FILE [REPEAT]` reads FILE
//! (bytecode or text, by its magic number) REPEAT times in fresh contexts
//! and prints the best times of reading and of verifying, in seconds: CPU
//! time of the reading thread where Linux reports it (so a loaded machine
//! does not skew it), wall time otherwise. Used by `bench/bytecode.py`.

use std::time::Instant;

/// CPU time consumed by the calling thread, in seconds (Linux).
fn thread_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// Seconds since `start` (CPU time if available, else wall time).
fn since(start: (Instant, Option<f64>)) -> f64 {
    match (start.1, thread_cpu()) {
        (Some(a), Some(b)) => b - a,
        _ => start.0.elapsed().as_secs_f64(),
    }
}

use strata_asm::{Parser, ParserConfig};
use strata_ir::Context;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: read_time FILE [REPEAT]");
        std::process::exit(2);
    };
    let repeat: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(3);
    let data = match std::fs::read(path) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(1);
        }
    };
    let (mut best_read, mut best_verify) = (f64::MAX, f64::MAX);
    for _ in 0..repeat {
        let ctx = Context::new();
        if let Err(e) = strata_dialects::register_all(&ctx) {
            eprintln!("{e}");
            std::process::exit(1);
        }
        let start = (Instant::now(), thread_cpu());
        let parsed = if strata_bytecode::is_bytecode(&data) {
            strata_bytecode::parse_bytecode(&ctx, &data).map_err(|e| e.to_string())
        } else {
            Parser::new(&ctx, &data, path)
                .parse_source(ParserConfig::default())
                .map_err(|e| e.0.message)
        };
        let read = since(start);
        let parsed = match parsed {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(1);
            }
        };
        let start = (Instant::now(), thread_cpu());
        let ok = strata_ir::verifier::verify_top_level(&ctx, &parsed.body, &parsed.ops).is_ok();
        let verify = since(start);
        if !ok {
            eprintln!("{path}: does not verify");
            std::process::exit(1);
        }
        best_read = best_read.min(read);
        best_verify = best_verify.min(verify);
    }
    println!("read {best_read:.4} verify {best_verify:.4}");
}
