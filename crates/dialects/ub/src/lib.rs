//! The `ub` dialect: undefined behaviour. `ub.poison` materializes the
//! `#ub.poison` value (a constant that folds to its attribute), and
//! `ub.unreachable` marks a point control never reaches.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_ub::dialect().expect("valid declarations"));
//! let src = "%p = ub.poison : i32";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("ub.poison : i32"), "{text}");
//! ```

use smallvec::smallvec;
use strata_asm::{AttrAsmHooks, DialectAttrAsmInterface, ParseResult, Parser, Printer};
use strata_ir::dialect::MaterializeHook;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::interfaces::{
    ConstantMaterializerInterface, DialectInlinerInterface, InlineAll, PoisonValueInterface,
    UnreachableTerminatorInterface,
};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DialectDef, Ident, Location, OpId, OpTraits, OperationName,
    OperationState, Type,
};
use strata_ods::constraints::{AttrConstraint, AttrSyntax};
use strata_ods::{OpClass, OpSpec, constraints as c};

const NAMESPACE: &str = "ub";
const POISON: &str = "poison";

/// The `#ub.poison` attribute.
pub fn poison(ctx: &Context) -> Attribute {
    Attribute::dialect(
        ctx,
        Ident::new(ctx, NAMESPACE),
        Ident::new(ctx, POISON),
        &[],
    )
}

/// True if `attr` is `#ub.poison`.
pub fn is_poison(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        attr.kind(ctx),
        AttrKind::Dialect { dialect, mnemonic, .. }
            if dialect.as_str(ctx) == NAMESPACE && mnemonic.as_str(ctx) == POISON
    )
}

/// The constraint of a poison value (upstream's `PoisonAttrInterface`).
const POISON_ATTR: AttrConstraint = AttrConstraint {
    description: "PoisonAttrInterface instance",
    check: is_poison,
    syntax: AttrSyntax::Full,
};

/// The `ub` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(NAMESPACE, vec![poison_op(), unreachable()])?;
    d.add_interface::<dyn DialectAttrAsmInterface>(Box::new(AttrAsmHooks {
        parse: parse_attr,
        print: print_attr,
    }));
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        materialize_poison as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    d.add_interface::<dyn UnreachableTerminatorInterface>(Box::new(Unreachable));
    d.add_interface::<dyn PoisonValueInterface>(Box::new(Poison));
    Ok(d)
}

mod classes;
pub use classes::*;

/// `ub.unreachable` is the dialect's unreachable terminator.
struct Unreachable;

impl UnreachableTerminatorInterface for Unreachable {
    fn create_unreachable(&self, ctx: &Context, body: &mut Body, loc: Location) -> OpId {
        let state = UnreachableOp::state(ctx, loc);
        UnreachableOp::create(ctx, body, state).op()
    }
}

/// `ub.poison` is the dialect's poison value.
struct Poison;

impl PoisonValueInterface for Poison {
    fn create_poison(&self, ctx: &Context, body: &mut Body, ty: Type, loc: Location) -> OpId {
        let mut state = OperationState::new(OperationName::new(ctx, PoisonOp::NAME), loc);
        state.result_types.push(ty);
        let mut props = [strata_ir::NamedAttr {
            name: Ident::new(ctx, "value"),
            value: poison(ctx),
        }];
        state.props = Some(Attribute::dictionary(ctx, &mut props));
        body.create_op(ctx, state)
    }
}

fn poison_op() -> OpSpec {
    OpSpec::new(PoisonOp::NAME)
        .summary("a poison value of any type")
        .default_attr("value", POISON_ATTR, poison)
        .result("result", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::CONSTANT_LIKE)
        .format("attr-dict (`<` $value^ `>`)? `:` type($result)")
        .folder(|ctx, body, op, _| match body.attr(ctx, op, "value") {
            Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(v)]),
            None => FoldOutcome::None,
        })
}

fn unreachable() -> OpSpec {
    OpSpec::new(UnreachableOp::NAME)
        .summary("marks a point control flow never reaches")
        .traits(OpTraits::TERMINATOR)
        .format("attr-dict")
}

fn parse_attr(p: &mut Parser<'_>, mnemonic: &str, _ty: Option<Type>) -> ParseResult<Attribute> {
    if mnemonic == POISON {
        return Ok(poison(p.ctx));
    }
    Err(p.error_at_loc(
        p.loc_of_text(mnemonic),
        format!("unknown attribute `{mnemonic}` in dialect `{NAMESPACE}`"),
    ))
}

fn print_attr(p: &mut Printer<'_>, _attr: Attribute) {
    p.write(".");
    p.write(POISON);
}

/// Creates a detached `ub.poison` of type `ty` for a `#ub.poison` value.
pub fn materialize_poison(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !is_poison(ctx, value) {
        return None;
    }
    let mut state = OperationState::new(OperationName::new(ctx, "ub.poison"), loc);
    state.result_types.push(ty);
    let mut props = [strata_ir::NamedAttr {
        name: Ident::new(ctx, "value"),
        value,
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Some(body.create_op(ctx, state))
}

strata_ods::generated_classes_test!();
