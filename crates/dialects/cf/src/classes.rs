//! Typed classes of the `cf` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`cf.br`: Branch operation."]
    pub BranchOp = "cf.br" {
        operands dest_operands = "destOperands";
    }
}

strata_ir::op_class! {
    #[doc = "`cf.cond_br`: Conditional branch operation."]
    pub CondBranchOp = "cf.cond_br" {
        operand condition = "condition";
        operands true_dest_operands = "trueDestOperands";
        operands false_dest_operands = "falseDestOperands";
        attr branch_weights = "branch_weights";
    }
}

strata_ir::op_class! {
    #[doc = "`cf.switch`: Switch operation."]
    pub SwitchOp = "cf.switch" {
        operand flag = "flag";
        operands default_operands = "defaultOperands";
        operands case_operands = "caseOperands";
        attr case_values = "case_values";
        attr case_operand_segments = "case_operand_segments";
    }
}

strata_ir::op_class! {
    #[doc = "`cf.assert`: Assert operation with message attribute."]
    pub AssertOp = "cf.assert" {
        operand arg = "arg";
        attr msg = "msg";
    }
}
