//! Typed classes of the `func` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`func.func`: An operation with a name containing a single `SSACFG` region."]
    pub FuncOp = "func.func" {
        attr sym_name = "sym_name";
        attr function_type = "function_type";
        attr sym_visibility = "sym_visibility";
        attr arg_attrs = "arg_attrs";
        attr res_attrs = "res_attrs";
        attr no_inline = "no_inline";
    }
}

strata_ir::op_class! {
    #[doc = "`func.return`: Function return operation."]
    pub ReturnOp = "func.return" {
        operands operands = "operands";
    }
}

strata_ir::op_class! {
    #[doc = "`func.call`: call operation."]
    pub CallOp = "func.call" {
        operands operands = "operands";
        results results = "results";
        attr callee = "callee";
        attr arg_attrs = "arg_attrs";
        attr res_attrs = "res_attrs";
        attr no_inline = "no_inline";
    }
}

strata_ir::op_class! {
    #[doc = "`func.call_indirect`: indirect call operation."]
    pub CallIndirectOp = "func.call_indirect" {
        operand callee = "callee";
        operands callee_operands = "callee_operands";
        results results = "results";
        attr arg_attrs = "arg_attrs";
        attr res_attrs = "res_attrs";
    }
}

strata_ir::op_class! {
    #[doc = "`func.constant`: constant."]
    pub ConstantOp = "func.constant" {
        result result = "result";
        attr value = "value";
    }
}
