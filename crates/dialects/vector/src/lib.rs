//! A subset of the `vector` dialect: `broadcast` (of a scalar), `extract`
//! and `insert` (of an element or a trailing subvector, at static or
//! dynamic positions), `extract_strided_slice`, `insert_strided_slice`,
//! `shape_cast` and `print`, with upstream's folders for `broadcast` and
//! `extract` (constants become splats, extracts see through broadcasts).
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_vector::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%s = \"demo.s\"() : () -> f32\n%v = vector.broadcast %s : f32 to vector<4xf32>";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("vector.broadcast %0 : f32 to vector<4xf32>"), "{text}");
//! ```

use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::ConstantMaterializerInterface;
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, DialectDef, OpId, OpTraits, TypeKind};
use strata_ods::{OpSpec, constraints as c};

mod classes;
mod fold;
mod print;
mod slices;
pub use classes::*;
pub use print::{PUNCTUATION, PUNCTUATION_ATTR, newline};
pub use slices::{I64_ARRAY_ATTR, i64_array};

/// The `vector` dialect definition (the ops above); folded constants are
/// materialized as `arith.constant`.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(
        "vector",
        vec![
            broadcast(),
            extract(),
            slices::insert(),
            slices::extract_strided_slice(),
            slices::insert_strided_slice(),
            slices::shape_cast(),
            print::print(),
        ],
    )?;
    d.add_interface::<dyn strata_asm::DialectAttrAsmInterface>(Box::new(print::ATTR_ASM));
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        strata_dialect_arith::materialize_constant as MaterializeHook,
    ));
    Ok(d)
}

/// A vector type.
pub(crate) const VECTOR: strata_ods::constraints::TypeConstraint =
    strata_ods::constraints::TypeConstraint {
        description: "vector of any type values",
        check: |ctx, t| matches!(t.kind(ctx), TypeKind::Vector { .. }),
        buildable: None,
    };

pub(crate) const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn broadcast() -> OpSpec {
    OpSpec::new(BroadcastOp::NAME)
        .summary("broadcast operation")
        .operand("source", c::ANY_TYPE)
        .result("vector", VECTOR)
        .traits(PURE)
        .format("$source attr-dict `:` type($source) `to` type($vector)")
        .folder(fold::fold_broadcast)
        .verifier(|_, ctx, body, op| {
            let source = body.value_type(body.operand(op, 0));
            let result = body.value_type(body.result(op, 0));
            let elem = result.element_type(ctx);
            let source_elem = source.element_type(ctx).unwrap_or(source);
            if matches!(result.kind(ctx), TypeKind::Vector { .. }) && elem != Some(source_elem) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "failed to verify that source operand and result have same element type",
                ));
            }
            Ok(())
        })
}

fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let vector = body.value_type(body.operand(op, 0));
    let position = body
        .attr(ctx, op, "static_position")
        .and_then(|a| strata_ods::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let rank = vector.shape(ctx).map_or(0, <[i64]>::len);
    if position.len() > rank {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    let dynamic = position.iter().filter(|p| **p == DYNAMIC).count();
    if dynamic + 1 != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected as many dynamic positions as '?' entries",
        ));
    }
    if position.len() == rank
        && Some(body.value_type(body.result(op, 0))) != vector.element_type(ctx)
    {
        return Err(op_error(
            ctx,
            body,
            op,
            "result type does not match the element type",
        ));
    }
    Ok(())
}

fn extract() -> OpSpec {
    OpSpec::new(ExtractOp::NAME)
        .summary("extract operation")
        .operand("vector", VECTOR)
        .variadic_operand("dynamic_position", c::INDEX)
        .attr("static_position", c::DENSE_I64_ARRAY_ATTR)
        .result("result", c::ANY_TYPE)
        .traits(PURE)
        .format(
            "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)",
        )
        .folder(fold::fold_extract)
        .verifier(|_, ctx, body, op| verify_extract(ctx, body, op))
}

strata_ods::generated_classes_test!();
