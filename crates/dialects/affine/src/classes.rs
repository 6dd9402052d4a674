//! Typed classes of the `affine` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`affine.apply`: affine apply operation."]
    pub ApplyOp = "affine.apply" {
        operands map_operands = "mapOperands";
        result result = "result";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.min`: min operation."]
    pub MinOp = "affine.min" {
        operands operands = "operands";
        result result = "result";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.max`: max operation."]
    pub MaxOp = "affine.max" {
        operands operands = "operands";
        result result = "result";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.for`: for operation."]
    pub ForOp = "affine.for" {
        operands lower_bound_operands = "lowerBoundOperands";
        operands upper_bound_operands = "upperBoundOperands";
        operands inits = "inits";
        results results = "results";
        attr lower_bound_map = "lowerBoundMap";
        attr upper_bound_map = "upperBoundMap";
        attr step = "step";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.if`: if-then-else operation."]
    pub IfOp = "affine.if" {
        operands operands = "operands";
        results results = "results";
        attr condition = "condition";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.yield`: Yield values to parent operation."]
    pub YieldOp = "affine.yield" {
        operands operands = "operands";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.load`: affine load operation."]
    pub LoadOp = "affine.load" {
        operand memref = "memref";
        operands indices = "indices";
        result result = "result";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.store`: affine store operation."]
    pub StoreOp = "affine.store" {
        operand value = "value";
        operand memref = "memref";
        operands indices = "indices";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.vector_load`: affine vector load operation."]
    pub VectorLoadOp = "affine.vector_load" {
        operand memref = "memref";
        operands indices = "indices";
        result result = "result";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.vector_store`: affine vector store operation."]
    pub VectorStoreOp = "affine.vector_store" {
        operand value = "value";
        operand memref = "memref";
        operands indices = "indices";
        attr map = "map";
    }
}

strata_ir::op_class! {
    #[doc = "`affine.parallel`: multi-index parallel band operation."]
    pub ParallelOp = "affine.parallel" {
        operands map_operands = "mapOperands";
        results results = "results";
        attr reductions = "reductions";
        attr lower_bounds_map = "lowerBoundsMap";
        attr lower_bounds_groups = "lowerBoundsGroups";
        attr upper_bounds_map = "upperBoundsMap";
        attr upper_bounds_groups = "upperBoundsGroups";
        attr steps = "steps";
    }
}
