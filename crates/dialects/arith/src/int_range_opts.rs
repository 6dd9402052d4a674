//! The passes on the integer range analysis: `int-range-optimizations`
//! (values with a single possible value become constants, remainders that
//! cannot change their operand go away) and `arith-unsigned-when-equivalent`
//! (signed ops on provably non-negative values become unsigned ones).
//! `arith-int-range-narrowing` (in the private `int_range_narrowing` module) shares
//! the analysis. All solve it first; as upstream, the first and the last
//! then run their patterns with the greedy driver (folding and dead code
//! removal included), the second rewrites each op once in a walk.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_analysis::dataflow::{
    BodyIdx, DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, Ir, range_of,
};
use strata_ir::interfaces::{
    ConstantIntRanges, ConstantMaterializerInterface, would_be_trivially_dead,
};
use strata_ir::{
    Attribute, Body, Context, Location, OpId, OpTraits, OperationState, RegionId, Type, TypeKind,
    Value,
};
use strata_pass::{
    Pass, PassContext, PassOptionInfo, PassRegistration, PassResult, list_option_string,
};
use strata_rewrite::greedy::{
    FrozenPatterns, GreedyConfig, RegionSimplify, apply_patterns_greedily,
};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::canonicalize::build::constant;
use crate::enums::CMPI_PREDICATE;
use crate::fold::values::{Scalar, encode_splat, int_splat};
use crate::ops::constant::build_constant;

/// The ranges found in one body.
type Ranges = Arc<FxHashMap<Value, ConstantIntRanges>>;

/// Which pass runs.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Mode {
    Optimize,
    Unsigned,
    Narrow,
}

/// `int-range-optimizations`, `arith-unsigned-when-equivalent` or
/// `arith-int-range-narrowing`.
#[derive(Clone)]
pub struct IntRangePass {
    mode: Mode,
    /// The bitwidths narrowing may use, in the order tried.
    widths: Vec<u32>,
}

/// The registry entry of `int-range-optimizations`.
pub const INT_RANGE_OPTIMIZATIONS: PassRegistration = PassRegistration {
    argument: "int-range-optimizations",
    summary: "Do optimizations based on integer range analysis",
    options: &[],
    create: || {
        Box::new(IntRangePass {
            mode: Mode::Optimize,
            widths: Vec::new(),
        })
    },
};

/// The registry entry of `arith-unsigned-when-equivalent`.
pub const ARITH_UNSIGNED_WHEN_EQUIVALENT: PassRegistration = PassRegistration {
    argument: "arith-unsigned-when-equivalent",
    summary: "Replace signed ops with unsigned ones where they are proven equivalent",
    options: &[],
    create: || {
        Box::new(IntRangePass {
            mode: Mode::Unsigned,
            widths: Vec::new(),
        })
    },
};

/// The registry entry of `arith-int-range-narrowing`.
pub const ARITH_INT_RANGE_NARROWING: PassRegistration = PassRegistration {
    argument: "arith-int-range-narrowing",
    summary: "Reduce integer operations bitwidth based on integer range analysis",
    options: &[PassOptionInfo {
        name: "int-bitwidths-supported",
        kind: "uint",
        description: "Integer bitwidths supported",
    }],
    create: || {
        Box::new(IntRangePass {
            mode: Mode::Narrow,
            widths: Vec::new(),
        })
    },
};

impl Pass for IntRangePass {
    fn argument(&self) -> &'static str {
        match self.mode {
            Mode::Optimize => "int-range-optimizations",
            Mode::Unsigned => "arith-unsigned-when-equivalent",
            Mode::Narrow => "arith-int-range-narrowing",
        }
    }

    fn name(&self) -> &'static str {
        match self.mode {
            Mode::Optimize => "IntRangeOptimizationsPass",
            Mode::Unsigned => "ArithUnsignedWhenEquivalentPass",
            Mode::Narrow => "ArithIntRangeNarrowing",
        }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if self.mode != Mode::Narrow || name != "int-bitwidths-supported" {
            return Err(format!("no such option '{name}'"));
        }
        self.widths = value
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|w| {
                w.trim().parse::<u32>().map_err(|_| {
                    format!("Invalid argument '{w}' for option 'int-bitwidths-supported'")
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(())
    }

    fn option_string(&self) -> String {
        let widths: Vec<String> = self.widths.iter().map(u32::to_string).collect();
        list_option_string("int-bitwidths-supported", &widths)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let found = solve(cx.ctx, body, op);
        let Some(&inner_idx) = found.children.get(&(found.top, op)) else {
            let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
            rewrite_body(cx.ctx, body, found.top, &regions, &found, self);
            return Ok(());
        };
        if let Some(mut inner) = body.take_isolated_body(op) {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            rewrite_body(cx.ctx, &mut inner, inner_idx, &roots, &found, self);
            body.set_isolated_body(op, inner);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The analysis results, by body.
struct Found {
    top: BodyIdx,
    values: FxHashMap<BodyIdx, FxHashMap<Value, ConstantIntRanges>>,
    /// The body of each isolated operation, by (its own body, its id).
    children: FxHashMap<(BodyIdx, OpId), BodyIdx>,
}

fn solve(ctx: &Context, body: &mut Body, op: OpId) -> Found {
    let ir = Ir::new(ctx, body, op);
    let mut solver = DataFlowSolver::new(ir);
    solver.load(Box::new(DeadCodeAnalysis));
    solver.load(Box::new(IntegerRangeAnalysis::create()));
    solver.initialize_and_run();
    let ir = solver.ir();
    let states = solver.states();
    let top = ir.top();
    let mut found = Found {
        top: top.body,
        values: FxHashMap::default(),
        children: FxHashMap::default(),
    };
    ir.walk(top, &mut |ir, o| {
        let mut record = |v| {
            if let Some(r) = range_of(states, v) {
                found.values.entry(o.body).or_default().insert(v.value, r);
            }
        };
        ir.results(o).for_each(&mut record);
        let (rb, regions) = ir.regions(o);
        if rb != o.body {
            found.children.insert((o.body, o.op), rb);
        }
        for &r in regions {
            for block in ir.body(rb).region_blocks(r) {
                for &arg in ir.body(rb).block_args(block) {
                    if let Some(range) = range_of(
                        states,
                        strata_analysis::dataflow::ValueRef {
                            body: rb,
                            value: arg,
                        },
                    ) {
                        found.values.entry(rb).or_default().insert(arg, range);
                    }
                }
            }
        }
    });
    found
}

/// Rewrites `regions` of `body` (the analysis' body `idx`) and, first, the
/// bodies of the isolated operations nested in them.
fn rewrite_body(
    ctx: &Context,
    body: &mut Body,
    idx: BodyIdx,
    regions: &[RegionId],
    found: &Found,
    pass: &IntRangePass,
) {
    let mut isolated = Vec::new();
    for &r in regions {
        body.walk_region(r, strata_ir::ir::WalkOrder::PreOrder, &mut |b, o| {
            if std::ptr::eq(b, &*body) && b.isolated_body(o).is_some() {
                isolated.push(o);
            }
            strata_ir::ir::WalkResult::Advance
        });
    }
    for op in isolated {
        let Some(&child) = found.children.get(&(idx, op)) else {
            continue;
        };
        if let Some(mut inner) = body.take_isolated_body(op) {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            rewrite_body(ctx, &mut inner, child, &roots, found, pass);
            body.set_isolated_body(op, inner);
        }
    }
    let values = found.values.get(&idx).cloned().unwrap_or_default();
    match pass.mode {
        Mode::Narrow => {
            crate::int_range_narrowing::narrow(ctx, body, regions, values, &pass.widths);
        }
        Mode::Optimize => {
            let ranges: Ranges = Arc::new(values);
            let mut set = PatternSet::new();
            populate_optimizations(&mut set, &ranges);
            let patterns = FrozenPatterns::new(ctx, set);
            // Upstream's default driver configuration simplifies regions
            // aggressively (the canonicalizer's option defaults to normal).
            let config = GreedyConfig {
                region_simplify: RegionSimplify::Aggressive,
                ..GreedyConfig::default()
            };
            apply_patterns_greedily(ctx, body, regions, &patterns, &config);
        }
        Mode::Unsigned => {
            let ranges: Ranges = Arc::new(values);
            let mut ops = Vec::new();
            for &r in regions {
                body.walk_region(r, strata_ir::ir::WalkOrder::PostOrder, &mut |b, o| {
                    if std::ptr::eq(b, &*body) {
                        ops.push(o);
                    }
                    strata_ir::ir::WalkResult::Advance
                });
            }
            let mut rw = Rewriter::new(ctx, body, None);
            for op in ops {
                convert_to_unsigned(&ranges, op, &mut rw);
            }
        }
    }
}

fn known_constant(ranges: &Ranges, v: Value) -> Option<strata_support::APInt> {
    ranges.get(&v)?.constant_value()
}

fn populate_optimizations(set: &mut PatternSet, ranges: &Ranges) {
    let r = ranges.clone();
    set.add(FnPattern::new(
        None,
        "MaterializeKnownConstantValues",
        move |op, rw| materialize_known_constants(&r, op, rw),
    ));
    for (name, unsigned) in [("arith.remsi", false), ("arith.remui", true)] {
        let r = ranges.clone();
        set.add(FnPattern::new(
            Some(name),
            "DeleteTrivialRem",
            move |op, rw| delete_trivial_rem(&r, op, rw, unsigned),
        ));
    }
}

/// Replaces the results (and region arguments) of `op` that can hold one
/// value only by constants.
fn materialize_known_constants(ranges: &Ranges, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw
        .body()
        .op_name(op)
        .has_trait(ctx, OpTraits::CONSTANT_LIKE)
    {
        return false;
    }
    let needs = |body: &Body, v: Value| known_constant(ranges, v).is_some() && body.has_uses(v);
    let results: SmallVec<[Value; 2]> = rw.body().results(op).collect();
    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(rw.body().local_regions(op));
    let has_results = results.iter().any(|&v| needs(rw.body(), v));
    let has_args = regions.iter().any(|&r| {
        rw.body()
            .region_blocks(r)
            .any(|b| rw.body().block_args(b).iter().any(|&a| needs(rw.body(), a)))
    });
    if !has_results && !has_args {
        return false;
    }
    let mut replaced_all = !results.is_empty();
    for &v in &results {
        rw.set_insertion_point_before(op);
        let replaced = replace_with_constant(ranges, rw, v, op);
        replaced_all &= replaced || !rw.body().has_uses(v);
    }
    if replaced_all && would_be_trivially_dead(ctx, rw.body(), op) {
        rw.erase_op(op);
        return true;
    }
    for r in regions {
        let blocks: SmallVec<[strata_ir::BlockId; 4]> = rw.body().region_blocks(r).collect();
        for b in blocks {
            let args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(b));
            for a in args {
                rw.set_insertion_point_to_start(b);
                replace_with_constant(ranges, rw, a, op);
            }
        }
    }
    true
}

/// Replaces the uses of `v` (a result or region argument of `owner`) by
/// a constant made by the dialect of its definition (`arith.constant` when
/// that dialect makes none), at the rewriter's insertion point.
fn replace_with_constant(ranges: &Ranges, rw: &mut Rewriter<'_>, v: Value, owner: OpId) -> bool {
    let ctx = rw.ctx;
    if !rw.body().has_uses(v) {
        return false;
    }
    let Some(c) = known_constant(ranges, v) else {
        return false;
    };
    let ty = rw.body().value_type(v);
    let Some(attr) = constant_attr(ctx, ty, c) else {
        return false;
    };
    let (loc, dialect) = value_origin(ctx, rw.body(), v, owner);
    let def = ctx.dialect(&dialect);
    let materializer = def
        .as_deref()
        .and_then(|d| d.interface::<dyn ConstantMaterializerInterface>());
    let body = rw.body_mut_untracked();
    let made = materializer
        .and_then(|m| m.materialize_constant(ctx, body, attr, ty, loc))
        .unwrap_or_else(|| build_constant(ctx, body, attr, ty, loc));
    let made = rw.insert(made);
    let Some(result) = rw.body().results(made).next() else {
        return false;
    };
    rw.replace_all_uses_with(v, result);
    true
}

/// The attribute holding `c` as a value of type `ty`.
fn constant_attr(ctx: &Context, ty: Type, c: strata_support::APInt) -> Option<Attribute> {
    match ty.kind(ctx) {
        TypeKind::Integer { .. } | TypeKind::Index => Some(Attribute::integer(ctx, ty, &c)),
        _ => encode_splat(ctx, ty, Scalar::Int(c)),
    }
}

/// The location of `v` and the dialect of the op defining it (a result)
/// or holding its region (an argument of `owner`'s region).
fn value_origin(ctx: &Context, body: &Body, v: Value, owner: OpId) -> (Location, String) {
    match body.defining_op(v) {
        Some(def) => (
            body.op_loc(def),
            body.op_name(def).dialect_name(ctx).to_string(),
        ),
        None => {
            let loc = body
                .value_block(v)
                .and_then(|b| {
                    let i = body.block_args(b).iter().position(|&a| a == v)?;
                    body.block_arg_locs(b).get(i).copied()
                })
                .unwrap_or_else(|| body.op_loc(owner));
            (loc, body.op_name(owner).dialect_name(ctx).to_string())
        }
    }
}

/// `remsi`/`remui` by a positive constant whose dividend is always in
/// `[0, modulus)` is its dividend.
fn delete_trivial_rem(ranges: &Ranges, op: OpId, rw: &mut Rewriter<'_>, unsigned: bool) -> bool {
    let ctx = rw.ctx;
    let lhs = rw.body().operand(op, 0);
    let rhs = rw.body().operand(op, 1);
    let attr = constant(rw, rhs);
    let Some(modulus) = int_splat(ctx, attr).and_then(|m| m.to_i64()) else {
        return false;
    };
    let Ok(modulus) = u64::try_from(modulus) else {
        return false;
    };
    let Some(range) = ranges.get(&lhs) else {
        return false;
    };
    if modulus == 0 {
        return false;
    }
    let (min, max) = if unsigned {
        (range.umin(), range.umax())
    } else {
        (range.smin(), range.smax())
    };
    let below = |v: &strata_support::APInt| {
        !v.is_negative() && v.active_bits() <= 64 && v.to_u64().is_some_and(|x| x < modulus)
    };
    if !below(min) || !below(max) || !min.ule(max) {
        return false;
    }
    rw.replace_op(op, &[lhs]);
    true
}

fn non_negative(ranges: &Ranges, v: Value) -> bool {
    ranges.get(&v).is_some_and(|r| !r.smin().is_negative())
}

/// The signed ops with an unsigned equivalent for non-negative values.
const TO_UNSIGNED: &[(&str, &str)] = &[
    ("arith.divsi", "arith.divui"),
    ("arith.ceildivsi", "arith.ceildivui"),
    ("arith.floordivsi", "arith.divui"),
    ("arith.remsi", "arith.remui"),
    ("arith.minsi", "arith.minui"),
    ("arith.maxsi", "arith.maxui"),
    ("arith.extsi", "arith.extui"),
];

/// Rewrites `op` to its unsigned form if its values are non-negative
/// (upstream applies these patterns once per op, in a walk, without
/// folding).
fn convert_to_unsigned(ranges: &Ranges, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let name = rw.body().op_name(op).as_str(rw.ctx).to_string();
    if name == "arith.cmpi" {
        return cmpi_to_unsigned(ranges, op, rw);
    }
    match TO_UNSIGNED.iter().find(|(from, _)| *from == name) {
        Some(&(_, to)) => to_unsigned(ranges, op, rw, to),
        None => false,
    }
}

fn to_unsigned(ranges: &Ranges, op: OpId, rw: &mut Rewriter<'_>, to: &str) -> bool {
    let body = rw.body();
    if !body.operands(op).all(|v| non_negative(ranges, v))
        || !body.results(op).all(|v| non_negative(ranges, v))
    {
        return false;
    }
    let mut state = OperationState::new(strata_ir::OperationName::new(rw.ctx, to), body.op_loc(op));
    state.operands.extend(body.operands(op));
    state
        .result_types
        .extend(body.results(op).map(|v| body.value_type(v)));
    state.props = body.op_props(op);
    state.attrs = Some(body.op_attrs(op));
    rw.replace_op_with_new(op, state);
    true
}

fn cmpi_to_unsigned(ranges: &Ranges, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(pred) = body
        .attr(ctx, op, "predicate")
        .and_then(|a| CMPI_PREDICATE.value(ctx, a))
    else {
        return false;
    };
    // slt, sle, sgt, sge become ult, ule, ugt, uge.
    if !(2..=5).contains(&pred) || !body.operands(op).all(|v| non_negative(ranges, v)) {
        return false;
    }
    let operands: SmallVec<[Value; 2]> = body.operands(op).collect();
    let attr = CMPI_PREDICATE.attr(ctx, pred + 4);
    crate::canonicalize::build::replace_with(
        rw,
        op,
        "arith.cmpi",
        &operands,
        &[("predicate", attr)],
    )
}
