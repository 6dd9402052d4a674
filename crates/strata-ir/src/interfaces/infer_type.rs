//! Result type inference (MLIR's InferTypeOpInterface).

use crate::attributes::Attribute;
use crate::context::Context;
use crate::ident::Ident;
use crate::types::Type;

/// Infers result types from operand types and inherent attributes.
pub type InferTypesHook = fn(&Context, &[Type], &[(Ident, Attribute)]) -> Result<Vec<Type>, String>;

/// An operation whose result types follow from its operand types and
/// inherent attributes.
pub trait InferTypeOpInterface: Send + Sync {
    /// The result types, or a message saying why they cannot be inferred.
    fn infer_return_types(
        &self,
        ctx: &Context,
        operand_types: &[Type],
        attrs: &[(Ident, Attribute)],
    ) -> Result<Vec<Type>, String>;
}

impl InferTypeOpInterface for InferTypesHook {
    fn infer_return_types(
        &self,
        ctx: &Context,
        operand_types: &[Type],
        attrs: &[(Ident, Attribute)],
    ) -> Result<Vec<Type>, String> {
        self(ctx, operand_types, attrs)
    }
}
