//! Typed classes of the `comb` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`comb.add`."]
    pub AddOp = "comb.add" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.and`."]
    pub AndOp = "comb.and" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.mul`."]
    pub MulOp = "comb.mul" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.nand`."]
    pub NandOp = "comb.nand" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.nor`."]
    pub NorOp = "comb.nor" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.or`."]
    pub OrOp = "comb.or" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.xnor`."]
    pub XnorOp = "comb.xnor" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.xor`."]
    pub XorOp = "comb.xor" {
        operands inputs = "inputs";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.concat`: Concatenate a variadic list of operands together."]
    pub ConcatOp = "comb.concat" {
        operands inputs = "inputs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.extract`: Extract a range of bits into a smaller value, lowBit specifies the lowest bit included."]
    pub ExtractOp = "comb.extract" {
        operand input = "input";
        result result = "result";
        attr low_bit = "lowBit";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.replicate`: Concatenate the operand a constant number of times."]
    pub ReplicateOp = "comb.replicate" {
        operand input = "input";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.inv`."]
    pub InvOp = "comb.inv" {
        operand input = "input";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.parity`."]
    pub ParityOp = "comb.parity" {
        operand input = "input";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.icmp`: Compare two integer values."]
    pub ICmpOp = "comb.icmp" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
        attr predicate = "predicate";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.mux`: Return one or the other operand depending on a selector bit."]
    pub MuxOp = "comb.mux" {
        operand cond = "cond";
        operand true_value = "trueValue";
        operand false_value = "falseValue";
        result result = "result";
        attr two_state = "twoState";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.truth_table`: Return a true/false based on a lookup table."]
    pub TruthTableOp = "comb.truth_table" {
        operands inputs = "inputs";
        result result = "result";
        attr lookup_table = "lookupTable";
    }
}

strata_ir::op_class! {
    #[doc = "`comb.lut`: Return an integer based on a lookup table."]
    pub LutOp = "comb.lut" {
        operands inputs = "inputs";
        result result = "result";
        attr coefficients = "coefficients";
        attr lookup_table = "lookupTable";
    }
}
