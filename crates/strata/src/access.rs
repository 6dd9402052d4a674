//! Accessors on typed op handles, resolved through the op's declaration
//! (`mul.operand_named(&ctx, body, "lhs")`).

use strata_ir::{Attribute, Body, Context, OpClass, Value};

/// Reads an op of class `T` through its handle.
pub trait OpAccess: OpClass {
    /// Operand `index` (panics naming the op and index when out of range).
    fn operand(self, body: &Body, index: usize) -> Value {
        body.operand(self.op(), index)
    }

    /// Result `index` (panics naming the op and index when out of range).
    fn result(self, body: &Body, index: usize) -> Value {
        body.result(self.op(), index)
    }

    /// The single operand its declaration names `name` (`"lhs"`), if the
    /// declaration has such an operand and it holds exactly one value.
    fn operand_named(self, ctx: &Context, body: &Body, name: &str) -> Option<Value> {
        match strata_ods::accessors::operand_group(ctx, body, self.op(), name).as_slice() {
            [v] => Some(*v),
            _ => None,
        }
    }

    /// The attribute `name` (inherent or discardable), if set.
    fn attr(self, ctx: &Context, body: &Body, name: &str) -> Option<Attribute> {
        body.attr(ctx, self.op(), name)
    }
}

impl<T: OpClass> OpAccess for T {}
