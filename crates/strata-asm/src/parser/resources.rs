//! Parsing of the `{-# dialect_resources: ... external_resources: ... #-}` file section.

use strata_ir::context::ResourceBlob;
use strata_ir::ident::Ident;

use super::super::lexer::TokenKind;
use super::{ParseResult, Parser};

impl<'a> Parser<'a> {
    /// Parses `{ group: { key: value, ... }, ... }` after `dialect_resources:`
    /// (`dialect` true) or `external_resources:`.
    pub(crate) fn parse_resource_section(&mut self, dialect: bool) -> ParseResult<()> {
        self.parse_delimited_list(TokenKind::LBrace, TokenKind::RBrace, "'{'", |p| {
            let group_tok = p.token();
            if p.kind() != TokenKind::BareIdent {
                return Err(p.error("expected identifier key for 'resource' entry"));
            }
            let group = p.tok_text().to_string();
            p.bump();
            // As upstream: the group's syntax is checked before its name.
            p.expect(TokenKind::Colon, "':'")?;
            if p.kind() != TokenKind::LBrace {
                return Err(p.error_wrong_token("expected '{'"));
            }
            if dialect && group != "builtin" {
                if !p.ctx.is_dialect_registered(&group) {
                    return Err(p.error_at(group_tok, format!("dialect '{group}' is unknown")));
                }
                return Err(p.error_at(
                    group_tok,
                    format!("unexpected 'resource' section for dialect '{group}'"),
                ));
            }
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
                        let bytes = (value_tok.kind == TokenKind::String).then(|| p.string_value());
                        p.bump();
                        let blob = parse_blob(bytes.as_deref())
                            .map_err(|e| p.error_at(value_tok, e.message(&key)))?;
                        p.ctx.set_resource(Ident::new(p.ctx, &key), blob);
                    } else {
                        // As upstream: `true`/`false` are bools, a string
                        // starting with `0x` is a blob, any other string is
                        // text; the value is kept in printed form (decoded
                        // and escaped again, so any byte round-trips).
                        let text = match value_tok.kind {
                            TokenKind::String => {
                                let bytes = p.string_value();
                                if bytes.starts_with(b"0x") {
                                    parse_blob(Some(&bytes))
                                        .map_err(|e| p.error_at(value_tok, e.message(&key)))?;
                                }
                                let mut text = String::new();
                                crate::printer::attrs::escape_string(&bytes, &mut text);
                                text
                            }
                            TokenKind::BareIdent
                                if matches!(p.spelling(value_tok), "true" | "false") =>
                            {
                                p.spelling(value_tok).to_string()
                            }
                            _ => {
                                return Err(p.error_at(
                                    value_tok,
                                    format!("expected string value for key '{key}'"),
                                ));
                            }
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
        })
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

/// Why a dialect resource value is not a blob.
enum BlobError {
    /// Not a string of `0x` and hex digit pairs.
    NotHex,
    /// Fewer than the 4 bytes of the alignment.
    NoAlignment,
    /// An alignment that is not a power of two.
    BadAlignment(u32),
}

impl BlobError {
    /// Upstream's message for the value of `key`.
    fn message(&self, key: &str) -> String {
        let head = format!("expected hex string blob for key '{key}'");
        match self {
            BlobError::NotHex => head,
            BlobError::NoAlignment => format!("{head} to encode alignment in first 4 bytes"),
            BlobError::BadAlignment(a) => format!(
                "{head} to encode alignment in first 4 bytes, but got non-power-of-2 value: {a}"
            ),
        }
    }
}

/// Decodes `0x` + alignment (4 bytes, little endian) + data from a string
/// literal's bytes (`None` when the value is not a string).
fn parse_blob(text: Option<&[u8]>) -> Result<ResourceBlob, BlobError> {
    let hex = text
        .and_then(|t| t.strip_prefix(b"0x"))
        .ok_or(BlobError::NotHex)?;
    if hex.len() % 2 != 0 {
        return Err(BlobError::NotHex);
    }
    let bytes: Option<Vec<u8>> = hex
        .chunks_exact(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect();
    let bytes = bytes.ok_or(BlobError::NotHex)?;
    let (Some(head), Some(data)) = (bytes.get(..4), bytes.get(4..)) else {
        return Err(BlobError::NoAlignment);
    };
    let alignment = u32::from_le_bytes([head[0], head[1], head[2], head[3]]);
    if alignment != 0 && !alignment.is_power_of_two() {
        return Err(BlobError::BadAlignment(alignment));
    }
    Ok(ResourceBlob {
        alignment,
        data: data.into(),
    })
}
