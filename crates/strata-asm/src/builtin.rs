//! The custom assembly of the builtin operations (`builtin.module`,
//! `builtin.unrealized_conversion_cast`), which `strata-ir` defines without
//! syntax: the parser and printer consult [`op_assembly`], which falls back
//! to these hooks for the builtin ops.

use smallvec::SmallVec;
use strata_ir::OpDef;
use strata_ir::attributes::{AttrKind, Attribute, NamedAttr};
use strata_ir::builtin::{ModuleOp, UnrealizedConversionCastOp};
use strata_ir::ident::Ident;
use strata_ir::ir::{OpId, OperationState, StateRegions};

use crate::lexer::TokenKind;
use crate::{AssemblyHooks, OpAssemblyInterface, ParseResult, Parser, Printer};

static MODULE: AssemblyHooks = AssemblyHooks {
    parse: parse_module,
    print: print_module,
};

static CAST: AssemblyHooks = AssemblyHooks {
    parse: parse_cast,
    print: print_cast,
};

/// The custom assembly of the op `def`: its [`OpAssemblyInterface`], or
/// the builtin one for the builtin ops.
pub fn op_assembly(def: &OpDef) -> Option<&dyn OpAssemblyInterface> {
    if let Some(asm) = def.interface::<dyn OpAssemblyInterface>() {
        return Some(asm);
    }
    match &*def.name {
        ModuleOp::NAME => Some(&MODULE),
        UnrealizedConversionCastOp::NAME => Some(&CAST),
        _ => None,
    }
}

fn parse_module(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props: SmallVec<[NamedAttr; 2]> = SmallVec::new();
    if p.kind() == TokenKind::AtIdent {
        let name = p.parse_symbol_ref()?;
        if let AttrKind::SymbolRef { root, .. } = name.kind(ctx) {
            let text = root.as_str(ctx).to_string();
            props.push(NamedAttr {
                name: Ident::new(ctx, "sym_name"),
                value: Attribute::string(ctx, &text),
            });
        }
    }
    if p.eat_keyword("attributes") {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    let region = p.parse_region(&[], false)?;
    if p.body().region_is_empty(region) {
        let body = p.body_mut();
        let block = body.create_block();
        body.append_block(region, block);
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props.into_vec()));
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    Ok(())
}

fn print_module(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    if let Some(name) = p
        .body()
        .attr(ctx, op, "sym_name")
        .and_then(|a| a.str_value(ctx))
    {
        let name = name.to_string();
        p.write(" ");
        p.print_symbol_name(&name);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write(" ");
    p.print_op_region(op, 0, false, false, false);
}

fn parse_cast(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut operands = SmallVec::<[_; 4]>::new();
    let at = p.current_loc();
    if p.kind() == TokenKind::PercentIdent {
        p.parse_comma_separated(|p| {
            operands.push(p.parse_operand()?);
            Ok(())
        })?;
        p.expect(TokenKind::Colon, "':'")?;
        let mut types = SmallVec::<[_; 4]>::new();
        p.parse_comma_separated(|p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
        p.resolve_operands(&operands, &types, at, &mut state.operands)?;
    }
    p.expect_keyword("to")?;
    p.parse_comma_separated(|p| {
        let t = p.parse_type()?;
        state.result_types.push(t);
        Ok(())
    })?;
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
    }
    Ok(())
}

fn print_cast(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let operands: SmallVec<[_; 4]> = body.operands(op).collect();
    if !operands.is_empty() {
        p.write(" ");
        p.print_operands(operands.iter().copied());
        p.write(" : ");
        let types: SmallVec<[_; 4]> = operands.iter().map(|v| body.value_type(*v)).collect();
        p.print_type_list(&types);
    }
    p.write(" to ");
    let types: SmallVec<[_; 4]> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_type_list(&types);
    p.print_optional_attr_dict(op, &[]);
}
