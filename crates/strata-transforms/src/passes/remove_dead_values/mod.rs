//! `remove-dead-values`: uses liveness analysis to remove what does not
//! affect the program: unused arguments and results of private functions
//! (with the matching call operands and results), block arguments and the
//! branch operands forwarded to them, operations whose results are all
//! dead and that have no side effect (or that only compute from dead
//! values, as in unreachable code), and region-branch operations likewise.
//! A region-branch operation that stays has the operands it (or a region
//! terminator) forwards only to dead results or region arguments replaced
//! by poison; canonicalizing the region-branch operations afterwards (the
//! `canonicalize` option, on by default) then drops what became unused.
//!
//! Changes are collected first and applied once the whole IR is analysed.

mod region_branches;

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::erase_successor_operand;
use strata_ir::interfaces::{
    PoisonValueInterface, UnreachableTerminatorInterface, has_no_side_effects,
};
use strata_ir::{
    Attribute, Body, Context, Ident, OpId, OperationState, RegionId, Type, Value, ValueDef,
};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult, parse_bool_option,
};
use strata_rewrite::PatternSet;
use strata_rewrite::greedy::FrozenPatterns;

use region_branches::canonicalize_region_branches;

use strata_analysis::dataflow::{
    BlockRef, BodyIdx, Ir, OpRef, States, ValueRef, liveness, run_liveness,
};

/// The remove-dead-values pass.
#[derive(Clone)]
pub struct RemoveDeadValues {
    /// Whether to canonicalize the region-branch operations afterwards.
    canonicalize: bool,
}

impl Default for RemoveDeadValues {
    fn default() -> Self {
        RemoveDeadValues { canonicalize: true }
    }
}

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "remove-dead-values",
    summary: "Remove dead values",
    options: &[PassOptionInfo {
        name: "canonicalize",
        kind: "bool",
        description: "Canonicalize region branch ops",
    }],
    create: || Box::new(RemoveDeadValues::default()),
};

impl Pass for RemoveDeadValues {
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }

    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "canonicalize" => self.canonicalize = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        format!("canonicalize={}", self.canonicalize)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        self.remove(cx, body, op)?;
        if self.canonicalize {
            let patterns = FrozenPatterns::new(cx.ctx, PatternSet::canonicalization(cx.ctx));
            match body.isolated_body_mut(op) {
                Some(inner) => {
                    let roots: SmallVec<[RegionId; 2]> = SmallVec::from_slice(inner.root_regions());
                    canonicalize_region_branches(cx.ctx, inner, &roots, &patterns);
                }
                None => {
                    let roots: SmallVec<[RegionId; 2]> =
                        SmallVec::from_slice(body.local_regions(op));
                    canonicalize_region_branches(cx.ctx, body, &roots, &patterns);
                }
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl RemoveDeadValues {
    /// Analyses the IR nested in `op` and removes what is dead.
    fn remove(&self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let mut solver = run_liveness(Ir::new(cx.ctx, body, op));
        let (ir, states) = solver.parts_mut();
        let mut collector = Collector {
            states,
            dead: FxHashSet::default(),
            list: CleanupList::default(),
            uses: symbol_uses(ir),
        };
        walk_post_order(ir, ir.top(), &mut |ir, op| collector.process(ir, op));
        let list = collector.list;
        if let Err(user) = list.apply(ir) {
            let loc = ir.body(user.body).op_loc(user.op);
            cx.ctx
                .emit(strata_ir::Diagnostic::error(loc, "null operand found"));
            return Err(PassFailure);
        }
        Ok(())
    }
}

/// Calls `f` on every operation nested in `op` and then on `op`.
fn walk_post_order(ir: &Ir<'_>, op: OpRef, f: &mut dyn FnMut(&Ir<'_>, OpRef)) {
    let (rb, regions) = ir.regions(op);
    for &r in regions {
        for b in ir.body(rb).region_blocks(r) {
            for child in ir.body(rb).block_ops(b) {
                strata_ir::stack::grow(|| {
                    walk_post_order(
                        ir,
                        OpRef {
                            body: rb,
                            op: child,
                        },
                        f,
                    )
                });
            }
        }
    }
    f(ir, op);
}

/// The operations referencing each symbol (by any symbol reference attribute).
fn symbol_uses(ir: &Ir<'_>) -> FxHashMap<OpRef, SmallVec<[OpRef; 4]>> {
    let mut uses: FxHashMap<OpRef, SmallVec<[OpRef; 4]>> = FxHashMap::default();
    let top = ir.top();
    ir.walk(top, &mut |ir, op| {
        if op == top {
            return;
        }
        let body = ir.body(op.body);
        let mut refs: SmallVec<[Attribute; 4]> = SmallVec::new();
        for dict in body
            .op_props(op.op)
            .into_iter()
            .chain([body.op_attrs(op.op)])
        {
            collect_symbol_refs(ir.ctx, dict, &mut refs);
        }
        for r in refs {
            if let Some(symbol) = ir.lookup_symbol_from(op, r) {
                uses.entry(symbol).or_default().push(op);
            }
        }
    });
    uses
}

fn collect_symbol_refs(ctx: &Context, attr: Attribute, out: &mut SmallVec<[Attribute; 4]>) {
    // Attributes nest as deep as the input wrote them.
    strata_ir::stack::grow(|| match attr.kind(ctx) {
        strata_ir::AttrKind::SymbolRef { .. } => out.push(attr),
        strata_ir::AttrKind::Array(elements) => {
            for &e in elements.iter() {
                collect_symbol_refs(ctx, e, out);
            }
        }
        strata_ir::AttrKind::Dictionary(entries) => {
            for e in entries.iter() {
                collect_symbol_refs(ctx, e.value, out);
            }
        }
        _ => {}
    })
}

/// Dead arguments and results of a function.
struct FunctionCleanup {
    func: OpRef,
    dead_args: Vec<bool>,
    dead_results: Vec<bool>,
}

/// Operands to erase (or to replace by poison); for calls, the callee
/// whose erased arguments decide.
struct OperandsCleanup {
    op: OpRef,
    dead: Vec<bool>,
    callee: Option<OpRef>,
    poison: bool,
}

/// Results of a call to erase.
struct ResultsCleanup {
    op: OpRef,
    dead: Vec<bool>,
}

/// Arguments of a block to erase.
struct BlockArgsCleanup {
    block: BlockRef,
    dead: Vec<bool>,
}

/// Operands a branch forwards to one successor to erase.
struct SuccessorCleanup {
    op: OpRef,
    successor: usize,
    dead: Vec<bool>,
}

/// Everything to remove, collected before the IR changes.
#[derive(Default)]
struct CleanupList {
    operations: Vec<OpRef>,
    functions: Vec<FunctionCleanup>,
    operands: Vec<OperandsCleanup>,
    results: Vec<ResultsCleanup>,
    blocks: Vec<BlockArgsCleanup>,
    successors: Vec<SuccessorCleanup>,
}

/// Walks the IR deciding what is dead.
struct Collector<'s> {
    states: &'s States,
    dead: FxHashSet<ValueRef>,
    list: CleanupList,
    uses: FxHashMap<OpRef, SmallVec<[OpRef; 4]>>,
}

impl Collector<'_> {
    /// True if `v` is live: not already found dead, and live or created
    /// after the analysis.
    fn is_live(&self, v: ValueRef) -> bool {
        !self.dead.contains(&v) && liveness(self.states, v).unwrap_or(true)
    }

    fn dead_flags(&self, values: impl Iterator<Item = ValueRef>) -> Vec<bool> {
        values.map(|v| !self.is_live(v)).collect()
    }

    fn mark_dead(&mut self, values: impl Iterator<Item = ValueRef>, dead: &[bool]) {
        for (v, &d) in values.zip(dead) {
            if d {
                self.dead.insert(v);
            }
        }
    }

    fn process(&mut self, ir: &Ir<'_>, op: OpRef) {
        if ir.is_callable(op) && function_type(ir, op).is_some() {
            self.process_function(ir, op);
        } else if ir.region_branch(op).is_some() {
            self.process_region_branch(ir, op);
        } else if ir.is_branch(op) {
            self.process_branch(ir, op);
        } else if ir.has_trait(op, OpTraits::TERMINATOR) {
            // Terminators are handled with their parent.
        } else if ir.is_call(op) {
            // Calls are updated with their callee.
        } else {
            self.process_simple(ir, op);
        }
    }

    fn process_simple(&mut self, ir: &Ir<'_>, op: OpRef) {
        let results: SmallVec<[ValueRef; 2]> = ir.results(op).collect();
        let all = vec![true; results.len()];
        // Operations computing from dead values are dead whatever their
        // effects: liveness would have marked the values otherwise.
        if ir.operands(op).any(|v| !self.is_live(v)) {
            self.list.operations.push(op);
            self.mark_dead(results.into_iter(), &all);
            return;
        }
        let effects = !has_no_side_effects(ir.ctx, ir.body(op.body), op.op);
        if effects || results.iter().any(|&r| self.is_live(r)) {
            return;
        }
        self.list.operations.push(op);
        self.mark_dead(results.into_iter(), &all);
    }

    fn process_function(&mut self, ir: &Ir<'_>, func: OpRef) {
        let Some((rb, region)) = ir.callable_region(func) else {
            return;
        };
        if ir.visibility(func) == "public" {
            return;
        }
        let calls = self.uses.get(&func).cloned().unwrap_or_default();
        if calls.iter().any(|&u| !ir.is_call(u)) {
            return;
        }
        let Some(entry) = ir.body(rb).entry_block(region) else {
            return;
        };
        let entry = BlockRef {
            body: rb,
            block: entry,
        };
        let args: SmallVec<[ValueRef; 4]> = ir.block_args(entry).collect();
        let dead_args = self.dead_flags(args.iter().copied());
        self.mark_dead(args.into_iter(), &dead_args);
        for &call in &calls {
            self.list.operands.push(OperandsCleanup {
                op: call,
                dead: vec![false; ir.body(call.body).num_operands(call.op)],
                callee: Some(func),
                poison: false,
            });
        }
        let num_results = function_type(ir, func).map_or(0, |(_, r)| r.len());
        let mut dead_results = vec![true; num_results];
        for &call in &calls {
            let call_dead = self.dead_flags(ir.results(call));
            for (d, c) in dead_results.iter_mut().zip(call_dead) {
                *d &= c;
            }
        }
        for block in ir.body(rb).region_blocks(region) {
            let block = BlockRef { body: rb, block };
            if let Some(ret) = ir.terminator(block)
                && ir.has_trait(ret, OpTraits::RETURN_LIKE)
                && ir.body(rb).num_operands(ret.op) == num_results
            {
                self.list.operands.push(OperandsCleanup {
                    op: ret,
                    dead: dead_results.clone(),
                    callee: None,
                    poison: false,
                });
            }
        }
        self.list.functions.push(FunctionCleanup {
            func,
            dead_args,
            dead_results: dead_results.clone(),
        });
        if num_results == 0 {
            return;
        }
        for call in calls {
            self.list.results.push(ResultsCleanup {
                op: call,
                dead: dead_results.clone(),
            });
            self.mark_dead(ir.results(call), &dead_results);
        }
    }

    /// A region-branch operation without effects or live results goes;
    /// otherwise the operands it or its terminators forward only to dead
    /// successor inputs (or that are dead themselves) become poison.
    fn process_region_branch(&mut self, ir: &Ir<'_>, op: OpRef) {
        if has_no_side_effects(ir.ctx, ir.body(op.body), op.op)
            && !ir.results(op).any(|r| self.is_live(r))
        {
            self.list.operations.push(op);
            return;
        }
        let mut dead_per_op: Vec<(OpRef, Vec<bool>)> = Vec::new();
        for f in region_branches::forwarded_operands(ir, op) {
            let value = ValueRef {
                body: f.owner.body,
                value: ir.body(f.owner.body).operand(f.owner.op, f.index),
            };
            if self.is_live(value) && f.inputs.iter().any(|&i| self.is_live(i)) {
                continue;
            }
            let k = match dead_per_op.iter().position(|(o, _)| *o == f.owner) {
                Some(k) => k,
                None => {
                    let n = ir.body(f.owner.body).num_operands(f.owner.op);
                    dead_per_op.push((f.owner, vec![false; n]));
                    dead_per_op.len() - 1
                }
            };
            dead_per_op[k].1[f.index] = true;
        }
        for (owner, dead) in dead_per_op {
            self.list.operands.push(OperandsCleanup {
                op: owner,
                dead,
                callee: None,
                poison: true,
            });
        }
    }

    fn process_branch(&mut self, ir: &Ir<'_>, op: OpRef) {
        let operands: SmallVec<[ValueRef; 4]> = ir.operands(op).collect();
        let mut non_forwarded = self.dead_flags(operands.iter().copied());
        let successors: SmallVec<[_; 2]> = ir.body(op.body).successors(op.op).into();
        for i in 0..successors.len() {
            for index in ir.successor_operands(op, i) {
                non_forwarded[index] = false;
            }
        }
        if non_forwarded.iter().any(|&d| d) {
            self.list.operations.push(op);
            return;
        }
        for (i, &succ) in successors.iter().enumerate() {
            let range = ir.successor_operands(op, i);
            let dead = self.dead_flags(range.map(|k| operands[k]));
            let block = BlockRef {
                body: op.body,
                block: succ,
            };
            let args: SmallVec<[ValueRef; 4]> = ir.block_args(block).collect();
            self.mark_dead(args.into_iter(), &dead);
            self.list.blocks.push(BlockArgsCleanup {
                block,
                dead: dead.clone(),
            });
            self.list.successors.push(SuccessorCleanup {
                op,
                successor: i,
                dead,
            });
        }
    }
}

/// The inputs and results of a function-like operation (`function_type`).
fn function_type(ir: &Ir<'_>, func: OpRef) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ir
        .body(func.body)
        .attr(ir.ctx, func.op, "function_type")?
        .type_value(ir.ctx)?;
    let (inputs, results) = t.function_parts(ir.ctx)?;
    Some((inputs.to_vec(), results.to_vec()))
}

/// Replaces the uses of `v` (of body `idx`) with a placeholder, recorded
/// in `dropped`: the users are expected to be erased too.
fn drop_uses(dropped: &mut Vec<ValueRef>, idx: BodyIdx, body: &mut Body, v: Value) {
    if body.has_uses(v) {
        let placeholder = body.create_placeholder(body.value_type(v));
        body.replace_all_uses(v, placeholder);
        dropped.push(ValueRef {
            body: idx,
            value: placeholder,
        });
    }
}

/// Keeps the elements of `items` whose `dead` flag is unset.
fn kept<T: Copy>(items: &[T], dead: &[bool]) -> Vec<T> {
    items
        .iter()
        .enumerate()
        .filter(|(i, _)| !dead.get(*i).copied().unwrap_or(false))
        .map(|(_, t)| *t)
        .collect()
}

/// Filters the per-argument (or per-result) attribute dictionaries named
/// `name`, dropping the attribute when no dictionary is left non-empty.
fn filter_attr_array(ctx: &Context, body: &mut Body, op: OpId, name: &str, dead: &[bool]) {
    let Some(elements) = body
        .attr(ctx, op, name)
        .and_then(|a| a.array_elements(ctx).map(|e| e.to_vec()))
    else {
        return;
    };
    let remaining = kept(&elements, dead);
    let value = (!remaining.iter().all(|d| d.dict_entries(ctx).is_empty()))
        .then(|| Attribute::array(ctx, &remaining));
    body.set_inherent_attr(ctx, op, Ident::new(ctx, name), value);
}

impl CleanupList {
    /// Applies the changes. Like upstream, uses of removed values are
    /// dropped, expecting their users to go too; a surviving user (left
    /// with a null operand upstream) is returned as an error.
    fn apply(self, ir: &mut Ir<'_>) -> Result<(), OpRef> {
        let ctx = ir.ctx;
        let mut dropped: Vec<ValueRef> = Vec::new();
        for b in &self.blocks {
            let body = ir.body_mut(b.block.body);
            if body.block_args(b.block.block).len() != b.dead.len() {
                continue;
            }
            for i in (0..b.dead.len()).rev().filter(|&i| b.dead[i]) {
                let arg = body.block_args(b.block.block)[i];
                drop_uses(&mut dropped, b.block.body, body, arg);
                body.erase_block_arg(b.block.block, i);
            }
        }
        for s in &self.successors {
            if ir.successor_operands(s.op, s.successor).len() != s.dead.len() {
                continue;
            }
            let body = ir.body_mut(s.op.body);
            for i in (0..s.dead.len()).rev().filter(|&i| s.dead[i]) {
                erase_successor_operand(ctx, body, s.op.op, s.successor, i);
            }
        }
        let marker_dialect = ctx.dialect_implementing::<dyn UnreachableTerminatorInterface>();
        let marker = marker_dialect
            .as_deref()
            .and_then(|d| d.interface::<dyn UnreachableTerminatorInterface>());
        let mut erased_args: FxHashMap<OpRef, Vec<bool>> = FxHashMap::default();
        let mut poisons: Vec<OpRef> = Vec::new();
        for f in &self.functions {
            erase_function_signature(ir, f, &mut dropped);
            if f.dead_args.iter().any(|&d| d) {
                erased_args.insert(f.func, f.dead_args.clone());
            }
        }
        for o in &self.operands {
            if let Some(callee) = o.callee {
                if let (Some(dead), Some((_, range))) =
                    (erased_args.get(&callee), ir.call_info(o.op))
                {
                    let body = ir.body_mut(o.op.body);
                    let operands: SmallVec<[Value; 4]> = body.operands(o.op.op).collect();
                    let mut flags = vec![false; operands.len()];
                    for (k, &d) in range.zip(dead) {
                        flags[k] = d;
                    }
                    body.set_operands(o.op.op, &kept(&operands, &flags));
                }
                continue;
            }
            if o.poison {
                replace_with_poison(ctx, ir, o, &mut poisons);
                continue;
            }
            if o.dead.iter().any(|&d| d) {
                let body = ir.body_mut(o.op.body);
                let operands: SmallVec<[Value; 4]> = body.operands(o.op.op).collect();
                body.set_operands(o.op.op, &kept(&operands, &o.dead));
            }
        }
        for r in &self.results {
            erase_results(ctx, ir, r.op, &r.dead, &mut dropped);
        }
        for &op in &self.operations {
            let body = ir.body_mut(op.body);
            if body.op_name(op.op).has_trait(ctx, OpTraits::TERMINATOR)
                && let Some(marker) = marker
            {
                let unreachable = marker.create_unreachable(ctx, body, body.op_loc(op.op));
                body.insert_op_before(op.op, unreachable);
            }
            let results: SmallVec<[Value; 2]> = body.results(op.op).collect();
            for r in results {
                drop_uses(&mut dropped, op.body, body, r);
            }
            ir.erase_op(op);
        }
        // Poison feeding only what was erased goes too.
        for p in poisons {
            let body = ir.body(p.body);
            if body.results(p.op).all(|v| !body.has_uses(v)) {
                ir.erase_op(p);
            }
        }
        dropped
            .into_iter()
            .find_map(|v| ir.users(v).next())
            .map_or(Ok(()), Err)
    }
}

/// Replaces the dead operands of `o.op` by poison values created before
/// it, recorded in `poisons`.
fn replace_with_poison(
    ctx: &Context,
    ir: &mut Ir<'_>,
    o: &OperandsCleanup,
    poisons: &mut Vec<OpRef>,
) {
    let Some(dialect) = ctx.dialect_implementing::<dyn PoisonValueInterface>() else {
        return;
    };
    let Some(poison) = dialect.interface::<dyn PoisonValueInterface>() else {
        return;
    };
    let body = ir.body_mut(o.op.body);
    for (index, _) in o.dead.iter().enumerate().filter(|(_, d)| **d) {
        let old = body.operand(o.op.op, index);
        let p = poison.create_poison(ctx, body, body.value_type(old), value_loc(ctx, body, old));
        body.insert_op_before(o.op.op, p);
        let value = body.result(p, 0);
        body.set_operand(o.op.op, index, value);
        poisons.push(OpRef {
            body: o.op.body,
            op: p,
        });
    }
}

/// Where a value is defined: its operation's location, or its block argument's.
fn value_loc(ctx: &Context, body: &Body, v: Value) -> strata_ir::Location {
    match body.value_def(v) {
        ValueDef::Result(op, _) => body.op_loc(op),
        ValueDef::BlockArg(b, i) => body
            .block_arg_locs(b)
            .get(i as usize)
            .copied()
            .unwrap_or_else(|| strata_ir::Location::unknown(ctx)),
        ValueDef::Placeholder => strata_ir::Location::unknown(ctx),
    }
}

/// Erases the dead arguments (with the entry block arguments) and results
/// of a function from its signature and argument/result attributes.
fn erase_function_signature(ir: &mut Ir<'_>, f: &FunctionCleanup, dropped: &mut Vec<ValueRef>) {
    let ctx = ir.ctx;
    let Some((inputs, results)) = function_type(ir, f.func) else {
        return;
    };
    if let Some((rb, region)) = ir.callable_region(f.func) {
        let body = ir.body_mut(rb);
        if let Some(entry) = body.entry_block(region) {
            for i in (0..f.dead_args.len()).rev().filter(|&i| f.dead_args[i]) {
                let arg = body.block_args(entry)[i];
                drop_uses(dropped, rb, body, arg);
                body.erase_block_arg(entry, i);
            }
        }
    }
    let body = ir.body_mut(f.func.body);
    let new_type = Type::function(
        ctx,
        &kept(&inputs, &f.dead_args),
        &kept(&results, &f.dead_results),
    );
    body.set_inherent_attr(
        ctx,
        f.func.op,
        Ident::new(ctx, "function_type"),
        Some(Attribute::type_attr(ctx, new_type)),
    );
    if f.dead_args.iter().any(|&d| d) {
        filter_attr_array(ctx, body, f.func.op, "arg_attrs", &f.dead_args);
    }
    if f.dead_results.iter().any(|&d| d) {
        filter_attr_array(ctx, body, f.func.op, "res_attrs", &f.dead_results);
    }
}

/// Replaces `op` by a copy without its dead results (the op must have no
/// regions); uses of dead results are dropped.
fn erase_results(
    ctx: &Context,
    ir: &mut Ir<'_>,
    op_ref: OpRef,
    dead: &[bool],
    dropped: &mut Vec<ValueRef>,
) {
    let op = op_ref.op;
    let body = ir.body_mut(op_ref.body);
    if !dead.iter().any(|&d| d) || body.num_regions(op) != 0 {
        return;
    }
    let results: SmallVec<[Value; 2]> = body.results(op).collect();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = body.operands(op).collect();
    state.successors = body.successors(op).into();
    state.props = body.op_props(op);
    state.attrs = Some(body.op_attrs(op));
    let mut live: SmallVec<[Value; 2]> = SmallVec::new();
    for (i, &r) in results.iter().enumerate() {
        if dead.get(i).copied().unwrap_or(false) {
            drop_uses(dropped, op_ref.body, body, r);
        } else {
            state.result_types.push(body.value_type(r));
            live.push(r);
        }
    }
    let new_op = body.create_op(ctx, state);
    body.insert_op_before(op, new_op);
    let new_results: SmallVec<[Value; 2]> = body.results(new_op).collect();
    for (old, new) in live.into_iter().zip(new_results) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(op);
}
