//! The hooks through which a dialect gives the parser and printer an older
//! syntax of its ops (`ParserConfig::legacy_syntax`), so that the generic
//! parser names no dialect.

use strata_ir::context::Context;
use strata_ir::dialect::OperationName;
use strata_ir::ir::OperationState;

/// A dialect whose ops were once written without a dialect prefix.
///
/// The parser and printer find the implementing dialect through
/// `Context::dialect_implementing`; at most one dialect is expected to
/// implement it.
pub trait LegacySyntaxInterface: Send + Sync {
    /// The ops whose regions (at any depth) have this dialect as a second
    /// default dialect: an unprefixed name that neither the innermost
    /// default dialect nor `builtin` defines is looked up in this dialect,
    /// and the printer drops this dialect's prefix where that lookup
    /// finds the op again.
    fn implicit_scopes(&self) -> &[&str];

    /// In legacy mode, the op an unprefixed name denotes, looked up before
    /// the default dialects (the legacy spelling wins).
    fn resolve_op_name(&self, ctx: &Context, text: &str) -> Option<OperationName>;

    /// The note attached, outside legacy mode, to the error about an
    /// unknown op that [`Self::resolve_op_name`] would accept.
    fn unknown_op_note(&self) -> &str;

    /// In legacy mode, adjusts a parsed op before it is created (for
    /// example, what a legacy spelling implies but MLIR 22 spells out).
    fn fixup_op(&self, ctx: &Context, state: &mut OperationState);
}
