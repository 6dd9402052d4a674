//! Calls and callables (MLIR's CallOpInterface and CallableOpInterface).

use std::ops::Range;

use crate::attributes::Attribute;
use crate::context::Context;
use crate::ir::{Body, OpId, Value};

/// What a call operation calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference to a callable operation.
    Symbol(Attribute),
    /// An SSA value holding the function.
    Value(Value),
}

/// An operation that calls a callable.
pub trait CallOpInterface: Send + Sync {
    /// The callee and the positions of the operands passed as arguments.
    fn call(&self, ctx: &Context, body: &Body, op: OpId) -> Option<(Callee, Range<usize>)>;
}

impl CallOpInterface for crate::dialect::CallHook {
    fn call(&self, ctx: &Context, body: &Body, op: OpId) -> Option<(Callee, Range<usize>)> {
        self(ctx, body, op)
    }
}

/// An operation whose region is the body of a callable (an empty region
/// declares an external callable).
pub trait CallableOpInterface: Send + Sync {
    /// The index of the region holding the callable's body.
    fn callable_region(&self) -> u32;
}

impl CallableOpInterface for u32 {
    fn callable_region(&self) -> u32 {
        *self
    }
}
