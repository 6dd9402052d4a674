//! `arith-emulate-unsupported-floats`: arith ops (and the arithmetic vector
//! ops) on the `source-types` floats are done on `target-type` instead:
//! their float operands are extended (`arith.extf`) and their results
//! truncated back (`arith.truncf`), both with `fastmath<contract>`. A
//! partial dialect conversion, as upstream: ops that fold are folded first,
//! everything else stays.

use std::sync::Arc;

use strata_ir::interfaces::populate_default_properties;
use strata_ir::{
    Body, Context, Diagnostic, Location, OpId, OperationName, OperationState, Type, Value,
};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult,
    list_option_string,
};
use strata_rewrite::conversion::{
    ConversionPattern, ConversionPatternSet, ConversionRewriter, ConversionTarget,
    FrozenConversionPatterns, OpAdaptor, TypeConverter, apply_partial_conversion,
};
use strata_support::FloatSemantics;

use crate::checks::same_shape;
use crate::enums::FASTMATH_CONTRACT;
use crate::fastmath::FASTMATH;

/// The float emulation pass.
#[derive(Clone)]
pub struct EmulateUnsupportedFloats {
    options: FloatWideningOptions,
}

/// The registry entry of `arith-emulate-unsupported-floats`.
pub const ARITH_EMULATE_UNSUPPORTED_FLOATS: PassRegistration = PassRegistration {
    argument: "arith-emulate-unsupported-floats",
    summary: "Emulate operations on unsupported floats with extf/truncf",
    options: &[
        PassOptionInfo {
            name: "source-types",
            kind: "string",
            description: "MLIR types without arithmetic support on a given target",
        },
        PassOptionInfo {
            name: "target-type",
            kind: "string",
            description: "MLIR type to convert the unsupported source types to",
        },
    ],
    create: || {
        Box::new(EmulateUnsupportedFloats {
            options: FloatWideningOptions::new("source-types"),
        })
    },
};

/// The vector ops that compute, converted like arith ops.
const VECTOR_ARITHMETIC: &[&str] = &[
    "vector.contract",
    "vector.reduction",
    "vector.multi_reduction",
    "vector.fma",
    "vector.outerproduct",
    "vector.scan",
];

impl Pass for EmulateUnsupportedFloats {
    fn argument(&self) -> &'static str {
        "arith-emulate-unsupported-floats"
    }

    fn name(&self) -> &'static str {
        "ArithEmulateUnsupportedFloats"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.options.set(name, value)
    }

    fn option_string(&self) -> String {
        self.options.option_string()
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let (sources, target) = self.options.resolve(ctx)?;
        if sources.contains(&target) {
            return Err(option_error(
                ctx,
                "target type cannot be an unsupported source type".to_string(),
            ));
        }
        let converter = Arc::new(type_converter(sources, target));
        let conversion_target = legality(&converter);
        widen_float_ops(
            ctx,
            body,
            op,
            converter,
            &conversion_target,
            "EmulateFloatPattern",
        )
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The options of the float-widening passes: a list of float type names
/// (`source-types` or `extra-types`) and the `target-type` computed in.
#[derive(Clone)]
pub struct FloatWideningOptions {
    list_name: &'static str,
    types: Vec<String>,
    target: String,
}

impl FloatWideningOptions {
    /// No listed types, computing in `f32` (upstream's defaults).
    pub fn new(list_name: &'static str) -> Self {
        Self {
            list_name,
            types: Vec::new(),
            target: "f32".to_string(),
        }
    }

    /// Sets the list option or `target-type` from its textual value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name == self.list_name {
            self.types = value
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
        } else if name == "target-type" {
            self.target = value.to_string();
        } else {
            return Err(format!("no such option '{name}'"));
        }
        Ok(())
    }

    /// The options as a pipeline prints them.
    pub fn option_string(&self) -> String {
        let list = list_option_string(self.list_name, &self.types);
        let target = format!("target-type={}", self.target);
        if list.is_empty() {
            target
        } else {
            format!("{list} {target}")
        }
    }

    /// The listed types and the target type; a name that is not a float
    /// type is an error at an unknown location, as upstream reports it.
    pub fn resolve(&self, ctx: &Context) -> Result<(Vec<Type>, Type), PassFailure> {
        let target = float_type(ctx, &self.target).ok_or_else(|| {
            option_error(
                ctx,
                format!(
                    "could not map target type '{}' to a known floating-point type",
                    self.target
                ),
            )
        })?;
        let types = self
            .types
            .iter()
            .map(|s| {
                float_type(ctx, s).ok_or_else(|| {
                    option_error(
                        ctx,
                        format!("could not map source type '{s}' to a known floating-point type"),
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        Ok((types, target))
    }
}

/// Reports a bad pass option at an unknown location and fails the pass.
fn option_error(ctx: &Context, message: String) -> PassFailure {
    ctx.emit(Diagnostic::error(Location::unknown(ctx), message));
    PassFailure
}

/// Converts the ops `target` finds illegal with [`WidenFloatOps`]: a
/// partial conversion of `op` and what it holds.
pub fn widen_float_ops(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    converter: Arc<TypeConverter>,
    target: &ConversionTarget,
    name: &'static str,
) -> PassResult {
    let mut set = ConversionPatternSet::new();
    set.add(WidenFloatOps { converter, name });
    let patterns = FrozenConversionPatterns::new(ctx, set);
    apply_partial_conversion(ctx, body, op, target, &patterns)
        .map(|_| ())
        .map_err(|_| PassFailure)
}

/// The float type named `name` (`bf16`, `f8E4M3FN`, ...).
pub fn float_type(ctx: &Context, name: &str) -> Option<Type> {
    FloatSemantics::from_name(name.trim()).map(|s| Type::float(ctx, s))
}

/// Source floats (and shaped types of them) become `target`; every other
/// type is legal. Values are extended to the converted type with
/// `arith.extf`.
fn type_converter(sources: Vec<Type>, target: Type) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_type_conversion(move |ctx, ty| {
        if sources.contains(&ty) {
            return Some(target);
        }
        match ty.element_type(ctx) {
            Some(e) if sources.contains(&e) => Some(same_shape(ctx, ty, target)),
            _ => Some(ty),
        }
    });
    add_extf_materialization(&mut tc);
    tc
}

/// Makes `tc` bridge values to wider float types with
/// `arith.extf ... fastmath<contract>`.
pub fn add_extf_materialization(tc: &mut TypeConverter) {
    tc.add_target_materialization(|rw, types, inputs, loc| {
        let (&ty, &input) = (types.first()?, inputs.first()?);
        let op = rw.create(contract_cast(rw.ctx, "arith.extf", input, ty, loc));
        Some(smallvec::smallvec![rw.body().result(op, 0)])
    });
}

/// The properties `{fastmath = #arith.fastmath<contract>}`.
fn contract_props(ctx: &Context) -> strata_ir::Attribute {
    let mut entries = [strata_ir::NamedAttr {
        name: strata_ir::Ident::new(ctx, "fastmath"),
        value: FASTMATH.attr(ctx, FASTMATH_CONTRACT),
    }];
    strata_ir::Attribute::dictionary(ctx, &mut entries)
}

/// An `arith` cast `name` of `input` to `ty` with `fastmath<contract>`.
fn contract_cast(
    ctx: &Context,
    name: &str,
    input: Value,
    ty: Type,
    loc: Location,
) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, name), loc);
    state.operands.push(input);
    state.result_types.push(ty);
    state.props = Some(contract_props(ctx));
    populate_default_properties(ctx, &mut state);
    state
}

/// Whether every operand and result type of `op` is legal.
pub fn op_types_legal(converter: &TypeConverter, ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operands(op)
        .chain(body.results(op))
        .all(|v| converter.is_legal(ctx, body.value_type(v)))
}

fn legality(converter: &Arc<TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
    let c = converter.clone();
    target.add_dynamically_legal_dialect("arith", move |ctx, body, op| {
        Some(op_types_legal(&c, ctx, body, op))
    });
    for &name in VECTOR_ARITHMETIC {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ctx, body, op| {
            Some(op_types_legal(&c, ctx, body, op))
        });
    }
    target.add_legal_ops(&[
        "arith.bitcast",
        "arith.extf",
        "arith.truncf",
        "arith.constant",
        "arith.select",
        "vector.splat",
        "vector.broadcast",
    ]);
    target
}

/// Recreates an illegal op (without regions) on the converted types,
/// truncating its results back with `arith.truncf ... fastmath<contract>`.
pub struct WidenFloatOps {
    converter: Arc<TypeConverter>,
    name: &'static str,
}

impl ConversionPattern for WidenFloatOps {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        self.name
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        if op_types_legal(&self.converter, ctx, body, op) || !body.local_regions(op).is_empty() {
            return false;
        }
        let old_types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        let mut new_types = Vec::with_capacity(old_types.len());
        for &t in &old_types {
            match self.converter.convert_type(ctx, t) {
                Some(n) => new_types.push(n),
                None => return false,
            }
        }
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands.extend(adaptor.flat());
        state.result_types.extend_from_slice(&new_types);
        state.props = body.op_props(op);
        state.attrs = Some(body.op_attrs(op));
        state.successors.extend_from_slice(body.successors(op));
        let loc = body.op_loc(op);
        rw.set_insertion_point_before(op);
        let new_op = rw.create(state);
        let mut results = Vec::with_capacity(new_types.len());
        for (i, (&old, &new)) in old_types.iter().zip(&new_types).enumerate() {
            let v = rw.body().result(new_op, i);
            if old == new {
                results.push(v);
                continue;
            }
            let t = rw.create(contract_cast(ctx, "arith.truncf", v, old, loc));
            results.push(rw.body().result(t, 0));
        }
        rw.replace_op(op, &results);
        true
    }
}
