//! Typed classes of the `std` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`std.br`: unconditional branch."]
    pub BranchOp = "std.br" {
        operands dest_operands = "destOperands";
    }
}

strata_ir::op_class! {
    #[doc = "`std.cond_br`: conditional branch on an i1."]
    pub CondBranchOp = "std.cond_br" {
        operand condition = "condition";
        operands true_dest_operands = "trueDestOperands";
        operands false_dest_operands = "falseDestOperands";
    }
}

strata_ir::op_class! {
    #[doc = "`std.return`: returns from a function."]
    pub ReturnOp = "std.return" {
        operands operands = "operands";
    }
}

strata_ir::op_class! {
    #[doc = "`std.call`: direct call to a function."]
    pub CallOp = "std.call" {
        operands operands = "operands";
        results results = "results";
        attr callee = "callee";
    }
}

strata_ir::op_class! {
    #[doc = "`std.call_indirect`: indirect call to a value of function type."]
    pub CallIndirectOp = "std.call_indirect" {
        operand callee = "callee";
        operands callee_operands = "callee_operands";
        results results = "results";
    }
}

strata_ir::op_class! {
    #[doc = "`std.dim`: the size of one dimension of a memref or tensor."]
    pub DimOp = "std.dim" {
        operand memref_or_tensor = "memrefOrTensor";
        result result = "result";
        attr index = "index";
    }
}

strata_ir::op_class! {
    #[doc = "`std.alloc`: allocates a memref."]
    pub AllocOp = "std.alloc" {
        operands dynamic_sizes = "dynamicSizes";
        operands symbol_operands = "symbolOperands";
        result memref = "memref";
    }
}

strata_ir::op_class! {
    #[doc = "`std.alloc_static`: allocates a memref at a fixed base address."]
    pub AllocStaticOp = "std.alloc_static" {
        result memref = "memref";
        attr base = "base";
    }
}

strata_ir::op_class! {
    #[doc = "`std.dealloc`: ends the lifetime of a memref allocation."]
    pub DeallocOp = "std.dealloc" {
        operand memref = "memref";
    }
}

strata_ir::op_class! {
    #[doc = "`std.dma_start`: starts a non-blocking DMA transfer."]
    pub DmaStartOp = "std.dma_start" {
        operands operands = "operands";
    }
}

strata_ir::op_class! {
    #[doc = "`std.dma_wait`: waits for a DMA transfer to complete."]
    pub DmaWaitOp = "std.dma_wait" {
        operand tag_mem_ref = "tagMemRef";
        operands tag_indices = "tagIndices";
        operand num_elements = "numElements";
    }
}

strata_ir::op_class! {
    #[doc = "`std.extract_element`: reads one element of a tensor or vector."]
    pub ExtractElementOp = "std.extract_element" {
        operand aggregate = "aggregate";
        operands indices = "indices";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.load`: reads one element of a memref."]
    pub LoadOp = "std.load" {
        operand memref = "memref";
        operands indices = "indices";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.splat`: broadcasts a scalar to every element of a vector or tensor."]
    pub SplatOp = "std.splat" {
        operand input = "input";
        result aggregate = "aggregate";
    }
}

strata_ir::op_class! {
    #[doc = "`std.store`: writes one element of a memref."]
    pub StoreOp = "std.store" {
        operand value = "value";
        operand memref = "memref";
        operands indices = "indices";
    }
}

strata_ir::op_class! {
    #[doc = "`std.tensor_load`: copies the contents of a memref into a new tensor."]
    pub TensorLoadOp = "std.tensor_load" {
        operand memref = "memref";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.tensor_store`: stores the contents of a tensor into a memref."]
    pub TensorStoreOp = "std.tensor_store" {
        operand tensor = "tensor";
        operand memref = "memref";
    }
}

strata_ir::op_class! {
    #[doc = "`std.cmpi`: integer comparison."]
    pub CmpIOp = "std.cmpi" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
        attr predicate = "predicate";
    }
}

strata_ir::op_class! {
    #[doc = "`std.constant`: a constant number, elements or function reference."]
    pub ConstantOp = "std.constant" {
        result result = "result";
        attr value = "value";
    }
}

strata_ir::op_class! {
    #[doc = "`std.select`: chooses between two values on a condition."]
    pub SelectOp = "std.select" {
        operand condition = "condition";
        operand true_value = "true_value";
        operand false_value = "false_value";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.addi`: integer addition."]
    pub AddIOp = "std.addi" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.and`: integer bitwise and."]
    pub AndOp = "std.and" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.or`: integer bitwise or."]
    pub OrOp = "std.or" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.xor`: integer bitwise xor."]
    pub XOrOp = "std.xor" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.divis`: signed integer division, rounding towards zero."]
    pub DivISOp = "std.divis" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.diviu`: unsigned integer division."]
    pub DivIUOp = "std.diviu" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.remis`: signed integer division remainder."]
    pub RemISOp = "std.remis" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.remiu`: unsigned integer division remainder."]
    pub RemIUOp = "std.remiu" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.addf`: floating point addition."]
    pub AddFOp = "std.addf" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.mulf`: floating point multiplication."]
    pub MulFOp = "std.mulf" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.copysign`: magnitude of the first operand with the sign of the second."]
    pub CopySignOp = "std.copysign" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.absf`: floating point absolute value."]
    pub AbsFOp = "std.absf" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.ceilf`: floating point ceiling."]
    pub CeilFOp = "std.ceilf" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.cos`: cosine."]
    pub CosOp = "std.cos" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.exp`: natural exponential."]
    pub ExpOp = "std.exp" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.negf`: floating point negation."]
    pub NegFOp = "std.negf" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.sqrt`: square root."]
    pub SqrtOp = "std.sqrt" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.tanh`: hyperbolic tangent."]
    pub TanhOp = "std.tanh" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`std.memref_cast`: converts a memref to an equivalent memref type."]
    pub MemRefCastOp = "std.memref_cast" {
        operand source = "source";
        result dest = "dest";
    }
}

strata_ir::op_class! {
    #[doc = "`std.tensor_cast`: converts a tensor to an equivalent tensor type."]
    pub TensorCastOp = "std.tensor_cast" {
        operand source = "source";
        result dest = "dest";
    }
}
