//! A builder of arith and math ops before the op being rewritten, at its
//! location, with default properties (as upstream's implicit-location
//! builder).

use strata_dialect_arith::enums::{CMPF_PREDICATE, CMPI_PREDICATE};
use strata_dialect_arith::{build_constant, float_splat_attr, int_splat_attr};
use strata_ir::interfaces::make_state;
use strata_ir::{Attribute, Context, Location, OpId, Type, Value};
use strata_rewrite::Rewriter;
use strata_support::{APFloat, APInt};

use crate::shape::same_shape;

/// Creates ops before `root`.
pub(crate) struct Builder<'r, 'a> {
    /// The rewriter the ops are created with.
    pub rw: &'r mut Rewriter<'a>,
    loc: Location,
}

impl<'r, 'a> Builder<'r, 'a> {
    /// A builder inserting before `root`, at its location.
    pub fn new(rw: &'r mut Rewriter<'a>, root: OpId) -> Self {
        rw.set_insertion_point_before(root);
        let loc = rw.body().op_loc(root);
        Builder { rw, loc }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.rw.ctx
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> Type {
        self.rw.body().value_type(v)
    }

    /// `ty` with the shape of `like`.
    pub fn shaped(&self, like: Type, elem: Type) -> Type {
        same_shape(self.ctx(), like, elem)
    }

    /// Creates `name` with `operands`, one result of type `ty` and the
    /// given inherent attributes.
    pub fn op_with(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> Value {
        let state = make_state(self.ctx(), self.loc, name, operands, &[ty], props);
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    /// Creates `name` with `operands` and one result of type `ty`.
    pub fn op(&mut self, name: &str, operands: &[Value], ty: Type) -> Value {
        self.op_with(name, operands, ty, &[])
    }

    /// An op whose result has the type of its first operand.
    pub fn same(&mut self, name: &str, operands: &[Value]) -> Value {
        let ty = operands
            .first()
            .map_or_else(|| Type::none(self.ctx()), |&v| self.ty(v));
        self.op(name, operands, ty)
    }

    fn constant(&mut self, attr: Option<Attribute>, ty: Type) -> Option<Value> {
        let ctx = self.ctx();
        let made = build_constant(ctx, self.rw.body_mut_untracked(), attr?, ty, self.loc);
        let op = self.rw.insert(made);
        Some(self.rw.body().result(op, 0))
    }

    /// A float constant of type `ty` (scalar or splat).
    pub fn float(&mut self, ty: Type, value: APFloat) -> Option<Value> {
        let attr = float_splat_attr(self.ctx(), ty, value);
        self.constant(attr, ty)
    }

    /// The float constant `value` of type `ty`, rounded to its format.
    pub fn f64(&mut self, ty: Type, value: f64) -> Option<Value> {
        let sem = self.float_semantics(ty);
        self.float(ty, APFloat::from_f64(sem, value))
    }

    /// The semantics of the elements of `ty` (`f32` if it has no floats).
    pub fn float_semantics(&self, ty: Type) -> strata_support::FloatSemantics {
        let ctx = self.ctx();
        ty.element_type(ctx)
            .unwrap_or(ty)
            .float_semantics(ctx)
            .unwrap_or(strata_support::FloatSemantics::F32)
    }

    /// An integer constant of type `ty` (scalar or splat), truncated to
    /// its width.
    pub fn int(&mut self, ty: Type, value: i64) -> Option<Value> {
        let ctx = self.ctx();
        let width = ty
            .element_type(ctx)
            .unwrap_or(ty)
            .int_width(ctx)
            .unwrap_or(64);
        let attr = int_splat_attr(ctx, ty, APInt::from_i64(width, value));
        self.constant(attr, ty)
    }

    fn i1_like(&self, v: Value) -> Type {
        self.shaped(self.ty(v), Type::int(self.ctx(), 1))
    }

    /// `arith.cmpf <pred>, a, b`.
    pub fn cmpf(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let p = CMPF_PREDICATE.attr(self.ctx(), CMPF_PREDICATE.symbolize(pred).unwrap_or(0));
        let ty = self.i1_like(a);
        self.op_with("arith.cmpf", &[a, b], ty, &[("predicate", p)])
    }

    /// `arith.cmpi <pred>, a, b`.
    pub fn cmpi(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let p = CMPI_PREDICATE.attr(self.ctx(), CMPI_PREDICATE.symbolize(pred).unwrap_or(0));
        let ty = self.i1_like(a);
        self.op_with("arith.cmpi", &[a, b], ty, &[("predicate", p)])
    }

    /// `arith.select c, a, b`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.op("arith.select", &[c, a, b], ty)
    }
}
