//! The initializer regions of globals and aliases evaluated to an LLVM
//! constant. Operations fold as LLVM's constant folder folds them when it
//! builds the constant: integer arithmetic on integer constants is
//! computed, a `getelementptr` from a global with constant indices becomes
//! a byte offset (`getelementptr inbounds (i8, ptr @g, i64 4)`, with
//! `inbounds` inferred when the offset stays within the global),
//! `insertvalue` builds aggregate constants, and what does not fold is
//! written as a constant expression where LLVM IR has one.

use rustc_hash::FxHashMap;
use strata_dialect_llvm::directives::GEP_DYNAMIC_INDEX;
use strata_dialect_llvm::enums::{GEP_INBOUNDS, GEP_NUSW, GEP_NUW, OVERFLOW_NSW, OVERFLOW_NUW};
use strata_dialect_llvm::types as lt;
use strata_ir::attributes::dense_i32_values;
use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind, Value};
use strata_support::apfloat::APFloat;
use strata_support::apint::APInt;

use crate::constants::{constant_text, escape, float_text, is_null_text};
use crate::global::symbol_name;
use crate::module_info::ModuleInfo;
use crate::types::{identified_name, ir_type};
use crate::untranslatable;

/// A constant being built.
#[derive(Clone, Debug)]
enum Const {
    /// An integer.
    Int(APInt),
    /// The address of a global plus a byte offset; `flags` are the
    /// no-wrap flags of the folded `getelementptr`s (`None` before any).
    Address {
        name: String,
        offset: i128,
        flags: Option<i64>,
    },
    /// `ptrtoint` of a pointer constant of type `from`.
    PtrToInt(Box<Const>, Type),
    /// An aggregate's elements.
    Aggregate(Vec<Const>),
    /// A constant expression (`inttoptr (...)`), spelled without its type.
    Expr(String),
    /// Any other constant, spelled without its type.
    Text(String),
}

impl Const {
    /// Whether LLVM writes the constant as a constant expression.
    fn is_expression(&self) -> bool {
        match self {
            Const::Address { offset, .. } => *offset != 0,
            Const::PtrToInt(..) | Const::Expr(_) => true,
            _ => false,
        }
    }
}

/// An evaluated initializer.
pub(crate) struct Initial {
    /// The constant, spelled without its type.
    pub(crate) text: String,
    /// Whether it is a constant expression (an alias's aliasee then goes
    /// without its type).
    pub(crate) expression: bool,
}

/// The folder of one initializer region.
struct Folder<'a> {
    ctx: &'a Context,
    body: &'a Body,
    module: &'a ModuleInfo,
    values: FxHashMap<Value, Const>,
}

/// The constant `region_body`'s single block returns, or `None` for an
/// empty region.
pub(crate) fn evaluate(
    ctx: &Context,
    region_body: &Body,
    module: &ModuleInfo,
) -> Result<Option<Initial>, Diagnostic> {
    let Some(block) = region_body
        .root_regions()
        .first()
        .and_then(|r| region_body.region_blocks(*r).next())
    else {
        return Ok(None);
    };
    let mut folder = Folder {
        ctx,
        body: region_body,
        module,
        values: FxHashMap::default(),
    };
    for op in region_body.block_ops(block) {
        if region_body.op_name(op).as_str(ctx) == "llvm.return" {
            let Some(v) = region_body.operands(op).next() else {
                return Ok(None);
            };
            let value = folder.values.get(&v).cloned();
            return match value {
                Some(c) => folder
                    .text(&c, region_body.value_type(v))
                    .map(|text| {
                        Some(Initial {
                            text,
                            expression: c.is_expression(),
                        })
                    })
                    .ok_or_else(|| untranslatable(ctx, region_body, op)),
                None => Err(untranslatable(ctx, region_body, op)),
            };
        }
        let result = region_body.results(op).next();
        let folded = result.and_then(|r| folder.fold(op, region_body.value_type(r)));
        match (folded, result) {
            (Some(c), Some(r)) => {
                folder.values.insert(r, c);
            }
            _ => return Err(untranslatable(ctx, region_body, op)),
        }
    }
    Ok(None)
}

/// The type of the value the initializer region of `region_body` returns.
pub(crate) fn returned_pointer_type(ctx: &Context, region_body: &Body) -> Option<Type> {
    let block = region_body
        .region_blocks(*region_body.root_regions().first()?)
        .next()?;
    let ret = region_body.block_ops(block).last()?;
    let v = region_body.operands(ret).next()?;
    let ty = region_body.value_type(v);
    lt::ptr_address_space(ctx, ty).map(|_| ty)
}

impl Folder<'_> {
    fn operand(&self, op: OpId, i: usize) -> Option<(Const, Type)> {
        let v = self.body.operands(op).nth(i)?;
        Some((self.values.get(&v)?.clone(), self.body.value_type(v)))
    }

    fn int_attr(&self, op: OpId, name: &str) -> i64 {
        self.body
            .attr(self.ctx, op, name)
            .and_then(|a| a.int_value(self.ctx))
            .map_or(0, |v| v.sext_value())
    }

    /// The constant `op` (with result type `ty`) computes.
    fn fold(&self, op: OpId, ty: Type) -> Option<Const> {
        let ctx = self.ctx;
        let name = self.body.op_name(op).as_str(ctx);
        match name {
            "llvm.mlir.constant" => {
                let value = self.body.attr(ctx, op, "value")?;
                if ty.int_width(ctx).is_some()
                    && let Some(v) = value.int_value(ctx)
                    && Some(v.width()) == ty.int_width(ctx)
                {
                    return Some(Const::Int(v.clone()));
                }
                constant_text(ctx, value, ty).map(Const::Text)
            }
            "llvm.mlir.zero" => Some(self.zero(ty)),
            "llvm.mlir.undef" => Some(Const::Text("undef".into())),
            "llvm.mlir.poison" => Some(Const::Text("poison".into())),
            "llvm.mlir.addressof" => {
                let name = symbol_name(ctx, self.body.attr(ctx, op, "global_name")?)?;
                Some(Const::Address {
                    name,
                    offset: 0,
                    flags: None,
                })
            }
            "llvm.getelementptr" => self.gep(op, ty),
            "llvm.bitcast" => {
                let (c, from) = self.operand(op, 0)?;
                if from == ty
                    || lt::ptr_address_space(ctx, from) == lt::ptr_address_space(ctx, ty)
                        && lt::ptr_address_space(ctx, ty).is_some()
                {
                    return Some(c);
                }
                self.cast("bitcast", &c, from, ty)
            }
            "llvm.addrspacecast" => {
                let (c, from) = self.operand(op, 0)?;
                self.cast("addrspacecast", &c, from, ty)
            }
            "llvm.ptrtoint" => {
                let (c, from) = self.operand(op, 0)?;
                match &c {
                    Const::Text(t) if t == "null" => {
                        Some(Const::Int(APInt::zero(ty.int_width(ctx)?)))
                    }
                    _ => Some(Const::PtrToInt(Box::new(c), from)),
                }
            }
            "llvm.inttoptr" => {
                let (c, from) = self.operand(op, 0)?;
                match &c {
                    Const::Int(v) if v.is_zero() => Some(Const::Text("null".into())),
                    // A round trip through an integer as wide as the pointer.
                    Const::PtrToInt(p, pointer)
                        if *pointer == ty
                            && from.int_width(ctx).map(u64::from)
                                == lt::ptr_address_space(ctx, ty)
                                    .map(|s| self.module.layout.pointer_bits(s)) =>
                    {
                        Some((**p).clone())
                    }
                    _ => self.cast("inttoptr", &c, from, ty),
                }
            }
            "llvm.trunc" | "llvm.zext" | "llvm.sext" => {
                let (c, from) = self.operand(op, 0)?;
                let width = ty.int_width(ctx)?;
                match (&c, name) {
                    (Const::Int(v), "llvm.trunc") if width <= v.width() => {
                        Some(Const::Int(v.trunc(width)))
                    }
                    (Const::Int(v), "llvm.zext") if width >= v.width() => {
                        Some(Const::Int(v.zext(width)))
                    }
                    (Const::Int(v), "llvm.sext") if width >= v.width() => {
                        Some(Const::Int(v.sext(width)))
                    }
                    // The layout-aware folder narrows the `ptrtoint` itself.
                    (Const::PtrToInt(..), "llvm.trunc") => Some(c.clone()),
                    (_, "llvm.trunc") => self.cast("trunc", &c, from, ty),
                    _ => None,
                }
            }
            "llvm.add" | "llvm.sub" | "llvm.xor" | "llvm.mul" | "llvm.and" | "llvm.or"
            | "llvm.shl" | "llvm.lshr" | "llvm.ashr" | "llvm.udiv" | "llvm.sdiv" | "llvm.urem"
            | "llvm.srem" => self.binary(op, &name[5..], ty),
            "llvm.insertvalue" => {
                let (aggregate, aty) = self.operand(op, 0)?;
                let (value, _) = self.operand(op, 1)?;
                let position = dense_i64_position(ctx, self.body, op)?;
                self.insert(aggregate, aty, &position, value)
            }
            "llvm.extractvalue" => {
                let (aggregate, aty) = self.operand(op, 0)?;
                let position = dense_i64_position(ctx, self.body, op)?;
                self.extract(aggregate, aty, &position)
            }
            _ => None,
        }
    }

    /// The zero of `ty`: `null`, `0`, `0.0` or `zeroinitializer`.
    fn zero(&self, ty: Type) -> Const {
        let ctx = self.ctx;
        if lt::ptr_address_space(ctx, ty).is_some() {
            return Const::Text("null".into());
        }
        if let Some(width) = ty.int_width(ctx) {
            return Const::Int(APInt::zero(width));
        }
        if let Some(sem) = ty.float_semantics(ctx)
            && let Some(t) = float_text(sem, APFloat::zero(sem, false))
        {
            return Const::Text(t);
        }
        Const::Text("zeroinitializer".into())
    }

    /// `kind (<from> c to <to>)`.
    fn cast(&self, kind: &str, c: &Const, from: Type, to: Type) -> Option<Const> {
        Some(Const::Expr(format!(
            "{kind} ({} to {})",
            self.typed(c, from)?,
            ir_type(self.ctx, to)?
        )))
    }

    /// Integer arithmetic: computed on integers (as LLVM's folder, without
    /// regard to no-wrap flags; poison for a division by zero or an
    /// oversized shift); `add`, `sub` and `xor` of other constants stay
    /// constant expressions.
    fn binary(&self, op: OpId, kind: &str, ty: Type) -> Option<Const> {
        let (lhs, _) = self.operand(op, 0)?;
        let (rhs, _) = self.operand(op, 1)?;
        let (Const::Int(a), Const::Int(b)) = (&lhs, &rhs) else {
            if !matches!(kind, "add" | "sub" | "xor") {
                return None;
            }
            let flags = self.int_attr(op, "overflowFlags");
            let mut spelled = kind.to_string();
            if flags & OVERFLOW_NUW != 0 {
                spelled.push_str(" nuw");
            }
            if flags & OVERFLOW_NSW != 0 {
                spelled.push_str(" nsw");
            }
            return Some(Const::Expr(format!(
                "{spelled} ({}, {})",
                self.typed(&lhs, ty)?,
                self.typed(&rhs, ty)?
            )));
        };
        if a.width() != b.width() {
            return None;
        }
        let shift = u32::try_from(b.zext_value())
            .ok()
            .filter(|s| *s < a.width() && b.active_bits() <= 32);
        let value = match kind {
            "add" => Some(a.add(b)),
            "sub" => Some(a.sub(b)),
            "mul" => Some(a.mul(b)),
            "and" => Some(a.and(b)),
            "or" => Some(a.or(b)),
            "xor" => Some(a.xor(b)),
            "shl" => shift.map(|s| a.shl(s)),
            "lshr" => shift.map(|s| a.lshr(s)),
            "ashr" => shift.map(|s| a.ashr(s)),
            "udiv" => a.udiv(b),
            "urem" => a.urem(b),
            "sdiv" => a
                .sdiv_ov(b)
                .filter(|(_, overflow)| !overflow)
                .map(|(v, _)| v),
            "srem" => a
                .srem(b)
                .filter(|_| !(a.is_signed_min() && b.is_all_ones())),
            _ => return None,
        };
        Some(value.map_or_else(|| Const::Text("poison".into()), Const::Int))
    }

    /// `getelementptr`: from a global with constant indices, a byte offset
    /// (LLVM's layout-aware folding); otherwise a constant expression.
    fn gep(&self, op: OpId, ty: Type) -> Option<Const> {
        let ctx = self.ctx;
        let element = self
            .body
            .attr(ctx, op, "elem_type")
            .and_then(|a| a.type_value(ctx))?;
        let raw = self
            .body
            .attr(ctx, op, "rawConstantIndices")
            .and_then(|a| dense_i32_values(ctx, a))?;
        let (base, base_ty) = self.operand(op, 0)?;
        let flags = self.int_attr(op, "noWrapFlags");
        let mut dynamic = 1;
        let mut indices = Vec::with_capacity(raw.len());
        for r in raw {
            if r == GEP_DYNAMIC_INDEX {
                indices.push(self.operand(op, dynamic)?);
                dynamic += 1;
            } else {
                indices.push((
                    Const::Int(APInt::from_i64(32, i64::from(r))),
                    Type::int(ctx, 32),
                ));
            }
        }
        if let Const::Address {
            name,
            offset,
            flags: base_flags,
        } = &base
            && let Some(delta) = self.gep_offset(element, &indices)
        {
            let space = lt::ptr_address_space(ctx, ty)?;
            let bits = u32::try_from(self.module.layout.index_bits(space)).ok()?;
            let offset = wrap_signed(offset.wrapping_add(delta), bits);
            let mut flags = base_flags.map_or(flags, |f| f & flags);
            let dereferenceable = self.module.dereferenceable.get(name).copied();
            if flags & GEP_INBOUNDS != GEP_INBOUNDS
                && offset >= 0
                && dereferenceable.is_some_and(|d| d > 0 && offset <= i128::from(d))
            {
                flags |= GEP_INBOUNDS;
            }
            if flags & GEP_NUSW != 0 && offset >= 0 {
                flags |= GEP_NUW;
            }
            return Some(Const::Address {
                name: name.clone(),
                offset,
                flags: Some(flags),
            });
        }
        let mut text = format!(
            "getelementptr {}({}, {}",
            gep_flags(flags),
            ir_type(ctx, element)?,
            self.typed(&base, base_ty)?
        );
        for (c, t) in &indices {
            text.push_str(", ");
            text.push_str(&self.typed(c, *t)?);
        }
        text.push(')');
        Some(Const::Expr(text))
    }

    /// The byte offset constant `indices` select from an `element` array.
    fn gep_offset(&self, element: Type, indices: &[(Const, Type)]) -> Option<i128> {
        let ctx = self.ctx;
        let layout = &self.module.layout;
        let mut offset: i128 = 0;
        let mut current = element;
        for (i, (c, _)) in indices.iter().enumerate() {
            let Const::Int(v) = c else { return None };
            if v.width() > 64 {
                return None;
            }
            let index = i128::from(v.sext_value());
            if i == 0 {
                let size = i128::from(layout.alloc_size(ctx, current)?);
                offset = offset.wrapping_add(index.wrapping_mul(size));
                continue;
            }
            if let Some(info) = lt::struct_info(ctx, current) {
                let field = usize::try_from(index).ok()?;
                let fields = layout.struct_layout(ctx, &info.body, info.packed)?;
                offset = offset.wrapping_add(i128::from(*fields.offsets.get(field)?));
                current = *info.body.get(field)?;
            } else if let Some((inner, _)) = lt::array_parts(ctx, current) {
                let size = i128::from(layout.alloc_size(ctx, inner)?);
                offset = offset.wrapping_add(index.wrapping_mul(size));
                current = inner;
            } else if let TypeKind::Vector { element, .. } = current.kind(ctx) {
                let size = i128::from(layout.alloc_size(ctx, *element)?);
                offset = offset.wrapping_add(index.wrapping_mul(size));
                current = *element;
            } else {
                return None;
            }
        }
        Some(offset)
    }

    /// The element types of an aggregate type.
    fn element_types(&self, ty: Type) -> Option<Vec<Type>> {
        if let Some(info) = lt::struct_info(self.ctx, ty) {
            return Some(info.body);
        }
        let (element, n) = lt::array_parts(self.ctx, ty)?;
        // A bound on what a region may build element by element.
        (n <= 1 << 16).then(|| vec![element; n as usize])
    }

    /// The elements of `c`, an aggregate of type `ty`.
    fn elements(&self, c: &Const, ty: Type) -> Option<Vec<Const>> {
        let types = self.element_types(ty)?;
        match c {
            Const::Aggregate(items) => Some(items.clone()),
            Const::Text(t) if t == "undef" || t == "poison" => {
                Some(vec![Const::Text(t.clone()); types.len()])
            }
            Const::Text(t) if t == "zeroinitializer" => {
                Some(types.iter().map(|t| self.zero(*t)).collect())
            }
            _ => None,
        }
    }

    fn insert(&self, aggregate: Const, ty: Type, position: &[i64], value: Const) -> Option<Const> {
        let Some((&first, rest)) = position.split_first() else {
            return Some(value);
        };
        let mut items = self.elements(&aggregate, ty)?;
        let i = usize::try_from(first).ok()?;
        let inner_ty = *self.element_types(ty)?.get(i)?;
        let inner = items.get(i)?.clone();
        *items.get_mut(i)? = self.insert(inner, inner_ty, rest, value)?;
        Some(Const::Aggregate(items))
    }

    fn extract(&self, aggregate: Const, ty: Type, position: &[i64]) -> Option<Const> {
        let Some((&first, rest)) = position.split_first() else {
            return Some(aggregate);
        };
        let items = self.elements(&aggregate, ty)?;
        let i = usize::try_from(first).ok()?;
        let inner_ty = *self.element_types(ty)?.get(i)?;
        self.extract(items.get(i)?.clone(), inner_ty, rest)
    }

    /// `<type> <constant>`.
    fn typed(&self, c: &Const, ty: Type) -> Option<String> {
        Some(format!("{} {}", ir_type(self.ctx, ty)?, self.text(c, ty)?))
    }

    /// The constant's text without its type.
    fn text(&self, c: &Const, ty: Type) -> Option<String> {
        let ctx = self.ctx;
        match c {
            Const::Int(v) => Some(if v.width() == 1 {
                if v.is_zero() { "false" } else { "true" }.to_string()
            } else {
                v.to_string_signed()
            }),
            Const::Address {
                name,
                offset,
                flags,
            } => {
                let global = format!("@{}", identified_name(name));
                if *offset == 0 {
                    return Some(global);
                }
                let space = lt::ptr_address_space(ctx, ty)?;
                Some(format!(
                    "getelementptr {}(i8, {} {global}, i{} {offset})",
                    gep_flags(flags.unwrap_or(0)),
                    ir_type(ctx, ty)?,
                    self.module.layout.index_bits(space)
                ))
            }
            Const::PtrToInt(p, from) => Some(format!(
                "ptrtoint ({} to {})",
                self.typed(p, *from)?,
                ir_type(ctx, ty)?
            )),
            Const::Aggregate(items) => self.aggregate_text(items, ty),
            Const::Expr(t) | Const::Text(t) => Some(t.clone()),
        }
    }

    /// An aggregate as LLVM writes it: `zeroinitializer`, `undef` or
    /// `poison` when every element is, `c"..."` for bytes, else its
    /// elements in `{ }`, `<{ }>` or `[ ]`.
    fn aggregate_text(&self, items: &[Const], ty: Type) -> Option<String> {
        let ctx = self.ctx;
        let types = self.element_types(ty)?;
        let texts: Vec<String> = items
            .iter()
            .zip(&types)
            .map(|(c, t)| self.text(c, *t))
            .collect::<Option<_>>()?;
        if texts.iter().all(|t| is_null_text(t)) {
            return Some("zeroinitializer".into());
        }
        for whole in ["undef", "poison"] {
            if texts.iter().all(|t| t == whole) {
                return Some(whole.into());
            }
        }
        let is_array = lt::array_parts(ctx, ty).is_some();
        if is_array && types.first().is_some_and(|t| t.is_signless_int(ctx, 8)) {
            let bytes: Option<Vec<u8>> = items
                .iter()
                .map(|c| match c {
                    Const::Int(v) => Some(v.zext_value() as u8),
                    _ => None,
                })
                .collect();
            if let Some(bytes) = bytes {
                return Some(format!("c\"{}\"", escape(&bytes)));
            }
        }
        let parts: Vec<String> = texts
            .iter()
            .zip(&types)
            .map(|(t, ty)| Some(format!("{} {t}", ir_type(ctx, *ty)?)))
            .collect::<Option<_>>()?;
        if is_array {
            return Some(format!("[{}]", parts.join(", ")));
        }
        let packed = lt::struct_info(ctx, ty).is_some_and(|s| s.packed);
        Some(if packed {
            format!("<{{ {} }}>", parts.join(", "))
        } else {
            format!("{{ {} }}", parts.join(", "))
        })
    }
}

/// The keywords of `getelementptr`'s no-wrap flags, each with a space.
fn gep_flags(flags: i64) -> String {
    let mut s = String::new();
    if flags & GEP_INBOUNDS == GEP_INBOUNDS {
        s.push_str("inbounds ");
    } else if flags & GEP_NUSW != 0 {
        s.push_str("nusw ");
    }
    if flags & GEP_NUW != 0 {
        s.push_str("nuw ");
    }
    s
}

/// `v` wrapped to a signed integer of `bits` bits.
fn wrap_signed(v: i128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return v;
    }
    let shift = 128 - bits;
    (v << shift) >> shift
}

/// The `position` of an `insertvalue` or `extractvalue`.
fn dense_i64_position(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<i64>> {
    strata_ir::attributes::dense_i64_values(ctx, body.attr(ctx, op, "position")?)
}
