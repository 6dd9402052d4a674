//! The registration point of `convert-to-llvm` (MLIR's
//! ConvertToLLVMPatternInterface): each dialect that can be lowered to the
//! LLVM dialect implements the interface, and the pass collects the
//! patterns and legality of every registered dialect without naming any.

use std::sync::Arc;

use strata_ir::Context;

use super::{ConversionPatternSet, ConversionTarget, TypeConverter};

/// A dialect whose operations lower to the LLVM dialect.
pub trait ConvertToLLVMPatternInterface: Send + Sync {
    /// Marks what becomes legal or illegal in `target` and adds the
    /// dialect's lowering patterns, converting types with `converter`.
    fn populate_convert_to_llvm_patterns(
        &self,
        ctx: &Context,
        target: &mut ConversionTarget,
        converter: &Arc<TypeConverter>,
        patterns: &mut ConversionPatternSet,
    );
}

/// Collects the lowering of every registered dialect implementing
/// [`ConvertToLLVMPatternInterface`], in namespace order, keeping only the
/// namespaces in `filter` unless it is empty (upstream's `filter-dialects`);
/// returns the namespaces of the contributing dialects.
pub fn collect_convert_to_llvm_patterns(
    ctx: &Context,
    filter: &[String],
    target: &mut ConversionTarget,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) -> Vec<String> {
    let mut contributors = Vec::new();
    for (dialect, _) in ctx.registered_dialects() {
        if !filter.is_empty() && !filter.iter().any(|f| *f == *dialect.name) {
            continue;
        }
        if let Some(lowering) = dialect.interface::<dyn ConvertToLLVMPatternInterface>() {
            lowering.populate_convert_to_llvm_patterns(ctx, target, converter, patterns);
            contributors.push(dialect.name.to_string());
        }
    }
    contributors
}

#[cfg(test)]
mod tests {
    use strata_ir::DialectDef;

    use super::*;
    use crate::conversion::OpConversionPattern;

    /// A lowering that makes `lowered.*` ops legal and adds one pattern.
    struct Lowering;

    impl ConvertToLLVMPatternInterface for Lowering {
        fn populate_convert_to_llvm_patterns(
            &self,
            _: &Context,
            target: &mut ConversionTarget,
            _: &Arc<TypeConverter>,
            patterns: &mut ConversionPatternSet,
        ) {
            target.add_legal_dialects(&["lowered"]);
            patterns.add(OpConversionPattern::new("lowering.op", |_, _, _| false));
        }
    }

    #[test]
    fn patterns_come_from_dialects_implementing_the_interface() {
        let ctx = Context::new();
        let mut lowering = DialectDef::new("lowering");
        lowering.add_interface::<dyn ConvertToLLVMPatternInterface>(Box::new(Lowering));
        ctx.register_dialect(lowering);
        ctx.register_dialect(DialectDef::new("bystander"));
        let mut target = ConversionTarget::new();
        let converter = Arc::new(TypeConverter::new());
        let mut patterns = ConversionPatternSet::new();
        let contributors =
            collect_convert_to_llvm_patterns(&ctx, &[], &mut target, &converter, &mut patterns);
        assert_eq!(contributors, ["lowering"]);
        assert_eq!(patterns.len(), 1);
        let filtered = collect_convert_to_llvm_patterns(
            &ctx,
            &["bystander".to_string()],
            &mut target,
            &converter,
            &mut patterns,
        );
        assert!(filtered.is_empty());
    }
}
