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

strata_ir::op_class! {
    #[doc = "`vector.insert`: insert operation."]
    pub InsertOp = "vector.insert" {
        operand value_to_store = "valueToStore";
        operand dest = "dest";
        operands dynamic_position = "dynamic_position";
        result result = "result";
        attr static_position = "static_position";
    }
}

strata_ir::op_class! {
    #[doc = "`vector.extract_strided_slice`: extract_strided_slice operation."]
    pub ExtractStridedSliceOp = "vector.extract_strided_slice" {
        operand source = "source";
        result result = "result";
        attr offsets = "offsets";
        attr sizes = "sizes";
        attr strides = "strides";
    }
}

strata_ir::op_class! {
    #[doc = "`vector.insert_strided_slice`: strided_slice operation."]
    pub InsertStridedSliceOp = "vector.insert_strided_slice" {
        operand value_to_store = "valueToStore";
        operand dest = "dest";
        result res = "res";
        attr offsets = "offsets";
        attr strides = "strides";
    }
}

strata_ir::op_class! {
    #[doc = "`vector.shape_cast`: shape_cast casts between vector shapes."]
    pub ShapeCastOp = "vector.shape_cast" {
        operand source = "source";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`vector.print`: print operation (for testing and debugging)."]
    pub PrintOp = "vector.print" {
        operands source = "source";
        attr string_literal = "stringLiteral";
        attr punctuation = "punctuation";
    }
}
