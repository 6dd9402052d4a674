//! Ops of the `test` dialect whose memory effects are written in an
//! `effects` attribute, under upstream's names and syntax: a list of
//! dictionaries, each with `effect` (`"read"`, `"write"`, `"allocate"` or
//! `"free"`) and optionally `on_operand` or `on_result` (the effect acts on
//! the first operand or result) and `test_resource` (it acts on the `<Test>`
//! resource rather than the default one). Entries that say nothing known
//! are skipped.

use strata_ir::interfaces::{
    EffectInstance, EffectKind, MemoryEffectOpInterface, MemoryEffects, Resource,
};
use strata_ir::{Body, Context, Ident, OpId};
use strata_ods::{OpSpec, constraints as c};

/// The resource `test_resource` effects act on.
const TEST_RESOURCE: Resource = Resource("<Test>");

/// The effect ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.side_effect_op")
            .summary("an op with the effects its `effects` attribute lists")
            .result("result", c::ANY_TYPE)
            .interface::<dyn MemoryEffectOpInterface>(|| Box::new(AttributeEffects)),
        OpSpec::new("test.side_effect_with_region_op")
            .summary("an op with a region and the effects its `effects` attribute lists")
            .operand("operand", c::ANY_TYPE)
            .result("result", c::ANY_TYPE)
            .region("region")
            .format("`(` $operand `)` $region attr-dict `:` type($operand) `->` type($result)")
            .interface::<dyn MemoryEffectOpInterface>(|| Box::new(AttributeEffects)),
    ]
}

/// Effects read from the op's `effects` attribute.
struct AttributeEffects;

impl MemoryEffectOpInterface for AttributeEffects {
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        let Some(list) = body.attr(ctx, op, "effects") else {
            return;
        };
        let key = |name: &str| Ident::new(ctx, name);
        for entry in list.array_elements(ctx).unwrap_or_default() {
            let kind = match entry
                .dict_get(ctx, key("effect"))
                .and_then(|e| e.str_value(ctx))
            {
                Some("read") => EffectKind::Read,
                Some("write") => EffectKind::Write,
                Some("allocate") => EffectKind::Allocate,
                Some("free") => EffectKind::Free,
                _ => continue,
            };
            let has = |name: &str| entry.dict_get(ctx, key(name)).is_some();
            let value = if has("on_operand") && body.num_operands(op) > 0 {
                Some(body.operand(op, 0))
            } else if has("on_result") && body.num_results(op) > 0 {
                Some(body.result(op, 0))
            } else {
                None
            };
            let resource = if has("test_resource") {
                TEST_RESOURCE
            } else {
                Resource::DEFAULT
            };
            out.push(EffectInstance {
                kind,
                resource,
                value,
            });
        }
    }
}
