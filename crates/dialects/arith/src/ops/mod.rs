//! The declarations of the `arith` ops, grouped by kind.

pub(crate) mod binary;
pub(crate) mod cast;
pub(crate) mod compare;
pub(crate) mod constant;
pub(crate) mod extended;
pub(crate) mod select;
mod speculation;
