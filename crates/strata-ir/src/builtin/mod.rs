//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//! Their custom assembly belongs to the textual format (`strata_asm::builtin`).

use crate::attributes::Attribute;
use crate::context::Context;
use crate::diagnostics::DiagResult;
use crate::dialect::{DialectDef, OpDef, OpTraits, OperationName, VerifyHook};
use crate::interfaces::{DialectInlinerInterface, InlineAll, OpVerifierInterface};
use crate::ir::{BlockId, Body, OpId, OperationState, StateRegions};
use crate::location::Location;

crate::op_class!(
    /// `builtin.module`: the top-level container.
    pub ModuleOp = "builtin.module"
);
crate::op_class!(
    /// `builtin.unrealized_conversion_cast`: a cast left by partial conversions.
    pub UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast"
);

/// The name `builtin.module`.
pub fn module_op_name(ctx: &Context) -> OperationName {
    OperationName::new(ctx, ModuleOp::NAME)
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
    let mut module = OpDef::new(ModuleOp::NAME);
    module.summary = "A top level container operation".into();
    module.traits = OpTraits::ISOLATED_FROM_ABOVE
        | OpTraits::NO_TERMINATOR
        | OpTraits::GRAPH_REGIONS
        | OpTraits::SYMBOL_TABLE
        | OpTraits::SINGLE_BLOCK
        | OpTraits::NO_REGION_ARGUMENTS
        | OpTraits::AFFINE_SCOPE;
    module.inherent_attrs = vec!["sym_name".into(), "sym_visibility".into()];
    module.default_dialect = Some("builtin".into());
    module.add_interface::<dyn OpVerifierInterface>(Box::new(verify_module as VerifyHook));
    d.ops.push(module);
    let mut cast = OpDef::new(UnrealizedConversionCastOp::NAME);
    cast.summary = "An unrealized conversion from one set of types to another".into();
    cast.traits = OpTraits::PURE;
    d.ops.push(cast);
    // Modules are never inlined: the inliner skips isolated operations.
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    d
}
