//! The arena that stores the operations, blocks, regions and values nested in
//! one isolated-from-above operation.
//!
//! Every operation that is isolated from above (a `builtin.module`, a
//! `func.func`, ...) owns a `Body` holding everything inside its regions.
//! Nothing inside can refer to a value outside, so bodies of sibling
//! functions are disjoint and passes can mutate them on different threads.
//! The operation itself (its name, attributes, operands and results) lives
//! in the body of its parent.

use smallvec::SmallVec;

use crate::attributes::Attribute;
use crate::context::Context;
use crate::dialect::OperationName;
use crate::location::Location;
use crate::types::Type;

use super::entity::{BlockId, BodyTag, OpId, OperandId, RegionId, Value};

/// A contiguous range of a side table.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub start: u32,
    pub len: u32,
}

impl Span {
    pub(crate) fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// The storage of an operation (48 bytes). What most operations lack
/// (successors, regions, a nested body) is kept out of line in an
/// [`OpExtra`].
#[derive(Debug, Clone)]
pub(crate) struct OpData {
    pub name: OperationName,
    pub loc: Location,
    pub parent: Option<BlockId>,
    pub prev: Option<OpId>,
    pub next: Option<OpId>,
    pub operands: Span,
    pub results: Span,
    pub props: Option<Attribute>,
    pub attrs: Attribute,
    /// One plus the index of the operation's [`OpExtra`] in
    /// [`Body::op_extras`], or 0 if it has none.
    pub extra: u32,
}

/// The parts of an operation that most operations do not have.
#[derive(Debug, Clone, Default)]
pub(crate) struct OpExtra {
    pub successors: Span,
    pub regions: Span,
    pub isolated: Option<Box<Body>>,
}

/// The extra record of an operation that has none.
pub(crate) static NO_EXTRA: OpExtra = OpExtra {
    successors: Span { start: 0, len: 0 },
    regions: Span { start: 0, len: 0 },
    isolated: None,
};

/// The storage of a block.
#[derive(Debug, Default, Clone)]
pub(crate) struct BlockData {
    pub parent: Option<RegionId>,
    pub prev: Option<BlockId>,
    pub next: Option<BlockId>,
    pub first_op: Option<OpId>,
    pub last_op: Option<OpId>,
    pub args: SmallVec<[Value; 4]>,
    pub arg_locs: SmallVec<[Location; 4]>,
}

/// The storage of a region.
#[derive(Debug, Default, Clone)]
pub(crate) struct RegionData {
    pub parent: Option<OpId>,
    pub first_block: Option<BlockId>,
    pub last_block: Option<BlockId>,
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    Result(OpId, u32),
    /// Argument `index` of a block.
    BlockArg(BlockId, u32),
    /// A value referenced before its definition while parsing, to be replaced.
    Placeholder,
}

/// The storage of a value (16 bytes).
#[derive(Debug, Clone)]
pub(crate) struct ValueData {
    pub ty: Type,
    pub def: PackedDef,
    pub first_use: Option<OperandId>,
}

/// A [`ValueDef`] in 8 bytes: the defining operation's or block's index
/// plus one (0 for a placeholder) and the position, whose top bit marks a
/// block argument. The ids are rebuilt with the tag of the body holding
/// the value, which is the body that created them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PackedDef {
    owner: u32,
    index: u32,
}

/// The bit of [`PackedDef::index`] marking a block argument.
const BLOCK_ARG: u32 = 1 << 31;

impl PackedDef {
    /// Packs `def`.
    pub(crate) fn pack(def: ValueDef) -> Self {
        let position = |index: u32| {
            if index & BLOCK_ARG != 0 {
                panic!("IR arena overflow: more than 2^31 results or block arguments");
            }
            index
        };
        let owner = |index: usize| {
            u32::try_from(index + 1)
                .unwrap_or_else(|_| panic!("IR arena overflow: more than 2^32 entities"))
        };
        match def {
            ValueDef::Result(op, i) => PackedDef {
                owner: owner(op.index()),
                index: position(i),
            },
            ValueDef::BlockArg(block, i) => PackedDef {
                owner: owner(block.index()),
                index: position(i) | BLOCK_ARG,
            },
            ValueDef::Placeholder => PackedDef { owner: 0, index: 0 },
        }
    }

    /// The definition, with ids of the body tagged `tag`.
    #[inline]
    pub(crate) fn unpack(self, tag: BodyTag) -> ValueDef {
        let Some(owner) = (self.owner as usize).checked_sub(1) else {
            return ValueDef::Placeholder;
        };
        if self.index & BLOCK_ARG != 0 {
            ValueDef::BlockArg(BlockId::from_index(owner, tag), self.index & !BLOCK_ARG)
        } else {
            ValueDef::Result(OpId::from_index(owner, tag), self.index)
        }
    }
}

/// The storage of one operand slot.
#[derive(Debug, Clone, Copy)]
pub(crate) struct OperandData {
    pub value: Value,
    pub owner: OpId,
    pub prev_use: Option<OperandId>,
    pub next_use: Option<OperandId>,
}

/// The arena of operations, blocks, regions and values nested in one
/// isolated-from-above operation (or the top level of a parsed file).
#[derive(Debug, Clone)]
pub struct Body {
    pub(crate) ops: Vec<OpData>,
    pub(crate) op_extras: Vec<OpExtra>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) operands: Vec<OperandData>,
    pub(crate) successors: Vec<BlockId>,
    pub(crate) region_lists: Vec<RegionId>,
    pub(crate) root_regions: SmallVec<[RegionId; 1]>,
    pub(crate) free_ops: Vec<OpId>,
    pub(crate) free_blocks: Vec<BlockId>,
    /// The name of the isolated operation owning this body's root regions.
    pub(crate) owner_name: Option<OperationName>,
    /// The identity stamped on the ids this body creates (debug builds).
    pub(crate) tag: BodyTag,
}

impl Default for Body {
    fn default() -> Self {
        Body {
            ops: Vec::new(),
            op_extras: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            operands: Vec::new(),
            successors: Vec::new(),
            region_lists: Vec::new(),
            root_regions: SmallVec::new(),
            free_ops: Vec::new(),
            free_blocks: Vec::new(),
            owner_name: None,
            tag: BodyTag::fresh(),
        }
    }
}

/// Drops nested isolated bodies from an explicit work list, so that
/// dropping arbitrarily deep nesting does not recurse.
impl Drop for Body {
    fn drop(&mut self) {
        let mut pending: Vec<Box<Body>> = self
            .op_extras
            .iter_mut()
            .filter_map(|o| o.isolated.take())
            .collect();
        while let Some(mut inner) = pending.pop() {
            pending.extend(inner.op_extras.iter_mut().filter_map(|o| o.isolated.take()));
        }
    }
}

/// Everything needed to create an operation.
#[derive(Debug, Clone)]
pub struct OperationState {
    /// The operation name.
    pub name: OperationName,
    /// Its location.
    pub loc: Location,
    /// Operand values.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 2]>,
    /// Successor blocks.
    pub successors: SmallVec<[BlockId; 2]>,
    /// Inherent attributes (properties), if any.
    pub props: Option<Attribute>,
    /// The discardable attribute dictionary.
    pub attrs: Option<Attribute>,
    /// The operation's regions: either already built regions of the body the
    /// operation is created in, or (for isolated operations) a whole body
    /// whose root regions become the operation's regions.
    pub regions: StateRegions,
}

/// The regions given to a new operation.
#[derive(Debug, Clone, Default)]
pub enum StateRegions {
    /// Regions in the same body as the operation (may be empty).
    #[default]
    None,
    /// This many new empty regions, created in the operation's body (or in a
    /// new nested body if the operation is isolated from above).
    Empty(u32),
    /// Regions already built in the same body, detached, in order.
    Local(SmallVec<[RegionId; 2]>),
    /// A separately built body; its root regions become the operation's regions.
    Isolated(Box<Body>),
}

impl OperationState {
    /// A state with just a name and a location.
    pub fn new(name: OperationName, loc: Location) -> Self {
        Self {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            successors: SmallVec::new(),
            props: None,
            attrs: None,
            regions: StateRegions::None,
        }
    }
}

impl Body {
    /// An empty body with no root regions.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty body whose `n` root regions will become the regions of an
    /// isolated-from-above operation.
    pub fn with_root_regions(n: u32) -> Self {
        let mut body = Self::default();
        for _ in 0..n {
            let r = body.create_region();
            body.root_regions.push(r);
        }
        body
    }

    /// Adds a detached root region (used while building an isolated body).
    pub fn add_root_region(&mut self) -> RegionId {
        let r = self.create_region();
        self.root_regions.push(r);
        r
    }

    /// The root regions: the regions of the isolated operation owning this body.
    pub fn root_regions(&self) -> &[RegionId] {
        &self.root_regions
    }

    /// Makes `regions` (created in this body) its root regions.
    pub fn set_root_regions(&mut self, regions: impl IntoIterator<Item = RegionId>) {
        self.root_regions = regions.into_iter().collect();
    }

    /// Number of value slots (live or freed); every [`Value`] of this body
    /// indexes below it.
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    /// Number of block slots (live or freed); every [`BlockId`] of this
    /// body indexes below it.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    /// Releases the spare capacity of the body's tables (for a body that is
    /// complete, such as a parsed function).
    pub fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.op_extras.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
        self.values.shrink_to_fit();
        self.operands.shrink_to_fit();
        self.successors.shrink_to_fit();
        self.region_lists.shrink_to_fit();
    }

    /// Number of live operations stored directly in this body (not counting nested bodies).
    pub fn num_ops(&self) -> usize {
        self.ops.len() - self.free_ops.len()
    }

    // ----- creation -----

    /// Creates a new detached region.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(RegionData::default());
        RegionId::from_index(self.regions.len() - 1, self.tag)
    }

    /// Creates a new detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        if let Some(b) = self.free_blocks.pop() {
            self.blocks[b.at(self.tag)] = BlockData::default();
            return b;
        }
        self.blocks.push(BlockData::default());
        BlockId::from_index(self.blocks.len() - 1, self.tag)
    }

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        self.values.push(ValueData {
            ty,
            def: PackedDef::pack(def),
            first_use: None,
        });
        Value::from_index(self.values.len() - 1, self.tag)
    }

    /// Creates a placeholder value of type `ty`, to be replaced with
    /// [`Body::replace_all_uses`] (used for forward references).
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }

    /// Appends an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let index = self.blocks[block.at(self.tag)].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg(block, index));
        let b = &mut self.blocks[block.at(self.tag)];
        b.args.push(v);
        b.arg_locs.push(loc);
        v
    }

    /// Inserts an argument at position `index` of a block.
    pub fn insert_block_arg(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: Location,
    ) -> Value {
        let v = self.new_value(ty, ValueDef::BlockArg(block, index as u32));
        let b = &mut self.blocks[block.at(self.tag)];
        b.args.insert(index, v);
        b.arg_locs.insert(index, loc);
        self.renumber_block_args(block, index + 1);
        v
    }

    /// Removes argument `index` of a block; it must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let b = &mut self.blocks[block.at(self.tag)];
        b.args.remove(index);
        b.arg_locs.remove(index);
        self.renumber_block_args(block, index);
    }

    fn renumber_block_args(&mut self, block: BlockId, from: usize) {
        let args = self.blocks[block.at(self.tag)].args.clone();
        for (i, v) in args.iter().enumerate().skip(from) {
            self.values[v.at(self.tag)].def = PackedDef::pack(ValueDef::BlockArg(block, i as u32));
        }
    }

    /// Creates a detached operation from `state`.
    pub fn create_op(&mut self, ctx: &Context, state: OperationState) -> OpId {
        let reused = self.free_ops.pop();
        let id = reused.unwrap_or_else(|| OpId::from_index(self.ops.len(), self.tag));
        let operands = self.alloc_operands(id, &state.operands);
        let results = Span {
            start: self.values.len() as u32,
            len: state.result_types.len() as u32,
        };
        for (i, ty) in state.result_types.iter().enumerate() {
            self.new_value(*ty, ValueDef::Result(id, i as u32));
        }
        let successors = Span {
            start: self.successors.len() as u32,
            len: state.successors.len() as u32,
        };
        self.successors.extend_from_slice(&state.successors);
        let isolated_def = state.name.is_isolated_from_above(ctx);
        let (regions, isolated) = match state.regions {
            StateRegions::None => (Span::default(), None),
            StateRegions::Empty(n) if isolated_def => {
                let mut body = Body::with_root_regions(n);
                body.owner_name = Some(state.name);
                (Span::default(), Some(Box::new(body)))
            }
            StateRegions::Empty(n) => {
                let list: SmallVec<[RegionId; 2]> = (0..n).map(|_| self.create_region()).collect();
                (self.attach_regions(id, &list), None)
            }
            StateRegions::Local(list) => (self.attach_regions(id, &list), None),
            StateRegions::Isolated(mut body) => {
                body.owner_name = Some(state.name);
                (Span::default(), Some(body))
            }
        };
        let old_extra = match reused {
            Some(_) => self.ops[id.at(self.tag)].extra,
            None => 0,
        };
        let extra = if successors.len == 0 && regions.len == 0 && isolated.is_none() {
            old_extra
        } else {
            self.store_extra(
                old_extra,
                OpExtra {
                    successors,
                    regions,
                    isolated,
                },
            )
        };
        let data = OpData {
            name: state.name,
            loc: state.loc,
            parent: None,
            prev: None,
            next: None,
            operands,
            results,
            props: state.props,
            attrs: state.attrs.unwrap_or(ctx.common.empty_dict),
            extra,
        };
        match reused {
            Some(_) => self.ops[id.at(self.tag)] = data,
            None => self.ops.push(data),
        }
        id
    }

    /// Stores `extra` in slot `slot` (one plus an index, reused) or in a new
    /// slot if `slot` is 0; returns the slot.
    fn store_extra(&mut self, slot: u32, extra: OpExtra) -> u32 {
        if let Some(index) = slot.checked_sub(1) {
            self.op_extras[index as usize] = extra;
            return slot;
        }
        self.op_extras.push(extra);
        u32::try_from(self.op_extras.len())
            .unwrap_or_else(|_| panic!("IR arena overflow: more than 2^32 operations with regions"))
    }

    /// The out-of-line parts of `op` (empty ones if it has none).
    #[inline]
    pub(crate) fn op_extra(&self, op: OpId) -> &OpExtra {
        match self.op_data(op).extra.checked_sub(1) {
            Some(index) => &self.op_extras[index as usize],
            None => &NO_EXTRA,
        }
    }

    /// Mutable out-of-line parts of `op`, created if it has none.
    pub(crate) fn op_extra_mut(&mut self, op: OpId) -> &mut OpExtra {
        let slot = self.op_data(op).extra;
        let slot = match slot {
            0 => {
                let slot = self.store_extra(0, OpExtra::default());
                self.op_data_mut(op).extra = slot;
                slot
            }
            s => s,
        };
        &mut self.op_extras[slot as usize - 1]
    }

    fn attach_regions(&mut self, op: OpId, list: &[RegionId]) -> Span {
        let span = Span {
            start: self.region_lists.len() as u32,
            len: list.len() as u32,
        };
        for r in list {
            self.regions[r.at(self.tag)].parent = Some(op);
        }
        self.region_lists.extend_from_slice(list);
        span
    }

    fn alloc_operands(&mut self, owner: OpId, values: &[Value]) -> Span {
        let start = self.operands.len() as u32;
        for &value in values {
            self.operands.push(OperandData {
                value,
                owner,
                prev_use: None,
                next_use: None,
            });
            let id = OperandId::from_index(self.operands.len() - 1, self.tag);
            self.link_use(id);
        }
        Span {
            start,
            len: values.len() as u32,
        }
    }

    // ----- use lists -----

    fn link_use(&mut self, id: OperandId) {
        let value = self.operands[id.at(self.tag)].value;
        let head = self.values[value.at(self.tag)].first_use;
        {
            let o = &mut self.operands[id.at(self.tag)];
            o.prev_use = None;
            o.next_use = head;
        }
        if let Some(h) = head {
            self.operands[h.at(self.tag)].prev_use = Some(id);
        }
        self.values[value.at(self.tag)].first_use = Some(id);
    }

    fn unlink_use(&mut self, id: OperandId) {
        let OperandData {
            value,
            prev_use,
            next_use,
            ..
        } = self.operands[id.at(self.tag)];
        match prev_use {
            Some(p) => self.operands[p.at(self.tag)].next_use = next_use,
            None => self.values[value.at(self.tag)].first_use = next_use,
        }
        if let Some(n) = next_use {
            self.operands[n.at(self.tag)].prev_use = prev_use;
        }
        let o = &mut self.operands[id.at(self.tag)];
        o.prev_use = None;
        o.next_use = None;
    }

    /// Points operand slot `id` at `value`.
    pub fn set_operand_value(&mut self, id: OperandId, value: Value) {
        self.unlink_use(id);
        self.operands[id.at(self.tag)].value = value;
        self.link_use(id);
    }

    /// Sets operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let span = self.op_data(op).operands;
        super::access::check_index(op, "operand", index, span.len);
        let id = OperandId::from_index(span.start as usize + index, self.tag);
        self.set_operand_value(id, value);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let old = self.ops[op.at(self.tag)].operands;
        if old.len as usize == values.len() {
            for (i, v) in values.iter().enumerate() {
                self.set_operand_value(OperandId::from_index(old.start as usize + i, self.tag), *v);
            }
            return;
        }
        for i in old.range() {
            self.unlink_use(OperandId::from_index(i, self.tag));
        }
        let span = self.alloc_operands(op, values);
        self.ops[op.at(self.tag)].operands = span;
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from.at(self.tag)].first_use {
            self.set_operand_value(u, to);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds with `to`.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, OperandId) -> bool,
    ) {
        let uses: SmallVec<[OperandId; 8]> = self.uses(from).collect();
        for u in uses {
            if pred(self, u) {
                self.set_operand_value(u, to);
            }
        }
    }

    /// Replaces the results of `op` with `values`, one for one.
    pub fn replace_all_op_uses(&mut self, op: OpId, values: &[Value]) {
        let results = self.ops[op.at(self.tag)].results;
        debug_assert_eq!(results.len as usize, values.len());
        for (i, v) in results.range().zip(values) {
            self.replace_all_uses(Value::from_index(i, self.tag), *v);
        }
    }

    /// Iterates over the uses of a value (most recently added first).
    pub fn uses(&self, value: Value) -> impl Iterator<Item = OperandId> + '_ {
        let mut cur = self.values[value.at(self.tag)].first_use;
        std::iter::from_fn(move || {
            let u = cur?;
            cur = self.operands[u.at(self.tag)].next_use;
            Some(u)
        })
    }

    /// True if the value has at least one use.
    pub fn has_uses(&self, value: Value) -> bool {
        self.values[value.at(self.tag)].first_use.is_some()
    }

    /// True if the value has exactly one use.
    pub fn has_one_use(&self, value: Value) -> bool {
        self.values[value.at(self.tag)]
            .first_use
            .is_some_and(|u| self.operands[u.at(self.tag)].next_use.is_none())
    }

    /// The operation owning an operand slot.
    pub fn operand_owner(&self, id: OperandId) -> OpId {
        self.operands[id.at(self.tag)].owner
    }

    /// The value in an operand slot.
    pub fn operand_value(&self, id: OperandId) -> Value {
        self.operands[id.at(self.tag)].value
    }

    /// The position of an operand slot among its owner's operands.
    pub fn operand_number(&self, id: OperandId) -> usize {
        let owner = self.operands[id.at(self.tag)].owner;
        id.index() - self.ops[owner.at(self.tag)].operands.start as usize
    }

    // ----- linking -----

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region.at(self.tag)].last_block;
        self.link_block(region, last, block);
    }

    /// Inserts a detached block into `region` after `after` (at the front if `None`).
    pub fn link_block(&mut self, region: RegionId, after: Option<BlockId>, block: BlockId) {
        super::list::link(
            &mut self.blocks,
            &mut self.regions,
            region,
            after,
            block,
            self.tag,
        );
    }

    /// Detaches a block from its region (keeping its contents).
    pub fn unlink_block(&mut self, block: BlockId) {
        super::list::unlink(&mut self.blocks, &mut self.regions, block, self.tag);
    }

    /// Appends a detached operation at the end of a block.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.at(self.tag)].last_op;
        self.link_op(block, last, op);
    }

    /// Inserts a detached operation into `block` after `after` (at the front if `None`).
    pub fn link_op(&mut self, block: BlockId, after: Option<OpId>, op: OpId) {
        super::list::link(&mut self.ops, &mut self.blocks, block, after, op, self.tag);
    }

    /// Inserts a detached operation right before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let block = self.ops[before.at(self.tag)]
            .parent
            .unwrap_or_else(|| panic!("insertion point is detached"));
        let after = self.ops[before.at(self.tag)].prev;
        self.link_op(block, after, op);
    }

    /// Inserts a detached operation right after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let block = self.ops[after.at(self.tag)]
            .parent
            .unwrap_or_else(|| panic!("insertion point is detached"));
        self.link_op(block, Some(after), op);
    }

    /// Detaches an operation from its block (keeping it alive).
    pub fn unlink_op(&mut self, op: OpId) {
        super::list::unlink(&mut self.ops, &mut self.blocks, op, self.tag);
    }

    /// Moves an operation (attached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.unlink_op(op);
        self.insert_op_before(before, op);
    }

    /// Moves an operation (attached or not) to just after `after`.
    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        self.unlink_op(op);
        self.insert_op_after(after, op);
    }

    /// Moves all operations of `from` to the end of `to`.
    pub fn splice_block_ops(&mut self, from: BlockId, to: BlockId) {
        while let Some(op) = self.blocks[from.at(self.tag)].first_op {
            self.unlink_op(op);
            self.append_op(to, op);
        }
    }

    // ----- erasure -----

    /// Erases an operation and everything nested in it. Its results must have no uses.
    pub fn erase_op(&mut self, op: OpId) {
        self.unlink_op(op);
        self.drop_all_references(op);
        self.free_op(op);
    }

    /// Frees an unlinked operation and everything nested in it, once every
    /// use made inside it has been dropped (so each use is dropped once,
    /// keeping erasure linear in the size of deep nests).
    fn free_op(&mut self, op: OpId) {
        if self.op_data(op).extra != 0 {
            self.op_extra_mut(op).isolated = None;
            let regions = self.op_extra(op).regions;
            for i in regions.range() {
                let r = self.region_lists[i];
                while let Some(block) = self.regions[r.at(self.tag)].first_block {
                    crate::stack::grow(|| self.free_block(block));
                }
            }
            *self.op_extra_mut(op) = OpExtra::default();
        }
        self.free_ops.push(op);
    }

    /// Frees a block whose nested uses have been dropped, detaching it from
    /// its region.
    fn free_block(&mut self, block: BlockId) {
        self.unlink_block(block);
        while let Some(op) = self.blocks[block.at(self.tag)].last_op {
            self.unlink_op(op);
            self.free_op(op);
        }
        let b = &mut self.blocks[block.at(self.tag)];
        b.args.clear();
        b.arg_locs.clear();
        self.free_blocks.push(block);
    }

    /// Erases every block of a region.
    pub fn clear_region(&mut self, region: RegionId) {
        // Drop all uses inside first so values used across blocks can go.
        let mut b = self.regions[region.at(self.tag)].first_block;
        while let Some(block) = b {
            self.drop_block_uses(block);
            b = self.blocks[block.at(self.tag)].next;
        }
        while let Some(block) = self.regions[region.at(self.tag)].first_block {
            self.free_block(block);
        }
    }

    fn drop_block_uses(&mut self, block: BlockId) {
        let mut cur = self.blocks[block.at(self.tag)].first_op;
        while let Some(op) = cur {
            crate::stack::grow(|| self.drop_all_references(op));
            cur = self.ops[op.at(self.tag)].next;
        }
    }

    /// Erases a block with its operations, detaching it from its region.
    pub fn erase_block(&mut self, block: BlockId) {
        self.drop_block_uses(block);
        self.free_block(block);
    }

    /// Drops every use made by operations nested in `op` (including its own
    /// operands), so the operation can be erased in any order with others.
    pub fn drop_all_references(&mut self, op: OpId) {
        let span = self.ops[op.at(self.tag)].operands;
        for i in span.range() {
            self.unlink_use(OperandId::from_index(i, self.tag));
        }
        self.ops[op.at(self.tag)].operands = Span::default();
        let regions = self.op_extra(op).regions;
        for i in regions.range() {
            let r = self.region_lists[i];
            let mut b = self.regions[r.at(self.tag)].first_block;
            while let Some(block) = b {
                self.drop_block_uses(block);
                b = self.blocks[block.at(self.tag)].next;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Operation records stay small: successors, regions and nested bodies
    /// are out of line (release builds, where ids are four bytes).
    #[cfg(not(debug_assertions))]
    #[test]
    fn op_records_take_forty_eight_bytes() {
        assert_eq!(std::mem::size_of::<OpData>(), 48);
    }

    /// Value records take sixteen bytes (release builds).
    #[cfg(not(debug_assertions))]
    #[test]
    fn value_records_take_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<ValueData>(), 16);
    }

    /// Every kind of definition reads back as it was packed.
    #[test]
    fn value_definitions_pack_and_unpack() {
        let tag = BodyTag::fresh();
        let defs = [
            ValueDef::Result(OpId::from_index(0, tag), 0),
            ValueDef::Result(OpId::from_index(41, tag), 7),
            ValueDef::BlockArg(BlockId::from_index(0, tag), 0),
            ValueDef::BlockArg(BlockId::from_index(9, tag), (1 << 31) - 1),
            ValueDef::Placeholder,
        ];
        for def in defs {
            assert_eq!(PackedDef::pack(def).unpack(tag), def);
        }
    }
}
