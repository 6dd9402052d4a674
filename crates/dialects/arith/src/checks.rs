//! Verification shared by `arith` ops: shape compatibility, the
//! `Elementwise` trait and cast compatibility, worded as upstream.

use smallvec::SmallVec;
use strata_asm::type_to_string;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpId, Type, TypeKind};

/// `getI1SameShape`: `i1` with the shape (and container kind) of `t`.
pub(crate) fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    same_shape(ctx, t, Type::int(ctx, 1))
}

/// `elem` with the shape (and container kind) of `t`; `elem` itself when
/// `t` is not shaped.
pub(crate) fn same_shape(ctx: &Context, t: Type, i1: Type) -> Type {
    match t.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, scalable, i1),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => Type::ranked_tensor(ctx, shape, i1, *encoding),
        TypeKind::UnrankedTensor { .. } => Type::unranked_tensor(ctx, i1),
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => Type::memref(ctx, shape, i1, *layout, *memory_space),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            Type::unranked_memref(ctx, i1, *memory_space)
        }
        _ => i1,
    }
}

/// True for vectors and tensors (the types elementwise ops map over).
pub(crate) fn is_vector_or_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

fn scalable_dims(ctx: &Context, t: Type) -> Option<&[bool]> {
    match t.kind(ctx) {
        TypeKind::Vector { scalable, .. } => Some(scalable),
        _ => None,
    }
}

/// `verifyCompatibleShape`: both or neither shaped; unranked matches
/// anything; otherwise equal ranks and dimensions equal or dynamic, with
/// matching scalable vector dimensions.
pub(crate) fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.is_shaped(ctx), b.is_shaped(ctx)) {
        (false, false) => return true,
        (true, true) => {}
        _ => return false,
    }
    let (Some(sa), Some(sb)) = (a.shape(ctx), b.shape(ctx)) else {
        return true;
    };
    if sa.len() != sb.len() {
        return false;
    }
    let dims_ok = sa.iter().zip(sb).all(|(x, y)| x == y || *x < 0 || *y < 0);
    let scalable_ok = match (scalable_dims(ctx, a), scalable_dims(ctx, b)) {
        (Some(x), Some(y)) => {
            let flag = |s: &[bool], i: usize| s.get(i).copied().unwrap_or(false);
            (0..sa.len()).all(|i| flag(x, i) == flag(y, i))
        }
        _ => true,
    };
    dims_ok && scalable_ok
}

/// The `Elementwise` trait: non-scalar operands and results must all have
/// the same shape and container kind.
pub(crate) fn verify_elementwise(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let non_scalar = |v| is_vector_or_tensor(ctx, body.value_type(v));
    if !body.results(op).any(non_scalar) && !body.operands(op).any(non_scalar) {
        return Ok(());
    }
    let results: SmallVec<[Type; 2]> = body
        .results(op)
        .map(|v| body.value_type(v))
        .filter(|t| is_vector_or_tensor(ctx, *t))
        .collect();
    let operands: SmallVec<[Type; 4]> = body
        .operands(op)
        .map(|v| body.value_type(v))
        .filter(|t| is_vector_or_tensor(ctx, *t))
        .collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return err("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if results.is_empty() {
        return err(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if results.len() != body.num_results(op) {
        return err("if an operand is non-scalar, then all results must be non-scalar");
    }
    let first = operands[0];
    let same_kind =
        |t: Type| std::mem::discriminant(t.kind(ctx)) == std::mem::discriminant(first.kind(ctx));
    let all = operands.iter().chain(results.iter());
    if !all.clone().all(|t| same_kind(*t))
        || !all.clone().all(|t| compatible_shapes(ctx, *t, first))
    {
        return err("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// The shape `SameInputOutputTensorDims` compares: a tensor's shape, empty
/// for other types (`None` for unranked tensors, which mlir-opt rejects).
fn tensor_dims(ctx: &Context, t: Type) -> Option<&[i64]> {
    match t.kind(ctx) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(&[]),
    }
}

/// `SameInputOutputTensorDims` on the first operand and the result.
pub(crate) fn verify_same_tensor_dims(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let input = body.value_type(body.operand(op, 0));
    let output = body.value_type(body.result(op, 0));
    let (a, b) = (tensor_dims(ctx, input), tensor_dims(ctx, output));
    if a.is_none() || b.is_none() || a != b {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultShape`.
pub(crate) fn verify_same_shape(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let first = body.value_type(body.operand(op, 0));
    let ok = body
        .results(op)
        .chain(body.operands(op).skip(1))
        .all(|v| compatible_shapes(ctx, body.value_type(v), first));
    if !ok {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    Ok(())
}

/// `areValidCastInputsAndOutputs` for one input and one output: matching
/// tensor encodings and compatible shapes.
pub(crate) fn valid_cast_shapes(ctx: &Context, input: Type, output: Type) -> bool {
    let encoding = |t: Type| match t.kind(ctx) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    if let (Some(a), Some(b)) = (encoding(input), encoding(output))
        && a != b
    {
        return false;
    }
    compatible_shapes(ctx, input, output)
}

/// `getTypeIfLike` / `getTypeIfLikeOrMemRef`: the element type of a
/// vector/tensor (or memref, if allowed), or the type itself if not shaped;
/// `None` for other shaped types.
pub(crate) fn underlying_type(ctx: &Context, t: Type, allow_memref: bool) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => Some(*element),
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            allow_memref.then_some(*element)
        }
        _ => Some(t),
    }
}

/// The `CastOpInterface` failure: "operand type(s) ... and result type ...
/// are cast incompatible".
pub(crate) fn cast_incompatible(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let list = |types: Vec<Type>| {
        types
            .iter()
            .map(|t| format!("'{}'", type_to_string(ctx, *t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let outputs: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let operand_part = match inputs.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", list(inputs)),
        _ => format!("s {}", list(inputs)),
    };
    let result_part = if outputs.len() == 1 { " " } else { "s " };
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "operand type{operand_part} and result type{result_part}{} are cast incompatible",
            list(outputs)
        ),
    ))
}
