//! The initializer region shared by `llvm.mlir.global` and
//! `llvm.mlir.alias`: one block of side-effect free operations ending in
//! `llvm.return` of the initial value (its implicit terminator).

use strata_ir::interfaces::own_effects;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, DiagResult, OpId, Type};

/// The op whose initializer is checked: it names the op in diagnostics.
#[derive(Clone, Copy)]
pub(crate) enum Initialized {
    Global,
    Alias,
}

/// The `llvm.return` ending the initializer block, if the region has a
/// block (the implicit-terminator check has made sure it ends so).
pub(crate) fn initializer_return(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let (rbody, regions) = body.op_regions(op);
    let block = rbody.region_blocks(*regions.first()?).next()?;
    rbody
        .block_ops(block)
        .last()
        .filter(|ret| rbody.op_name(*ret).as_str(ctx) == "llvm.return")
}

/// The type of the value an initializer returns, if it returns one.
pub(crate) fn returned_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    let ret = initializer_return(ctx, body, op)?;
    let (rbody, _) = body.op_regions(op);
    rbody.operands(ret).next().map(|v| rbody.value_type(v))
}

/// Every operation of the initializer declares that it has no effect.
pub(crate) fn verify_no_side_effects(
    ctx: &Context,
    body: &Body,
    op: OpId,
    of: Initialized,
) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.region_blocks(*r).next()) else {
        return Ok(());
    };
    for nested in rbody.block_ops(block) {
        if own_effects(ctx, rbody, nested).is_none_or(|e| !e.is_empty()) {
            let message = match of {
                Initialized::Global => "ops with side effects not allowed in global initializers",
                Initialized::Alias => "ops with side effects are not allowed in alias initializers",
            };
            return Err(op_plain_error(ctx, rbody, nested, message));
        }
    }
    Ok(())
}
