//! `Display` adaptors: types, attributes, locations and single operations
//! print as `strata-opt` prints them (`ty.display(&ctx)`).

use std::fmt;

use strata_asm::{PrintFlags, attr_to_string, op_to_string_scoped, type_to_string};
use strata_ir::{Attribute, Body, Context, Location, OpId, Type};

/// Values that print given a context.
pub trait DisplayWith: Copy {
    /// Writes `self` as the textual format does.
    fn write_to(self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// A `Display` adaptor: `format!("{}", ty.display(&ctx))`.
    fn display(self, ctx: &Context) -> Shown<'_, Self> {
        Shown { ctx, item: self }
    }
}

/// The `Display` adaptor returned by [`DisplayWith::display`].
pub struct Shown<'c, T> {
    ctx: &'c Context,
    item: T,
}

impl<T: DisplayWith> fmt::Display for Shown<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.item.write_to(self.ctx, f)
    }
}

impl DisplayWith for Type {
    fn write_to(self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&type_to_string(ctx, self))
    }
}

impl DisplayWith for Attribute {
    fn write_to(self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&attr_to_string(ctx, self))
    }
}

impl DisplayWith for Location {
    fn write_to(self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&attr_to_string(ctx, self.0))
    }
}

/// One operation of a body, printed with every value it uses named
/// (block arguments of enclosing blocks included) as its body numbers them.
pub struct OpDisplay<'a> {
    ctx: &'a Context,
    body: &'a Body,
    op: OpId,
}

/// A `Display` adaptor for `op` of `body`.
pub fn display_op<'a>(ctx: &'a Context, body: &'a Body, op: OpId) -> OpDisplay<'a> {
    OpDisplay { ctx, body, op }
}

impl fmt::Display for OpDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&op_to_string_scoped(
            self.ctx,
            None,
            self.body,
            self.op,
            PrintFlags::default(),
        ))
    }
}
