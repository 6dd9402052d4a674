//! The migration of each std op: most are renamed (operands, results,
//! successors and properties carry over); `dim` gains an index constant,
//! `tensor_store` becomes `bufferization.to_buffer` + `memref.copy`,
//! `extract_element` and `splat` pick a tensor or vector op, and function
//! references become `func.constant`.

use strata_ir::interfaces::DefaultPropertiesInterface;
use strata_ir::types::DYNAMIC;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Ident, NamedAttr, OpId, OperationName, OperationState,
    Type, TypeKind, Value,
};
use strata_support::APInt;

/// The MLIR 22 op a std op is renamed to, when that is the whole story.
fn renamed(name: &str) -> Option<&'static str> {
    Some(match name {
        "br" => "cf.br",
        "cond_br" => "cf.cond_br",
        "return" => "func.return",
        "call" => "func.call",
        "call_indirect" => "func.call_indirect",
        "alloc" => "memref.alloc",
        "dealloc" => "memref.dealloc",
        "dma_start" => "memref.dma_start",
        "dma_wait" => "memref.dma_wait",
        "load" => "memref.load",
        "store" => "memref.store",
        "tensor_load" => "bufferization.to_tensor",
        "memref_cast" => "memref.cast",
        "tensor_cast" => "tensor.cast",
        "absf" => "math.absf",
        "ceilf" => "math.ceil",
        "cos" => "math.cos",
        "exp" => "math.exp",
        "sqrt" => "math.sqrt",
        "tanh" => "math.tanh",
        "copysign" => "math.copysign",
        "negf" => "arith.negf",
        "addi" => "arith.addi",
        "addf" => "arith.addf",
        "mulf" => "arith.mulf",
        "and" => "arith.andi",
        "or" => "arith.ori",
        "xor" => "arith.xori",
        "divis" => "arith.divsi",
        "diviu" => "arith.divui",
        "remis" => "arith.remsi",
        "remiu" => "arith.remui",
        "cmpi" => "arith.cmpi",
        "select" => "arith.select",
        _ => return None,
    })
}

/// What replaces one op: the new op's name, operands and properties.
struct Replacement {
    name: &'static str,
    operands: Vec<Value>,
    props: Vec<NamedAttr>,
    result_types: Option<Vec<Type>>,
}

/// Rewrites the std op `op` into its MLIR 22 equivalent.
pub(super) fn migrate(ctx: &Context, body: &mut Body, op: OpId) {
    let full = body.op_name(op).as_str(ctx).to_string();
    let short = full.strip_prefix("std.").unwrap_or(&full);
    let operands: Vec<Value> = body.operands(op).collect();
    let props: Vec<NamedAttr> = body
        .op_props(op)
        .map(|p| p.dict_entries(ctx).to_vec())
        .unwrap_or_default();
    let replacement = match short {
        "dim" => dim(ctx, body, op, &operands),
        "alloc_static" => alloc_static(ctx, body, op),
        "extract_element" => extract_element(ctx, body, op, &operands),
        "splat" => splat(ctx, body, op, operands),
        "tensor_store" => return tensor_store(ctx, body, op, &operands),
        "constant" => constant(ctx, body, op, props),
        other => match renamed(other) {
            Some(name) => Replacement {
                name,
                operands,
                props,
                result_types: None,
            },
            None => return,
        },
    };
    replace(ctx, body, op, replacement);
}

fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: Ident::new(ctx, name),
        value,
    }
}

/// Creates the replacement before `op`, moves the uses and erases `op`.
fn replace(ctx: &Context, body: &mut Body, op: OpId, r: Replacement) {
    let new = create(ctx, body, op, r);
    let results: Vec<Value> = body.results(new).collect();
    body.replace_all_op_uses(op, &results);
    body.erase_op(op);
}

/// Creates the op described by `r` before `op`, with `op`'s location,
/// result types (unless given), successors and discardable attributes.
fn create(ctx: &Context, body: &mut Body, op: OpId, r: Replacement) -> OpId {
    let name = OperationName::new(ctx, r.name);
    let mut state = OperationState::new(name, body.op_loc(op));
    state.operands.extend(r.operands);
    match r.result_types {
        Some(types) => state.result_types.extend(types),
        None => state
            .result_types
            .extend(body.results(op).map(|v| body.value_type(v))),
    }
    state.successors.extend(body.successors(op).iter().copied());
    let mut props = r.props;
    if !props.is_empty() {
        state.props = Some(Attribute::dictionary(ctx, &mut props));
    }
    let attrs = body.op_attrs(op);
    if !attrs.dict_entries(ctx).is_empty() {
        state.attrs = Some(attrs);
    }
    if let Some(def) = name.def(ctx) {
        if !def.inherent_attrs.is_empty() && state.props.is_none() {
            state.props = Some(Attribute::empty_dictionary(ctx));
        }
        if let Some(defaults) = def.interface::<dyn DefaultPropertiesInterface>() {
            defaults.populate_defaults(def, ctx, &mut state);
        }
    }
    let new = body.create_op(ctx, state);
    body.insert_op_before(op, new);
    new
}

fn index_constant(ctx: &Context, body: &mut Body, op: OpId, value: i64) -> Value {
    let ty = Type::index(ctx);
    let attr = Attribute::integer(ctx, ty, &APInt::from_i64(64, value));
    let c = create(
        ctx,
        body,
        op,
        Replacement {
            name: "arith.constant",
            operands: Vec::new(),
            props: vec![named(ctx, "value", attr)],
            result_types: Some(vec![ty]),
        },
    );
    body.result(c, 0)
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `dim %x, N` → `%c = arith.constant N : index` + `memref.dim`/`tensor.dim`.
fn dim(ctx: &Context, body: &mut Body, op: OpId, operands: &[Value]) -> Replacement {
    let index = body
        .attr(ctx, op, "index")
        .and_then(|a| a.int_value(ctx).and_then(APInt::to_i64))
        .unwrap_or(0);
    let source = operands[0];
    let name = if is_tensor(ctx, body.value_type(source)) {
        "tensor.dim"
    } else {
        "memref.dim"
    };
    let c = index_constant(ctx, body, op, index);
    Replacement {
        name,
        operands: vec![source, c],
        props: Vec::new(),
        result_types: None,
    }
}

/// `alloc_static(base)` → `memref.alloc()`, keeping the base address as
/// the discardable attribute `base_address` (MLIR 22 has no fixed-address
/// allocation).
fn alloc_static(ctx: &Context, body: &mut Body, op: OpId) -> Replacement {
    if let Some(base) = body.attr(ctx, op, "base") {
        body.set_discardable_attr(ctx, op, Ident::new(ctx, "base_address"), Some(base));
    }
    let segments = Attribute::dense_i32_array(ctx, &[0, 0]);
    Replacement {
        name: "memref.alloc",
        operands: Vec::new(),
        props: vec![named(ctx, "operandSegmentSizes", segments)],
        result_types: None,
    }
}

/// `extract_element` → `tensor.extract` (of a `tensor.cast` to the rank of
/// the indices for an unranked tensor), or `vector.extract` with every
/// position dynamic.
fn extract_element(ctx: &Context, body: &mut Body, op: OpId, operands: &[Value]) -> Replacement {
    let mut operands = operands.to_vec();
    let source = body.value_type(operands[0]);
    if let TypeKind::UnrankedTensor { element } = source.kind(ctx) {
        let shape = vec![DYNAMIC; operands.len() - 1];
        let ranked = Type::ranked_tensor(ctx, &shape, *element, None);
        let cast = create(
            ctx,
            body,
            op,
            Replacement {
                name: "tensor.cast",
                operands: vec![operands[0]],
                props: Vec::new(),
                result_types: Some(vec![ranked]),
            },
        );
        operands[0] = body.result(cast, 0);
    }
    if is_tensor(ctx, source) {
        return Replacement {
            name: "tensor.extract",
            operands,
            props: Vec::new(),
            result_types: None,
        };
    }
    let positions = vec![DYNAMIC; operands.len().saturating_sub(1)];
    Replacement {
        name: "vector.extract",
        operands,
        props: vec![named(
            ctx,
            "static_position",
            Attribute::dense_i64_array(ctx, &positions),
        )],
        result_types: None,
    }
}

/// `splat` → `tensor.splat` or `vector.broadcast`.
fn splat(ctx: &Context, body: &Body, op: OpId, operands: Vec<Value>) -> Replacement {
    let name = if is_tensor(ctx, body.value_type(body.result(op, 0))) {
        "tensor.splat"
    } else {
        "vector.broadcast"
    };
    Replacement {
        name,
        operands,
        props: Vec::new(),
        result_types: None,
    }
}

/// `tensor_store %t, %m` → `%b = bufferization.to_buffer %t` (identity
/// layout, `%m`'s memory space) + `memref.copy %b, %m`.
fn tensor_store(ctx: &Context, body: &mut Body, op: OpId, operands: &[Value]) {
    let (tensor, memref) = (operands[0], operands[1]);
    let buffer_ty = match body.value_type(memref).kind(ctx) {
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Type::memref(ctx, shape, *element, None, *memory_space),
        _ => body.value_type(memref),
    };
    let buffer = create(
        ctx,
        body,
        op,
        Replacement {
            name: "bufferization.to_buffer",
            operands: vec![tensor],
            props: Vec::new(),
            result_types: Some(vec![buffer_ty]),
        },
    );
    let buffer = body.result(buffer, 0);
    replace(
        ctx,
        body,
        op,
        Replacement {
            name: "memref.copy",
            operands: vec![buffer, memref],
            props: Vec::new(),
            result_types: Some(Vec::new()),
        },
    );
}

/// `constant` → `arith.constant`, or `func.constant` for a function reference.
fn constant(ctx: &Context, body: &Body, op: OpId, props: Vec<NamedAttr>) -> Replacement {
    let symbol = body
        .attr(ctx, op, "value")
        .is_some_and(|v| matches!(v.kind(ctx), AttrKind::SymbolRef { .. }));
    Replacement {
        name: if symbol {
            "func.constant"
        } else {
            "arith.constant"
        },
        operands: Vec::new(),
        props,
        result_types: None,
    }
}
