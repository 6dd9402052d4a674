//! The argument list of a function signature, shared by `func.func` and
//! `llvm.func` (upstream's `function_interface_impl` parse/print helpers):
//! `(%a: i32 {attrs}, %b: f32)` for definitions, `(i32, f32 {attrs})` for
//! declarations, optionally ending in `...` for variadic functions.

use smallvec::SmallVec;
use strata_ir::{Attribute, Body, Context, NamedAttr, OpId, Type};

use crate::lexer::TokenKind;
use crate::{BlockArgDef, ParseResult, Parser, Printer};

/// A parsed argument list.
#[derive(Default)]
pub struct FunctionArguments<'a> {
    /// The named entry-block arguments (empty for a type-only list).
    pub args: Vec<BlockArgDef<'a>>,
    /// Each argument's type.
    pub types: SmallVec<[Type; 4]>,
    /// Each argument's attribute dictionary (empty if none was written).
    pub attrs: SmallVec<[Attribute; 4]>,
    /// Whether the arguments were named (`None` for an empty list).
    pub named: Option<bool>,
    /// Whether the list ended in `...`.
    pub variadic: bool,
}

/// Parses an optional attribute dictionary after an argument or result
/// type (an empty dictionary if none is written).
pub fn parse_arg_attrs(p: &mut Parser<'_>) -> ParseResult<Attribute> {
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        Ok(Attribute::dictionary_sorted(p.ctx, &entries))
    } else {
        Ok(Attribute::empty_dictionary(p.ctx))
    }
}

/// The array of per-argument dictionaries, or `None` if all are empty
/// (upstream then leaves `arg_attrs`/`res_attrs` unset).
pub fn attrs_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    let empty = Attribute::empty_dictionary(ctx);
    dicts
        .iter()
        .any(|d| *d != empty)
        .then(|| Attribute::array(ctx, dicts))
}

/// The entries of dictionary `i` of the array attribute `name` of `op`.
pub fn dict_at(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    i: usize,
) -> SmallVec<[NamedAttr; 2]> {
    body.attr(ctx, op, name)
        .and_then(|a| a.array_elements(ctx).and_then(|e| e.get(i).copied()))
        .map(|d| SmallVec::from_slice(d.dict_entries(ctx)))
        .unwrap_or_default()
}

/// Parses `(args)`: all named (`%a: type {attrs} loc(...)`) or all types
/// (`type {attrs}`); a final `...` only if `allow_variadic`.
pub fn parse_function_arguments<'a>(
    p: &mut Parser<'a>,
    allow_variadic: bool,
) -> ParseResult<FunctionArguments<'a>> {
    let mut out = FunctionArguments::default();
    p.parse_delimited_list(
        TokenKind::LParen,
        TokenKind::RParen,
        "function arguments",
        |p| {
            if out.variadic {
                return Err(p.error("variadic arguments must be in the end of the argument list"));
            }
            if allow_variadic && p.eat(TokenKind::Ellipsis) {
                out.variadic = true;
                return Ok(());
            }
            let named_arg = p.kind() == TokenKind::PercentIdent;
            if *out.named.get_or_insert(named_arg) != named_arg {
                return Err(p.error(if named_arg {
                    "expected type instead of SSA identifier"
                } else {
                    "expected SSA identifier"
                }));
            }
            if named_arg {
                let name = p.parse_operand()?;
                p.expect(TokenKind::Colon, "':'")?;
                let ty = p.parse_type()?;
                let attrs = parse_arg_attrs(p)?;
                let loc = match p.parse_optional_trailing_location()? {
                    Some(loc) => loc,
                    None => p.location_at(name.pos),
                };
                out.args.push(BlockArgDef {
                    name,
                    ty,
                    attrs: Some(attrs),
                    loc,
                });
                out.types.push(ty);
                out.attrs.push(attrs);
            } else {
                out.types.push(p.parse_type()?);
                out.attrs.push(parse_arg_attrs(p)?);
                p.parse_optional_trailing_location()?;
            }
            Ok(())
        },
    )?;
    Ok(out)
}

/// Prints `(args)` of function `op` with `inputs`: the entry block's
/// arguments for a definition, the types for a declaration (`external`),
/// each with its `arg_attrs` dictionary, and `...` if `variadic`.
pub fn print_function_arguments(
    p: &mut Printer<'_>,
    op: OpId,
    inputs: &[Type],
    variadic: bool,
    external: bool,
) {
    let ctx = p.ctx;
    let (_, entry_args) = p.op_region_entry_args(op, 0);
    p.write("(");
    for (i, ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = dict_at(ctx, p.body(), op, "arg_attrs", i);
        match entry_args.get(i) {
            Some(v) if !external => {
                let v = *v;
                p.with_region_body(op, |p| p.print_region_argument(v, &attrs, false));
            }
            _ => {
                p.print_type(*ty);
                p.print_attr_entries(&attrs, false);
            }
        }
    }
    if variadic {
        p.write(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write(")");
}
