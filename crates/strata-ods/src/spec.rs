//! The declarative description of an operation (the role ODS plays upstream).

use std::sync::Arc;

use strata_asm::{AssemblyHooks, NameHook, NameHooks, OpAsmOpInterface, OpAssemblyInterface};
use strata_asm::{ParseHook, PrintHook, PropertiesConversionInterface};
use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::dialect::{FoldHook, OpDef, OpTraits, VerifyHook};
use strata_ir::interfaces::InferTypesHook;
use strata_ir::interfaces::{
    BranchHooks, BranchOpInterface, CallOpInterface, CallableOpInterface,
    DefaultPropertiesInterface, FoldOpInterface, InferTypeOpInterface, InterfaceMap,
    OpVerifierInterface, RegionVerifierInterface,
};
use strata_ir::symbol_table::SymbolUserOpInterface;
use strata_rewrite::{CanonicalizationInterface, PatternsHook};

use crate::trait_fold::{FOLDING_TRAITS, TraitFold};

use super::constraints::{AttrConstraint, TypeConstraint};
use super::format::Format;

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// A named operand or result group.
#[derive(Clone, Debug)]
pub struct ValueSpec {
    /// The name (`$lhs` in formats).
    pub name: &'static str,
    /// How many values.
    pub arity: Arity,
    /// What types are allowed.
    pub constraint: TypeConstraint,
    /// For a variadic of variadic group (`VariadicOfVariadic`), the dense
    /// i32 array attribute that splits it into sub-groups.
    pub segments: Option<&'static str>,
}

/// A named inherent attribute.
#[derive(Clone, Debug)]
pub struct AttrSpec {
    /// The name.
    pub name: &'static str,
    /// What values are allowed and how they are written.
    pub constraint: AttrConstraint,
    /// True if the attribute may be absent.
    pub optional: bool,
    /// The value used when absent (default-valued attributes are always materialized).
    pub default: Option<fn(&Context) -> Attribute>,
}

/// A named region.
#[derive(Clone, Debug)]
pub struct RegionSpec {
    /// The name.
    pub name: &'static str,
    /// True for a variadic list of regions.
    pub variadic: bool,
    /// Maximum number of blocks (`SizedRegion<1>` is `Some(1)`).
    pub max_blocks: Option<u32>,
    /// Minimum number of blocks.
    pub min_blocks: u32,
}

/// A named successor.
#[derive(Clone, Debug)]
pub struct SuccessorSpec {
    /// The name.
    pub name: &'static str,
    /// True for a variadic list of successors.
    pub variadic: bool,
}

/// `TypesMatchWith`: the type of `to` (each of its values, if variadic) is
/// `transform` applied to the type of `from`. Verified with
/// "failed to verify that {summary}", and used by the format engine to
/// infer `to`'s type when the syntax does not spell it.
#[derive(Clone, Copy, Debug)]
pub struct TypesMatchWith {
    /// The operand or result whose type is known.
    pub from: &'static str,
    /// The operand or result whose type follows.
    pub to: &'static str,
    /// Computes `to`'s type from `from`'s (`None` if `from`'s type is unfit).
    pub transform: fn(&Context, Type) -> Option<Type>,
    /// The predicate's summary, as upstream prints it.
    pub summary: &'static str,
    /// For a variadic `to`: how many values it must have, from `from`'s type
    /// (`None`: any number, each of the transformed type).
    pub repeat: Option<fn(&Context, Type) -> Option<usize>>,
}

use strata_ir::Type;

/// The declaration of an operation: name, operands, results, attributes,
/// regions, successors, traits, assembly format and hooks. Build it with
/// the methods below and turn it into an [`OpDef`] with [`OpSpec::build`].
#[derive(Clone)]
pub struct OpSpec {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Operand groups in order.
    pub operands: Vec<ValueSpec>,
    /// Result groups in order.
    pub results: Vec<ValueSpec>,
    /// Inherent attributes.
    pub attrs: Vec<AttrSpec>,
    /// Regions in order.
    pub regions: Vec<RegionSpec>,
    /// Successors in order.
    pub successors: Vec<SuccessorSpec>,
    /// Traits.
    pub traits: OpTraits,
    /// Groups of operand/result names whose types must all be equal.
    pub all_types_match: Vec<Vec<&'static str>>,
    /// Type relations (`TypesMatchWith`), checked in declaration order.
    pub types_match_with: Vec<TypesMatchWith>,
    /// The assembly format string, if the op has a declarative syntax.
    pub format: Option<&'static str>,
    /// Hand-written parser (instead of a format).
    pub parse: Option<ParseHook>,
    /// Hand-written printer (instead of a format).
    pub print: Option<PrintHook>,
    /// Extra verification after the generated checks.
    pub verify: Option<VerifyHook>,
    /// Verification after nested operations are verified.
    pub verify_regions: Option<VerifyHook>,
    /// Constant folding.
    pub fold: Option<FoldHook>,
    /// Result type inference (InferTypeOpInterface).
    pub infer_result_types: Option<InferTypesHook>,
    /// Result name suggestions (`%c0`, `%cst`).
    pub result_names: Option<NameHook>,
    /// Entry block argument name suggestions.
    pub block_arg_names: Option<NameHook>,
    /// Default dialect for op names inside the op's regions.
    pub default_dialect: Option<&'static str>,
    /// The terminator added implicitly by `SingleBlockImplicitTerminator`.
    pub implicit_terminator: Option<&'static str>,
    /// Allowed parent operations (`HasParent`).
    pub parents: &'static [&'static str],
    /// Symbol reference checks.
    pub verify_symbol_uses: Option<strata_ir::dialect::SymbolUsesHook>,
    /// Operands forwarded to each successor.
    pub successor_operands: Option<strata_ir::dialect::SuccessorOperandsHook>,
    /// The successor taken for constant operands.
    pub successor_for_operands: Option<strata_ir::dialect::SuccessorForOperandsHook>,
    /// The callee and arguments of a call.
    pub call: Option<strata_ir::dialect::CallHook>,
    /// The region holding a callable's body.
    pub callable_region: Option<u32>,
    /// Canonicalization patterns.
    pub canonicalize: Option<PatternsHook>,
    /// Further interfaces to register on the definition.
    pub extra_interfaces: Vec<InterfaceAdder>,
    /// Custom directives of this op, usable as `custom<Name>(...)` in its
    /// format besides the built-in ones.
    pub directives: Vec<super::format::CustomDirective>,
}

/// Registers one interface implementation on a definition's interface map.
pub type InterfaceAdder = Arc<dyn Fn(&mut InterfaceMap) + Send + Sync>;

impl OpSpec {
    /// A new declaration with just a name.
    pub fn new(name: &'static str) -> OpSpec {
        OpSpec {
            name,
            summary: "",
            operands: Vec::new(),
            results: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: OpTraits::NONE,
            all_types_match: Vec::new(),
            types_match_with: Vec::new(),
            format: None,
            parse: None,
            print: None,
            verify: None,
            verify_regions: None,
            fold: None,
            infer_result_types: None,
            result_names: None,
            block_arg_names: None,
            default_dialect: None,
            implicit_terminator: None,
            parents: &[],
            verify_symbol_uses: None,
            successor_operands: None,
            successor_for_operands: None,
            call: None,
            callable_region: None,
            canonicalize: None,
            extra_interfaces: Vec::new(),
            directives: Vec::new(),
        }
    }

    /// Registers an implementation of interface `I`, made by `make` when
    /// the definition is built: `.interface::<dyn MemoryEffectOpInterface>(|| Box::new(...))`.
    pub fn interface<I: ?Sized + Send + Sync + 'static>(mut self, make: fn() -> Box<I>) -> Self {
        self.extra_interfaces
            .push(Arc::new(move |map: &mut InterfaceMap| {
                map.insert::<I>(make())
            }));
        self
    }

    /// Makes a custom directive available to this op's format.
    pub fn directive(mut self, d: super::format::CustomDirective) -> Self {
        self.directives.push(d);
        self
    }

    /// Sets the canonicalization patterns.
    pub fn canonicalizer(mut self, f: PatternsHook) -> Self {
        self.canonicalize = Some(f);
        self
    }

    /// Declares which operands are forwarded to each successor (BranchOpInterface).
    pub fn branch(mut self, f: strata_ir::dialect::SuccessorOperandsHook) -> Self {
        self.successor_operands = Some(f);
        self
    }

    /// Declares which successor the branch takes for constant operands
    /// (BranchOpInterface's `getSuccessorForOperands`).
    pub fn successor_for_operands(
        mut self,
        f: strata_ir::dialect::SuccessorForOperandsHook,
    ) -> Self {
        self.successor_for_operands = Some(f);
        self
    }

    /// Declares the op a call (CallOpInterface).
    pub fn call(mut self, f: strata_ir::dialect::CallHook) -> Self {
        self.call = Some(f);
        self
    }

    /// Declares the op callable (CallableOpInterface) with its body in
    /// region `index`.
    pub fn callable(mut self, index: u32) -> Self {
        self.callable_region = Some(index);
        self
    }

    /// Sets the symbol reference checks (SymbolUserOpInterface).
    pub fn symbol_uses(mut self, f: strata_ir::dialect::SymbolUsesHook) -> Self {
        self.verify_symbol_uses = Some(f);
        self
    }

    /// Sets the summary.
    pub fn summary(mut self, s: &'static str) -> Self {
        self.summary = s;
        self
    }

    /// Adds a single operand.
    pub fn operand(mut self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.operands.push(ValueSpec {
            name,
            arity: Arity::Single,
            constraint,
            segments: None,
        });
        self
    }

    /// Adds an optional operand.
    pub fn optional_operand(mut self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.operands.push(ValueSpec {
            name,
            arity: Arity::Optional,
            constraint,
            segments: None,
        });
        self
    }

    /// Adds a variadic operand group.
    pub fn variadic_operand(mut self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.operands.push(ValueSpec {
            name,
            arity: Arity::Variadic,
            constraint,
            segments: None,
        });
        self
    }

    /// Adds a variadic operand group split into sub-groups by the dense
    /// i32 array attribute `segments` (upstream's `VariadicOfVariadic`):
    /// the verifier checks that the sizes add up to the group's length.
    pub fn variadic_of_variadic_operand(
        mut self,
        name: &'static str,
        constraint: TypeConstraint,
        segments: &'static str,
    ) -> Self {
        self.operands.push(ValueSpec {
            name,
            arity: Arity::Variadic,
            constraint,
            segments: Some(segments),
        });
        self
    }

    /// Adds a single result.
    pub fn result(mut self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.results.push(ValueSpec {
            name,
            arity: Arity::Single,
            constraint,
            segments: None,
        });
        self
    }

    /// Adds an optional result.
    pub fn optional_result(mut self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.results.push(ValueSpec {
            name,
            arity: Arity::Optional,
            constraint,
            segments: None,
        });
        self
    }

    /// Adds a variadic result group.
    pub fn variadic_result(mut self, name: &'static str, constraint: TypeConstraint) -> Self {
        self.results.push(ValueSpec {
            name,
            arity: Arity::Variadic,
            constraint,
            segments: None,
        });
        self
    }

    /// Adds a required attribute.
    pub fn attr(mut self, name: &'static str, constraint: AttrConstraint) -> Self {
        self.attrs.push(AttrSpec {
            name,
            constraint,
            optional: false,
            default: None,
        });
        self
    }

    /// Adds an optional attribute.
    pub fn optional_attr(mut self, name: &'static str, constraint: AttrConstraint) -> Self {
        self.attrs.push(AttrSpec {
            name,
            constraint,
            optional: true,
            default: None,
        });
        self
    }

    /// Adds an attribute with a default value, materialized when absent.
    pub fn default_attr(
        mut self,
        name: &'static str,
        constraint: AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> Self {
        self.attrs.push(AttrSpec {
            name,
            constraint,
            optional: true,
            default: Some(default),
        });
        self
    }

    /// Adds a region with any number of blocks.
    pub fn region(mut self, name: &'static str) -> Self {
        self.regions.push(RegionSpec {
            name,
            variadic: false,
            max_blocks: None,
            min_blocks: 0,
        });
        self
    }

    /// Adds a region with at most `n` blocks (`SizedRegion<n>`; `MaxSizedRegion`).
    pub fn sized_region(mut self, name: &'static str, n: u32) -> Self {
        self.regions.push(RegionSpec {
            name,
            variadic: false,
            max_blocks: Some(n),
            min_blocks: n,
        });
        self
    }

    /// Adds a variadic list of regions of `n` blocks each
    /// (`VariadicRegion<SizedRegion<n>>`).
    pub fn variadic_sized_region(mut self, name: &'static str, n: u32) -> Self {
        self.regions.push(RegionSpec {
            name,
            variadic: true,
            max_blocks: Some(n),
            min_blocks: n,
        });
        self
    }

    /// Adds a variadic list of regions.
    pub fn variadic_region(mut self, name: &'static str) -> Self {
        self.regions.push(RegionSpec {
            name,
            variadic: true,
            max_blocks: None,
            min_blocks: 0,
        });
        self
    }

    /// Adds a successor.
    pub fn successor(mut self, name: &'static str) -> Self {
        self.successors.push(SuccessorSpec {
            name,
            variadic: false,
        });
        self
    }

    /// Adds a variadic list of successors.
    pub fn variadic_successor(mut self, name: &'static str) -> Self {
        self.successors.push(SuccessorSpec {
            name,
            variadic: true,
        });
        self
    }

    /// Adds traits.
    pub fn traits(mut self, t: OpTraits) -> Self {
        self.traits = self.traits | t;
        self
    }

    /// Requires the named operands/results to have the same type (`AllTypesMatch`).
    pub fn all_types_match(mut self, names: &[&'static str]) -> Self {
        self.all_types_match.push(names.to_vec());
        self
    }

    /// Requires `to`'s type to be `transform(type(from))` (`TypesMatchWith`).
    pub fn types_match_with(
        mut self,
        from: &'static str,
        to: &'static str,
        transform: fn(&Context, Type) -> Option<Type>,
        summary: &'static str,
    ) -> Self {
        self.types_match_with.push(TypesMatchWith {
            from,
            to,
            transform,
            summary,
            repeat: None,
        });
        self
    }

    /// Like [`OpSpec::types_match_with`] for a variadic `to` whose count
    /// also follows from `from`'s type (`repeat`).
    pub fn types_match_with_repeated(
        mut self,
        from: &'static str,
        to: &'static str,
        transform: fn(&Context, Type) -> Option<Type>,
        repeat: fn(&Context, Type) -> Option<usize>,
        summary: &'static str,
    ) -> Self {
        self.types_match_with.push(TypesMatchWith {
            from,
            to,
            transform,
            summary,
            repeat: Some(repeat),
        });
        self
    }

    /// Sets the declarative assembly format.
    pub fn format(mut self, f: &'static str) -> Self {
        self.format = Some(f);
        self
    }

    /// Sets a hand-written parser and printer.
    pub fn custom_syntax(mut self, parse: ParseHook, print: PrintHook) -> Self {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }

    /// Sets an extra verifier.
    pub fn verifier(mut self, f: VerifyHook) -> Self {
        self.verify = Some(f);
        self
    }

    /// Sets a verifier run after nested operations are verified.
    pub fn region_verifier(mut self, f: VerifyHook) -> Self {
        self.verify_regions = Some(f);
        self
    }

    /// Sets the folder.
    pub fn folder(mut self, f: FoldHook) -> Self {
        self.fold = Some(f);
        self
    }

    /// Sets result type inference.
    pub fn infer_types(mut self, f: InferTypesHook) -> Self {
        self.infer_result_types = Some(f);
        self
    }

    /// Sets result name suggestions.
    pub fn result_names(mut self, f: NameHook) -> Self {
        self.result_names = Some(f);
        self
    }

    /// Sets entry block argument name suggestions.
    pub fn block_arg_names(mut self, f: NameHook) -> Self {
        self.block_arg_names = Some(f);
        self
    }

    /// Sets the default dialect inside the op's regions.
    pub fn default_dialect(mut self, d: &'static str) -> Self {
        self.default_dialect = Some(d);
        self
    }

    /// Sets the implicit terminator of `SingleBlockImplicitTerminator`.
    pub fn implicit_terminator(mut self, name: &'static str) -> Self {
        self.implicit_terminator = Some(name);
        self.traits = self.traits | OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR;
        self
    }

    /// Restricts the allowed parent operations (`HasParent`).
    pub fn parents(mut self, names: &'static [&'static str]) -> Self {
        self.parents = names;
        self
    }

    /// The index of the operand group named `name`.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// The index of the result group named `name`.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|o| o.name == name)
    }

    /// The index of the attribute named `name`.
    pub fn attr_index(&self, name: &str) -> Option<usize> {
        self.attrs.iter().position(|o| o.name == name)
    }

    /// True if the operand list needs `operandSegmentSizes`: several
    /// variadic groups, not declared `SameVariadicOperandSize`.
    pub fn needs_operand_segments(&self) -> bool {
        !self.traits.contains(OpTraits::SAME_VARIADIC_OPERAND_SIZE)
            && self
                .operands
                .iter()
                .filter(|o| o.arity != Arity::Single)
                .count()
                > 1
    }

    /// True if the result list needs `resultSegmentSizes`: several
    /// variadic groups, not declared `SameVariadicResultSize`.
    pub fn needs_result_segments(&self) -> bool {
        !self.traits.contains(OpTraits::SAME_VARIADIC_RESULT_SIZE)
            && self
                .results
                .iter()
                .filter(|o| o.arity != Arity::Single)
                .count()
                > 1
    }

    /// Validates the declaration (compiling its format) and produces the
    /// registry entry.
    pub fn build(self) -> Result<OpDef, String> {
        let format = match self.format {
            Some(f) => Some(
                Format::compile(&self, f)
                    .map_err(|e| format!("invalid assembly format of '{}': {e}", self.name))?,
            ),
            None => None,
        };
        let mut def = OpDef::new(self.name);
        def.summary = self.summary.into();
        def.traits = self.traits;
        if self.needs_operand_segments() {
            def.traits = def.traits | OpTraits::ATTR_SIZED_OPERAND_SEGMENTS;
        }
        if self.needs_result_segments() {
            def.traits = def.traits | OpTraits::ATTR_SIZED_RESULT_SEGMENTS;
        }
        def.inherent_attrs = self.attrs.iter().map(|a| a.name.into()).collect();
        if def.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
            def.inherent_attrs.push("operandSegmentSizes".into());
        }
        if def.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS) {
            def.inherent_attrs.push("resultSegmentSizes".into());
        }
        def.default_dialect = self.default_dialect.map(Into::into);
        def.implicit_terminator = self.implicit_terminator.map(Into::into);
        let parse = self.parse.or(format
            .as_ref()
            .map(|_| super::format::parse_op as ParseHook));
        let print = self.print.or(format
            .as_ref()
            .map(|_| super::format::print_op as PrintHook));
        if let (Some(parse), Some(print)) = (parse, print) {
            def.add_interface::<dyn OpAssemblyInterface>(Box::new(AssemblyHooks { parse, print }));
        }
        def.add_interface::<dyn OpVerifierInterface>(Box::new(
            super::verify::verify_op as VerifyHook,
        ));
        if let Some(verify_regions) = self.verify_regions {
            def.add_interface::<dyn RegionVerifierInterface>(Box::new(verify_regions));
        }
        let folding_traits = FOLDING_TRAITS.iter().any(|t| self.traits.contains(*t));
        if self.fold.is_some() || folding_traits {
            def.add_interface::<dyn FoldOpInterface>(Box::new(TraitFold {
                hook: self.fold,
                traits: self.traits,
            }));
        }
        if let Some(infer) = self.infer_result_types {
            def.add_interface::<dyn InferTypeOpInterface>(Box::new(infer));
        }
        if self.result_names.is_some() || self.block_arg_names.is_some() {
            def.add_interface::<dyn OpAsmOpInterface>(Box::new(NameHooks {
                results: self.result_names,
                block_args: self.block_arg_names,
            }));
        }
        def.add_interface::<dyn DefaultPropertiesInterface>(Box::new(
            super::verify::populate_defaults as strata_ir::dialect::PopulateHook,
        ));
        def.add_interface::<dyn PropertiesConversionInterface>(Box::new(
            super::properties::OdsProperties,
        ));
        if let Some(uses) = self.verify_symbol_uses {
            def.add_interface::<dyn SymbolUserOpInterface>(Box::new(uses));
        }
        if let Some(operands) = self.successor_operands {
            def.add_interface::<dyn BranchOpInterface>(Box::new(BranchHooks {
                operands,
                for_operands: self.successor_for_operands,
            }));
        }
        if let Some(call) = self.call {
            def.add_interface::<dyn CallOpInterface>(Box::new(call));
        }
        if let Some(region) = self.callable_region {
            def.add_interface::<dyn CallableOpInterface>(Box::new(region));
        }
        if let Some(canonicalize) = self.canonicalize {
            def.add_interface::<dyn CanonicalizationInterface>(Box::new(canonicalize));
        }
        for add in &self.extra_interfaces {
            add(&mut def.interfaces);
        }
        def.add_interface::<dyn strata_ir::op_class::NamedValueGroups>(Box::new(
            super::accessors::OdsGroups,
        ));
        let single_operands = !self.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            && self.operands.iter().all(|o| o.arity == Arity::Single);
        let single_results = !self.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS)
            && self.results.iter().all(|r| r.arity == Arity::Single);
        def.spec = Some(Arc::new(OdsOp {
            spec: self,
            format,
            single_operands,
            single_results,
        }));
        Ok(def)
    }
}

/// A built declaration with its compiled format, stored in the [`OpDef`].
pub struct OdsOp {
    /// The declaration.
    pub spec: OpSpec,
    /// The compiled assembly format.
    pub format: Option<Format>,
    /// Whether every operand group is one operand (no segment sizes): the
    /// groups follow from the operand count alone.
    pub(crate) single_operands: bool,
    /// Whether every result group is one result (no segment sizes).
    pub(crate) single_results: bool,
}
