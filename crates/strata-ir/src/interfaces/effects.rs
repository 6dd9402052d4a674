//! Memory effects (MLIR's MemoryEffectOpInterface, `HasRecursiveMemoryEffects`)
//! and the side-effect queries passes use to decide what may be erased,
//! merged or moved.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::{Body, OpId, Value, WalkOrder, WalkResult};

/// What an effect does to its resource.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// Reads the resource.
    Read,
    /// Writes the resource.
    Write,
    /// Allocates (a part of) the resource.
    Allocate,
    /// Releases (a part of) the resource.
    Free,
}

/// A resource effects act on; effects on different resources never
/// interfere.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Resource(pub &'static str);

impl Resource {
    /// The resource of all memory not otherwise named.
    pub const DEFAULT: Resource = Resource("<Default>");
    /// Stack memory released when the enclosing automatic allocation scope exits.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Resource = Resource("AutomaticAllocationScope");
}

/// One effect of an operation: its kind, the resource and, when known, the
/// value it acts on (a pointer or memref operand, or an allocated result).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EffectInstance {
    /// What the effect does.
    pub kind: EffectKind,
    /// What it acts on.
    pub resource: Resource,
    /// The affected value, if the effect is on a specific one.
    pub value: Option<Value>,
}

impl EffectInstance {
    /// An effect on the default resource, not tied to a value.
    pub const fn new(kind: EffectKind) -> EffectInstance {
        EffectInstance {
            kind,
            resource: Resource::DEFAULT,
            value: None,
        }
    }

    /// An effect on the default resource through `value`.
    pub const fn on(kind: EffectKind, value: Value) -> EffectInstance {
        EffectInstance {
            kind,
            resource: Resource::DEFAULT,
            value: Some(value),
        }
    }
}

/// The list of effects of an operation.
pub type MemoryEffects = SmallVec<[EffectInstance; 2]>;

/// An operation that describes its memory effects.
pub trait MemoryEffectOpInterface: Send + Sync {
    /// Appends the effects of `op` (not of operations nested in it).
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, out: &mut MemoryEffects);
}

/// Effects that do not depend on the operation instance.
impl MemoryEffectOpInterface for &'static [EffectKind] {
    fn effects(&self, _ctx: &Context, _body: &Body, _op: OpId, out: &mut MemoryEffects) {
        out.extend(self.iter().map(|&k| EffectInstance::new(k)));
    }
}

/// The effects `op` declares itself: none for `Pure`/no-memory-effect ops,
/// else those of its MemoryEffectOpInterface; `None` if the op does not describe
/// its effects (unregistered ops, ops without an effect declaration).
pub fn own_effects(ctx: &Context, body: &Body, op: OpId) -> Option<MemoryEffects> {
    let name = body.op_name(op);
    let def = name.def(ctx)?;
    if def.has(OpTraits::PURE) || def.has(OpTraits::NO_MEMORY_EFFECT) {
        return Some(MemoryEffects::new());
    }
    let iface = def.interface::<dyn MemoryEffectOpInterface>()?;
    let mut out = MemoryEffects::new();
    iface.effects(ctx, body, op, &mut out);
    Some(out)
}

/// The effects of `op` including, for operations with recursive memory
/// effects, those of every nested operation; `None` if any is unknown.
pub fn effects_recursively(ctx: &Context, body: &Body, op: OpId) -> Option<MemoryEffects> {
    let recursive = body
        .op_name(op)
        .has_trait(ctx, OpTraits::RECURSIVE_MEMORY_EFFECTS);
    let mut total = match own_effects(ctx, body, op) {
        Some(e) => e,
        None if recursive => MemoryEffects::new(),
        None => return None,
    };
    if recursive {
        let (inner, regions) = body.op_regions(op);
        for &r in regions {
            for b in inner.region_blocks(r) {
                for nested in inner.block_ops(b) {
                    total.extend(crate::stack::grow(|| {
                        effects_recursively(ctx, inner, nested)
                    })?);
                }
            }
        }
    }
    Some(total)
}

/// True if `op` (and, for recursively-effecting ops, everything nested in
/// it) has no memory effect and no other side effect.
pub fn has_no_side_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    has_no_side_effects_memo(ctx, body, op, &mut SideEffectMemo::default())
}

/// Remembered answers of [`has_no_side_effects`], for a pass asking about
/// every operation of a nest that it does not change in between: each
/// nested operation is then examined once rather than once per enclosing
/// operation.
#[derive(Default)]
pub struct SideEffectMemo(FxHashMap<(usize, OpId), bool>);

/// [`has_no_side_effects`], reusing and extending `memo`.
pub fn has_no_side_effects_memo(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut SideEffectMemo,
) -> bool {
    // An operation without regions is answered from its own effects alone,
    // which is cheaper than the memo: only operations with regions are filed.
    if body.op_regions(op).1.is_empty() {
        return no_side_effects_uncached(ctx, body, op, memo);
    }
    let key = (body as *const Body as usize, op);
    if let Some(&known) = memo.0.get(&key) {
        return known;
    }
    let free = no_side_effects_uncached(ctx, body, op, memo);
    memo.0.insert(key, free);
    free
}

/// [`has_no_side_effects_memo`] without looking `op` itself up in `memo`.
fn no_side_effects_uncached(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut SideEffectMemo,
) -> bool {
    let recursive = body
        .op_name(op)
        .has_trait(ctx, OpTraits::RECURSIVE_MEMORY_EFFECTS);
    match own_effects(ctx, body, op) {
        Some(own) if !own.is_empty() => false,
        Some(_) => !recursive || nested_have_no_side_effects(ctx, body, op, memo),
        None => recursive && nested_have_no_side_effects(ctx, body, op, memo),
    }
}

/// True if no operation nested in `op` has a side effect.
fn nested_have_no_side_effects(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut SideEffectMemo,
) -> bool {
    let (inner, regions) = body.op_regions(op);
    let mut pure = true;
    for &r in regions {
        inner.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if !crate::stack::grow(|| has_no_side_effects_memo(ctx, b, o, memo)) {
                pure = false;
                return WalkResult::Interrupt;
            }
            WalkResult::Skip
        });
    }
    pure
}

/// True if `op` describes its effects and they are reads only (at least one).
pub fn only_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    own_effects(ctx, body, op)
        .is_some_and(|e| !e.is_empty() && e.iter().all(|e| e.kind == EffectKind::Read))
}

/// Whether an operation may be executed speculatively (MLIR's
/// `Speculation::Speculatability`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// Executing it where it would not have run may cause undefined behavior.
    NotSpeculatable,
    /// Safe to execute anywhere.
    Speculatable,
    /// Safe if every operation nested in it is.
    RecursivelySpeculatable,
}

/// An operation whose speculatability depends on the instance (a division
/// is safe only by a divisor known to be neither zero nor, when signed, -1).
pub trait ConditionallySpeculatable: Send + Sync {
    /// The speculatability of `op`.
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability;
}

/// True if executing the operation speculatively is safe: as its
/// `ConditionallySpeculatable` implementation says, else if it is `Pure`.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    let Some(iface) = name.interface::<dyn ConditionallySpeculatable>(ctx) else {
        return name.has_trait(ctx, OpTraits::PURE);
    };
    match iface.speculatability(ctx, body, op) {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => {
            let (inner, regions) = body.op_regions(op);
            regions.iter().all(|&r| {
                inner.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
                    if crate::stack::grow(|| is_speculatable(ctx, b, o)) {
                        WalkResult::Skip
                    } else {
                        WalkResult::Interrupt
                    }
                }) == WalkResult::Advance
            })
        }
    }
}

/// True if `op` could be erased were its results unused: it is not a
/// terminator or symbol, and its only effects (and, for recursively
/// effecting ops, those of nested ops) are reads and allocations of its own
/// results.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.has_trait(ctx, OpTraits::TERMINATOR) || name.has_trait(ctx, OpTraits::SYMBOL) {
        return false;
    }
    // Nothing is remembered about `op` itself (the memo is dropped), so it
    // is not filed: the memo stays empty, and unallocated, for an
    // operation without regions.
    removable_uncached(ctx, body, op, &mut RemovableMemo::default())
}

/// Remembered answers of the effect check of [`would_be_trivially_dead`],
/// for a pass asking about every operation of a nest that it does not
/// change in between: each nested operation is then examined once rather
/// than once per enclosing operation.
#[derive(Default)]
pub struct RemovableMemo(FxHashMap<(usize, OpId), bool>);

/// [`would_be_trivially_dead`], reusing and extending `memo`.
pub fn would_be_trivially_dead_memo(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut RemovableMemo,
) -> bool {
    let name = body.op_name(op);
    if name.has_trait(ctx, OpTraits::TERMINATOR) || name.has_trait(ctx, OpTraits::SYMBOL) {
        return false;
    }
    only_removable_effects(ctx, body, op, memo)
}

/// [`is_trivially_dead`], reusing and extending `memo`.
pub fn is_trivially_dead_memo(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut RemovableMemo,
) -> bool {
    body.results(op).all(|v| !body.has_uses(v)) && would_be_trivially_dead_memo(ctx, body, op, memo)
}

/// True if every effect of `op` (recursively) is a read or an allocation
/// of one of its own results.
fn only_removable_effects(ctx: &Context, body: &Body, op: OpId, memo: &mut RemovableMemo) -> bool {
    let key = (body as *const Body as usize, op);
    if let Some(&known) = memo.0.get(&key) {
        return known;
    }
    let removable = removable_uncached(ctx, body, op, memo);
    memo.0.insert(key, removable);
    removable
}

/// [`only_removable_effects`] without looking `op` itself up in `memo`.
fn removable_uncached(ctx: &Context, body: &Body, op: OpId, memo: &mut RemovableMemo) -> bool {
    let recursive = body
        .op_name(op)
        .has_trait(ctx, OpTraits::RECURSIVE_MEMORY_EFFECTS);
    match own_effects(ctx, body, op) {
        Some(effects) => {
            let removable = effects.iter().all(|e| match e.kind {
                EffectKind::Read => true,
                EffectKind::Allocate => e.value.is_some_and(|v| body.defining_op(v) == Some(op)),
                EffectKind::Write | EffectKind::Free => false,
            });
            if !removable {
                return false;
            }
        }
        None if !recursive => return false,
        None => {}
    }
    if !recursive {
        return true;
    }
    let (inner, regions) = body.op_regions(op);
    let mut removable = true;
    for &r in regions {
        inner.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if !crate::stack::grow(|| only_removable_effects(ctx, b, o, memo)) {
                removable = false;
                return WalkResult::Interrupt;
            }
            WalkResult::Skip
        });
    }
    removable
}

/// True if `op` has no used results and could be erased.
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|v| !body.has_uses(v)) && would_be_trivially_dead(ctx, body, op)
}
