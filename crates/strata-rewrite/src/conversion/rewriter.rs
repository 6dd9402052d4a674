//! The conversion rewriter: every IR change a conversion pattern makes goes
//! through it and is logged, so it can be undone; it also maps original
//! values to their replacements and bridges type changes with pending
//! `builtin.unrealized_conversion_cast` materializations.

use std::sync::Arc;

use crate::matchers::constant_op_value;
use crate::{InsertPoint, PatternRewriter};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::OpClass;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::interfaces::{ConstantMaterializerInterface, FoldOpInterface};
use strata_ir::{
    Attribute, BlockId, Body, Context, Location, OpId, OperationName, OperationState, RegionId,
    Type, Value,
};

use super::log::{self, BodyKey, Change, Freed, OpSnapshot};
use super::signature::{InputMapping, SignatureConversion};
use super::type_converter::{MaterializationKind, TypeConverter};

/// The values replacing one original value (several for 1:N conversions,
/// none when it was dropped).
pub type ValueGroup = SmallVec<[Value; 1]>;

/// A pending materialization: an unrealized cast built by the conversion.
#[derive(Clone)]
pub(crate) struct Materialization {
    pub kind: MaterializationKind,
    pub converter: Option<Arc<TypeConverter>>,
}

/// The remapped operands of the operation a pattern converts: for each
/// original operand, the values standing for it after conversion.
#[derive(Clone, Debug, Default)]
pub struct OpAdaptor {
    groups: SmallVec<[ValueGroup; 4]>,
}

impl OpAdaptor {
    /// Number of original operands.
    pub fn len(&self) -> usize {
        self.groups.len()
    }

    /// True if the operation has no operands.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The single value replacing operand `index` (the first one for a
    /// 1:N conversion; `None` if it was dropped).
    pub fn operand(&self, index: usize) -> Option<Value> {
        self.groups.get(index).and_then(|g| g.first().copied())
    }

    /// The values replacing operand `index`.
    pub fn group(&self, index: usize) -> &[Value] {
        self.groups.get(index).map_or(&[], |g| g.as_slice())
    }

    /// Every replacement value, flattened.
    pub fn flat(&self) -> SmallVec<[Value; 4]> {
        self.groups.iter().flatten().copied().collect()
    }

    /// The groups, one per original operand.
    pub fn groups(&self) -> &[ValueGroup] {
        &self.groups
    }
}

/// The body at `path` below `root`.
fn body_at<'b>(root: &'b mut Body, path: &[OpId]) -> &'b mut Body {
    let mut body = root;
    for &op in path {
        body = body
            .isolated_body_mut(op)
            .expect("conversion body paths only name isolated operations");
    }
    body
}

fn body_ref<'b>(root: &'b Body, path: &[OpId]) -> &'b Body {
    let mut body = root;
    for &op in path {
        body = body
            .isolated_body(op)
            .expect("conversion body paths only name isolated operations");
    }
    body
}

/// Inserts a detached `op` at `point`, returning the point for the next one.
fn insert_at(body: &mut Body, point: InsertPoint, op: OpId) -> InsertPoint {
    match point {
        InsertPoint::Before(b) => {
            body.insert_op_before(b, op);
            point
        }
        InsertPoint::After(a) => {
            body.insert_op_after(a, op);
            InsertPoint::After(op)
        }
        InsertPoint::BlockStart(b) => {
            body.link_op(b, None, op);
            InsertPoint::After(op)
        }
        InsertPoint::BlockEnd(b) => {
            body.append_op(b, op);
            point
        }
        InsertPoint::Detached => point,
    }
}

/// True if `a` comes after `b` in their common block (searching both ways
/// from `b`, so the cost is the distance between them).
fn is_after(body: &Body, a: OpId, b: OpId) -> bool {
    let (mut forward, mut backward) = (body.next_op(b), body.prev_op(b));
    while forward.is_some() || backward.is_some() {
        if forward == Some(a) {
            return true;
        }
        if backward == Some(a) {
            return false;
        }
        forward = forward.and_then(|o| body.next_op(o));
        backward = backward.and_then(|o| body.prev_op(o));
    }
    false
}

/// Where a materialization of `values` replacing `op` goes: right after
/// the last of `values` defined in `op`'s block (upstream's
/// `computeInsertPoint`), else at the block's start if one of them is an
/// argument of that block, else before `op`.
fn materialization_point(body: &Body, op: OpId, values: &[Value]) -> InsertPoint {
    let block = body.op_block(op);
    let mut latest: Option<OpId> = None;
    for v in values {
        let Some(def) = body.defining_op(*v) else {
            continue;
        };
        if def != op && body.op_block(def) == block && latest.is_none_or(|l| is_after(body, def, l))
        {
            latest = Some(def);
        }
    }
    match latest {
        Some(def) => InsertPoint::After(def),
        None => match block {
            Some(b)
                if values
                    .iter()
                    .any(|v| body.defining_op(*v).is_none() && body.value_block(*v) == Some(b)) =>
            {
                InsertPoint::BlockStart(b)
            }
            _ => InsertPoint::Before(op),
        },
    }
}

/// A cached target materialization of a 1:N converted value: the values
/// and the types.
type GroupKey = log::CachedGroup;

/// The rewriter's tables for one body. Each isolated body keeps its own, so
/// the tables a pattern reads and writes stay as small as the function it
/// converts (one table for the whole module outgrows the caches).
#[derive(Default)]
pub(crate) struct BodyMaps {
    /// The values most recently standing for each replaced value.
    mapping: FxHashMap<Value, ValueGroup>,
    /// Pending materializations built in this body.
    materializations: FxHashMap<OpId, Materialization>,
    /// The keys of `materializations`, in the order they were built.
    materialized: Vec<OpId>,
    /// The value each rewired operand (op, index) held before the
    /// conversion: folders see the original operands, as upstream's
    /// deferred replacements leave them in place until the end.
    originals: FxHashMap<(OpId, usize), Value>,
    /// Target materializations of 1:N converted values, reused by every
    /// user asking for the same types (upstream maps the value vector).
    group_casts: FxHashMap<GroupKey, ValueGroup>,
}

/// What a rewriter leaves once its body is converted: its bodies, their
/// tables, the change log and the rewriters it took over, to be taken over
/// by the rewriter of the enclosing body (see [`ConversionRewriter::absorb`]).
#[derive(Default)]
pub(crate) struct RewriterParts {
    paths: Vec<SmallVec<[OpId; 2]>>,
    path_index: FxHashMap<(BodyKey, OpId), BodyKey>,
    log: Vec<(BodyKey, Change)>,
    maps: Vec<BodyMaps>,
    absorbed: Vec<(BodyKey, RewriterParts)>,
}

/// Changes the IR on behalf of conversion patterns, logging every change.
pub struct ConversionRewriter<'a> {
    /// The context.
    pub ctx: &'a Context,
    root: &'a mut Body,
    paths: Vec<SmallVec<[OpId; 2]>>,
    path_index: FxHashMap<(BodyKey, OpId), BodyKey>,
    cur: BodyKey,
    point: InsertPoint,
    log: Vec<(BodyKey, Change)>,
    /// The tables of each body, indexed by its key.
    maps: Vec<BodyMaps>,
    /// The rewriters of nested bodies taken over by [`Self::absorb`], each
    /// with the body it converted, in the order of their
    /// [`Change::Absorbed`] entries in the log.
    absorbed: Vec<(BodyKey, RewriterParts)>,
    converter: Option<Arc<TypeConverter>>,
    cast_name: OperationName,
}

impl<'a> ConversionRewriter<'a> {
    /// A rewriter over `root` (the body holding the converted operation).
    pub(crate) fn new(ctx: &'a Context, root: &'a mut Body) -> Self {
        ConversionRewriter {
            ctx,
            root,
            paths: vec![SmallVec::new()],
            path_index: FxHashMap::default(),
            cur: 0,
            point: InsertPoint::Detached,
            log: Vec::new(),
            maps: vec![BodyMaps::default()],
            absorbed: Vec::new(),
            converter: None,
            cast_name: strata_ir::builtin::UnrealizedConversionCastOp::name(ctx),
        }
    }

    /// A rewriter over `root` starting from `tables`: the tables the
    /// rewriter of the enclosing body kept for it (the block signatures its
    /// owner's pattern converted).
    pub(crate) fn with_tables(ctx: &'a Context, root: &'a mut Body, tables: BodyMaps) -> Self {
        let mut rw = Self::new(ctx, root);
        rw.maps[0] = tables;
        rw
    }

    /// Takes the tables of body `key` out, to hand them to the rewriter
    /// converting that body on its own.
    pub(crate) fn take_tables(&mut self, key: BodyKey) -> BodyMaps {
        std::mem::take(self.maps_mut_of(key))
    }

    /// Gives up the rewriter's bodies, tables, log and absorbed rewriters.
    pub(crate) fn into_parts(self) -> RewriterParts {
        RewriterParts {
            paths: self.paths,
            path_index: self.path_index,
            log: self.log,
            maps: self.maps,
            absorbed: self.absorbed,
        }
    }

    /// A rewriter over `root` taking up what [`Self::into_parts`] left of
    /// the rewriter that converted it (to commit or undo its changes).
    pub(crate) fn from_parts(ctx: &'a Context, root: &'a mut Body, parts: RewriterParts) -> Self {
        let mut rw = Self::new(ctx, root);
        rw.paths = parts.paths;
        rw.path_index = parts.path_index;
        rw.log = parts.log;
        rw.maps = parts.maps;
        rw.absorbed = parts.absorbed;
        rw
    }

    /// Takes over what the rewriter of body `at` (an isolated operation of
    /// the root body) left, as one entry of this log: a rollback past it
    /// undoes that rewriter's changes, and the commit commits them (see
    /// [`Self::take_absorbed`]). The changes of different bodies are
    /// independent, so they need not be merged into one log.
    pub(crate) fn absorb(&mut self, at: BodyKey, parts: RewriterParts) {
        self.log.push((at, Change::Absorbed));
        self.absorbed.push((at, parts));
    }

    /// Takes out the rewriters [`Self::absorb`] took over, with the paths
    /// of their bodies, to commit them on their own.
    pub(crate) fn take_absorbed(&mut self) -> Vec<(SmallVec<[OpId; 2]>, RewriterParts)> {
        std::mem::take(&mut self.absorbed)
            .into_iter()
            .map(|(at, parts)| (self.paths[at as usize].clone(), parts))
            .collect()
    }

    // ----- bodies -----

    /// The body the current pattern works in.
    pub fn body(&self) -> &Body {
        body_ref(self.root, &self.paths[self.cur as usize])
    }

    fn body_mut(&mut self) -> &mut Body {
        body_at(self.root, &self.paths[self.cur as usize])
    }

    pub(crate) fn body_of(&self, key: BodyKey) -> &Body {
        body_ref(self.root, &self.paths[key as usize])
    }

    pub(crate) fn body_mut_of(&mut self, key: BodyKey) -> &mut Body {
        body_at(self.root, &self.paths[key as usize])
    }

    /// The body reached from the root through the isolated operations of
    /// `path`.
    pub(crate) fn body_mut_of_path(&mut self, path: &[OpId]) -> &mut Body {
        body_at(self.root, path)
    }

    fn maps_of(&self, key: BodyKey) -> &BodyMaps {
        &self.maps[key as usize]
    }

    fn maps_mut_of(&mut self, key: BodyKey) -> &mut BodyMaps {
        &mut self.maps[key as usize]
    }

    /// Drops the value mapping and operand tables of body `key`, whose
    /// conversion is complete: no pattern looks into it again, and only a
    /// rollback of the whole conversion (which needs the log, not these
    /// tables) can still undo its changes. Its pending materializations stay
    /// for the commit.
    pub(crate) fn release_tables(&mut self, key: BodyKey) {
        let maps = self.maps_mut_of(key);
        maps.mapping = FxHashMap::default();
        maps.originals = FxHashMap::default();
        maps.group_casts = FxHashMap::default();
    }

    pub(crate) fn set_current_key(&mut self, key: BodyKey) {
        self.cur = key;
    }

    /// The key of the body nested in isolated operation `op` of body `key`.
    pub(crate) fn child_key(&mut self, key: BodyKey, op: OpId) -> BodyKey {
        if let Some(k) = self.path_index.get(&(key, op)) {
            return *k;
        }
        let mut path = self.paths[key as usize].clone();
        path.push(op);
        self.paths.push(path);
        self.maps.push(BodyMaps::default());
        let k = (self.paths.len() - 1) as BodyKey;
        self.path_index.insert((key, op), k);
        k
    }

    /// The path of isolated operations leading from the root body to `key`.
    pub(crate) fn path(&self, key: BodyKey) -> &[OpId] {
        &self.paths[key as usize]
    }

    pub(crate) fn set_converter(&mut self, converter: Option<Arc<TypeConverter>>) {
        self.converter = converter;
    }

    // ----- insertion point -----

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// Inserts before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = InsertPoint::Before(op);
    }

    /// Inserts after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = InsertPoint::After(op);
    }

    /// Inserts at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = InsertPoint::BlockStart(block);
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = InsertPoint::BlockEnd(block);
    }

    // ----- logging -----

    fn record(&mut self, change: Change) {
        self.log.push((self.cur, change));
    }

    /// The current position in the change log.
    pub(crate) fn checkpoint(&self) -> usize {
        self.log.len()
    }

    /// The changes made since `checkpoint`.
    pub(crate) fn changes_since(&self, checkpoint: usize) -> &[(BodyKey, Change)] {
        &self.log[checkpoint..]
    }

    /// Undoes every change made since `checkpoint`, newest first.
    pub(crate) fn rollback_to(&mut self, checkpoint: usize) {
        // Ids are per body: what was freed is tracked per body too.
        let mut freed: FxHashMap<BodyKey, Freed> = FxHashMap::default();
        while self.log.len() > checkpoint {
            let Some((key, change)) = self.log.pop() else {
                break;
            };
            match change {
                Change::Mapped { value, old } => match old {
                    Some(old) => {
                        self.maps_mut_of(key).mapping.insert(value, *old);
                    }
                    None => {
                        self.maps_mut_of(key).mapping.remove(&value);
                    }
                },
                Change::Materialized(op) => {
                    let maps = self.maps_mut_of(key);
                    maps.materializations.remove(&op);
                    maps.materialized.pop();
                }
                Change::Absorbed => {
                    if let Some((at, parts)) = self.absorbed.pop() {
                        debug_assert_eq!(at, key);
                        let body = body_at(self.root, &self.paths[at as usize]);
                        ConversionRewriter::from_parts(self.ctx, body, parts).rollback_to(0);
                    }
                }
                Change::GroupCached(group) => {
                    self.maps_mut_of(key).group_casts.remove(&*group);
                }
                Change::Operand { slot, old } => {
                    let body = body_at(self.root, &self.paths[key as usize]);
                    body.set_operand_value(slot, old);
                    let at = (body.operand_owner(slot), body.operand_number(slot));
                    let originals = &mut self.maps_mut_of(key).originals;
                    if originals.get(&at) == Some(&old) {
                        originals.remove(&at);
                    }
                }
                change => {
                    let body = body_at(self.root, &self.paths[key as usize]);
                    log::undo(body, &change, freed.entry(key).or_default());
                }
            }
        }
    }

    /// Makes every change of this rewriter's log final (not those of the
    /// absorbed rewriters, see [`Self::take_absorbed`]), freeing erased
    /// operations and replaced blocks; returns the pending materializations
    /// still alive, body by body, each body's in the order they were built.
    pub(crate) fn commit(&mut self) -> Vec<(BodyKey, OpId, Materialization)> {
        let log = std::mem::take(&mut self.log);
        // Consecutive changes mostly share a body: look it up once per run.
        for run in log.chunk_by(|a, b| a.0 == b.0) {
            let body = body_at(self.root, &self.paths[run[0].0 as usize]);
            for (_, change) in run {
                log::commit(body, change);
            }
        }
        let mut pending = Vec::new();
        for (key, maps) in self.maps.iter_mut().enumerate() {
            let mut maps = std::mem::take(maps);
            for op in maps.materialized {
                if let Some(m) = maps.materializations.remove(&op) {
                    pending.push((key as BodyKey, op, m));
                }
            }
        }
        pending.retain(|(key, op, _)| self.is_alive(*key, *op));
        pending
    }

    /// True if `op` is attached (through its ancestors) to the root regions
    /// of body `key`.
    pub(crate) fn is_alive(&self, key: BodyKey, op: OpId) -> bool {
        let body = self.body_of(key);
        let mut cur = op;
        loop {
            let Some(block) = body.op_block(cur) else {
                return false;
            };
            let Some(region) = body.block_region(block) else {
                return false;
            };
            match body.region_parent(region) {
                Some(p) => cur = p,
                None => return body.root_regions().contains(&region),
            }
        }
    }

    /// True if `op` (in body `key`) is a pending materialization.
    pub(crate) fn is_materialization(&self, key: BodyKey, op: OpId) -> bool {
        self.maps_of(key).materializations.contains_key(&op)
    }

    // ----- value mapping -----

    fn map(&mut self, value: Value, group: &[Value]) {
        let old = self
            .maps_mut_of(self.cur)
            .mapping
            .insert(value, SmallVec::from_slice(group));
        self.record(Change::Mapped {
            value,
            old: old.map(Box::new),
        });
    }

    /// The values most recently standing for `value`, and with `desired`
    /// types the most recent ones that have exactly those types.
    fn lookup(&self, value: Value, desired: Option<&[Type]>) -> Option<ValueGroup> {
        let body = self.body();
        let matches = |g: &[Value]| {
            desired.is_none_or(|d| {
                g.len() == d.len() && g.iter().zip(d).all(|(v, t)| body.value_type(*v) == *t)
            })
        };
        let mut cur: ValueGroup = SmallVec::from_slice(&[value]);
        let mut found = matches(&cur).then(|| cur.clone());
        // The mapping is acyclic; the bound only guards against misuse.
        for _ in 0..1024 {
            if cur.len() != 1 {
                break;
            }
            let Some(next) = self.maps_of(self.cur).mapping.get(&cur[0]) else {
                break;
            };
            cur = next.clone();
            if matches(&cur) {
                found = Some(cur.clone());
            }
        }
        match desired {
            Some(_) => found,
            None => Some(cur),
        }
    }

    /// The values that most recently replaced `value` (itself if none).
    pub fn remapped_value(&self, value: Value) -> ValueGroup {
        self.lookup(value, None)
            .unwrap_or_else(|| SmallVec::from_slice(&[value]))
    }

    /// The operands of `op` remapped for a pattern: with a type converter,
    /// each is brought to its converted types (building a target
    /// materialization if needed); `None` if an operand type does not convert.
    pub fn remapped_operands(
        &mut self,
        op: OpId,
        converter: Option<&Arc<TypeConverter>>,
    ) -> Option<OpAdaptor> {
        let body = self.body();
        let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
        let loc = body.op_loc(op);
        let mut groups = SmallVec::new();
        for v in operands {
            let Some(converter) = converter else {
                groups.push(self.remapped_value(v));
                continue;
            };
            let mut desired: SmallVec<[Type; 4]> = SmallVec::new();
            let ty = self.body().value_type(v);
            if !converter.convert_type_into(self.ctx, ty, &mut desired) {
                return None;
            }
            if let Some(found) = self.lookup(v, Some(&desired)) {
                groups.push(found);
                continue;
            }
            if desired.is_empty() {
                groups.push(SmallVec::new());
                continue;
            }
            let latest = self.remapped_value(v);
            let cache_key: GroupKey = (
                latest.iter().copied().collect(),
                desired.iter().copied().collect(),
            );
            if latest.len() > 1
                && let Some(found) = self.maps_of(self.cur).group_casts.get(&cache_key)
            {
                groups.push(found.clone());
                continue;
            }
            let point = self.point_after_definition(&latest, op);
            let casts = self.build_materialization(
                point,
                &latest,
                &desired,
                loc,
                MaterializationKind::Target,
                Some(converter.clone()),
            );
            if latest.len() == 1 {
                self.map(latest[0], &casts);
            } else {
                let cur = self.cur;
                self.maps_mut_of(cur)
                    .group_casts
                    .insert(cache_key.clone(), casts.clone());
                self.record(Change::GroupCached(Box::new(cache_key)));
            }
            groups.push(casts);
        }
        Some(OpAdaptor { groups })
    }

    /// Where upstream puts a target materialization of `values`: right
    /// after the definition of the last of them (at the start of its block
    /// for a block argument), or before `user` if they are not known.
    fn point_after_definition(&self, values: &[Value], user: OpId) -> InsertPoint {
        let body = self.body();
        match values.last() {
            Some(v) => match body.defining_op(*v) {
                Some(def) if body.op_block(def).is_some() => InsertPoint::After(def),
                Some(_) => InsertPoint::Before(user),
                None => body
                    .value_block(*v)
                    .map_or(InsertPoint::Before(user), InsertPoint::BlockStart),
            },
            None => InsertPoint::Before(user),
        }
    }

    // ----- creating and erasing operations -----

    fn build_materialization(
        &mut self,
        point: InsertPoint,
        inputs: &[Value],
        types: &[Type],
        loc: Location,
        kind: MaterializationKind,
        converter: Option<Arc<TypeConverter>>,
    ) -> ValueGroup {
        let mut state = OperationState::new(self.cast_name, loc);
        state.operands = SmallVec::from_slice(inputs);
        state.result_types = SmallVec::from_slice(types);
        let ctx = self.ctx;
        let body = self.body_mut();
        let op = body.create_op(ctx, state);
        insert_at(body, point, op);
        let results = body.results(op).collect();
        self.record(Change::CreatedOp(op));
        let cur = self.cur;
        let maps = self.maps_mut_of(cur);
        maps.materializations
            .insert(op, Materialization { kind, converter });
        maps.materialized.push(op);
        self.record(Change::Materialized(op));
        results
    }

    /// Creates an `unrealized_conversion_cast` of `inputs` to `types` at
    /// the insertion point, recorded as a materialization of `kind` (the
    /// casts upstream's patterns get from the type converter).
    pub fn materialize(
        &mut self,
        inputs: &[Value],
        types: &[Type],
        loc: Location,
        kind: MaterializationKind,
    ) -> ValueGroup {
        let point = self.point;
        self.build_materialization(point, inputs, types, loc, kind, None)
    }

    /// Creates an operation at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let ctx = self.ctx;
        let point = self.point;
        let body = self.body_mut();
        let op = body.create_op(ctx, state);
        self.point = insert_at(body, point, op);
        self.record(Change::CreatedOp(op));
        op
    }

    /// Creates a block with arguments of `types` (located at `loc`) at the
    /// end of `region`.
    pub fn create_block(&mut self, region: RegionId, types: &[Type], loc: Location) -> BlockId {
        let body = self.body_mut();
        let block = body.create_block();
        for t in types {
            body.add_block_arg(block, *t, loc);
        }
        body.append_block(region, block);
        self.record(Change::CreatedBlock(block));
        block
    }

    /// The value operand `index` of `op` held before the conversion
    /// rewired it to a replacement (the operand itself if it was not).
    pub fn original_operand(&self, op: OpId, index: usize) -> Value {
        match self.maps_of(self.cur).originals.get(&(op, index)) {
            Some(v) => *v,
            None => self.body().operand(op, index),
        }
    }

    /// Records that operand `index` of `op` (an op built by a pattern)
    /// stands for `original`, a value the conversion replaced: folders then
    /// see `original`, as upstream's deferred replacements leave it.
    pub fn set_original_operand(&mut self, op: OpId, index: usize, original: Value) {
        let body = self.body();
        let current = body.operand(op, index);
        if current == original {
            return;
        }
        let Some(slot) = body
            .uses(current)
            .find(|s| body.operand_owner(*s) == op && body.operand_number(*s) == index)
        else {
            return;
        };
        let cur = self.cur;
        self.maps_mut_of(cur)
            .originals
            .insert((op, index), original);
        self.log.push((
            self.cur,
            Change::Operand {
                slot,
                old: original,
            },
        ));
    }

    /// Points every use of `from` at `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let body = self.body_mut();
        let uses: SmallVec<[_; 8]> = body.uses(from).collect();
        for &slot in &uses {
            body.set_operand_value(slot, to);
        }
        let key = self.cur as usize;
        let body = body_ref(self.root, &self.paths[key]);
        let originals = &mut self.maps[key].originals;
        for &slot in &uses {
            let at = (body.operand_owner(slot), body.operand_number(slot));
            originals.entry(at).or_insert(from);
        }
        for slot in uses {
            self.log
                .push((self.cur, Change::Operand { slot, old: from }));
        }
    }

    /// Replaces the results of `op` one for one with `values` (which may
    /// have converted types) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let groups: SmallVec<[ValueGroup; 2]> =
            values.iter().map(|v| SmallVec::from_slice(&[*v])).collect();
        self.replace_op_with_multiple(op, &groups);
    }

    /// Replaces `op` by `new_op`, whose results are the 1:N conversions of
    /// `op`'s results in order: result `i` of `op` becomes the next
    /// `counts[i]` results of `new_op`.
    pub fn replace_op_with_result_groups(&mut self, op: OpId, new_op: OpId, counts: &[usize]) {
        let results: SmallVec<[Value; 4]> = self.body().results(new_op).collect();
        let mut rest = results.as_slice();
        let groups: SmallVec<[ValueGroup; 2]> = counts
            .iter()
            .map(|&n| {
                let (group, tail) = rest.split_at(n.min(rest.len()));
                rest = tail;
                SmallVec::from_slice(group)
            })
            .collect();
        self.replace_op_with_multiple(op, &groups);
    }

    /// Replaces each result of `op` with a group of values (1:N) and erases
    /// it. Users that are not converted see a source materialization.
    pub fn replace_op_with_multiple(&mut self, op: OpId, groups: &[ValueGroup]) {
        let body = self.body();
        let results: SmallVec<[Value; 2]> = body.results(op).collect();
        let loc = body.op_loc(op);
        for (i, result) in results.iter().enumerate() {
            let group: &[Value] = groups.get(i).map_or(&[], |g| g.as_slice());
            self.map(*result, group);
            let body = self.body();
            if !body.has_uses(*result) {
                continue;
            }
            let ty = body.value_type(*result);
            if group.len() == 1 && body.value_type(group[0]) == ty {
                // The replacement may itself have been replaced already (a
                // fold returning an operand whose op was converted): its
                // uses were rewired then, so this one must go to the newest
                // value of the same type too.
                let newest = self
                    .lookup(group[0], Some(&[ty]))
                    .and_then(|g| g.first().copied())
                    .unwrap_or(group[0]);
                self.replace_all_uses_with(*result, newest);
                continue;
            }
            let converter = self.converter.clone();
            let point = materialization_point(self.body(), op, group);
            let cast = self.build_materialization(
                point,
                group,
                &[ty],
                loc,
                MaterializationKind::Source,
                converter,
            );
            self.map(cast[0], group);
            self.replace_all_uses_with(*result, cast[0]);
        }
        self.unlink_erased(op);
    }

    /// Creates an operation before `op` and replaces `op` with its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.point;
        self.point = InsertPoint::Before(op);
        let new_op = self.create(state);
        self.point = saved;
        let values: SmallVec<[Value; 2]> = self.body().results(new_op).collect();
        self.replace_op(op, &values);
        new_op
    }

    /// Erases `op`; its results that are still used become values of a
    /// source materialization without inputs.
    pub fn erase_op(&mut self, op: OpId) {
        self.replace_op_with_multiple(op, &[]);
    }

    fn unlink_erased(&mut self, op: OpId) {
        if matches!(self.point, InsertPoint::Before(p) | InsertPoint::After(p) if p == op) {
            let body = self.body();
            self.point = match body.next_op(op) {
                Some(n) => InsertPoint::Before(n),
                None => body
                    .op_block(op)
                    .map_or(InsertPoint::Detached, InsertPoint::BlockEnd),
            };
        }
        let body = self.body_mut();
        let Some(block) = body.op_block(op) else {
            return;
        };
        let prev = body.prev_op(op);
        body.unlink_op(op);
        self.record(Change::ErasedOp { op, block, prev });
    }

    /// Changes `op` in place with `f`, which may only change the operation
    /// itself (operands, successors, attributes, location).
    pub fn modify_op_in_place<T>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> T) -> T {
        let snapshot = OpSnapshot::take(self.body(), op);
        self.record(Change::ModifiedOp(Box::new(snapshot)));
        f(self.body_mut())
    }

    /// Moves `op` to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        let body = self.body_mut();
        let (from, prev) = (body.op_block(op), body.prev_op(op));
        body.unlink_op(op);
        body.append_op(block, op);
        self.record(Change::MovedOp {
            op,
            block: from,
            prev,
        });
    }

    /// Splits `block` before `at`: `at` and the operations after it move
    /// to a new block with arguments of `types` (located at `loc`), placed
    /// right after `block`, which is returned.
    pub fn split_block(
        &mut self,
        block: BlockId,
        at: OpId,
        types: &[Type],
        loc: Location,
    ) -> BlockId {
        let Some(region) = self.body().block_region(block) else {
            return block;
        };
        let new_block = self.create_block(region, types, loc);
        let next = self.body().next_block(block);
        if next != Some(new_block) {
            let body = self.body_mut();
            let prev = body.prev_block(new_block);
            body.unlink_block(new_block);
            body.link_block(region, Some(block), new_block);
            self.record(Change::MovedBlock {
                block: new_block,
                region: Some(region),
                prev,
            });
        }
        let mut cur = Some(at);
        while let Some(op) = cur {
            cur = self.body().next_op(op);
            self.move_op_to_end(op, new_block);
        }
        new_block
    }

    /// Moves `op` to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let body = self.body_mut();
        let (block, prev) = (body.op_block(op), body.prev_op(op));
        body.move_op_before(op, before);
        self.record(Change::MovedOp { op, block, prev });
    }

    /// Moves the blocks of region `src_index` of `src` into region
    /// `dest_index` of `dest`, before `before` (at the end if `None`).
    /// Both operations must not be isolated from above.
    pub fn inline_region_before(
        &mut self,
        src: OpId,
        src_index: usize,
        dest: OpId,
        dest_index: usize,
        before: Option<BlockId>,
    ) {
        let body = self.body_mut();
        let (Some(&from), Some(&to)) = (
            body.local_regions(src).get(src_index),
            body.local_regions(dest).get(dest_index),
        ) else {
            return;
        };
        self.move_region_blocks(from, to, before);
    }

    /// Moves the blocks of region `from` into region `to`, before `before`
    /// (at the end if `None`).
    pub fn move_region_blocks(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) {
        let body = self.body_mut();
        let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(from).collect();
        for b in blocks {
            let body = self.body_mut();
            let prev = body.prev_block(b);
            body.unlink_block(b);
            let after = match before {
                Some(x) => body.prev_block(x),
                None => body.region_blocks(to).last(),
            };
            body.link_block(to, after, b);
            self.record(Change::MovedBlock {
                block: b,
                region: Some(from),
                prev,
            });
        }
    }

    /// Runs `fold` on `op` (logged as an in-place modification) with the
    /// constant values of its original operands (a replaced operand counts
    /// as constant only if the value it replaced was). The ops defining
    /// those operands also show their original operands while the folder
    /// runs, as upstream's deferred replacements leave them, so a folder
    /// that looks through its producer (`reinterpret_cast(cast(x))`) finds
    /// the value the producer consumed.
    pub(crate) fn fold(&mut self, op: OpId, folder: &dyn FoldOpInterface) -> FoldOutcome {
        // Logged only if the folder changed something: a fold that fails
        // leaves the operation as it was.
        let snapshot = OpSnapshot::take(self.body(), op);
        let ctx = self.ctx;
        let (current, originals, producers) = {
            let body = self.body();
            let table = &self.maps_of(self.cur).originals;
            let original = |o: OpId| -> SmallVec<[Value; 4]> {
                body.operands(o)
                    .enumerate()
                    .map(|(i, v)| table.get(&(o, i)).copied().unwrap_or(v))
                    .collect()
            };
            let current: SmallVec<[Value; 4]> = body.operands(op).collect();
            let originals = original(op);
            // Producers whose operands were rewired: (op, current, original).
            let mut producers: SmallVec<[RewiredProducer; 2]> = SmallVec::new();
            for v in &originals {
                if let Some(def) = body.defining_op(*v)
                    && def != op
                    && !producers.iter().any(|(d, ..)| *d == def)
                {
                    let before = original(def);
                    if body.operands(def).ne(before.iter().copied()) {
                        producers.push((def, body.operands(def).collect(), before));
                    }
                }
            }
            (current, originals, producers)
        };
        let swapped = originals != current;
        let body = self.body_mut();
        // The folder sees the operands as they were before the conversion.
        if swapped {
            rewire(body, op, &current, &originals);
        }
        for (def, now, before) in &producers {
            rewire(body, *def, now, before);
        }
        let constants: SmallVec<[Option<Attribute>; 4]> = originals
            .iter()
            .map(|v| {
                body.defining_op(*v)
                    .and_then(|d| constant_op_value(ctx, body, d))
            })
            .collect();
        let mut outcome = folder.fold(ctx, body, op, &constants);
        for (def, now, before) in &producers {
            rewire(body, *def, before, now);
        }
        if swapped || !producers.is_empty() {
            // An original value maps back to the operand that replaced it.
            let to_current = |v: Value| {
                let own = originals.iter().zip(&current);
                let inner = producers
                    .iter()
                    .flat_map(|(_, now, before)| before.iter().zip(now));
                own.chain(inner)
                    .find(|(o, _)| **o == v)
                    .map_or(v, |(_, c)| *c)
            };
            let folded: SmallVec<[Value; 4]> = body.operands(op).collect();
            let after: SmallVec<[Value; 4]> = match outcome {
                FoldOutcome::InPlace => folded.iter().map(|v| to_current(*v)).collect(),
                _ => current.clone(),
            };
            rewire(body, op, &folded, &after);
            if matches!(outcome, FoldOutcome::InPlace) {
                // Operands may have moved: the originals follow them.
                for (i, (o, c)) in folded.iter().zip(&after).enumerate() {
                    let originals = &mut self.maps[self.cur as usize].originals;
                    if o == c {
                        originals.remove(&(op, i));
                    } else {
                        originals.insert((op, i), *o);
                    }
                }
            }
            if let FoldOutcome::Results(results) = &mut outcome {
                for r in results.iter_mut() {
                    if let OpFoldResult::Value(v) = r
                        && let Some(i) = originals.iter().position(|o| o == v)
                    {
                        *v = current[i];
                    }
                }
            }
        }
        if !matches!(outcome, FoldOutcome::None) {
            self.record(Change::ModifiedOp(Box::new(snapshot)));
        }
        outcome
    }

    /// Replaces `op` by its fold results, materializing constants with the
    /// dialect's hook before it; returns the new constant operations, or
    /// `None` if a constant cannot be materialized.
    pub(crate) fn replace_with_fold_results(
        &mut self,
        op: OpId,
        results: &[OpFoldResult],
    ) -> Option<SmallVec<[OpId; 2]>> {
        let ctx = self.ctx;
        let loc = self.body().op_loc(op);
        let types: SmallVec<[Type; 2]> = self
            .body()
            .results(op)
            .map(|v| self.body().value_type(v))
            .collect();
        let materializer = self
            .body()
            .op_name(op)
            .dialect(ctx)
            .and_then(|d| d.interface::<dyn ConstantMaterializerInterface>());
        let mut values: SmallVec<[Value; 2]> = SmallVec::new();
        let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
        for (r, ty) in results.iter().zip(&types) {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => {
                    let body = self.body_mut();
                    let c = materializer?.materialize_constant(ctx, body, a, *ty, loc)?;
                    body.insert_op_before(op, c);
                    values.push(body.result(c, 0));
                    self.record(Change::CreatedOp(c));
                    created.push(c);
                }
            }
        }
        self.replace_op(op, &values);
        Some(created)
    }

    // ----- block signatures -----

    /// The body key and region for region `index` of `op` (looking into
    /// the nested body of an isolated operation).
    fn region_of(&mut self, op: OpId, index: usize) -> Option<(BodyKey, RegionId)> {
        let body = self.body();
        if body.isolated_body(op).is_some() {
            let key = self.child_key(self.cur, op);
            let region = *self.body_of(key).root_regions().get(index)?;
            return Some((key, region));
        }
        let region = *body.local_regions(op).get(index)?;
        Some((self.cur, region))
    }

    /// Converts the argument types of every block of region `index` of `op`
    /// (the entry block with `entry` if given); false if some type does not
    /// convert (nothing is changed then).
    pub fn convert_region_types(
        &mut self,
        op: OpId,
        index: usize,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> bool {
        let Some((key, region)) = self.region_of(op, index) else {
            return false;
        };
        let saved = self.cur;
        self.cur = key;
        let body = self.body();
        let mut plans: SmallVec<[(BlockId, SignatureConversion); 4]> = SmallVec::new();
        let mut ok = true;
        for (i, block) in body.region_blocks(region).enumerate() {
            let conversion = match entry {
                Some(e) if i == 0 => Some(e.clone()),
                _ => converter.convert_block_signature(self.ctx, body, block),
            };
            match conversion {
                Some(c) => plans.push((block, c)),
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if !ok {
            self.cur = saved;
            return false;
        }
        let mut replaced: FxHashMap<BlockId, BlockId> = FxHashMap::default();
        for (block, conversion) in plans {
            let new_block = self.convert_block(block, &conversion, converter);
            if new_block != block {
                replaced.insert(block, new_block);
            }
        }
        self.retarget_branches(region, &replaced);
        self.cur = saved;
        true
    }

    /// Converts the entry block of region `index` of `op` with `conversion`
    /// (upstream's `convertRegionTypes`, which leaves the other blocks to the
    /// lowering of the branches reaching them); false if the region is empty.
    pub fn convert_entry_block(
        &mut self,
        op: OpId,
        index: usize,
        converter: &Arc<TypeConverter>,
        conversion: &SignatureConversion,
    ) -> bool {
        let Some((key, region)) = self.region_of(op, index) else {
            return false;
        };
        let saved = self.cur;
        self.cur = key;
        let Some(entry) = self.body().region_blocks(region).next() else {
            self.cur = saved;
            return false;
        };
        self.apply_signature_conversion(entry, conversion, converter);
        self.cur = saved;
        true
    }

    fn is_identity(&self, block: BlockId, conversion: &SignatureConversion) -> bool {
        let body = self.body();
        let args = body.block_args(block);
        conversion.converted_types().len() == args.len()
            && args.iter().enumerate().all(|(i, a)| {
                conversion.input_mapping(i) == Some(InputMapping::Args { start: i, len: 1 })
                    && conversion.converted_types()[i] == body.value_type(*a)
            })
    }

    /// Replaces `block` (in the current body) by a block whose arguments
    /// follow `conversion`, moving its operations and retargeting branches;
    /// the old arguments' uses see the new arguments, through argument
    /// materializations where types differ. Returns the new block.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
        converter: &Arc<TypeConverter>,
    ) -> BlockId {
        let new_block = self.convert_block(block, conversion, converter);
        if let (true, Some(region)) = (new_block != block, self.body().block_region(new_block)) {
            let replaced = FxHashMap::from_iter([(block, new_block)]);
            self.retarget_branches(region, &replaced);
        }
        new_block
    }

    /// [`Self::apply_signature_conversion`] without retargeting branches.
    fn convert_block(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
        converter: &Arc<TypeConverter>,
    ) -> BlockId {
        if self.is_identity(block, conversion) {
            return block;
        }
        let ctx = self.ctx;
        let body = self.body_mut();
        let Some(region) = body.block_region(block) else {
            return block;
        };
        let old_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(block));
        let old_locs: SmallVec<[Location; 4]> = SmallVec::from_slice(body.block_arg_locs(block));
        let fallback_loc = old_locs
            .last()
            .copied()
            .unwrap_or_else(|| Location::unknown(ctx));
        let mut new_locs: SmallVec<[Location; 4]> =
            SmallVec::from_elem(fallback_loc, conversion.converted_types().len());
        for (i, loc) in old_locs.iter().enumerate() {
            if let Some(InputMapping::Args { start, len }) = conversion.input_mapping(i) {
                new_locs[start..start + len].fill(*loc);
            }
        }
        let prev = body.prev_block(block);
        let new_block = body.create_block();
        let new_args: SmallVec<[Value; 4]> = conversion
            .converted_types()
            .iter()
            .zip(&new_locs)
            .map(|(t, l)| body.add_block_arg(new_block, *t, *l))
            .collect();
        body.link_block(region, prev, new_block);
        self.record(Change::CreatedBlock(new_block));
        let body = self.body_mut();
        body.splice_block_ops(block, new_block);
        self.record(Change::SplicedOps {
            from: block,
            to: new_block,
        });
        self.body_mut().unlink_block(block);
        self.record(Change::DetachedBlock {
            block,
            region,
            prev: Some(new_block),
        });
        // Each materialization goes to the start of the block, as upstream
        // builds them (so the last argument's comes first).
        let point = InsertPoint::BlockStart(new_block);
        for (i, arg) in old_args.iter().enumerate() {
            let repl: ValueGroup = match conversion.input_mapping(i) {
                Some(InputMapping::Value(v)) => SmallVec::from_slice(&[v]),
                Some(InputMapping::Args { start, len }) => {
                    SmallVec::from_slice(&new_args[start..start + len])
                }
                None => SmallVec::new(),
            };
            self.map(*arg, &repl);
            if !self.body().has_uses(*arg) {
                continue;
            }
            let ty = self.body().value_type(*arg);
            if repl.len() == 1 && self.body().value_type(repl[0]) == ty {
                self.replace_all_uses_with(*arg, repl[0]);
                continue;
            }
            let cast = self.build_materialization(
                point,
                &repl,
                &[ty],
                old_locs[i],
                MaterializationKind::Argument,
                Some(converter.clone()),
            );
            self.map(cast[0], &repl);
            self.replace_all_uses_with(*arg, cast[0]);
        }
        new_block
    }

    /// Points the branches of `region`'s blocks at the replacements of
    /// the blocks in `replaced`.
    fn retarget_branches(&mut self, region: RegionId, replaced: &FxHashMap<BlockId, BlockId>) {
        if replaced.is_empty() {
            return;
        }
        let body = self.body_mut();
        let mut changes: SmallVec<[(OpId, usize, BlockId, BlockId); 4]> = SmallVec::new();
        for b in body.region_blocks(region) {
            if let Some(term) = body.last_op(b) {
                for (i, s) in body.successors(term).iter().enumerate() {
                    if let Some(new) = replaced.get(s) {
                        changes.push((term, i, *s, *new));
                    }
                }
            }
        }
        for (op, index, old, new) in changes {
            self.body_mut().set_successor(op, index, new);
            self.record(Change::Successor { op, index, old });
        }
    }
}

impl<'ctx> PatternRewriter<'ctx> for ConversionRewriter<'ctx> {
    fn context(&self) -> &'ctx Context {
        self.ctx
    }

    fn body(&self) -> &Body {
        ConversionRewriter::body(self)
    }

    fn insertion_point(&self) -> InsertPoint {
        ConversionRewriter::insertion_point(self)
    }

    fn set_insertion_point(&mut self, point: InsertPoint) {
        ConversionRewriter::set_insertion_point(self, point)
    }

    fn create(&mut self, state: OperationState) -> OpId {
        ConversionRewriter::create(self, state)
    }

    fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        ConversionRewriter::replace_all_uses_with(self, from, to)
    }

    fn replace_op(&mut self, op: OpId, values: &[Value]) {
        ConversionRewriter::replace_op(self, op, values)
    }

    fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        ConversionRewriter::replace_op_with_new(self, op, state)
    }

    fn erase_op(&mut self, op: OpId) {
        ConversionRewriter::erase_op(self, op)
    }

    fn move_op_before(&mut self, op: OpId, before: OpId) {
        ConversionRewriter::move_op_before(self, op, before)
    }

    fn modify_op_in_place(&mut self, op: OpId, f: &mut dyn FnMut(&mut Body)) {
        ConversionRewriter::modify_op_in_place(self, op, f)
    }
}

/// An op defining a folded op's operand whose operands the conversion
/// rewired: the op, its current operands and its original ones.
/// Sets the operands of `op`, which are `from`, to `to`, relinking only
/// the slots that differ.
fn rewire(body: &mut Body, op: OpId, from: &[Value], to: &[Value]) {
    if from.len() != to.len() {
        body.set_operands(op, to);
        return;
    }
    for (i, (f, t)) in from.iter().zip(to).enumerate() {
        if f != t {
            body.set_operand(op, i, *t);
        }
    }
}

type RewiredProducer = (OpId, SmallVec<[Value; 4]>, SmallVec<[Value; 4]>);
