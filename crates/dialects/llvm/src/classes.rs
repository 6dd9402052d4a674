//! Typed classes of the `llvm` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`llvm.func`."]
    pub FuncOp = "llvm.func" {
        attr sym_name = "sym_name";
        attr sym_visibility = "sym_visibility";
        attr function_type = "function_type";
        attr linkage = "linkage";
        attr cconv = "CConv";
        attr visibility_ = "visibility_";
        attr unnamed_addr = "unnamed_addr";
        attr arg_attrs = "arg_attrs";
        attr res_attrs = "res_attrs";
        attr personality = "personality";
        attr garbage_collector = "garbageCollector";
        attr passthrough = "passthrough";
        attr section = "section";
        attr alignment = "alignment";
        attr target_cpu = "target_cpu";
        attr target_features = "target_features";
        attr frame_pointer = "frame_pointer";
        attr memory_effects = "memory_effects";
        attr comdat = "comdat";
        attr vscale_range = "vscale_range";
        attr reciprocal_estimates = "reciprocal_estimates";
        attr prefer_vector_width = "prefer_vector_width";
        attr instrument_function_entry = "instrument_function_entry";
        attr instrument_function_exit = "instrument_function_exit";
        attr denormal_fpenv = "denormal_fpenv";
        attr fp_contract = "fp_contract";
        attr tune_cpu = "tune_cpu";
        attr function_entry_count = "function_entry_count";
        attr dso_local = "dso_local";
        attr always_inline = "always_inline";
        attr no_inline = "no_inline";
        attr inline_hint = "inline_hint";
        attr optimize_none = "optimize_none";
        attr no_unwind = "no_unwind";
        attr will_return = "will_return";
        attr convergent = "convergent";
        attr arm_streaming = "arm_streaming";
        attr no_signed_zeros_fp_math = "no_signed_zeros_fp_math";
        attr no_infs_fp_math = "no_infs_fp_math";
        attr no_nans_fp_math = "no_nans_fp_math";
        attr unsafe_fp_math = "unsafe_fp_math";
        attr approx_func_fp_math = "approx_func_fp_math";
        attr no_caller_saved_registers = "no_caller_saved_registers";
        attr nocallback = "nocallback";
        attr modular_format = "modular_format";
        attr use_sample_profile = "use_sample_profile";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.global`."]
    pub GlobalOp = "llvm.mlir.global" {
        attr global_type = "global_type";
        attr constant = "constant";
        attr sym_name = "sym_name";
        attr linkage = "linkage";
        attr value = "value";
        attr alignment = "alignment";
        attr addr_space = "addr_space";
        attr unnamed_addr = "unnamed_addr";
        attr section = "section";
        attr visibility_ = "visibility_";
        attr comdat = "comdat";
        attr dbg_exprs = "dbg_exprs";
        attr dso_local = "dso_local";
        attr thread_local_ = "thread_local_";
        attr externally_initialized = "externally_initialized";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.alias`."]
    pub AliasOp = "llvm.mlir.alias" {
        attr alias_type = "alias_type";
        attr sym_name = "sym_name";
        attr linkage = "linkage";
        attr dso_local = "dso_local";
        attr thread_local_ = "thread_local_";
        attr unnamed_addr = "unnamed_addr";
        attr visibility_ = "visibility_";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.ifunc`."]
    pub IfuncOp = "llvm.mlir.ifunc" {
        attr sym_name = "sym_name";
        attr i_func_type = "i_func_type";
        attr resolver = "resolver";
        attr resolver_type = "resolver_type";
        attr linkage = "linkage";
        attr dso_local = "dso_local";
        attr address_space = "address_space";
        attr unnamed_addr = "unnamed_addr";
        attr visibility_ = "visibility_";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.add`."]
    pub AddOp = "llvm.add" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr overflow_flags = "overflowFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.sub`."]
    pub SubOp = "llvm.sub" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr overflow_flags = "overflowFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mul`."]
    pub MulOp = "llvm.mul" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr overflow_flags = "overflowFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.shl`."]
    pub ShlOp = "llvm.shl" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr overflow_flags = "overflowFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.udiv`."]
    pub UdivOp = "llvm.udiv" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr is_exact = "isExact";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.sdiv`."]
    pub SdivOp = "llvm.sdiv" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr is_exact = "isExact";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.lshr`."]
    pub LshrOp = "llvm.lshr" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr is_exact = "isExact";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.ashr`."]
    pub AshrOp = "llvm.ashr" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr is_exact = "isExact";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.urem`."]
    pub UremOp = "llvm.urem" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.srem`."]
    pub SremOp = "llvm.srem" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.and`."]
    pub AndOp = "llvm.and" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.or`."]
    pub OrOp = "llvm.or" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr is_disjoint = "isDisjoint";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.xor`."]
    pub XorOp = "llvm.xor" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fadd`."]
    pub FaddOp = "llvm.fadd" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fsub`."]
    pub FsubOp = "llvm.fsub" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fmul`."]
    pub FmulOp = "llvm.fmul" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fdiv`."]
    pub FdivOp = "llvm.fdiv" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.frem`."]
    pub FremOp = "llvm.frem" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fneg`."]
    pub FnegOp = "llvm.fneg" {
        operand operand = "operand";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.icmp`."]
    pub IcmpOp = "llvm.icmp" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr predicate = "predicate";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fcmp`."]
    pub FcmpOp = "llvm.fcmp" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result res = "res";
        attr predicate = "predicate";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.select`."]
    pub SelectOp = "llvm.select" {
        operand condition = "condition";
        operand true_value = "trueValue";
        operand false_value = "falseValue";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.bitcast`."]
    pub BitcastOp = "llvm.bitcast" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.addrspacecast`."]
    pub AddrspacecastOp = "llvm.addrspacecast" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.ptrtoint`."]
    pub PtrtointOp = "llvm.ptrtoint" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.inttoptr`."]
    pub InttoptrOp = "llvm.inttoptr" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.sext`."]
    pub SextOp = "llvm.sext" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.zext`."]
    pub ZextOp = "llvm.zext" {
        operand arg = "arg";
        result res = "res";
        attr non_neg = "nonNeg";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.trunc`."]
    pub TruncOp = "llvm.trunc" {
        operand arg = "arg";
        result res = "res";
        attr overflow_flags = "overflowFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fpext`."]
    pub FpextOp = "llvm.fpext" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fptrunc`."]
    pub FptruncOp = "llvm.fptrunc" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.sitofp`."]
    pub SitofpOp = "llvm.sitofp" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.uitofp`."]
    pub UitofpOp = "llvm.uitofp" {
        operand arg = "arg";
        result res = "res";
        attr non_neg = "nonNeg";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fptosi`."]
    pub FptosiOp = "llvm.fptosi" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fptoui`."]
    pub FptouiOp = "llvm.fptoui" {
        operand arg = "arg";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.freeze`."]
    pub FreezeOp = "llvm.freeze" {
        operand val = "val";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.alloca`."]
    pub AllocaOp = "llvm.alloca" {
        operand array_size = "arraySize";
        result res = "res";
        attr alignment = "alignment";
        attr elem_type = "elem_type";
        attr inalloca = "inalloca";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.load`."]
    pub LoadOp = "llvm.load" {
        operand addr = "addr";
        result res = "res";
        attr alignment = "alignment";
        attr volatile_ = "volatile_";
        attr nontemporal = "nontemporal";
        attr invariant = "invariant";
        attr invariant_group = "invariantGroup";
        attr ordering = "ordering";
        attr syncscope = "syncscope";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.store`."]
    pub StoreOp = "llvm.store" {
        operand value = "value";
        operand addr = "addr";
        attr alignment = "alignment";
        attr volatile_ = "volatile_";
        attr nontemporal = "nontemporal";
        attr invariant_group = "invariantGroup";
        attr ordering = "ordering";
        attr syncscope = "syncscope";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.getelementptr`."]
    pub GetelementptrOp = "llvm.getelementptr" {
        operand base = "base";
        operands dynamic_indices = "dynamicIndices";
        result res = "res";
        attr raw_constant_indices = "rawConstantIndices";
        attr elem_type = "elem_type";
        attr no_wrap_flags = "noWrapFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.atomicrmw`."]
    pub AtomicrmwOp = "llvm.atomicrmw" {
        operand ptr = "ptr";
        operand val = "val";
        result res = "res";
        attr bin_op = "bin_op";
        attr ordering = "ordering";
        attr syncscope = "syncscope";
        attr alignment = "alignment";
        attr volatile_ = "volatile_";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.cmpxchg`."]
    pub CmpxchgOp = "llvm.cmpxchg" {
        operand ptr = "ptr";
        operand cmp = "cmp";
        operand val = "val";
        result res = "res";
        attr success_ordering = "success_ordering";
        attr failure_ordering = "failure_ordering";
        attr syncscope = "syncscope";
        attr alignment = "alignment";
        attr weak = "weak";
        attr volatile_ = "volatile_";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.fence`."]
    pub FenceOp = "llvm.fence" {
        attr ordering = "ordering";
        attr syncscope = "syncscope";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.insertvalue`."]
    pub InsertvalueOp = "llvm.insertvalue" {
        operand container = "container";
        operand value = "value";
        result res = "res";
        attr position = "position";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.extractvalue`."]
    pub ExtractvalueOp = "llvm.extractvalue" {
        operand container = "container";
        result res = "res";
        attr position = "position";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.extractelement`."]
    pub ExtractelementOp = "llvm.extractelement" {
        operand vector = "vector";
        operand position = "position";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.insertelement`."]
    pub InsertelementOp = "llvm.insertelement" {
        operand vector = "vector";
        operand value = "value";
        operand position = "position";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.shufflevector`."]
    pub ShufflevectorOp = "llvm.shufflevector" {
        operand v1 = "v1";
        operand v2 = "v2";
        result res = "res";
        attr mask = "mask";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.constant`."]
    pub ConstantOp = "llvm.mlir.constant" {
        result res = "res";
        attr value = "value";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.undef`."]
    pub UndefOp = "llvm.mlir.undef" {
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.poison`."]
    pub PoisonOp = "llvm.mlir.poison" {
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.zero`."]
    pub ZeroOp = "llvm.mlir.zero" {
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.mlir.addressof`."]
    pub AddressofOp = "llvm.mlir.addressof" {
        result res = "res";
        attr global_name = "global_name";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.br`."]
    pub BrOp = "llvm.br" {
        operands dest_operands = "destOperands";
        attr loop_annotation = "loop_annotation";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.cond_br`."]
    pub CondBrOp = "llvm.cond_br" {
        operand condition = "condition";
        operands true_dest_operands = "trueDestOperands";
        operands false_dest_operands = "falseDestOperands";
        attr branch_weights = "branch_weights";
        attr loop_annotation = "loop_annotation";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.switch`."]
    pub SwitchOp = "llvm.switch" {
        operand value = "value";
        operands default_operands = "defaultOperands";
        operands case_operands = "caseOperands";
        attr case_values = "case_values";
        attr case_operand_segments = "case_operand_segments";
        attr branch_weights = "branch_weights";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.return`."]
    pub ReturnOp = "llvm.return" {
        operands arg = "arg";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.unreachable`."]
    pub UnreachableOp = "llvm.unreachable" {
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.call`."]
    pub CallOp = "llvm.call" {
        operands callee_operands = "callee_operands";
        operands op_bundle_operands = "op_bundle_operands";
        results result = "result";
        attr callee = "callee";
        attr var_callee_type = "var_callee_type";
        attr cconv = "CConv";
        attr tail_call_kind = "TailCallKind";
        attr branch_weights = "branch_weights";
        attr no_inline = "no_inline";
        attr always_inline = "always_inline";
        attr inline_hint = "inline_hint";
        attr convergent = "convergent";
        attr no_unwind = "no_unwind";
        attr will_return = "will_return";
        attr fastmath_flags = "fastmathFlags";
        attr op_bundle_sizes = "op_bundle_sizes";
        attr op_bundle_tags = "op_bundle_tags";
        attr arg_attrs = "arg_attrs";
        attr res_attrs = "res_attrs";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.call_intrinsic`."]
    pub CallIntrinsicOp = "llvm.call_intrinsic" {
        operands args = "args";
        operands op_bundle_operands = "op_bundle_operands";
        results results = "results";
        attr intrin = "intrin";
        attr fastmath_flags = "fastmathFlags";
        attr op_bundle_sizes = "op_bundle_sizes";
        attr op_bundle_tags = "op_bundle_tags";
        attr arg_attrs = "arg_attrs";
        attr res_attrs = "res_attrs";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.sqrt`."]
    pub IntrSqrtOp = "llvm.intr.sqrt" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.fabs`."]
    pub IntrFabsOp = "llvm.intr.fabs" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.exp`."]
    pub IntrExpOp = "llvm.intr.exp" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.exp2`."]
    pub IntrExp2Op = "llvm.intr.exp2" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.exp10`."]
    pub IntrExp10Op = "llvm.intr.exp10" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.log`."]
    pub IntrLogOp = "llvm.intr.log" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.log2`."]
    pub IntrLog2Op = "llvm.intr.log2" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.log10`."]
    pub IntrLog10Op = "llvm.intr.log10" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.sin`."]
    pub IntrSinOp = "llvm.intr.sin" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.cos`."]
    pub IntrCosOp = "llvm.intr.cos" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.tan`."]
    pub IntrTanOp = "llvm.intr.tan" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.asin`."]
    pub IntrAsinOp = "llvm.intr.asin" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.acos`."]
    pub IntrAcosOp = "llvm.intr.acos" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.atan`."]
    pub IntrAtanOp = "llvm.intr.atan" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.sinh`."]
    pub IntrSinhOp = "llvm.intr.sinh" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.cosh`."]
    pub IntrCoshOp = "llvm.intr.cosh" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.tanh`."]
    pub IntrTanhOp = "llvm.intr.tanh" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.floor`."]
    pub IntrFloorOp = "llvm.intr.floor" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.ceil`."]
    pub IntrCeilOp = "llvm.intr.ceil" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.round`."]
    pub IntrRoundOp = "llvm.intr.round" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.roundeven`."]
    pub IntrRoundevenOp = "llvm.intr.roundeven" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.trunc`."]
    pub IntrTruncOp = "llvm.intr.trunc" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.rint`."]
    pub IntrRintOp = "llvm.intr.rint" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.nearbyint`."]
    pub IntrNearbyintOp = "llvm.intr.nearbyint" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.canonicalize`."]
    pub IntrCanonicalizeOp = "llvm.intr.canonicalize" {
        operand a = "a";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.pow`."]
    pub IntrPowOp = "llvm.intr.pow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.copysign`."]
    pub IntrCopysignOp = "llvm.intr.copysign" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.minnum`."]
    pub IntrMinnumOp = "llvm.intr.minnum" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.maxnum`."]
    pub IntrMaxnumOp = "llvm.intr.maxnum" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.minimum`."]
    pub IntrMinimumOp = "llvm.intr.minimum" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.maximum`."]
    pub IntrMaximumOp = "llvm.intr.maximum" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.atan2`."]
    pub IntrAtan2Op = "llvm.intr.atan2" {
        operand a = "a";
        operand b = "b";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.fma`."]
    pub IntrFmaOp = "llvm.intr.fma" {
        operand a = "a";
        operand b = "b";
        operand c = "c";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.fmuladd`."]
    pub IntrFmuladdOp = "llvm.intr.fmuladd" {
        operand a = "a";
        operand b = "b";
        operand c = "c";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.powi`."]
    pub IntrPowiOp = "llvm.intr.powi" {
        operand val = "val";
        operand power = "power";
        result res = "res";
        attr fastmath_flags = "fastmathFlags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.ctpop`."]
    pub IntrCtpopOp = "llvm.intr.ctpop" {
        operand a = "a";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.bitreverse`."]
    pub IntrBitreverseOp = "llvm.intr.bitreverse" {
        operand a = "a";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.bswap`."]
    pub IntrBswapOp = "llvm.intr.bswap" {
        operand a = "a";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.smax`."]
    pub IntrSmaxOp = "llvm.intr.smax" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.smin`."]
    pub IntrSminOp = "llvm.intr.smin" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.umax`."]
    pub IntrUmaxOp = "llvm.intr.umax" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.umin`."]
    pub IntrUminOp = "llvm.intr.umin" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.fshl`."]
    pub IntrFshlOp = "llvm.intr.fshl" {
        operand a = "a";
        operand b = "b";
        operand c = "c";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.fshr`."]
    pub IntrFshrOp = "llvm.intr.fshr" {
        operand a = "a";
        operand b = "b";
        operand c = "c";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.ctlz`."]
    pub IntrCtlzOp = "llvm.intr.ctlz" {
        operand in_ = "in";
        result res = "res";
        attr is_zero_poison = "is_zero_poison";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.cttz`."]
    pub IntrCttzOp = "llvm.intr.cttz" {
        operand in_ = "in";
        result res = "res";
        attr is_zero_poison = "is_zero_poison";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.abs`."]
    pub IntrAbsOp = "llvm.intr.abs" {
        operand in_ = "in";
        result res = "res";
        attr is_int_min_poison = "is_int_min_poison";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.is.fpclass`."]
    pub IntrIsFpclassOp = "llvm.intr.is.fpclass" {
        operand in_ = "in";
        result res = "res";
        attr bit = "bit";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.memcpy`."]
    pub IntrMemcpyOp = "llvm.intr.memcpy" {
        operand dst = "dst";
        operand src = "src";
        operand len = "len";
        attr is_volatile = "isVolatile";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.prefetch`."]
    pub IntrPrefetchOp = "llvm.intr.prefetch" {
        operand addr = "addr";
        attr rw = "rw";
        attr hint = "hint";
        attr cache = "cache";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.assume`."]
    pub IntrAssumeOp = "llvm.intr.assume" {
        operand cond = "cond";
        operands op_bundle_operands = "op_bundle_operands";
        attr op_bundle_sizes = "op_bundle_sizes";
        attr op_bundle_tags = "op_bundle_tags";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.sadd.with.overflow`."]
    pub IntrSaddWithOverflowOp = "llvm.intr.sadd.with.overflow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.uadd.with.overflow`."]
    pub IntrUaddWithOverflowOp = "llvm.intr.uadd.with.overflow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.ssub.with.overflow`."]
    pub IntrSsubWithOverflowOp = "llvm.intr.ssub.with.overflow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.usub.with.overflow`."]
    pub IntrUsubWithOverflowOp = "llvm.intr.usub.with.overflow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.smul.with.overflow`."]
    pub IntrSmulWithOverflowOp = "llvm.intr.smul.with.overflow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.umul.with.overflow`."]
    pub IntrUmulWithOverflowOp = "llvm.intr.umul.with.overflow" {
        operand a = "a";
        operand b = "b";
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.experimental.constrained.fptrunc`."]
    pub IntrExperimentalConstrainedFptruncOp = "llvm.intr.experimental.constrained.fptrunc" {
        operand arg_0 = "arg_0";
        result res = "res";
        attr roundingmode = "roundingmode";
        attr fp_exception_behavior = "fpExceptionBehavior";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.experimental.constrained.fpext`."]
    pub IntrExperimentalConstrainedFpextOp = "llvm.intr.experimental.constrained.fpext" {
        operand arg_0 = "arg_0";
        result res = "res";
        attr fp_exception_behavior = "fpExceptionBehavior";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.experimental.constrained.sitofp`."]
    pub IntrExperimentalConstrainedSitofpOp = "llvm.intr.experimental.constrained.sitofp" {
        operand arg_0 = "arg_0";
        result res = "res";
        attr roundingmode = "roundingmode";
        attr fp_exception_behavior = "fpExceptionBehavior";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.experimental.constrained.uitofp`."]
    pub IntrExperimentalConstrainedUitofpOp = "llvm.intr.experimental.constrained.uitofp" {
        operand arg_0 = "arg_0";
        result res = "res";
        attr roundingmode = "roundingmode";
        attr fp_exception_behavior = "fpExceptionBehavior";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.stacksave`."]
    pub IntrStacksaveOp = "llvm.intr.stacksave" {
        result res = "res";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.intr.stackrestore`."]
    pub IntrStackrestoreOp = "llvm.intr.stackrestore" {
        operand ptr = "ptr";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.comdat`: LLVM dialect comdat region."]
    pub ComdatOp = "llvm.comdat" {
        attr sym_name = "sym_name";
    }
}

strata_ir::op_class! {
    #[doc = "`llvm.comdat_selector`: LLVM dialect comdat selector declaration."]
    pub ComdatSelectorOp = "llvm.comdat_selector" {
        attr sym_name = "sym_name";
        attr comdat = "comdat";
    }
}
