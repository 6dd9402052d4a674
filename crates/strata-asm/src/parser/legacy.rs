//! The older spellings the seeds' examples use, accepted when
//! `ParserConfig::legacy_syntax` is set (listed in `docs/legacy-syntax.md`):
//! op names a dialect's [`LegacySyntaxInterface`] resolves, `{name: value}`
//! dictionaries, bare affine maps where an attribute is expected, and
//! `memspaceN` memory spaces; and the implicit scopes in which that
//! dialect is a second default dialect, with or without legacy mode.

use smallvec::SmallVec;
use strata_ir::OperationName;
use strata_ir::attributes::Attribute;
use strata_ir::ir::OperationState;
use strata_ir::types::Type;
use strata_support::apint::APInt;

use super::super::lexer::TokenKind;
use super::{ParseResult, Parser};
use crate::LegacySyntaxInterface;

impl<'a> Parser<'a> {
    /// Whether the seeds' older spellings are accepted.
    pub fn legacy_syntax(&self) -> bool {
        self.legacy_syntax
    }

    /// The dialect providing the legacy spellings of op names.
    fn legacy_iface(&self) -> Option<&dyn LegacySyntaxInterface> {
        self.legacy_dialect
            .as_deref()
            .and_then(|d| d.interface::<dyn LegacySyntaxInterface>())
    }

    /// The registered op an unprefixed legacy name denotes.
    fn legacy_name(&self, text: &str) -> Option<OperationName> {
        if text.contains('.') {
            return None;
        }
        let name = self.legacy_iface()?.resolve_op_name(self.ctx, text)?;
        name.is_registered(self.ctx).then_some(name)
    }

    /// In legacy mode, the op an unprefixed name resolves to (before the
    /// default dialect of the enclosing op).
    pub(super) fn resolve_legacy_op_name(&self, text: &str) -> Option<OperationName> {
        if !self.legacy_syntax {
            return None;
        }
        self.legacy_name(text)
    }

    /// Enters the regions of op `name`, noting whether it makes the legacy
    /// dialect a second default dialect inside.
    pub(super) fn enter_implicit_scope(&mut self, name: OperationName) {
        let scope = self
            .legacy_iface()
            .is_some_and(|i| i.implicit_scopes().contains(&name.as_str(self.ctx)));
        self.implicit_ctx.push(scope);
    }

    /// Leaves the regions of an op entered with [`Self::enter_implicit_scope`].
    pub(super) fn leave_implicit_scope(&mut self) {
        self.implicit_ctx.pop();
    }

    /// Inside an implicit scope, the registered op of the legacy dialect an
    /// unprefixed name denotes (tried after the default dialect and
    /// `builtin`, and left out of the "tried" list of the unknown-op error,
    /// as mlir-opt knows no such scope).
    pub(super) fn resolve_implicit_op_name(&self, text: &str) -> Option<OperationName> {
        if !self.implicit_ctx.contains(&true) || text.contains('.') {
            return None;
        }
        let dialect = self.legacy_dialect.as_deref()?;
        let name = OperationName::new(self.ctx, &format!("{}.{text}", dialect.name));
        name.is_registered(self.ctx).then_some(name)
    }

    /// Outside legacy mode, a note for an unknown name that legacy mode
    /// would accept.
    pub(super) fn legacy_hint(&self, text: &str) -> Option<&str> {
        if self.legacy_syntax || self.legacy_name(text).is_none() {
            return None;
        }
        self.legacy_iface().map(|i| i.unknown_op_note())
    }

    /// In legacy mode, `:` separates a dictionary entry's name from its
    /// value as `=` does.
    pub(super) fn eat_legacy_dict_colon(&mut self) -> bool {
        self.legacy_syntax && self.eat(TokenKind::Colon)
    }

    /// In legacy mode, the attributes MLIR 22 spells differently: a bare
    /// affine map `(d0) -> (d0)` (for `affine_map<(d0) -> (d0)>`) and a
    /// memory space `memspaceN` (for `N`).
    pub(super) fn parse_legacy_attribute(&mut self) -> ParseResult<Option<Attribute>> {
        if !self.legacy_syntax {
            return Ok(None);
        }
        match self.kind() {
            TokenKind::LParen => {
                let map = self.parse_affine_map()?;
                Ok(Some(Attribute::affine_map(self.ctx, &map)))
            }
            TokenKind::BareIdent => {
                let Some(n) = self
                    .tok_text()
                    .strip_prefix("memspace")
                    .and_then(|d| d.parse::<u64>().ok())
                else {
                    return Ok(None);
                };
                self.bump();
                let ty = Type::int(self.ctx, 64);
                Ok(Some(Attribute::integer(
                    self.ctx,
                    ty,
                    &APInt::from_u64(64, n),
                )))
            }
            _ => Ok(None),
        }
    }

    /// In legacy mode, skips the `type` keyword of an old type alias
    /// definition (`!avx = type vector<4 x f32>`).
    pub(super) fn eat_legacy_type_keyword(&mut self) {
        if self.legacy_syntax {
            self.eat_keyword("type");
        }
    }

    /// In legacy mode, `T -> results` (one input without parentheses) after
    /// the type `first` of a generic op is the function type `(T) -> results`.
    pub(super) fn legacy_function_type(&mut self, first: Type) -> ParseResult<Type> {
        if !self.legacy_syntax
            || first.function_parts(self.ctx).is_some()
            || self.kind() != TokenKind::Arrow
        {
            return Ok(first);
        }
        self.bump();
        let mut results: SmallVec<[Type; 2]> = SmallVec::new();
        self.parse_function_result_types(&mut results)?;
        Ok(Type::function(self.ctx, &[first], &results))
    }

    /// In legacy mode, the type that the old sparse syntax writes first
    /// (`sparse<tensor<3x4xi32>, indices, values>`, for MLIR 22's
    /// `sparse<indices, values> : tensor<3x4xi32>`), with its comma.
    pub(super) fn parse_legacy_sparse_type(&mut self) -> ParseResult<Option<Type>> {
        let shaped =
            self.kind() == TokenKind::BareIdent && matches!(self.tok_text(), "tensor" | "vector");
        if !self.legacy_syntax || !shaped {
            return Ok(None);
        }
        let ty = self.parse_type()?;
        self.expect(TokenKind::Comma, "','")?;
        Ok(Some(ty))
    }

    /// In legacy mode, lets the legacy dialect adjust a parsed op.
    pub(super) fn legacy_fixup(&self, state: &mut OperationState) {
        if !self.legacy_syntax {
            return;
        }
        if let Some(iface) = self.legacy_iface() {
            iface.fixup_op(self.ctx, state);
        }
    }
}
