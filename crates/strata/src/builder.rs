//! `OpBuilder`: creates operations at an insertion point, filling default
//! properties and inferring result types, and typed construction through
//! the `op_class!` classes (`arith::MulFOp::build(&mut b, &[x, y])`).

use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::{InferTypeOpInterface, populate_default_properties};
use strata_ir::{
    Attribute, BlockId, Body, Context, Ident, Location, NamedAttr, OpClass, OpId, OperationName,
    OperationState, Type, Value,
};
use strata_rewrite::InsertPoint;

use crate::Error;

/// Creates operations in a [`Body`] at an insertion point (before or after
/// an op, at the start or end of a block) with a current location.
///
/// ```
/// use strata::prelude::*;
/// let ctx = strata::context();
/// let mut module = Module::new(&ctx);
/// let i32 = Type::int(&ctx, 32);
/// let mut b = module.builder();
/// let (f, entry) = func::FuncOp::define(&mut b, "double", Type::function(&ctx, &[i32], &[i32]))?;
/// let mut fb = b.inside(f.0, entry);
/// let x = fb.body().block_args(entry)[0];
/// let sum = arith::AddIOp::build(&mut fb, &[x, x])?;
/// let result = fb.result(sum.0);
/// func::ReturnOp::build(&mut fb, &[result])?;
/// assert!(module.to_string().contains("arith.addi %arg0, %arg0 : i32"));
/// # Ok::<(), strata::Error>(())
/// ```
pub struct OpBuilder<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    point: InsertPoint,
    loc: Location,
}

impl<'a> OpBuilder<'a> {
    /// A builder over `body` creating detached ops at an unknown location.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        OpBuilder {
            ctx,
            body,
            point: InsertPoint::Detached,
            loc: Location::unknown(ctx),
        }
    }

    /// A builder appending to the end of `block`.
    pub fn at_end(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> Self {
        let mut b = Self::new(ctx, body);
        b.point = InsertPoint::BlockEnd(block);
        b
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The IR being built.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Mutable access to the IR being built.
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    /// The location given to new operations.
    pub fn loc(&self) -> Location {
        self.loc
    }

    /// Sets the location given to new operations.
    pub fn set_loc(&mut self, loc: Location) {
        self.loc = loc;
    }

    /// Where the next operation goes.
    pub fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    /// New operations go right before `op`, in creation order.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = InsertPoint::Before(op);
    }

    /// New operations go right after `op`, in creation order.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = InsertPoint::After(op);
    }

    /// New operations go at the start of `block`, in creation order.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = InsertPoint::BlockStart(block);
    }

    /// New operations go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = InsertPoint::BlockEnd(block);
    }

    /// A builder appending to `block` of `op`'s regions: in `op`'s own body
    /// if it is isolated from above (`func.func`), else in this body.
    pub fn inside(&mut self, op: OpId, block: BlockId) -> OpBuilder<'_> {
        let (ctx, loc) = (self.ctx, self.loc);
        let body: &mut Body = if self.body.isolated_body(op).is_none() {
            &mut *self.body
        } else {
            match self.body.isolated_body_mut(op) {
                Some(inner) => inner,
                None => unreachable!("the isolated body was just found"),
            }
        };
        let mut b = OpBuilder::at_end(ctx, body, block);
        b.loc = loc;
        b
    }

    /// The first result of `op`.
    pub fn result(&self, op: OpId) -> Value {
        self.body.result(op, 0)
    }

    /// Inserts the detached `op` at the insertion point.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.point {
            InsertPoint::Before(before) => self.body.insert_op_before(before, op),
            InsertPoint::After(after) => {
                self.body.insert_op_after(after, op);
                self.point = InsertPoint::After(op);
            }
            InsertPoint::BlockStart(block) => {
                self.body.link_op(block, None, op);
                self.point = InsertPoint::After(op);
            }
            InsertPoint::BlockEnd(block) => self.body.append_op(block, op),
            InsertPoint::Detached => {}
        }
        op
    }

    /// Creates an operation from `state` at the insertion point, filling its
    /// default properties; an op name its (registered) dialect does not
    /// define is an error.
    pub fn create(&mut self, mut state: OperationState) -> Result<OpId, Error> {
        check_registered(self.ctx, state.name)?;
        populate_default_properties(self.ctx, &mut state);
        let op = self.body.create_op(self.ctx, state);
        Ok(self.insert(op))
    }

    /// Creates an op named `name` (checked as [`OpBuilder::create`]) from
    /// operands, inherent attributes and result types (inferred when `None`).
    pub fn create_named(
        &mut self,
        name: &str,
        operands: &[Value],
        attrs: &[(&str, Attribute)],
        result_types: Option<&[Type]>,
    ) -> Result<OpId, Error> {
        let operand_types: Vec<Type> = operands.iter().map(|&v| self.body.value_type(v)).collect();
        let spec = OpParts {
            name,
            operands,
            operand_types: &operand_types,
            attrs,
            result_types,
        };
        let state = spec.state(self.ctx, self.loc)?;
        self.create(state)
    }
}

/// What a new op is made of, by name; [`OpParts::state`] checks the name,
/// infers missing result types and fills default properties.
pub struct OpParts<'a> {
    /// The op name, `dialect.op`.
    pub name: &'a str,
    /// The operands.
    pub operands: &'a [Value],
    /// Their types.
    pub operand_types: &'a [Type],
    /// Inherent attributes (properties).
    pub attrs: &'a [(&'a str, Attribute)],
    /// Result types, inferred from the declaration when `None`.
    pub result_types: Option<&'a [Type]>,
}

impl OpParts<'_> {
    /// The operation state at `loc`, or why the op cannot be made.
    pub fn state(&self, ctx: &Context, loc: Location) -> Result<OperationState, Error> {
        let name = OperationName::new(ctx, self.name);
        check_registered(ctx, name)?;
        let mut state = OperationState::new(name, loc);
        state.operands.extend_from_slice(self.operands);
        let mut entries: SmallVec<[NamedAttr; 2]> = self
            .attrs
            .iter()
            .map(|(n, v)| NamedAttr {
                name: Ident::new(ctx, n),
                value: *v,
            })
            .collect();
        if !entries.is_empty() {
            state.props = Some(Attribute::dictionary(ctx, &mut entries));
        }
        let types = match self.result_types {
            Some(t) => t.to_vec(),
            None => {
                let named: Vec<(Ident, Attribute)> =
                    entries.iter().map(|a| (a.name, a.value)).collect();
                infer_result_types(ctx, name, self.operand_types, &named)?
            }
        };
        state.result_types.extend(types);
        populate_default_properties(ctx, &mut state);
        Ok(state)
    }
}

/// Rejects an op name that is not registered, unless its dialect is
/// unregistered and the context allows unregistered dialects.
fn check_registered(ctx: &Context, name: OperationName) -> Result<(), Error> {
    if name.is_registered(ctx) {
        return Ok(());
    }
    let dialect = name.dialect_name(ctx);
    if ctx.is_dialect_registered(dialect) {
        return Err(Error::msg(format!(
            "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
            name.as_str(ctx)
        )));
    }
    if ctx.allows_unregistered_dialects() {
        return Ok(());
    }
    Err(Error::msg(format!(
        "operation '{}' of an unregistered dialect ('{dialect}')",
        name.as_str(ctx)
    )))
}

/// The result types of `name` from its declaration: its type inference
/// hook, the type of its operands for `SameOperandsAndResultType` ops, or
/// none for ops declared without results.
fn infer_result_types(
    ctx: &Context,
    name: OperationName,
    operand_types: &[Type],
    attrs: &[(Ident, Attribute)],
) -> Result<Vec<Type>, Error> {
    let op = name.as_str(ctx);
    if let Some(infer) = name.interface::<dyn InferTypeOpInterface>(ctx) {
        return infer
            .infer_return_types(ctx, operand_types, attrs)
            .map_err(|e| Error::msg(format!("cannot infer the result types of '{op}': {e}")));
    }
    let spec = name.def(ctx).and_then(strata_ods::ods_op).map(|o| &o.spec);
    let num_results = spec.map(|s| s.results.len());
    if num_results == Some(0) {
        return Ok(Vec::new());
    }
    if name.has_trait(ctx, OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
        && let Some(&first) = operand_types.first()
    {
        return Ok(vec![first; num_results.unwrap_or(1)]);
    }
    Err(Error::msg(format!(
        "cannot infer the result types of '{op}'; give them explicitly"
    )))
}

/// Typed construction for every op class (`arith::AddIOp::build(&mut b, &[x, y])`):
/// the op is checked, gets its default properties and inferred result types.
pub trait Build: OpClass {
    /// Creates the op at the builder's insertion point from its operands.
    fn build(b: &mut OpBuilder<'_>, operands: &[Value]) -> Result<Self, Error> {
        b.create_named(Self::NAME, operands, &[], None)
            .map(Self::from_op)
    }

    /// Creates the op from operands and inherent attributes (`value` of a
    /// constant), inferring the result types.
    fn build_with(
        b: &mut OpBuilder<'_>,
        operands: &[Value],
        attrs: &[(&str, Attribute)],
    ) -> Result<Self, Error> {
        b.create_named(Self::NAME, operands, attrs, None)
            .map(Self::from_op)
    }

    /// Creates the op like [`Build::build`] and returns its first result.
    fn build_value(b: &mut OpBuilder<'_>, operands: &[Value]) -> Result<Value, Error> {
        let op = b.create_named(Self::NAME, operands, &[], None)?;
        first_result(b, op)
    }

    /// Creates the op like [`Build::build_with`] and returns its first result.
    fn build_value_with(
        b: &mut OpBuilder<'_>,
        operands: &[Value],
        attrs: &[(&str, Attribute)],
    ) -> Result<Value, Error> {
        let op = b.create_named(Self::NAME, operands, attrs, None)?;
        first_result(b, op)
    }

    /// Creates the op with explicit result types.
    fn build_typed(
        b: &mut OpBuilder<'_>,
        operands: &[Value],
        attrs: &[(&str, Attribute)],
        result_types: &[Type],
    ) -> Result<Self, Error> {
        b.create_named(Self::NAME, operands, attrs, Some(result_types))
            .map(Self::from_op)
    }
}

impl<T: OpClass> Build for T {}

/// The first result of `op`, or an error naming the op if it has none.
fn first_result(b: &OpBuilder<'_>, op: OpId) -> Result<Value, Error> {
    match b.body().results(op).next() {
        Some(v) => Ok(v),
        None => Err(Error::msg(format!(
            "'{}' has no result",
            b.body().op_name(op).as_str(b.context())
        ))),
    }
}

/// Creating a `func.func` with its entry block.
pub trait DefineFunc: Sized {
    /// Creates `func.func @name` of type `fn_ty` (a function type) at the
    /// builder's insertion point, with an entry block whose arguments have
    /// the input types; returns the op and that block.
    fn define(b: &mut OpBuilder<'_>, name: &str, fn_ty: Type) -> Result<(Self, BlockId), Error>;
}

impl DefineFunc for strata_dialects::func::FuncOp {
    fn define(b: &mut OpBuilder<'_>, name: &str, fn_ty: Type) -> Result<(Self, BlockId), Error> {
        let ctx = b.context();
        let Some((inputs, _)) = fn_ty.function_parts(ctx) else {
            return Err(Error::msg("func.func needs a function type"));
        };
        let mut inner = Body::with_root_regions(1);
        let entry = inner.create_block();
        inner.append_block(inner.root_regions()[0], entry);
        for &ty in inputs {
            inner.add_block_arg(entry, ty, b.loc());
        }
        let mut state = OperationState::new(OperationName::new(ctx, Self::NAME), b.loc());
        let mut props = [
            NamedAttr {
                name: Ident::new(ctx, "sym_name"),
                value: Attribute::string(ctx, name),
            },
            NamedAttr {
                name: Ident::new(ctx, "function_type"),
                value: Attribute::type_attr(ctx, fn_ty),
            },
        ];
        state.props = Some(Attribute::dictionary(ctx, &mut props));
        state.regions = strata_ir::StateRegions::Isolated(Box::new(inner));
        let op = b.create(state)?;
        Ok((Self::from_op(op), entry))
    }
}
