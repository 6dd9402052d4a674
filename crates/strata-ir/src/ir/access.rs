//! Read and update accessors of operations, blocks, regions and values.

use crate::attributes::{Attribute, NamedAttr};
use crate::context::Context;
use crate::dialect::OperationName;
use crate::ident::Ident;
use crate::location::Location;
use crate::types::Type;

use super::body::{Body, ValueDef};
use super::entity::{BlockId, OpId, OperandId, RegionId, Value};

/// Panics for an operation id that does not belong to the body used.
#[cold]
#[track_caller]
fn foreign_id(op: OpId, len: usize) -> ! {
    panic!(
        "{op:?} does not belong to this Body (it holds {len} operations): an id was used with a body other than the one that created it"
    )
}

/// Panics with a message naming the op, the kind of slot and the index
/// when `index` is not below `len` (instead of reaching another op's data).
#[inline]
#[track_caller]
pub(super) fn check_index(op: OpId, what: &str, index: usize, len: u32) {
    if index >= len as usize {
        index_out_of_range(op, what, index, len);
    }
}

/// The panic of [`check_index`], kept out of line.
#[cold]
#[track_caller]
fn index_out_of_range(op: OpId, what: &str, index: usize, len: u32) -> ! {
    panic!("{what} index {index} out of range for {op:?}, which has {len} {what}s");
}

impl Body {
    // ----- operations -----

    /// The storage of `op`, with a clear panic for an id of another body.
    #[inline]
    #[track_caller]
    pub(crate) fn op_data(&self, op: OpId) -> &super::body::OpData {
        match self.ops.get(op.at(self.tag)) {
            Some(data) => data,
            None => foreign_id(op, self.ops.len()),
        }
    }

    /// Mutable storage of `op`, with a clear panic for an id of another body.
    #[inline]
    #[track_caller]
    pub(crate) fn op_data_mut(&mut self, op: OpId) -> &mut super::body::OpData {
        let len = self.ops.len();
        match self.ops.get_mut(op.at(self.tag)) {
            Some(data) => data,
            None => foreign_id(op, len),
        }
    }

    /// The name of an operation.
    #[inline]
    pub fn op_name(&self, op: OpId) -> OperationName {
        self.op_data(op).name
    }

    /// The location of an operation.
    #[inline]
    pub fn op_loc(&self, op: OpId) -> Location {
        self.op_data(op).loc
    }

    /// Changes the location of an operation.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.op_data_mut(op).loc = loc;
    }

    /// The operands of an operation.
    #[inline]
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + Clone + '_ {
        self.operands[self.op_data(op).operands.range()]
            .iter()
            .map(|o| o.value)
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op_data(op).operands.len as usize
    }

    /// Operand `index` of an operation.
    #[inline]
    pub fn operand(&self, op: OpId, index: usize) -> Value {
        let span = self.op_data(op).operands;
        check_index(op, "operand", index, span.len);
        self.operands[span.start as usize + index].value
    }

    /// The operand slots of an operation (for use-list manipulation).
    pub fn operand_ids(&self, op: OpId) -> impl ExactSizeIterator<Item = OperandId> + use<> {
        let tag = self.tag;
        self.op_data(op)
            .operands
            .range()
            .map(move |i| OperandId::from_index(i, tag))
    }

    /// The results of an operation.
    #[inline]
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + Clone + use<> {
        let tag = self.tag;
        self.op_data(op)
            .results
            .range()
            .map(move |i| Value::from_index(i, tag))
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.op_data(op).results.len as usize
    }

    /// Result `index` of an operation.
    #[inline]
    pub fn result(&self, op: OpId, index: usize) -> Value {
        let span = self.op_data(op).results;
        check_index(op, "result", index, span.len);
        Value::from_index(span.start as usize + index, self.tag)
    }

    /// The successor blocks of an operation.
    #[inline]
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.successors[self.op_extra(op).successors.range()]
    }

    /// Replaces successor `index` of an operation.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let span = self.op_extra(op).successors;
        check_index(op, "successor", index, span.len);
        self.successors[span.start as usize + index] = block;
    }

    /// The body holding an operation's regions and the regions themselves:
    /// a nested body for isolated operations, `self` otherwise.
    #[inline]
    pub fn op_regions(&self, op: OpId) -> (&Body, &[RegionId]) {
        let data = self.op_extra(op);
        match &data.isolated {
            Some(inner) => (inner, &inner.root_regions),
            None => (self, &self.region_lists[data.regions.range()]),
        }
    }

    /// Number of regions of an operation.
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op_regions(op).1.len()
    }

    /// The regions of a non-isolated operation (empty for isolated ones; use
    /// [`Body::op_regions`] to see through both).
    #[inline]
    pub fn local_regions(&self, op: OpId) -> &[RegionId] {
        &self.region_lists[self.op_extra(op).regions.range()]
    }

    /// The nested body of an isolated-from-above operation.
    #[inline]
    pub fn isolated_body(&self, op: OpId) -> Option<&Body> {
        self.op_extra(op).isolated.as_deref()
    }

    /// True if some operation of this body (attached or not) owns an
    /// isolated body: false means a walk for nested bodies can stop here.
    pub fn holds_isolated_bodies(&self) -> bool {
        self.op_extras.iter().any(|e| e.isolated.is_some())
    }

    /// Mutable access to the nested body of an isolated-from-above operation.
    pub fn isolated_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        match self.op_data(op).extra {
            0 => None,
            _ => self.op_extra_mut(op).isolated.as_deref_mut(),
        }
    }

    /// Takes the nested body out of an isolated operation (to work on it
    /// independently); give it back with [`Body::set_isolated_body`].
    pub fn take_isolated_body(&mut self, op: OpId) -> Option<Box<Body>> {
        match self.op_data(op).extra {
            0 => None,
            _ => self.op_extra_mut(op).isolated.take(),
        }
    }

    /// Gives an isolated operation its nested body.
    pub fn set_isolated_body(&mut self, op: OpId, mut body: Box<Body>) {
        body.owner_name = Some(self.op_data(op).name);
        self.op_extra_mut(op).isolated = Some(body);
    }

    /// The name of the operation whose region directly contains `op`,
    /// looking through the boundary of an isolated body.
    pub fn parent_op_name(&self, op: OpId) -> Option<OperationName> {
        match self.parent_op(op) {
            Some(p) => Some(self.op_name(p)),
            None => self.op_block(op).and(self.owner_name),
        }
    }

    /// Records which operation is the parent of this body's root regions
    /// (for bodies standing in for a nested operation).
    pub fn set_owner_name(&mut self, name: Option<OperationName>) {
        self.owner_name = name;
    }

    /// The name of the isolated operation owning this body, if attached.
    pub fn owner_name(&self) -> Option<OperationName> {
        self.owner_name
    }

    /// The block containing an operation.
    #[inline]
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.op_data(op).parent
    }

    /// The operation whose region contains `op` (within this body).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.op_block(op)?;
        let region = self.block_region(block)?;
        self.region_parent(region)
    }

    /// The next operation in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op_data(op).next
    }

    /// The previous operation in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op_data(op).prev
    }

    /// The inherent attributes (properties) of an operation.
    pub fn op_props(&self, op: OpId) -> Option<Attribute> {
        self.op_data(op).props
    }

    /// Replaces the properties of an operation.
    pub fn set_op_props(&mut self, op: OpId, props: Option<Attribute>) {
        self.op_data_mut(op).props = props;
    }

    /// The discardable attribute dictionary of an operation.
    pub fn op_attrs(&self, op: OpId) -> Attribute {
        self.op_data(op).attrs
    }

    /// Replaces the discardable attribute dictionary of an operation.
    pub fn set_op_attrs(&mut self, op: OpId, attrs: Attribute) {
        self.op_data_mut(op).attrs = attrs;
    }

    /// Looks an attribute up by name, first among the inherent attributes
    /// (properties), then the discardable ones.
    pub fn attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        let find = |dict: Attribute| {
            dict.dict_entries(ctx)
                .iter()
                .find(|e| e.name.as_str(ctx) == name)
                .map(|e| e.value)
        };
        let data = self.op_data(op);
        data.props.and_then(find).or_else(|| find(data.attrs))
    }

    /// Sets (or with `None`, removes) an inherent attribute in the properties dictionary.
    pub fn set_inherent_attr(
        &mut self,
        ctx: &Context,
        op: OpId,
        name: Ident,
        value: Option<Attribute>,
    ) {
        let props = self.op_data(op).props;
        self.op_data_mut(op).props = Some(update_dict(ctx, props, name, value));
    }

    /// Sets (or with `None`, removes) a discardable attribute.
    pub fn set_discardable_attr(
        &mut self,
        ctx: &Context,
        op: OpId,
        name: Ident,
        value: Option<Attribute>,
    ) {
        let attrs = self.op_data(op).attrs;
        self.op_data_mut(op).attrs = update_dict(ctx, Some(attrs), name, value);
    }

    // ----- blocks -----

    /// The region containing a block.
    #[inline]
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.at(self.tag)].parent
    }

    /// The arguments of a block.
    #[inline]
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block.at(self.tag)].args
    }

    /// The locations of the arguments of a block.
    pub fn block_arg_locs(&self, block: BlockId) -> &[crate::location::Location] {
        &self.blocks[block.at(self.tag)].arg_locs
    }

    /// Changes the location of argument `index` of a block.
    pub fn set_block_arg_loc(&mut self, block: BlockId, index: usize, loc: Location) {
        self.blocks[block.at(self.tag)].arg_locs[index] = loc;
    }

    /// The first operation of a block.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.at(self.tag)].first_op
    }

    /// The last operation of a block.
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.at(self.tag)].last_op
    }

    /// Iterates over the operations of a block in order.
    pub fn block_ops(&self, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.blocks[block.at(self.tag)].first_op;
        std::iter::from_fn(move || {
            let op = cur?;
            cur = self.op_data(op).next;
            Some(op)
        })
    }

    /// The next block in the same region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block.at(self.tag)].next
    }

    /// The previous block in the same region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block.at(self.tag)].prev
    }

    /// The operation whose region contains the block.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.block_region(block)?)
    }

    /// True if the block is the first of its region.
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        self.block_region(block)
            .is_some_and(|r| self.regions[r.at(self.tag)].first_block == Some(block))
    }

    /// The control-flow edges into `block`: each terminator of its region
    /// branching to it, with the successor index (one entry per edge, so a
    /// terminator naming the block twice appears twice). Found by scanning
    /// the terminators of the region.
    pub fn block_predecessors(&self, block: BlockId) -> smallvec::SmallVec<[(OpId, usize); 2]> {
        let mut edges = smallvec::SmallVec::new();
        let Some(region) = self.block_region(block) else {
            return edges;
        };
        for b in self.region_blocks(region) {
            if let Some(term) = self.last_op(b) {
                for (i, s) in self.successors(term).iter().enumerate() {
                    if *s == block {
                        edges.push((term, i));
                    }
                }
            }
        }
        edges
    }

    /// The block of the only control-flow edge into `block`, if there is
    /// exactly one edge (upstream's `getSinglePredecessor`).
    pub fn single_predecessor(&self, block: BlockId) -> Option<BlockId> {
        match self.block_predecessors(block).as_slice() {
            [(term, _)] => self.op_block(*term),
            _ => None,
        }
    }

    /// The only block branching to `block`, possibly along several edges
    /// (upstream's `getUniquePredecessor`).
    pub fn unique_predecessor(&self, block: BlockId) -> Option<BlockId> {
        let edges = self.block_predecessors(block);
        let first = self.op_block(edges.first()?.0)?;
        edges
            .iter()
            .all(|(t, _)| self.op_block(*t) == Some(first))
            .then_some(first)
    }

    // ----- regions -----

    /// The operation owning a region (`None` for the root regions of a body).
    #[inline]
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.at(self.tag)].parent
    }

    /// The first block of a region.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.at(self.tag)].first_block
    }

    /// Iterates over the blocks of a region in order.
    pub fn region_blocks(&self, region: RegionId) -> impl Iterator<Item = BlockId> + '_ {
        let mut cur = self.regions[region.at(self.tag)].first_block;
        std::iter::from_fn(move || {
            let b = cur?;
            cur = self.blocks[b.at(self.tag)].next;
            Some(b)
        })
    }

    /// True if the region has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region.at(self.tag)].first_block.is_none()
    }

    // ----- values -----

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value.at(self.tag)].ty
    }

    /// Changes the type of a value.
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value.at(self.tag)].ty = ty;
    }

    /// What defines a value.
    #[inline]
    pub fn value_def(&self, value: Value) -> ValueDef {
        self.values[value.at(self.tag)].def.unpack(self.tag)
    }

    /// The operation defining a value, if it is an operation result.
    #[inline]
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.values[value.at(self.tag)].def.unpack(self.tag) {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }

    /// The block in which a value is defined.
    pub fn value_block(&self, value: Value) -> Option<BlockId> {
        match self.values[value.at(self.tag)].def.unpack(self.tag) {
            ValueDef::Result(op, _) => self.op_block(op),
            ValueDef::BlockArg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }

    /// The region in which a value is defined.
    pub fn value_region(&self, value: Value) -> Option<RegionId> {
        self.block_region(self.value_block(value)?)
    }
}

/// Returns `dict` with `name` set to `value` (or removed for `None`).
pub(crate) fn update_dict(
    ctx: &Context,
    dict: Option<Attribute>,
    name: Ident,
    value: Option<Attribute>,
) -> Attribute {
    let mut entries: Vec<NamedAttr> = dict
        .map(|d| d.dict_entries(ctx).to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name != name);
    if let Some(value) = value {
        entries.push(NamedAttr { name, value });
    }
    Attribute::dictionary(ctx, &mut entries)
}
