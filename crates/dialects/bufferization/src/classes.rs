//! Typed classes of the `bufferization` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`bufferization.to_tensor`: create a tensor-typed SSA value from a buffer."]
    pub ToTensorOp = "bufferization.to_tensor" {
        operand buffer = "buffer";
        result result = "result";
        attr restrict = "restrict";
        attr writable = "writable";
    }
}

strata_ir::op_class! {
    #[doc = "`bufferization.to_buffer`: cast a tensor-typed SSA value into a buffer."]
    pub ToBufferOp = "bufferization.to_buffer" {
        operand tensor = "tensor";
        result buffer = "buffer";
        attr read_only = "read_only";
    }
}
