//! Parsing of the `{-# dialect_resources: ... external_resources: ... #-}` file section.

use strata_ir::context::ResourceBlob;
use strata_ir::ident::Ident;

use super::super::lexer::TokenKind;
use super::{ParseResult, Parser};

impl<'a> Parser<'a> {
    /// Parses `{ group: { key: value, ... }, ... }` after `dialect_resources:`
    /// (`dialect` true) or `external_resources:`.
    pub(crate) fn parse_resource_section(&mut self, dialect: bool) -> ParseResult<()> {
        self.parse_delimited_list(
            TokenKind::LBrace,
            TokenKind::RBrace,
            "resource section",
            |p| {
                let group_tok = p.token();
                let group = p.parse_resource_key()?;
                if dialect && group != "builtin" {
                    if !p.ctx.is_dialect_registered(&group) {
                        return Err(p.error_at(group_tok, format!("dialect '{group}' is unknown")));
                    }
                    return Err(p.error_at(
                        group_tok,
                        format!("unexpected 'resource' section for dialect '{group}'"),
                    ));
                }
                p.expect(TokenKind::Colon, "':'")?;
                let mut entries: Vec<(String, String)> = Vec::new();
                p.parse_delimited_list(
                    TokenKind::LBrace,
                    TokenKind::RBrace,
                    "resource group",
                    |p| {
                        let key = p.parse_resource_key()?;
                        p.expect(TokenKind::Colon, "':'")?;
                        let value_tok = p.token();
                        if dialect {
                            let bytes = p.parse_string_bytes()?;
                            let blob = parse_blob(&bytes).ok_or_else(|| {
                                p.error_at(
                                    value_tok,
                                    "expected hex string blob for key '".to_string() + &key + "'",
                                )
                            })?;
                            p.ctx.set_resource(Ident::new(p.ctx, &key), blob);
                        } else {
                            let text = match value_tok.kind {
                                TokenKind::String | TokenKind::Integer | TokenKind::BareIdent => {
                                    p.spelling(value_tok).to_string()
                                }
                                _ => return Err(p.error("expected resource value")),
                            };
                            p.bump();
                            entries.push((key, text));
                        }
                        Ok(())
                    },
                )?;
                if !dialect {
                    p.ctx.add_external_resources(&group, entries);
                }
                Ok(())
            },
        )
    }

    fn parse_resource_key(&mut self) -> ParseResult<String> {
        match self.kind() {
            TokenKind::BareIdent => {
                let s = self.tok_text().to_string();
                self.bump();
                Ok(s)
            }
            TokenKind::String => self.parse_string(),
            _ => Err(self.error("expected identifier key for 'resource' entry")),
        }
    }
}

/// Decodes `0x` + alignment (4 bytes, little endian) + data.
fn parse_blob(text: &[u8]) -> Option<ResourceBlob> {
    let hex = text.strip_prefix(b"0x")?;
    if hex.len() % 2 != 0 || hex.len() < 8 {
        return None;
    }
    let bytes: Option<Vec<u8>> = hex
        .chunks_exact(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect();
    let bytes = bytes?;
    let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    Some(ResourceBlob {
        alignment,
        data: bytes[4..].into(),
    })
}
