//! Type conversion patterns for functions, calls and returns: the
//! signature of a function (its type and its body's block arguments), the
//! operand and result types of calls, and the operands of returns.

use std::sync::Arc;

use smallvec::SmallVec;
use strata_ir::{Attribute, Body, Context, Ident, OpId, OperationState, Type};

use super::pattern::{ConversionPatternSet, OpConversionPattern};
use super::rewriter::{ConversionRewriter, OpAdaptor};
use super::signature::SignatureConversion;
use super::type_converter::TypeConverter;

/// The function type of a function-like operation.
fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    body.attr(ctx, op, "function_type")?.type_value(ctx)
}

fn convert_signature(
    op: OpId,
    rw: &mut ConversionRewriter<'_>,
    converter: &Arc<TypeConverter>,
) -> bool {
    let ctx = rw.ctx;
    let Some(fn_type) = function_type(ctx, rw.body(), op) else {
        return false;
    };
    let Some((inputs, results)) = fn_type.function_parts(ctx) else {
        return false;
    };
    let mut conversion = SignatureConversion::new(inputs.len());
    let mut new_results: SmallVec<[Type; 4]> = SmallVec::new();
    if !converter.convert_signature_args(ctx, inputs, &mut conversion)
        || !converter.convert_types(ctx, results, &mut new_results)
    {
        return false;
    }
    if rw.body().num_regions(op) > 0
        && !rw.convert_region_types(op, 0, converter, Some(&conversion))
    {
        return false;
    }
    let new_type = Type::function(ctx, conversion.converted_types(), &new_results);
    let attr = Attribute::type_attr(ctx, new_type);
    let name = Ident::new(ctx, "function_type");
    rw.modify_op_in_place(op, |body| body.set_inherent_attr(ctx, op, name, Some(attr)));
    true
}

/// Adds a pattern converting the signature of `op_name` functions (their
/// `function_type` and the arguments of their body's blocks).
pub fn populate_function_signature_conversion(
    set: &mut ConversionPatternSet,
    op_name: &str,
    converter: &Arc<TypeConverter>,
) {
    let c = converter.clone();
    set.add(
        OpConversionPattern::new(op_name, move |op, _, rw| convert_signature(op, rw, &c))
            .with_name("function-signature-conversion")
            .with_type_converter(converter),
    );
}

fn convert_call(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    converter: &TypeConverter,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut types: SmallVec<[Type; 4]> = SmallVec::new();
    let mut counts: SmallVec<[usize; 4]> = SmallVec::new();
    for r in body.results(op) {
        let before = types.len();
        if !converter.convert_type_into(ctx, body.value_type(r), &mut types) {
            return false;
        }
        counts.push(types.len() - before);
    }
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = adaptor.flat();
    state.result_types = SmallVec::from_slice(&types);
    state.props = body.op_props(op);
    state.attrs = Some(body.op_attrs(op));
    let call = rw.create(state);
    rw.replace_op_with_result_groups(op, call, &counts);
    true
}

/// Adds a pattern converting the operand and result types of `op_name`
/// calls (operands remapped, results 1:N).
pub fn populate_call_conversion(
    set: &mut ConversionPatternSet,
    op_name: &str,
    converter: &Arc<TypeConverter>,
) {
    let c = converter.clone();
    set.add(
        OpConversionPattern::new(op_name, move |op, adaptor, rw| {
            convert_call(op, adaptor, rw, &c)
        })
        .with_name("call-signature-conversion")
        .with_type_converter(converter),
    );
}

/// Adds a pattern replacing the operands of `op_name` (a return-like
/// terminator) by their converted values.
pub fn populate_return_conversion(
    set: &mut ConversionPatternSet,
    op_name: &str,
    converter: &Arc<TypeConverter>,
) {
    set.add(
        OpConversionPattern::new(op_name, |op, adaptor, rw| {
            let operands = adaptor.flat();
            rw.modify_op_in_place(op, |body| body.set_operands(op, &operands));
            true
        })
        .with_name("return-operand-conversion")
        .with_type_converter(converter),
    );
}

/// True if the signature of a function-like `op` and the block arguments
/// of its body are legal for `converter`.
pub fn is_function_legal(ctx: &Context, body: &Body, op: OpId, converter: &TypeConverter) -> bool {
    let Some(t) = function_type(ctx, body, op) else {
        return false;
    };
    if !converter.is_signature_legal(ctx, t) {
        return false;
    }
    let (inner, regions) = body.op_regions(op);
    regions
        .iter()
        .all(|r| converter.is_region_legal(ctx, inner, *r))
}

/// True if every operand and result type of `op` is legal for `converter`.
pub fn are_types_legal(ctx: &Context, body: &Body, op: OpId, converter: &TypeConverter) -> bool {
    body.operands(op)
        .chain(body.results(op))
        .all(|v| converter.is_legal(ctx, body.value_type(v)))
}
