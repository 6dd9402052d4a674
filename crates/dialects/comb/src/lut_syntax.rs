//! The syntax of `comb.lut`'s tables: `<coefficients = [1, 2],
//! lookupTable = [3, 4]>` (either order), as HEIR prints it. When the
//! `<...>` group is absent the tables may come from the attribute
//! dictionary instead (`{coefficients = array<i8: 1>, ...}`).

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::{AttrKind, Attribute, Context, Type};
use strata_ods::{CustomSlot, CustomValue};

/// The values of an `array<i8: ...>` attribute.
pub fn i8_values(ctx: &Context, attr: Attribute) -> Option<Vec<i8>> {
    match attr.kind(ctx) {
        AttrKind::DenseArray { element, data, .. } if element.is_signless_int(ctx, 8) => {
            Some(data.iter().map(|b| *b as i8).collect())
        }
        _ => None,
    }
}

/// `array<i8: values>`.
pub fn i8_array(ctx: &Context, values: &[i8]) -> Attribute {
    let data: Vec<u8> = values.iter().map(|v| *v as u8).collect();
    Attribute::dense_array(ctx, Type::int(ctx, 8), values.len() as u32, &data)
}

fn parse_i8_list(p: &mut Parser<'_>) -> ParseResult<Vec<i8>> {
    let mut values = Vec::new();
    p.parse_delimited_list(TokenKind::LSquare, TokenKind::RSquare, "array", |p| {
        let at = p.token();
        let v = p.parse_i64()?;
        let narrowed = i8::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))?;
        values.push(narrowed);
        Ok(())
    })?;
    Ok(values)
}

/// Parses the optional `<coefficients = [...], lookupTable = [...]>` group
/// into slots 0 (coefficients) and 1 (lookup table).
pub(crate) fn parse<'a>(p: &mut Parser<'a>, slots: &mut [CustomSlot<'a>]) -> ParseResult<()> {
    if !p.eat(TokenKind::Less) {
        return Ok(());
    }
    let mut parsed: [Option<Vec<i8>>; 2] = [None, None];
    loop {
        let at = p.token();
        let name = p.tok_text();
        let index = match name {
            "coefficients" => 0,
            "lookupTable" => 1,
            _ => return Err(p.error("expected 'coefficients' or 'lookupTable'")),
        };
        p.bump();
        if parsed[index].is_some() {
            return Err(p.error_at(at, format!("duplicate '{name}' entry")));
        }
        p.expect(TokenKind::Equal, "'='")?;
        parsed[index] = Some(parse_i8_list(p)?);
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::Greater, "'>'")?;
    let ctx = p.ctx;
    for (slot, values) in slots.iter_mut().zip(parsed) {
        if let (CustomSlot::Attr(out), Some(v)) = (slot, values) {
            *out = Some(i8_array(ctx, &v));
        }
    }
    Ok(())
}

fn joined(ctx: &Context, value: Option<&CustomValue>) -> String {
    let values = match value {
        Some(CustomValue::Attr(Some(a))) => i8_values(ctx, *a).unwrap_or_default(),
        _ => Vec::new(),
    };
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    text.join(", ")
}

/// Prints `<coefficients = [...], lookupTable = [...]>`.
pub(crate) fn print(p: &mut Printer<'_>, args: &[CustomValue]) {
    let ctx = p.ctx;
    let coefficients = joined(ctx, args.first());
    let table = joined(ctx, args.get(1));
    p.write(&format!(
        "<coefficients = [{coefficients}], lookupTable = [{table}]>"
    ));
}
