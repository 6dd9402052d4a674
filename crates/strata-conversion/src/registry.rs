//! The registry of every pass shipped for the core dialects.

use strata_pass::PassRegistry;

/// Every pass for the core dialects, by its command-line argument: the generic
/// transforms, the dialects' own passes (`arith-expand`, `math-expand-ops`,
/// ...) and the conversions (`convert-scf-to-cf`, `convert-to-llvm`, ...).
/// `strata-opt`, `strata-run` and the library facade all start from it.
pub fn pass_registry() -> PassRegistry {
    let mut registry = strata_transforms::registry();
    registry.register(crate::CONVERT_SCF_TO_CF);
    registry.register(crate::LIFT_CF_TO_SCF);
    registry.register(crate::LOWER_AFFINE);
    registry.register(crate::EXPAND_STRIDED_METADATA);
    registry.register(crate::EXPAND_REALLOC);
    registry.register(crate::CONVERT_STD_TO_CORE);
    registry.register(crate::CONVERT_STD_TO_LLVM);
    registry.register(crate::LLVM_REQUEST_C_WRAPPERS);
    registry.register(strata_dialect_func::DUPLICATE_FUNCTION_ELIMINATION);
    registry.register(strata_dialect_arith::ARITH_EMULATE_UNSUPPORTED_FLOATS);
    registry.register(strata_dialect_arith::ARITH_EXPAND);
    registry.register(strata_dialect_arith::ARITH_EMULATE_WIDE_INT);
    registry.register(strata_dialect_arith::ARITH_INT_RANGE_NARROWING);
    registry.register(strata_dialect_arith::ARITH_UNSIGNED_WHEN_EQUIVALENT);
    registry.register(strata_dialect_arith::INT_RANGE_OPTIMIZATIONS);
    registry.register(strata_dialect_math::MATH_EXPAND_OPS);
    registry.register(strata_dialect_math::MATH_EXTEND_TO_SUPPORTED_TYPES);
    registry.register(strata_dialect_math::MATH_SINCOS_FUSION);
    registry.register(strata_dialect_math::MATH_UPLIFT_TO_FMA);
    for &pass in crate::LLVM_PASSES {
        registry.register(pass);
    }
    registry
}
