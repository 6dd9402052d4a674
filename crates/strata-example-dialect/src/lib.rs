//! The `calc` dialect: a worked example of declaring a dialect with
//! `strata_ods` (see `docs/defining-ops.md`).
//!
//! Three ops, each one declaration:
//! - `calc.constant 7 : i32`: a format string and a result type inferred
//!   from the attribute; the constant the folder's results become.
//! - `calc.clamp %x [0, 10] : i32`: a format string plus a verifier.
//! - `calc.add %a, %b : i32`: a format string plus a folder.
//!
//! Register the dialect and parse its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! strata_example_dialect::register(&ctx);
//! let src = "%a = calc.constant 7 : i32\n%b = calc.add %a, %a : i32";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("calc.add %0, %0 : i32"), "{text}");
//! ```

use smallvec::smallvec;
use strata_ir::dialect::{FoldOutcome, MaterializeHook, OpFoldResult};
use strata_ir::interfaces::ConstantMaterializerInterface;
use strata_ir::verifier::op_error;
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, DialectDef, Location, OpDef, OpId, OpTraits,
    Type,
};
use strata_ods::constraints::{AttrConstraint, AttrSyntax};
use strata_ods::{OpSpec, constraints as c};

/// The `calc` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect("calc", vec![constant(), add(), clamp()])?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        materialize_constant as MaterializeHook,
    ));
    Ok(d)
}

/// Registers `calc` in `ctx` (the shape `strata_opt` expects of a registration hook).
pub fn register(ctx: &Context) {
    if let Ok(d) = dialect() {
        ctx.register_dialect(d);
    }
}

/// Any integer attribute, written with its type (`42 : i32`).
const INT_ATTR: AttrConstraint = AttrConstraint {
    description: "integer attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Integer { .. }),
    syntax: AttrSyntax::Full,
};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// `%c = calc.constant 42 : i32`: the attribute carries the type.
fn constant() -> OpSpec {
    OpSpec::new("calc.constant")
        .summary("an integer constant")
        .attr("value", INT_ATTR)
        .result("result", c::SIGNLESS_INTEGER)
        .traits(PURE.union(OpTraits::CONSTANT_LIKE))
        .format("$value attr-dict")
        .infer_types(|ctx, _, attrs| match attrs.first() {
            Some((_, value)) => value
                .typed_value_type(ctx)
                .map(|t| vec![t])
                .ok_or_else(|| "expected a typed attribute".to_string()),
            None => Err("expected a value".into()),
        })
        .folder(|ctx, body, op, _| match body.attr(ctx, op, "value") {
            Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(v)]),
            None => FoldOutcome::None,
        })
}

/// `%s = calc.add %a, %b : i32`: wrapping addition, folded when both sides
/// are constant or one side is zero.
fn add() -> OpSpec {
    OpSpec::new("calc.add")
        .summary("wrapping integer addition")
        .operand("lhs", c::SIGNLESS_INTEGER)
        .operand("rhs", c::SIGNLESS_INTEGER)
        .result("result", c::SIGNLESS_INTEGER)
        .traits(
            PURE.union(OpTraits::COMMUTATIVE)
                .union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE),
        )
        .format("$lhs `,` $rhs attr-dict `:` type($result)")
        .folder(fold_add)
}

/// `%y = calc.clamp %x [lo, hi] : i32`: bounds given as attributes, checked
/// by a verifier.
fn clamp() -> OpSpec {
    OpSpec::new("calc.clamp")
        .summary("clamps an integer into [lo, hi]")
        .operand("input", c::SIGNLESS_INTEGER)
        .attr("lo", c::I64_ATTR)
        .attr("hi", c::I64_ATTR)
        .result("result", c::SIGNLESS_INTEGER)
        .traits(PURE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE))
        .format("$input ` ` `[` $lo `,` $hi `]` attr-dict `:` type($result)")
        .verifier(verify_clamp)
}

fn int_of(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    attr.and_then(|a| a.int_value(ctx)).map(|v| v.sext_value())
}

/// Checks `lo <= hi`; the generated verifier has already checked that both
/// are present `i64` attributes.
fn verify_clamp(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let lo = int_of(ctx, body.attr(ctx, op, "lo"));
    let hi = int_of(ctx, body.attr(ctx, op, "hi"));
    if let (Some(lo), Some(hi)) = (lo, hi)
        && lo > hi
    {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("requires lo <= hi, but got [{lo}, {hi}]"),
        ));
    }
    Ok(())
}

/// `c1 + c2` folds to a constant; `x + 0` and `0 + x` fold to `x`.
fn fold_add(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let value = |i: usize| {
        operands
            .get(i)
            .copied()
            .flatten()
            .and_then(|a| a.int_value(ctx))
    };
    let result = match (value(0), value(1)) {
        (Some(a), Some(b)) => {
            let ty = body.value_type(body.result(op, 0));
            OpFoldResult::Attr(Attribute::integer(ctx, ty, &a.add(b)))
        }
        (_, Some(b)) if b.is_zero() => OpFoldResult::Value(body.operand(op, 0)),
        (Some(a), _) if a.is_zero() => OpFoldResult::Value(body.operand(op, 1)),
        _ => return FoldOutcome::None,
    };
    FoldOutcome::Results(smallvec![result])
}

/// Creates a detached `calc.constant` for a folded integer.
fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !matches!(value.kind(ctx), AttrKind::Integer { ty: t, .. } if *t == ty) {
        return None;
    }
    let state = strata_ir::interfaces::make_state(
        ctx,
        loc,
        "calc.constant",
        &[],
        &[ty],
        &[("value", value)],
    );
    Some(body.create_op(ctx, state))
}

#[cfg(test)]
mod tests {
    use strata_ir::OpTraits;
    use strata_ir::interfaces::{
        ConstantMaterializerInterface, FoldOpInterface, OpVerifierInterface,
    };

    #[test]
    fn declarations_build_with_their_traits() {
        let d = super::dialect();
        assert!(d.is_ok(), "{:?}", d.err());
        let Ok(d) = d else { return };
        let names: Vec<&str> = d.ops.iter().map(|o| &*o.name).collect();
        assert_eq!(names, ["calc.constant", "calc.add", "calc.clamp"]);
        assert!(d.ops[0].has(OpTraits::CONSTANT_LIKE));
        assert!(
            d.ops[1].interface::<dyn FoldOpInterface>().is_some()
                && d.ops[1].has(OpTraits::COMMUTATIVE)
        );
        assert!(
            d.ops[2].interface::<dyn OpVerifierInterface>().is_some()
                && d.interface::<dyn ConstantMaterializerInterface>().is_some()
        );
    }
}
