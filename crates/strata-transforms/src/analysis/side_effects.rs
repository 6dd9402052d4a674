//! Memory effects of operations, as MLIR's MemoryEffectOpInterface and
//! `HasRecursiveMemoryEffects` describe them, modelled by op traits.

use strata_ir::dialect::OpTraits;
use strata_ir::{Body, Context, OpId};

/// The memory effects of an operation (and what is nested in it).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// Reads memory.
    pub read: bool,
    /// Writes memory.
    pub write: bool,
}

/// The effects an operation declares itself, or `None` if it does not
/// describe its effects (unregistered ops, ops without effect traits).
pub fn own_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Effects> {
    let def = body.op_name(op).def(ctx)?;
    let read = def.has(OpTraits::MEMORY_READ);
    let write = def.has(OpTraits::MEMORY_WRITE);
    let described = read || write || def.has(OpTraits::PURE) || def.has(OpTraits::NO_MEMORY_EFFECT);
    described.then_some(Effects { read, write })
}

/// The effects of an operation including, for operations with recursive
/// memory effects, those of every nested operation; `None` if unknown.
pub fn effects_recursively(ctx: &Context, body: &Body, op: OpId) -> Option<Effects> {
    let recursive = body
        .op_name(op)
        .has_trait(ctx, OpTraits::RECURSIVE_MEMORY_EFFECTS);
    let mut total = match own_effects(ctx, body, op) {
        Some(e) => e,
        None if recursive => Effects::default(),
        None => return None,
    };
    if recursive {
        let (inner, regions) = body.op_regions(op);
        for &r in regions {
            for b in inner.region_blocks(r) {
                for nested in inner.block_ops(b) {
                    let e = effects_recursively(ctx, inner, nested)?;
                    total.read |= e.read;
                    total.write |= e.write;
                }
            }
        }
    }
    Some(total)
}

/// True if the operation describes its effects and they are reads only
/// (at least one).
pub fn only_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    own_effects(ctx, body, op).is_some_and(|e| e.read && !e.write)
}

/// True if executing the operation speculatively is safe (`Pure` ops).
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(ctx, OpTraits::PURE)
}
