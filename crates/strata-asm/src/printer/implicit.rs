//! The printer's side of [`crate::LegacySyntaxInterface::implicit_scopes`]:
//! inside those ops, the legacy dialect's prefix is dropped where the
//! parser's lookup of the unprefixed name finds the op again.

use std::sync::Arc;

use strata_ir::DialectDef;
use strata_ir::OperationName;

use super::Printer;
use crate::LegacySyntaxInterface;

impl<'a> Printer<'a> {
    /// The dialect implementing [`LegacySyntaxInterface`], looked up once.
    fn legacy_dialect(&self) -> Option<&Arc<DialectDef>> {
        self.legacy_dialect
            .get_or_init(|| self.ctx.dialect_implementing::<dyn LegacySyntaxInterface>())
            .as_ref()
    }

    /// Enters the regions of op `name`, noting whether it makes the legacy
    /// dialect a second default dialect inside.
    pub(super) fn enter_implicit_scope(&mut self, name: OperationName) {
        let text = name.as_str(self.ctx);
        let scope = self
            .legacy_dialect()
            .and_then(|d| d.interface::<dyn LegacySyntaxInterface>())
            .is_some_and(|i| i.implicit_scopes().contains(&text));
        self.implicit_ctx.push(scope);
    }

    /// Leaves the regions of an op entered with [`Self::enter_implicit_scope`].
    pub(super) fn leave_implicit_scope(&mut self) {
        self.implicit_ctx.pop();
    }

    /// The name to print for op `text` of the legacy dialect inside an
    /// implicit scope, where `default` (the innermost default dialect) and
    /// `builtin` do not define the unprefixed name.
    pub(super) fn implicit_op_name<'t>(&self, text: &'t str, default: &str) -> Option<&'t str> {
        if !self.implicit_ctx.contains(&true) {
            return None;
        }
        let dialect = self.legacy_dialect()?;
        let rest = text
            .strip_prefix(&*dialect.name)
            .and_then(|r| r.strip_prefix('.'))
            .filter(|r| !r.contains('.'))?;
        let defined = |d: &str| {
            !d.is_empty()
                && OperationName::new(self.ctx, &format!("{d}.{rest}")).is_registered(self.ctx)
        };
        (!defined(default) && !defined("builtin")).then_some(rest)
    }
}
