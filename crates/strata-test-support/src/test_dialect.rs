//! The `testlib` dialect: opaque memory handles with reads, writes and
//! allocations, each op declaring its effects through
//! `MemoryEffectOpInterface` (the allocated or accessed handle is the
//! affected value). Generic passes (canonicalize, cse, inline) treat these
//! ops only through the interfaces the dialect registers here.

use strata_ir::interfaces::{EffectInstance, EffectKind, MemoryEffectOpInterface, MemoryEffects};
use strata_ir::{Body, Context, DialectDef, OpId};
use strata_ods::{OpSpec, constraints as c};

strata_ir::op_class!(
    /// `testlib.alloc`: allocates a handle.
    pub AllocOp = "testlib.alloc"
);
strata_ir::op_class!(
    /// `testlib.read`: reads the value behind a handle.
    pub ReadOp = "testlib.read"
);
strata_ir::op_class!(
    /// `testlib.write`: writes a value behind a handle.
    pub WriteOp = "testlib.write"
);

/// The `testlib` dialect definition. It implements no inliner interface,
/// so calls of functions holding its ops are not inlined.
pub fn dialect() -> Result<DialectDef, String> {
    strata_ods::dialect("testlib", vec![alloc(), read(), write()])
}

fn alloc() -> OpSpec {
    OpSpec::new(AllocOp::NAME)
        .summary("allocates a handle")
        .result("handle", c::SIGNLESS_INTEGER)
        .format("attr-dict `:` type($handle)")
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(AllocatesResult))
}

fn read() -> OpSpec {
    OpSpec::new(ReadOp::NAME)
        .summary("reads the value behind a handle")
        .operand("handle", c::SIGNLESS_INTEGER)
        .result("value", c::ANY_TYPE)
        .format("$handle attr-dict `:` type($handle) `->` type($value)")
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(OnHandle(EffectKind::Read)))
}

fn write() -> OpSpec {
    OpSpec::new(WriteOp::NAME)
        .summary("writes a value behind a handle")
        .operand("handle", c::SIGNLESS_INTEGER)
        .operand("value", c::ANY_TYPE)
        .format("$value `,` $handle attr-dict `:` type($value) `,` type($handle)")
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(OnHandle(EffectKind::Write)))
}

/// Allocates the op's first result.
struct AllocatesResult;

impl MemoryEffectOpInterface for AllocatesResult {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        out.push(EffectInstance::on(EffectKind::Allocate, body.result(op, 0)));
    }
}

/// An effect of the given kind on the op's first operand.
struct OnHandle(EffectKind);

impl MemoryEffectOpInterface for OnHandle {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        out.push(EffectInstance::on(self.0, body.operand(op, 0)));
    }
}

#[cfg(test)]
mod tests {
    use strata_ir::interfaces::own_effects;
    use strata_ir::{Context, Location, Type};
    use strata_ods::OpClass;

    use super::*;

    #[test]
    fn ops_report_their_effects_on_their_values() {
        let ctx = Context::new();
        crate::register_test_dialects(&ctx);
        let mut body = Body::new();
        let i64_ty = Type::int(&ctx, 64);
        let mut state = AllocOp::state(&ctx, Location::unknown(&ctx));
        state.result_types.push(i64_ty);
        let alloc = AllocOp::create(&ctx, &mut body, state);
        let handle = body.result(alloc.op(), 0);
        let mut state = ReadOp::state(&ctx, Location::unknown(&ctx));
        state.operands.push(handle);
        state.result_types.push(i64_ty);
        let read = ReadOp::create(&ctx, &mut body, state);

        let alloc_effects = own_effects(&ctx, &body, alloc.op()).unwrap_or_default();
        assert_eq!(
            alloc_effects.as_slice(),
            [EffectInstance::on(EffectKind::Allocate, handle)]
        );
        let read_effects = own_effects(&ctx, &body, read.op()).unwrap_or_default();
        assert_eq!(
            read_effects.as_slice(),
            [EffectInstance::on(EffectKind::Read, handle)]
        );
        assert!(body.isa::<ReadOp>(&ctx, read.op()));
        assert!(body.dyn_cast::<WriteOp>(&ctx, read.op()).is_none());
    }
}
