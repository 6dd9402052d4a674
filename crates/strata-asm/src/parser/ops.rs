//! Parsing of operations, regions and blocks.

use smallvec::SmallVec;

use strata_ir::attributes::{Attribute, NamedAttr};
use strata_ir::context::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::dialect::OperationName;
use strata_ir::interfaces::DefaultPropertiesInterface;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, RegionId, StateRegions, Value};
use strata_ir::location::Location;
use strata_ir::types::Type;

use super::super::interfaces::PropertiesConversionInterface;
use super::super::lexer::{Token, TokenKind};
use super::{ParseError, ParseResult, Parser, SourcePos};

/// A use of an SSA value before its type is known: `%name` or `%name#3`.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The name without `%`.
    pub name: &'a str,
    /// The result number (`#n`), 0 if absent.
    pub number: u32,
    /// Where the use is (see [`Parser::location_at`]).
    pub pos: SourcePos,
}

/// An entry-block argument declared by a custom operation syntax
/// (`%arg0: i32 {attrs} loc(...)`).
#[derive(Copy, Clone, Debug)]
pub struct BlockArgDef<'a> {
    /// The argument's name.
    pub name: UnresolvedOperand<'a>,
    /// Its type.
    pub ty: Type,
    /// Attributes written after the type, if any.
    pub attrs: Option<Attribute>,
    /// Its location (the name's location if none was written).
    pub loc: Location,
}

/// The most operation names and properties whose completed properties
/// the parser remembers (see `Parser::default_props`).
const MAX_DEFAULT_PROPS: usize = 1 << 12;

/// The most operation names the parser remembers by spelling.
const MAX_OP_NAMES: usize = 1 << 10;

/// A result group being bound: `%name` or `%name:count`.
struct ResultGroup<'a> {
    name: &'a str,
    count: u32,
    pos: SourcePos,
}

impl<'a> Parser<'a> {
    /// Parses one operation (with its result bindings) and creates it,
    /// detached, in the current body.
    pub fn parse_operation(&mut self) -> ParseResult<OpId> {
        let start = self.token();
        let mut groups: SmallVec<[ResultGroup<'a>; 2]> = SmallVec::new();
        if self.kind() == TokenKind::PercentIdent {
            self.parse_comma_separated(|p| {
                let tok = p.token();
                if tok.kind != TokenKind::PercentIdent {
                    return Err(p.error("expected valid ssa identifier"));
                }
                p.bump();
                let mut count = 1;
                if p.eat(TokenKind::Colon) {
                    let ctok = p.token();
                    let n = p.parse_u64()?;
                    if n < 1 {
                        return Err(
                            p.error_at(ctok, "expected named operation to have at least 1 result")
                        );
                    }
                    count = u32::try_from(n).map_err(|_| p.error_at(ctok, "too many results"))?;
                }
                groups.push(ResultGroup {
                    name: &p.spelling(tok)[1..],
                    count,
                    pos: p.pos_of(tok),
                });
                Ok(())
            })?;
            self.expect(TokenKind::Equal, "'=' after SSA name")?;
        }
        let name_tok = self.token();
        let op = match name_tok.kind {
            TokenKind::String => self.nested(|p| p.parse_generic_operation())?,
            TokenKind::BareIdent => self.nested(|p| p.parse_custom_operation())?,
            _ => return Err(self.wrong_token_error("expected operation name in quotes")),
        };
        if !groups.is_empty() {
            let expected: u64 = groups.iter().map(|g| g.count as u64).sum();
            let actual = self.body().num_results(op) as u64;
            if expected != actual {
                return Err(self.error_at(
                    start,
                    format!(
                        "operation defines {actual} results but was provided {expected} to bind"
                    ),
                ));
            }
            let results: SmallVec<[Value; 4]> = self.body().results(op).collect();
            let mut next = 0usize;
            for g in &groups {
                let vals = &results[next..next + g.count as usize];
                next += g.count as usize;
                let ctx = self.ctx;
                let body = match self.bodies.last_mut() {
                    Some(b) => b,
                    None => unreachable!("no body"),
                };
                self.scopes.define(ctx, body, g.name, vals, g.pos)?;
            }
        }
        Ok(op)
    }

    /// The generic form: `"name"(operands)[succs] <{props}> (regions) {attrs} : type loc`.
    fn parse_generic_operation(&mut self) -> ParseResult<OpId> {
        let ctx = self.ctx;
        let name_tok = self.token();
        let name_text = self.string_text();
        self.bump();
        let Some(name_text) = name_text else {
            return Err(self.error_at(name_tok, "expected valid UTF-8 operation name"));
        };
        if name_text.is_empty() {
            return Err(self.error_at(name_tok, "empty operation name is invalid"));
        }
        let name = OperationName::new(ctx, &name_text);
        self.check_registration(name, &name_text)?;
        // The operation's own position becomes its location only if no
        // trailing `loc(...)` is written: most real inputs have one.
        let pos = self.pos_of(name_tok);
        let mut state = OperationState::new(name, Location::unknown(ctx));

        let mut operands: SmallVec<[UnresolvedOperand<'a>; 4]> = SmallVec::new();
        self.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "operand list", |p| {
            operands.push(p.parse_operand()?);
            Ok(())
        })?;
        if self.kind() == TokenKind::LSquare {
            self.parse_delimited_list(
                TokenKind::LSquare,
                TokenKind::RSquare,
                "successor list",
                |p| {
                    let b = p.parse_successor()?;
                    state.successors.push(b);
                    Ok(())
                },
            )?;
        }
        if self.kind() == TokenKind::Less {
            self.bump();
            let props = self.parse_attribute()?;
            self.expect(TokenKind::Greater, "'>' to close properties")?;
            state.props = Some(props);
        }
        if self.kind() == TokenKind::LParen {
            state.regions = self.parse_generic_regions(name, pos)?;
        }
        if self.kind() == TokenKind::LBrace {
            let entries = self.parse_dictionary_entries()?;
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
        }
        self.expect(TokenKind::Colon, "':' followed by operation type")?;
        let ty_tok = self.token();
        let fn_ty = self.parse_type()?;
        let fn_ty = self.legacy_function_type(fn_ty)?;
        let Some((inputs, results)) = fn_ty.function_parts(ctx) else {
            return Err(self.error_at(ty_tok, "expected function type"));
        };
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                ty_tok,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        let inputs: SmallVec<[Type; 4]> = SmallVec::from_slice(inputs);
        state.result_types = SmallVec::from_slice(results);
        for (operand, ty) in operands.iter().zip(inputs) {
            let v = self.resolve_operand(operand, ty)?;
            state.operands.push(v);
        }
        state.loc = match self.parse_optional_trailing_location()? {
            Some(l) => l,
            None => self.location_at(pos),
        };
        if let Some(props) = state.props
            && let Err(reason) = convert_properties(ctx, name, props)
        {
            let msg = format!(
                "invalid properties {} for op {}: {reason}",
                crate::attr_to_string(ctx, props),
                name.as_str(ctx)
            );
            return Err(self.error_at(name_tok, msg));
        }
        if state.props.is_none()
            && let Some(attrs) = state.attrs
            && let Some(def) = name.def(ctx)
            && let Some(conversion) = def.interface::<dyn PropertiesConversionInterface>()
            && let Err(reason) = conversion.verify_inherent_attrs(def, ctx, attrs.dict_entries(ctx))
        {
            let msg = format!("'{}' op {reason}", name.as_str(ctx));
            return Err(self.error_at(name_tok, msg));
        }
        self.finish_operation(state)
    }

    /// Reports an operation of an unregistered dialect unless they are
    /// allowed. An op its registered dialect does not define is left to the
    /// verifier, which reports it (with the op) as upstream does.
    fn check_registration(&self, name: OperationName, text: &str) -> ParseResult<()> {
        let ctx = self.ctx;
        if name.is_registered(ctx) || ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        let dialect = text.split_once('.').map_or("", |(d, _)| d);
        if ctx.is_dialect_registered(dialect) {
            return Ok(());
        }
        // As upstream, this one is reported at the token after the name.
        Err(self.error_at(
            self.token(),
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        ))
    }

    fn parse_generic_regions(
        &mut self,
        name: OperationName,
        pos: SourcePos,
    ) -> ParseResult<StateRegions> {
        let isolated = name.is_isolated_from_above(self.ctx);
        // As upstream, the generic form keeps the enclosing default dialect.
        let default = self.default_dialects.last().cloned().flatten();
        self.push_op_region_context(name, default, isolated, pos);
        let mut regions: SmallVec<[RegionId; 2]> = SmallVec::new();
        let result = self.parse_delimited_list_closed_by(
            TokenKind::LParen,
            TokenKind::RParen,
            "region list",
            "expected ')' to end region list",
            |p| {
                regions.push(p.parse_region(&[], false)?);
                Ok(())
            },
        );
        self.pop_op_region_context(regions, isolated, result)
    }

    /// Enters the regions of an operation: `default` is the dialect that
    /// applies inside, and isolated operations get a fresh body.
    /// `pos` is where the operation's name is (its location for
    /// diagnostics about isolation).
    fn push_op_region_context(
        &mut self,
        name: OperationName,
        default: Option<Box<str>>,
        isolated: bool,
        pos: SourcePos,
    ) {
        self.default_dialects.push(default);
        self.enter_implicit_scope(name);
        if isolated {
            self.bodies.push(Body::new());
            let loc = self.location_at(pos);
            self.scopes.enter_isolated_op(loc);
        }
        self.isolated_ctx.push(isolated);
    }

    fn pop_op_region_context(
        &mut self,
        regions: SmallVec<[RegionId; 2]>,
        isolated: bool,
        result: ParseResult<()>,
    ) -> ParseResult<StateRegions> {
        self.default_dialects.pop();
        self.leave_implicit_scope();
        self.isolated_ctx.pop();
        let body = if isolated {
            self.scopes.leave_isolated_op();
            self.bodies.pop()
        } else {
            None
        };
        result?;
        Ok(match body {
            Some(mut body) => {
                body.set_root_regions(regions);
                body.shrink_to_fit();
                StateRegions::Isolated(Box::new(body))
            }
            None => StateRegions::Local(regions),
        })
    }

    /// Parses an operation in custom form (the name token is current).
    fn parse_custom_operation(&mut self) -> ParseResult<OpId> {
        let ctx = self.ctx;
        let name_tok = self.token();
        let name = match self.op_names.get(self.tok_bytes()) {
            Some(&name) => name,
            None => {
                let text = self.tok_text();
                let name = self.resolve_custom_op_name(name_tok, text)?;
                if name.as_str(ctx) == text && self.op_names.len() < MAX_OP_NAMES {
                    self.op_names.insert(self.tok_bytes(), name);
                }
                name
            }
        };
        self.bump();
        let Some(def) = name.def(ctx) else {
            unreachable!("resolved custom op names are registered")
        };
        let Some(asm) = crate::op_assembly(def) else {
            return Err(self.error_at(
                name_tok,
                format!(
                    "custom op '{}' has no custom assembly form",
                    self.spelling(name_tok)
                ),
            ));
        };
        let loc = self.loc_of(name_tok);
        let mut state = OperationState::new(name, loc);
        let isolated = def.has(strata_ir::dialect::OpTraits::ISOLATED_FROM_ABOVE);
        self.push_op_region_context(
            name,
            def.default_dialect.clone(),
            isolated,
            self.pos_of(name_tok),
        );
        self.custom_op.push(name.as_str(ctx));
        let result = asm.parse(def, self, &mut state);
        self.custom_op.pop();
        let regions = match std::mem::take(&mut state.regions) {
            StateRegions::Local(list) => list,
            StateRegions::None => SmallVec::new(),
            other => {
                state.regions = other;
                SmallVec::new()
            }
        };
        let had_regions = !regions.is_empty();
        let regions_state = self.pop_op_region_context(regions, isolated, result)?;
        if had_regions || isolated {
            state.regions = regions_state;
        }
        if let Some(l) = self.parse_optional_trailing_location()? {
            state.loc = l;
        }
        self.legacy_fixup(&mut state);
        self.finish_operation(state)
    }

    fn resolve_custom_op_name(&self, tok: Token, text: &str) -> ParseResult<OperationName> {
        let ctx = self.ctx;
        if text.contains('.') {
            let name = OperationName::new(ctx, text);
            if name.is_registered(ctx) {
                return Ok(name);
            }
            let dialect = text.split_once('.').map_or("", |(d, _)| d);
            if !ctx.is_dialect_registered(dialect) {
                let mut d = Diagnostic::error(
                    self.loc_of(tok),
                    format!("Dialect `{dialect}' not found for custom op '{text}' "),
                );
                d.attach_note(
                    self.loc_of(tok),
                    format!("Available dialects: {}", ctx.dialect_names().join(", ")),
                );
                return Err(ParseError(Box::new(d)));
            }
        }
        if let Some(name) = self.resolve_legacy_op_name(text) {
            return Ok(name);
        }
        let mut tried: SmallVec<[String; 2]> = SmallVec::new();
        if !text.contains('.') {
            if let Some(Some(default)) = self.default_dialects.last() {
                let full = format!("{default}.{text}");
                let name = OperationName::new(ctx, &full);
                if name.is_registered(ctx) {
                    return Ok(name);
                }
                tried.push(full);
            }
            let full = format!("builtin.{text}");
            let name = OperationName::new(ctx, &full);
            if name.is_registered(ctx) {
                return Ok(name);
            }
            tried.push(full);
            if let Some(name) = self.resolve_implicit_op_name(text) {
                return Ok(name);
            }
        }
        let mut msg = format!("custom op '{text}' is unknown");
        if !tried.is_empty() {
            let list: Vec<String> = tried.iter().map(|t| format!("'{t}'")).collect();
            msg.push_str(&format!(" (tried {} as well)", list.join(", ")));
        }
        let mut err = self.error_at(tok, msg);
        if let Some(hint) = self.legacy_hint(text) {
            err.0.attach_note(self.loc_of(tok), hint);
        }
        Err(err)
    }

    /// Creates the operation from a completed state in the current body,
    /// moving inherent attributes of registered operations into properties.
    fn finish_operation(&mut self, mut state: OperationState) -> ParseResult<OpId> {
        let ctx = self.ctx;
        if let Some(def) = state.name.def(ctx)
            && !def.inherent_attrs.is_empty()
            && let Some(attrs) = state.attrs
        {
            let mut inherent = Vec::new();
            let mut rest = Vec::new();
            for e in attrs.dict_entries(ctx) {
                // A former name given after the current one wins, as upstream.
                match def.inherent_name(e.name.as_str(ctx)) {
                    Some(name) => {
                        let name = strata_ir::ident::Ident::new(ctx, name);
                        inherent.retain(|i: &NamedAttr| i.name != name);
                        inherent.push(NamedAttr {
                            name,
                            value: e.value,
                        });
                    }
                    None => rest.push(*e),
                }
            }
            if !inherent.is_empty() {
                let mut props: Vec<NamedAttr> = state
                    .props
                    .map(|p| p.dict_entries(ctx).to_vec())
                    .unwrap_or_default();
                for e in inherent {
                    if !props.iter().any(|p| p.name == e.name) {
                        props.push(e);
                    }
                }
                state.props = Some(Attribute::dictionary(ctx, &mut props));
                state.attrs = Some(Attribute::dictionary_sorted(ctx, &rest));
            }
        }
        let key = (state.name, state.props);
        match self.default_props.get(&key) {
            Some(&props) => state.props = props,
            None => {
                if let Some(def) = state.name.def(ctx) {
                    if !def.inherent_attrs.is_empty() && state.props.is_none() {
                        state.props = Some(Attribute::empty_dictionary(ctx));
                    }
                    if let Some(defaults) = def.interface::<dyn DefaultPropertiesInterface>() {
                        defaults.populate_defaults(def, ctx, &mut state);
                    }
                }
                if self.default_props.len() < MAX_DEFAULT_PROPS {
                    self.default_props.insert(key, state.props);
                }
            }
        }
        Ok(self.body_mut().create_op(ctx, state))
    }

    // ----- operands -----

    /// Parses `%name` or `%name#n`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        match self.parse_optional_operand()? {
            Some(o) => Ok(o),
            None => Err(self.error_wrong_token("expected SSA operand")),
        }
    }

    /// Parses an operand if the current token is a `%` identifier.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'a>>> {
        let tok = self.token();
        if tok.kind != TokenKind::PercentIdent {
            return Ok(None);
        }
        self.bump();
        let mut number = 0;
        if self.kind() == TokenKind::HashIdent {
            let ntok = self.token();
            let digits = &self.tok_text()[1..];
            number = digits
                .parse::<u32>()
                .map_err(|_| self.error_at(ntok, "invalid SSA value result number"))?;
            self.bump();
        }
        Ok(Some(UnresolvedOperand {
            name: &self.spelling(tok)[1..],
            number,
            pos: self.pos_of(tok),
        }))
    }

    /// Resolves an operand to a value of type `ty` (a forward reference if not yet defined).
    pub fn resolve_operand(
        &mut self,
        operand: &UnresolvedOperand<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        let ctx = self.ctx;
        let index = self.operand_body_index();
        let Some(body) = self.bodies.get_mut(index) else {
            unreachable!("no body")
        };
        self.scopes
            .resolve_use(ctx, body, operand.name, operand.number, ty, operand.pos)
    }

    /// Resolves operands against types one for one.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        at: Location,
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        if operands.len() != types.len() {
            return Err(self.operand_count_error(operands.len(), types.len(), at));
        }
        for (o, t) in operands.iter().zip(types) {
            out.push(self.resolve_operand(o, *t)?);
        }
        Ok(())
    }

    /// Like [`Parser::resolve_operands`], with the count mismatch reported
    /// at a source position (no location is made unless it is reported).
    pub fn resolve_operands_at(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        at: SourcePos,
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        if operands.len() != types.len() {
            let at = self.location_at(at);
            return Err(self.operand_count_error(operands.len(), types.len(), at));
        }
        for (o, t) in operands.iter().zip(types) {
            out.push(self.resolve_operand(o, *t)?);
        }
        Ok(())
    }

    fn operand_count_error(&self, present: usize, expected: usize, at: Location) -> ParseError {
        self.error_at_loc(
            at,
            format!("{present} operands present, but expected {expected}"),
        )
    }

    /// Parses a successor block reference `^name`.
    pub fn parse_successor(&mut self) -> ParseResult<BlockId> {
        let tok = self.token();
        if tok.kind != TokenKind::CaretIdent {
            return Err(self.error_wrong_token("expected block name"));
        }
        self.bump();
        let pos = self.pos_of(tok);
        let name = &self.spelling(tok)[1..];
        let index = self.operand_body_index();
        let Some(body) = self.bodies.get_mut(index) else {
            unreachable!("no body")
        };
        Ok(self.scopes.block_ref(body, name, pos))
    }

    // ----- regions and blocks -----

    /// Creates an empty detached region in the current body (for operations
    /// whose syntax omits a region, like external functions).
    pub fn create_empty_region(&mut self) -> RegionId {
        self.body_mut().create_region()
    }

    /// Gives `region` an empty entry block if it has no block (custom
    /// syntax whose regions always hold one block, like `scf.forall.in_parallel`).
    pub fn ensure_entry_block(&mut self, region: RegionId) {
        let body = self.body_mut();
        if body.entry_block(region).is_none() {
            let b = body.create_block();
            body.append_block(region, b);
        }
    }

    /// Parses `{ blocks }` into a new detached region of the current body.
    /// `entry_args` become the arguments of the entry block (custom syntax
    /// such as `func.func`); with `enable_name_shadowing`, they may reuse
    /// names of enclosing values.
    pub fn parse_region(
        &mut self,
        entry_args: &[BlockArgDef<'a>],
        enable_name_shadowing: bool,
    ) -> ParseResult<RegionId> {
        let _ = enable_name_shadowing;
        self.expect(TokenKind::LBrace, "'{' to begin a region")?;
        let isolated = self.isolated_ctx.last().copied().unwrap_or(false);
        if isolated {
            self.scopes.push_isolated();
        }
        // Inside the region, operands resolve in the region's own body.
        self.isolated_ctx.push(false);
        self.scopes.push_region();
        let result = self.parse_region_body(entry_args);
        self.isolated_ctx.pop();
        let closed = self.scopes.pop_region(self.ctx);
        let finished = if isolated {
            // After a failed body the body stack may not be the region's
            // own any more, and the body's own error is the one reported.
            let outside = match &result {
                Ok(_) => self.scopes.check_isolation(self.ctx, self.body()),
                Err(_) => Ok(()),
            };
            outside.and_then(|()| self.scopes.finish_isolated(self.ctx))
        } else {
            Ok(())
        };
        let region = result?;
        closed?;
        finished?;
        Ok(region)
    }

    fn parse_region_body(&mut self, entry_args: &[BlockArgDef<'a>]) -> ParseResult<RegionId> {
        let ctx = self.ctx;
        let region = self.body_mut().create_region();
        if self.kind() == TokenKind::RBrace && entry_args.is_empty() {
            self.bump();
            return Ok(region);
        }
        // The entry block: either unlabeled, or starting with a label.
        let entry = if !entry_args.is_empty() {
            if self.kind() == TokenKind::CaretIdent {
                return Err(self.error("invalid block name in region with named arguments"));
            }
            let block = self.body_mut().create_block();
            for arg in entry_args {
                let value = self.body_mut().add_block_arg(block, arg.ty, arg.loc);
                let body = match self.bodies.last_mut() {
                    Some(b) => b,
                    None => unreachable!("no body"),
                };
                self.scopes
                    .define(ctx, body, arg.name.name, &[value], arg.name.pos)?;
            }
            block
        } else if self.kind() == TokenKind::CaretIdent {
            self.parse_block_header()?
        } else {
            self.body_mut().create_block()
        };
        self.body_mut().append_block(region, entry);
        self.parse_block_ops(entry)?;
        while self.kind() == TokenKind::CaretIdent {
            let block = self.parse_block_header()?;
            self.body_mut().append_block(region, block);
            self.parse_block_ops(block)?;
        }
        self.expect(TokenKind::RBrace, "'}' to end region")?;
        Ok(region)
    }

    /// Parses `^name(args):` and returns the (defined) block.
    fn parse_block_header(&mut self) -> ParseResult<BlockId> {
        let ctx = self.ctx;
        let tok = self.token();
        self.bump();
        let name = &self.spelling(tok)[1..];
        let pos = self.pos_of(tok);
        let block = {
            let body = match self.bodies.last_mut() {
                Some(b) => b,
                None => unreachable!("no body"),
            };
            self.scopes.define_block(ctx, body, name, pos)?
        };
        if self.kind() == TokenKind::LParen {
            self.parse_delimited_list(
                TokenKind::LParen,
                TokenKind::RParen,
                "block argument list",
                |p| {
                    let arg_tok = p.token();
                    if arg_tok.kind != TokenKind::PercentIdent {
                        return Err(p.error("expected SSA identifier"));
                    }
                    p.bump();
                    p.expect(TokenKind::Colon, "':' and type for SSA identifier")?;
                    let ty = p.parse_type()?;
                    let arg_loc = match p.parse_optional_trailing_location()? {
                        Some(loc) => loc,
                        None => p.loc_of(arg_tok),
                    };
                    let value = p.body_mut().add_block_arg(block, ty, arg_loc);
                    let name = &p.spelling(arg_tok)[1..];
                    let name_pos = p.pos_of(arg_tok);
                    let body = match p.bodies.last_mut() {
                        Some(b) => b,
                        None => unreachable!("no body"),
                    };
                    p.scopes.define(ctx, body, name, &[value], name_pos)
                },
            )?;
        }
        self.expect(TokenKind::Colon, "':' after block name")?;
        Ok(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> ParseResult<()> {
        self.parse_block_ops_in_parallel(block)?;
        loop {
            match self.kind() {
                TokenKind::CaretIdent | TokenKind::RBrace => return Ok(()),
                TokenKind::Eof => return Err(self.error("expected '}' to end region")),
                _ => {
                    let op = self.parse_operation()?;
                    self.body_mut().append_op(block, op);
                }
            }
        }
    }
}

/// Converts the properties written in generic form for a registered op:
/// only ops with inherent attributes have properties, which must be a
/// dictionary whose entries the op's [`PropertiesConversionInterface`] accepts.
fn convert_properties(ctx: &Context, name: OperationName, props: Attribute) -> Result<(), String> {
    let Some(def) = name.def(ctx) else {
        return Ok(());
    };
    if def.inherent_attrs.is_empty() {
        return Err("this operation does not support properties".into());
    }
    if !matches!(
        props.kind(ctx),
        strata_ir::attributes::AttrKind::Dictionary(_)
    ) {
        return Err("expected DictionaryAttr to set properties".into());
    }
    match def.interface::<dyn PropertiesConversionInterface>() {
        Some(conversion) => conversion.convert_properties(def, ctx, props),
        None => Ok(()),
    }
}
