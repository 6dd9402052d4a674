//! `custom<Name>(...)` directives: hand-written parse/print pieces that
//! formats can use, with a registry of the built-in ones.

use std::fmt;

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, UnresolvedOperand};
use strata_ir::attributes::Attribute;
use strata_ir::ir::{BlockId, RegionId, Value};
use strata_ir::types::{DYNAMIC, Type};

use super::super::accessors::dense_i64_values;

/// What a custom directive's parser fills in for one argument.
#[derive(Debug)]
pub enum CustomSlot<'a> {
    /// An operand group (`$values`).
    Operands(Vec<UnresolvedOperand<'a>>),
    /// An attribute (`$attr`).
    Attr(Option<Attribute>),
    /// Types (`type($values)`).
    Types(Vec<Type>),
    /// Regions (`$region`).
    Regions(Vec<RegionId>),
    /// Successors (`$succ`).
    Successors(Vec<BlockId>),
    /// A read-only reference to something parsed before (`ref(...)`).
    Ref(CustomValue),
}

/// What a custom directive's printer receives for one argument.
#[derive(Debug, Clone)]
pub enum CustomValue {
    /// An operand group.
    Operands(Vec<Value>),
    /// An attribute.
    Attr(Option<Attribute>),
    /// Types.
    Types(Vec<Type>),
    /// Regions.
    Regions(Vec<RegionId>),
    /// Successors.
    Successors(Vec<BlockId>),
}

/// A named custom directive.
#[derive(Clone, Copy)]
pub struct CustomDirective {
    /// The name used in `custom<Name>`.
    pub name: &'static str,
    /// Parses the directive, filling the slots.
    pub parse: for<'a> fn(&mut Parser<'a>, &mut [CustomSlot<'a>]) -> ParseResult<()>,
    /// Prints the directive from the argument values.
    pub print: fn(&mut Printer<'_>, &[CustomValue]),
}

impl fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// The built-in directive named `name`.
pub fn builtin_directive(name: &str) -> Option<CustomDirective> {
    BUILTINS.iter().find(|d| d.name == name).copied()
}

const BUILTINS: &[CustomDirective] = &[CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
}];

/// `[1, %0, 3]`: static integers mixed with dynamic SSA values; fills an
/// operand group and a dense `i64` array where dynamic positions hold `?`.
fn parse_dynamic_index_list<'a>(
    p: &mut Parser<'a>,
    slots: &mut [CustomSlot<'a>],
) -> ParseResult<()> {
    let mut values = Vec::new();
    let mut statics: Vec<i64> = Vec::new();
    p.parse_delimited_list(
        TokenKind::LSquare,
        TokenKind::RSquare,
        "dynamic index list",
        |p| {
            if let Some(v) = p.parse_optional_operand()? {
                values.push(v);
                statics.push(DYNAMIC);
            } else {
                statics.push(p.parse_i64()?);
            }
            Ok(())
        },
    )?;
    let ctx = p.ctx;
    if let Some(CustomSlot::Operands(out)) = slots.get_mut(0) {
        *out = values;
    }
    if let Some(CustomSlot::Attr(out)) = slots.get_mut(1) {
        *out = Some(Attribute::dense_i64_array(ctx, &statics));
    }
    Ok(())
}

fn print_dynamic_index_list(p: &mut Printer<'_>, args: &[CustomValue]) {
    let values: &[Value] = match args.first() {
        Some(CustomValue::Operands(v)) => v,
        _ => &[],
    };
    let statics = match args.get(1) {
        Some(CustomValue::Attr(Some(a))) => dense_i64_values(p.ctx, *a).unwrap_or_default(),
        _ => Vec::new(),
    };
    p.write("[");
    let mut next_value = 0;
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == DYNAMIC {
            if let Some(v) = values.get(next_value) {
                p.print_operand(*v);
            }
            next_value += 1;
        } else {
            p.write(&s.to_string());
        }
    }
    p.write("]");
}
