//! `--convert-func-to-llvm`: `func.func` to `llvm.func` (seed 001's
//! signature conversion: memref arguments expanded into their descriptor
//! fields, or bare pointers; several results packed into a struct),
//! `func.return` to `llvm.return` (packing), `func.call` and
//! `func.call_indirect` to `llvm.call` (descriptor fields passed, packed
//! results extracted).
//!
//! Functions are converted in two steps: the conversion rewrites each
//! signature in place and every op inside; then each `func.func` whose
//! signature is now LLVM's becomes an `llvm.func` owning the same body.

use std::sync::Arc;

use rayon::prelude::*;
use smallvec::{SmallVec, smallvec};
use strata_dialect_llvm::types as lt;
use strata_ir::{
    Attribute, Body, Context, Diagnostic, Ident, NamedAttr, OpId, OperationName, OperationState,
    StateRegions, Type, TypeKind, Value, WalkOrder, WalkResult,
};
use strata_rewrite::PatternRewriter;
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor, OpConversionPattern,
    SignatureConversion, TypeConverter,
};

use crate::c_interface::Wrapped;
use crate::llvm_common::{
    Builder, LowerOptions, build_descriptor, build_static_descriptor, can_be_bare, make_state,
    memref_descriptor_type, packed_result_type, signature_arg_types,
};
use crate::modules::ModulePath;

/// Adds the materializations of memref descriptors: rebuilding one from
/// expanded function arguments, as a memref (argument) or as the
/// descriptor struct itself (target).
pub fn add_descriptor_materialization(tc: &mut TypeConverter, opts: LowerOptions) {
    tc.add_target_materialization(move |rw, types, inputs, loc| {
        let ty = *types.first()?;
        if types.len() != 1 {
            return None;
        }
        let rank = inputs.len().saturating_sub(3) / 2;
        let is_descriptor = inputs.len() >= 3
            && inputs.len() == 3 + 2 * rank
            && lt::struct_body(rw.context(), ty)
                .is_some_and(|f| f.len() == if rank == 0 { 3 } else { 5 });
        let fields = lt::struct_body(rw.context(), ty);
        let mut b = Builder::new(rw, loc);
        if !is_descriptor {
            // An unranked descriptor (rank, pointer) from its fields.
            let input_types: Vec<Type> =
                inputs.iter().map(|v| b.rw.body().value_type(*v)).collect();
            if inputs.len() > 1 && fields.is_some_and(|f| f == input_types) {
                return Some(smallvec![b.pack(ty, inputs)]);
            }
            return Some(smallvec![b.cast(inputs, ty)]);
        }
        let mut d = b.poison(ty);
        for (i, v) in inputs.iter().take(3).enumerate() {
            d = b.insert_value(d, *v, &[i as i64]);
        }
        for k in 0..rank {
            d = b.insert_value(d, inputs[3 + k], &[3, k as i64]);
            d = b.insert_value(d, inputs[3 + rank + k], &[4, k as i64]);
        }
        Some(smallvec![d])
    });
    tc.add_argument_materialization(move |rw, types, inputs, loc| {
        let ty = *types.first()?;
        if types.len() != 1 {
            return None;
        }
        let is_memref = matches!(ty.kind(rw.context()), TypeKind::MemRef { .. });
        let unranked = matches!(ty.kind(rw.context()), TypeKind::UnrankedMemRef { .. })
            .then(|| crate::llvm_common::convert_type(rw.context(), ty, opts))
            .flatten();
        let mut b = Builder::new(rw, loc);
        if let Some(st) = unranked
            && inputs.len() == 2
        {
            let d = b.pack(st, inputs);
            return Some(smallvec![b.cast(&[d], ty)]);
        }
        if is_memref && inputs.len() > 1 {
            return build_descriptor(&mut b, ty, inputs, opts).map(|v| smallvec![v]);
        }
        if is_memref
            && let [ptr] = inputs
            && lt::ptr_address_space(b.ctx(), b.rw.body().value_type(*ptr)).is_some()
        {
            let d = build_static_descriptor(&mut b, ty, *ptr, opts)?;
            return Some(smallvec![b.cast(&[d], ty)]);
        }
        Some(smallvec![b.cast(inputs, ty)])
    });
}

fn function_parts(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = body.attr(ctx, op, "function_type")?.type_value(ctx)?;
    let (i, r) = t.function_parts(ctx)?;
    Some((i.to_vec(), r.to_vec()))
}

/// Why upstream refuses to convert a function, if it does: an
/// `llvm.linkage` that is not a `#llvm.linkage`, or a C interface asked of
/// a variadic function.
fn unsupported(ctx: &Context, body: &Body, op: OpId) -> Option<&'static str> {
    if body
        .attr(ctx, op, "llvm.linkage")
        .is_some_and(|a| !(strata_dialect_llvm::enums::LINKAGE_ATTR.check)(ctx, a))
    {
        return Some("Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
    }
    if body
        .attr(ctx, op, crate::c_interface::EMIT_C_INTERFACE)
        .is_some()
        && body
            .attr(ctx, op, "func.varargs")
            .is_some_and(|a| a == Attribute::bool(ctx, true))
    {
        return Some("C interface for variadic functions is not supported yet.");
    }
    None
}

fn convert_signature(
    op: OpId,
    rw: &mut ConversionRewriter<'_>,
    tc: &Arc<TypeConverter>,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    if let Some(msg) = unsupported(ctx, rw.body(), op) {
        ctx.emit(Diagnostic::error(rw.body().op_loc(op), msg));
        return false;
    }
    let Some((inputs, results)) = function_parts(ctx, rw.body(), op) else {
        return false;
    };
    let mut conversion = SignatureConversion::new(inputs.len());
    let mut widths = Vec::with_capacity(inputs.len());
    for (i, t) in inputs.iter().enumerate() {
        let Some(types) = signature_arg_types(ctx, *t, opts) else {
            return false;
        };
        conversion.add_inputs(i, &types);
        widths.push(types.len());
    }
    let Some(result) = packed_result_type(ctx, &results, opts) else {
        return false;
    };
    let (arg_attrs, res_attrs) = converted_arg_res_attrs(ctx, rw.body(), op, &widths);
    // Only the entry block: the other blocks are converted by the lowering
    // of the branches reaching them, as upstream.
    if rw.body().num_regions(op) > 0 {
        rw.convert_entry_block(op, 0, tc, &conversion);
    }
    let new_results: SmallVec<[Type; 1]> = if lt::is_void(ctx, result) {
        SmallVec::new()
    } else {
        smallvec![result]
    };
    let new_type = Type::function(ctx, conversion.converted_types(), &new_results);
    let attr = Attribute::type_attr(ctx, new_type);
    let name = Ident::new(ctx, "function_type");
    let arg_name = Ident::new(ctx, "arg_attrs");
    let res_name = Ident::new(ctx, "res_attrs");
    rw.modify_op_in_place(op, |body| {
        body.set_inherent_attr(ctx, op, name, Some(attr));
        body.set_inherent_attr(ctx, op, arg_name, arg_attrs);
        body.set_inherent_attr(ctx, op, res_name, res_attrs);
    });
    true
}

/// A function's argument and result attributes after its signature
/// conversion, as upstream: an argument converted to one keeps its
/// attributes, one expanded into several (a memref descriptor) gets empty
/// ones; the result attributes stay only on a single result (several are
/// packed into one struct).
fn converted_arg_res_attrs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    widths: &[usize],
) -> (Option<Attribute>, Option<Attribute>) {
    let args = body.attr(ctx, op, "arg_attrs").and_then(|a| {
        let old = a.array_elements(ctx)?;
        let mut new = Vec::with_capacity(widths.iter().sum());
        for (i, &w) in widths.iter().enumerate() {
            match (w, old.get(i)) {
                (1, Some(d)) => new.push(*d),
                _ => new.extend((0..w).map(|_| Attribute::empty_dictionary(ctx))),
            }
        }
        Some(Attribute::array(ctx, &new))
    });
    let results = body
        .attr(ctx, op, "res_attrs")
        .filter(|a| a.array_elements(ctx).is_some_and(|e| e.len() == 1));
    (args, results)
}

/// True if a function's signature and block arguments are LLVM's already.
pub fn is_converted(ctx: &Context, body: &Body, op: OpId, tc: &TypeConverter) -> bool {
    let Some((inputs, results)) = function_parts(ctx, body, op) else {
        return false;
    };
    let ok = |t: &Type| lt::is_compatible(ctx, *t) && tc.is_legal(ctx, *t);
    unsupported(ctx, body, op).is_none()
        && results.len() <= 1
        && inputs.iter().all(ok)
        && results.iter().all(ok)
}

fn lower_return(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let values = adaptor.flat();
    if values
        .iter()
        .any(|v| !lt::is_compatible(ctx, rw.body().value_type(*v)))
    {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let mut b = Builder::new(rw, loc);
    let operand: SmallVec<[Value; 1]> = match values.as_slice() {
        [] => SmallVec::new(),
        [one] => smallvec![*one],
        many => {
            let types: Vec<Type> = many.iter().map(|v| b.rw.body().value_type(*v)).collect();
            let st = lt::literal_struct(ctx, &types, false);
            smallvec![b.pack(st, many)]
        }
    };
    let state = b.state("llvm.return", &operand, &[], &[]);
    rw.replace_op_with_new(op, state);
    true
}

/// The bare pointer behind `v`: `v` itself, or the pointer an unrealized
/// cast turns into a descriptor.
fn bare_pointer(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    if lt::ptr_address_space(ctx, body.value_type(v)).is_some() {
        return Some(v);
    }
    let def = body.defining_op(v)?;
    if body.op_name(def).as_str(ctx) != "builtin.unrealized_conversion_cast"
        || body.num_operands(def) != 1
    {
        return None;
    }
    let input = body.operand(def, 0);
    lt::ptr_address_space(ctx, body.value_type(input)).map(|_| input)
}

fn lower_call(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    opts: LowerOptions,
    indirect: bool,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    // `func.call_indirect` passes its callee (a function value, now a
    // pointer) as the first operand of `llvm.call`.
    let callee = body.attr(ctx, op, "callee");
    if callee.is_none() != indirect {
        return false;
    }
    let original: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let Some(packed) = packed_result_type(ctx, &results, opts) else {
        return false;
    };
    let attrs = body.op_attrs(op);
    let loc = body.op_loc(op);
    let mut b = Builder::new(rw, loc);
    // Bare pointers get their static descriptors first, the last argument's
    // first, where upstream's argument materializations put them.
    let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
    for i in 0..original.len() {
        let Some(v) = adaptor.operand(i) else {
            return false;
        };
        operands.push(v);
    }
    if opts.use_bare_ptr_call_conv {
        for (i, t) in original.iter().enumerate().rev() {
            if can_be_bare(ctx, *t)
                && let Some(ptr) = bare_pointer(ctx, b.rw.body(), operands[i])
            {
                let Some(d) = build_static_descriptor(&mut b, *t, ptr, opts) else {
                    return false;
                };
                operands[i] = d;
            }
        }
    }
    let mut args: SmallVec<[Value; 8]> = SmallVec::new();
    for (i, t) in original.iter().enumerate() {
        let v = operands[i];
        if let TypeKind::MemRef { shape, .. } = t.kind(ctx) {
            if opts.use_bare_ptr_call_conv {
                // Every ranked memref passes its aligned pointer, as
                // upstream's operand promotion (static shape or not).
                let Some(ptr) = memref_descriptor_type(ctx, *t, opts)
                    .and_then(|d| lt::struct_body(ctx, d))
                    .and_then(|f| f.get(1).copied())
                else {
                    return false;
                };
                args.push(b.extract_value(v, &[1], ptr));
                continue;
            }
            let Some(fields) = signature_arg_types(ctx, *t, opts) else {
                return false;
            };
            let rank = shape.len() as i64;
            for k in 0..3 {
                args.push(b.extract_value(v, &[k], fields[k as usize]));
            }
            for which in [3, 4] {
                for d in 0..rank {
                    args.push(b.extract_value(v, &[which, d], Type::int(ctx, opts.index_bitwidth)));
                }
            }
        } else if let TypeKind::UnrankedMemRef { .. } = t.kind(ctx) {
            // An unranked descriptor is passed as its rank and its pointer.
            let Some(fields) = signature_arg_types(ctx, *t, opts) else {
                return false;
            };
            for (k, field) in fields.iter().enumerate().take(2) {
                args.push(b.extract_value(v, &[k as i64], *field));
            }
        } else {
            args.push(v);
        }
    }
    if args
        .iter()
        .any(|v| !lt::is_compatible(ctx, b.rw.body().value_type(*v)))
    {
        return false;
    }
    let n = i32::try_from(args.len()).unwrap_or(i32::MAX);
    let result_types: SmallVec<[Type; 1]> = if lt::is_void(ctx, packed) {
        SmallVec::new()
    } else {
        smallvec![packed]
    };
    let mut props = vec![(
        "operandSegmentSizes",
        Attribute::dense_i32_array(ctx, &[n, 0]),
    )];
    if let Some(callee) = callee {
        props.insert(0, ("callee", callee));
    }
    let mut state = b.state("llvm.call", &args, &result_types, &props);
    if !attrs.dict_entries(ctx).is_empty() {
        state.attrs = Some(attrs);
    }
    let call = b.rw.create(state);
    let raw: SmallVec<[Value; 4]> = if results.len() > 1 {
        let packed_value = b.rw.body().result(call, 0);
        let fields = lt::struct_body(ctx, packed).unwrap_or_default();
        fields
            .iter()
            .enumerate()
            .map(|(i, t)| b.extract_value(packed_value, &[i as i64], *t))
            .collect()
    } else {
        b.rw.body().results(call).collect()
    };
    let mut values: SmallVec<[Value; 4]> = SmallVec::new();
    for (v, t) in raw.iter().zip(&results) {
        let bare = opts.use_bare_ptr_call_conv
            && matches!(t.kind(ctx), TypeKind::MemRef { .. })
            && lt::ptr_address_space(ctx, b.rw.body().value_type(*v)).is_some();
        if bare {
            let Some(d) = build_static_descriptor(&mut b, *t, *v, opts) else {
                return false;
            };
            values.push(d);
        } else {
            values.push(*v);
        }
    }
    rw.replace_op(op, &values);
    true
}

/// Adds the `func` to LLVM patterns and the legality of converted functions.
pub fn populate_patterns(
    set: &mut ConversionPatternSet,
    target: &mut ConversionTarget,
    tc: &Arc<TypeConverter>,
    opts: LowerOptions,
) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("func.func", move |op, _, rw| {
            convert_signature(op, rw, &c, opts)
        })
        .with_type_converter(tc),
    );
    set.add(OpConversionPattern::new("func.return", lower_return).with_type_converter(tc));
    for (name, indirect) in [("func.call", false), ("func.call_indirect", true)] {
        set.add(
            OpConversionPattern::new(name, move |op, adaptor, rw| {
                lower_call(op, adaptor, rw, opts, indirect)
            })
            .with_type_converter(tc),
        );
    }
    let c = tc.clone();
    // Converted functions are legal; the others are of unknown legality
    // (not explicitly illegal), as upstream's partial conversion leaves them.
    target.add_dynamically_legal_op("func.func", move |ctx, body, op| {
        is_converted(ctx, body, op, &c).then_some(true)
    });
}

/// Attributes of `func.func` that `llvm.func` spells differently.
const FUNC_ATTRS: &[&str] = &["sym_name", "function_type", "arg_attrs", "res_attrs"];

/// Replaces every converted `func.func` in the module `module` (of `body`)
/// and in the modules nested in it, wherever the conversion reaches them
/// (also inside functions), by an `llvm.func` owning its body.
/// `wrapped` lists, for the modules with functions asking for C wrappers
/// (by their path from `body`), those functions with their original types
/// (see [`crate::c_interface::wrapped_functions`]).
pub fn finalize_functions(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    tc: &TypeConverter,
    wrapped: &[(ModulePath, Vec<Wrapped>)],
    opts: LowerOptions,
) {
    if let Some(mbody) = body.isolated_body_mut(module) {
        let mut path = ModulePath::new();
        path.push(module);
        finalize_body(ctx, mbody, &path, true, tc, wrapped, opts);
    }
}

/// Finalizes the functions of `body` (if it is a module's body; `path`
/// leads to it) and those of the modules nested in it, at any depth; the
/// bodies of its isolated operations are searched in parallel.
fn finalize_body(
    ctx: &Context,
    body: &mut Body,
    path: &[OpId],
    in_module: bool,
    tc: &TypeConverter,
    wrapped: &[(ModulePath, Vec<Wrapped>)],
    opts: LowerOptions,
) {
    let func_name = OperationName::new(ctx, "func.func");
    let module_name = OperationName::new(ctx, "builtin.module");
    let mut funcs = Vec::new();
    let mut isolated = Vec::new();
    for &r in body.root_regions() {
        body.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if in_module && b.op_name(o) == func_name {
                funcs.push(o);
            }
            // The walk would go on into the isolated bodies: they are
            // searched below, each on its own.
            if b.isolated_body(o).is_some() {
                isolated.push(o);
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
    }
    let mut jobs: Vec<(OpId, bool, Box<Body>)> = isolated
        .into_iter()
        .filter_map(|o| {
            let is_module = body.op_name(o) == module_name;
            Some((o, is_module, body.take_isolated_body(o)?))
        })
        .collect();
    let run = |(o, is_module, inner): &mut (OpId, bool, Box<Body>)| {
        let mut inner_path = ModulePath::from_slice(path);
        inner_path.push(*o);
        strata_ir::stack::grow(|| {
            finalize_body(ctx, inner, &inner_path, *is_module, tc, wrapped, opts);
        });
    };
    if jobs.len() > 1 {
        jobs.par_iter_mut().for_each(run);
    } else {
        jobs.iter_mut().for_each(run);
    }
    for (o, _, inner) in jobs {
        body.set_isolated_body(o, inner);
    }
    let wrapped: &[Wrapped] = match wrapped.iter().find(|(p, _)| p.as_slice() == path) {
        Some((_, functions)) if in_module => functions,
        _ => &[],
    };
    for f in funcs {
        if !is_converted(ctx, body, f, tc) {
            continue;
        }
        if let Some(state) = llvm_func_state(ctx, body, f) {
            let new = body.create_op(ctx, state);
            body.insert_op_before(f, new);
            body.erase_op(f);
            if let Some(w) = wrapped.iter().find(|w| w.func == f) {
                crate::c_interface::emit_wrapper(ctx, body, new, w, opts);
            }
        }
    }
}

fn llvm_func_state(ctx: &Context, body: &mut Body, f: OpId) -> Option<OperationState> {
    let (inputs, results) = function_parts(ctx, body, f)?;
    let result = results.first().copied().unwrap_or_else(|| lt::void(ctx));
    let fty = lt::func(ctx, result, &inputs, false);
    let mut props: Vec<(&str, Attribute)> = vec![
        ("sym_name", body.attr(ctx, f, "sym_name")?),
        ("function_type", Attribute::type_attr(ctx, fty)),
    ];
    for name in ["arg_attrs", "res_attrs"] {
        if let Some(a) = body.attr(ctx, f, name)
            && a.array_elements(ctx).is_some_and(|e| {
                e.len()
                    == if name == "arg_attrs" {
                        inputs.len()
                    } else {
                        results.len()
                    }
            })
        {
            props.push((name, a));
        }
    }
    let mut discardable: Vec<NamedAttr> = Vec::new();
    for source in [body.op_props(f), Some(body.op_attrs(f))]
        .into_iter()
        .flatten()
    {
        for e in source.dict_entries(ctx) {
            match e.name.as_str(ctx) {
                n if FUNC_ATTRS.contains(&n) => {}
                "sym_visibility" => props.push(("sym_visibility", e.value)),
                // `unsupported` has checked it is a `#llvm.linkage`.
                "llvm.linkage" => props.push(("linkage", e.value)),
                _ => discardable.push(*e),
            }
        }
    }
    let mut state = make_state(ctx, body.op_loc(f), "llvm.func", &[], &[], &props);
    if !discardable.is_empty() {
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &discardable));
    }
    let inner = body.take_isolated_body(f)?;
    state.regions = StateRegions::Isolated(inner);
    Some(state)
}
