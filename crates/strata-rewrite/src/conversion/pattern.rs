//! Conversion patterns: rewrites that see their operation's operands
//! already remapped to converted values, and the set they are applied from.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::{Context, OpId, OperationName};

use super::rewriter::{ConversionRewriter, OpAdaptor};
use super::type_converter::TypeConverter;

/// A rewrite used by the dialect conversion driver.
pub trait ConversionPattern: Send + Sync {
    /// The operation name this pattern applies to, or `None` for any.
    fn root(&self) -> Option<&str>;

    /// Preference among patterns matching the same operation (higher first).
    fn benefit(&self) -> u16 {
        1
    }

    /// A name for debugging.
    fn name(&self) -> &str;

    /// The type converter used to remap operands, if any.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }

    /// Rewrites `op` (replacing, erasing or modifying it in place) through
    /// `rewriter`; returns false if it does not apply. Changes made before
    /// returning false are rolled back.
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool;
}

type RewriteFn = dyn Fn(OpId, &OpAdaptor, &mut ConversionRewriter<'_>) -> bool + Send + Sync;

/// A conversion pattern on one operation name, built from a closure.
pub struct OpConversionPattern {
    root: String,
    name: String,
    benefit: u16,
    converter: Option<Arc<TypeConverter>>,
    rewrite: Box<RewriteFn>,
}

impl OpConversionPattern {
    /// A pattern converting operations named `root` with `rewrite`.
    pub fn new(
        root: &str,
        rewrite: impl Fn(OpId, &OpAdaptor, &mut ConversionRewriter<'_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        OpConversionPattern {
            root: root.to_string(),
            name: root.to_string(),
            benefit: 1,
            converter: None,
            rewrite: Box::new(rewrite),
        }
    }

    /// Sets the benefit.
    pub fn with_benefit(mut self, benefit: u16) -> Self {
        self.benefit = benefit;
        self
    }

    /// Sets the debug name.
    pub fn with_name(mut self, name: &str) -> Self {
        self.name = name.to_string();
        self
    }

    /// Remaps operands with `converter`.
    pub fn with_type_converter(mut self, converter: &Arc<TypeConverter>) -> Self {
        self.converter = Some(converter.clone());
        self
    }
}

impl ConversionPattern for OpConversionPattern {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &str {
        &self.name
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        (self.rewrite)(op, adaptor, rewriter)
    }
}

/// A list of conversion patterns.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) {
        self.patterns.push(Box::new(pattern));
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn ConversionPattern>) {
        self.patterns.push(pattern);
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if there are no patterns.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The root operation names of the patterns added so far.
    pub fn roots(&self) -> impl Iterator<Item = &str> {
        self.patterns.iter().filter_map(|p| p.root())
    }
}

/// Patterns indexed by root operation name, in decreasing benefit order
/// (ties keep insertion order).
pub struct FrozenConversionPatterns {
    by_root: FxHashMap<OperationName, Vec<usize>>,
    any: Vec<usize>,
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl FrozenConversionPatterns {
    /// Indexes a pattern set.
    pub fn new(ctx: &Context, set: ConversionPatternSet) -> Self {
        let patterns = set.patterns;
        let mut by_root: FxHashMap<OperationName, Vec<usize>> = FxHashMap::default();
        let mut any = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root
                    .entry(OperationName::new(ctx, r))
                    .or_default()
                    .push(i),
                None => any.push(i),
            }
        }
        let benefit = |i: &usize| std::cmp::Reverse(patterns[*i].benefit());
        for list in by_root.values_mut() {
            list.extend_from_slice(&any);
            list.sort_by_key(benefit);
        }
        any.sort_by_key(benefit);
        FrozenConversionPatterns {
            by_root,
            any,
            patterns,
        }
    }

    /// The indices of the patterns that may apply to `name`, best first.
    pub(crate) fn candidates(&self, name: OperationName) -> &[usize] {
        self.by_root.get(&name).map_or(&self.any, |v| v.as_slice())
    }

    /// The pattern at `index`.
    pub(crate) fn get(&self, index: usize) -> &dyn ConversionPattern {
        &*self.patterns[index]
    }
}
