//! Type conversion: how a conversion maps types, and how it bridges values
//! of the old and new types (materializations).

use crate::Rewriter;
use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, Location, RegionId, Type, Value};

use super::signature::SignatureConversion;

/// The answer of a type conversion callback that handles a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Converted {
    /// The type becomes these types (one for 1:1, several for 1:N, none
    /// when it is dropped).
    Types(SmallVec<[Type; 2]>),
    /// The type cannot be converted.
    Fail,
}

/// A type conversion callback: `None` when it does not handle the type
/// (the next callback is tried).
pub type ConversionFn = Box<dyn Fn(&Context, Type) -> Option<Converted> + Send + Sync>;

/// Builds values of `types` from `inputs` before the rewriter's insertion
/// point; `None` if it cannot.
pub type MaterializationFn = Box<
    dyn Fn(&mut Rewriter<'_>, &[Type], &[Value], Location) -> Option<SmallVec<[Value; 1]>>
        + Send
        + Sync,
>;

/// Which direction a materialization bridges.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaterializationKind {
    /// Converted values back to an original type (for users not converted).
    Source,
    /// Values to the converted type a pattern expects.
    Target,
    /// New block arguments back to the type of the argument they replace.
    Argument,
}

/// Converts types with callbacks (the most recently added first) and
/// materializes conversions between old and new values.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source: Vec<MaterializationFn>,
    target: Vec<MaterializationFn>,
    argument: Vec<MaterializationFn>,
}

impl TypeConverter {
    /// A converter with no conversion: no type is legal.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion callback; it is tried before those added earlier.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Converted> + Send + Sync + 'static,
    ) {
        self.conversions.push(Box::new(f));
    }

    /// Adds a 1:1 conversion callback (`None`: not handled).
    pub fn add_type_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static,
    ) {
        self.add_conversion(move |ctx, t| {
            f(ctx, t).map(|t| Converted::Types(SmallVec::from_slice(&[t])))
        });
    }

    /// Adds a source materialization callback.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, &[Type], &[Value], Location) -> Option<SmallVec<[Value; 1]>>
        + Send
        + Sync
        + 'static,
    ) {
        self.source.push(Box::new(f));
    }

    /// Adds a target materialization callback.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, &[Type], &[Value], Location) -> Option<SmallVec<[Value; 1]>>
        + Send
        + Sync
        + 'static,
    ) {
        self.target.push(Box::new(f));
    }

    /// Adds an argument materialization callback (falls back to source ones).
    pub fn add_argument_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, &[Type], &[Value], Location) -> Option<SmallVec<[Value; 1]>>
        + Send
        + Sync
        + 'static,
    ) {
        self.argument.push(Box::new(f));
    }

    /// Converts `ty`, appending the result types to `out`; false if it
    /// cannot be converted (`out` is then unchanged).
    pub fn convert_type_into(
        &self,
        ctx: &Context,
        ty: Type,
        out: &mut SmallVec<[Type; 4]>,
    ) -> bool {
        for f in self.conversions.iter().rev() {
            match f(ctx, ty) {
                None => continue,
                Some(Converted::Fail) => return false,
                Some(Converted::Types(ts)) => {
                    out.extend_from_slice(&ts);
                    return true;
                }
            }
        }
        false
    }

    /// Converts `ty` to exactly one type.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        let mut out = SmallVec::new();
        (self.convert_type_into(ctx, ty, &mut out) && out.len() == 1).then(|| out[0])
    }

    /// Converts each of `types`, appending to `out`; false if one fails.
    pub fn convert_types(
        &self,
        ctx: &Context,
        types: &[Type],
        out: &mut SmallVec<[Type; 4]>,
    ) -> bool {
        let len = out.len();
        for &t in types {
            if !self.convert_type_into(ctx, t, out) {
                out.truncate(len);
                return false;
            }
        }
        true
    }

    /// True if `ty` converts to itself.
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// True if every type converts to itself.
    pub fn are_legal(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|t| self.is_legal(ctx, *t))
    }

    /// True if the inputs and results of a function type are legal.
    pub fn is_signature_legal(&self, ctx: &Context, fn_type: Type) -> bool {
        fn_type
            .function_parts(ctx)
            .is_some_and(|(i, r)| self.are_legal(ctx, i) && self.are_legal(ctx, r))
    }

    /// True if every block argument in `region` has a legal type.
    pub fn is_region_legal(&self, ctx: &Context, body: &Body, region: RegionId) -> bool {
        body.region_blocks(region).all(|b| {
            body.block_args(b)
                .iter()
                .all(|a| self.is_legal(ctx, body.value_type(*a)))
        })
    }

    /// Records the conversion of original argument `index` of type `ty`.
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        index: usize,
        ty: Type,
        conversion: &mut SignatureConversion,
    ) -> bool {
        let mut out = SmallVec::new();
        if !self.convert_type_into(ctx, ty, &mut out) {
            return false;
        }
        conversion.add_inputs(index, &out);
        true
    }

    /// Records the conversion of every original argument of `types`.
    pub fn convert_signature_args(
        &self,
        ctx: &Context,
        types: &[Type],
        conversion: &mut SignatureConversion,
    ) -> bool {
        types
            .iter()
            .enumerate()
            .all(|(i, t)| self.convert_signature_arg(ctx, i, *t, conversion))
    }

    /// The conversion of a block's arguments, if every type converts.
    pub fn convert_block_signature(
        &self,
        ctx: &Context,
        body: &Body,
        block: BlockId,
    ) -> Option<SignatureConversion> {
        let args = body.block_args(block);
        let mut conversion = SignatureConversion::new(args.len());
        for (i, a) in args.iter().enumerate() {
            if !self.convert_signature_arg(ctx, i, body.value_type(*a), &mut conversion) {
                return None;
            }
        }
        Some(conversion)
    }

    /// True if some callback could materialize conversions of `kind`.
    pub fn has_materializations(&self, kind: MaterializationKind) -> bool {
        match kind {
            MaterializationKind::Source => !self.source.is_empty(),
            MaterializationKind::Target => !self.target.is_empty(),
            MaterializationKind::Argument => !self.argument.is_empty() || !self.source.is_empty(),
        }
    }

    /// Runs the callbacks of `kind` (the most recent first) until one builds
    /// values of `types`.
    pub fn materialize(
        &self,
        kind: MaterializationKind,
        rewriter: &mut Rewriter<'_>,
        types: &[Type],
        inputs: &[Value],
        loc: Location,
    ) -> Option<SmallVec<[Value; 1]>> {
        let callbacks: &[MaterializationFn] = match kind {
            MaterializationKind::Source => &self.source,
            MaterializationKind::Target => &self.target,
            MaterializationKind::Argument => &self.argument,
        };
        let fallback: &[MaterializationFn] = match kind {
            MaterializationKind::Argument => &self.source,
            _ => &[],
        };
        callbacks
            .iter()
            .rev()
            .chain(fallback.iter().rev())
            .find_map(|f| {
                f(rewriter, types, inputs, loc).filter(|vals| {
                    vals.len() == types.len()
                        && vals
                            .iter()
                            .zip(types)
                            .all(|(v, t)| rewriter.body().value_type(*v) == *t)
                })
            })
    }
}
