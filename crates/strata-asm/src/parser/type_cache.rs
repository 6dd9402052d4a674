//! Reuse of parsed builtin types and affine attributes by spelling. Inputs
//! write the same shaped and composite types (`memref<4x8xf32, strided<[8,
//! 1], offset: ?>>`) and affine maps over and over; such a spelling always
//! parses to the same type or attribute, so the text of each one parsed is
//! kept and a later identical spelling is skipped over.

use rustc_hash::FxHashMap;
use strata_ir::attributes::Attribute;
use strata_ir::types::Type;

use super::{ParseResult, Parser};

/// Longest spelling worth keeping.
const MAX_CACHED_LEN: usize = 256;

/// The end of `keyword<...>` whose `<` is at `open`: just past the `>` that
/// balances it, skipping the `->` arrow and `<=`/`>=` comparisons. `None`
/// for spellings this scan cannot delimit reliably (strings, comments,
/// dictionaries, line breaks) or that are long.
fn scan_angle_body(src: &[u8], open: usize) -> Option<usize> {
    if src.get(open) != Some(&b'<') {
        return None;
    }
    let mut depth = 0usize;
    let mut i = open;
    while i < src.len() && i - open < MAX_CACHED_LEN {
        let next = src.get(i + 1).copied();
        match src[i] {
            b'<' if next != Some(b'=') => depth += 1,
            b'>' if src[i - 1] != b'-' && next != Some(b'=') => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' | b'/' | b'{' | b'}' | b'\n' | b'\r' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

impl<'a> Parser<'a> {
    /// Parses the builtin type `keyword<...>` at the current token with
    /// `parse`, or takes it from an earlier identical spelling.
    pub(super) fn parse_cached_type(
        &mut self,
        parse: impl FnOnce(&mut Self) -> ParseResult<Type>,
    ) -> ParseResult<Type> {
        self.parse_cached(|p| &mut p.type_texts, parse)
    }

    /// Parses the attribute `keyword<...>` at the current token (an affine
    /// map or integer set, whose spelling alone decides it) with `parse`,
    /// or takes it from an earlier identical spelling.
    pub(super) fn parse_cached_attr(
        &mut self,
        parse: impl FnOnce(&mut Self) -> ParseResult<Attribute>,
    ) -> ParseResult<Attribute> {
        self.parse_cached(|p| &mut p.attr_texts, parse)
    }

    /// Parses `keyword<...>` with `parse`, or takes its value from `table`
    /// when the same spelling was parsed before; a parse that consumed
    /// exactly the scanned spelling is remembered there.
    fn parse_cached<T: Copy>(
        &mut self,
        table: fn(&mut Self) -> &mut FxHashMap<Box<[u8]>, T>,
        parse: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        let Some(end) = self.cacheable_spelling_end() else {
            return parse(self);
        };
        let text = &self.src[self.token().start as usize..end];
        if let Some(&value) = table(self).get(text) {
            self.relex_from(end);
            return Ok(value);
        }
        let value = parse(self)?;
        if self.consumed_exactly(end) {
            table(self).insert(text.into(), value);
        }
        Ok(value)
    }

    /// The end of the `keyword<...>` spelling at the current token, if it
    /// can be delimited (see [`scan_angle_body`]).
    fn cacheable_spelling_end(&self) -> Option<usize> {
        scan_angle_body(self.src, self.token().end as usize)
    }

    /// Whether the parse just done consumed exactly the text up to `end`.
    fn consumed_exactly(&self, end: usize) -> bool {
        let next_start = self.token().start as usize;
        next_start >= end
            && self.src[end..next_start]
                .iter()
                .all(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
    }
}

#[cfg(test)]
mod tests {
    use super::scan_angle_body;

    #[test]
    fn scans_balanced_angle_brackets() {
        let end = |s: &str| scan_angle_body(s.as_bytes(), s.find('<').unwrap_or(0));
        assert_eq!(end("tensor<4xf32> x"), Some(13));
        assert_eq!(end("tuple<f32, tensor<2xf32>>, i32"), Some(25));
        let map = "memref<16xi16, affine_map<(d0) -> (d0 + 3)>, 1>";
        assert_eq!(end(map), Some(map.len()));
        assert_eq!(end("tensor<4xf32, \"enc>\">"), None);
        assert_eq!(end("tensor<4xf32"), None);
        assert_eq!(end("tensor<4x\nf32>"), None);
        assert_eq!(end("tensor<=>"), None);
    }
}
