//! The verifier: structural invariants of operations, blocks and regions,
//! op-specific verifiers, symbol tables and SSA dominance.
//!
//! Each isolated-from-above operation owns its own body, and nothing inside
//! can refer to values outside, so the bodies of sibling isolated
//! operations (e.g. functions) are verified in parallel.

pub mod dominance;

use std::sync::OnceLock;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::Context;
use crate::diagnostics::{DiagResult, Diagnostic};
use crate::dialect::OpTraits;
use crate::interfaces::{OpVerifierInterface, RegionVerifierInterface};
use crate::ir::{BlockId, Body, OpId, RegionId};
use crate::location::Location;
use crate::symbol_table::SymbolUserOpInterface;

/// The isolated operation whose body is being verified (for naming values in notes).
#[derive(Copy, Clone)]
pub struct Scope<'a> {
    /// The body holding the isolated operation.
    pub parent: &'a Body,
    /// The isolated operation.
    pub op: OpId,
}

/// Prints an operation in the generic form, for diagnostics.
pub type OpPrinter = fn(&Context, &Body, OpId) -> String;

static OP_PRINTER: OnceLock<OpPrinter> = OnceLock::new();

/// Installs the printer diagnostics use to show an operation. The printer
/// lives in `strata-asm`, which builds on this crate, so it installs itself
/// whenever it parses or prints; the first installation wins.
pub fn install_op_printer(printer: OpPrinter) {
    let _ = OP_PRINTER.set(printer);
}

/// `op` in the generic form through the installed printer, or just its
/// quoted name if no printer was installed: how error diagnostics show an
/// operation, which may not verify.
pub fn generic_op_text(ctx: &Context, body: &Body, op: OpId) -> String {
    match OP_PRINTER.get() {
        Some(print) => print(ctx, body, op),
        None => format!("\"{}\"", body.op_name(op).as_str(ctx)),
    }
}

/// Builds an error about an operation: `'name' op message`, with the
/// "see current operation" note when the context asks for it.
pub fn op_error(ctx: &Context, body: &Body, op: OpId, message: impl AsRef<str>) -> Diagnostic {
    let text = format!("'{}' op {}", body.op_name(op).as_str(ctx), message.as_ref());
    op_plain_error(ctx, body, op, text)
}

/// Builds an error located at an operation, without the `'name' op` prefix.
pub fn op_plain_error(
    ctx: &Context,
    body: &Body,
    op: OpId,
    message: impl Into<String>,
) -> Diagnostic {
    let mut d = Diagnostic::error(body.op_loc(op), message);
    if ctx.prints_op_on_diagnostic() {
        let text = generic_op_text(ctx, body, op);
        let sep = if text.contains('\n') { "\n" } else { "" };
        d.attach_note(
            body.op_loc(op),
            format!("see current operation: {sep}{text}"),
        );
    }
    d
}

/// Verifies top-level operations and everything nested in them.
pub fn verify_top_level(ctx: &Context, body: &Body, ops: &[OpId]) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    for &op in ops {
        if let Err(mut e) = verify_op(ctx, body, op) {
            errors.append(&mut e);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one operation and everything nested in it.
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    let mut isolated = Vec::new();
    if let Err(d) = verify_op_tree(ctx, body, op, &mut isolated) {
        return Err(vec![d]);
    }
    if let Err(d) = dominance::verify_body_dominance_at(ctx, body, op) {
        return Err(vec![d]);
    }
    verify_isolated(ctx, isolated)
}

/// Verifies `op` itself without descending into the operations nested in
/// it (they are known to be valid): its own invariants, its region
/// verifier, and for a symbol table the uses of its symbols. This is what
/// the pass manager checks on an operation after a nested pipeline ran on
/// its children, as upstream's non-recursive verification does.
pub fn verify_op_shallow(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    verify_op_invariants(ctx, body, op).map_err(|d| vec![d])?;
    verify_regions_hook(ctx, body, op).map_err(|d| vec![d])?;
    if body.op_name(op).has_trait(ctx, OpTraits::SYMBOL_TABLE) {
        verify_symbol_uses(ctx, body, op).map_err(|d| vec![d])?;
    }
    Ok(())
}

/// Verifies the bodies of isolated operations (in parallel), recursively.
fn verify_isolated(ctx: &Context, isolated: Vec<(&Body, OpId)>) -> Result<(), Vec<Diagnostic>> {
    let results: Vec<Result<(), Vec<Diagnostic>>> = isolated
        .par_iter()
        .map(|&(parent, op)| {
            let Some(inner) = parent.isolated_body(op) else {
                return Ok(());
            };
            let mut nested = Vec::new();
            for &r in inner.root_regions() {
                if let Err(d) = verify_region(ctx, inner, r, Some((parent, op)), &mut nested) {
                    return Err(vec![d]);
                }
            }
            if let Err(d) = verify_regions_hook(ctx, parent, op) {
                return Err(vec![d]);
            }
            if let Err(d) = dominance::verify_body_dominance(ctx, inner, parent, op) {
                return Err(vec![d]);
            }
            crate::stack::grow(|| verify_isolated(ctx, nested))?;
            if parent.op_name(op).has_trait(ctx, OpTraits::SYMBOL_TABLE) {
                verify_symbol_uses(ctx, parent, op).map_err(|d| vec![d])?;
            }
            Ok(())
        })
        .collect();
    let errors: Vec<Diagnostic> = results
        .into_iter()
        .filter_map(Result::err)
        .flatten()
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The checks of `op` made once its nested operations are verified: its
/// implicit terminator, then its region verifier.
fn verify_regions_hook(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(def) = body.op_name(op).def(ctx) else {
        return Ok(());
    };
    if let Some(terminator) = &def.implicit_terminator {
        verify_implicit_terminator(ctx, body, op, terminator)?;
    }
    if let Some(verifier) = def.interface::<dyn RegionVerifierInterface>() {
        verifier.verify_regions(def, ctx, body, op)?;
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator`: the block of every non-empty region is
/// non-empty and ends with `terminator`.
fn verify_implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    terminator: &str,
) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    for &region in regions {
        let Some(block) = rbody.entry_block(region) else {
            continue;
        };
        let Some(last) = rbody.last_op(block) else {
            return Err(op_error(ctx, body, op, "expects a non-empty block"));
        };
        let found = rbody.op_name(last).as_str(ctx);
        if found != terminator {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expects regions to end with '{terminator}', found '{found}'"),
            )
            .with_note(
                body.op_loc(op),
                format!(
                    "in custom textual format, the absence of terminator implies '{terminator}'"
                ),
            ));
        }
    }
    Ok(())
}

/// Verifies `op` and its non-isolated nested operations; isolated ones
/// are queued in `isolated` (after their own invariants are checked).
fn verify_op_tree<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
    isolated: &mut Vec<(&'b Body, OpId)>,
) -> DiagResult {
    verify_op_invariants(ctx, body, op)?;
    if body.isolated_body(op).is_some() {
        isolated.push((body, op));
        return Ok(());
    }
    for &r in body.local_regions(op) {
        verify_region(ctx, body, r, None, isolated)?;
    }
    verify_regions_hook(ctx, body, op)
}

/// Checks an operation's own invariants: traits and its verifier.
fn verify_op_invariants(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    crate::interfaces::verify_dialect_attrs(ctx, body, op)?;
    let name = body.op_name(op);
    let Some(def) = name.def(ctx) else {
        // An op of a registered dialect must be one the dialect defines,
        // however it was created (the parser rejects it up front unless
        // unregistered dialects are allowed), as upstream's verifier.
        let dialect = name.dialect_name(ctx);
        if ctx.is_dialect_registered(dialect) && !ctx.dialect_allows_unknown_ops(dialect) {
            return Err(op_plain_error(
                ctx,
                body,
                op,
                format!(
                    "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                    name.as_str(ctx)
                ),
            ));
        }
        return Ok(());
    };
    let (rbody, regions) = body.op_regions(op);
    if def.has(OpTraits::TERMINATOR) {
        let last = body.op_block(op).and_then(|b| body.last_op(b));
        if last != Some(op) {
            // Upstream checks the op's invariants (its parent among them)
            // before the terminator trait.
            if let Some(verifier) = def.interface::<dyn OpVerifierInterface>() {
                verifier.verify(def, ctx, body, op)?;
            }
            return Err(op_error(
                ctx,
                body,
                op,
                "must be the last operation in the parent block",
            ));
        }
    }
    if def.has(OpTraits::SINGLE_BLOCK) || def.has(OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR) {
        for (i, r) in regions.iter().enumerate() {
            if rbody.region_blocks(*r).nth(1).is_some() {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("expects region #{i} to have 0 or 1 blocks"),
                ));
            }
        }
    }
    if def.has(OpTraits::NO_REGION_ARGUMENTS) {
        for (i, r) in regions.iter().enumerate() {
            let has_args = rbody
                .entry_block(*r)
                .is_some_and(|b| !rbody.block_args(b).is_empty());
            if has_args {
                let what = if regions.len() > 1 {
                    format!("region #{i}")
                } else {
                    "region".to_string()
                };
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("{what} should have no arguments"),
                ));
            }
        }
    }
    if def.has(OpTraits::SYMBOL) {
        match body.attr(ctx, op, "sym_name") {
            Some(a) if a.str_value(ctx).is_some() => {}
            _ => {
                // Upstream checks the op's declared attributes (its ODS
                // invariants) before the symbol trait.
                if let Some(verifier) = def.interface::<dyn OpVerifierInterface>() {
                    verifier.verify(def, ctx, body, op)?;
                }
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "requires string attribute 'sym_name'",
                ));
            }
        }
        verify_symbol_visibility(ctx, body, op)?;
    }
    if let Some(verifier) = def.interface::<dyn OpVerifierInterface>() {
        verifier.verify(def, ctx, body, op)?;
    }
    if def.has(OpTraits::SYMBOL) {
        verify_symbol_parent(ctx, body, op)?;
    }
    if def.has(OpTraits::SYMBOL_TABLE) {
        verify_symbol_table(ctx, rbody, regions)?;
    }
    Ok(())
}

/// A symbol nested in a registered operation must be nested in a symbol
/// table (operations of unregistered dialects may hold anything).
fn verify_symbol_parent(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match body.parent_op_name(op).and_then(|parent| parent.def(ctx)) {
        Some(parent) if !parent.has(OpTraits::SYMBOL_TABLE) => Err(op_error(
            ctx,
            body,
            op,
            "symbol's parent must have the SymbolTable trait",
        )),
        _ => Ok(()),
    }
}

/// A symbol's `sym_visibility`, when present, is one of the three
/// visibilities upstream knows, written as a string.
fn verify_symbol_visibility(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(attr) = body.attr(ctx, op, "sym_visibility") else {
        return Ok(());
    };
    match attr.str_value(ctx) {
        Some("public" | "private" | "nested") => Ok(()),
        Some(other) => Err(op_error(
            ctx,
            body,
            op,
            format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{other}\""
            ),
        )),
        None => Err(op_error(
            ctx,
            body,
            op,
            "requires visibility attribute 'sym_visibility' to be a string attribute",
        )),
    }
}

/// Runs the symbol-use checks of every operation nested in the symbol
/// table `op` (not looking into nested symbol tables, which check their own).
fn verify_symbol_uses(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let table = crate::symbol_table::SymbolTable::of_op(ctx, body, op);
    let (rbody, regions) = body.op_regions(op);
    // The table's operations (functions, mostly) are walked in parallel;
    // the error reported is the first in pre-order, as a single walk's.
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| rbody.region_blocks(r))
        .flat_map(|b| rbody.block_ops(b))
        .collect();
    let check = |&o: &OpId| {
        let mut result = Ok(());
        rbody.walk_op(o, crate::ir::WalkOrder::PreOrder, &mut |b, o| {
            let name = b.op_name(o);
            if let Some(user) = name.interface::<dyn SymbolUserOpInterface>(ctx)
                && let Err(d) = user.verify_symbol_uses(ctx, b, o, &table)
            {
                result = Err(d);
                return crate::ir::WalkResult::Interrupt;
            }
            if name.has_trait(ctx, OpTraits::SYMBOL_TABLE) {
                return crate::ir::WalkResult::Skip;
            }
            crate::ir::WalkResult::Advance
        });
        result
    };
    match ops.par_iter().map(check).find_first(Result::is_err) {
        Some(err) => err,
        None => Ok(()),
    }
}

/// Checks that the symbols defined directly in a symbol table's region are unique.
fn verify_symbol_table(ctx: &Context, body: &Body, regions: &[RegionId]) -> DiagResult {
    let mut seen: FxHashMap<&str, OpId> = FxHashMap::default();
    for &r in regions {
        for block in body.region_blocks(r) {
            for op in body.block_ops(block) {
                let Some(name) = body
                    .attr(ctx, op, "sym_name")
                    .and_then(|a| a.str_value(ctx))
                else {
                    continue;
                };
                if !body.op_name(op).has_trait(ctx, OpTraits::SYMBOL)
                    && body.op_name(op).is_registered(ctx)
                {
                    continue;
                }
                if let Some(prev) = seen.insert(name, op) {
                    let mut d = op_plain_error(
                        ctx,
                        body,
                        op,
                        format!("redefinition of symbol named '{name}'"),
                    );
                    d.attach_note(body.op_loc(prev), "see existing symbol definition here");
                    return Err(d);
                }
            }
        }
    }
    Ok(())
}

/// Verifies a region's blocks and operations. `owner` is the isolated
/// operation whose body holds the region, for root regions.
fn verify_region<'b>(
    ctx: &Context,
    body: &'b Body,
    region: RegionId,
    owner: Option<(&Body, OpId)>,
    isolated: &mut Vec<(&'b Body, OpId)>,
) -> DiagResult {
    let parent_op = body.region_parent(region);
    let (pbody, pop): (&Body, Option<OpId>) = match (parent_op, owner) {
        (Some(op), _) => (body, Some(op)),
        (None, Some((b, op))) => (b, Some(op)),
        (None, None) => (body, None),
    };
    let parent_name = pop.map(|op| pbody.op_name(op));
    let needs_terminator = parent_name
        .is_some_and(|n| n.is_registered(ctx) && !n.has_trait(ctx, OpTraits::NO_TERMINATOR));
    let graph = parent_name.is_some_and(|n| n.has_trait(ctx, OpTraits::GRAPH_REGIONS));
    if let Some(entry) = body.entry_block(region)
        && has_predecessor(body, region, entry)
        && let Some(op) = pop
    {
        return Err(op_plain_error(
            ctx,
            pbody,
            op,
            "entry block of region may not have predecessors",
        ));
    }
    if graph
        && body.region_blocks(region).nth(1).is_some()
        && let Some(op) = pop
    {
        let index = pbody
            .op_regions(op)
            .1
            .iter()
            .position(|r| *r == region)
            .unwrap_or(0);
        return Err(op_error(
            ctx,
            pbody,
            op,
            format!("expects graph region #{index} to have 0 or 1 blocks"),
        ));
    }
    for block in body.region_blocks(region) {
        if !verify_block_entry(ctx, body, block, needs_terminator, pbody, pop)? {
            continue;
        }
        verify_block_ops(ctx, body, block, isolated)?;
        verify_block_exit(ctx, body, block, needs_terminator, region)?;
    }
    Ok(())
}

/// Blocks with at least this many operations have them verified in
/// parallel when the verifier is not already running on a worker.
const PARALLEL_BLOCK_OPS: usize = 64;

/// Verifies the operations of `block` in order, queuing isolated ones.
///
/// A large block reached outside the thread pool (the top level of a
/// module whose operations are not isolated from above, say) has its
/// operations verified in parallel; the error reported is the first in
/// block order, as a sequential walk's, and the isolated operations are
/// queued in block order.
fn verify_block_ops<'b>(
    ctx: &Context,
    body: &'b Body,
    block: BlockId,
    isolated: &mut Vec<(&'b Body, OpId)>,
) -> DiagResult {
    let parallel = rayon::current_thread_index().is_none()
        && rayon::current_num_threads() > 1
        && body.block_ops(block).nth(PARALLEL_BLOCK_OPS - 1).is_some();
    if !parallel {
        for op in body.block_ops(block) {
            crate::stack::grow(|| verify_op_tree(ctx, body, op, isolated))?;
        }
        return Ok(());
    }
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let results: Vec<DiagResult<Vec<(&'b Body, OpId)>>> = ops
        .par_iter()
        .with_min_len(8)
        .map(|&op| {
            let mut nested = Vec::new();
            crate::stack::grow(|| verify_op_tree(ctx, body, op, &mut nested))?;
            Ok(nested)
        })
        .collect();
    for result in results {
        isolated.extend(result?);
    }
    Ok(())
}

fn has_predecessor(body: &Body, region: RegionId, target: BlockId) -> bool {
    body.region_blocks(region)
        .filter_map(|b| body.last_op(b))
        .any(|t| body.successors(t).contains(&target))
}

/// The checks of a block made before its operations are verified (upstream's
/// block "entrance"): a block needing a terminator is not empty, and only the
/// last operation has successors. Returns whether the block has operations.
fn verify_block_entry(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    needs_terminator: bool,
    pbody: &Body,
    parent: Option<OpId>,
) -> DiagResult<bool> {
    let Some(last) = body.last_op(block) else {
        // An op with an implicit terminator reports its empty block itself
        // (`verify_implicit_terminator`), as upstream.
        let implicit = parent
            .and_then(|p| pbody.op_name(p).def(ctx))
            .is_some_and(|d| d.implicit_terminator.is_some());
        if needs_terminator && !implicit {
            let loc = parent.map_or(Location::unknown(ctx), |p| pbody.op_loc(p));
            return Err(Diagnostic::error(
                loc,
                "empty block: expect at least a terminator",
            ));
        }
        return Ok(false);
    };
    for op in body.block_ops(block) {
        if op != last && !body.successors(op).is_empty() {
            return Err(op_plain_error(
                ctx,
                body,
                op,
                "operation with block successors must terminate its parent block",
            ));
        }
    }
    Ok(true)
}

/// The checks of a non-empty block made after its operations are verified
/// (upstream's block "exit"), so an invalid operation is reported before a
/// missing terminator: successors stay in the region, and the block ends in a
/// terminator where its parent needs one.
fn verify_block_exit(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    needs_terminator: bool,
    region: RegionId,
) -> DiagResult {
    let Some(last) = body.last_op(block) else {
        return Ok(());
    };
    let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(body.successors(last));
    for s in succs {
        if body.block_region(s) != Some(region) {
            return Err(op_error(
                ctx,
                body,
                last,
                "branching to block of a different region",
            ));
        }
    }
    if !needs_terminator {
        return Ok(());
    }
    let name = body.op_name(last);
    if name.is_registered(ctx) && !name.has_trait(ctx, OpTraits::TERMINATOR) {
        let text = generic_op_text(ctx, body, last);
        return Err(op_plain_error(
            ctx,
            body,
            last,
            format!("block with no terminator, has {text}"),
        ));
    }
    Ok(())
}
