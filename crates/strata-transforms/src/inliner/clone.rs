//! Cloning a region's blocks from one body into another.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, OpId, OperationState, RegionId, StateRegions, Value};

/// Maps values and blocks of a source body to their clones.
#[derive(Default)]
pub struct Mapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
    /// Placeholders standing for source values used before their clone exists.
    pending: FxHashMap<Value, Value>,
}

impl Mapping {
    /// Maps source value `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// The clone of source value `v`, if it has one.
    pub fn value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }

    fn lookup_or_placeholder(&mut self, src: &Body, dst: &mut Body, v: Value) -> Value {
        if let Some(&m) = self.values.get(&v) {
            return m;
        }
        *self
            .pending
            .entry(v)
            .or_insert_with(|| dst.create_placeholder(src.value_type(v)))
    }

    fn define(&mut self, dst: &mut Body, from: Value, to: Value) {
        self.values.insert(from, to);
        if let Some(p) = self.pending.remove(&from) {
            dst.replace_all_uses(p, to);
        }
    }
}

/// Clones the blocks of `region` (of `src`) into new detached blocks of
/// `dst`, returned in order. Entry arguments already mapped in `map` are not
/// recreated. `remap_loc` rewrites every cloned location.
pub fn clone_region_blocks(
    ctx: &Context,
    src: &Body,
    region: RegionId,
    dst: &mut Body,
    map: &mut Mapping,
    remap_loc: &dyn Fn(strata_ir::Location) -> strata_ir::Location,
) -> Vec<BlockId> {
    let blocks: Vec<BlockId> = src.region_blocks(region).collect();
    let mut out = Vec::with_capacity(blocks.len());
    for &b in &blocks {
        let nb = dst.create_block();
        map.blocks.insert(b, nb);
        for (&arg, &loc) in src.block_args(b).iter().zip(src.block_arg_locs(b)) {
            if map.values.contains_key(&arg) {
                continue;
            }
            let na = dst.add_block_arg(nb, src.value_type(arg), remap_loc(loc));
            map.define(dst, arg, na);
        }
        out.push(nb);
    }
    for (&b, &nb) in blocks.iter().zip(&out) {
        for op in src.block_ops(b) {
            let new = clone_op(ctx, src, op, dst, map, remap_loc);
            dst.append_op(nb, new);
        }
    }
    out
}

/// Clones `op` (with its local regions) from `src` into a detached op of `dst`.
fn clone_op(
    ctx: &Context,
    src: &Body,
    op: OpId,
    dst: &mut Body,
    map: &mut Mapping,
    remap_loc: &dyn Fn(strata_ir::Location) -> strata_ir::Location,
) -> OpId {
    let mut state = OperationState::new(src.op_name(op), remap_loc(src.op_loc(op)));
    for v in src.operands(op) {
        let m = map.lookup_or_placeholder(src, dst, v);
        state.operands.push(m);
    }
    state.result_types = src.results(op).map(|r| src.value_type(r)).collect();
    for &s in src.successors(op) {
        // Successors are blocks of the region being cloned, created first.
        state
            .successors
            .push(map.blocks.get(&s).copied().unwrap_or(s));
    }
    state.props = src.op_props(op);
    state.attrs = Some(src.op_attrs(op));
    let mut regions: SmallVec<[RegionId; 2]> = SmallVec::new();
    for &r in src.local_regions(op) {
        let nr = dst.create_region();
        for nb in strata_ir::stack::grow(|| clone_region_blocks(ctx, src, r, dst, map, remap_loc)) {
            dst.append_block(nr, nb);
        }
        regions.push(nr);
    }
    if !regions.is_empty() {
        state.regions = StateRegions::Local(regions);
    }
    let new = dst.create_op(ctx, state);
    for (r, nr) in src.results(op).zip(dst.results(new)) {
        map.define(dst, r, nr);
    }
    new
}
