//! `llvm.emit_c_interface`: the `_mlir_ciface_<name>` wrappers upstream's
//! func-to-llvm adds for functions carrying that attribute. Memref
//! arguments travel as pointers to their descriptors, and a struct result
//! (a descriptor or several packed results) through a pointer passed first.
//!
//! A definition gets a wrapper that loads the descriptors, calls it and
//! stores the result; a declaration becomes a private function that
//! spills its descriptors to the stack and calls the (declared) wrapper.

use strata_dialect_llvm::enums::LINKAGE;
use strata_dialect_llvm::types as lt;
use strata_ir::{
    Attribute, BlockId, Body, Context, Ident, Location, OpId, OperationState, StateRegions, Type,
    TypeKind, Value,
};

use crate::llvm_common::{LowerOptions, convert_type, make_state, packed_result_type};

/// The attribute asking for the wrappers.
pub const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";

/// A function asking for a C wrapper, as it was before its conversion.
#[derive(Clone, Copy, Debug)]
pub struct Wrapped {
    /// The `func.func`.
    pub func: OpId,
    /// Its original (builtin) function type.
    pub ty: Type,
    /// Its original argument attributes, one dictionary per argument.
    pub arg_attrs: Option<Attribute>,
    /// Its original result attributes.
    pub res_attrs: Option<Attribute>,
}

/// The `func.func`s directly in `module` that ask for C wrappers, taken
/// before their conversion.
pub fn wrapped_functions(ctx: &Context, body: &Body, module: OpId) -> Vec<Wrapped> {
    let Some(mbody) = body.isolated_body(module) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &r in mbody.root_regions() {
        for b in mbody.region_blocks(r) {
            for op in mbody.block_ops(b) {
                if mbody.op_name(op).as_str(ctx) == "func.func"
                    && mbody.attr(ctx, op, EMIT_C_INTERFACE).is_some()
                    && let Some(t) = mbody
                        .attr(ctx, op, "function_type")
                        .and_then(|a| a.type_value(ctx))
                {
                    out.push(Wrapped {
                        func: op,
                        ty: t,
                        arg_attrs: mbody.attr(ctx, op, "arg_attrs"),
                        res_attrs: mbody.attr(ctx, op, "res_attrs"),
                    });
                }
            }
        }
    }
    out
}

/// The wrapper's signature: its inputs and result, and the packed result
/// struct returned through the first argument, if any.
struct Wrapper {
    inputs: Vec<Type>,
    result: Type,
    result_struct: Option<Type>,
}

fn wrapper_signature(ctx: &Context, fty: Type, opts: LowerOptions) -> Option<Wrapper> {
    let (inputs, results) = fty.function_parts(ctx)?;
    let ptr = lt::ptr(ctx, 0);
    let packed = packed_result_type(ctx, results, opts)?;
    let result_struct = lt::struct_body(ctx, packed).map(|_| packed);
    let mut wrapped = Vec::new();
    if result_struct.is_some() {
        wrapped.push(ptr);
    }
    for t in inputs {
        convert_type(ctx, *t, opts)?;
        wrapped.push(if is_memref(ctx, *t) {
            ptr
        } else {
            convert_type(ctx, *t, opts)?
        });
    }
    Some(Wrapper {
        inputs: wrapped,
        result: if result_struct.is_some() {
            lt::void(ctx)
        } else {
            packed
        },
        result_struct,
    })
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// Appends ops to one block of a body.
struct Emitter<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    block: BlockId,
    loc: Location,
}

impl Emitter<'_> {
    fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let state = make_state(self.ctx, self.loc, name, operands, results, props);
        let op = self.body.create_op(self.ctx, state);
        self.body.append_op(self.block, op);
        op
    }

    fn value(
        &mut self,
        name: &str,
        operands: &[Value],
        result: Type,
        props: &[(&str, Attribute)],
    ) -> Value {
        let op = self.op(name, operands, &[result], props);
        self.body.result(op, 0)
    }

    fn position(&self, pos: &[i64]) -> (&'static str, Attribute) {
        ("position", Attribute::dense_i64_array(self.ctx, pos))
    }

    fn extract(&mut self, agg: Value, pos: &[i64], ty: Type) -> Value {
        let p = self.position(pos);
        self.value("llvm.extractvalue", &[agg], ty, &[p])
    }

    fn insert(&mut self, agg: Value, v: Value, pos: &[i64]) -> Value {
        let ty = self.body.value_type(agg);
        let p = self.position(pos);
        self.value("llvm.insertvalue", &[agg, v], ty, &[p])
    }

    fn one(&mut self, opts: LowerOptions) -> Value {
        let index = Type::int(self.ctx, opts.index_bitwidth);
        let attr = Attribute::int(self.ctx, Type::index(self.ctx), 1);
        self.value("llvm.mlir.constant", &[], index, &[("value", attr)])
    }

    fn call(&mut self, callee: &str, args: &[Value], result: Type) -> OpId {
        let ctx = self.ctx;
        let n = i32::try_from(args.len()).unwrap_or(i32::MAX);
        let results: Vec<Type> = (!lt::is_void(ctx, result))
            .then_some(result)
            .into_iter()
            .collect();
        self.op(
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

    fn ret(&mut self, values: &[Value]) {
        self.op("llvm.return", values, &[], &[]);
    }
}

/// The positions of a descriptor's fields in unpacked order: the two
/// pointers and offset, then every size, then every stride (ranked), or
/// the rank and pointer (unranked).
fn field_positions(ctx: &Context, ty: Type) -> Vec<Vec<i64>> {
    match ty.kind(ctx) {
        TypeKind::MemRef { shape, .. } => {
            let rank = shape.len() as i64;
            let mut v: Vec<Vec<i64>> = (0..3).map(|i| vec![i]).collect();
            v.extend((0..rank).map(|d| vec![3, d]));
            v.extend((0..rank).map(|d| vec![4, d]));
            v
        }
        _ => vec![vec![0], vec![1]],
    }
}

/// The type of the field at `pos` of descriptor struct `desc`.
fn field_type(ctx: &Context, desc: Type, pos: &[i64]) -> Option<Type> {
    let mut t = desc;
    for p in pos {
        t = match lt::struct_body(ctx, t) {
            Some(fields) => *fields.get(usize::try_from(*p).ok()?)?,
            None => lt::array_parts(ctx, t)?.0,
        };
    }
    Some(t)
}

/// A new `llvm.func` state named `name` of type `inputs -> result`, with
/// `props` and `attrs` carried over and the given region.
/// The argument and result attributes of a definition's wrapper, as
/// upstream: the original ones (a memref's on its descriptor pointer); with
/// the result returned through a first pointer, that pointer has none and
/// the result attributes are dropped.
fn wrapper_arg_res_attrs(
    ctx: &Context,
    wrapped: &Wrapped,
    result_through_pointer: bool,
) -> Vec<(&'static str, Attribute)> {
    let mut out = Vec::new();
    if result_through_pointer {
        if let Some(args) = wrapped.arg_attrs.and_then(|a| a.array_elements(ctx)) {
            let mut all = vec![Attribute::empty_dictionary(ctx)];
            all.extend_from_slice(args);
            out.push(("arg_attrs", Attribute::array(ctx, &all)));
        }
    } else {
        out.extend(wrapped.arg_attrs.map(|a| ("arg_attrs", a)));
        out.extend(wrapped.res_attrs.map(|a| ("res_attrs", a)));
    }
    out
}

fn func_state(
    ctx: &Context,
    loc: Location,
    name: &str,
    fty: Type,
    extra: &[(&str, Attribute)],
    attrs: Option<Attribute>,
    region: Body,
) -> OperationState {
    let mut props = vec![
        ("sym_name", Attribute::string(ctx, name)),
        ("function_type", Attribute::type_attr(ctx, fty)),
    ];
    props.extend_from_slice(extra);
    let mut state = make_state(ctx, loc, "llvm.func", &[], &[], &props);
    state.attrs = attrs;
    state.regions = StateRegions::Isolated(Box::new(region));
    state
}

/// A body with one entry block taking `inputs`.
fn entry_body(inputs: &[Type], loc: Location) -> (Body, BlockId, Vec<Value>) {
    let mut body = Body::with_root_regions(1);
    let block = body.create_block();
    if let Some(&r) = body.root_regions().first() {
        body.append_block(r, block);
    }
    let args = inputs
        .iter()
        .map(|t| body.add_block_arg(block, *t, loc))
        .collect();
    (body, block, args)
}

/// Builds the C wrapper of the converted function `func` (an `llvm.func`
/// in `mbody`, of original type `original`) after it; a declaration also
/// gets its body and private linkage, as upstream.
pub fn emit_wrapper(
    ctx: &Context,
    mbody: &mut Body,
    func: OpId,
    wrapped: &Wrapped,
    opts: LowerOptions,
) -> Option<()> {
    let original = wrapped.ty;
    let wrapper = wrapper_signature(ctx, original, opts)?;
    let (inputs, _) = original.function_parts(ctx)?;
    let inputs = inputs.to_vec();
    let name = mbody
        .attr(ctx, func, "sym_name")?
        .str_value(ctx)?
        .to_string();
    let wrapper_name = format!("_mlir_ciface_{name}");
    let loc = mbody.op_loc(func);
    let fty = mbody.attr(ctx, func, "function_type")?.type_value(ctx)?;
    let (result, func_inputs, _) = lt::func_parts(ctx, fty)?;
    let wrapper_fty = lt::func(ctx, wrapper.result, &wrapper.inputs, false);
    let attrs = Some(mbody.op_attrs(func)).filter(|a| !a.dict_entries(ctx).is_empty());
    let in_attrs = attrs.is_some_and(|a| {
        a.dict_entries(ctx)
            .iter()
            .any(|e| e.name.as_str(ctx) == "sym_visibility")
    });
    let visibility: Vec<(&str, Attribute)> = mbody
        .attr(ctx, func, "sym_visibility")
        .filter(|_| !in_attrs)
        .map(|v| ("sym_visibility", v))
        .into_iter()
        .collect();
    let external = mbody
        .isolated_body(func)
        .and_then(|b| {
            b.root_regions()
                .first()
                .map(|r| b.region_blocks(*r).next().is_none())
        })
        .unwrap_or(true);
    let wrapper_op = if external {
        let (mut body, block, args) = entry_body(&func_inputs, loc);
        let mut e = Emitter {
            ctx,
            body: &mut body,
            block,
            loc,
        };
        let mut call_args = Vec::new();
        if let Some(st) = wrapper.result_struct {
            let one = e.one(opts);
            let ptr = lt::ptr(ctx, 0);
            call_args.push(e.value(
                "llvm.alloca",
                &[one],
                ptr,
                &[("elem_type", Attribute::type_attr(ctx, st))],
            ));
        }
        let mut next = args.iter();
        for t in &inputs {
            if !is_memref(ctx, *t) {
                call_args.push(*next.next()?);
                continue;
            }
            let desc = convert_type(ctx, *t, opts)?;
            let mut d = e.value("llvm.mlir.poison", &[], desc, &[]);
            for pos in field_positions(ctx, *t) {
                d = e.insert(d, *next.next()?, &pos);
            }
            let one = e.one(opts);
            let ptr = lt::ptr(ctx, 0);
            let slot = e.value(
                "llvm.alloca",
                &[one],
                ptr,
                &[("elem_type", Attribute::type_attr(ctx, desc))],
            );
            e.op("llvm.store", &[d, slot], &[], &[]);
            call_args.push(slot);
        }
        e.call(&wrapper_name, &call_args, wrapper.result);
        match wrapper.result_struct {
            Some(st) => {
                let first = *call_args.first()?;
                let v = e.value("llvm.load", &[first], st, &[]);
                e.ret(&[v]);
            }
            None if !lt::is_void(ctx, result) => {
                let call = e.body.last_op(block)?;
                let v = e.body.result(call, 0);
                e.ret(&[v]);
            }
            None => e.ret(&[]),
        }
        let mut props: Vec<(&str, Attribute)> = vec![("linkage", LINKAGE.attr(ctx, 0))];
        props.extend(visibility.iter().copied());
        let state = func_state(ctx, loc, &name, fty, &props, attrs, body);
        let replacement = mbody.create_op(ctx, state);
        mbody.insert_op_before(func, replacement);
        mbody.erase_op(func);
        let decl = func_state(
            ctx,
            loc,
            &wrapper_name,
            wrapper_fty,
            &visibility,
            attrs,
            Body::with_root_regions(1),
        );
        let decl = mbody.create_op(ctx, decl);
        (replacement, decl)
    } else {
        let (mut body, block, args) = entry_body(&wrapper.inputs, loc);
        let mut e = Emitter {
            ctx,
            body: &mut body,
            block,
            loc,
        };
        let offset = usize::from(wrapper.result_struct.is_some());
        let mut call_args = Vec::new();
        for (i, t) in inputs.iter().enumerate() {
            let arg = *args.get(i + offset)?;
            if !is_memref(ctx, *t) {
                call_args.push(arg);
                continue;
            }
            let desc = convert_type(ctx, *t, opts)?;
            let loaded = e.value("llvm.load", &[arg], desc, &[]);
            for pos in field_positions(ctx, *t) {
                let ft = field_type(ctx, desc, &pos)?;
                call_args.push(e.extract(loaded, &pos, ft));
            }
        }
        let call = e.call(&name, &call_args, result);
        let results: Vec<Value> = e.body.results(call).collect();
        match (wrapper.result_struct, results.first(), args.first()) {
            (Some(_), Some(v), Some(out)) => {
                e.op("llvm.store", &[*v, *out], &[], &[]);
                e.ret(&[]);
            }
            _ => e.ret(&results),
        }
        let mut props = visibility.clone();
        props.extend(wrapper_arg_res_attrs(
            ctx,
            wrapped,
            wrapper.result_struct.is_some(),
        ));
        let state = func_state(ctx, loc, &wrapper_name, wrapper_fty, &props, attrs, body);
        (func, mbody.create_op(ctx, state))
    };
    let (after, new) = wrapper_op;
    mbody.insert_op_after(after, new);
    Some(())
}
