//! The older spellings the seeds' examples use, accepted when
//! `ParserConfig::legacy_syntax` is set (listed in `docs/legacy-syntax.md`):
//! unprefixed op names of the Standard dialect, `func @f` for `func.func`,
//! `br_cond` for `cond_br`, `{name: value}` dictionaries, bare affine maps
//! where an attribute is expected, and `memspaceN` memory spaces.

use smallvec::SmallVec;
use strata_ir::OperationName;
use strata_ir::attributes::{Attribute, NamedAttr};
use strata_ir::ident::Ident;
use strata_ir::ir::{OperationState, StateRegions};
use strata_ir::types::Type;
use strata_support::apint::APInt;

use super::super::lexer::TokenKind;
use super::{ParseResult, Parser};

/// The op a legacy spelling names, when it is not `std.<name>`.
fn renamed(text: &str) -> Option<&'static str> {
    match text {
        "func" => Some("func.func"),
        "br_cond" => Some("std.cond_br"),
        _ => None,
    }
}

impl<'a> Parser<'a> {
    /// Whether the seeds' older spellings are accepted.
    pub fn legacy_syntax(&self) -> bool {
        self.legacy_syntax
    }

    /// The registered op an unprefixed legacy name denotes.
    fn legacy_name(&self, text: &str) -> Option<OperationName> {
        let full = match renamed(text) {
            Some(n) => n.to_string(),
            None => format!("std.{text}"),
        };
        let name = OperationName::new(self.ctx, &full);
        name.is_registered(self.ctx).then_some(name)
    }

    /// In legacy mode, the op an unprefixed name resolves to (before the
    /// default dialect of the enclosing op).
    pub(super) fn resolve_legacy_op_name(&self, text: &str) -> Option<OperationName> {
        if !self.legacy_syntax || text.contains('.') {
            return None;
        }
        self.legacy_name(text)
    }

    /// Outside legacy mode, a note for an unknown name that legacy mode
    /// would accept.
    pub(super) fn legacy_hint(&self, text: &str) -> Option<&'static str> {
        if self.legacy_syntax || text.contains('.') || self.legacy_name(text).is_none() {
            return None;
        }
        Some(
            "this is the seeds' Standard-dialect syntax; strata-opt accepts it with --legacy-syntax",
        )
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

    /// In legacy mode, a function declaration without visibility (public in
    /// the seeds, which MLIR 22 rejects) becomes private.
    pub(super) fn legacy_fixup(&self, state: &mut OperationState) {
        if !self.legacy_syntax || state.name.as_str(self.ctx) != "func.func" {
            return;
        }
        let declaration = match &state.regions {
            StateRegions::Isolated(body) => body
                .root_regions()
                .iter()
                .all(|r| body.region_blocks(*r).next().is_none()),
            StateRegions::Local(regions) => regions.is_empty(),
            _ => true,
        };
        let has = |a: Option<Attribute>| {
            a.is_some_and(|d| {
                d.dict_entries(self.ctx)
                    .iter()
                    .any(|e| e.name.as_str(self.ctx) == "sym_visibility")
            })
        };
        if !declaration || has(state.props) || has(state.attrs) {
            return;
        }
        let mut entries: Vec<NamedAttr> = state
            .attrs
            .map(|d| d.dict_entries(self.ctx).to_vec())
            .unwrap_or_default();
        entries.push(NamedAttr {
            name: Ident::new(self.ctx, "sym_visibility"),
            value: Attribute::string(self.ctx, "private"),
        });
        state.attrs = Some(Attribute::dictionary_sorted(self.ctx, &entries));
    }
}
