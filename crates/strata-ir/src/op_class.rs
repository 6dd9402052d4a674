//! Typed operation classes: a zero-cost wrapper of an [`OpId`] per
//! operation a dialect defines, so Rust code names an op by a type
//! (`arith::AddIOp`) instead of a string, and a misspelt op is a compile
//! error. Declare one with [`op_class!`](crate::op_class!) and use the same
//! `NAME` constant in the op's declaration (`strata_ods::OpSpec::new`).

use crate::context::Context;
use crate::dialect::OperationName;
use crate::interfaces::populate_default_properties;
use crate::ir::Value;
use crate::ir::{Body, OpId, OperationState};
use crate::location::Location;
use smallvec::SmallVec;
use std::ops::Range;

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

/// The operand and result groups of an op by their declared names, for
/// the accessors [`op_class!`](crate::op_class!) generates. Declarative
/// definitions (`strata_ods::OpSpec`) implement it from their operand and
/// result lists.
pub trait NamedValueGroups: Send + Sync {
    /// The positions of the operands of group `name`, if `op` declares it
    /// and its operands split into the declared groups.
    fn operand_range(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        name: &str,
    ) -> Option<Range<usize>>;

    /// The positions of the results of group `name`.
    fn result_range(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        name: &str,
    ) -> Option<Range<usize>>;
}

/// The values of a named operand or result group.
pub type Values = SmallVec<[Value; 4]>;

fn groups<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c dyn NamedValueGroups> {
    body.op_name(op).interface::<dyn NamedValueGroups>(ctx)
}

/// The operands of group `name` of `op` (empty if it has no such group).
pub fn named_operands(ctx: &Context, body: &Body, op: OpId, name: &str) -> Values {
    groups(ctx, body, op)
        .and_then(|g| g.operand_range(ctx, body, op, name))
        .map(|r| r.map(|i| body.operand(op, i)).collect())
        .unwrap_or_default()
}

/// The results of group `name` of `op` (empty if it has no such group).
pub fn named_results(ctx: &Context, body: &Body, op: OpId, name: &str) -> Values {
    groups(ctx, body, op)
        .and_then(|g| g.result_range(ctx, body, op, name))
        .map(|r| r.map(|i| body.result(op, i)).collect())
        .unwrap_or_default()
}

fn single(ctx: &Context, body: &Body, op: OpId, what: &str, name: &str, values: &[Value]) -> Value {
    match values {
        [v] => *v,
        _ => panic!(
            "'{}' has {} values in its {what} group '{name}', not one",
            body.op_name(op).as_str(ctx),
            values.len()
        ),
    }
}

/// The single operand of group `name` of `op`; panics naming the op and
/// the group if the group does not hold exactly one value.
pub fn named_operand(ctx: &Context, body: &Body, op: OpId, name: &str) -> Value {
    single(
        ctx,
        body,
        op,
        "operand",
        name,
        &named_operands(ctx, body, op, name),
    )
}

/// The single result of group `name` of `op` (panics like
/// [`named_operand`]).
pub fn named_result(ctx: &Context, body: &Body, op: OpId, name: &str) -> Value {
    single(
        ctx,
        body,
        op,
        "result",
        name,
        &named_results(ctx, body, op, name),
    )
}

/// Declares a typed operation class: `op_class!(pub AddIOp = "arith.addi");`.
///
/// An optional block generates accessors named after the declaration's
/// operands, results and attributes, one `kind method = "declared name";`
/// each, with kind `operand` (one value), `operands` (a variadic or optional
/// group), `result`, `results` or `attr`:
///
/// ```
/// strata_ir::op_class!(
///     /// `demo.add`.
///     pub AddOp = "demo.add" {
///         operand lhs = "lhs";
///         operand rhs = "rhs";
///         result result = "result";
///         attr overflow_flags = "overflowFlags";
///     }
/// );
/// assert_eq!(AddOp::ACCESSORS[0], ("operand", "lhs"));
/// ```
///
/// `op.lhs(ctx, body)` is then the operand declared `lhs`, resolved
/// through the op's declaration (variadic groups and segment sizes
/// included); `ACCESSORS` lists them so a test can check them against the
/// declaration (`strata_ods::check_accessors`).
#[macro_export]
macro_rules! op_class {
    (@accessor operand $method:ident $decl:literal) => {
        #[doc = concat!("The operand `", $decl, "`.")]
        pub fn $method(self, ctx: &$crate::Context, body: &$crate::Body) -> $crate::Value {
            $crate::op_class::named_operand(ctx, body, self.0, $decl)
        }
    };
    (@accessor operands $method:ident $decl:literal) => {
        #[doc = concat!("The operands of group `", $decl, "`.")]
        pub fn $method(
            self,
            ctx: &$crate::Context,
            body: &$crate::Body,
        ) -> $crate::op_class::Values {
            $crate::op_class::named_operands(ctx, body, self.0, $decl)
        }
    };
    (@accessor result $method:ident $decl:literal) => {
        #[doc = concat!("The result `", $decl, "`.")]
        pub fn $method(self, ctx: &$crate::Context, body: &$crate::Body) -> $crate::Value {
            $crate::op_class::named_result(ctx, body, self.0, $decl)
        }
    };
    (@accessor results $method:ident $decl:literal) => {
        #[doc = concat!("The results of group `", $decl, "`.")]
        pub fn $method(
            self,
            ctx: &$crate::Context,
            body: &$crate::Body,
        ) -> $crate::op_class::Values {
            $crate::op_class::named_results(ctx, body, self.0, $decl)
        }
    };
    (@accessor attr $method:ident $decl:literal) => {
        #[doc = concat!("The attribute `", $decl, "`, if set.")]
        pub fn $method(
            self,
            ctx: &$crate::Context,
            body: &$crate::Body,
        ) -> Option<$crate::Attribute> {
            body.attr(ctx, self.0, $decl)
        }
    };
    ($(#[$meta:meta])* $vis:vis $class:ident = $name:literal {
        $($kind:ident $method:ident = $decl:literal;)*
    }) => {
        $crate::op_class!($(#[$meta])* $vis $class = $name);

        impl $class {
            /// The generated accessors: (kind, declared name).
            pub const ACCESSORS: &'static [(&'static str, &'static str)] =
                &[$((stringify!($kind), $decl)),*];

            $($crate::op_class!(@accessor $kind $method $decl);)*
        }
    };
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
