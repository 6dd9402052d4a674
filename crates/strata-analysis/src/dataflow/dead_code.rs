//! Dead code analysis: which blocks and control-flow edges may execute,
//! and the known predecessors of callables (their call sites) and of call
//! sites (the returns of their callees).
//!
//! Branch conditions come from the constant lattice
//! ([`ConstantValue`]) computed by sparse constant propagation.

use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::{BranchOpInterface, RegionBranchPoint, RegionSuccessor};
use strata_ir::{AttrKind, Attribute};

use super::constant_propagation::ConstantValue;
use super::ir::{BlockRef, Ir, OpRef};
use super::lattice::Lattice;
use super::solver::{
    AnalysisId, AnalysisState, ChangeResult, DataFlowAnalysis, LatticeAnchor, ProgramPoint,
    SolverCx, Worklist,
};

/// Whether a block (or a control-flow edge) may execute.
#[derive(Default)]
pub struct Executable {
    live: bool,
    subscribers: SmallVec<[AnalysisId; 2]>,
}

impl Executable {
    /// True if the block or edge may execute.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// Marks it executable.
    pub fn set_live(&mut self) -> ChangeResult {
        if self.live {
            return ChangeResult::NoChange;
        }
        self.live = true;
        ChangeResult::Change
    }

    /// Asks that `analysis` re-visit the block's contents (or the target
    /// block of an edge) when it becomes executable.
    pub fn block_content_subscribe(&mut self, analysis: AnalysisId) {
        if !self.subscribers.contains(&analysis) {
            self.subscribers.push(analysis);
        }
    }
}

impl AnalysisState for Executable {
    fn on_update(&self, anchor: LatticeAnchor, ir: &Ir<'_>, worklist: &mut Worklist) {
        match anchor {
            LatticeAnchor::Point(ProgramPoint::BlockStart(block)) => {
                for &a in &self.subscribers {
                    worklist.push(ProgramPoint::BlockStart(block), a);
                }
                for op in ir.block_ops(block) {
                    for &a in &self.subscribers {
                        worklist.push(ProgramPoint::AfterOp(op), a);
                    }
                }
            }
            LatticeAnchor::Edge(_, to) => {
                for &a in &self.subscribers {
                    worklist.push(ProgramPoint::BlockStart(to), a);
                }
            }
            _ => {}
        }
    }
}

/// The known predecessors of a program point: the call sites of a
/// callable, or the returns reaching a call site.
pub struct PredecessorState {
    all_known: bool,
    known: SmallVec<[OpRef; 4]>,
}

impl Default for PredecessorState {
    fn default() -> Self {
        PredecessorState {
            all_known: true,
            known: SmallVec::new(),
        }
    }
}

impl PredecessorState {
    /// True if every predecessor is known.
    pub fn all_known(&self) -> bool {
        self.all_known
    }

    /// The known predecessors.
    pub fn known(&self) -> &[OpRef] {
        &self.known
    }

    /// Records that some predecessors are unknown.
    pub fn set_unknown(&mut self) -> ChangeResult {
        if !self.all_known {
            return ChangeResult::NoChange;
        }
        self.all_known = false;
        ChangeResult::Change
    }

    /// Adds a known predecessor.
    pub fn join(&mut self, op: OpRef) -> ChangeResult {
        if self.known.contains(&op) {
            return ChangeResult::NoChange;
        }
        self.known.push(op);
        ChangeResult::Change
    }
}

impl AnalysisState for PredecessorState {}

/// True if the block is executable (without creating a dependency).
pub fn is_block_live(cx: &mut SolverCx<'_, '_>, block: BlockRef) -> bool {
    cx.get_or_create::<Executable>(LatticeAnchor::block(block))
        .is_live()
}

/// True if `op` is the terminator returning from a callable.
pub fn is_callable_return(ir: &Ir<'_>, op: OpRef) -> bool {
    let Some(block) = ir.op_block(op) else {
        return false;
    };
    ir.body(op.body).successors(op.op).is_empty()
        && ir.parent_op(op).is_some_and(|p| ir.is_callable(p))
        && ir.terminator(block) == Some(op)
}

/// The dead code analysis.
#[derive(Default)]
pub struct DeadCodeAnalysis;

impl DeadCodeAnalysis {
    fn mark_block_live(cx: &mut SolverCx<'_, '_>, block: BlockRef) {
        cx.update::<Executable>(LatticeAnchor::block(block), Executable::set_live);
    }

    fn mark_edge_live(cx: &mut SolverCx<'_, '_>, from: BlockRef, to: BlockRef) {
        Self::mark_block_live(cx, to);
        cx.update::<Executable>(LatticeAnchor::Edge(from, to), Executable::set_live);
    }

    fn mark_entry_blocks_live(cx: &mut SolverCx<'_, '_>, op: OpRef) {
        for block in cx.ir.entry_blocks(op) {
            Self::mark_block_live(cx, block);
        }
    }

    /// Callables that may be called from outside the analysed IR (public
    /// ones, or nested ones whose uses are not all visible, or ones
    /// referenced other than by calls) get unknown predecessors.
    fn initialize_symbol_callables(cx: &mut SolverCx<'_, '_>, top: OpRef) {
        let all_visible = cx.ir.op_block(top).is_none();
        let mut tables: Vec<(OpRef, bool)> = Vec::new();
        collect_symbol_tables(cx.ir, top, all_visible, &mut tables);
        for (table, all_visible) in tables {
            let Some(&block) = cx.ir.entry_blocks(table).first() else {
                continue;
            };
            let mut found = false;
            let callables: SmallVec<[OpRef; 8]> = cx
                .ir
                .block_ops(block)
                .filter(|&op| cx.ir.callable_region(op).is_some())
                .filter(|&op| cx.ir.has_trait(op, OpTraits::SYMBOL))
                .collect();
            for callable in callables {
                let visibility = cx.ir.visibility(callable);
                if visibility == "public" || (!all_visible && visibility == "nested") {
                    cx.update::<PredecessorState>(
                        LatticeAnchor::after(callable),
                        PredecessorState::set_unknown,
                    );
                }
                found = true;
            }
            if !found {
                continue;
            }
            let mut escaping: SmallVec<[OpRef; 4]> = SmallVec::new();
            let (rb, regions) = cx.ir.regions(table);
            for &r in regions {
                for b in cx.ir.body(rb).region_blocks(r) {
                    for op in cx.ir.body(rb).block_ops(b) {
                        collect_non_call_uses(cx.ir, OpRef { body: rb, op }, top, &mut escaping);
                    }
                }
            }
            for symbol in escaping {
                cx.update::<PredecessorState>(
                    LatticeAnchor::after(symbol),
                    PredecessorState::set_unknown,
                );
            }
        }
    }

    fn initialize_recursively(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef) {
        let ir = &*cx.ir;
        let interesting = !ir.regions(op).1.is_empty()
            || !ir.body(op.body).successors(op.op).is_empty()
            || is_callable_return(ir, op)
            || ir.region_exit_parent(op).is_some()
            || ir.is_call(op);
        if interesting {
            if let Some(block) = cx.ir.op_block(op) {
                let current = cx.current();
                cx.get_or_create::<Executable>(LatticeAnchor::block(block))
                    .block_content_subscribe(current);
            }
            self.visit(cx, ProgramPoint::AfterOp(op));
        }
        let (rb, regions) = cx.ir.regions(op);
        let mut children: SmallVec<[OpRef; 16]> = SmallVec::new();
        for &r in regions {
            let body = cx.ir.body(rb);
            for b in body.region_blocks(r) {
                children.extend(body.block_ops(b).map(|o| OpRef { body: rb, op: o }));
            }
        }
        for child in children {
            strata_ir::stack::grow(|| self.initialize_recursively(cx, child));
        }
    }

    fn visit_call(cx: &mut SolverCx<'_, '_>, call: OpRef) {
        let ir = &*cx.ir;
        let callee = ir.resolve_callee(call);
        let external = |op: OpRef| {
            !ir.is_ancestor(ir.top(), op)
                || (ir.is_callable(op) && ir.callable_region(op).is_none())
        };
        match callee {
            Some(callee) if ir.has_trait(callee, OpTraits::SYMBOL) && !external(callee) => {
                cx.update::<PredecessorState>(LatticeAnchor::after(callee), |s| s.join(call));
            }
            _ => cx.update::<PredecessorState>(
                LatticeAnchor::after(call),
                PredecessorState::set_unknown,
            ),
        }
    }

    fn visit_callable_terminator(cx: &mut SolverCx<'_, '_>, op: OpRef, callable: OpRef) {
        let can_resolve = cx.ir.has_trait(op, OpTraits::RETURN_LIKE);
        let callsites: SmallVec<[OpRef; 4]> = cx
            .get_for::<PredecessorState>(ProgramPoint::AfterOp(op), LatticeAnchor::after(callable))
            .known()
            .iter()
            .copied()
            .collect();
        for call in callsites {
            cx.update::<PredecessorState>(LatticeAnchor::after(call), |s| {
                if can_resolve {
                    s.join(op)
                } else {
                    s.set_unknown()
                }
            });
        }
    }

    /// The constant values of the operands of `op` (`None` where not
    /// constant), subscribing to them; `None` while one is uninitialized.
    fn constant_operands(
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
    ) -> Option<SmallVec<[Option<Attribute>; 4]>> {
        let operands: SmallVec<[_; 4]> = cx.ir.operands(op).collect();
        let current = cx.current();
        let mut constants: SmallVec<[Option<Attribute>; 4]> = SmallVec::new();
        for v in operands {
            let lattice = cx.get_or_create::<Lattice<ConstantValue>>(LatticeAnchor::Value(v));
            lattice.use_def_subscribe(current);
            match lattice.value {
                ConstantValue::Uninitialized => return None,
                ref c => constants.push(c.constant()),
            }
        }
        Some(constants)
    }

    /// Entering a region-branch operation: the regions its constant
    /// operands select become executable, with the operation as their
    /// predecessor (or the operation's results, when it may be skipped).
    fn visit_region_branch(cx: &mut SolverCx<'_, '_>, op: OpRef) {
        let Some(constants) = Self::constant_operands(cx, op) else {
            return;
        };
        let ir = &*cx.ir;
        let Some(branch) = ir.region_branch(op) else {
            return;
        };
        let successors = branch.successors(
            ir.ctx,
            ir.body(op.body),
            op.op,
            RegionBranchPoint::Parent,
            &constants,
        );
        Self::mark_region_successors(cx, op, op, &successors);
    }

    /// Leaving a region of `branch` through its terminator `op`: the
    /// successors it selects (by its constant operands, or as the parent
    /// says) become executable with `op` as a predecessor.
    fn visit_region_terminator(cx: &mut SolverCx<'_, '_>, op: OpRef, branch: OpRef) {
        let Some(constants) = Self::constant_operands(cx, op) else {
            return;
        };
        let successors = cx.ir.terminator_successors(branch, op, &constants);
        Self::mark_region_successors(cx, branch, op, &successors);
    }

    /// Marks the entry blocks of the region successors of `branch` live
    /// and records `pred` as a predecessor of each successor (the start of
    /// a region, or the point after `branch` for its results).
    fn mark_region_successors(
        cx: &mut SolverCx<'_, '_>,
        branch: OpRef,
        pred: OpRef,
        successors: &[RegionSuccessor],
    ) {
        for &succ in successors {
            let anchor = match succ {
                RegionSuccessor::Parent => LatticeAnchor::after(branch),
                RegionSuccessor::Region(i) => {
                    let (rb, regions) = cx.ir.regions(branch);
                    let Some(block) = regions
                        .get(i as usize)
                        .and_then(|&r| cx.ir.body(rb).entry_block(r))
                    else {
                        continue;
                    };
                    let block = BlockRef { body: rb, block };
                    Self::mark_block_live(cx, block);
                    LatticeAnchor::block(block)
                }
            };
            cx.update::<PredecessorState>(anchor, |s| s.join(pred));
        }
    }

    fn visit_branch(cx: &mut SolverCx<'_, '_>, op: OpRef) {
        let Some(constants) = Self::constant_operands(cx, op) else {
            return;
        };
        let Some(block) = cx.ir.op_block(op) else {
            return;
        };
        let ir = &*cx.ir;
        let successors: SmallVec<[BlockRef; 2]> = ir
            .body(op.body)
            .successors(op.op)
            .iter()
            .map(|&b| BlockRef {
                body: op.body,
                block: b,
            })
            .collect();
        let chosen = ir
            .def(op)
            .and_then(|d| d.interface::<dyn BranchOpInterface>())
            .and_then(|b| b.successor_for_operands(ir.ctx, ir.body(op.body), op.op, &constants))
            .and_then(|i| successors.get(i).copied());
        match chosen {
            Some(succ) => Self::mark_edge_live(cx, block, succ),
            None => {
                for succ in successors {
                    Self::mark_edge_live(cx, block, succ);
                }
            }
        }
    }
}

/// The symbol tables nested in `op` (inner ones first) with whether all
/// uses of their symbols are visible.
fn collect_symbol_tables(ir: &Ir<'_>, op: OpRef, all_visible: bool, out: &mut Vec<(OpRef, bool)>) {
    let is_table = ir.has_trait(op, OpTraits::SYMBOL_TABLE);
    let all_visible = if is_table {
        all_visible || !ir.has_trait(op, OpTraits::SYMBOL) || ir.visibility(op) == "private"
    } else {
        true
    };
    let (rb, regions) = ir.regions(op);
    for &r in regions {
        for b in ir.body(rb).region_blocks(r) {
            for child in ir.body(rb).block_ops(b) {
                strata_ir::stack::grow(|| {
                    collect_symbol_tables(
                        ir,
                        OpRef {
                            body: rb,
                            op: child,
                        },
                        all_visible,
                        out,
                    )
                });
            }
        }
    }
    if is_table {
        out.push((op, all_visible));
    }
}

/// Collects the symbols referenced by non-call operations at or below
/// `op` (not looking inside nested symbol tables), resolved from `top`.
fn collect_non_call_uses(ir: &Ir<'_>, op: OpRef, top: OpRef, out: &mut SmallVec<[OpRef; 4]>) {
    if !ir.is_call(op) {
        let body = ir.body(op.body);
        let mut refs: SmallVec<[Attribute; 4]> = SmallVec::new();
        if let Some(props) = body.op_props(op.op) {
            symbol_refs(ir, props, &mut refs);
        }
        symbol_refs(ir, body.op_attrs(op.op), &mut refs);
        for r in refs {
            if let Some(symbol) = ir.lookup_symbol_in(top, r) {
                out.push(symbol);
            }
        }
    }
    if ir.has_trait(op, OpTraits::SYMBOL_TABLE) {
        return;
    }
    let (rb, regions) = ir.regions(op);
    for &r in regions {
        for b in ir.body(rb).region_blocks(r) {
            for child in ir.body(rb).block_ops(b) {
                strata_ir::stack::grow(|| {
                    collect_non_call_uses(
                        ir,
                        OpRef {
                            body: rb,
                            op: child,
                        },
                        top,
                        out,
                    )
                });
            }
        }
    }
}

/// The symbol references inside an attribute.
fn symbol_refs(ir: &Ir<'_>, attr: Attribute, out: &mut SmallVec<[Attribute; 4]>) {
    // Attributes nest as deep as the input wrote them.
    strata_ir::stack::grow(|| match attr.kind(ir.ctx) {
        AttrKind::SymbolRef { .. } => out.push(attr),
        AttrKind::Array(elements) => {
            for &e in elements.iter() {
                symbol_refs(ir, e, out);
            }
        }
        AttrKind::Dictionary(entries) => {
            for e in entries.iter() {
                symbol_refs(ir, e.value, out);
            }
        }
        _ => {}
    })
}

impl DataFlowAnalysis for DeadCodeAnalysis {
    fn initialize(&mut self, cx: &mut SolverCx<'_, '_>, top: OpRef) {
        Self::mark_entry_blocks_live(cx, top);
        Self::initialize_symbol_callables(cx, top);
        self.initialize_recursively(cx, top);
    }

    fn visit(&mut self, cx: &mut SolverCx<'_, '_>, point: ProgramPoint) {
        let ProgramPoint::AfterOp(op) = point else {
            return;
        };
        if let Some(block) = cx.ir.op_block(op)
            && !is_block_live(cx, block)
        {
            return;
        }
        if cx.ir.is_call(op) {
            Self::visit_call(cx, op);
        }
        if !cx.ir.regions(op).1.is_empty() {
            if cx.ir.is_callable(op) {
                let callsites = cx.get_for::<PredecessorState>(point, LatticeAnchor::after(op));
                if !callsites.all_known() || !callsites.known().is_empty() {
                    Self::mark_entry_blocks_live(cx, op);
                }
            } else if cx.ir.region_branch(op).is_some() {
                Self::visit_region_branch(cx, op);
            } else {
                Self::mark_entry_blocks_live(cx, op);
            }
        }
        if is_callable_return(cx.ir, op)
            && let Some(parent) = cx.ir.parent_op(op)
        {
            Self::visit_callable_terminator(cx, op, parent);
        }
        if let Some(branch) = cx.ir.region_exit_parent(op) {
            Self::visit_region_terminator(cx, op, branch);
        }
        if !cx.ir.body(op.body).successors(op.op).is_empty() {
            if cx.ir.is_branch(op) {
                Self::visit_branch(cx, op);
            } else if let Some(block) = cx.ir.op_block(op) {
                let successors: SmallVec<[BlockRef; 2]> = cx
                    .ir
                    .body(op.body)
                    .successors(op.op)
                    .iter()
                    .map(|&b| BlockRef {
                        body: op.body,
                        block: b,
                    })
                    .collect();
                for succ in successors {
                    Self::mark_edge_live(cx, block, succ);
                }
            }
        }
    }
}
