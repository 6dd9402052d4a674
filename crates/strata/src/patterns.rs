//! Typed rewrite patterns (`OpRewritePattern<T>`), read-only matchers and
//! typed replacement, usable by the greedy and the conversion drivers.

use std::marker::PhantomData;

use strata_ir::dialect::OpTraits;
use strata_ir::{Body, Context, OpClass, OpId, Value};
use strata_rewrite::conversion::{ConversionPattern, ConversionRewriter, OpAdaptor};
use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_patterns_to_nested_bodies};
use strata_rewrite::{PatternRewriter, PatternSet, RewritePattern, Rewriter};
use strata_support::apint::APInt;

use crate::builder::OpParts;
use crate::{Error, Module};

/// A rewrite rooted at ops of class `T`, handed the typed op and a rewriter
/// of either driver (wrap it with [`typed`] to add it to a pattern set).
pub trait OpRewritePattern<T: OpClass>: Send + Sync {
    /// Rewrites `op` through `rewriter`; returns false (leaving the IR
    /// untouched) when it does not apply.
    fn match_and_rewrite(&self, op: T, rewriter: &mut dyn PatternRewriter<'_>) -> bool;

    /// Preference among patterns matching the same op (higher first).
    fn benefit(&self) -> u16 {
        1
    }
}

/// An [`OpRewritePattern`] as a [`RewritePattern`] (greedy driver) and a
/// [`ConversionPattern`] (dialect conversion).
pub struct Typed<T, P> {
    pattern: P,
    class: PhantomData<fn() -> T>,
}

/// Wraps a typed pattern for the drivers: `set.add(typed(MyPattern))`.
pub fn typed<T: OpClass, P: OpRewritePattern<T>>(pattern: P) -> Typed<T, P> {
    Typed {
        pattern,
        class: PhantomData,
    }
}

impl<T: OpClass, P: OpRewritePattern<T>> RewritePattern for Typed<T, P> {
    fn root(&self) -> Option<&str> {
        Some(T::NAME)
    }
    fn benefit(&self) -> u16 {
        self.pattern.benefit()
    }
    fn name(&self) -> &str {
        std::any::type_name::<P>()
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        self.pattern.match_and_rewrite(T::from_op(op), rewriter)
    }
}

impl<T: OpClass, P: OpRewritePattern<T>> ConversionPattern for Typed<T, P> {
    fn root(&self) -> Option<&str> {
        Some(T::NAME)
    }
    fn benefit(&self) -> u16 {
        self.pattern.benefit()
    }
    fn name(&self) -> &str {
        std::any::type_name::<P>()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        self.pattern.match_and_rewrite(T::from_op(op), rewriter)
    }
}

/// The integer constant `value` holds, if a constant-like op defines it
/// (reads the IR only).
pub fn m_constant_int(ctx: &Context, body: &Body, value: Value) -> Option<APInt> {
    let op = body.defining_op(value)?;
    if !body.op_name(op).has_trait(ctx, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    body.attr(ctx, op, "value")?.int_value(ctx).cloned()
}

/// The op of class `T` defining `value`, if that is what defines it.
pub fn m_op<T: OpClass>(ctx: &Context, body: &Body, value: Value) -> Option<T> {
    body.dyn_cast::<T>(ctx, body.defining_op(value)?)
}

/// Typed creation through any rewriter.
pub trait RewriterExt<'c>: PatternRewriter<'c> {
    /// Creates a `T` from `operands` (result types inferred) before `op`
    /// and replaces `op` by its results.
    fn replace_op_with<T: OpClass>(&mut self, op: OpId, operands: &[Value]) -> Result<T, Error> {
        let ctx = self.context();
        let operand_types: Vec<_> = operands
            .iter()
            .map(|&v| self.body().value_type(v))
            .collect();
        let parts = OpParts {
            name: T::NAME,
            operands,
            operand_types: &operand_types,
            attrs: &[],
            result_types: None,
        };
        let state = parts.state(ctx, self.body().op_loc(op))?;
        Ok(T::from_op(PatternRewriter::replace_op_with_new(
            self, op, state,
        )))
    }
}

impl<'c, R: PatternRewriter<'c> + ?Sized> RewriterExt<'c> for R {}

impl Module<'_> {
    /// Applies `patterns` (and folding) greedily to everything in the
    /// module until a fixed point; an error if it does not converge.
    pub fn apply_patterns(&mut self, patterns: PatternSet) -> Result<(), Error> {
        let ctx = self.context();
        let frozen = FrozenPatterns::new(ctx, patterns);
        let (body, op, _) = self.top_mut();
        if apply_patterns_to_nested_bodies(ctx, body, op, &frozen, &GreedyConfig::default(), true) {
            Ok(())
        } else {
            Err(Error::msg("the greedy rewrite did not converge"))
        }
    }
}
