//! Building blocks of the wide-integer emulation: ops created at the
//! rewriter's insertion point, and the slicing of the trailing `x2`
//! dimension that holds the low and high halves of an emulated integer.

use smallvec::SmallVec;
use strata_ir::interfaces::populate_default_properties;
use strata_ir::{
    Attribute, Ident, Location, NamedAttr, OpId, OperationName, OperationState, Type, TypeKind,
    Value,
};
use strata_rewrite::conversion::ConversionRewriter;
use strata_support::APInt;

use crate::enums::CMPI_PREDICATE;
use crate::fold::values::{Scalar, decode, encode, encode_splat};

/// Creates ops at the rewriter's insertion point with one location.
pub(super) struct Builder<'r, 'a> {
    /// The rewriter creating the ops.
    pub rw: &'r mut ConversionRewriter<'a>,
    /// The location of every created op.
    pub loc: Location,
}

impl<'r, 'a> Builder<'r, 'a> {
    /// A builder at the insertion point `rw` has (before the root op).
    pub fn new(rw: &'r mut ConversionRewriter<'a>, loc: Location) -> Self {
        Builder { rw, loc }
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> Type {
        self.rw.body().value_type(v)
    }

    /// Creates `name` with `operands`, `results` and the inherent
    /// attributes `props` (the op's defaults filled in).
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let ctx = self.rw.ctx;
        let mut state = OperationState::new(OperationName::new(ctx, name), self.loc);
        state.operands.extend_from_slice(operands);
        state.result_types.extend_from_slice(results);
        if !props.is_empty() {
            let mut entries: SmallVec<[NamedAttr; 3]> = props
                .iter()
                .map(|(n, v)| NamedAttr {
                    name: Ident::new(ctx, n),
                    value: *v,
                })
                .collect();
            state.props = Some(Attribute::dictionary(ctx, &mut entries));
        }
        populate_default_properties(ctx, &mut state);
        self.rw.create(state)
    }

    /// Creates a one-result op and returns its result.
    pub fn value(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let op = self.op(name, operands, &[result], &[]);
        self.rw.body().result(op, 0)
    }

    /// `name %lhs, %rhs` with the type of `lhs`.
    pub fn binary(&mut self, name: &str, lhs: Value, rhs: Value) -> Value {
        let ty = self.ty(lhs);
        self.value(name, &[lhs, rhs], ty)
    }

    /// `arith.cmpi pred, %lhs, %rhs`.
    pub fn cmpi(&mut self, pred: i64, lhs: Value, rhs: Value) -> Value {
        let ctx = self.rw.ctx;
        let result = bool_like(ctx, self.ty(lhs));
        let op = self.op(
            "arith.cmpi",
            &[lhs, rhs],
            &[result],
            &[("predicate", CMPI_PREDICATE.attr(ctx, pred))],
        );
        self.rw.body().result(op, 0)
    }

    /// `arith.select %cond, %a, %b`.
    pub fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.value("arith.select", &[cond, a, b], ty)
    }

    /// `arith.constant` holding `value`, of type `ty`.
    pub fn constant(&mut self, value: Attribute, ty: Type) -> Value {
        let op = self.op("arith.constant", &[], &[ty], &[("value", value)]);
        self.rw.body().result(op, 0)
    }

    /// An integer constant `value` of type `ty`, a splat if `ty` is a
    /// vector (upstream's `createScalarOrSplatConstant`).
    pub fn int_constant(&mut self, ty: Type, value: i64) -> Value {
        let ctx = self.rw.ctx;
        let width = crate::fold::values::element_type(ctx, ty)
            .int_width(ctx)
            .unwrap_or(64);
        let attr = encode_splat(ctx, ty, Scalar::Int(APInt::from_i64(width, value)));
        self.constant(attr.unwrap_or_else(|| Attribute::int(ctx, ty, value)), ty)
    }

    /// The integer cast `name` (`arith.extsi`, `arith.extui`,
    /// `arith.trunci`) of `input` to `ty`, folded as upstream's
    /// `createOrFold` folds it: an identity cast is its input, a cast of
    /// an integer constant is a new constant.
    pub fn cast_or_fold(&mut self, name: &str, input: Value, ty: Type) -> Value {
        let ctx = self.rw.ctx;
        if self.ty(input) == ty {
            return input;
        }
        if let Some(attr) = self.int_constant_of(input) {
            let width = crate::fold::values::element_type(ctx, ty)
                .int_width(ctx)
                .unwrap_or(64);
            let cast = |v: &APInt| match name {
                "arith.extsi" => v.sext(width),
                "arith.extui" => v.zext(width),
                _ => v.trunc(width),
            };
            let elems: Option<Vec<Scalar>> = decode(ctx, attr).map(|c| {
                c.elems
                    .iter()
                    .filter_map(|e| e.int().map(|v| Scalar::Int(cast(v))))
                    .collect()
            });
            if let Some(folded) = elems.and_then(|e| encode(ctx, ty, &e)) {
                return self.constant(folded, ty);
            }
        }
        self.value(name, &[input], ty)
    }

    /// The integer attribute of an `arith.constant` defining `v`.
    fn int_constant_of(&self, v: Value) -> Option<Attribute> {
        let ctx = self.rw.ctx;
        let body = self.rw.body();
        let def = body.defining_op(v)?;
        if body.op_name(def).as_str(ctx) != "arith.constant" {
            return None;
        }
        let attr = body.attr(ctx, def, "value")?;
        let c = decode(ctx, attr)?;
        c.elems.first()?.int()?;
        Some(attr)
    }

    /// `vector.shape_cast %v` to `ty`.
    fn shape_cast(&mut self, v: Value, ty: Type) -> Value {
        self.value("vector.shape_cast", &[v], ty)
    }

    /// Extracts the slice at `offset` of the last dimension of the vector
    /// `input`: a scalar for 1-D vectors, a `...x1` vector otherwise.
    pub fn extract_last_dim(&mut self, input: Value, offset: i64) -> Value {
        let ctx = self.rw.ctx;
        let (shape, elem) = vector_parts(ctx, self.ty(input));
        if shape.len() == 1 {
            let op = self.op(
                "vector.extract",
                &[input],
                &[elem],
                &[(
                    "static_position",
                    Attribute::dense_i64_array(ctx, &[offset]),
                )],
            );
            return self.rw.body().result(op, 0);
        }
        let mut offsets = vec![0; shape.len()];
        let mut sizes = shape.clone();
        if let (Some(o), Some(s)) = (offsets.last_mut(), sizes.last_mut()) {
            *o = offset;
            *s = 1;
        }
        let strides = vec![1; shape.len()];
        let result = Type::vector(ctx, &sizes, &[], elem);
        let op = self.op(
            "vector.extract_strided_slice",
            &[input],
            &[result],
            &[
                ("offsets", strata_ir::Attribute::i64_array(ctx, &offsets)),
                ("sizes", strata_ir::Attribute::i64_array(ctx, &sizes)),
                ("strides", strata_ir::Attribute::i64_array(ctx, &strides)),
            ],
        );
        self.rw.body().result(op, 0)
    }

    /// The low and high halves of an emulated value.
    pub fn halves(&mut self, input: Value) -> (Value, Value) {
        (
            self.extract_last_dim(input, 0),
            self.extract_last_dim(input, 1),
        )
    }

    /// Drops the trailing `x1` dimension of a vector; scalars stay.
    pub fn drop_trailing_x1(&mut self, v: Value) -> Value {
        let ctx = self.rw.ctx;
        let ty = self.ty(v);
        if !matches!(ty.kind(ctx), TypeKind::Vector { .. }) {
            return v;
        }
        let (mut shape, elem) = vector_parts(ctx, ty);
        shape.pop();
        let new = Type::vector(ctx, &shape, &[], elem);
        self.shape_cast(v, new)
    }

    /// Appends an `x1` dimension to a vector; scalars stay.
    pub fn append_x1(&mut self, v: Value) -> Value {
        let ctx = self.rw.ctx;
        let ty = self.ty(v);
        if !matches!(ty.kind(ctx), TypeKind::Vector { .. }) {
            return v;
        }
        let (mut shape, elem) = vector_parts(ctx, ty);
        shape.push(1);
        let new = Type::vector(ctx, &shape, &[], elem);
        self.shape_cast(v, new)
    }

    /// Inserts `source` (a scalar into a 1-D vector, else a `...x1` vector)
    /// into `dest` at `offset` of its last dimension.
    pub fn insert_last_dim(&mut self, source: Value, dest: Value, offset: i64) -> Value {
        let ctx = self.rw.ctx;
        let dest_ty = self.ty(dest);
        if self.ty(source).is_integer(ctx) {
            let op = self.op(
                "vector.insert",
                &[source, dest],
                &[dest_ty],
                &[(
                    "static_position",
                    Attribute::dense_i64_array(ctx, &[offset]),
                )],
            );
            return self.rw.body().result(op, 0);
        }
        let rank = vector_parts(ctx, dest_ty).0.len();
        let mut offsets = vec![0; rank];
        if let Some(o) = offsets.last_mut() {
            *o = offset;
        }
        let strides = vec![1; rank];
        let op = self.op(
            "vector.insert_strided_slice",
            &[source, dest],
            &[dest_ty],
            &[
                ("offsets", strata_ir::Attribute::i64_array(ctx, &offsets)),
                ("strides", strata_ir::Attribute::i64_array(ctx, &strides)),
            ],
        );
        self.rw.body().result(op, 0)
    }

    /// A zero vector of type `ty` with `parts` inserted at consecutive
    /// offsets of its last dimension.
    pub fn result_vector(&mut self, ty: Type, parts: &[Value]) -> Value {
        let mut result = self.int_constant(ty, 0);
        for (i, &p) in (0i64..).zip(parts) {
            result = self.insert_last_dim(p, result, i);
        }
        result
    }
}

/// The shape and element type of a vector type (empty shape otherwise).
pub(super) fn vector_parts(ctx: &strata_ir::Context, ty: Type) -> (Vec<i64>, Type) {
    match ty.kind(ctx) {
        TypeKind::Vector { shape, element, .. } => (shape.to_vec(), *element),
        _ => (Vec::new(), ty),
    }
}

/// The type with the innermost dimension of a vector reduced to `x1`,
/// or the element type for 1-D vectors.
pub(super) fn reduce_innermost_dim(ctx: &strata_ir::Context, ty: Type) -> Type {
    let (mut shape, elem) = vector_parts(ctx, ty);
    if shape.len() <= 1 {
        return elem;
    }
    if let Some(last) = shape.last_mut() {
        *last = 1;
    }
    Type::vector(ctx, &shape, &[], elem)
}

/// `i1`, or a vector of `i1` of the shape of `ty`.
pub(super) fn bool_like(ctx: &strata_ir::Context, ty: Type) -> Type {
    let i1 = Type::int(ctx, 1);
    match ty.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, scalable, i1),
        _ => i1,
    }
}
