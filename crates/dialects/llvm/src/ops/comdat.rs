//! `llvm.comdat` and `llvm.comdat_selector`: the COMDAT groups globals and
//! functions name with `comdat(@group::@selector)`.

use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits};
use strata_ods::{OpSpec, constraints as c};

use crate::enums::COMDAT_ATTR;

/// A comdat region holds nothing but selectors.
fn verify_body(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    for &region in regions {
        for block in rbody.region_blocks(region) {
            if let Some(other) = rbody
                .block_ops(block)
                .find(|o| rbody.op_name(*o).as_str(ctx) != "llvm.comdat_selector")
            {
                return Err(op_plain_error(
                    ctx,
                    rbody,
                    other,
                    "only comdat selector symbols can appear in a comdat region",
                ));
            }
        }
    }
    Ok(())
}

/// The declarations of `llvm.comdat` and `llvm.comdat_selector`.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.comdat")
            .summary("LLVM dialect comdat region")
            .attr("sym_name", c::SYMBOL_NAME_ATTR)
            .sized_region("body", 1)
            .traits(
                OpTraits::NO_REGION_ARGUMENTS
                    | OpTraits::NO_TERMINATOR
                    | OpTraits::SYMBOL_TABLE
                    | OpTraits::SYMBOL,
            )
            .format("$sym_name $body attr-dict")
            .region_verifier(verify_body),
        OpSpec::new("llvm.comdat_selector")
            .summary("LLVM dialect comdat selector declaration")
            .attr("sym_name", c::SYMBOL_NAME_ATTR)
            .attr("comdat", COMDAT_ATTR)
            .traits(OpTraits::SYMBOL)
            .format("$sym_name $comdat attr-dict"),
    ]
}
