//! The dialects shipped with Strata, each declared with `strata_ir::ods`:
//! `func`, `arith`, `cf`, `math` and `ub`.

pub mod arith;
pub mod cf;
pub mod fastmath;
pub mod func;
pub mod math;
pub mod ub;

use strata_ir::interfaces::DialectInlinerInterface;
use strata_ir::{Context, DialectDef};

/// The inlining policy of dialects all of whose operations may be inlined
/// and whose terminators never return from a callable.
struct InlineAll;

impl DialectInlinerInterface for InlineAll {}

/// Builds every dialect definition; an error names the op whose
/// declaration is invalid.
pub fn all_dialects() -> Result<Vec<DialectDef>, String> {
    Ok(vec![
        func::dialect()?,
        arith::dialect()?,
        cf::dialect()?,
        math::dialect()?,
        ub::dialect()?,
    ])
}

/// Registers every dialect in `ctx`.
pub fn register_all(ctx: &Context) -> Result<(), String> {
    for d in all_dialects()? {
        ctx.register_dialect(d);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn all_declarations_are_valid() {
        let dialects = super::all_dialects();
        assert!(dialects.is_ok(), "{:?}", dialects.err());
    }
}
