//! `comb.icmp` and `comb.mux`.

use strata_ir::OpTraits;
use strata_ods::{OpSpec, constraints as c};

use crate::enums::ICMP_PREDICATE_ATTR;
use crate::fold::compare as fold;
use crate::ops::PURE;

/// `icmp` and `mux`.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("comb.icmp")
            .summary("Compare two integer values")
            .attr("predicate", ICMP_PREDICATE_ATTR)
            .optional_attr("twoState", c::UNIT_ATTR)
            .operand("lhs", c::SIGNLESS_INTEGER)
            .operand("rhs", c::SIGNLESS_INTEGER)
            .result("result", c::I1)
            .traits(PURE | OpTraits::SAME_TYPE_OPERANDS)
            .folder(fold::icmp)
            .format(
                "(`bin` $twoState^)? $predicate $lhs `,` $rhs attr-dict `:` qualified(type($lhs))",
            ),
        OpSpec::new("comb.mux")
            .summary("Return one or the other operand depending on a selector bit")
            .optional_attr("twoState", c::UNIT_ATTR)
            .operand("cond", c::I1)
            .operand("trueValue", c::ANY_TYPE)
            .operand("falseValue", c::ANY_TYPE)
            .result("result", c::ANY_TYPE)
            .traits(PURE)
            .all_types_match(&["trueValue", "falseValue", "result"])
            .folder(fold::mux)
            .format("(`bin` $twoState^)? $cond `,` $trueValue `,` $falseValue attr-dict `:` qualified(type($result))"),
    ]
}
