//! Building the run-time checks of `--generate-runtime-verification`:
//! index constants, comparisons and `cf.assert`s created at one location,
//! either as built or folded on creation (upstream's `create` and
//! `createOrFold`), and the checks shared by memref and tensor ops:
//! indices in bounds, `dim` indices below the rank, casts to the shape
//! (and, for memrefs, the layout) they claim.

use strata_ir::interfaces::{RuntimeErrorMessage, RuntimeVerifiableOpInterface, make_state};
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Body, Context, Location, OpId, Type, TypeKind, Value};
use strata_rewrite::Rewriter;

use crate::enums::CMPI_PREDICATE;

/// Creates check operations before an operation, at its location.
pub struct CheckBuilder<'a> {
    rw: Rewriter<'a>,
    loc: Location,
}

impl<'a> CheckBuilder<'a> {
    /// A builder inserting before `op`, at `op`'s location.
    pub fn before(ctx: &'a Context, body: &'a mut Body, op: OpId) -> Self {
        let loc = body.op_loc(op);
        let mut rw = Rewriter::new(ctx, body, None);
        rw.set_insertion_point_before(op);
        CheckBuilder { rw, loc }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.rw.ctx
    }

    /// The IR being changed.
    pub fn body(&self) -> &Body {
        self.rw.body()
    }

    /// Creates the op `name` with one result of type `ty`; returns it.
    pub fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> Value {
        let state = make_state(self.rw.ctx, self.loc, name, operands, &[ty], props);
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    /// Creates the op `name` with result types `types`; returns its results.
    pub fn create_multi(&mut self, name: &str, operands: &[Value], types: &[Type]) -> Vec<Value> {
        let state = make_state(self.rw.ctx, self.loc, name, operands, types, &[]);
        let op = self.rw.create(state);
        self.rw.body().results(op).collect()
    }

    /// Creates the op `name` with one result of type `ty` and folds it.
    pub fn fold(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> Value {
        let state = make_state(self.rw.ctx, self.loc, name, operands, &[ty], props);
        let folded = self.rw.create_or_fold(state);
        folded[0]
    }

    /// An `arith.constant` of type `index` holding `v`.
    pub fn index(&mut self, v: i64) -> Value {
        let ctx = self.rw.ctx;
        let ty = Type::index(ctx);
        self.create(
            "arith.constant",
            &[],
            ty,
            &[("value", Attribute::int(ctx, ty, v))],
        )
    }

    /// `arith.cmpi pred, l, r`, folded on creation if `fold`.
    pub fn cmpi(&mut self, pred: &str, l: Value, r: Value, fold: bool) -> Value {
        let ctx = self.rw.ctx;
        let ty = Type::int(ctx, 1);
        let p = CMPI_PREDICATE.attr(ctx, CMPI_PREDICATE.symbolize(pred).unwrap_or(0));
        if fold {
            self.fold("arith.cmpi", &[l, r], ty, &[("predicate", p)])
        } else {
            self.create("arith.cmpi", &[l, r], ty, &[("predicate", p)])
        }
    }

    /// The binary arith op `name` (`arith.andi`, `arith.remsi`, ...) of
    /// `l` and `r`, folded on creation if `fold`.
    pub fn binary(&mut self, name: &str, l: Value, r: Value, fold: bool) -> Value {
        let ty = self.rw.body().value_type(l);
        if fold {
            self.fold(name, &[l, r], ty, &[])
        } else {
            self.create(name, &[l, r], ty, &[])
        }
    }

    /// `lb <= value < ub`, each step folded on creation.
    pub fn in_bounds(&mut self, value: Value, lb: Value, ub: Value) -> Value {
        let low = self.cmpi("sge", value, lb, true);
        let high = self.cmpi("slt", value, ub, true);
        self.binary("arith.andi", low, high, true)
    }

    /// `cf.assert cond, message`.
    pub fn assert(&mut self, cond: Value, message: &str) {
        let ctx = self.rw.ctx;
        let state = make_state(
            ctx,
            self.loc,
            "cf.assert",
            &[cond],
            &[],
            &[("msg", Attribute::string(ctx, message))],
        );
        self.rw.create(state);
    }
}

/// Checks that the indices of an element access (operands from
/// `indices` on, into the shaped operand `container`) are in bounds, the
/// dimensions read with `dim_op` (`memref.dim` / `tensor.dim`).
pub struct IndicesInBounds {
    /// The operand accessed.
    pub container: usize,
    /// The first index operand.
    pub indices: usize,
    /// The op reading a dimension of the container.
    pub dim_op: &'static str,
}

impl RuntimeVerifiableOpInterface for IndicesInBounds {
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    ) {
        let container = body.operand(op, self.container);
        let indices: Vec<Value> = body.operands(op).skip(self.indices).collect();
        let Some(shape) = body.value_type(container).shape(ctx).map(<[i64]>::to_vec) else {
            return;
        };
        if indices.is_empty() || indices.len() != shape.len() {
            return;
        }
        let mut b = CheckBuilder::before(ctx, body, op);
        let index = Type::index(ctx);
        let zero = b.index(0);
        let mut cond: Option<Value> = None;
        for (d, &idx) in indices.iter().enumerate() {
            let dim_index = b.index(d as i64);
            let size = b.fold(self.dim_op, &[container, dim_index], index, &[]);
            let in_bounds = b.in_bounds(idx, zero, size);
            cond = Some(match cond {
                Some(c) => b.binary("arith.andi", c, in_bounds, true),
                None => in_bounds,
            });
        }
        if let Some(c) = cond {
            b.assert(c, &message("out-of-bounds access"));
        }
    }
}

/// Checks that the index of a `dim` op (operand 1) is below the rank of
/// its source, read with `rank_op`.
pub struct DimIndexInBounds {
    /// The op reading the rank.
    pub rank_op: &'static str,
}

impl RuntimeVerifiableOpInterface for DimIndexInBounds {
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    ) {
        let source = body.operand(op, 0);
        let index = body.operand(op, 1);
        let mut b = CheckBuilder::before(ctx, body, op);
        let rank = b.create(self.rank_op, &[source], Type::index(ctx), &[]);
        let zero = b.index(0);
        let cond = b.in_bounds(index, zero, rank);
        b.assert(cond, &message("index is out of bounds"));
    }
}

/// The shape of a ranked memref or tensor type.
pub fn ranked_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ty.kind(ctx) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
            Some(shape.to_vec())
        }
        _ => None,
    }
}

/// Checks a cast from a less static shaped type: the rank (from an
/// unranked source) and each dimension the result makes static; for
/// memrefs also the offset and the strides the result's layout claims.
pub struct CastMatches {
    /// The op reading the rank.
    pub rank_op: &'static str,
    /// The op reading a dimension.
    pub dim_op: &'static str,
    /// Whether the layout (offset and strides) is checked too.
    pub layout: bool,
}

impl RuntimeVerifiableOpInterface for CastMatches {
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    ) {
        let source = body.operand(op, 0);
        let source_ty = body.value_type(source);
        let result_ty = body.value_type(body.result(op, 0));
        let Some(result_shape) = ranked_shape(ctx, result_ty) else {
            return;
        };
        let source_shape = ranked_shape(ctx, source_ty);
        let rank = result_shape.len();
        let index = Type::index(ctx);
        let mut b = CheckBuilder::before(ctx, body, op);
        if source_shape.is_none() {
            let source_rank = b.create(self.rank_op, &[source], index, &[]);
            let expected = b.index(rank as i64);
            let same = b.cmpi("eq", source_rank, expected, false);
            b.assert(same, &message("rank mismatch"));
        }
        let metadata = if self.layout {
            let TypeKind::MemRef {
                element,
                memory_space,
                ..
            } = result_ty.kind(ctx)
            else {
                return;
            };
            let dynamic = vec![DYNAMIC; rank];
            let layout = strata_ir::Attribute::strided(ctx, DYNAMIC, &dynamic);
            let helper_ty = Type::memref(ctx, &dynamic, *element, Some(layout), *memory_space);
            let helper = b.create("memref.cast", &[source], helper_ty, &[]);
            let Some(types) = strided_metadata_types(ctx, helper_ty) else {
                return;
            };
            b.create_multi("memref.extract_strided_metadata", &[helper], &types)
        } else {
            Vec::new()
        };
        for (d, &size) in result_shape.iter().enumerate() {
            if source_shape
                .as_ref()
                .is_some_and(|s| s.get(d).is_some_and(|&x| x != DYNAMIC))
                || size == DYNAMIC
            {
                continue;
            }
            let dim_index = b.index(d as i64);
            let actual = b.create(self.dim_op, &[source, dim_index], index, &[]);
            let expected = b.index(size);
            let same = b.cmpi("eq", actual, expected, false);
            b.assert(same, &message(&format!("size mismatch of dim {d}")));
        }
        if !self.layout {
            return;
        }
        let Some((strides, offset)) = strides_and_offset(ctx, result_ty) else {
            return;
        };
        if offset != DYNAMIC
            && let Some(&actual) = metadata.get(1)
        {
            let expected = b.index(offset);
            let same = b.cmpi("eq", actual, expected, false);
            b.assert(same, &message("offset mismatch"));
        }
        for (d, &stride) in strides.iter().enumerate() {
            if stride == DYNAMIC {
                continue;
            }
            let Some(&actual) = metadata.get(2 + rank + d) else {
                continue;
            };
            let expected = b.index(stride);
            let same = b.cmpi("eq", actual, expected, false);
            b.assert(same, &message(&format!("stride mismatch of dim {d}")));
        }
    }
}

/// The types of `memref.extract_strided_metadata` of a ranked memref.
fn strided_metadata_types(ctx: &Context, source: Type) -> Option<Vec<Type>> {
    let TypeKind::MemRef {
        shape,
        element,
        memory_space,
        ..
    } = source.kind(ctx)
    else {
        return None;
    };
    let index = Type::index(ctx);
    let mut out = vec![Type::memref(ctx, &[], *element, None, *memory_space), index];
    out.extend(std::iter::repeat_n(index, 2 * shape.len()));
    Some(out)
}
