//! `math-extend-to-supported-types`: math ops on floats other than `f32`,
//! `f64` and the `extra-types` are done on `target-type` instead, between
//! contracting `arith.extf` and `arith.truncf` (`math.fma` stays), by the
//! same partial conversion as `arith-emulate-unsupported-floats`.

use std::sync::Arc;

use strata_dialect_arith::emulate_floats::{
    FloatWideningOptions, add_extf_materialization, op_types_legal, widen_float_ops,
};
use strata_ir::{Body, Context, OpId, Type};
use strata_pass::{Pass, PassContext, PassOptionInfo, PassRegistration, PassResult};
use strata_rewrite::conversion::{ConversionTarget, TypeConverter};
use strata_support::FloatSemantics;

use crate::shape::same_shape;

/// The pass.
#[derive(Clone)]
pub struct ExtendToSupportedTypes {
    options: FloatWideningOptions,
}

/// The registry entry of `math-extend-to-supported-types`.
pub const MATH_EXTEND_TO_SUPPORTED_TYPES: PassRegistration = PassRegistration {
    argument: "math-extend-to-supported-types",
    summary: "Legalize floating-point math ops on low-precision floats",
    options: &[
        PassOptionInfo {
            name: "extra-types",
            kind: "string",
            description: "MLIR types with arithmetic support on a given target (f64 and f32 are implicitly supported)",
        },
        PassOptionInfo {
            name: "target-type",
            kind: "string",
            description: "MLIR type to convert the unsupported source types to",
        },
    ],
    create: || {
        Box::new(ExtendToSupportedTypes {
            options: FloatWideningOptions::new("extra-types"),
        })
    },
};

impl Pass for ExtendToSupportedTypes {
    fn argument(&self) -> &'static str {
        "math-extend-to-supported-types"
    }

    fn name(&self) -> &'static str {
        "MathExtendToSupportedTypes"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.options.set(name, value)
    }

    fn option_string(&self) -> String {
        self.options.option_string()
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let (mut supported, target) = self.options.resolve(ctx)?;
        supported.push(Type::float(ctx, FloatSemantics::F64));
        supported.push(Type::float(ctx, FloatSemantics::F32));
        let converter = Arc::new(type_converter(supported, target));
        let legality = legality(&converter);
        widen_float_ops(
            ctx,
            body,
            op,
            converter,
            &legality,
            "ExtendToSupportedTypesRewritePattern",
        )
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Unsupported floats (and shaped types of them) become `target`.
fn type_converter(supported: Vec<Type>, target: Type) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_type_conversion(move |ctx: &Context, ty: Type| {
        if ty.is_float(ctx) {
            return Some(if supported.contains(&ty) { ty } else { target });
        }
        match ty.element_type(ctx) {
            Some(e) if e.is_float(ctx) && !supported.contains(&e) => {
                Some(same_shape(ctx, ty, target))
            }
            _ => Some(ty),
        }
    });
    add_extf_materialization(&mut tc);
    tc
}

/// Math ops are legal on supported types (`math.fma` always); everything
/// else is legal.
fn legality(converter: &Arc<TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    let c = converter.clone();
    target.mark_unknown_op_dynamically_legal(move |ctx, body, op| {
        Some(body.op_name(op).dialect_name(ctx) != "math" || op_types_legal(&c, ctx, body, op))
    });
    target.add_legal_ops(&["math.fma", "arith.extf", "arith.truncf"]);
    target
}
