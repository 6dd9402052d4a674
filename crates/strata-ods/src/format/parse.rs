//! Parsing operations from their compiled assembly format.

use smallvec::SmallVec;

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, SourcePos, UnresolvedOperand};
use strata_ir::attributes::{AttrKind, Attribute, NamedAttr};
use strata_ir::dialect::{OpDef, OpTraits, OperationName};
use strata_ir::ident::Ident;
use strata_ir::ir::{BlockId, OperationState, RegionId, StateRegions};
use strata_ir::location::Location;
use strata_ir::types::Type;

use super::super::accessors::split_groups;
use super::super::constraints::AttrSyntax;
use super::super::enums::EnumStorage;
use super::super::spec::{Arity, OdsOp, OpSpec};
use super::{CustomSlot, CustomValue, Elem, TypeRef};

/// The types of one group.
type TypeList = SmallVec<[Type; 2]>;
/// One entry per declared group, inline for typical operations so that
/// parsing an operation allocates nothing on the heap.
type PerGroup<T> = SmallVec<[T; 4]>;

/// A run of a [`ParseState`]'s flat operand or type list: start and length.
#[derive(Copy, Clone, Default)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }

    /// The part `r` of this span (`r` relative to its start).
    fn sub(self, r: std::ops::Range<usize>) -> Span {
        Span {
            start: self.start + r.start as u32,
            len: r.len() as u32,
        }
    }
}

/// `n` default entries, built without cloning a template entry.
fn per_group<T: Default>(n: usize) -> PerGroup<T> {
    let mut v = PerGroup::new();
    if n > 0 {
        v.resize_with(n, T::default);
    }
    v
}

/// Everything parsed so far for one operation. Operands and types are kept
/// in two flat lists in the order they are parsed, each group naming its
/// run of them, so that the per-operation state is small and cheap to set
/// up.
struct ParseState<'a> {
    operand_list: SmallVec<[UnresolvedOperand<'a>; 4]>,
    type_list: SmallVec<[Type; 8]>,
    operands: PerGroup<Span>,
    all_operands: Option<Span>,
    operand_types: PerGroup<Option<Span>>,
    result_types: PerGroup<Option<Span>>,
    all_operand_types: Option<Span>,
    all_result_types: Option<Span>,
    attrs: PerGroup<Option<Attribute>>,
    dict: Vec<NamedAttr>,
    props: SmallVec<[NamedAttr; 4]>,
    regions: PerGroup<SmallVec<[RegionId; 1]>>,
    all_regions: Option<SmallVec<[RegionId; 2]>>,
    successors: PerGroup<SmallVec<[BlockId; 1]>>,
    all_successors: Option<SmallVec<[BlockId; 2]>>,
}

fn punct_kind(text: &str) -> Option<TokenKind> {
    Some(match text {
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "::" => TokenKind::ColonColon,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "=" => TokenKind::Equal,
        "->" => TokenKind::Arrow,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "|" => TokenKind::VerticalBar,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

/// Parses the custom form of an operation (after its name) from its format.
pub fn parse_op(def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let Some(ods) = crate::ods_op(def) else {
        return Err(p.error("operation has no declarative format"));
    };
    let Some(format) = ods.format.as_ref() else {
        return Err(p.error("operation has no declarative format"));
    };
    let spec = &ods.spec;
    let mut st = ParseState {
        operand_list: SmallVec::new(),
        type_list: SmallVec::new(),
        operands: per_group(spec.operands.len()),
        all_operands: None,
        operand_types: per_group(spec.operands.len()),
        result_types: per_group(spec.results.len()),
        all_operand_types: None,
        all_result_types: None,
        attrs: per_group(spec.attrs.len()),
        dict: Vec::new(),
        props: SmallVec::new(),
        regions: per_group(spec.regions.len()),
        all_regions: None,
        successors: per_group(spec.successors.len()),
        all_successors: None,
    };
    let start = p.current_pos();
    for e in &format.elems {
        st.parse_elem(p, ods, e, false)?;
    }
    st.finish(p, ods, state, start)
}

impl<'a> ParseState<'a> {
    /// Parses one element. With `optional`, returns `Ok(false)` without
    /// consuming input if the element is not present.
    fn parse_elem(
        &mut self,
        p: &mut Parser<'a>,
        ods: &OdsOp,
        e: &Elem,
        optional: bool,
    ) -> ParseResult<bool> {
        let spec = &ods.spec;
        match e {
            Elem::Space | Elem::NoSpace | Elem::Newline => Ok(true),
            Elem::Literal(l) => {
                if let Some(kind) = punct_kind(l) {
                    if optional {
                        return Ok(p.eat(kind));
                    }
                    if !p.eat(kind) {
                        // The message is only formatted when it is reported.
                        p.expect(kind, &format!("'{l}'"))?;
                    }
                } else if optional {
                    return Ok(p.eat_keyword(l));
                } else if !p.eat_keyword(l) {
                    // Like upstream's `parseKeyword`, reported as the op's error.
                    return Err(p.custom_op_error(format!("expected '{l}'")));
                }
                Ok(true)
            }
            Elem::Operand(i) => {
                if optional && p.kind() != TokenKind::PercentIdent {
                    return Ok(false);
                }
                self.operands[*i] = self.parse_operand_group(p, spec.operands[*i].arity)?;
                Ok(true)
            }
            Elem::Operands => {
                if optional && p.kind() != TokenKind::PercentIdent {
                    return Ok(false);
                }
                self.all_operands = Some(self.parse_operand_group(p, Arity::Variadic)?);
                Ok(true)
            }
            Elem::Attr(i) => self.parse_attr(p, spec, *i, optional, false),
            Elem::Region(i) => {
                if p.kind() != TokenKind::LBrace {
                    if optional || spec.regions[*i].variadic {
                        return Ok(false);
                    }
                    return Err(p.error_wrong_token("expected '{' to begin a region"));
                }
                let mut list = SmallVec::new();
                list.push(p.parse_region(&[], false)?);
                if spec.regions[*i].variadic {
                    while p.kind() == TokenKind::Comma && p.peek_next().kind == TokenKind::LBrace {
                        p.bump();
                        list.push(p.parse_region(&[], false)?);
                    }
                }
                self.regions[*i] = list;
                Ok(true)
            }
            Elem::Regions => {
                let mut list = SmallVec::new();
                if p.kind() == TokenKind::LBrace {
                    list.push(p.parse_region(&[], false)?);
                    while p.eat(TokenKind::Comma) {
                        list.push(p.parse_region(&[], false)?);
                    }
                } else if optional {
                    return Ok(false);
                }
                self.all_regions = Some(list);
                Ok(true)
            }
            Elem::Successor(i) => {
                if p.kind() != TokenKind::CaretIdent {
                    if optional {
                        return Ok(false);
                    }
                    return Err(p.error_wrong_token("expected block name"));
                }
                let mut list = SmallVec::new();
                list.push(p.parse_successor()?);
                if spec.successors[*i].variadic {
                    while p.kind() == TokenKind::Comma
                        && p.peek_next().kind == TokenKind::CaretIdent
                    {
                        p.bump();
                        list.push(p.parse_successor()?);
                    }
                }
                self.successors[*i] = list;
                Ok(true)
            }
            Elem::Successors => {
                let mut list = SmallVec::new();
                if p.kind() == TokenKind::CaretIdent {
                    list.push(p.parse_successor()?);
                    while p.eat(TokenKind::Comma) {
                        list.push(p.parse_successor()?);
                    }
                } else if optional {
                    return Ok(false);
                }
                self.all_successors = Some(list);
                Ok(true)
            }
            Elem::AttrDict { keyword } => {
                let at = p.token();
                let present = if *keyword {
                    p.eat_keyword("attributes")
                } else {
                    p.kind() == TokenKind::LBrace
                };
                if present {
                    let entries = p.parse_dictionary_entries()?;
                    // As upstream's generated parsers, the inherent
                    // attributes written here are verified right away.
                    if let Err(reason) =
                        crate::properties::check_inherent_attrs(&ods.spec, p.ctx, &entries)
                    {
                        let msg = format!("'{}' op {reason}", ods.spec.name);
                        return Err(p.custom_op_error_at(at, msg));
                    }
                    self.dict.extend(entries);
                }
                Ok(true)
            }
            Elem::PropDict => {
                if p.eat(TokenKind::Less) {
                    let entries = p.parse_dictionary_entries()?;
                    p.expect(TokenKind::Greater, "'>' to close properties")?;
                    self.props.extend(entries);
                }
                Ok(true)
            }
            Elem::Type(r) => {
                let arity = self.type_ref_arity(spec, r);
                let start = self.type_list.len();
                match arity {
                    Arity::Single => {
                        let t = if optional {
                            match p.parse_optional_type()? {
                                Some(t) => t,
                                None => return Ok(false),
                            }
                        } else {
                            p.parse_type()?
                        };
                        self.type_list.push(t);
                    }
                    Arity::Optional | Arity::Variadic => {
                        if let Some(t) = p.parse_optional_type()? {
                            self.type_list.push(t);
                            if arity == Arity::Variadic {
                                while p.eat(TokenKind::Comma) {
                                    let t = p.parse_type()?;
                                    self.type_list.push(t);
                                }
                            }
                        } else if optional {
                            return Ok(false);
                        }
                    }
                }
                let span = self.span_from(start);
                self.set_types(r, span);
                Ok(true)
            }
            Elem::FunctionalType(a, b) => {
                if optional && p.kind() != TokenKind::LParen {
                    return Ok(false);
                }
                let mut inputs = SmallVec::<[Type; 4]>::new();
                p.parse_type_list_parens(&mut inputs)?;
                p.expect(TokenKind::Arrow, "'->'")?;
                let mut results = TypeList::new();
                p.parse_function_result_types(&mut results)?;
                let inputs = self.push_types(&inputs);
                self.set_types(a, inputs);
                let results = self.push_types(&results);
                self.set_types(b, results);
                Ok(true)
            }
            Elem::Custom { directive, args } => {
                // Inline for the usual few arguments: no allocation per op.
                let mut slots: SmallVec<[CustomSlot<'a>; 4]> =
                    args.iter().map(|a| self.slot_for(a)).collect();
                (directive.parse)(p, &mut slots)?;
                for (arg, slot) in args.iter().zip(slots) {
                    self.store_slot(arg, slot);
                }
                Ok(true)
            }
            Elem::Ref(_) => Ok(true),
            Elem::Optional {
                then,
                anchor,
                otherwise,
            } => {
                let mut iter = then.iter();
                let mut taken = false;
                for first in iter.by_ref() {
                    if matches!(first, Elem::Space | Elem::NoSpace | Elem::Newline) {
                        continue;
                    }
                    taken = strata_ir::stack::grow(|| self.parse_elem(p, ods, first, true))?;
                    break;
                }
                if taken {
                    for rest in iter {
                        // Once the group is taken its anchor is required,
                        // even an attribute that may be absent elsewhere.
                        match (rest, &**anchor) {
                            (Elem::Attr(i), Elem::Attr(a)) if i == a => {
                                self.parse_attr(p, spec, *i, false, true)?;
                            }
                            _ => {
                                self.parse_elem(p, ods, rest, false)?;
                            }
                        }
                    }
                    if let Elem::Attr(i) = **anchor
                        && matches!(spec.attrs[i].constraint.syntax, AttrSyntax::Unit)
                    {
                        self.attrs[i] = Some(Attribute::unit(p.ctx));
                    }
                } else {
                    for e in otherwise {
                        self.parse_elem(p, ods, e, false)?;
                    }
                }
                Ok(true)
            }
        }
    }

    fn type_ref_arity(&self, spec: &OpSpec, r: &TypeRef) -> Arity {
        match r {
            TypeRef::Operand(i) => spec.operands[*i].arity,
            TypeRef::Result(i) => spec.results[*i].arity,
            TypeRef::Operands | TypeRef::Results => Arity::Variadic,
        }
    }

    /// The span of the types pushed since `start`.
    fn span_from(&self, start: usize) -> Span {
        Span {
            start: start as u32,
            len: (self.type_list.len() - start) as u32,
        }
    }

    /// Appends `types` to the flat type list and returns their span.
    fn push_types(&mut self, types: &[Type]) -> Span {
        let start = self.type_list.len();
        self.type_list.extend_from_slice(types);
        self.span_from(start)
    }

    /// Appends `operands` to the flat operand list and returns their span.
    fn push_operands(&mut self, operands: &[UnresolvedOperand<'a>]) -> Span {
        let start = self.operand_list.len();
        self.operand_list.extend_from_slice(operands);
        Span {
            start: start as u32,
            len: operands.len() as u32,
        }
    }

    /// The types of a span, if it is set.
    fn types(&self, span: Option<Span>) -> Option<&[Type]> {
        span.map(|s| &self.type_list[s.range()])
    }

    /// The first type of a span, if it is set and not empty.
    fn first_type(&self, span: Option<Span>) -> Option<Type> {
        self.types(span).and_then(|t| t.first().copied())
    }

    /// The first known type of an operand or result group named `name`.
    fn first_type_of(&self, spec: &OpSpec, name: &str) -> Option<Type> {
        spec.operand_index(name)
            .and_then(|i| self.operand_types[i])
            .or_else(|| spec.result_index(name).and_then(|i| self.result_types[i]))
            .and_then(|s| self.first_type(Some(s)))
    }

    fn set_types(&mut self, r: &TypeRef, types: Span) {
        match r {
            TypeRef::Operand(i) => self.operand_types[*i] = Some(types),
            TypeRef::Result(i) => self.result_types[*i] = Some(types),
            TypeRef::Operands => self.all_operand_types = Some(types),
            TypeRef::Results => self.all_result_types = Some(types),
        }
    }

    fn parse_attr(
        &mut self,
        p: &mut Parser<'a>,
        spec: &OpSpec,
        i: usize,
        optional: bool,
        required: bool,
    ) -> ParseResult<bool> {
        let a = &spec.attrs[i];
        let ctx = p.ctx;
        let may_skip = !required && (optional || a.optional);
        let value = match a.constraint.syntax {
            AttrSyntax::Full => {
                if may_skip {
                    p.parse_optional_attribute(None)?
                } else {
                    Some(p.parse_attribute()?)
                }
            }
            AttrSyntax::WithoutType(ty) => {
                if may_skip {
                    p.parse_optional_attribute(Some(ty(ctx)))?
                } else {
                    Some(p.parse_attribute_of_type(Some(ty(ctx)))?)
                }
            }
            AttrSyntax::Enum(e) => {
                let integer = matches!(e.storage, EnumStorage::Integer(_));
                let present = if integer {
                    match p.kind() {
                        TokenKind::BareIdent => e.symbolize(p.tok_text()).is_some(),
                        TokenKind::String => std::str::from_utf8(&p.string_value())
                            .is_ok_and(|k| e.symbolize(k).is_some()),
                        _ => false,
                    }
                } else {
                    p.kind() == TokenKind::Less
                };
                if present {
                    Some(e.parse_in_op(p)?)
                } else if may_skip {
                    None
                } else if integer {
                    return Err(p.custom_op_error(format!(
                        "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                        a.name,
                        e.case_list()
                    )));
                } else {
                    Some(e.parse_in_op(p)?)
                }
            }
            AttrSyntax::Type => {
                if may_skip {
                    p.parse_optional_type()?
                        .map(|t| Attribute::type_attr(ctx, t))
                } else {
                    Some(Attribute::type_attr(ctx, p.parse_type()?))
                }
            }
            AttrSyntax::SymbolName => {
                if p.kind() != TokenKind::AtIdent {
                    if may_skip {
                        None
                    } else {
                        return Err(p.error("expected valid '@'-identifier for symbol name"));
                    }
                } else {
                    let r = p.parse_symbol_ref()?;
                    match r.kind(ctx) {
                        AttrKind::SymbolRef { root, .. } => {
                            Some(Attribute::string(ctx, root.as_str(ctx)))
                        }
                        _ => None,
                    }
                }
            }
            AttrSyntax::SymbolRef => {
                if p.kind() != TokenKind::AtIdent {
                    if may_skip {
                        None
                    } else {
                        // Any other attribute is of the wrong kind, as upstream.
                        let start = p.token();
                        p.parse_attribute()?;
                        return Err(
                            p.custom_op_error_at(start, "invalid kind of attribute specified")
                        );
                    }
                } else {
                    Some(p.parse_symbol_ref()?)
                }
            }
            AttrSyntax::Unit => return Ok(!optional),
            AttrSyntax::DenseArray(width) => Self::parse_dense_array(p, width, may_skip)?,
            AttrSyntax::String => {
                if p.kind() != TokenKind::String {
                    if may_skip {
                        None
                    } else {
                        return Err(p.error("expected string"));
                    }
                } else {
                    let bytes = p.parse_string_bytes()?;
                    Some(Attribute::string_bytes(ctx, &bytes, None))
                }
            }
        };
        let present = value.is_some();
        if present {
            self.attrs[i] = value;
        }
        Ok(present)
    }

    fn parse_dense_array(
        p: &mut Parser<'a>,
        width: u32,
        may_skip: bool,
    ) -> ParseResult<Option<Attribute>> {
        if p.kind() != TokenKind::LSquare {
            if may_skip {
                return Ok(None);
            }
            return Err(p.error_wrong_token("expected '['"));
        }
        let mut values: SmallVec<[i64; 8]> = SmallVec::new();
        p.parse_delimited_list(TokenKind::LSquare, TokenKind::RSquare, "array", |p| {
            values.push(p.parse_i64()?);
            Ok(())
        })?;
        let ctx = p.ctx;
        Ok(Some(if width == 32 {
            let narrowed: SmallVec<[i32; 8]> = values.iter().map(|v| *v as i32).collect();
            Attribute::dense_i32_array(ctx, &narrowed)
        } else {
            Attribute::dense_i64_array(ctx, &values)
        }))
    }

    fn slot_for(&self, e: &Elem) -> CustomSlot<'a> {
        match e {
            Elem::Operand(_) | Elem::Operands => CustomSlot::Operands(Vec::new()),
            Elem::Attr(_) => CustomSlot::Attr(None),
            Elem::Type(_) => CustomSlot::Types(Vec::new()),
            Elem::Region(_) | Elem::Regions => CustomSlot::Regions(Vec::new()),
            Elem::Successor(_) | Elem::Successors => CustomSlot::Successors(Vec::new()),
            Elem::Ref(inner) => CustomSlot::Ref(match &**inner {
                Elem::Attr(i) => CustomValue::Attr(self.attrs[*i]),
                Elem::Type(TypeRef::Operand(i)) => CustomValue::Types(
                    self.types(self.operand_types[*i])
                        .unwrap_or_default()
                        .to_vec(),
                ),
                Elem::Type(TypeRef::Result(i)) => CustomValue::Types(
                    self.types(self.result_types[*i])
                        .unwrap_or_default()
                        .to_vec(),
                ),
                Elem::Region(i) => CustomValue::Regions(self.regions[*i].to_vec()),
                Elem::Successor(i) => CustomValue::Successors(self.successors[*i].to_vec()),
                _ => CustomValue::Attr(None),
            }),
            _ => CustomSlot::Attr(None),
        }
    }

    fn store_slot(&mut self, e: &Elem, slot: CustomSlot<'a>) {
        match (e, slot) {
            (Elem::Operand(i), CustomSlot::Operands(v)) => {
                self.operands[*i] = self.push_operands(&v);
            }
            (Elem::Operands, CustomSlot::Operands(v)) => {
                self.all_operands = Some(self.push_operands(&v));
            }
            (Elem::Attr(i), CustomSlot::Attr(a)) => self.attrs[*i] = a,
            (Elem::Type(r), CustomSlot::Types(t)) => {
                let span = self.push_types(&t);
                self.set_types(r, span);
            }
            (Elem::Region(i), CustomSlot::Regions(r)) => self.regions[*i] = r.into(),
            (Elem::Regions, CustomSlot::Regions(r)) => self.all_regions = Some(r.into()),
            (Elem::Successor(i), CustomSlot::Successors(s)) => self.successors[*i] = s.into(),
            (Elem::Successors, CustomSlot::Successors(s)) => self.all_successors = Some(s.into()),
            _ => {}
        }
    }

    fn finish(
        &mut self,
        p: &mut Parser<'a>,
        ods: &OdsOp,
        state: &mut OperationState,
        start: SourcePos,
    ) -> ParseResult<()> {
        let ctx = p.ctx;
        let spec = &ods.spec;
        if let Some(all) = self.all_operands.take() {
            let Some(ranges) = split_groups(&spec.operands, all.len as usize, None) else {
                return Err(p.error_at_loc(
                    p.location_at(start),
                    "operand count does not match the operation's operand groups",
                ));
            };
            for (i, r) in ranges.into_iter().enumerate() {
                self.operands[i] = all.sub(r);
            }
        }
        if let Some(all) = self.all_operand_types.take() {
            let mut start_idx = 0;
            let count = all.len as usize;
            for (i, group) in self.operands.iter().enumerate() {
                let end = (start_idx + group.len as usize).min(count);
                self.operand_types[i] = Some(all.sub(start_idx..end));
                start_idx = end;
            }
        }
        if let Some(all) = self.all_result_types.take() {
            if let Some(ranges) = split_groups(&spec.results, all.len as usize, None) {
                for (i, r) in ranges.into_iter().enumerate() {
                    self.result_types[i] = Some(all.sub(r));
                }
            } else {
                return Err(p.error_at_loc(
                    p.location_at(start),
                    "result type count does not match the operation's results",
                ));
            }
        }
        self.infer_types(p, ods, state.loc)?;

        // Operands.
        let mut segment_sizes: SmallVec<[i32; 4]> = SmallVec::new();
        for (i, group) in self.operands.iter().enumerate() {
            let group = &self.operand_list[group.range()];
            let types = self.types(self.operand_types[i]).unwrap_or_default();
            if group.len() != types.len() {
                let at = group.first().map_or(start, |o| o.pos);
                return Err(p.error_at_loc(
                    p.location_at(at),
                    format!(
                        "custom op '{}' number of operands and types do not match: got {} operands and {} types",
                        spec.name,
                        group.len(),
                        types.len()
                    ),
                ));
            }
            p.resolve_operands_at(group, types, start, &mut state.operands)?;
            segment_sizes.push(group.len() as i32);
        }
        // Results.
        let mut result_sizes: SmallVec<[i32; 2]> = SmallVec::new();
        for (i, r) in spec.results.iter().enumerate() {
            let types = match self.types(self.result_types[i]) {
                Some(t) => t,
                None if r.arity == Arity::Single => {
                    return Err(p.error_at_loc(
                        p.location_at(start),
                        format!("failed to infer the type of result '{}'", r.name),
                    ));
                }
                None => &[],
            };
            result_sizes.push(types.len() as i32);
            state.result_types.extend_from_slice(types);
        }
        // Attributes.
        let mut props = std::mem::take(&mut self.props);
        for (i, a) in self.attrs.iter().enumerate() {
            if let Some(value) = a {
                props.push(NamedAttr {
                    name: Ident::new(ctx, spec.attrs[i].name),
                    value: *value,
                });
            }
        }
        if spec.needs_operand_segments() {
            props.push(NamedAttr {
                name: Ident::new(ctx, "operandSegmentSizes"),
                value: Attribute::dense_i32_array(ctx, &segment_sizes),
            });
        }
        if spec.needs_result_segments() {
            props.push(NamedAttr {
                name: Ident::new(ctx, "resultSegmentSizes"),
                value: Attribute::dense_i32_array(ctx, &result_sizes),
            });
        }
        state.props = Some(Attribute::dictionary(ctx, &mut props));
        if !self.dict.is_empty() {
            state.attrs = Some(Attribute::dictionary(ctx, &mut self.dict));
        }
        // Regions and successors.
        let regions: SmallVec<[RegionId; 2]> = match self.all_regions.take() {
            Some(all) => SmallVec::from_slice(&all),
            None => self.regions.iter().flatten().copied().collect(),
        };
        if let Some(term) = spec.implicit_terminator {
            for &r in &regions {
                ensure_terminator(p, r, term, state.loc);
            }
        }
        if !regions.is_empty() {
            state.regions = StateRegions::Local(regions);
        }
        let succs: SmallVec<[BlockId; 2]> = match self.all_successors.take() {
            Some(all) => SmallVec::from_slice(&all),
            None => self.successors.iter().flatten().copied().collect(),
        };
        state.successors = succs;
        Ok(())
    }

    /// Fills in operand and result types not spelled in the syntax.
    /// How many operand and result groups have their types.
    fn filled_types(&self) -> usize {
        self.operand_types
            .iter()
            .chain(self.result_types.iter())
            .filter(|t| t.is_some())
            .count()
    }

    fn infer_types(
        &mut self,
        p: &mut Parser<'a>,
        ods: &OdsOp,
        op_loc: strata_ir::location::Location,
    ) -> ParseResult<()> {
        let ctx = p.ctx;
        let spec = &ods.spec;
        for _ in 0..3 {
            // Each round only fills slots still empty, from the ones filled:
            // once all are filled, or a round filled none, the rest would
            // change nothing.
            let before = self.filled_types();
            if before == self.operand_types.len() + self.result_types.len() {
                break;
            }
            let known = self
                .operand_types
                .iter()
                .chain(self.result_types.iter())
                .find_map(|t| self.first_type(*t));
            for i in 0..spec.operands.len() {
                if self.operand_types[i].is_some() {
                    continue;
                }
                let count = self.operands[i].len as usize;
                let o = &spec.operands[i];
                let t = if let Some(build) = o.constraint.buildable {
                    Some(build(ctx))
                } else if spec
                    .traits
                    .contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
                {
                    known
                } else if spec.traits.contains(OpTraits::SAME_TYPE_OPERANDS) {
                    self.operand_types.iter().find_map(|t| self.first_type(*t))
                } else {
                    self.matched_type(ctx, spec, o.name)
                };
                if let Some(t) = t {
                    let count = self.repeat_count(ctx, spec, o.name).unwrap_or(count);
                    let start = self.type_list.len();
                    self.type_list.extend(std::iter::repeat_n(t, count));
                    self.operand_types[i] = Some(self.span_from(start));
                }
            }
            for i in 0..spec.results.len() {
                if self.result_types[i].is_some() {
                    continue;
                }
                let r = &spec.results[i];
                let t = if let Some(build) = r.constraint.buildable {
                    Some(build(ctx))
                } else if spec
                    .traits
                    .contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
                {
                    known
                } else {
                    self.matched_type(ctx, spec, r.name)
                };
                if let Some(t) = t
                    && r.arity == Arity::Single
                {
                    self.result_types[i] = Some(self.push_types(&[t]));
                }
            }
            if self.filled_types() == before {
                break;
            }
        }
        if self.result_types.iter().any(|t| t.is_none())
            && let Some(infer) = spec.infer_result_types
        {
            // As upstream's generated parsers do before deriving result
            // types, check the operand types the inference reads.
            for (o, types) in spec.operands.iter().zip(&self.operand_types) {
                if let Some(t) = self
                    .types(*types)
                    .unwrap_or_default()
                    .iter()
                    .find(|t| !(o.constraint.check)(ctx, **t))
                {
                    return Err(p.error_at_loc(
                        op_loc,
                        format!(
                            "custom op '{}' '{}' must be {}, but got '{}'",
                            spec.name,
                            o.name,
                            o.constraint.description,
                            strata_asm::type_to_string(ctx, *t)
                        ),
                    ));
                }
            }
            let operand_types: SmallVec<[Type; 4]> = self
                .operand_types
                .iter()
                .flat_map(|t| self.types(*t).unwrap_or_default())
                .copied()
                .collect();
            let attrs: SmallVec<[(Ident, Attribute); 4]> = spec
                .attrs
                .iter()
                .zip(self.attrs.iter())
                .filter_map(|(s, a)| a.map(|a| (Ident::new(ctx, s.name), a)))
                .collect();
            let inferred =
                infer(ctx, &operand_types, &attrs).map_err(|m| p.error_at_loc(op_loc, m))?;
            if let Some(ranges) = split_groups(&spec.results, inferred.len(), None) {
                let all = self.push_types(&inferred);
                for (i, r) in ranges.into_iter().enumerate() {
                    self.result_types[i] = Some(all.sub(r));
                }
            }
        }
        Ok(())
    }

    fn matched_type(
        &self,
        ctx: &strata_ir::context::Context,
        spec: &OpSpec,
        name: &str,
    ) -> Option<Type> {
        if let Some(t) = self.transformed_type(ctx, spec, name) {
            return Some(t);
        }
        for group in spec.all_types_match.iter().filter(|g| g.contains(&name)) {
            for n in group {
                let t = self.first_type_of(spec, n);
                if t.is_some() {
                    return t;
                }
            }
        }
        None
    }
}

impl ParseState<'_> {
    /// How many types a `TypesMatchWith` relation with a repeat count
    /// gives the variadic group `name` (upstream's transforms that build a
    /// type list, like `tensor.from_elements`'s).
    fn repeat_count(
        &self,
        ctx: &strata_ir::context::Context,
        spec: &OpSpec,
        name: &str,
    ) -> Option<usize> {
        spec.types_match_with
            .iter()
            .filter(|r| r.to == name)
            .find_map(|r| {
                let from = self.first_type_of(spec, r.from)?;
                (r.repeat?)(ctx, from)
            })
    }

    /// The type of `name` derived through a `TypesMatchWith` relation from a
    /// known type.
    fn transformed_type(
        &self,
        ctx: &strata_ir::context::Context,
        spec: &OpSpec,
        name: &str,
    ) -> Option<Type> {
        spec.types_match_with
            .iter()
            .filter(|r| r.to == name)
            .find_map(|r| {
                let from = self.first_type_of(spec, r.from)?;
                (r.transform)(ctx, from)
            })
    }
}

impl<'a> ParseState<'a> {
    /// Parses the operands of a group into the flat operand list and
    /// returns their span.
    fn parse_operand_group(&mut self, p: &mut Parser<'a>, arity: Arity) -> ParseResult<Span> {
        let start = self.operand_list.len();
        match arity {
            Arity::Single => {
                let o = p.parse_operand()?;
                self.operand_list.push(o);
            }
            Arity::Optional => {
                if let Some(o) = p.parse_optional_operand()? {
                    self.operand_list.push(o);
                }
            }
            Arity::Variadic => {
                if let Some(first) = p.parse_optional_operand()? {
                    self.operand_list.push(first);
                    while p.kind() == TokenKind::Comma
                        && p.peek_next().kind == TokenKind::PercentIdent
                    {
                        p.bump();
                        let o = p.parse_operand()?;
                        self.operand_list.push(o);
                    }
                }
            }
        }
        Ok(Span {
            start: start as u32,
            len: (self.operand_list.len() - start) as u32,
        })
    }
}

/// Appends a `terminator` op (no operands) to the entry block of `region`
/// (creating the block for an empty region) unless the block already ends
/// with a registered terminator (the implicit-terminator rule of custom
/// syntax).
pub fn ensure_terminator(p: &mut Parser<'_>, region: RegionId, terminator: &str, loc: Location) {
    let ctx = p.ctx;
    let name = OperationName::new(ctx, terminator);
    let body = p.body_mut();
    let block = match body.entry_block(region) {
        Some(b) => b,
        None => {
            let b = body.create_block();
            body.append_block(region, b);
            b
        }
    };
    if body.last_op(block).is_some_and(|op| {
        body.op_name(op)
            .def(ctx)
            .is_some_and(|d| d.has(OpTraits::TERMINATOR))
    }) {
        return;
    }
    let mut state = OperationState::new(name, loc);
    let def = name.def(ctx);
    if let Some(def) = def
        && !def.inherent_attrs.is_empty()
    {
        state.props = Some(Attribute::empty_dictionary(ctx));
    }
    // A terminator declaring regions (like `scf.forall.in_parallel`) gets
    // each of them with an empty entry block, as its builder would.
    let num_regions = def
        .and_then(crate::ods_op)
        .map_or(0, |s| s.spec.regions.iter().filter(|r| !r.variadic).count());
    if num_regions > 0 {
        let regions: SmallVec<[RegionId; 2]> = (0..num_regions)
            .map(|_| {
                let r = body.create_region();
                let b = body.create_block();
                body.append_block(r, b);
                r
            })
            .collect();
        state.regions = StateRegions::Local(regions);
    }
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
}
