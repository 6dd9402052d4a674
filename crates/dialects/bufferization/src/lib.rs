//! A subset of the `bufferization` dialect: `to_tensor` and `to_buffer`,
//! the bridges between memrefs and tensors that the migration of std's
//! `tensor_load`/`tensor_store` produces.
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_bufferization::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%m = \"demo.m\"() : () -> memref<4xf32>\n%t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>"), "{text}");
//! ```

use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{Body, Context, DiagResult, DialectDef, OpId, Type, TypeKind};
use strata_ods::{OpSpec, constraints as c};

mod classes;
pub use classes::*;

/// The `bufferization` dialect definition (the two ops above).
pub fn dialect() -> Result<DialectDef, String> {
    strata_ods::dialect("bufferization", vec![to_tensor(), to_buffer()])
}

/// Shape and element type of a ranked or unranked tensor or memref.
fn parts(ctx: &Context, t: Type) -> Option<(Option<&[i64]>, Type)> {
    match t.kind(ctx) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            Some((Some(shape), *element))
        }
        TypeKind::UnrankedMemRef { element, .. } | TypeKind::UnrankedTensor { element } => {
            Some((None, *element))
        }
        _ => None,
    }
}

/// Tensor and buffer must have the same shape and element type; like
/// upstream, the specific mismatch is reported first, then the constraint.
fn verify_matching(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let from = parts(ctx, body.value_type(body.operand(op, 0)));
    let to = parts(ctx, body.value_type(body.result(op, 0)));
    let detail = match (from, to) {
        (Some(a), Some(b)) if a.1 != b.1 => "element types do not match",
        (Some(a), Some(b)) if a.0 != b.0 => "shapes do not match",
        _ => return Ok(()),
    };
    ctx.emit(op_plain_error(ctx, body, op, detail));
    Err(op_error(
        ctx,
        body,
        op,
        "failed to verify that specified tensor and buffer types match",
    ))
}

fn to_tensor() -> OpSpec {
    OpSpec::new(ToTensorOp::NAME)
        .summary("create a tensor-typed SSA value from a buffer")
        .operand("buffer", c::ANY_MEMREF)
        .optional_attr("restrict", c::UNIT_ATTR)
        .optional_attr("writable", c::UNIT_ATTR)
        .result("result", c::TENSOR)
        .format(
            "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
        )
        .verifier(|_, ctx, body, op| verify_matching(ctx, body, op))
}

fn to_buffer() -> OpSpec {
    OpSpec::new(ToBufferOp::NAME)
        .summary("cast a tensor-typed SSA value into a buffer")
        .operand("tensor", c::TENSOR)
        .optional_attr("read_only", c::UNIT_ATTR)
        .result("buffer", c::ANY_MEMREF)
        .format("$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)")
        .verifier(|_, ctx, body, op| verify_matching(ctx, body, op))
}

strata_ods::generated_classes_test!();
