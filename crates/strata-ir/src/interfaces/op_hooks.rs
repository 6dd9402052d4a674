//! Interfaces for the core's per-operation and per-dialect hooks: custom
//! verification, default properties, constant materialization and the
//! unreachable terminator.

use crate::attributes::{Attribute, NamedAttr};
use crate::context::Context;
use crate::diagnostics::DiagResult;
use crate::dialect::{MaterializeHook, OpDef, OperationName, PopulateHook, VerifyHook};
use crate::ident::Ident;
use crate::ir::{Body, OpId, OperationState, Value};
use crate::location::Location;
use crate::types::Type;

/// An operation with invariants beyond its traits, checked before its
/// nested operations.
pub trait OpVerifierInterface: Send + Sync {
    /// Checks the invariants of `op`.
    fn verify(&self, def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult;
}

/// An operation with invariants checked after its nested operations are
/// verified (MLIR's `hasRegionVerifier`).
pub trait RegionVerifierInterface: Send + Sync {
    /// Checks the invariants of `op` that involve its regions.
    fn verify_regions(&self, def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult;
}

impl OpVerifierInterface for VerifyHook {
    fn verify(&self, def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
        self(def, ctx, body, op)
    }
}

impl RegionVerifierInterface for VerifyHook {
    fn verify_regions(&self, def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
        self(def, ctx, body, op)
    }
}

/// An operation whose missing inherent attributes have default values,
/// filled in whenever it is created (parsed or built).
pub trait DefaultPropertiesInterface: Send + Sync {
    /// Adds the defaults of the inherent attributes `state` lacks. What it
    /// adds depends only on the operation and `state.props` (parsers reuse
    /// the result for equal properties).
    fn populate_defaults(&self, def: &OpDef, ctx: &Context, state: &mut OperationState);
}

impl DefaultPropertiesInterface for PopulateHook {
    fn populate_defaults(&self, def: &OpDef, ctx: &Context, state: &mut OperationState) {
        self(def, ctx, state)
    }
}

/// A dialect that creates constant operations for folded values.
pub trait ConstantMaterializerInterface: Send + Sync {
    /// Creates (detached) a constant operation producing `value` of type
    /// `ty`, or `None` if the dialect cannot.
    fn materialize_constant(
        &self,
        ctx: &Context,
        body: &mut Body,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId>;
}

impl ConstantMaterializerInterface for MaterializeHook {
    fn materialize_constant(
        &self,
        ctx: &Context,
        body: &mut Body,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        self(ctx, body, value, ty, loc)
    }
}

/// A dialect that provides a terminator marking a point control never
/// reaches, for passes that cut control flow (e.g. removing a dead
/// terminator).
pub trait UnreachableTerminatorInterface: Send + Sync {
    /// Creates (detached) an operation that marks unreachable code.
    fn create_unreachable(&self, ctx: &Context, body: &mut Body, loc: Location) -> OpId;
}

/// A dialect that provides a poison value of any type, for passes that
/// need a stand-in for a value nothing observes (upstream's `ub.poison`).
pub trait PoisonValueInterface: Send + Sync {
    /// Creates (detached) an operation whose one result is a poison value of type `ty`.
    fn create_poison(&self, ctx: &Context, body: &mut Body, ty: Type, loc: Location) -> OpId;
}

/// Fills in the default values of the inherent attributes `state` lacks,
/// as parsing does, when its op implements [`DefaultPropertiesInterface`].
pub fn populate_default_properties(ctx: &Context, state: &mut OperationState) {
    if let Some(def) = state.name.def(ctx)
        && let Some(defaults) = def.interface::<dyn DefaultPropertiesInterface>()
    {
        defaults.populate_defaults(def, ctx, state);
    }
}

/// The state of an op `name` at `loc` with `operands`, `results` and the
/// inherent attributes `props`, the defaults of the ones it omits filled in:
/// what rewrites need to create an op without a typed builder.
pub fn make_state(
    ctx: &Context,
    loc: Location,
    name: &str,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    if !props.is_empty() {
        let mut entries: Vec<NamedAttr> = props
            .iter()
            .map(|(n, v)| NamedAttr {
                name: Ident::new(ctx, n),
                value: *v,
            })
            .collect();
        state.props = Some(Attribute::dictionary(ctx, &mut entries));
    }
    populate_default_properties(ctx, &mut state);
    state
}

/// An operation with the same semantics, operands and properties as another
/// registered op (a legacy op and the op it migrates to): folders and
/// canonicalization patterns written for the other op apply to it too.
pub trait EquivalentOpInterface: Send + Sync {
    /// The full name of the equivalent op.
    fn equivalent(&self) -> &'static str;
}

/// Declares an op equivalent to the op named `.0`.
pub struct EquivalentTo(pub &'static str);

impl EquivalentOpInterface for EquivalentTo {
    fn equivalent(&self) -> &'static str {
        self.0
    }
}

/// Whether `name` is the op named `target` or declared equivalent to it.
#[inline]
pub fn is_op_or_equivalent(ctx: &Context, name: OperationName, target: &str) -> bool {
    name.is_or_equivalent_to(ctx, target)
}
