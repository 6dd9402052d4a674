//! Typed operation classes: a zero-cost wrapper of an [`OpId`] per
//! operation a dialect defines, so Rust code names an op by a type
//! (`arith::AddIOp`) instead of a string, and a misspelt op is a compile
//! error. Declare one with [`op_class!`](crate::op_class!) and use the same
//! `NAME` constant in the op's declaration (`strata_ods::OpSpec::new`).

use crate::context::Context;
use crate::dialect::OperationName;
use crate::interfaces::populate_default_properties;
use crate::ir::{Body, OpId, OperationState};
use crate::location::Location;

/// An operation class: a registered op name and a typed handle to one
/// instance of it.
pub trait OpClass: Copy {
    /// The full op name, `dialect.op`.
    const NAME: &'static str;

    /// Wraps `op`, which the caller knows to be of this class.
    fn from_op(op: OpId) -> Self;

    /// The wrapped operation.
    fn op(self) -> OpId;

    /// The interned op name.
    fn name(ctx: &Context) -> OperationName {
        OperationName::new(ctx, Self::NAME)
    }

    /// A state for creating an op of this class at `loc`, with the default
    /// values of its inherent attributes filled in once the caller has set
    /// the rest (see [`OpClass::create`]).
    fn state(ctx: &Context, loc: Location) -> OperationState {
        OperationState::new(Self::name(ctx), loc)
    }

    /// Creates (detached) an op of this class from `state`, filling in
    /// default properties as the parser does.
    fn create(ctx: &Context, body: &mut Body, mut state: OperationState) -> Self {
        populate_default_properties(ctx, &mut state);
        Self::from_op(body.create_op(ctx, state))
    }
}

impl Body {
    /// True if `op` is of class `T` (`body.isa::<func::ReturnOp>(ctx, op)`).
    #[inline]
    pub fn isa<T: OpClass>(&self, ctx: &Context, op: OpId) -> bool {
        self.op_name(op).as_str(ctx) == T::NAME
    }

    /// `op` as class `T`, if it is one.
    #[inline]
    pub fn dyn_cast<T: OpClass>(&self, ctx: &Context, op: OpId) -> Option<T> {
        self.isa::<T>(ctx, op).then(|| T::from_op(op))
    }
}

/// Declares a typed operation class: `op_class!(pub AddIOp = "arith.addi");`.
#[macro_export]
macro_rules! op_class {
    ($(#[$meta:meta])* $vis:vis $class:ident = $name:literal) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        $vis struct $class(pub $crate::OpId);

        impl $class {
            /// The full op name.
            pub const NAME: &'static str = $name;
        }

        impl $crate::op_class::OpClass for $class {
            const NAME: &'static str = $name;

            fn from_op(op: $crate::OpId) -> Self {
                $class(op)
            }

            fn op(self) -> $crate::OpId {
                self.0
            }
        }
    };
}
