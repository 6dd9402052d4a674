//! Typed classes of the `memref` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`memref.alloc`: memory allocation operation."]
    pub AllocOp = "memref.alloc" {
        operands dynamic_sizes = "dynamicSizes";
        operands symbol_operands = "symbolOperands";
        result memref = "memref";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.alloca`: stack memory allocation operation."]
    pub AllocaOp = "memref.alloca" {
        operands dynamic_sizes = "dynamicSizes";
        operands symbol_operands = "symbolOperands";
        result memref = "memref";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.alloca_scope`: explicitly delimited scope for stack allocation."]
    pub AllocaScopeOp = "memref.alloca_scope" {
        results results = "results";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.alloca_scope.return`: terminator for alloca_scope operation."]
    pub AllocaScopeReturnOp = "memref.alloca_scope.return" {
        operands results = "results";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.dealloc`: memory deallocation operation."]
    pub DeallocOp = "memref.dealloc" {
        operand memref = "memref";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.load`: load operation."]
    pub LoadOp = "memref.load" {
        operand memref = "memref";
        operands indices = "indices";
        result result = "result";
        attr nontemporal = "nontemporal";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.store`: store operation."]
    pub StoreOp = "memref.store" {
        operand value = "value";
        operand memref = "memref";
        operands indices = "indices";
        attr nontemporal = "nontemporal";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.atomic_rmw`: atomic read-modify-write operation."]
    pub AtomicRmwOp = "memref.atomic_rmw" {
        operand value = "value";
        operand memref = "memref";
        operands indices = "indices";
        result result = "result";
        attr kind = "kind";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.generic_atomic_rmw`: atomic read-modify-write operation with a region."]
    pub GenericAtomicRmwOp = "memref.generic_atomic_rmw" {
        operand memref = "memref";
        operands indices = "indices";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.atomic_yield`: yield operation for GenericAtomicRMWOp."]
    pub AtomicYieldOp = "memref.atomic_yield" {
        operand result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.prefetch`: prefetch operation."]
    pub PrefetchOp = "memref.prefetch" {
        operand memref = "memref";
        operands indices = "indices";
        attr is_write = "isWrite";
        attr locality_hint = "localityHint";
        attr is_data_cache = "isDataCache";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.dim`: dimension index operation."]
    pub DimOp = "memref.dim" {
        operand source = "source";
        operand index = "index";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.rank`: rank operation."]
    pub RankOp = "memref.rank" {
        operand memref = "memref";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.cast`: memref cast operation."]
    pub CastOp = "memref.cast" {
        operand source = "source";
        result dest = "dest";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.memory_space_cast`: memref memory space cast operation."]
    pub MemorySpaceCastOp = "memref.memory_space_cast" {
        operand source = "source";
        result dest = "dest";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.copy`: copies the data from the source to the destination memref."]
    pub CopyOp = "memref.copy" {
        operand source = "source";
        operand target = "target";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.assume_alignment`: assumption that gives alignment information to the input memref."]
    pub AssumeAlignmentOp = "memref.assume_alignment" {
        operand memref = "memref";
        result result = "result";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.extract_strided_metadata`: extracts a buffer base with offset and strides."]
    pub ExtractStridedMetadataOp = "memref.extract_strided_metadata" {
        operand source = "source";
        results results = "results";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.extract_aligned_pointer_as_index`: extracts a memref's underlying aligned pointer as an index."]
    pub ExtractAlignedPointerAsIndexOp = "memref.extract_aligned_pointer_as_index" {
        operand source = "source";
        result aligned_pointer = "aligned_pointer";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.subview`: memref subview operation."]
    pub SubViewOp = "memref.subview" {
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
    #[doc = "`memref.view`: memref view operation."]
    pub ViewOp = "memref.view" {
        operand source = "source";
        operand byte_shift = "byte_shift";
        operands sizes = "sizes";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.reinterpret_cast`: memref reinterpret cast operation."]
    pub ReinterpretCastOp = "memref.reinterpret_cast" {
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
    #[doc = "`memref.transpose`: `transpose` produces a new strided memref (metadata-only)."]
    pub TransposeOp = "memref.transpose" {
        operand in_ = "in";
        result result = "result";
        attr permutation = "permutation";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.collapse_shape`: operation to produce a memref with a smaller rank."]
    pub CollapseShapeOp = "memref.collapse_shape" {
        operand src = "src";
        result result = "result";
        attr reassociation = "reassociation";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.expand_shape`: operation to produce a memref with a higher rank."]
    pub ExpandShapeOp = "memref.expand_shape" {
        operand src = "src";
        operands output_shape = "output_shape";
        result result = "result";
        attr reassociation = "reassociation";
        attr static_output_shape = "static_output_shape";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.realloc`: memory reallocation operation."]
    pub ReallocOp = "memref.realloc" {
        operand source = "source";
        operands dynamic_result_size = "dynamicResultSize";
        result result = "result";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.reshape`: memref reshape operation."]
    pub ReshapeOp = "memref.reshape" {
        operand source = "source";
        operand shape = "shape";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.global`: declare or define a global memref variable."]
    pub GlobalOp = "memref.global" {
        attr sym_name = "sym_name";
        attr sym_visibility = "sym_visibility";
        attr type_ = "type";
        attr initial_value = "initial_value";
        attr constant = "constant";
        attr alignment = "alignment";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.get_global`: get the memref pointing to a global variable."]
    pub GetGlobalOp = "memref.get_global" {
        result result = "result";
        attr name_attr = "name";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.dma_start`: non-blocking DMA operation that starts a transfer."]
    pub DmaStartOp = "memref.dma_start" {
        operands operands = "operands";
    }
}

strata_ir::op_class! {
    #[doc = "`memref.dma_wait`: blocking DMA operation that waits for transfer completion."]
    pub DmaWaitOp = "memref.dma_wait" {
        operand tag_mem_ref = "tagMemRef";
        operands tag_indices = "tagIndices";
        operand num_elements = "numElements";
    }
}
