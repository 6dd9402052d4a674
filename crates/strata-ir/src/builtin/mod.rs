//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use smallvec::SmallVec;

use crate::asm::{
    AssemblyHooks, OpAssemblyInterface, ParseResult, Parser, Printer, lexer::TokenKind,
};
use crate::attributes::{Attribute, NamedAttr};
use crate::context::Context;
use crate::diagnostics::DiagResult;
use crate::dialect::{DialectDef, OpDef, OpTraits, OperationName, VerifyHook};
use crate::ident::Ident;
use crate::interfaces::{DialectInlinerInterface, InlineAll, OpVerifierInterface};
use crate::ir::{BlockId, Body, OpId, OperationState, StateRegions};
use crate::location::Location;

/// The name `builtin.module`.
pub fn module_op_name(ctx: &Context) -> OperationName {
    OperationName::new(ctx, "builtin.module")
}

/// Makes `body` (whose single root region holds top-level operations) the
/// body of a new `builtin.module`, returned in a new top-level body with
/// the block holding it.
pub fn wrap_in_module(ctx: &Context, body: Body, loc: Location) -> (Body, BlockId, OpId) {
    let mut top = Body::with_root_regions(1);
    let region = top.root_regions()[0];
    let block = top.create_block();
    top.append_block(region, block);
    let mut state = OperationState::new(module_op_name(ctx), loc);
    state.props = Some(Attribute::empty_dictionary(ctx));
    state.regions = StateRegions::Isolated(Box::new(body));
    let module = top.create_op(ctx, state);
    top.append_op(block, module);
    (top, block, module)
}

/// Creates an empty `builtin.module` in a new top-level body.
pub fn new_module(ctx: &Context, loc: Location) -> (Body, BlockId, OpId) {
    let mut body = Body::with_root_regions(1);
    let region = body.root_regions()[0];
    let block = body.create_block();
    body.append_block(region, block);
    wrap_in_module(ctx, body, loc)
}

fn parse_module(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props: SmallVec<[NamedAttr; 2]> = SmallVec::new();
    if p.kind() == TokenKind::AtIdent {
        let name = p.parse_symbol_ref()?;
        if let crate::attributes::AttrKind::SymbolRef { root, .. } = name.kind(ctx) {
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

/// A module's discardable attributes must belong to a dialect.
fn verify_module(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let attrs = body.op_attrs(op);
    let unprefixed = attrs.dict_entries(ctx).iter().find(|e| {
        let name = e.name.as_str(ctx);
        !name.contains('.') && name != "sym_name" && name != "sym_visibility"
    });
    match unprefixed {
        Some(e) => Err(crate::verifier::op_error(
            ctx,
            body,
            op,
            format!(
                "can only contain attributes with dialect-prefixed names, found: '{}'",
                e.name.as_str(ctx)
            ),
        )),
        None => Ok(()),
    }
}

/// The builtin dialect definition.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("builtin");
    let mut module = OpDef::new("builtin.module");
    module.summary = "A top level container operation".into();
    module.traits = OpTraits::ISOLATED_FROM_ABOVE
        | OpTraits::NO_TERMINATOR
        | OpTraits::GRAPH_REGIONS
        | OpTraits::SYMBOL_TABLE
        | OpTraits::SINGLE_BLOCK
        | OpTraits::AFFINE_SCOPE;
    module.inherent_attrs = vec!["sym_name".into(), "sym_visibility".into()];
    module.default_dialect = Some("builtin".into());
    module.add_interface::<dyn OpAssemblyInterface>(Box::new(AssemblyHooks {
        parse: parse_module,
        print: print_module,
    }));
    module.add_interface::<dyn OpVerifierInterface>(Box::new(verify_module as VerifyHook));
    d.ops.push(module);
    let mut cast = OpDef::new("builtin.unrealized_conversion_cast");
    cast.summary = "An unrealized conversion from one set of types to another".into();
    cast.traits = OpTraits::PURE;
    cast.add_interface::<dyn OpAssemblyInterface>(Box::new(AssemblyHooks {
        parse: parse_cast,
        print: print_cast,
    }));
    d.ops.push(cast);
    // Modules are never inlined: the inliner skips isolated operations.
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    d
}
