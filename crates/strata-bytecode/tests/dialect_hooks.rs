//! A dialect encoding its own attributes through `BytecodeDialectInterface`.

use std::sync::atomic::{AtomicUsize, Ordering};

use strata_bytecode::{WriterConfig, parse_bytecode, write_bytecode};
use strata_ir::interfaces::{
    BytecodeDialectInterface, DialectBytecodeReader, DialectBytecodeWriter,
};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DialectDef, Ident, Location, OperationName, OperationState,
};

static READS: AtomicUsize = AtomicUsize::new(0);

/// Encodes `#tb.pair<a, b>` as its two parameters and a marker byte.
struct PairEncoding;

impl BytecodeDialectInterface for PairEncoding {
    fn write_attribute(
        &self,
        ctx: &Context,
        attr: Attribute,
        w: &mut dyn DialectBytecodeWriter,
    ) -> bool {
        let AttrKind::Dialect { params, .. } = attr.kind(ctx) else {
            return false;
        };
        w.write_byte(0x2a);
        w.write_varint(params.len() as u64);
        for p in params.iter() {
            w.write_attribute(*p);
        }
        true
    }

    fn read_attribute(
        &self,
        ctx: &Context,
        r: &mut dyn DialectBytecodeReader,
    ) -> Option<Attribute> {
        READS.fetch_add(1, Ordering::Relaxed);
        if r.read_byte()? != 0x2a {
            return None;
        }
        let n = r.read_varint()?;
        let mut params = Vec::new();
        for _ in 0..n {
            params.push(r.read_attribute()?);
        }
        Some(Attribute::dialect(
            ctx,
            Ident::new(ctx, "tb"),
            Ident::new(ctx, "pair"),
            &params,
        ))
    }
}

#[test]
fn dialect_attributes_use_the_dialects_encoding() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let mut tb = DialectDef::new("tb");
    tb.add_interface::<dyn BytecodeDialectInterface>(Box::new(PairEncoding));
    ctx.register_dialect(tb);
    let i32_ty = strata_ir::Type::int(&ctx, 32);
    let pair = Attribute::dialect(
        &ctx,
        Ident::new(&ctx, "tb"),
        Ident::new(&ctx, "pair"),
        &[
            Attribute::int(&ctx, i32_ty, 1),
            Attribute::string(&ctx, "two"),
        ],
    );
    let (mut top, _, module) = strata_ir::builtin::new_module(&ctx, Location::unknown(&ctx));
    let inner: &mut Body = top.isolated_body_mut(module).expect("module body");
    let block = inner
        .entry_block(inner.root_regions()[0])
        .expect("module block");
    let mut state = OperationState::new(OperationName::new(&ctx, "t.op"), Location::unknown(&ctx));
    let mut entries = vec![strata_ir::NamedAttr {
        name: Ident::new(&ctx, "p"),
        value: pair,
    }];
    state.attrs = Some(Attribute::dictionary(&ctx, &mut entries));
    let op = inner.create_op(&ctx, state);
    inner.append_op(block, op);

    let bytes = write_bytecode(&ctx, &top, module, &WriterConfig::default()).expect("writes");
    let back = parse_bytecode(&ctx, &bytes).expect("reads");
    assert!(
        READS.load(Ordering::Relaxed) > 0,
        "the dialect decoded its attribute"
    );
    let body = back.body.isolated_body(back.ops[0]).expect("module body");
    let block = body.entry_block(body.root_regions()[0]).expect("block");
    let op = body.first_op(block).expect("op");
    assert_eq!(body.attr(&ctx, op, "p"), Some(pair));
}
