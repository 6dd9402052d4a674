//! Typed classes of the `tensor` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`tensor.bitcast`: tensor bitcast operation."]
    pub BitcastOp = "tensor.bitcast" {
        operand source = "source";
        result dest = "dest";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.cast`: tensor cast operation."]
    pub CastOp = "tensor.cast" {
        operand source = "source";
        result dest = "dest";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.concat`: tensor concatenation operation."]
    pub ConcatOp = "tensor.concat" {
        operands inputs = "inputs";
        result result = "result";
        attr dim = "dim";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.dim`: dimension index operation."]
    pub DimOp = "tensor.dim" {
        operand source = "source";
        operand index = "index";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.empty`: empty tensor operation."]
    pub EmptyOp = "tensor.empty" {
        operands dynamic_sizes = "dynamicSizes";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.extract`: element extraction operation."]
    pub ExtractOp = "tensor.extract" {
        operand tensor = "tensor";
        operands indices = "indices";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.from_elements`: tensor from elements operation."]
    pub FromElementsOp = "tensor.from_elements" {
        operands elements = "elements";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.insert`: element insertion operation."]
    pub InsertOp = "tensor.insert" {
        operand scalar = "scalar";
        operand dest = "dest";
        operands indices = "indices";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.rank`: rank operation."]
    pub RankOp = "tensor.rank" {
        operand tensor = "tensor";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.reshape`: tensor reshape operation."]
    pub ReshapeOp = "tensor.reshape" {
        operand source = "source";
        operand shape = "shape";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.splat`: tensor splat or broadcast operation."]
    pub SplatOp = "tensor.splat" {
        operand input = "input";
        operands dynamic_sizes = "dynamicSizes";
        result aggregate = "aggregate";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.extract_slice`: extract slice operation."]
    pub ExtractSliceOp = "tensor.extract_slice" {
        operand source = "source";
        operands offsets = "offsets";
        operands sizes = "sizes";
        operands strides = "strides";
        result result = "result";
        attr static_offsets = "static_offsets";
        attr static_sizes = "static_sizes";
        attr static_strides = "static_strides";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.insert_slice`: insert_slice operation."]
    pub InsertSliceOp = "tensor.insert_slice" {
        operand source = "source";
        operand dest = "dest";
        operands offsets = "offsets";
        operands sizes = "sizes";
        operands strides = "strides";
        result result = "result";
        attr static_offsets = "static_offsets";
        attr static_sizes = "static_sizes";
        attr static_strides = "static_strides";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.parallel_insert_slice`: Specify the tensor slice update of a single thread of a parent InParallelOpInterface op."]
    pub ParallelInsertSliceOp = "tensor.parallel_insert_slice" {
        operand source = "source";
        operand dest = "dest";
        operands offsets = "offsets";
        operands sizes = "sizes";
        operands strides = "strides";
        attr static_offsets = "static_offsets";
        attr static_sizes = "static_sizes";
        attr static_strides = "static_strides";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.collapse_shape`: operation to produce a tensor with a smaller rank."]
    pub CollapseShapeOp = "tensor.collapse_shape" {
        operand src = "src";
        result result = "result";
        attr reassociation = "reassociation";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.expand_shape`: operation to produce a tensor with a higher rank."]
    pub ExpandShapeOp = "tensor.expand_shape" {
        operand src = "src";
        operands output_shape = "output_shape";
        result result = "result";
        attr reassociation = "reassociation";
        attr static_output_shape = "static_output_shape";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.generate`: Creates a dynamically sized tensor from elements."]
    pub GenerateOp = "tensor.generate" {
        operands dynamic_extents = "dynamicExtents";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.pad`: tensor pad operation."]
    pub PadOp = "tensor.pad" {
        operand source = "source";
        operands low = "low";
        operands high = "high";
        result result = "result";
        attr static_low = "static_low";
        attr static_high = "static_high";
        attr nofold = "nofold";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.yield`: Yield a value from a region."]
    pub YieldOp = "tensor.yield" {
        operand value = "value";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.gather`: gather a subset of a tensor at specified indices."]
    pub GatherOp = "tensor.gather" {
        operand source = "source";
        operand indices = "indices";
        result result = "result";
        attr gather_dims = "gather_dims";
        attr unique = "unique";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.scatter`: scatter a tensor into a destination tensor at specified indices."]
    pub ScatterOp = "tensor.scatter" {
        operand source = "source";
        operand dest = "dest";
        operand indices = "indices";
        result result = "result";
        attr scatter_dims = "scatter_dims";
        attr unique = "unique";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.pack`: linalg.pack operation."]
    pub TensorPackOp = "tensor.pack" {
        operand source = "source";
        operand dest = "dest";
        operands padding_value = "padding_value";
        operands inner_tiles = "inner_tiles";
        result result = "result";
        attr outer_dims_perm = "outer_dims_perm";
        attr inner_dims_pos = "inner_dims_pos";
        attr static_inner_tiles = "static_inner_tiles";
    }
}

strata_ir::op_class! {
    #[doc = "`tensor.unpack`: linalg.unpack operation."]
    pub TensorUnpackOp = "tensor.unpack" {
        operand source = "source";
        operand dest = "dest";
        operands inner_tiles = "inner_tiles";
        result result = "result";
        attr outer_dims_perm = "outer_dims_perm";
        attr inner_dims_pos = "inner_dims_pos";
        attr static_inner_tiles = "static_inner_tiles";
    }
}
