//! Every input of the file tests (each `// -----` chunk of each `.mlir`
//! file under `test/`) parses the same on four threads as on one: the same
//! IR, printed generically with locations, or the same first error at the
//! same location. The size threshold of parallel parsing is lowered to
//! zero so that the small inputs take the parallel path too.

use std::path::{Path, PathBuf};

use strata_asm::{Parser, ParserConfig, PrintFlags, print_top_level};
use strata_ir::Context;

/// The `.mlir` files under `dir`, recursively, in a stable order.
fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// The chunks of a file split as `--split-input-file` splits it.
fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            last.push_str(line);
        }
    }
    out
}

/// The parse of `src` on `threads` threads, printed (or its error), how
/// many operations were parsed in parallel, and whether it failed.
fn outcome(src: &str, threads: usize) -> (String, usize, bool) {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx).expect("the shipped dialects build");
    ctx.allow_unregistered_dialects(true);
    let mut parser = Parser::new(&ctx, src.as_bytes(), "in.mlir")
        .with_threads(threads)
        .with_parallel_min_bytes(0);
    let parsed = parser.parse_source(ParserConfig::default());
    let count = parser.ops_parsed_in_parallel();
    let failed = parsed.is_err();
    let text = match parsed {
        Ok(p) => {
            let flags = PrintFlags {
                generic: true,
                debug_info: true,
                ..Default::default()
            };
            let mut out = Vec::new();
            print_top_level(&ctx, &p.body, &p.ops, flags, &mut out).expect("printing to memory");
            String::from_utf8_lossy(&out).into_owned()
        }
        Err(e) => format!("{:?}: {}", e.0.loc.file_position(&ctx), e.0.message),
    };
    (text, count, failed)
}

#[test]
fn every_test_input_parses_the_same_on_several_threads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
    let mut files = Vec::new();
    mlir_files(&root, &mut files);
    assert!(files.len() > 100, "{} test files", files.len());
    let (mut inputs, mut parallel_inputs, mut errors) = (0, 0, 0);
    for file in &files {
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        for (i, chunk) in chunks(&text).iter().enumerate() {
            let (sequential, none, failed) = outcome(chunk, 1);
            assert_eq!(none, 0);
            let (parallel, count, _) = outcome(chunk, 4);
            assert_eq!(sequential, parallel, "{} chunk {i}", file.display());
            inputs += 1;
            parallel_inputs += usize::from(count > 0);
            errors += usize::from(failed);
        }
    }
    assert!(inputs > 500, "{inputs} inputs");
    assert!(parallel_inputs > 50, "{parallel_inputs} parsed in parallel");
    assert!(errors > 100, "{errors} errors");
}
