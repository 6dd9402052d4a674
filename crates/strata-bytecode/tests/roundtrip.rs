//! Round trips through the bytecode API and the reader's behaviour on
//! damaged and hostile input.

use strata_asm::{PrintFlags, parse_source_str, print_top_level};
use strata_bytecode::encoding::{Emitter, section};
use strata_bytecode::{
    BytecodeError, CURRENT_VERSION, WriterConfig, parse_bytecode, write_bytecode,
};
use strata_ir::Context;

const SOURCE: &str = r#"
func.func @f(%a: i32, %b: f32, %c: i1) -> (i32, f32) {
  %k = arith.constant 3 : i32
  %s = arith.addi %a, %k overflow<nsw> : i32
  %t = arith.mulf %b, %b fastmath<fast> : f32
  cf.cond_br %c, ^bb1(%s : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  %r = scf.if %c -> (f32) {
    scf.yield %t : f32
  } else {
    scf.yield %b : f32
  }
  return %x, %r : i32, f32
}
"#;

fn context() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx).expect("dialects register");
    ctx
}

fn print(ctx: &Context, parsed: &strata_asm::ParsedSource) -> String {
    let mut out = Vec::new();
    let flags = PrintFlags {
        generic: true,
        debug_info: true,
        ..Default::default()
    };
    print_top_level(ctx, &parsed.body, &parsed.ops, flags, &mut out).expect("prints");
    String::from_utf8(out).expect("utf-8")
}

fn write(ctx: &Context, version: u64) -> Vec<u8> {
    let parsed = parse_source_str(ctx, SOURCE, "f.mlir").expect("parses");
    let config = WriterConfig {
        version,
        ..WriterConfig::default()
    };
    write_bytecode(ctx, &parsed.body, parsed.ops[0], &config).expect("writes")
}

#[test]
fn every_version_reads_back_to_the_same_ir() {
    let ctx = context();
    let expected = print(
        &ctx,
        &parse_source_str(&ctx, SOURCE, "f.mlir").expect("parses"),
    );
    for version in 0..=CURRENT_VERSION {
        let bytes = write(&ctx, version);
        assert!(strata_bytecode::is_bytecode(&bytes));
        let back = parse_bytecode(&ctx, &bytes).expect("reads");
        assert_eq!(print(&ctx, &back), expected, "version {version}");
        let again = write_bytecode(
            &ctx,
            &back.body,
            back.ops[0],
            &WriterConfig {
                version,
                ..WriterConfig::default()
            },
        )
        .expect("writes again");
        assert_eq!(again, bytes, "version {version} is stable");
    }
}

#[test]
fn versions_beyond_the_current_one_are_refused() {
    let ctx = context();
    let parsed = parse_source_str(&ctx, SOURCE, "f.mlir").expect("parses");
    let config = WriterConfig {
        version: CURRENT_VERSION + 1,
        ..WriterConfig::default()
    };
    let err = write_bytecode(&ctx, &parsed.body, parsed.ops[0], &config).expect_err("refused");
    assert_eq!(
        err.message,
        "unsupported version requested 7, must be in range [0, 6]"
    );
}

#[test]
fn every_truncation_is_an_error() {
    let ctx = context();
    let bytes = write(&ctx, CURRENT_VERSION);
    for len in 0..bytes.len() {
        let err: BytecodeError = parse_bytecode(&ctx, &bytes[..len])
            .err()
            .unwrap_or_else(|| panic!("a file cut at {len} bytes is rejected"));
        assert!(
            err.offset <= len,
            "offset {} within {len} bytes",
            err.offset
        );
    }
}

#[test]
fn corrupted_bytes_never_panic() {
    let ctx = context();
    ctx.allow_unregistered_dialects(true);
    let bytes = write(&ctx, CURRENT_VERSION);
    let mut rejected = 0;
    for at in 4..bytes.len() {
        for value in [0x00u8, 0x01, 0x7f, 0x80, 0xff] {
            let mut damaged = bytes.clone();
            damaged[at] = value;
            if parse_bytecode(&ctx, &damaged).is_err() {
                rejected += 1;
            }
        }
    }
    assert!(rejected > 0);
}

/// A file with the given attribute encodings (all builtin, custom) and an
/// IR section holding one `builtin.module` located at attribute 0.
fn file_with_attrs(attrs: &[&[u8]]) -> Vec<u8> {
    let mut f = Emitter::new();
    f.bytes(b"ML\xefR");
    f.varint(CURRENT_VERSION);
    f.nul_string(b"test");
    let mut dialects = Emitter::new();
    dialects.varint(1);
    dialects.varint_with_flag(0, false);
    dialects.varint(1);
    dialects.varint(0);
    dialects.varint(1);
    dialects.varint_with_flag(1, true);
    f.section(section::DIALECT, dialects);
    let mut offsets = Emitter::new();
    let mut data = Emitter::new();
    offsets.varint(attrs.len() as u64);
    offsets.varint(0);
    offsets.varint(0);
    offsets.varint(attrs.len() as u64);
    for a in attrs {
        offsets.varint_with_flag(a.len() as u64, true);
        data.bytes(a);
    }
    f.section(section::ATTR_TYPE_OFFSET, offsets);
    f.section(section::ATTR_TYPE, data);
    let mut ir = Emitter::new();
    ir.varint_with_flag(1, false);
    ir.varint(0);
    ir.byte(0);
    ir.varint(0);
    f.section(section::IR, ir);
    let mut strings = Emitter::new();
    strings.varint(2);
    strings.varint(7);
    strings.varint(8);
    strings.nul_string(b"builtin");
    strings.nul_string(b"module");
    f.section(section::STRING, strings);
    let mut props = Emitter::new();
    props.varint(0);
    f.section(section::PROPERTIES, props);
    f.buf
}

fn read_error(ctx: &Context, bytes: &[u8]) -> BytecodeError {
    match parse_bytecode(ctx, bytes) {
        Ok(_) => panic!("the file is rejected"),
        Err(e) => e,
    }
}

#[test]
fn a_minimal_hand_written_file_reads() {
    let ctx = context();
    // Attribute 0: UnknownLoc (code 15).
    let bytes = file_with_attrs(&[&[0x1f]]);
    let parsed = parse_bytecode(&ctx, &bytes).expect("reads");
    assert_eq!(parsed.ops.len(), 1);
}

#[test]
fn cyclic_attributes_are_an_error() {
    let ctx = context();
    // Attribute 0: a CallSiteLoc whose callee and caller are attribute 0.
    let err = read_error(&ctx, &file_with_attrs(&[&[0x15, 0x01, 0x01]]));
    assert_eq!(err.message, "cyclic reference to Attribute index 0");
    assert_eq!(err.section, "attribute/type section");
}

#[test]
fn huge_counts_are_refused_before_allocating() {
    let ctx = context();
    // Attribute 0: an ArrayAttr claiming 2^62 elements.
    let mut claim = Emitter::new();
    claim.varint(0);
    claim.varint(1 << 62);
    let err = read_error(&ctx, &file_with_attrs(&[&claim.buf]));
    assert!(
        err.message.contains("is larger than the"),
        "{}",
        err.message
    );
}

#[test]
fn out_of_range_references_are_an_error() {
    let ctx = context();
    // Attribute 0: an ArrayAttr of attribute 5, which does not exist.
    let err = read_error(&ctx, &file_with_attrs(&[&[0x01, 0x03, 0x0b]]));
    assert_eq!(err.message, "invalid Attribute index: 5");
}

/// Inputs the fuzz target `bytecode_reader` once failed on: each must be
/// rejected, or read, verify, write and read back to the same IR.
#[test]
fn fuzz_regressions_round_trip_or_fail_cleanly() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fuzz_regressions");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).expect("regression directory") {
        let path = entry.expect("entry").path();
        let bytes = std::fs::read(&path).expect("readable");
        let ctx = context();
        ctx.allow_unregistered_dialects(true);
        checked += 1;
        let Ok(parsed) = parse_bytecode(&ctx, &bytes) else {
            continue;
        };
        let printed = print(&ctx, &parsed);
        if strata_ir::verifier::verify_top_level(&ctx, &parsed.body, &parsed.ops).is_err() {
            continue;
        }
        let written = write_bytecode(&ctx, &parsed.body, parsed.ops[0], &WriterConfig::default())
            .expect("writes");
        let again_ctx = context();
        again_ctx.allow_unregistered_dialects(true);
        let again = parse_bytecode(&again_ctx, &written)
            .unwrap_or_else(|e| panic!("{}: does not read back: {e}", path.display()));
        assert_eq!(print(&again_ctx, &again), printed, "{}", path.display());
    }
    assert!(checked > 0);
}

#[test]
fn several_external_resource_groups_round_trip() {
    let src = r#"
"t.op"() : () -> ()
{-#
  external_resources: {
    first: { a: "text", b: true },
    second: { c: false, d: "0x0800000001020304050607080000000000000000" }
  }
#-}
"#;
    let ctx = context();
    ctx.allow_unregistered_dialects(true);
    let parsed = parse_source_str(&ctx, src, "r.mlir").expect("parses");
    let bytes = write_bytecode(&ctx, &parsed.body, parsed.ops[0], &WriterConfig::default())
        .expect("writes");
    let again = context();
    again.allow_unregistered_dialects(true);
    parse_bytecode(&again, &bytes).expect("reads");
    assert_eq!(again.external_resources(), ctx.external_resources());
}
