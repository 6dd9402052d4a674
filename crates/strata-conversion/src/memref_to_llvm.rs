//! `--finalize-memref-to-llvm`: memref ops on seed 001's descriptors
//! (allocated pointer, aligned pointer, offset, sizes, strides). Buffers
//! come from `malloc`/`free` (or the generic `_mlir_memref_to_llvm_*`
//! functions) and `llvm.alloca`; element addresses are linearized from the
//! layout's strides and offset; globals become `llvm.mlir.global`; views
//! (`reinterpret_cast`, `extract_strided_metadata`, casts) rebuild or read
//! descriptors; `copy` is a `memcpy` for contiguous buffers, else a call
//! to the runtime's `memrefCopy` on unranked descriptors.

use std::sync::Arc;

use strata_dialect_llvm::directives::GEP_DYNAMIC_INDEX;
use strata_dialect_llvm::enums::{GEP_INBOUNDS, GEP_NUW, LINKAGE, OVERFLOW_NSW, OVERFLOW_NUW};
use strata_dialect_llvm::enums::{i32_attr, i64_attr};
use strata_dialect_llvm::types as lt;
use strata_ir::attributes::{dense_i32_values, dense_i64_values};
use strata_ir::memref_layout::{canonical_strides, strides_and_offset};
use strata_ir::types::DYNAMIC;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Ident, OpId, OperationState, StateRegions, Type, TypeKind,
    Value, WalkOrder, WalkResult,
};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, OpAdaptor, OpConversionPattern, TypeConverter,
};

use crate::llvm_common::{Builder, LowerOptions, convert_type, make_state};

mod aligned_alloc;
mod alloca_scope;
mod atomics;
mod descriptor;
mod reshape;
mod views;

use descriptor::{Descriptor, pointers};

type B<'a, 'b> = Builder<'a, ConversionRewriter<'b>>;

/// The parts of a ranked memref type: shape, element, address space.
fn ranked(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type, u32)> {
    match ty.kind(ctx) {
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Some((shape.to_vec(), *element, space_of(ctx, *memory_space)?)),
        _ => None,
    }
}

fn space_of(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    match space {
        None => Some(0),
        Some(a) => u32::try_from(a.int_value(ctx)?.sext_value()).ok(),
    }
}

fn has_identity_layout(ctx: &Context, ty: Type) -> bool {
    match ty.kind(ctx) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef {
            layout: Some(l),
            shape,
            ..
        } => match l.kind(ctx) {
            AttrKind::AffineMap(m) => m.is_identity(ctx) && m.num_dims as usize == shape.len(),
            // A strided layout is the identity when its map is `(d0) -> (d0)`.
            AttrKind::Strided { offset, strides } => *offset == 0 && **strides == [1],
            _ => false,
        },
        _ => false,
    }
}

fn index_type(ctx: &Context, opts: LowerOptions) -> Type {
    Type::int(ctx, opts.index_bitwidth)
}

/// An `llvm.mlir.constant(v : index)` of the converted index type.
fn index_const(b: &mut B<'_, '_>, v: i64, opts: LowerOptions) -> Value {
    let ctx = b.ctx();
    b.constant(
        Attribute::int(ctx, Type::index(ctx), v),
        index_type(ctx, opts),
    )
}

/// A GEP index: a constant or a value.
#[derive(Clone, Copy)]
enum Gep {
    Const(i32),
    Dyn(Value),
}

fn gep(b: &mut B<'_, '_>, base: Value, elem: Type, indices: &[Gep], flags: i64) -> Value {
    let ctx = b.ctx();
    let ty = b.rw.body().value_type(base);
    let mut operands = vec![base];
    let mut raw = Vec::with_capacity(indices.len());
    for i in indices {
        match *i {
            Gep::Const(c) => raw.push(c),
            Gep::Dyn(v) => {
                raw.push(GEP_DYNAMIC_INDEX);
                operands.push(v);
            }
        }
    }
    b.value(
        "llvm.getelementptr",
        &operands,
        ty,
        &[
            ("rawConstantIndices", Attribute::dense_i32_array(ctx, &raw)),
            ("elem_type", Attribute::type_attr(ctx, elem)),
            ("noWrapFlags", i32_attr(ctx, flags)),
        ],
    )
}

fn binary(b: &mut B<'_, '_>, name: &str, l: Value, r: Value, overflow: i64) -> Value {
    let ctx = b.ctx();
    let ty = b.rw.body().value_type(l);
    let props: Vec<(&str, Attribute)> = if name == "llvm.urem" {
        Vec::new()
    } else {
        vec![("overflowFlags", i32_attr(ctx, overflow))]
    };
    b.value(name, &[l, r], ty, &props)
}

/// The size of one `elem` in bytes: `ptrtoint(gep null[1])`.
fn size_in_bytes(b: &mut B<'_, '_>, elem: Type, opts: LowerOptions) -> Value {
    let ctx = b.ctx();
    let null = b.value("llvm.mlir.zero", &[], lt::ptr(ctx, 0), &[]);
    let p = gep(b, null, elem, &[Gep::Const(1)], 0);
    b.value("llvm.ptrtoint", &[p], index_type(ctx, opts), &[])
}

/// Upstream's `getMemRefDescriptorSizes`: the sizes (constants or the
/// dynamic operands), the row-major strides, and the element count or
/// (with `bytes`) the buffer size in bytes.
fn descriptor_sizes(
    b: &mut B<'_, '_>,
    shape: &[i64],
    elem: Type,
    dynamic: &[Value],
    bytes: bool,
    opts: LowerOptions,
) -> Option<(Vec<Value>, Vec<Value>, Value)> {
    let ctx = b.ctx();
    let mut dyn_iter = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &d in shape {
        sizes.push(if d == DYNAMIC {
            *dyn_iter.next()?
        } else {
            index_const(b, d, opts)
        });
    }
    let mut stride: i64 = 1;
    let mut running = index_const(b, 1, opts);
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let use_size = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.checked_mul(shape[i])?;
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            binary(b, "llvm.mul", running, sizes[i], 0)
        } else {
            index_const(b, stride, opts)
        };
    }
    let size = if bytes {
        let null = b.value("llvm.mlir.zero", &[], lt::ptr(ctx, 0), &[]);
        let p = gep(b, null, elem, &[Gep::Dyn(running)], 0);
        b.value("llvm.ptrtoint", &[p], index_type(ctx, opts), &[])
    } else {
        running
    };
    Some((sizes, strides, size))
}

/// Builds a descriptor of type `desc_ty`: both pointers, offset 0, sizes
/// then strides.
fn make_descriptor(
    b: &mut B<'_, '_>,
    desc_ty: Type,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
    opts: LowerOptions,
) -> Value {
    let mut d = Descriptor::poison(b, desc_ty);
    d.set_pointers(b, allocated, aligned);
    let zero = index_const(b, 0, opts);
    d.set_offset(b, zero);
    for (i, s) in sizes.iter().enumerate() {
        d.set_size(b, i, *s);
    }
    for (i, s) in strides.iter().enumerate() {
        d.set_stride(b, i, *s);
    }
    d.value()
}

fn call(b: &mut B<'_, '_>, callee: &str, args: &[Value], result: Option<Type>) -> OpId {
    let ctx = b.ctx();
    let n = i32::try_from(args.len()).unwrap_or(i32::MAX);
    let results: Vec<Type> = result.into_iter().collect();
    b.op(
        "llvm.call",
        args,
        &results,
        &[
            (
                "callee",
                Attribute::symbol_ref(ctx, Ident::new(ctx, callee), &[]),
            ),
            (
                "operandSegmentSizes",
                Attribute::dense_i32_array(ctx, &[n, 0]),
            ),
        ],
    )
}

/// The allocation and deallocation functions the options select.
fn alloc_fn(opts: LowerOptions) -> &'static str {
    match (opts.use_generic_functions, opts.use_aligned_alloc) {
        (true, false) => "_mlir_memref_to_llvm_alloc",
        (true, true) => "_mlir_memref_to_llvm_aligned_alloc",
        (false, false) => "malloc",
        (false, true) => "aligned_alloc",
    }
}

fn free_fn(opts: LowerOptions) -> &'static str {
    if opts.use_generic_functions {
        "_mlir_memref_to_llvm_free"
    } else {
        "free"
    }
}

/// The converted element type of a ranked memref with a strided layout.
fn element(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Type> {
    let (_, elem, _) = ranked(ctx, ty)?;
    convert_type(ctx, elem, opts)
}

fn lower_alloc(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
    stack: bool,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    let alignment = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value());
    let loc = body.op_loc(op);
    let Some((shape, elem_src, space)) = ranked(ctx, ty) else {
        return false;
    };
    let (Some(desc_ty), Some(elem)) = (tc.convert_type(ctx, ty), element(ctx, ty, opts)) else {
        return false;
    };
    if !has_identity_layout(ctx, ty) {
        return false;
    }
    let dynamic: Vec<Value> = adaptor.flat().to_vec();
    let mut b = Builder::new(rw, loc);
    let Some((sizes, strides, size)) =
        descriptor_sizes(&mut b, &shape, elem, &dynamic, !stack, opts)
    else {
        return false;
    };
    let ptr_ty = lt::ptr(ctx, space);
    let (allocated, aligned) = if stack {
        let mut props = vec![("elem_type", Attribute::type_attr(ctx, elem))];
        if let Some(a) = alignment.filter(|a| *a != 0) {
            props.push(("alignment", i64_attr(ctx, a)));
        }
        let p = b.value("llvm.alloca", &[size], ptr_ty, &props);
        (p, p)
    } else {
        let align = match alignment {
            Some(a) => Some(index_const(&mut b, a, opts)),
            None if !is_scalar(ctx, elem_src) => Some(size_in_bytes(&mut b, elem, opts)),
            None => None,
        };
        let total = match align {
            Some(a) => binary(&mut b, "llvm.add", size, a, 0),
            None => size,
        };
        let c = call(&mut b, alloc_fn(opts), &[total], Some(lt::ptr(ctx, 0)));
        let mut allocated = b.rw.body().result(c, 0);
        if space != 0 {
            allocated = b.value("llvm.addrspacecast", &[allocated], ptr_ty, &[]);
        }
        let aligned = match align {
            Some(a) => {
                let index = index_type(ctx, opts);
                let as_int = b.value("llvm.ptrtoint", &[allocated], index, &[]);
                let one = index_const(&mut b, 1, opts);
                let bump = binary(&mut b, "llvm.sub", a, one, 0);
                let bumped = binary(&mut b, "llvm.add", as_int, bump, 0);
                let rem = binary(&mut b, "llvm.urem", bumped, a, 0);
                let v = binary(&mut b, "llvm.sub", bumped, rem, 0);
                b.value("llvm.inttoptr", &[v], ptr_ty, &[])
            }
            None => allocated,
        };
        (allocated, aligned)
    };
    let d = make_descriptor(&mut b, desc_ty, allocated, aligned, &sizes, &strides, opts);
    rw.replace_op(op, &[d]);
    true
}

/// Signless integers, `index` and floats (malloc's own alignment suffices).
fn is_scalar(ctx: &Context, ty: Type) -> bool {
    matches!(
        ty.kind(ctx),
        TypeKind::Integer {
            signedness: strata_ir::types::Signedness::Signless,
            ..
        } | TypeKind::Index
            | TypeKind::Float(_)
    )
}

fn lower_dealloc(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let Some((_, _, space)) = ranked(ctx, ty) else {
        return false;
    };
    let Some(desc) = adaptor.operand(0) else {
        return false;
    };
    let loc = body.op_loc(op);
    let mut b = Builder::new(rw, loc);
    let mut p = b.extract_value(desc, &[0], lt::ptr(ctx, space));
    if space != 0 {
        p = b.value("llvm.addrspacecast", &[p], lt::ptr(ctx, 0), &[]);
    }
    call(&mut b, free_fn(opts), &[p], None);
    rw.erase_op(op);
    true
}

/// Upstream's `getStridedElementPtr`: the address of the element at
/// `indices` from the layout's strides and offset (an in-bounds, no-wrap
/// address).
fn element_ptr(
    b: &mut B<'_, '_>,
    ty: Type,
    desc: Value,
    indices: &[Value],
    opts: LowerOptions,
) -> Option<Value> {
    element_ptr_with(b, ty, desc, indices, opts, true)
}

/// [`element_ptr`], with or without the in-bounds and no-wrap flags.
fn element_ptr_with(
    b: &mut B<'_, '_>,
    ty: Type,
    desc: Value,
    indices: &[Value],
    opts: LowerOptions,
    no_wrap: bool,
) -> Option<Value> {
    let ctx = b.ctx();
    let (_, _, space) = ranked(ctx, ty)?;
    let elem = element(ctx, ty, opts)?;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let index = index_type(ctx, opts);
    let ptr_ty = lt::ptr(ctx, space);
    let mut base = b.extract_value(desc, &[1], ptr_ty);
    if offset != 0 {
        let off = if offset == DYNAMIC {
            b.extract_value(desc, &[2], index)
        } else {
            index_const(b, offset, opts)
        };
        base = gep(b, base, elem, &[Gep::Dyn(off)], 0);
    }
    let flags = if no_wrap {
        OVERFLOW_NSW | OVERFLOW_NUW
    } else {
        0
    };
    let mut linear: Option<Value> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let mut inc = idx;
        let s = *strides.get(i)?;
        if s != 1 {
            let sv = if s == DYNAMIC {
                b.extract_value(desc, &[4, i as i64], index)
            } else {
                index_const(b, s, opts)
            };
            inc = binary(b, "llvm.mul", inc, sv, flags);
        }
        linear = Some(match linear {
            Some(l) => binary(b, "llvm.add", l, inc, flags),
            None => inc,
        });
    }
    Some(match linear {
        Some(l) => {
            let gep_flags = if no_wrap { GEP_INBOUNDS | GEP_NUW } else { 0 };
            gep(b, base, elem, &[Gep::Dyn(l)], gep_flags)
        }
        None => base,
    })
}

/// The `alignment` and `nontemporal` properties of a load or store.
fn access_props(ctx: &Context, body: &Body, op: OpId) -> Vec<(&'static str, Attribute)> {
    let mut props = Vec::new();
    if let Some(a) = body.attr(ctx, op, "alignment")
        && let Some(v) = a.int_value(ctx)
        && v.sext_value() != 0
    {
        props.push(("alignment", i64_attr(ctx, v.sext_value())));
    }
    if body
        .attr(ctx, op, "nontemporal")
        .is_some_and(|a| a == Attribute::bool(ctx, true))
    {
        props.push(("nontemporal", Attribute::unit(ctx)));
    }
    props
}

fn lower_load(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let props = access_props(ctx, body, op);
    let loc = body.op_loc(op);
    let values = adaptor.flat();
    let (Some(elem), Some((&desc, indices))) = (element(ctx, ty, opts), values.split_first())
    else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let Some(p) = element_ptr(&mut b, ty, desc, indices, opts) else {
        return false;
    };
    let state = b.state("llvm.load", &[p], &[elem], &props);
    rw.replace_op_with_new(op, state);
    true
}

fn lower_store(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 1));
    let props = access_props(ctx, body, op);
    let loc = body.op_loc(op);
    let values = adaptor.flat();
    let [value, desc, indices @ ..] = values.as_slice() else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let Some(p) = element_ptr(&mut b, ty, *desc, indices, opts) else {
        return false;
    };
    let state = b.state("llvm.store", &[*value, p], &[], &props);
    rw.replace_op_with_new(op, state);
    true
}

/// The constant value of `v`, looking through an unrealized cast of a
/// constant (an index constant already lowered).
fn constant_index(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let mut def = body.defining_op(v)?;
    if body.op_name(def).as_str(ctx) == "builtin.unrealized_conversion_cast"
        && body.num_operands(def) == 1
    {
        def = body.defining_op(body.operand(def, 0))?;
    }
    let a = body.attr(ctx, def, "value")?;
    if !matches!(
        body.op_name(def).as_str(ctx),
        "arith.constant" | "llvm.mlir.constant"
    ) {
        return None;
    }
    Some(a.int_value(ctx)?.sext_value())
}

fn lower_dim(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let Some((shape, _, _)) = ranked(ctx, ty) else {
        return false;
    };
    let constant = constant_index(ctx, body, body.operand(op, 1));
    let loc = body.op_loc(op);
    let (Some(desc), Some(index_value)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    let index = index_type(ctx, opts);
    let mut b = Builder::new(rw, loc);
    let rank = shape.len();
    let v = match constant
        .and_then(|i| usize::try_from(i).ok())
        .filter(|i| *i < rank)
    {
        Some(i) if shape[i] == DYNAMIC => b.extract_value(desc, &[3, i as i64], index),
        Some(i) => index_const(&mut b, shape[i], opts),
        None => {
            let arr = lt::array(ctx, index, rank as u64);
            let one = index_const(&mut b, 1, opts);
            let sizes = b.extract_value(desc, &[3], arr);
            let p = b.value(
                "llvm.alloca",
                &[one],
                lt::ptr(ctx, 0),
                &[("elem_type", Attribute::type_attr(ctx, arr))],
            );
            b.op("llvm.store", &[sizes, p], &[], &[]);
            let q = gep(&mut b, p, arr, &[Gep::Const(0), Gep::Dyn(index_value)], 0);
            b.value("llvm.load", &[q], index, &[])
        }
    };
    rw.replace_op(op, &[v]);
    true
}

/// The first element of a dense integer or float elements attribute, as a
/// scalar attribute (the initializer of a rank-0 global).
fn first_element(ctx: &Context, attr: Attribute) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, data, .. } = attr.kind(ctx) else {
        return None;
    };
    let elem = ty.element_type(ctx)?;
    match elem.kind(ctx) {
        TypeKind::Float(sem) => {
            let n = sem.bit_width().div_ceil(8) as usize;
            let mut raw = [0u8; 16];
            raw.get_mut(..n)?.copy_from_slice(data.get(..n)?);
            let v = strata_support::apfloat::APFloat::from_bits(*sem, u128::from_le_bytes(raw));
            Some(Attribute::float(ctx, elem, v))
        }
        _ => {
            let w = elem.int_width(ctx)?;
            let bytes = data.get(..w.div_ceil(8) as usize)?;
            let v = strata_support::apint::APInt::from_le_bytes(w, bytes);
            Some(Attribute::integer(ctx, elem, &v))
        }
    }
}

/// The LLVM type of a global's storage: nested arrays of the element (the
/// element itself at rank 0).
fn global_type(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Type> {
    let (shape, _, _) = ranked(ctx, ty)?;
    let mut t = element(ctx, ty, opts)?;
    for d in shape.iter().rev() {
        t = lt::array(ctx, t, u64::try_from(*d).ok()?);
    }
    Some(t)
}

fn lower_global(
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(ty) = body.attr(ctx, op, "type").and_then(|a| a.type_value(ctx)) else {
        return false;
    };
    if !has_identity_layout(ctx, ty) {
        return false;
    }
    let (Some(gty), Some((shape, _, space))) = (global_type(ctx, ty, opts), ranked(ctx, ty)) else {
        return false;
    };
    let Some(name) = body.attr(ctx, op, "sym_name") else {
        return false;
    };
    let private = body
        .attr(ctx, op, "sym_visibility")
        .and_then(|a| a.str_value(ctx).map(|s| s == "private"))
        .unwrap_or(false);
    let initial = body.attr(ctx, op, "initial_value");
    let uninitialized = initial.is_some_and(|a| matches!(a.kind(ctx), AttrKind::Unit));
    let mut props = vec![
        ("global_type", Attribute::type_attr(ctx, gty)),
        ("sym_name", name),
        ("linkage", LINKAGE.attr(ctx, if private { 0 } else { 10 })),
        ("addr_space", i32_attr(ctx, i64::from(space))),
    ];
    if body.attr(ctx, op, "constant").is_some() {
        props.push(("constant", Attribute::unit(ctx)));
    }
    if let Some(init) = initial.filter(|_| !uninitialized) {
        let value = if shape.is_empty() {
            match first_element(ctx, init) {
                Some(v) => v,
                None => return false,
            }
        } else {
            init
        };
        props.push(("value", value));
    }
    if let Some(a) = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
    {
        props.push(("alignment", i64_attr(ctx, a.sext_value())));
    }
    let loc = body.op_loc(op);
    let mut state = make_state(ctx, loc, "llvm.mlir.global", &[], &[], &props);
    let mut inner = Body::with_root_regions(1);
    if uninitialized && let Some(&region) = inner.root_regions().first() {
        let block = inner.create_block();
        inner.append_block(region, block);
        let undef = inner.create_op(
            ctx,
            make_state(ctx, loc, "llvm.mlir.undef", &[], &[gty], &[]),
        );
        inner.append_op(block, undef);
        let v = inner.result(undef, 0);
        let ret = inner.create_op(ctx, make_state(ctx, loc, "llvm.return", &[v], &[], &[]));
        inner.append_op(block, ret);
    }
    state.regions = StateRegions::Isolated(Box::new(inner));
    rw.replace_op_with_new(op, state);
    true
}

fn lower_get_global(
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    let Some(name) = body.attr(ctx, op, "name") else {
        return false;
    };
    let loc = body.op_loc(op);
    let (Some(desc_ty), Some(gty), Some(elem), Some((shape, _, space))) = (
        tc.convert_type(ctx, ty),
        global_type(ctx, ty, opts),
        element(ctx, ty, opts),
        ranked(ctx, ty),
    ) else {
        return false;
    };
    if !has_identity_layout(ctx, ty) {
        return false;
    }
    let mut b = Builder::new(rw, loc);
    let Some((sizes, strides, _)) = descriptor_sizes(&mut b, &shape, elem, &[], true, opts) else {
        return false;
    };
    let ptr_ty = lt::ptr(ctx, space);
    let addr = b.value("llvm.mlir.addressof", &[], ptr_ty, &[("global_name", name)]);
    let zeros = vec![Gep::Const(0); shape.len() + 1];
    let first = gep(&mut b, addr, gty, &zeros, 0);
    let dead = b.constant(
        Attribute::int(ctx, Type::index(ctx), 0xdead_beef),
        Type::int(ctx, 64),
    );
    let dead_ptr = b.value("llvm.inttoptr", &[dead], ptr_ty, &[]);
    let d = make_descriptor(&mut b, desc_ty, dead_ptr, first, &sizes, &strides, opts);
    rw.replace_op(op, &[d]);
    true
}

/// Stores a descriptor in a stack slot (upstream's
/// `promoteOneMemRefDescriptor`) and returns the slot.
fn promote(b: &mut B<'_, '_>, desc: Value) -> Value {
    let ctx = b.ctx();
    let ty = b.rw.body().value_type(desc);
    let one = b.constant(Attribute::int(ctx, Type::index(ctx), 1), Type::int(ctx, 64));
    let p = b.value(
        "llvm.alloca",
        &[one],
        lt::ptr(ctx, 0),
        &[("elem_type", Attribute::type_attr(ctx, ty))],
    );
    b.op("llvm.store", &[desc, p], &[], &[]);
    p
}

fn unranked_type(ctx: &Context, opts: LowerOptions) -> Type {
    lt::literal_struct(ctx, &[index_type(ctx, opts), lt::ptr(ctx, 0)], false)
}

fn lower_cast(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.value_type(body.operand(op, 0));
    let dst = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    let (Some(from), Some(to), Some(v)) = (
        tc.convert_type(ctx, src),
        tc.convert_type(ctx, dst),
        adaptor.operand(0),
    ) else {
        return false;
    };
    match (ranked(ctx, src), ranked(ctx, dst)) {
        (Some(_), Some(_)) => {
            if from != to {
                return false;
            }
            rw.replace_op(op, &[v]);
        }
        (Some((shape, _, _)), None) => {
            let mut b = Builder::new(rw, loc);
            let p = promote(&mut b, v);
            let rank = index_const(&mut b, shape.len() as i64, opts);
            let d = b.pack(to, &[rank, p]);
            rw.replace_op(op, &[d]);
        }
        (None, Some(_)) => {
            let mut b = Builder::new(rw, loc);
            let p = b.extract_value(v, &[1], lt::ptr(ctx, 0));
            let d = b.value("llvm.load", &[p], to, &[]);
            rw.replace_op(op, &[d]);
        }
        (None, None) => return false,
    }
    true
}

/// True if a copy of this type can be a `memcpy` (identity layout, or a
/// static contiguous row-major one).
fn is_contiguous(ctx: &Context, ty: Type) -> bool {
    let Some((shape, _, _)) = ranked(ctx, ty) else {
        return false;
    };
    if has_identity_layout(ctx, ty) {
        return true;
    }
    if shape.iter().any(|d| *d == DYNAMIC || *d <= 0) {
        return false;
    }
    strides_and_offset(ctx, ty).is_some_and(|(strides, _)| {
        let canonical = canonical_strides(&shape);
        strides
            .iter()
            .zip(&canonical)
            .zip(&shape)
            .all(|((s, c), d)| s == c || *d == 1)
    })
}

fn lower_copy(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src_ty = body.value_type(body.operand(op, 0));
    let dst_ty = body.value_type(body.operand(op, 1));
    let loc = body.op_loc(op);
    let (Some(src), Some(dst)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    let elem_src = match src_ty.kind(ctx) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => return false,
    };
    let Some(elem) = convert_type(ctx, elem_src, opts) else {
        return false;
    };
    let index = index_type(ctx, opts);
    let mut b = Builder::new(rw, loc);
    if is_contiguous(ctx, src_ty) && is_contiguous(ctx, dst_ty) {
        let Some((shape, _, space)) = ranked(ctx, src_ty) else {
            return false;
        };
        let mut n = index_const(&mut b, 1, opts);
        for i in 0..shape.len() {
            let s = b.extract_value(src, &[3, i as i64], index);
            n = binary(&mut b, "llvm.mul", n, s, 0);
        }
        let esize = size_in_bytes(&mut b, elem, opts);
        let total = binary(&mut b, "llvm.mul", n, esize, 0);
        let ptr_at = |b: &mut B<'_, '_>, desc: Value, space: u32| {
            let base = b.extract_value(desc, &[1], lt::ptr(ctx, space));
            let off = b.extract_value(desc, &[2], index);
            gep(b, base, elem, &[Gep::Dyn(off)], 0)
        };
        let s = ptr_at(&mut b, src, space);
        let dst_space = ranked(ctx, dst_ty).map_or(0, |(_, _, sp)| sp);
        let d = ptr_at(&mut b, dst, dst_space);
        b.op(
            "llvm.intr.memcpy",
            &[d, s, total],
            &[],
            &[("isVolatile", Attribute::bool(ctx, false))],
        );
    } else {
        let ptr = lt::ptr(ctx, 0);
        let saved = b.value("llvm.intr.stacksave", &[], ptr, &[]);
        let unranked = unranked_type(ctx, opts);
        let make_unranked = |b: &mut B<'_, '_>, desc: Value, ty: Type| match ranked(ctx, ty) {
            Some((shape, _, _)) => {
                let rank = b.constant(Attribute::int(ctx, index, shape.len() as i64), index);
                let p = promote(b, desc);
                b.pack(unranked, &[rank, p])
            }
            None => desc,
        };
        let us = make_unranked(&mut b, src, src_ty);
        let ud = make_unranked(&mut b, dst, dst_ty);
        let one = index_const(&mut b, 1, opts);
        let slot = |b: &mut B<'_, '_>, v: Value| {
            let ty = b.rw.body().value_type(v);
            let p = b.value(
                "llvm.alloca",
                &[one],
                ptr,
                &[("elem_type", Attribute::type_attr(ctx, ty))],
            );
            b.op("llvm.store", &[v, p], &[], &[]);
            p
        };
        let ps = slot(&mut b, us);
        let pd = slot(&mut b, ud);
        let esize = size_in_bytes(&mut b, elem, opts);
        call(&mut b, "memrefCopy", &[esize, ps, pd], None);
        b.op("llvm.intr.stackrestore", &[saved], &[], &[]);
    }
    rw.erase_op(op);
    true
}

/// The operand groups of `op` by its `operandSegmentSizes`.
fn segments(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<usize>> {
    let a = body.attr(ctx, op, "operandSegmentSizes")?;
    dense_i32_values(ctx, a)?
        .iter()
        .map(|n| usize::try_from(*n).ok())
        .collect()
}

fn static_array(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Vec<i64>> {
    dense_i64_values(ctx, body.attr(ctx, op, name)?)
}

fn lower_reinterpret_cast(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src_ty = body.value_type(body.operand(op, 0));
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    let (Some(segs), Some(offsets), Some(sizes), Some(strides)) = (
        segments(ctx, body, op),
        static_array(ctx, body, op, "static_offsets"),
        static_array(ctx, body, op, "static_sizes"),
        static_array(ctx, body, op, "static_strides"),
    ) else {
        return false;
    };
    let Some(desc_ty) = tc.convert_type(ctx, ty) else {
        return false;
    };
    let source_space = match src_ty.kind(ctx) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            space_of(ctx, *memory_space)
        }
        _ => None,
    };
    let Some(space) = source_space else {
        return false;
    };
    let unranked = ranked(ctx, src_ty).is_none();
    let values = adaptor.flat();
    let (Some(&src), [_, n_off, n_sizes, _]) = (values.first(), segs.as_slice()) else {
        return false;
    };
    let rest = &values[1..];
    let (dyn_off, rest) = rest.split_at((*n_off).min(rest.len()));
    let (dyn_sizes, dyn_strides) = rest.split_at((*n_sizes).min(rest.len()));
    let mut b = Builder::new(rw, loc);
    let mut d = Descriptor::poison(&mut b, desc_ty);
    let ptr = lt::ptr(ctx, space);
    let (allocated, aligned) = if unranked {
        // The pointers are the first two fields of the ranked descriptor
        // the unranked one points to.
        let p = b.extract_value(src, &[1], lt::ptr(ctx, 0));
        let allocated = b.value("llvm.load", &[p], ptr, &[]);
        let q = gep(&mut b, p, ptr, &[Gep::Const(1)], 0);
        (allocated, b.value("llvm.load", &[q], ptr, &[]))
    } else {
        pointers(&mut b, src, space)
    };
    d.set_pointers(&mut b, allocated, aligned);
    let pick = |b: &mut B<'_, '_>, s: i64, dynamic: &mut std::slice::Iter<'_, Value>| {
        if s == DYNAMIC {
            dynamic.next().copied()
        } else {
            Some(index_const(b, s, opts))
        }
    };
    let Some(off) = offsets
        .first()
        .and_then(|o| pick(&mut b, *o, &mut dyn_off.iter()))
    else {
        return false;
    };
    d.set_offset(&mut b, off);
    let (mut si, mut ti) = (dyn_sizes.iter(), dyn_strides.iter());
    for (i, (sz, st)) in sizes.iter().zip(&strides).enumerate() {
        let Some(v) = pick(&mut b, *sz, &mut si) else {
            return false;
        };
        d.set_size(&mut b, i, v);
        let Some(v) = pick(&mut b, *st, &mut ti) else {
            return false;
        };
        d.set_stride(&mut b, i, v);
    }
    rw.replace_op(op, &[d.value()]);
    true
}

fn lower_extract_strided_metadata(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src_ty = body.value_type(body.operand(op, 0));
    let base_ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    let (Some((shape, _, space)), Some(base_desc_ty), Some(src)) = (
        ranked(ctx, src_ty),
        tc.convert_type(ctx, base_ty),
        adaptor.operand(0),
    ) else {
        return false;
    };
    let index = index_type(ctx, opts);
    let mut b = Builder::new(rw, loc);
    let (allocated, aligned) = pointers(&mut b, src, space);
    let base = make_descriptor(&mut b, base_desc_ty, allocated, aligned, &[], &[], opts);
    let mut results = vec![base, b.extract_value(src, &[2], index)];
    for which in [3, 4] {
        for i in 0..shape.len() {
            results.push(b.extract_value(src, &[which, i as i64], index));
        }
    }
    rw.replace_op(op, &results);
    true
}

/// A memref op's lowering: the op, its converted operands, the rewriter,
/// the type converter and the options; false if it does not apply.
type Lowering =
    fn(OpId, &OpAdaptor, &mut ConversionRewriter<'_>, &TypeConverter, LowerOptions) -> bool;

fn lower_heap_alloc(
    op: OpId,
    a: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    if opts.use_aligned_alloc {
        return aligned_alloc::lower_aligned_alloc(op, a, rw, tc, opts);
    }
    lower_alloc(op, a, rw, tc, opts, false)
}

fn lower_stack_alloc(
    op: OpId,
    a: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    lower_alloc(op, a, rw, tc, opts, true)
}

/// Each memref op lowered, with its lowering.
const LOWERINGS: &[(&str, Lowering)] = &[
    ("memref.alloc", lower_heap_alloc),
    ("memref.alloca", lower_stack_alloc),
    ("memref.dealloc", lower_dealloc),
    ("memref.load", lower_load),
    ("memref.store", lower_store),
    ("memref.dim", lower_dim),
    ("memref.global", lower_global),
    ("memref.get_global", lower_get_global),
    ("memref.cast", lower_cast),
    ("memref.copy", lower_copy),
    ("memref.reinterpret_cast", lower_reinterpret_cast),
    (
        "memref.extract_strided_metadata",
        lower_extract_strided_metadata,
    ),
    ("memref.atomic_rmw", atomics::lower_atomic_rmw),
    ("memref.assume_alignment", atomics::lower_assume_alignment),
    ("memref.alloca_scope", alloca_scope::lower_alloca_scope),
];

/// Adds the `memref` to LLVM patterns.
pub fn populate_patterns(
    set: &mut ConversionPatternSet,
    tc: &Arc<TypeConverter>,
    opts: LowerOptions,
) {
    let lists = [LOWERINGS, views::LOWERINGS, reshape::LOWERINGS];
    for &(name, lower) in lists.into_iter().flatten() {
        let c = tc.clone();
        set.add(
            OpConversionPattern::new(name, move |op, a, rw| lower(op, a, rw, &c, opts))
                .with_type_converter(tc),
        );
    }
    let lowered: Arc<Vec<String>> = Arc::new(set.roots().map(str::to_string).collect());
    set.add(
        OpConversionPattern::new("memref.generic_atomic_rmw", move |op, a, rw| {
            atomics::lower_generic_atomic_rmw(op, a, rw, opts, &lowered)
        })
        .with_type_converter(tc),
    );
}

/// Declares, at the start of `module`, the runtime functions the memref
/// ops in it (not those of the modules nested in it) will call (`malloc`, `free`, `memrefCopy` or the generic
/// functions), each once and in upstream's order (the most recently needed
/// first), unless a symbol of that name exists.
pub fn declare_runtime_functions(ctx: &Context, body: &mut Body, module: OpId, opts: LowerOptions) {
    let mut needed: Vec<&'static str> = Vec::new();
    let mut existing: Vec<String> = Vec::new();
    let index = index_type(ctx, opts);
    let loc = body.op_loc(module);
    let Some(mbody) = body.isolated_body_mut(module) else {
        return;
    };
    mbody.walk(WalkOrder::PreOrder, &mut |b, op| {
        let name = match b.op_name(op).as_str(ctx) {
            // A nested module declares what its own operations call.
            "builtin.module" => return WalkResult::Skip,
            "memref.alloc" => Some(alloc_fn(opts)),
            "memref.dealloc" => Some(free_fn(opts)),
            "memref.copy" => {
                let t = |i| b.value_type(b.operand(op, i));
                (!(is_contiguous(ctx, t(0)) && is_contiguous(ctx, t(1)))).then_some("memrefCopy")
            }
            _ => None,
        };
        // An op whose memrefs have no LLVM type stays, calling nothing.
        let lowered = || {
            b.operands(op)
                .chain(b.results(op))
                .all(|v| convert_type(ctx, b.value_type(v), opts).is_some())
        };
        if let Some(n) = name
            && !needed.contains(&n)
            && lowered()
        {
            needed.push(n);
        }
        WalkResult::Advance
    });
    let Some(&region) = mbody.root_regions().first() else {
        return;
    };
    let Some(block) = mbody.region_blocks(region).next() else {
        return;
    };
    for op in mbody.block_ops(block) {
        if let Some(s) = mbody
            .attr(ctx, op, "sym_name")
            .and_then(|a| a.str_value(ctx))
        {
            existing.push(s.to_string());
        }
    }
    let ptr = lt::ptr(ctx, 0);
    let void = lt::void(ctx);
    for name in needed {
        if existing.iter().any(|e| e == name) {
            continue;
        }
        let fty = match name {
            "malloc" | "_mlir_memref_to_llvm_alloc" => lt::func(ctx, ptr, &[index], false),
            "aligned_alloc" | "_mlir_memref_to_llvm_aligned_alloc" => {
                lt::func(ctx, ptr, &[index, index], false)
            }
            "memrefCopy" => lt::func(ctx, void, &[index, ptr, ptr], false),
            _ => lt::func(ctx, void, &[ptr], false),
        };
        let state = declaration(ctx, name, fty, loc);
        let decl = mbody.create_op(ctx, state);
        match mbody.first_op(block) {
            Some(first) => mbody.insert_op_before(first, decl),
            None => mbody.append_op(block, decl),
        }
    }
}

fn declaration(ctx: &Context, name: &str, fty: Type, loc: strata_ir::Location) -> OperationState {
    let mut state = make_state(
        ctx,
        loc,
        "llvm.func",
        &[],
        &[],
        &[
            ("sym_name", Attribute::string(ctx, name)),
            ("function_type", Attribute::type_attr(ctx, fty)),
        ],
    );
    state.regions = StateRegions::Isolated(Box::new(Body::with_root_regions(1)));
    state
}
