//! Constant uniquing and hoisting, as upstream's `OperationFolder` does it:
//! each distinct constant is kept once per isolated region, at the front
//! of its entry block.

use rustc_hash::FxHashMap;
use strata_ir::{Attribute, Body, Context, Ident, OpId, OperationName, RegionId, Type};

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

/// The key a constant is uniqued under: its region, dialect, value and type.
type ConstantKey = (RegionId, Ident, Attribute, Type);

/// Uniqued constants of one body.
#[derive(Default)]
pub(crate) struct OperationFolder {
    constants: FxHashMap<ConstantKey, OpId>,
    /// The constants kept, each with the key it is filed under.
    owned: FxHashMap<OpId, ConstantKey>,
    /// The dialect name of each constant operation seen, interned once.
    dialects: FxHashMap<OperationName, Ident>,
}

impl OperationFolder {
    /// The value of `op` if it is a constant kept here: the attribute it
    /// was registered with, so that its folder need not run again.
    pub(crate) fn known_value(&self, op: OpId) -> Option<Attribute> {
        self.owned.get(&op).map(|key| key.2)
    }

    /// Forgets an erased constant.
    pub(crate) fn notify_removal(&mut self, op: OpId) {
        if let Some(key) = self.owned.remove(&op) {
            self.constants.remove(&key);
        }
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
        if self.owned.contains_key(&op) {
            let first = body.first_op(block);
            let prev_owned = body
                .prev_op(op)
                .is_some_and(|p| self.owned.contains_key(&p));
            return match first {
                Some(f) if f != op && !prev_owned => ConstantAction::MoveBefore(f),
                _ => ConstantAction::Keep,
            };
        }
        let Some(region) = root_region_of(body, op) else {
            return ConstantAction::Keep;
        };
        let name = body.op_name(op);
        let dialect = *self
            .dialects
            .entry(name)
            .or_insert_with(|| Ident::new(ctx, name.dialect_name(ctx)));
        let ty = body.value_type(body.result(op, 0));
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            return ConstantAction::ReplaceWith(existing);
        }
        self.constants.insert(key, op);
        self.owned.insert(op, key);
        let Some(entry) = body.entry_block(region) else {
            return ConstantAction::Keep;
        };
        let first = body.first_op(entry);
        let prev_owned = body
            .prev_op(op)
            .is_some_and(|p| self.owned.contains_key(&p));
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
