//! Dialects and operation definitions: the registry entries that give
//! operations their traits, custom assembly, verifiers and other hooks.

use std::any::Any;
use std::fmt;
use std::num::NonZeroU32;
use std::sync::{Arc, OnceLock};

use crate::attributes::Attribute;
use crate::context::Context;
use crate::diagnostics::DiagResult;
use crate::ident::Ident;
use crate::interfaces::InterfaceMap;
pub use crate::interfaces::{Callee, FoldOutcome, OpFoldResult};
use crate::interner::hash_key;
use crate::ir::{Body, OpId, OperationState};
use crate::types::Type;

/// Static properties of an operation (the role of MLIR's op traits).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct OpTraits(u64);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// Must be the last operation of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 0);
    /// Regions cannot use values defined outside the operation.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 1);
    /// Blocks of its regions need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// Its regions are graph regions (no dominance requirement).
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 3);
    /// Its region defines a symbol table.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 4);
    /// Defines a symbol (has a `sym_name` attribute).
    pub const SYMBOL: OpTraits = OpTraits(1 << 5);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 6);
    /// Returns control to the parent operation.
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 7);
    /// Materializes a constant from an attribute.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    /// Operands can be swapped.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 9);
    /// Has no memory effects and is speculatable.
    pub const PURE: OpTraits = OpTraits(1 << 10);
    /// Has no memory effects.
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 11);
    /// Operands and results all have the same type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 12);
    /// Operands all have the same type.
    pub const SAME_TYPE_OPERANDS: OpTraits = OpTraits(1 << 13);
    /// Uses `operandSegmentSizes` to delimit variadic operand groups.
    pub const ATTR_SIZED_OPERAND_SEGMENTS: OpTraits = OpTraits(1 << 14);
    /// Uses `resultSegmentSizes` to delimit variadic result groups.
    pub const ATTR_SIZED_RESULT_SEGMENTS: OpTraits = OpTraits(1 << 15);
    /// Regions have one block with an implicit terminator that is elided when printing.
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: OpTraits = OpTraits(1 << 16);
    /// Has recursive memory effects (its effects are those of nested operations).
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 17);
    /// Defines a new scope for automatic allocations.
    pub const AUTOMATIC_ALLOCATION_SCOPE: OpTraits = OpTraits(1 << 18);
    /// Elementwise: maps over vector/tensor elements.
    pub const ELEMENTWISE: OpTraits = OpTraits(1 << 19);
    /// Applying twice is the identity.
    pub const INVOLUTION: OpTraits = OpTraits(1 << 20);
    /// Applying twice is the same as once.
    pub const IDEMPOTENT: OpTraits = OpTraits(1 << 21);
    /// Defines a new scope for affine symbols.
    pub const AFFINE_SCOPE: OpTraits = OpTraits(1 << 22);
    /// Its variadic operand groups all have the same size: the operands
    /// beyond the single ones are split evenly among them, with no
    /// `operandSegmentSizes`.
    pub const SAME_VARIADIC_OPERAND_SIZE: OpTraits = OpTraits(1 << 23);
    /// Its variadic result groups all have the same size: the results
    /// beyond the single ones are split evenly among them, with no
    /// `resultSegmentSizes`.
    pub const SAME_VARIADIC_RESULT_SIZE: OpTraits = OpTraits(1 << 24);
    /// Its regions' entry blocks take no arguments (`NoRegionArguments`).
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 25);

    /// True if every trait of `other` is present.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two trait sets.
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }

    /// The traits of `self` that are not in `other`.
    pub const fn without(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 & !other.0)
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        self.union(rhs)
    }
}

impl fmt::Debug for OpTraits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OpTraits({:#x})", self.0)
    }
}

/// Checks an operation's invariants.
pub type VerifyHook = fn(&OpDef, &Context, &Body, OpId) -> DiagResult;
/// Folds an operation given the constant values of its operands (`None`
/// where not constant).
pub type FoldHook = fn(&Context, &mut Body, OpId, &[Option<Attribute>]) -> FoldOutcome;

/// Checks the symbol references of an operation against the symbol table
/// of its nearest enclosing symbol-table operation.
pub type SymbolUsesHook =
    fn(&Context, &Body, OpId, &crate::symbol_table::SymbolTable<'_>) -> DiagResult;

/// The operands of a branch forwarded to its successor `index` as block
/// arguments (BranchOpInterface), as a range of operand positions.
pub type SuccessorOperandsHook = fn(&Context, &Body, OpId, usize) -> Option<std::ops::Range<usize>>;

/// The successor a branch takes when its operands have these constant
/// values (`None` where not constant), if that can be decided
/// (BranchOpInterface's `getSuccessorForOperands`).
pub type SuccessorForOperandsHook =
    fn(&Context, &Body, OpId, &[Option<Attribute>]) -> Option<usize>;

/// Describes a call (CallOpInterface): its callee and the positions of the
/// operands passed as call arguments.
pub type CallHook = fn(&Context, &Body, OpId) -> Option<(Callee, std::ops::Range<usize>)>;

/// Creates a constant operation (detached) producing `value` of type `ty`.
pub type MaterializeHook =
    fn(&Context, &mut Body, Attribute, Type, crate::location::Location) -> Option<OpId>;

/// Fills in defaults of a new operation's inherent attributes.
pub type PopulateHook = fn(&OpDef, &Context, &mut OperationState);

/// The definition of an operation: its name, traits and interfaces.
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: Box<str>,
    /// One-line description.
    pub summary: Box<str>,
    /// Static traits (pure markers).
    pub traits: OpTraits,
    /// Names of the inherent attributes, stored as properties (`<{...}>`).
    pub inherent_attrs: Vec<Box<str>>,
    /// Dialect whose ops may be written without prefix inside this op's regions.
    pub default_dialect: Option<Box<str>>,
    /// The terminator of a `SingleBlockImplicitTerminator` op: every
    /// non-empty region's block must end with it.
    pub implicit_terminator: Option<Box<str>>,
    /// The interfaces the operation implements.
    pub interfaces: InterfaceMap,
    /// The declaration this definition was built from, if declarative
    /// (a `strata_ods::OdsOp`; `strata_ods::ods_op` downcasts it).
    pub spec: Option<Arc<dyn Any + Send + Sync>>,
}

impl OpDef {
    /// A definition with a name and no traits or interfaces.
    pub fn new(name: &str) -> OpDef {
        OpDef {
            name: name.into(),
            summary: "".into(),
            traits: OpTraits::NONE,
            inherent_attrs: Vec::new(),
            default_dialect: None,
            implicit_terminator: None,
            interfaces: InterfaceMap::default(),
            spec: None,
        }
    }

    /// True if the op has trait `t`.
    pub fn has(&self, t: OpTraits) -> bool {
        self.traits.contains(t)
    }

    /// True if `name` is one of the op's inherent attributes.
    pub fn is_inherent(&self, name: &str) -> bool {
        self.inherent_attrs.iter().any(|n| &**n == name)
    }

    /// The inherent attribute that an attribute named `name` sets: `name`
    /// itself, or for the segment sizes also their former snake-case names
    /// (`operand_segment_sizes`, `result_segment_sizes`), which upstream
    /// still accepts.
    pub fn inherent_name<'a>(&'a self, name: &'a str) -> Option<&'a str> {
        let name = match name {
            "operand_segment_sizes" => "operandSegmentSizes",
            "result_segment_sizes" => "resultSegmentSizes",
            _ => name,
        };
        self.is_inherent(name).then_some(name)
    }

    /// The op's implementation of interface `I` (`dyn SomeInterface`).
    #[inline]
    pub fn interface<I: ?Sized + 'static>(&self) -> Option<&I> {
        self.interfaces.get::<I>()
    }

    /// Registers the op's implementation of interface `I`.
    pub fn add_interface<I: ?Sized + Send + Sync + 'static>(&mut self, imp: Box<I>) {
        self.interfaces.insert::<I>(imp);
    }
}

impl fmt::Debug for OpDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .field("traits", &self.traits)
            .finish()
    }
}

/// A dialect: a namespace of operations, types and attributes, and the
/// dialect interfaces it implements.
pub struct DialectDef {
    /// The namespace (`arith`, `func`, ...).
    pub name: Box<str>,
    /// The operations of the dialect.
    pub ops: Vec<OpDef>,
    /// The dialect interfaces the dialect implements.
    pub interfaces: InterfaceMap,
    /// Whether operations of this namespace that the dialect does not
    /// define are accepted (as upstream's `allowUnknownOperations`).
    pub allow_unknown_ops: bool,
}

impl DialectDef {
    /// An empty dialect.
    pub fn new(name: &str) -> DialectDef {
        DialectDef {
            name: name.into(),
            ops: Vec::new(),
            interfaces: InterfaceMap::default(),
            allow_unknown_ops: false,
        }
    }

    /// The dialect's implementation of interface `I` (`dyn SomeInterface`).
    #[inline]
    pub fn interface<I: ?Sized + 'static>(&self) -> Option<&I> {
        self.interfaces.get::<I>()
    }

    /// Registers the dialect's implementation of interface `I`.
    pub fn add_interface<I: ?Sized + Send + Sync + 'static>(&mut self, imp: Box<I>) {
        self.interfaces.insert::<I>(imp);
    }
}

/// An interned operation name, possibly bound to a registered definition.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OperationName(pub(crate) NonZeroU32);

/// The storage of an operation name.
pub(crate) struct OpNameInfo {
    pub text: Box<str>,
    pub ident: Ident,
    pub def: OnceLock<Arc<OpDef>>,
    pub dialect: OnceLock<Arc<DialectDef>>,
    /// The op the registered definition declares itself equivalent to
    /// (its `EquivalentOpInterface`), read once when the name is bound.
    pub equivalent: OnceLock<&'static str>,
}

impl OperationName {
    /// Interns an operation name.
    pub fn new(ctx: &Context, text: &str) -> OperationName {
        let hash = hash_key(text);
        OperationName(ctx.op_names.intern_with(
            hash,
            |stored: &OpNameInfo| &*stored.text == text,
            || OpNameInfo {
                text: text.into(),
                ident: Ident::new(ctx, text),
                def: OnceLock::new(),
                dialect: OnceLock::new(),
                equivalent: OnceLock::new(),
            },
        ))
    }

    /// The full name text, `dialect.op`.
    #[inline]
    pub fn as_str(self, ctx: &Context) -> &str {
        &ctx.op_names.get(self.0).text
    }

    /// The full name as an identifier.
    pub fn ident(self, ctx: &Context) -> Ident {
        ctx.op_names.get(self.0).ident
    }

    /// The dialect prefix (text before the first `.`).
    pub fn dialect_name(self, ctx: &Context) -> &str {
        let text = self.as_str(ctx);
        text.split_once('.').map_or("", |(d, _)| d)
    }

    /// The registered definition, if any.
    #[inline]
    pub fn def(self, ctx: &Context) -> Option<&OpDef> {
        ctx.op_names.get(self.0).def.get().map(|d| &**d)
    }

    /// The registered dialect the operation belongs to, if any.
    #[inline]
    pub fn dialect(self, ctx: &Context) -> Option<&DialectDef> {
        ctx.op_names.get(self.0).dialect.get().map(|d| &**d)
    }

    /// The registered op's implementation of interface `I`
    /// (`name.interface::<dyn FoldOpInterface>(ctx)`).
    #[inline]
    pub fn interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&I> {
        self.def(ctx)?.interface::<I>()
    }

    /// The implementation of dialect interface `I` by the op's dialect.
    #[inline]
    pub fn dialect_interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&I> {
        self.dialect(ctx)?.interface::<I>()
    }

    /// True if the operation is registered.
    pub fn is_registered(self, ctx: &Context) -> bool {
        self.def(ctx).is_some()
    }

    /// True if the registered definition has trait `t`.
    #[inline]
    pub fn has_trait(self, ctx: &Context, t: OpTraits) -> bool {
        self.def(ctx).is_some_and(|d| d.has(t))
    }

    /// Whether this is the op named `target` or a registered op declared
    /// equivalent to it (`EquivalentOpInterface`).
    #[inline]
    pub fn is_or_equivalent_to(self, ctx: &Context, target: &str) -> bool {
        let info = ctx.op_names.get(self.0);
        *info.text == *target || info.equivalent.get().is_some_and(|e| *e == target)
    }

    /// True for registered ops that are isolated from above.
    pub fn is_isolated_from_above(self, ctx: &Context) -> bool {
        self.has_trait(ctx, OpTraits::ISOLATED_FROM_ABOVE)
    }

    pub(crate) fn bind(self, ctx: &Context, def: Arc<OpDef>, dialect: Arc<DialectDef>) {
        // A name is bound once; registering the same dialect twice keeps the first.
        let info = ctx.op_names.get(self.0);
        if info.def.get().is_none()
            && let Some(e) = def.interface::<dyn crate::interfaces::EquivalentOpInterface>()
        {
            let _ = info.equivalent.set(e.equivalent());
        }
        let _ = info.def.set(def);
        let _ = info.dialect.set(dialect);
    }
}

impl fmt::Debug for OperationName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OperationName({})", self.0)
    }
}
