//! Constant uniquing and hoisting, as upstream's `OperationFolder` does it:
//! each distinct constant is kept once per isolated region, at the front
//! of its entry block.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{Attribute, Body, Context, Ident, OpId, RegionId, Type};

/// The root region of the body containing `op`.
fn root_region_of(body: &Body, mut op: OpId) -> Option<RegionId> {
    loop {
        let region = body.block_region(body.op_block(op)?)?;
        match body.region_parent(region) {
            Some(parent) => op = parent,
            None => return Some(region),
        }
    }
}

/// Uniqued constants of one body.
#[derive(Default)]
pub(crate) struct OperationFolder {
    constants: FxHashMap<(RegionId, Ident, Attribute, Type), OpId>,
    owned: FxHashSet<OpId>,
}

impl OperationFolder {
    /// Forgets an erased constant.
    pub(crate) fn notify_removal(&mut self, body: &Body, op: OpId) {
        if self.owned.remove(&op) {
            self.constants.retain(|_, v| *v != op);
        }
        let _ = body;
    }

    /// Registers the constant `op` (of value `value`) and says what to do
    /// with it: if an equal constant exists, `op` must be replaced by it;
    /// otherwise `op` is kept, moved to the front of the entry block of its
    /// region unless it already heads the block or follows a kept constant.
    pub(crate) fn insert_known_constant(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        value: Attribute,
    ) -> ConstantAction {
        let Some(block) = body.op_block(op) else {
            return ConstantAction::Keep;
        };
        if self.owned.contains(&op) {
            let first = body.first_op(block);
            let prev_owned = body.prev_op(op).is_some_and(|p| self.owned.contains(&p));
            return match first {
                Some(f) if f != op && !prev_owned => ConstantAction::MoveBefore(f),
                _ => ConstantAction::Keep,
            };
        }
        let Some(region) = root_region_of(body, op) else {
            return ConstantAction::Keep;
        };
        let dialect = Ident::new(ctx, body.op_name(op).dialect_name(ctx));
        let ty = body.value_type(body.result(op, 0));
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            return ConstantAction::ReplaceWith(existing);
        }
        self.constants.insert(key, op);
        self.owned.insert(op);
        let Some(entry) = body.entry_block(region) else {
            return ConstantAction::Keep;
        };
        let first = body.first_op(entry);
        let prev_owned = body.prev_op(op).is_some_and(|p| self.owned.contains(&p));
        match first {
            Some(f) if f != op && (block != entry || !prev_owned) => ConstantAction::MoveBefore(f),
            _ => ConstantAction::Keep,
        }
    }
}

/// What to do with a constant after registering it.
pub(crate) enum ConstantAction {
    /// Leave it where it is.
    Keep,
    /// Move it before this operation (the head of the entry block).
    MoveBefore(OpId),
    /// Replace it with this equal constant and erase it.
    ReplaceWith(OpId),
}
