//! `test.symbol_table_region`, upstream's test op that opens a symbol
//! table in a one-block region ended by any terminator.

use strata_ir::OpTraits;
use strata_ods::OpSpec;

/// The symbol-table ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.symbol_table_region")
            .summary("a symbol table of one block, with any terminator")
            .sized_region("region", 1)
            .traits(OpTraits::SYMBOL_TABLE),
    ]
}
