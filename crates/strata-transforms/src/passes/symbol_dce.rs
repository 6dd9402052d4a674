//! `symbol-dce`: erases the symbols of a symbol table (and of the tables
//! nested in it) that are not visible from outside and not referenced
//! from anything live.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::symbol_table::symbol_visibility;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{Attribute, Body, Context, Diagnostic, OpId, RegionId};
use strata_pass::{Pass, PassContext, PassFailure, PassRegistration, PassResult, Statistic};

use strata_analysis::symbols::{is_symbol, is_symbol_table, resolve_all, symbol_uses};

/// The symbol DCE pass.
#[derive(Clone, Default)]
pub struct SymbolDce {
    num_dce: u64,
}

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "symbol-dce",
    summary: "Eliminate dead symbols",
    options: &[],
    create: || Box::new(SymbolDce::default()),
};

/// A symbol identified by the body holding it and its id there.
type SymbolKey = (usize, OpId);

fn key(body: &Body, op: OpId) -> SymbolKey {
    (body as *const Body as usize, op)
}

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }

    fn name(&self) -> &'static str {
        "SymbolDCE"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        if !is_symbol_table(ctx, body, op) {
            ctx.emit(op_error(
                ctx,
                body,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            ));
            return Err(PassFailure);
        }
        let hidden = body.parent_op_name(op).is_some()
            && is_symbol(ctx, body, op)
            && symbol_visibility(ctx, body, op) == "private";
        let mut live = FxHashSet::default();
        if let Err(d) = compute_liveness(ctx, body, op, hidden, &mut live) {
            ctx.emit(d);
            return Err(PassFailure);
        }
        if let Some(mut inner) = body.take_isolated_body(op) {
            sweep_body(ctx, &mut inner, &live, &mut self.num_dce);
            if let Some(&region) = inner.root_regions().first() {
                erase_dead_symbols(ctx, &mut inner, region, &live, &mut self.num_dce);
            }
            body.set_isolated_body(op, inner);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "num-dce'd",
            description: "Number of symbols DCE'd",
            value: self.num_dce,
        }]
    }
}

/// Marks the live symbols of the symbol table `table` (of `body`) and of
/// the tables nested in live operations. `hidden` is true if the table
/// cannot be seen from its parent regions.
fn compute_liveness(
    ctx: &Context,
    body: &Body,
    table: OpId,
    hidden: bool,
    live: &mut FxHashSet<SymbolKey>,
) -> Result<(), Diagnostic> {
    let (inner, regions) = body.op_regions(table);
    let Some(&region) = regions.first() else {
        return Ok(());
    };
    // Operations directly in a symbol table's region, with that table's body.
    let mut worklist: Vec<(&Body, OpId)> = Vec::new();
    for block in inner.region_blocks(region) {
        for op in inner.block_ops(block) {
            if !is_symbol(ctx, inner, op) {
                worklist.push((inner, op));
                continue;
            }
            let discardable = hidden || symbol_visibility(ctx, inner, op) != "public";
            if !discardable && live.insert(key(inner, op)) {
                worklist.push((inner, op));
            }
        }
    }
    let mut refs: SmallVec<[Attribute; 4]> = SmallVec::new();
    while let Some((b, op)) = worklist.pop() {
        if is_symbol_table(ctx, b, op) {
            // A table that is not a symbol (an unnamed module) is as visible
            // as the table holding it; a private symbol hides its table.
            let nested_hidden =
                hidden || (is_symbol(ctx, b, op) && symbol_visibility(ctx, b, op) == "private");
            strata_ir::stack::grow(|| compute_liveness(ctx, b, op, nested_hidden, live))?;
        }
        refs.clear();
        if symbol_uses(ctx, b, op, &mut |r| refs.push(r)).is_err() {
            return Err(op_plain_error(
                ctx,
                b,
                op,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        }
        for &r in &refs {
            let Some(resolved) = resolve_all(ctx, b, b.root_regions(), r) else {
                continue;
            };
            for (sb, s) in resolved {
                if live.insert(key(sb, s)) {
                    worklist.push((sb, s));
                }
            }
        }
    }
    Ok(())
}

/// Erases dead symbols in every symbol table nested in `body`, isolated
/// or not, innermost first.
fn sweep_body(ctx: &Context, body: &mut Body, live: &FxHashSet<SymbolKey>, count: &mut u64) {
    let mut nested: Vec<OpId> = Vec::new();
    for &r in body.root_regions() {
        body.walk_region(r, strata_ir::ir::WalkOrder::PreOrder, &mut |b, o| {
            if b.isolated_body(o).is_some() {
                nested.push(o);
                return strata_ir::ir::WalkResult::Skip;
            }
            if is_symbol_table(ctx, b, o) {
                nested.push(o);
            }
            strata_ir::ir::WalkResult::Advance
        });
    }
    // Reversed pre-order visits every table before the tables enclosing it.
    for op in nested.into_iter().rev() {
        let table = is_symbol_table(ctx, body, op);
        if let Some(mut inner) = body.take_isolated_body(op) {
            strata_ir::stack::grow(|| sweep_body(ctx, &mut inner, live, count));
            if let Some(&region) = inner.root_regions().first().filter(|_| table) {
                erase_dead_symbols(ctx, &mut inner, region, live, count);
            }
            body.set_isolated_body(op, inner);
        } else if let Some(&region) = body.local_regions(op).first() {
            erase_dead_symbols(ctx, body, region, live, count);
        }
    }
}

/// Erases the dead symbols directly in `region` of `body`.
fn erase_dead_symbols(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    live: &FxHashSet<SymbolKey>,
    count: &mut u64,
) {
    let dead: Vec<OpId> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .filter(|&o| is_symbol(ctx, body, o) && !live.contains(&key(body, o)))
        .collect();
    for op in dead {
        body.drop_all_references(op);
        body.erase_op(op);
        *count += 1;
    }
}
