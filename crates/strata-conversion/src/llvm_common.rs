//! What every lowering to the LLVM dialect shares: the `LLVMTypeConverter`
//! (seed 001's type rules: scalars, `index`, vectors, memref descriptors,
//! function types), the memref descriptor layout, and an op builder.

use smallvec::smallvec;
use strata_dialect_llvm::types as lt;
use strata_ir::{Attribute, Body, Context, Location, OpId, OperationState, Type, TypeKind, Value};
use strata_rewrite::PatternRewriter;
use strata_rewrite::conversion::{Converted, TypeConverter};

/// Options of the lowering to LLVM shared by the passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// The width `index` lowers to.
    pub index_bitwidth: u32,
    /// Pass statically shaped memrefs as bare pointers in calls.
    pub use_bare_ptr_call_conv: bool,
    /// Allocate and free through `_mlir_memref_to_llvm_alloc`/`_free`
    /// instead of `malloc`/`free`.
    pub use_generic_functions: bool,
    /// Allocate heap memrefs with `aligned_alloc` instead of `malloc`.
    pub use_aligned_alloc: bool,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            index_bitwidth: 64,
            use_bare_ptr_call_conv: false,
            use_generic_functions: false,
            use_aligned_alloc: false,
        }
    }
}

/// The LLVM type of a builtin type, following seed 001: integers and
/// floats LLVM has are kept, the 8-, 6- and 4-bit floats become integers
/// of their width (other floats have none), `index` becomes `iN`, 1-D vectors keep their shape,
/// n-D vectors become nested arrays of 1-D vectors, memrefs their
/// descriptor struct, function types a pointer. `None` if it has none.
pub fn convert_type(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Type> {
    match ty.kind(ctx) {
        TypeKind::Integer {
            signedness: strata_ir::types::Signedness::Signless,
            ..
        } => Some(ty),
        TypeKind::Float(_) => convert_float(ctx, ty),
        TypeKind::Integer { width, .. } => Some(Type::int(ctx, *width)),
        TypeKind::Index => Some(Type::int(ctx, opts.index_bitwidth)),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            let elem = convert_type(ctx, *element, opts)?;
            if shape.is_empty() {
                return Some(Type::vector(ctx, &[1], &[false], elem));
            }
            let n = shape.len();
            let scalable_at = |i: usize| scalable.get(i).copied().unwrap_or(false);
            if (0..n - 1).any(scalable_at) {
                return None;
            }
            let mut t = Type::vector(ctx, &shape[n - 1..], &[scalable_at(n - 1)], elem);
            for d in shape[..n - 1].iter().rev() {
                t = lt::array(ctx, t, u64::try_from(*d).ok()?);
            }
            Some(t)
        }
        TypeKind::MemRef { .. } => memref_descriptor_type(ctx, ty, opts),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            address_space(ctx, *memory_space)?;
            Some(lt::literal_struct(
                ctx,
                &[Type::int(ctx, opts.index_bitwidth), lt::ptr(ctx, 0)],
                false,
            ))
        }
        TypeKind::Function { .. } => Some(lt::ptr(ctx, 0)),
        TypeKind::Complex(element) => {
            let part = convert_type(ctx, *element, opts)?;
            Some(lt::literal_struct(ctx, &[part, part], false))
        }
        TypeKind::Dialect { .. } if lt::is_llvm_type(ctx, ty) => Some(ty),
        _ => None,
    }
}

/// A float LLVM has a type for is kept; the small floats (8 bits or
/// fewer) become integers of their width; `tf32` has no conversion.
fn convert_float(ctx: &Context, ty: Type) -> Option<Type> {
    if lt::is_compatible_float(ctx, ty) {
        return Some(ty);
    }
    let width = ty.int_or_float_bit_width(ctx)?;
    (width <= 8).then(|| Type::int(ctx, width))
}

/// True if `ty` (or the element of the vector `ty`) is a float whose LLVM
/// type is not a float: the ops computing on it stay unconverted, as
/// upstream's `isUnsupportedFloatingPointType`.
pub fn is_unsupported_float(ctx: &Context, tc: &TypeConverter, ty: Type) -> bool {
    let scalar = match ty.kind(ctx) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
    scalar.is_float(ctx)
        && tc
            .convert_type(ctx, scalar)
            .is_none_or(|t| !t.is_float(ctx))
}

/// True if an operand or result of `op` is an unsupported float (see
/// [`is_unsupported_float`]), upstream's `opHasUnsupportedFloatingPointTypes`.
pub fn has_unsupported_float(ctx: &Context, body: &Body, op: OpId, tc: &TypeConverter) -> bool {
    body.operands(op)
        .chain(body.results(op))
        .any(|v| is_unsupported_float(ctx, tc, body.value_type(v)))
}

/// The address space of a memref memory space (`None` if not an integer).
fn address_space(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    match space {
        None => Some(0),
        Some(a) => a
            .int_value(ctx)
            .and_then(|v| u32::try_from(v.sext_value()).ok()),
    }
}

/// The parts of a ranked memref: its shape, element type and address space.
fn memref_parts(ctx: &Context, ty: Type) -> Option<(&[i64], Type, u32)> {
    match ty.kind(ctx) {
        TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Some((shape, *element, address_space(ctx, *memory_space)?)),
        _ => None,
    }
}

/// The descriptor struct of a ranked memref: allocated pointer, aligned
/// pointer, offset, then for rank > 0 the sizes and strides arrays.
pub fn memref_descriptor_type(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Type> {
    let (shape, element, space) = memref_parts(ctx, ty)?;
    convert_type(ctx, element, opts)?;
    Some(lt::literal_struct(
        ctx,
        &descriptor_fields(ctx, shape.len(), space, opts),
        false,
    ))
}

fn descriptor_fields(ctx: &Context, rank: usize, space: u32, opts: LowerOptions) -> Vec<Type> {
    let index = Type::int(ctx, opts.index_bitwidth);
    let ptr = lt::ptr(ctx, space);
    let mut fields = vec![ptr, ptr, index];
    if rank > 0 {
        let arr = lt::array(ctx, index, rank as u64);
        fields.push(arr);
        fields.push(arr);
    }
    fields
}

/// The types a memref argument expands to in a function signature: the
/// descriptor's scalar fields (two pointers, offset, each size, each
/// stride), or one pointer with the bare-pointer convention.
pub fn memref_signature_types(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Vec<Type>> {
    let (shape, element, space) = memref_parts(ctx, ty)?;
    convert_type(ctx, element, opts)?;
    if opts.use_bare_ptr_call_conv {
        return can_be_bare(ctx, ty).then(|| vec![lt::ptr(ctx, space)]);
    }
    let index = Type::int(ctx, opts.index_bitwidth);
    let ptr = lt::ptr(ctx, space);
    let mut v = vec![ptr, ptr, index];
    v.extend(std::iter::repeat_n(index, 2 * shape.len()));
    Some(v)
}

/// True if a memref can be passed as a bare pointer (static shape,
/// identity layout).
pub fn can_be_bare(ctx: &Context, ty: Type) -> bool {
    matches!(ty.kind(ctx), TypeKind::MemRef { shape, layout: None, .. }
        if shape.iter().all(|d| *d != strata_ir::types::DYNAMIC))
}

/// The types of a function argument in a converted signature.
pub fn signature_arg_types(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Vec<Type>> {
    match ty.kind(ctx) {
        TypeKind::MemRef { .. } => memref_signature_types(ctx, ty, opts),
        TypeKind::UnrankedMemRef { .. } if !opts.use_bare_ptr_call_conv => {
            let s = convert_type(ctx, ty, opts)?;
            lt::struct_body(ctx, s)
        }
        _ => convert_type(ctx, ty, opts).map(|t| vec![t]),
    }
}

/// The LLVM result type of a function with `results`: void, the single
/// converted type, or a struct packing them (seed 001's result packing).
pub fn packed_result_type(ctx: &Context, results: &[Type], opts: LowerOptions) -> Option<Type> {
    match results {
        [] => Some(lt::void(ctx)),
        [one] => result_type(ctx, *one, opts),
        _ => {
            let fields: Option<Vec<Type>> =
                results.iter().map(|t| result_type(ctx, *t, opts)).collect();
            Some(lt::literal_struct(ctx, &fields?, false))
        }
    }
}

fn result_type(ctx: &Context, ty: Type, opts: LowerOptions) -> Option<Type> {
    if opts.use_bare_ptr_call_conv
        && let Some((_, _, space)) = memref_parts(ctx, ty)
    {
        return can_be_bare(ctx, ty).then(|| lt::ptr(ctx, space));
    }
    convert_type(ctx, ty, opts)
}

/// The `LLVMTypeConverter`: [`convert_type`] for every type, LLVM types
/// legal as they are.
pub fn type_converter(opts: LowerOptions) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(move |ctx, ty| {
        Some(match convert_type(ctx, ty, opts) {
            Some(t) => Converted::Types(smallvec![t]),
            None => Converted::Fail,
        })
    });
    tc
}

/// Builds LLVM dialect ops at a rewriter's insertion point.
pub struct Builder<'r, R> {
    /// The rewriter.
    pub rw: &'r mut R,
    /// The location of the ops built.
    pub loc: Location,
}

impl<'c, 'r, R: PatternRewriter<'c>> Builder<'r, R> {
    /// A builder at the rewriter's insertion point.
    pub fn new(rw: &'r mut R, loc: Location) -> Self {
        Builder { rw, loc }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.rw.context()
    }

    /// Creates `name` with operands, result types and properties.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let state = self.state(name, operands, results, props);
        self.rw.create(state)
    }

    /// The state of an op `name` (default properties filled).
    pub fn state(
        &self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OperationState {
        make_state(self.ctx(), self.loc, name, operands, results, props)
    }

    /// Creates a single-result op and returns its value.
    pub fn value(
        &mut self,
        name: &str,
        operands: &[Value],
        result: Type,
        props: &[(&str, Attribute)],
    ) -> Value {
        let op = self.op(name, operands, &[result], props);
        self.rw.body().result(op, 0)
    }

    /// `llvm.mlir.constant(value) : ty`.
    pub fn constant(&mut self, value: Attribute, ty: Type) -> Value {
        self.value("llvm.mlir.constant", &[], ty, &[("value", value)])
    }

    /// `llvm.mlir.poison : ty`.
    pub fn poison(&mut self, ty: Type) -> Value {
        self.value("llvm.mlir.poison", &[], ty, &[])
    }

    /// `llvm.insertvalue v, agg[pos]`.
    pub fn insert_value(&mut self, agg: Value, v: Value, pos: &[i64]) -> Value {
        let ty = self.rw.body().value_type(agg);
        let p = Attribute::dense_i64_array(self.ctx(), pos);
        self.value("llvm.insertvalue", &[agg, v], ty, &[("position", p)])
    }

    /// `llvm.extractvalue agg[pos]` of type `ty`.
    pub fn extract_value(&mut self, agg: Value, pos: &[i64], ty: Type) -> Value {
        let p = Attribute::dense_i64_array(self.ctx(), pos);
        self.value("llvm.extractvalue", &[agg], ty, &[("position", p)])
    }

    /// Packs values into a struct of type `ty` (poison, then insertvalue each).
    pub fn pack(&mut self, ty: Type, values: &[Value]) -> Value {
        let mut agg = self.poison(ty);
        for (i, v) in values.iter().enumerate() {
            agg = self.insert_value(agg, *v, &[i as i64]);
        }
        agg
    }

    /// `builtin.unrealized_conversion_cast`s of `inputs` to `ty`.
    pub fn cast(&mut self, inputs: &[Value], ty: Type) -> Value {
        self.value("builtin.unrealized_conversion_cast", inputs, ty, &[])
    }

    /// Applies `f` to each 1-D vector of n-D operands lowered to nested
    /// arrays of type `result` (operands that are not arrays are passed
    /// whole), as upstream's `handleMultidimensionalVectors` does: a poison
    /// array, then per position (row-major) the extracts, `f`'s value on
    /// the 1-D vector type, and its insertion.
    pub fn unroll_nd(
        &mut self,
        operands: &[Value],
        result: Type,
        mut f: impl FnMut(&mut Self, &[Value], Type) -> Option<Value>,
    ) -> Option<Value> {
        let ctx = self.ctx();
        let (all, inner) = array_positions(ctx, result)?;
        let mut acc = self.poison(result);
        for pos in all {
            let mut parts = Vec::with_capacity(operands.len());
            for v in operands {
                let t = self.rw.body().value_type(*v);
                match array_positions(ctx, t) {
                    Some((_, elem)) if lt::array_parts(ctx, t).is_some() => {
                        parts.push(self.extract_value(*v, &pos, elem));
                    }
                    _ => parts.push(*v),
                }
            }
            let r = f(self, &parts, inner)?;
            acc = self.insert_value(acc, r, &pos);
        }
        Some(acc)
    }
}

/// The positions of the 1-D vectors in a nested array type, row-major,
/// and the 1-D vector type.
pub fn array_positions(ctx: &Context, ty: Type) -> Option<(Vec<Vec<i64>>, Type)> {
    let mut dims = Vec::new();
    let mut t = ty;
    while let Some((e, n)) = lt::array_parts(ctx, t) {
        dims.push(i64::try_from(n).ok()?);
        t = e;
    }
    let mut out: Vec<Vec<i64>> = vec![Vec::new()];
    for d in dims {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..d).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    Some((out, t))
}

pub use strata_ir::interfaces::make_state;

/// Maps `#arith.fastmath` flags to `#llvm.fastmath` flags.
pub fn convert_fastmath(ctx: &Context, arith_attr: Option<Attribute>) -> Attribute {
    use strata_dialect_arith::fastmath::flags;
    let a = arith_attr.and_then(|a| flags(ctx, a)).unwrap_or(0);
    // arith: reassoc 1, nnan 2, ninf 4, nsz 8, arcp 16, contract 32, afn 64;
    // llvm:  nnan 1, ninf 2, nsz 4, arcp 8, contract 16, afn 32, reassoc 64.
    let mut l = (a >> 1) & 0x3f;
    if a & 1 != 0 {
        l |= 64;
    }
    strata_dialect_llvm::enums::fastmath(ctx, l)
}

/// Builds the memref descriptor of `memref_ty` from its expanded signature
/// values (the argument materialization of memref function arguments).
pub fn build_descriptor<'c, R: PatternRewriter<'c>>(
    b: &mut Builder<'_, R>,
    memref_ty: Type,
    values: &[Value],
    opts: LowerOptions,
) -> Option<Value> {
    let ctx = b.ctx();
    let desc_ty = memref_descriptor_type(ctx, memref_ty, opts)?;
    let (shape, _, _) = memref_parts(ctx, memref_ty)?;
    let rank = shape.len();
    if values.len() != 3 + 2 * rank {
        return None;
    }
    let mut d = b.poison(desc_ty);
    for (i, v) in values.iter().take(3).enumerate() {
        d = b.insert_value(d, *v, &[i as i64]);
    }
    for k in 0..rank {
        d = b.insert_value(d, values[3 + k], &[3, k as i64]);
        d = b.insert_value(d, values[3 + rank + k], &[4, k as i64]);
    }
    Some(b.cast(&[d], memref_ty))
}

/// The descriptor struct of a statically shaped memref holding the bare
/// pointer `ptr`: both pointers, offset 0, constant sizes and identity
/// strides (the bare-pointer calling convention).
pub fn build_static_descriptor<'c, R: PatternRewriter<'c>>(
    b: &mut Builder<'_, R>,
    memref_ty: Type,
    ptr: Value,
    opts: LowerOptions,
) -> Option<Value> {
    let ctx = b.ctx();
    let desc_ty = memref_descriptor_type(ctx, memref_ty, opts)?;
    let (shape, _, _) = memref_parts(ctx, memref_ty)?;
    let shape = shape.to_vec();
    let index = Type::int(ctx, opts.index_bitwidth);
    let mut strides = vec![1i64; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        strides[k] = strides[k + 1].checked_mul(shape[k + 1])?;
    }
    let index_attr = |v: i64| Attribute::int(ctx, Type::index(ctx), v);
    let mut d = b.poison(desc_ty);
    d = b.insert_value(d, ptr, &[0]);
    d = b.insert_value(d, ptr, &[1]);
    let zero = b.constant(index_attr(0), index);
    d = b.insert_value(d, zero, &[2]);
    for (k, (size, stride)) in shape.iter().zip(&strides).enumerate() {
        let s = b.constant(index_attr(*size), index);
        d = b.insert_value(d, s, &[3, k as i64]);
        let st = b.constant(index_attr(*stride), index);
        d = b.insert_value(d, st, &[4, k as i64]);
    }
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::types::DYNAMIC;

    fn ctx() -> Context {
        let ctx = Context::new();
        for d in [
            strata_dialect_llvm::dialect(),
            strata_dialect_arith::dialect(),
        ] {
            ctx.register_dialect(d.expect("dialect builds"));
        }
        ctx
    }

    #[test]
    fn memref_descriptors_follow_seed_001() {
        let ctx = ctx();
        let opts = LowerOptions::default();
        let f32 = Type::float(&ctx, strata_support::apfloat::FloatSemantics::F32);
        let i64 = Type::int(&ctx, 64);
        let ptr = lt::ptr(&ctx, 0);
        for rank in 0..=5usize {
            let shape: Vec<i64> = (0..rank)
                .map(|d| if d % 2 == 1 { DYNAMIC } else { 3 })
                .collect();
            let m = Type::memref(&ctx, &shape, f32, None, None);
            let desc = memref_descriptor_type(&ctx, m, opts).expect("descriptor");
            let fields = lt::struct_body(&ctx, desc).expect("struct");
            assert_eq!(&fields[..3], &[ptr, ptr, i64]);
            if rank == 0 {
                assert_eq!(fields.len(), 3);
            } else {
                let arr = lt::array(&ctx, i64, rank as u64);
                assert_eq!(&fields[3..], &[arr, arr]);
            }
            let expanded = memref_signature_types(&ctx, m, opts).expect("expanded");
            assert_eq!(expanded.len(), 3 + 2 * rank);
        }
    }

    #[test]
    fn index_vectors_and_functions() {
        let ctx = ctx();
        let opts = LowerOptions {
            index_bitwidth: 32,
            ..LowerOptions::default()
        };
        assert_eq!(
            convert_type(&ctx, Type::index(&ctx), opts),
            Some(Type::int(&ctx, 32))
        );
        let f32 = Type::float(&ctx, strata_support::apfloat::FloatSemantics::F32);
        let v = Type::vector(&ctx, &[4, 8, 16], &[false, false, false], f32);
        let inner = Type::vector(&ctx, &[16], &[false], f32);
        let expected = lt::array(&ctx, lt::array(&ctx, inner, 8), 4);
        assert_eq!(convert_type(&ctx, v, opts), Some(expected));
        let f = Type::function(&ctx, &[], &[]);
        assert_eq!(convert_type(&ctx, f, opts), Some(lt::ptr(&ctx, 0)));
        let results = [Type::int(&ctx, 32), Type::int(&ctx, 64)];
        let packed = packed_result_type(&ctx, &results, opts).expect("packed");
        assert_eq!(lt::struct_body(&ctx, packed), Some(results.to_vec()));
        assert_eq!(packed_result_type(&ctx, &[], opts), Some(lt::void(&ctx)));
    }

    #[test]
    fn fastmath_bits_are_remapped() {
        let ctx = ctx();
        use strata_dialect_arith::fastmath::FASTMATH;
        let llvm = |arith: i64| {
            let a = convert_fastmath(&ctx, Some(FASTMATH.attr(&ctx, arith)));
            strata_dialect_llvm::enums::FASTMATH.value(&ctx, a)
        };
        // arith reassoc (1) is llvm reassoc (64); arith nnan (2) is llvm nnan (1).
        assert_eq!(llvm(1), Some(64));
        assert_eq!(llvm(2), Some(1));
        assert_eq!(llvm(127), Some(127));
        assert_eq!(llvm(0), Some(0));
    }
}
