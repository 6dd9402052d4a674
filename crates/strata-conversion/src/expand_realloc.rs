//! `--expand-realloc`: each `memref.realloc` becomes an `scf.if` on whether
//! the buffer grows. If it does, a new buffer is allocated (with the
//! realloc's alignment), the old contents are copied into its leading
//! subview and the old buffer is deallocated (unless `emit-deallocs` is
//! off); otherwise the old buffer is reinterpreted with the new size. Like
//! upstream's dialect conversion, nothing is folded on the way.

use smallvec::smallvec;
use strata_dialect_arith::build_constant;
use strata_dialect_arith::enums::CMPI_PREDICATE;
use strata_dialect_memref::ReallocOp;
use strata_ir::interfaces::make_state;
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Location, OpId, StateRegions, Type, TypeKind, Value};
use strata_pass::{
    Pass, PassContext, PassOptionInfo, PassRegistration, PassResult, parse_bool_option,
};
use strata_rewrite::greedy::{
    FrozenPatterns, GreedyConfig, RegionSimplify, apply_patterns_to_nested_bodies,
};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

/// The pass.
#[derive(Clone)]
pub struct ExpandRealloc {
    /// Whether the old buffer is deallocated after the copy.
    emit_deallocs: bool,
}

const EMIT_DEALLOCS: PassOptionInfo = PassOptionInfo {
    name: "emit-deallocs",
    kind: "bool",
    description: "Emit deallocation operations for the original MemRef",
};

/// The registry entry of `--expand-realloc`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "expand-realloc",
    summary: "Expand memref.realloc operations into its components",
    options: &[EMIT_DEALLOCS],
    create: || {
        Box::new(ExpandRealloc {
            emit_deallocs: true,
        })
    },
};

impl Pass for ExpandRealloc {
    fn argument(&self) -> &'static str {
        "expand-realloc"
    }

    fn name(&self) -> &'static str {
        "ExpandReallocPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut strata_ir::Body, op: OpId) -> PassResult {
        let mut set = PatternSet::new();
        let rewrite: fn(OpId, &mut Rewriter<'_>) -> bool = if self.emit_deallocs {
            |op, rw| expand(op, rw, true)
        } else {
            |op, rw| expand(op, rw, false)
        };
        set.add(FnPattern::new(
            Some(ReallocOp::NAME),
            "ExpandReallocOpPattern",
            rewrite,
        ));
        let patterns = FrozenPatterns::new(cx.ctx, set);
        let config = GreedyConfig {
            fold: false,
            cse_constants: false,
            region_simplify: RegionSimplify::Disabled,
            ..GreedyConfig::default()
        };
        apply_patterns_to_nested_bodies(cx.ctx, body, op, &patterns, &config, false);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "emit-deallocs" => {
                self.emit_deallocs = parse_bool_option(name, value)?;
                Ok(())
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }

    fn option_string(&self) -> String {
        if self.emit_deallocs {
            String::new()
        } else {
            "emit-deallocs=false".to_string()
        }
    }
}

/// A size: static, or a value.
#[derive(Clone, Copy)]
enum Size {
    Static(i64),
    Value(Value),
}

/// The one dimension of a 1-d memref type, with its element and space.
fn dim0(rw: &Rewriter<'_>, ty: Type) -> Option<(i64, Type, Option<Attribute>)> {
    match ty.kind(rw.ctx) {
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } if shape.len() == 1 => Some((shape[0], *element, *memory_space)),
        _ => None,
    }
}

fn index_constant(rw: &mut Rewriter<'_>, v: i64, loc: Location) -> Value {
    let ctx = rw.ctx;
    let index = Type::index(ctx);
    let op = build_constant(
        ctx,
        rw.body_mut_untracked(),
        Attribute::int(ctx, index, v),
        index,
        loc,
    );
    let op = rw.insert(op);
    rw.body().result(op, 0)
}

fn value_of(rw: &mut Rewriter<'_>, s: Size, loc: Location) -> Value {
    match s {
        Size::Static(v) => index_constant(rw, v, loc),
        Size::Value(v) => v,
    }
}

/// Creates an op at the insertion point and returns its first result.
fn create1(
    rw: &mut Rewriter<'_>,
    loc: Location,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Attribute)],
) -> Value {
    let state = make_state(rw.ctx, loc, name, operands, &[ty], props);
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// `[offset] [size] [1]` of a 1-d view op: its operands after the source
/// and its static lists and segment sizes.
fn view_1d(
    rw: &Rewriter<'_>,
    source: Value,
    size: Size,
) -> (Vec<Value>, Vec<(&'static str, Attribute)>) {
    let ctx = rw.ctx;
    let (static_size, operands) = match size {
        Size::Static(v) => (v, vec![source]),
        Size::Value(v) => (DYNAMIC, vec![source, v]),
    };
    let dynamic = i32::try_from(operands.len() - 1).unwrap_or(0);
    let props = vec![
        ("static_offsets", Attribute::dense_i64_array(ctx, &[0])),
        (
            "static_sizes",
            Attribute::dense_i64_array(ctx, &[static_size]),
        ),
        ("static_strides", Attribute::dense_i64_array(ctx, &[1])),
        (
            "operandSegmentSizes",
            Attribute::dense_i32_array(ctx, &[1, 0, dynamic, 0]),
        ),
    ];
    (operands, props)
}

fn expand(op: OpId, rw: &mut Rewriter<'_>, emit_deallocs: bool) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let source = body.operand(op, 0);
    let dynamic_size = (body.num_operands(op) > 1).then(|| body.operand(op, 1));
    let result_ty = body.value_type(body.result(op, 0));
    let alignment = body.attr(ctx, op, "alignment");
    let (Some((in_size, element, space)), Some((out_size, _, _))) =
        (dim0(rw, rw.body().value_type(source)), dim0(rw, result_ty))
    else {
        return false;
    };
    let index = Type::index(ctx);
    rw.set_insertion_point_before(op);
    let current = if in_size == DYNAMIC {
        let zero = index_constant(rw, 0, loc);
        Size::Value(create1(rw, loc, "memref.dim", &[source, zero], index, &[]))
    } else {
        Size::Static(in_size)
    };
    let target = match (out_size, dynamic_size) {
        (DYNAMIC, Some(v)) => Size::Value(v),
        (DYNAMIC, None) => return false,
        (s, _) => Size::Static(s),
    };
    let lhs = value_of(rw, current, loc);
    let rhs = value_of(rw, target, loc);
    let cond = create1(
        rw,
        loc,
        "arith.cmpi",
        &[lhs, rhs],
        Type::int(ctx, 1),
        &[("predicate", CMPI_PREDICATE.attr(ctx, 6))],
    );

    // Then: a new buffer holding a copy of the old one.
    let body = rw.body_mut_untracked();
    let then_region = body.create_region();
    let then_block = body.create_block();
    body.append_block(then_region, then_block);
    let else_region = body.create_region();
    let else_block = body.create_block();
    body.append_block(else_region, else_block);
    rw.set_insertion_point_to_end(then_block);
    let sizes: Vec<Value> = dynamic_size.into_iter().collect();
    let segments = i32::try_from(sizes.len()).unwrap_or(0);
    let mut alloc_props = vec![(
        "operandSegmentSizes",
        Attribute::dense_i32_array(ctx, &[segments, 0]),
    )];
    if let Some(a) = alignment {
        alloc_props.push(("alignment", a));
    }
    let alloc = create1(rw, loc, "memref.alloc", &sizes, result_ty, &alloc_props);
    let static_current = match current {
        Size::Static(v) => v,
        Size::Value(_) => DYNAMIC,
    };
    let view_ty = Type::memref(
        ctx,
        &[static_current],
        element,
        Some(Attribute::strided(ctx, 0, &[1])),
        space,
    );
    let (operands, props) = view_1d(rw, alloc, current);
    let subview = create1(rw, loc, "memref.subview", &operands, view_ty, &props);
    let copy = make_state(ctx, loc, "memref.copy", &[source, subview], &[], &[]);
    rw.create(copy);
    if emit_deallocs {
        let dealloc = make_state(ctx, loc, "memref.dealloc", &[source], &[], &[]);
        rw.create(dealloc);
    }
    let yield_then = make_state(ctx, loc, "scf.yield", &[alloc], &[], &[]);
    rw.create(yield_then);

    // Else: the old buffer, reinterpreted with the new size.
    rw.set_insertion_point_to_end(else_block);
    let (operands, props) = view_1d(rw, source, target);
    let cast = create1(
        rw,
        loc,
        "memref.reinterpret_cast",
        &operands,
        result_ty,
        &props,
    );
    let yield_else = make_state(ctx, loc, "scf.yield", &[cast], &[], &[]);
    rw.create(yield_else);

    rw.set_insertion_point_before(op);
    let mut state = make_state(ctx, loc, "scf.if", &[cond], &[result_ty], &[]);
    state.regions = StateRegions::Local(smallvec![then_region, else_region]);
    let if_op = rw.create(state);
    let result = rw.body().result(if_op, 0);
    rw.replace_op(op, &[result]);
    true
}
