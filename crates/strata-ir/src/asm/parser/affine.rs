//! Parsing of `affine_map<...>` and `affine_set<...>`.

use crate::attributes::Attribute;

use super::{ParseResult, Parser};

impl<'a> Parser<'a> {
    /// Parses `<(dims)[syms] -> (exprs)>` after `affine_map`.
    pub(crate) fn parse_affine_map_attr(&mut self) -> ParseResult<Attribute> {
        Err(self.error("affine maps are not supported yet"))
    }

    /// Parses `<(dims)[syms] : (constraints)>` after `affine_set`.
    pub(crate) fn parse_integer_set_attr(&mut self) -> ParseResult<Attribute> {
        Err(self.error("integer sets are not supported yet"))
    }
}
