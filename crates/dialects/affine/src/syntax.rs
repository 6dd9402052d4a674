//! Syntax pieces shared by the affine ops: dimension and symbol operand
//! lists `(%d, ..)[%s, ..]`, affine maps of SSA values `[%i + 1, symbol(%n)]`,
//! and reading and writing their attributes.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, UnresolvedOperand};
use strata_ir::affine::{AffineMap, ExprText, IntegerSet, visit_expr_text};
use strata_ir::attributes::AttrKind;
use strata_ir::{Attribute, Body, Context, Ident, NamedAttr, OpId, OperationState, Type, Value};

/// The affine map held by attribute `name` of `op`.
pub fn map_of(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match body.attr(ctx, op, name)?.kind(ctx) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The integer set held by attribute `name` of `op`.
pub fn integer_set_of(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<IntegerSet> {
    match body.attr(ctx, op, name)?.kind(ctx) {
        AttrKind::IntegerSet(s) => Some((**s).clone()),
        _ => None,
    }
}

/// A named attribute.
pub(crate) fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: Ident::new(ctx, name),
        value,
    }
}

/// Parses an optional `{...}` dictionary: entries named in `inherent` join
/// `props`, the others become the discardable attributes. Then stores
/// `props` as the op's properties.
pub(crate) fn finish_attrs(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    inherent: &[&str],
    mut props: Vec<NamedAttr>,
) -> ParseResult<()> {
    let ctx = p.ctx;
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        let mut discardable = Vec::new();
        for e in entries {
            if inherent.contains(&e.name.as_str(ctx)) {
                props.retain(|q| q.name != e.name);
                props.push(e);
            } else {
                discardable.push(e);
            }
        }
        if !discardable.is_empty() {
            state.attrs = Some(Attribute::dictionary(ctx, &mut discardable));
        }
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

/// Parses `(%d, ..)` and an optional `[%s, ..]`, resolving every operand
/// as an index; returns the number of dimension operands.
pub(crate) fn parse_dim_and_symbol_list(
    p: &mut Parser<'_>,
    out: &mut SmallVec<[Value; 4]>,
) -> ParseResult<usize> {
    let mut dims: Vec<UnresolvedOperand<'_>> = Vec::new();
    p.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "expected '('", |p| {
        dims.push(p.parse_operand()?);
        Ok(())
    })?;
    let mut syms: Vec<UnresolvedOperand<'_>> = Vec::new();
    if p.kind() == TokenKind::LSquare {
        p.parse_delimited_list(
            TokenKind::LSquare,
            TokenKind::RSquare,
            "expected '['",
            |p| {
                syms.push(p.parse_operand()?);
                Ok(())
            },
        )?;
    }
    let index = Type::index(p.ctx);
    for o in dims.iter().chain(&syms) {
        let v = p.resolve_operand(o, index)?;
        out.push(v);
    }
    Ok(dims.len())
}

/// Prints `(%d, ..)` and, if there are symbols, `[%s, ..]`.
pub(crate) fn print_dim_and_symbol_list(p: &mut Printer<'_>, operands: &[Value], num_dims: usize) {
    let (dims, syms) = operands.split_at(num_dims.min(operands.len()));
    p.write("(");
    p.print_operands(dims.iter().copied());
    p.write(")");
    if !syms.is_empty() {
        p.write("[");
        p.print_operands(syms.iter().copied());
        p.write("]");
    }
}

/// Prints one result of `map` with the SSA values `operands` in place of
/// its dimensions and symbols (`symbol(%s)`).
pub(crate) fn print_expr_of_ssa_ids(
    p: &mut Printer<'_>,
    map: &AffineMap,
    expr: strata_ir::affine::AffineExpr,
    operands: &[Value],
) {
    let ctx = p.ctx;
    let num_dims = map.num_dims as usize;
    visit_expr_text(ctx, expr, &mut |piece| match piece {
        ExprText::Text(s) => p.write(s),
        ExprText::Dim(d) => match operands.get(d as usize) {
            Some(v) => p.print_operand(*v),
            None => p.write("<<invalid>>"),
        },
        ExprText::Symbol(s) => match operands.get(num_dims + s as usize) {
            Some(v) => {
                p.write("symbol(");
                p.print_operand(*v);
                p.write(")");
            }
            None => p.write("<<invalid>>"),
        },
    });
}

/// Prints the results of `map` separated by commas, with SSA values in
/// place of its identifiers.
pub(crate) fn print_map_of_ssa_ids(p: &mut Printer<'_>, map: &AffineMap, operands: &[Value]) {
    for (i, &e) in map.results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_expr_of_ssa_ids(p, map, e, operands);
    }
}

/// Resolves the operands of an affine map of SSA ids (dimensions first)
/// as indices.
pub(crate) fn resolve_ssa_ids<'a>(
    p: &mut Parser<'a>,
    ids: &strata_asm::SsaIds<'a>,
    out: &mut SmallVec<[Value; 4]>,
) -> ParseResult<()> {
    let index = Type::index(p.ctx);
    for o in ids.dims.iter().chain(&ids.symbols) {
        let v = p.resolve_operand(o, index)?;
        out.push(v);
    }
    Ok(())
}
