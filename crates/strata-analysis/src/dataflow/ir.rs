//! A flat view of the IR an analysis runs on.
//!
//! Strata stores the operations nested in each isolated-from-above
//! operation in a body of their own. Interprocedural analyses need to see
//! every function of a module at once, so [`Ir`] detaches the nested bodies
//! of the analysed operation into a flat list (giving each an index) and
//! puts them back when dropped. Entities are then named by the index of
//! their body plus their id: [`OpRef`], [`BlockRef`], [`ValueRef`].

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::dialect::{Callee, FoldOutcome, OpDef, OpFoldResult, OpTraits};
use strata_ir::interfaces::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, FoldOpInterface,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use strata_ir::symbol_table::{symbol_name, symbol_visibility};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Ident, OpId, RegionId, Value, ValueDef,
};

/// The index of a body in an [`Ir`] (0 is the body holding the analysed operation).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct BodyIdx(u32);

impl BodyIdx {
    /// The body holding the analysed operation.
    pub const ROOT: BodyIdx = BodyIdx(0);

    fn index(self) -> usize {
        self.0 as usize
    }
}

/// An operation of some body.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpRef {
    /// Its body.
    pub body: BodyIdx,
    /// The operation.
    pub op: OpId,
}

/// A block of some body.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct BlockRef {
    /// Its body.
    pub body: BodyIdx,
    /// The block.
    pub block: BlockId,
}

/// A value of some body.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ValueRef {
    /// Its body.
    pub body: BodyIdx,
    /// The value.
    pub value: Value,
}

/// A predecessor edge of a block: the predecessor block and the position
/// of the block among the successors of its terminator.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PredEdge {
    /// The predecessor block.
    pub from: BlockId,
    /// The successor index in the predecessor's terminator.
    pub successor: usize,
}

/// The detached, flattened IR of one analysed operation.
pub struct Ir<'a> {
    /// The context.
    pub ctx: &'a Context,
    root: &'a mut Body,
    nested: Vec<Body>,
    owners: Vec<Option<OpRef>>,
    isolated: FxHashMap<OpRef, BodyIdx>,
    top: OpRef,
    top_in_block: bool,
    preds: FxHashMap<BlockRef, SmallVec<[PredEdge; 2]>>,
    symbols: FxHashMap<(OpRef, Ident), OpRef>,
}

impl<'a> Ir<'a> {
    /// Detaches the bodies nested in `top` (an operation of `root`). The
    /// top operation counts as nested in a block only if `root` belongs
    /// to an enclosing operation (as when a pass runs on each function of
    /// a module), matching MLIR where the top-level module has no block.
    pub fn new(ctx: &'a Context, root: &'a mut Body, top: OpId) -> Self {
        let top_in_block = root.owner_name().is_some();
        let mut ir = Ir {
            ctx,
            root,
            nested: Vec::new(),
            owners: vec![None],
            isolated: FxHashMap::default(),
            top: OpRef {
                body: BodyIdx::ROOT,
                op: top,
            },
            top_in_block,
            preds: FxHashMap::default(),
            symbols: FxHashMap::default(),
        };
        ir.detach(ir.top);
        ir.index();
        ir
    }

    fn detach(&mut self, op: OpRef) {
        if let Some(inner) = self.body_mut(op.body).take_isolated_body(op.op) {
            self.nested.push(*inner);
            let idx = BodyIdx(self.nested.len() as u32);
            self.owners.push(Some(op));
            self.isolated.insert(op, idx);
        }
        let (rb, regions) = self.regions(op);
        let regions: SmallVec<[RegionId; 2]> = regions.iter().copied().collect();
        let mut children: SmallVec<[OpId; 16]> = SmallVec::new();
        for r in regions {
            let body = self.body(rb);
            for b in body.region_blocks(r) {
                children.extend(body.block_ops(b));
            }
        }
        for child in children {
            strata_ir::stack::grow(|| {
                self.detach(OpRef {
                    body: rb,
                    op: child,
                })
            });
        }
    }

    /// Records predecessor edges and symbol tables.
    fn index(&mut self) {
        let mut preds: FxHashMap<BlockRef, SmallVec<[PredEdge; 2]>> = FxHashMap::default();
        let mut symbols = FxHashMap::default();
        let ctx = self.ctx;
        self.walk(self.top, &mut |ir, op| {
            let body = ir.body(op.body);
            for (i, &succ) in body.successors(op.op).iter().enumerate() {
                if let Some(from) = body.op_block(op.op) {
                    preds
                        .entry(BlockRef {
                            body: op.body,
                            block: succ,
                        })
                        .or_default()
                        .push(PredEdge { from, successor: i });
                }
            }
            if ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
                let (rb, regions) = ir.regions(op);
                let inner = ir.body(rb);
                for &r in regions {
                    for b in inner.region_blocks(r) {
                        for sym in inner.block_ops(b) {
                            if let Some(name) = symbol_name(ctx, inner, sym) {
                                symbols
                                    .entry((op, Ident::new(ctx, name)))
                                    .or_insert(OpRef { body: rb, op: sym });
                            }
                        }
                    }
                }
            }
        });
        self.preds = preds;
        self.symbols = symbols;
    }

    /// The analysed operation.
    pub fn top(&self) -> OpRef {
        self.top
    }

    /// A body.
    pub fn body(&self, b: BodyIdx) -> &Body {
        match b.index() {
            0 => self.root,
            i => &self.nested[i - 1],
        }
    }

    /// A body, mutably.
    pub fn body_mut(&mut self, b: BodyIdx) -> &mut Body {
        match b.index() {
            0 => self.root,
            i => &mut self.nested[i - 1],
        }
    }

    /// The registered definition of an operation.
    pub fn def(&self, op: OpRef) -> Option<&'a OpDef> {
        self.body(op.body).op_name(op.op).def(self.ctx)
    }

    /// True if the operation is registered with trait `t`.
    pub fn has_trait(&self, op: OpRef, t: OpTraits) -> bool {
        self.def(op).is_some_and(|d| d.has(t))
    }

    /// The body holding the regions of `op`, and the regions.
    pub fn regions(&self, op: OpRef) -> (BodyIdx, &[RegionId]) {
        match self.isolated.get(&op) {
            Some(&inner) => (inner, self.body(inner).root_regions()),
            None => (op.body, self.body(op.body).local_regions(op.op)),
        }
    }

    /// The entry blocks of the non-empty regions of `op`.
    pub fn entry_blocks(&self, op: OpRef) -> SmallVec<[BlockRef; 2]> {
        let (rb, regions) = self.regions(op);
        let body = self.body(rb);
        regions
            .iter()
            .filter_map(|&r| body.entry_block(r))
            .map(|block| BlockRef { body: rb, block })
            .collect()
    }

    /// The block containing `op` (`None` for the top operation when it
    /// has no enclosing block).
    pub fn op_block(&self, op: OpRef) -> Option<BlockRef> {
        if op == self.top && !self.top_in_block {
            return None;
        }
        let block = self.body(op.body).op_block(op.op)?;
        Some(BlockRef {
            body: op.body,
            block,
        })
    }

    /// The operation whose region contains `block`, across body boundaries.
    pub fn block_parent_op(&self, block: BlockRef) -> Option<OpRef> {
        let body = self.body(block.body);
        let region = body.block_region(block.block)?;
        match body.region_parent(region) {
            Some(op) => Some(OpRef {
                body: block.body,
                op,
            }),
            None => self.owners[block.body.index()],
        }
    }

    /// The operation whose region contains `op`.
    pub fn parent_op(&self, op: OpRef) -> Option<OpRef> {
        self.block_parent_op(self.op_block(op)?)
    }

    /// True if `ancestor` is `op` or contains it.
    pub fn is_ancestor(&self, ancestor: OpRef, mut op: OpRef) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// The last operation of a block if it may be a terminator
    /// (registered terminators and unregistered operations).
    pub fn terminator(&self, block: BlockRef) -> Option<OpRef> {
        let op = OpRef {
            body: block.body,
            op: self.body(block.body).last_op(block.block)?,
        };
        match self.def(op) {
            Some(d) if !d.has(OpTraits::TERMINATOR) => None,
            _ => Some(op),
        }
    }

    /// The predecessor edges of a block.
    pub fn predecessors(&self, block: BlockRef) -> &[PredEdge] {
        self.preds.get(&block).map_or(&[], |p| p.as_slice())
    }

    /// The users of a value.
    pub fn users(&self, v: ValueRef) -> impl Iterator<Item = OpRef> + '_ {
        let body = self.body(v.body);
        body.uses(v.value).map(move |u| OpRef {
            body: v.body,
            op: body.operand_owner(u),
        })
    }

    /// The operands of an operation.
    pub fn operands(&self, op: OpRef) -> impl ExactSizeIterator<Item = ValueRef> + '_ {
        self.body(op.body)
            .operands(op.op)
            .map(move |value| ValueRef {
                body: op.body,
                value,
            })
    }

    /// The results of an operation.
    pub fn results(&self, op: OpRef) -> impl ExactSizeIterator<Item = ValueRef> + use<'_> {
        self.body(op.body)
            .results(op.op)
            .map(move |value| ValueRef {
                body: op.body,
                value,
            })
    }

    /// The arguments of a block.
    pub fn block_args(&self, block: BlockRef) -> impl ExactSizeIterator<Item = ValueRef> + '_ {
        self.body(block.body)
            .block_args(block.block)
            .iter()
            .map(move |&value| ValueRef {
                body: block.body,
                value,
            })
    }

    /// The operations of a block.
    pub fn block_ops(&self, block: BlockRef) -> impl Iterator<Item = OpRef> + '_ {
        self.body(block.body)
            .block_ops(block.block)
            .map(move |op| OpRef {
                body: block.body,
                op,
            })
    }

    /// The operation defining a value, if it is a result.
    pub fn defining_op(&self, v: ValueRef) -> Option<OpRef> {
        match self.body(v.body).value_def(v.value) {
            ValueDef::Result(op, _) => Some(OpRef { body: v.body, op }),
            _ => None,
        }
    }

    /// The callee and argument operand positions of a call (CallOpInterface).
    pub fn call_info(&self, op: OpRef) -> Option<(Callee, std::ops::Range<usize>)> {
        let call = self.def(op)?.interface::<dyn CallOpInterface>()?;
        call.call(self.ctx, self.body(op.body), op.op)
    }

    /// True if `op` implements the call interface.
    pub fn is_call(&self, op: OpRef) -> bool {
        self.call_info(op).is_some()
    }

    /// The callable region of a callable operation, if it has a body
    /// (CallableOpInterface's `getCallableRegion`).
    pub fn callable_region(&self, op: OpRef) -> Option<(BodyIdx, RegionId)> {
        let index = self
            .def(op)?
            .interface::<dyn CallableOpInterface>()?
            .callable_region() as usize;
        let (rb, regions) = self.regions(op);
        let region = *regions.get(index)?;
        (!self.body(rb).region_is_empty(region)).then_some((rb, region))
    }

    /// True if `op` implements the callable interface.
    pub fn is_callable(&self, op: OpRef) -> bool {
        self.def(op)
            .is_some_and(|d| d.interfaces.contains::<dyn CallableOpInterface>())
    }

    /// True if `op` is a branch (BranchOpInterface).
    pub fn is_branch(&self, op: OpRef) -> bool {
        self.def(op)
            .is_some_and(|d| d.interfaces.contains::<dyn BranchOpInterface>())
    }

    /// The operand positions forwarded to successor `index` of a branch.
    pub fn successor_operands(&self, op: OpRef, index: usize) -> std::ops::Range<usize> {
        self.def(op)
            .and_then(|d| d.interface::<dyn BranchOpInterface>())
            .and_then(|b| b.successor_operands(self.ctx, self.body(op.body), op.op, index))
            .unwrap_or(0..0)
    }

    /// The region control flow of `op` (RegionBranchOpInterface).
    pub fn region_branch(&self, op: OpRef) -> Option<&'a dyn RegionBranchOpInterface> {
        self.def(op)?.interface::<dyn RegionBranchOpInterface>()
    }

    /// The region-branch operation `op` returns control to: its parent,
    /// when `op` terminates a block of one of its regions without
    /// branching to another block.
    pub fn region_exit_parent(&self, op: OpRef) -> Option<OpRef> {
        let block = self.op_block(op)?;
        if !self.body(op.body).successors(op.op).is_empty() || self.terminator(block) != Some(op) {
            return None;
        }
        let parent = self.block_parent_op(block)?;
        self.region_branch(parent).map(|_| parent)
    }

    /// The position of the region holding `block` among the regions of
    /// its parent operation.
    pub fn region_index(&self, block: BlockRef) -> Option<u32> {
        let region = self.body(block.body).block_region(block.block)?;
        let parent = self.block_parent_op(block)?;
        let (rb, regions) = self.regions(parent);
        if rb != block.body {
            return None;
        }
        regions
            .iter()
            .position(|&r| r == region)
            .and_then(|i| u32::try_from(i).ok())
    }

    /// The positions of the operands that `pred` forwards to `successor`
    /// of the region-branch operation `branch`: `pred` is `branch` itself
    /// (entering a region) or a terminator of one of its regions; `None`
    /// if a terminator does not tell.
    pub fn region_successor_operands(
        &self,
        branch: OpRef,
        pred: OpRef,
        successor: RegionSuccessor,
    ) -> Option<std::ops::Range<usize>> {
        if pred == branch {
            let iface = self.region_branch(branch)?;
            return Some(iface.entry_successor_operands(
                self.ctx,
                self.body(branch.body),
                branch.op,
                successor,
            ));
        }
        let term = self
            .def(pred)?
            .interface::<dyn RegionBranchTerminatorOpInterface>()?;
        Some(term.successor_operands(self.ctx, self.body(pred.body), pred.op, successor))
    }

    /// The region successors of `term`, a terminator of a region of
    /// `branch`: those the terminator selects for these operand constants
    /// (`None` where unknown), else those `branch` gives for the region.
    pub fn terminator_successors(
        &self,
        branch: OpRef,
        term: OpRef,
        constants: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        let decided = self
            .def(term)
            .and_then(|d| d.interface::<dyn RegionBranchTerminatorOpInterface>())
            .and_then(|t| t.successors(self.ctx, self.body(term.body), term.op, constants));
        if let Some(successors) = decided {
            return successors;
        }
        let (Some(iface), Some(index)) = (
            self.region_branch(branch),
            self.op_block(term).and_then(|b| self.region_index(b)),
        ) else {
            return SmallVec::new();
        };
        iface.successors(
            self.ctx,
            self.body(branch.body),
            branch.op,
            RegionBranchPoint::Region(index),
            &[],
        )
    }

    /// The values `successor` of the region-branch operation `branch`
    /// receives control with: the results of `branch` (`Parent`) or the
    /// arguments of the region's entry block. Forwarded values go to the
    /// trailing ones; leading ones (a loop's induction variable) are set
    /// by the operation itself.
    pub fn successor_targets(
        &self,
        branch: OpRef,
        successor: RegionSuccessor,
    ) -> SmallVec<[ValueRef; 4]> {
        match successor {
            RegionSuccessor::Parent => self.results(branch).collect(),
            RegionSuccessor::Region(i) => {
                let (rb, regions) = self.regions(branch);
                regions
                    .get(i as usize)
                    .and_then(|&r| self.body(rb).entry_block(r))
                    .map(|block| self.block_args(BlockRef { body: rb, block }).collect())
                    .unwrap_or_default()
            }
        }
    }

    /// The operation a call resolves to (CallOpInterface's
    /// `resolveCallable`): the symbol it names, or the defining operation
    /// of its callee value.
    pub fn resolve_callee(&self, call: OpRef) -> Option<OpRef> {
        match self.call_info(call)?.0 {
            Callee::Symbol(reference) => self.lookup_symbol_from(call, reference),
            Callee::Value(v) => self.defining_op(ValueRef {
                body: call.body,
                value: v,
            }),
        }
    }

    /// The nearest operation at or above `op` with the symbol-table trait
    /// (`None` past an operation of an unregistered dialect with one
    /// region, whose symbols are unknown).
    pub fn nearest_symbol_table(&self, mut op: OpRef) -> Option<OpRef> {
        loop {
            let name = self.body(op.body).op_name(op.op);
            if self.def(op).is_none()
                && !self.ctx.is_dialect_registered(name.dialect_name(self.ctx))
                && self.regions(op).1.len() == 1
            {
                return None;
            }
            if self.has_trait(op, OpTraits::SYMBOL_TABLE) {
                return Some(op);
            }
            op = self.parent_op(op)?;
        }
    }

    /// Resolves a symbol reference from the nearest symbol table around `from`.
    pub fn lookup_symbol_from(&self, from: OpRef, reference: Attribute) -> Option<OpRef> {
        self.lookup_symbol_in(self.nearest_symbol_table(from)?, reference)
    }

    /// Resolves a (possibly nested) symbol reference in symbol table `table`.
    pub fn lookup_symbol_in(&self, table: OpRef, reference: Attribute) -> Option<OpRef> {
        let AttrKind::SymbolRef { root, nested } = reference.kind(self.ctx) else {
            return None;
        };
        let mut op = *self.symbols.get(&(table, *root))?;
        for n in nested.iter() {
            op = *self.symbols.get(&(op, *n))?;
        }
        Some(op)
    }

    /// The visibility of a symbol operation.
    pub fn visibility(&self, op: OpRef) -> &'a str {
        symbol_visibility(self.ctx, self.body(op.body), op.op)
    }

    /// Calls `f` on `op` and every operation nested in it, parents first.
    pub fn walk(&self, op: OpRef, f: &mut dyn FnMut(&Self, OpRef)) {
        f(self, op);
        let (rb, regions) = self.regions(op);
        let body = self.body(rb);
        for &r in regions {
            for b in body.region_blocks(r) {
                for child in body.block_ops(b) {
                    strata_ir::stack::grow(|| {
                        self.walk(
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
    }

    /// Erases an operation (whose results have no uses), dropping the
    /// bodies nested in it.
    pub fn erase_op(&mut self, op: OpRef) {
        if let Some(inner) = self.isolated.remove(&op) {
            self.owners[inner.index()] = None;
        }
        self.body_mut(op.body).erase_op(op.op);
    }

    /// Folds `op` with the given constant operands, as a simulation: an
    /// in-place fold is undone and reported as a failure.
    pub fn fold(
        &mut self,
        op: OpRef,
        operands: &[Option<Attribute>],
    ) -> Option<SmallVec<[OpFoldResult; 1]>> {
        let fold = self.def(op)?.interface::<dyn FoldOpInterface>()?;
        let ctx = self.ctx;
        let body = self.body_mut(op.body);
        let saved_operands: SmallVec<[Value; 4]> = body.operands(op.op).collect();
        let saved_attrs = body.op_attrs(op.op);
        let saved_props = body.op_props(op.op);
        match fold.fold(ctx, body, op.op, operands) {
            FoldOutcome::Results(r) if r.len() == body.num_results(op.op) => Some(r),
            FoldOutcome::InPlace => {
                body.set_operands(op.op, &saved_operands);
                body.set_op_attrs(op.op, saved_attrs);
                body.set_op_props(op.op, saved_props);
                None
            }
            _ => None,
        }
    }
}

impl Drop for Ir<'_> {
    fn drop(&mut self) {
        // Children come after their parents, so restoring from the back
        // always finds the parent body still in place.
        while let Some(body) = self.nested.pop() {
            let index = self.nested.len() + 1;
            if let Some(owner) = self.owners[index] {
                self.body_mut(owner.body)
                    .set_isolated_body(owner.op, Box::new(body));
            }
        }
    }
}
