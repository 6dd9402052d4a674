//! Printing operations from their compiled assembly format.

use std::ops::Range;

use smallvec::SmallVec;

use strata_asm::Printer;
use strata_ir::attributes::Attribute;
use strata_ir::dialect::{OpDef, OpTraits};
use strata_ir::ir::{OpId, Value};
use strata_ir::types::Type;

use super::super::accessors::{Groups, operand_groups, result_groups};
use super::super::constraints::AttrSyntax;
use super::super::spec::OdsOp;
use super::{CustomValue, Elem, Format, TypeRef};

/// Spacing state between printed elements, as upstream's generated printers keep it.
struct Spacing {
    emit_space: bool,
    last_was_punctuation: bool,
}

fn space_before_literal(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        return !">)}],".contains(first);
    }
    !"<>(){}[],".contains(first)
}

struct OpPrinter<'p, 'a, 'd> {
    p: &'p mut Printer<'a>,
    ods: &'d OdsOp,
    format: &'d Format,
    op: OpId,
    /// The operand positions of each operand group.
    operands: Groups,
    /// The result positions of each result group.
    results: Groups,
    space: Spacing,
}

/// Prints the custom form of `op` (after its name) from its format.
pub fn print_op(def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let Some(ods) = crate::ods_op(def) else {
        return;
    };
    let Some(format) = ods.format.as_ref() else {
        return;
    };
    let ctx = p.ctx;
    let body = p.body();
    let operands = operand_groups(ctx, body, op, ods).unwrap_or_default();
    let results = result_groups(ctx, body, op, ods).unwrap_or_default();
    let mut printer = OpPrinter {
        p,
        ods,
        format,
        op,
        operands,
        results,
        space: Spacing {
            emit_space: true,
            last_was_punctuation: false,
        },
    };
    printer.print_elems(&format.elems);
}

impl<'a> OpPrinter<'_, 'a, '_> {
    fn print_elems(&mut self, elems: &[Elem]) {
        for e in elems {
            self.print_elem(e);
        }
    }

    fn attr(&self, i: usize) -> Option<Attribute> {
        let name = self.ods.spec.attrs[i].name;
        self.p.body().attr(self.p.ctx, self.op, name)
    }

    fn before_element(&mut self) {
        if self.space.emit_space || !self.space.last_was_punctuation {
            self.p.write(" ");
        }
        self.space.last_was_punctuation = false;
        self.space.emit_space = true;
    }

    /// The values of operand group `i`.
    fn operand_group(&self, i: usize) -> impl Iterator<Item = Value> + use<'a> {
        let (body, op) = (self.p.body(), self.op);
        self.operands[i].clone().map(move |k| body.operand(op, k))
    }

    fn types_of(&self, r: &TypeRef) -> SmallVec<[Type; 4]> {
        let body = self.p.body();
        match r {
            TypeRef::Operand(i) => self.operand_group(*i).map(|v| body.value_type(v)).collect(),
            TypeRef::Result(i) => self.results[*i]
                .clone()
                .map(|k| body.value_type(body.result(self.op, k)))
                .collect(),
            TypeRef::Operands => body.operands(self.op).map(|v| body.value_type(v)).collect(),
            TypeRef::Results => body.results(self.op).map(|v| body.value_type(v)).collect(),
        }
    }

    fn is_anchor_present(&mut self, anchor: &Elem) -> bool {
        let body = self.p.body();
        match anchor {
            Elem::Operand(i) => !self.operands[*i].is_empty(),
            Elem::Operands => body.num_operands(self.op) > 0,
            Elem::Attr(i) => {
                let spec = &self.ods.spec.attrs[*i];
                match (self.attr(*i), spec.default) {
                    (None, _) => false,
                    (Some(a), Some(d)) => a != self.p.default_attr(d),
                    (Some(_), None) => true,
                }
            }
            Elem::Region(i) if self.ods.spec.regions[*i].variadic => {
                !self.region_range(*i).is_empty()
            }
            Elem::Region(i) => {
                let (rbody, regions) = body.op_regions(self.op);
                regions.get(*i).is_some_and(|r| !rbody.region_is_empty(*r))
            }
            Elem::Successor(_) => !body.successors(self.op).is_empty(),
            Elem::Type(r) => !self.types_of(r).is_empty(),
            // A custom directive is present when any of its arguments is.
            Elem::Custom { args, .. } => args.iter().any(|a| self.is_anchor_present(a)),
            _ => true,
        }
    }

    fn print_attr(&mut self, i: usize, attr: Attribute) {
        let ctx = self.p.ctx;
        match self.ods.spec.attrs[i].constraint.syntax {
            AttrSyntax::Full => self.p.print_attribute(attr),
            AttrSyntax::WithoutType(_) => self.p.print_attribute_without_type(attr),
            AttrSyntax::Enum(e) => e.print_in_op(self.p, attr),
            AttrSyntax::Type => {
                if let Some(t) = attr.type_value(ctx) {
                    self.p.print_type(t);
                }
            }
            AttrSyntax::SymbolName => {
                let name = attr.str_value(ctx).unwrap_or("").to_string();
                self.p.print_symbol_name(&name);
            }
            AttrSyntax::SymbolRef => self.p.print_attribute(attr),
            AttrSyntax::Unit => {}
            AttrSyntax::String => self.p.print_attribute(attr),
            AttrSyntax::DenseArray(width) => {
                let values: Vec<String> = if width == 32 {
                    super::super::dense_i32_values(ctx, attr)
                        .unwrap_or_default()
                        .iter()
                        .map(|v| v.to_string())
                        .collect()
                } else {
                    super::super::dense_i64_values(ctx, attr)
                        .unwrap_or_default()
                        .iter()
                        .map(|v| v.to_string())
                        .collect()
                };
                self.p.write("[");
                self.p.write(&values.join(", "));
                self.p.write("]");
            }
        }
    }

    /// The positions of the regions of declared region `i` (the only
    /// variadic region is the last one, as ODS requires).
    fn region_range(&self, i: usize) -> Range<usize> {
        let n = self.p.body().num_regions(self.op);
        if self.ods.spec.regions.get(i).is_some_and(|r| r.variadic) {
            i.min(n)..n
        } else {
            i..(i + 1).min(n)
        }
    }

    fn print_region(&mut self, i: usize) {
        let spec = &self.ods.spec;
        let body = self.p.body();
        let mut print_terminators = true;
        if spec
            .traits
            .contains(OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
        {
            let (rbody, regions) = body.op_regions(self.op);
            if let Some(term) = regions
                .get(i)
                .and_then(|r| rbody.entry_block(*r))
                .and_then(|b| rbody.last_op(b))
            {
                let ctx = self.p.ctx;
                let has_attrs = rbody
                    .op_props(term)
                    .is_some_and(|a| !a.dict_entries(ctx).is_empty())
                    || !rbody.op_attrs(term).dict_entries(ctx).is_empty();
                print_terminators =
                    has_attrs || rbody.num_operands(term) != 0 || rbody.num_results(term) != 0;
            }
        }
        self.p
            .print_op_region(self.op, i, true, print_terminators, false);
    }

    fn custom_value(&self, e: &Elem) -> CustomValue {
        let body = self.p.body();
        match e {
            Elem::Operand(i) => CustomValue::Operands(self.operand_group(*i).collect()),
            Elem::Operands => CustomValue::Operands(body.operands(self.op).collect()),
            Elem::Attr(i) => CustomValue::Attr(self.attr(*i)),
            Elem::Type(r) => CustomValue::Types(self.types_of(r).to_vec()),
            Elem::Region(i) => {
                let (_, regions) = body.op_regions(self.op);
                CustomValue::Regions(
                    regions
                        .get(self.region_range(*i))
                        .unwrap_or_default()
                        .to_vec(),
                )
            }
            Elem::Successor(i) => CustomValue::Successors(
                body.successors(self.op)
                    .get(*i)
                    .copied()
                    .into_iter()
                    .collect(),
            ),
            Elem::Ref(inner) => self.custom_value(inner),
            _ => CustomValue::Attr(None),
        }
    }

    /// Whether the operation has any attribute or property to print in a
    /// dictionary (before elision).
    fn has_attrs(&self) -> bool {
        let ctx = self.p.ctx;
        let body = self.p.body();
        body.op_props(self.op)
            .is_some_and(|props| !props.dict_entries(ctx).is_empty())
            || !body.op_attrs(self.op).dict_entries(ctx).is_empty()
    }

    fn elided_attrs(&mut self) -> SmallVec<[&'static str; 8]> {
        let spec = &self.ods.spec;
        let mut elided: SmallVec<[&'static str; 8]> = self
            .format
            .used_attrs
            .iter()
            .map(|i| spec.attrs[*i].name)
            .collect();
        elided.push("operandSegmentSizes");
        elided.push("resultSegmentSizes");
        for (i, a) in spec.attrs.iter().enumerate() {
            if let Some(d) = a.default
                && !self.format.used_attrs.contains(&i)
                && let Some(value) = self.attr(i)
                && value == self.p.default_attr(d)
            {
                elided.push(a.name);
            }
        }
        elided
    }

    fn print_elem(&mut self, e: &Elem) {
        match e {
            Elem::Literal(l) => {
                if self.space.emit_space && space_before_literal(l, self.space.last_was_punctuation)
                {
                    self.p.write(" ");
                }
                self.p.write(l);
                let first = l.chars().next().unwrap_or(' ');
                self.space.emit_space = l.len() != 1 || !"<({[".contains(first);
                self.space.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
            }
            Elem::Space => {
                self.p.write(" ");
                self.space.emit_space = false;
                self.space.last_was_punctuation = false;
            }
            Elem::NoSpace => {
                self.space.emit_space = false;
                self.space.last_was_punctuation = true;
            }
            Elem::Newline => {
                self.p.newline();
                self.space.emit_space = false;
                self.space.last_was_punctuation = true;
            }
            Elem::AttrDict { .. } if !self.has_attrs() => {
                self.space.last_was_punctuation = false;
            }
            Elem::AttrDict { keyword } => {
                let elided = self.elided_attrs();
                if *keyword {
                    self.p
                        .print_optional_attr_dict_with_keyword(self.op, &elided);
                } else {
                    self.p.print_optional_attr_dict(self.op, &elided);
                }
                self.space.last_was_punctuation = false;
            }
            Elem::PropDict => {
                let ctx = self.p.ctx;
                if let Some(props) = self.p.body().op_props(self.op)
                    && !props.dict_entries(ctx).is_empty()
                {
                    self.p.write(" <");
                    self.p.print_attribute(props);
                    self.p.write(">");
                }
                self.space.last_was_punctuation = false;
            }
            Elem::Optional {
                then,
                anchor,
                otherwise,
            } => {
                if self.is_anchor_present(anchor) {
                    self.print_elems(then);
                } else {
                    self.print_elems(otherwise);
                }
            }
            Elem::Attr(i)
                if matches!(self.ods.spec.attrs[*i].constraint.syntax, AttrSyntax::Unit) => {}
            Elem::Attr(i) => {
                if let Some(attr) = self.attr(*i) {
                    self.before_element();
                    self.print_attr(*i, attr);
                }
            }
            _ => {
                self.before_element();
                self.print_value_elem(e);
            }
        }
    }

    /// Prints the types `r` refers to, separated by `, ` (as
    /// [`Printer::print_type_list`], without collecting them first).
    fn print_types(&mut self, r: &TypeRef) {
        let body = self.p.body();
        let op = self.op;
        let (results, range) = match r {
            TypeRef::Operand(i) => (false, self.operands[*i].clone()),
            TypeRef::Result(i) => (true, self.results[*i].clone()),
            TypeRef::Operands => (false, 0..body.num_operands(op)),
            TypeRef::Results => (true, 0..body.num_results(op)),
        };
        for (n, k) in range.enumerate() {
            if n > 0 {
                self.p.write(", ");
            }
            let value = if results {
                body.result(op, k)
            } else {
                body.operand(op, k)
            };
            self.p.print_type(body.value_type(value));
        }
    }

    fn print_value_elem(&mut self, e: &Elem) {
        // Value and block names visit no attribute or type: nothing to
        // collect aliases from.
        if self.p.is_collecting()
            && matches!(
                e,
                Elem::Operand(_) | Elem::Operands | Elem::Successor(_) | Elem::Successors
            )
        {
            return;
        }
        match e {
            Elem::Operand(i) => {
                let values = self.operand_group(*i);
                self.p.print_operands(values);
            }
            Elem::Operands => {
                let values = self.p.body().operands(self.op);
                self.p.print_operands(values);
            }
            Elem::Region(i) => {
                for (k, r) in self.region_range(*i).enumerate() {
                    if k > 0 {
                        self.p.write(", ");
                    }
                    self.print_region(r);
                }
            }
            Elem::Regions => {
                let n = self.p.body().num_regions(self.op);
                for i in 0..n {
                    if i > 0 {
                        self.p.write(", ");
                    }
                    self.print_region(i);
                }
            }
            Elem::Successor(i) => {
                if let Some(b) = self.p.body().successors(self.op).get(*i).copied() {
                    self.p.print_block_name(b);
                }
            }
            Elem::Successors => {
                let succs: SmallVec<[_; 2]> =
                    SmallVec::from_slice(self.p.body().successors(self.op));
                for (i, b) in succs.into_iter().enumerate() {
                    if i > 0 {
                        self.p.write(", ");
                    }
                    self.p.print_block_name(b);
                }
            }
            Elem::Type(r) => self.print_types(r),
            Elem::FunctionalType(a, b) => {
                let inputs = self.types_of(a);
                let results = self.types_of(b);
                self.p.print_functional_type(&inputs, &results);
            }
            Elem::Custom { directive, args } => {
                let values: Vec<CustomValue> = args.iter().map(|a| self.custom_value(a)).collect();
                (directive.print)(self.p, &values);
            }
            _ => {}
        }
    }
}
