//! Parsing of locations: `loc(...)` and the trailing location of operations.

use smallvec::SmallVec;

use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::ident::Ident;
use strata_ir::ir::Body;
use strata_ir::location::Location;

use super::super::lexer::TokenKind;
use super::{ParseResult, Parser};

impl<'a> Parser<'a> {
    /// Parses `(instance)` after the `loc` keyword.
    pub(crate) fn parse_location_body(&mut self) -> ParseResult<Location> {
        self.expect(TokenKind::LParen, "'(' in location")?;
        let loc = self.parse_location_instance(false)?;
        self.expect(TokenKind::RParen, "')' in location")?;
        Ok(loc)
    }

    /// Parses an optional trailing `loc(...)`; an alias not yet defined is
    /// allowed here and resolved once the whole file has been read.
    pub fn parse_optional_trailing_location(&mut self) -> ParseResult<Option<Location>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(TokenKind::LParen, "'(' in location")?;
        let loc = self.parse_location_instance(true)?;
        self.expect(TokenKind::RParen, "')' in location")?;
        Ok(Some(loc))
    }

    fn parse_location_instance(&mut self, allow_forward_alias: bool) -> ParseResult<Location> {
        self.nested(|p| p.parse_location_instance_inner(allow_forward_alias))
    }

    fn parse_location_instance_inner(
        &mut self,
        allow_forward_alias: bool,
    ) -> ParseResult<Location> {
        let ctx = self.ctx;
        let tok = self.token();
        match tok.kind {
            TokenKind::HashIdent => {
                let name = &self.tok_text()[1..];
                self.bump();
                if let Some(attr) = self.attr_alias(name) {
                    if !attr.is_location(ctx) {
                        return Err(self.error_at(
                            tok,
                            "expected location, but found '".to_string()
                                + &crate::attr_to_string(ctx, attr)
                                + "'",
                        ));
                    }
                    return Ok(Location(attr));
                }
                if !allow_forward_alias {
                    return Err(self.error_at(tok, format!("undefined symbol alias id '{name}'")));
                }
                // One placeholder per alias name (not per use), resolved once
                // the whole buffer is read; the first use is remembered for
                // diagnostics.
                self.pending_loc_aliases = true;
                let pos = self.pos_of(tok);
                self.loc_alias_uses.entry(name).or_insert(pos);
                Ok(Location(Attribute::opaque(
                    ctx,
                    self.loc_placeholder_dialect,
                    name,
                    None,
                )))
            }
            TokenKind::String => {
                let text = self.parse_string()?;
                let ident = Ident::new(ctx, &text);
                if self.eat(TokenKind::Colon) {
                    let line = self.parse_location_number("line")?;
                    self.expect(TokenKind::Colon, "':' in FileLineColLoc")?;
                    let col = self.parse_location_number("column")?;
                    if !self.eat_keyword("to") {
                        return Ok(Location::file(ctx, ident, line, col));
                    }
                    let (end_line, end_col) = if self.eat(TokenKind::Colon) {
                        (line, self.parse_location_number("column")?)
                    } else {
                        let end_line = self.parse_location_number("line")?;
                        self.expect(TokenKind::Colon, "':' in FileLineColRange")?;
                        (end_line, self.parse_location_number("column")?)
                    };
                    return Ok(Location(Attribute::file_range_loc(
                        ctx,
                        ident,
                        (line, col),
                        (end_line, end_col),
                    )));
                }
                if self.eat(TokenKind::LParen) {
                    let child = self.parse_location_instance(false)?;
                    self.expect(TokenKind::RParen, "')' after child location of NameLoc")?;
                    return Ok(Location::name(ctx, ident, child));
                }
                Ok(Location::name(ctx, ident, Location::unknown(ctx)))
            }
            TokenKind::BareIdent => match self.tok_text() {
                "unknown" => {
                    self.bump();
                    Ok(Location::unknown(ctx))
                }
                "callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "'(' in callsite location")?;
                    let callee = self.parse_location_instance(false)?;
                    self.expect_keyword("at")
                        .map_err(|_| self.error("expected 'at' in callsite location"))?;
                    let caller = self.parse_location_instance(false)?;
                    self.expect(TokenKind::RParen, "')' in callsite location")?;
                    Ok(Location::callsite(ctx, callee, caller))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(TokenKind::Less) {
                        let m = self.parse_attribute()?;
                        self.expect(TokenKind::Greater, "'>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    // Upstream's list: an empty list or locations separated
                    // by commas (no trailing comma).
                    self.expect(TokenKind::LSquare, "'[' in fused location")?;
                    let mut locs = SmallVec::<[Location; 4]>::new();
                    if !self.eat(TokenKind::RSquare) {
                        loop {
                            locs.push(self.parse_location_instance(false)?);
                            if !self.eat(TokenKind::Comma) {
                                break;
                            }
                        }
                        self.expect(TokenKind::RSquare, "']' in fused location")?;
                    }
                    Ok(Location::fused(ctx, &locs, metadata))
                }
                _ => Err(self.error_wrong_token("expected location instance")),
            },
            _ => Err(self.error_wrong_token("expected location instance")),
        }
    }

    fn parse_location_number(&mut self, what: &str) -> ParseResult<u32> {
        if self.kind() != TokenKind::Integer {
            return Err(self.error(format!("expected integer {what} number in FileLineColLoc")));
        }
        let tok = self.token();
        self.bump();
        self.spelling(tok).parse::<u32>().map_err(|_| {
            self.error_at(
                tok,
                format!("expected integer {what} number in FileLineColLoc"),
            )
        })
    }

    /// Replaces the placeholder locations of forward alias references in
    /// every operation and block argument of `body` (recursively).
    pub(crate) fn resolve_loc_aliases(&self, body: &mut Body) -> ParseResult<()> {
        let ctx = self.ctx;
        let resolve = |loc: Location| -> ParseResult<Location> {
            let AttrKind::Opaque { dialect, data, .. } = loc.0.kind(ctx) else {
                return Ok(loc);
            };
            if *dialect != self.loc_placeholder_dialect {
                return Ok(loc);
            }
            let name = data.as_ref();
            let at = match self.loc_alias_uses.get(name) {
                Some(&pos) => self.location_at(pos),
                None => self.current_loc(),
            };
            match self.attr_alias(name) {
                Some(attr) if attr.is_location(ctx) => Ok(Location(attr)),
                Some(attr) => Err(self.error_at_loc(
                    at,
                    "expected location, but found '".to_string()
                        + &crate::attr_to_string(ctx, attr)
                        + "'",
                )),
                None => {
                    Err(self
                        .error_at_loc(at, "operation location alias was never defined".to_string()))
                }
            }
        };
        body.try_update_locations(&mut |loc| resolve(loc))
    }
}
