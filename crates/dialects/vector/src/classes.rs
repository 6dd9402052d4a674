//! Typed classes of the `vector` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`vector.broadcast`: broadcast operation."]
    pub BroadcastOp = "vector.broadcast" {
        operand source = "source";
        result vector = "vector";
    }
}

strata_ir::op_class! {
    #[doc = "`vector.extract`: extract operation."]
    pub ExtractOp = "vector.extract" {
        operand vector = "vector";
        operands dynamic_position = "dynamic_position";
        result result = "result";
        attr static_position = "static_position";
    }
}
