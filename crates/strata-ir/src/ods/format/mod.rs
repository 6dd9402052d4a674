//! The assembly-format engine: an ODS format string (`$lhs `,` $rhs
//! attr-dict `:` type($result)`) compiled once at registration and
//! interpreted both to parse and to print the custom form.

mod custom;
mod parse;
mod print;
mod syntax;

pub use custom::{CustomDirective, CustomSlot, CustomValue, builtin_directive};
pub use parse::{ensure_terminator, parse_op};
pub use print::print_op;

use super::spec::OpSpec;
use crate::dialect::OpTraits;

/// What a type directive refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeRef {
    /// An operand group.
    Operand(usize),
    /// A result group.
    Result(usize),
    /// All operands.
    Operands,
    /// All results.
    Results,
}

/// One element of a compiled format.
#[derive(Clone, Debug)]
pub enum Elem {
    /// A keyword or punctuation literal.
    Literal(String),
    /// `` ` ` ``: an explicit space.
    Space,
    /// `` `` ``: no space before the next element.
    NoSpace,
    /// `` `\n` ``: a newline.
    Newline,
    /// `$operand`.
    Operand(usize),
    /// `$attr`.
    Attr(usize),
    /// `$region`.
    Region(usize),
    /// `$successor`.
    Successor(usize),
    /// `operands`: all operands.
    Operands,
    /// `regions`: all regions.
    Regions,
    /// `successors`: all successors.
    Successors,
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict { keyword: bool },
    /// `prop-dict`.
    PropDict,
    /// `type(...)`, possibly `qualified`.
    Type(TypeRef),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeRef, TypeRef),
    /// `custom<Name>(args)`.
    Custom {
        directive: CustomDirective,
        args: Vec<Elem>,
    },
    /// `ref(...)` inside custom directive arguments.
    Ref(Box<Elem>),
    /// `( ... )?` with an anchor, and an optional else group.
    Optional {
        then: Vec<Elem>,
        anchor: Box<Elem>,
        otherwise: Vec<Elem>,
    },
}

/// A compiled assembly format.
#[derive(Clone, Debug)]
pub struct Format {
    /// The top-level elements.
    pub elems: Vec<Elem>,
    /// Attributes written explicitly (elided from `attr-dict`).
    pub used_attrs: Vec<usize>,
    /// For each operand group, a type directive that spells its types.
    pub operand_types_given: Vec<bool>,
    /// For each result group, a type directive that spells its types.
    pub result_types_given: Vec<bool>,
    /// True if the format has `attr-dict`.
    pub has_attr_dict: bool,
}

fn visit<'e>(elems: &'e [Elem], f: &mut impl FnMut(&'e Elem)) {
    for e in elems {
        f(e);
        match e {
            Elem::Optional {
                then, otherwise, ..
            } => {
                visit(then, f);
                visit(otherwise, f);
            }
            Elem::Custom { args, .. } => visit(args, f),
            Elem::Ref(inner) => visit(std::slice::from_ref(&**inner), f),
            _ => {}
        }
    }
}

impl Format {
    /// Parses and validates `text` against `spec`.
    pub fn compile(spec: &OpSpec, text: &str) -> Result<Format, String> {
        let elems = syntax::parse_format(spec, text)?;
        let mut used_attrs = Vec::new();
        let mut operands_seen = vec![false; spec.operands.len()];
        let mut regions_seen = vec![false; spec.regions.len()];
        let mut successors_seen = vec![false; spec.successors.len()];
        let mut operand_types_given = vec![false; spec.operands.len()];
        let mut result_types_given = vec![false; spec.results.len()];
        let mut has_attr_dict = false;
        let mark_types = |r: &TypeRef, ot: &mut Vec<bool>, rt: &mut Vec<bool>| match r {
            TypeRef::Operand(i) => ot[*i] = true,
            TypeRef::Result(i) => rt[*i] = true,
            TypeRef::Operands => ot.iter_mut().for_each(|b| *b = true),
            TypeRef::Results => rt.iter_mut().for_each(|b| *b = true),
        };
        visit(&elems, &mut |e| match e {
            Elem::Operand(i) => operands_seen[*i] = true,
            Elem::Operands => operands_seen.iter_mut().for_each(|b| *b = true),
            Elem::Attr(i) => used_attrs.push(*i),
            Elem::Region(i) => regions_seen[*i] = true,
            Elem::Regions => regions_seen.iter_mut().for_each(|b| *b = true),
            Elem::Successor(i) => successors_seen[*i] = true,
            Elem::Successors => successors_seen.iter_mut().for_each(|b| *b = true),
            Elem::AttrDict { .. } | Elem::PropDict => has_attr_dict = true,
            Elem::Type(r) => mark_types(r, &mut operand_types_given, &mut result_types_given),
            Elem::FunctionalType(a, b) => {
                mark_types(a, &mut operand_types_given, &mut result_types_given);
                mark_types(b, &mut operand_types_given, &mut result_types_given);
            }
            _ => {}
        });
        if !has_attr_dict {
            return Err("'attr-dict' directive not found".into());
        }
        if let Some(i) = operands_seen.iter().position(|s| !s) {
            return Err(format!(
                "operand #{i}, named '{}', not found",
                spec.operands[i].name
            ));
        }
        if let Some(i) = regions_seen.iter().position(|s| !s) {
            return Err(format!(
                "region #{i}, named '{}', not found",
                spec.regions[i].name
            ));
        }
        if let Some(i) = successors_seen.iter().position(|s| !s) {
            return Err(format!(
                "successor #{i}, named '{}', not found",
                spec.successors[i].name
            ));
        }
        let format = Format {
            elems,
            used_attrs,
            operand_types_given,
            result_types_given,
            has_attr_dict,
        };
        for i in 0..spec.operands.len() {
            if !format.operand_type_resolvable(spec, i) {
                return Err(format!(
                    "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                    spec.operands[i].name
                ));
            }
        }
        for i in 0..spec.results.len() {
            if !format.result_type_resolvable(spec, i) {
                return Err(format!(
                    "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                    spec.results[i].name
                ));
            }
        }
        Ok(format)
    }

    fn any_type_given(&self) -> bool {
        self.operand_types_given
            .iter()
            .chain(self.result_types_given.iter())
            .any(|b| *b)
    }

    fn matched_given(&self, spec: &OpSpec, name: &str) -> bool {
        let given = |n: &str| {
            spec.operand_index(n)
                .is_some_and(|i| self.operand_types_given[i])
                || spec
                    .result_index(n)
                    .is_some_and(|i| self.result_types_given[i])
        };
        if spec
            .types_match_with
            .iter()
            .any(|r| r.to == name && given(r.from))
        {
            return true;
        }
        spec.all_types_match
            .iter()
            .filter(|g| g.contains(&name))
            .any(|g| {
                g.iter().any(|n| {
                    spec.operand_index(n)
                        .is_some_and(|i| self.operand_types_given[i])
                        || spec
                            .result_index(n)
                            .is_some_and(|i| self.result_types_given[i])
                })
            })
    }

    fn operand_type_resolvable(&self, spec: &OpSpec, i: usize) -> bool {
        let o = &spec.operands[i];
        self.operand_types_given[i]
            || o.constraint.buildable.is_some()
            || spec
                .traits
                .contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
                && self.any_type_given()
            || spec.traits.contains(OpTraits::SAME_TYPE_OPERANDS)
                && self.operand_types_given.iter().any(|b| *b)
            || self.matched_given(spec, o.name)
    }

    fn result_type_resolvable(&self, spec: &OpSpec, i: usize) -> bool {
        let r = &spec.results[i];
        self.result_types_given[i]
            || r.constraint.buildable.is_some()
            || spec.infer_result_types.is_some()
            || spec
                .traits
                .contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
                && self.any_type_given()
            || self.matched_given(spec, r.name)
    }
}
