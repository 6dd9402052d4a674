//! The builtin dialect's attribute and type encodings, written to a
//! [`Sink`]: the numbering pass visits the references, the emitting pass
//! writes bytes. Returns false for kinds stored in their textual form.

use strata_ir::affine::AffineMap;
use strata_ir::types::Signedness;
use strata_ir::{AttrKind, Attribute, Context, Ident, Type, TypeKind};
use strata_support::apfloat::FloatSemantics;
use strata_support::apint::APInt;

use crate::builtin_codes::{ElementLayout, attr as ac, ty as tc};

/// Where an encoding goes.
pub(crate) trait Sink {
    /// A reference to an attribute.
    fn attr(&mut self, attr: Attribute);
    /// A reference to an optional attribute.
    fn optional_attr(&mut self, attr: Option<Attribute>);
    /// A reference to a type.
    fn ty(&mut self, ty: Type);
    /// An unsigned varint.
    fn varint(&mut self, v: u64);
    /// A signed varint.
    fn signed_varint(&mut self, v: i64);
    /// A raw byte.
    fn byte(&mut self, b: u8);
    /// A reference to a string of the string section.
    fn string(&mut self, s: &[u8]);
    /// A size-prefixed blob.
    fn blob(&mut self, data: &[u8]);
    /// A handle to a `dense_resource` blob.
    fn resource(&mut self, key: Ident);
}

/// Writes an integer whose width the reader knows from its type.
pub(crate) fn write_apint(s: &mut dyn Sink, value: &APInt) {
    let width = value.width();
    let words = value.words();
    if width <= 8 {
        s.byte(words.first().copied().unwrap_or(0) as u8);
    } else if width <= 64 {
        s.signed_varint(words.first().copied().unwrap_or(0) as i64);
    } else {
        let active = value.active_bits();
        let n = if active == 0 {
            1
        } else {
            (active as usize - 1) / 64 + 1
        };
        s.varint(n as u64);
        for w in words.iter().take(n) {
            s.signed_varint(*w as i64);
        }
    }
}

fn string_attr(ctx: &Context, s: &str) -> Attribute {
    Attribute::string(ctx, s)
}

/// Encodes a builtin attribute; false if it is stored as text.
pub(crate) fn write_attribute(ctx: &Context, attr: Attribute, s: &mut dyn Sink) -> bool {
    if let Some((file, line, col)) = attr.point_loc(ctx) {
        s.varint(ac::FILE_LINE_COL_LOC);
        s.attr(string_attr(ctx, file.as_str(ctx)));
        s.varint(u64::from(line));
        s.varint(u64::from(col));
        return true;
    }
    match attr.kind(ctx) {
        AttrKind::Array(elems) => {
            s.varint(ac::ARRAY);
            s.varint(elems.len() as u64);
            for e in elems.iter() {
                s.attr(*e);
            }
        }
        AttrKind::Dictionary(entries) => {
            s.varint(ac::DICTIONARY);
            s.varint(entries.len() as u64);
            for e in entries.iter() {
                s.attr(string_attr(ctx, e.name.as_str(ctx)));
                s.attr(e.value);
            }
        }
        AttrKind::String { bytes, ty } => match ty {
            None => {
                s.varint(ac::STRING);
                s.string(bytes);
            }
            Some(t) => {
                s.varint(ac::STRING_WITH_TYPE);
                s.string(bytes);
                s.ty(*t);
            }
        },
        AttrKind::SymbolRef { root, nested } => {
            if nested.is_empty() {
                s.varint(ac::FLAT_SYMBOL_REF);
                s.attr(string_attr(ctx, root.as_str(ctx)));
            } else {
                s.varint(ac::SYMBOL_REF);
                s.attr(string_attr(ctx, root.as_str(ctx)));
                s.varint(nested.len() as u64);
                for n in nested.iter() {
                    s.attr(Attribute::symbol_ref(ctx, *n, &[]));
                }
            }
        }
        AttrKind::Type(t) => {
            s.varint(ac::TYPE);
            s.ty(*t);
        }
        AttrKind::Unit => s.varint(ac::UNIT),
        AttrKind::Integer { ty, value } => {
            s.varint(ac::INTEGER);
            s.ty(*ty);
            write_apint(s, value);
        }
        AttrKind::Float { ty, value } => {
            s.varint(ac::FLOAT);
            s.ty(*ty);
            write_apint(s, &value.to_apint());
        }
        AttrKind::CallSiteLoc { callee, caller } => {
            s.varint(ac::CALL_SITE_LOC);
            s.attr(*callee);
            s.attr(*caller);
        }
        AttrKind::FileLineColLoc {
            file,
            line,
            col,
            end_line,
            end_col,
        } => {
            let file = string_attr(ctx, file.as_str(ctx));
            if (line, col) == (end_line, end_col) {
                s.varint(ac::FILE_LINE_COL_LOC);
                s.attr(file);
                s.varint(u64::from(*line));
                s.varint(u64::from(*col));
            } else {
                s.varint(ac::FILE_LINE_COL_RANGE);
                s.attr(file);
                if line == end_line {
                    s.varint(3);
                    for v in [line, col, end_col] {
                        s.varint(u64::from(*v));
                    }
                } else {
                    s.varint(4);
                    for v in [line, col, end_line, end_col] {
                        s.varint(u64::from(*v));
                    }
                }
            }
        }
        AttrKind::FusedLoc { locs, metadata } => {
            s.varint(if metadata.is_some() {
                ac::FUSED_LOC_WITH_METADATA
            } else {
                ac::FUSED_LOC
            });
            s.varint(locs.len() as u64);
            for l in locs.iter() {
                s.attr(*l);
            }
            if let Some(m) = metadata {
                s.attr(*m);
            }
        }
        AttrKind::NameLoc { name, child } => {
            s.varint(ac::NAME_LOC);
            s.attr(string_attr(ctx, name.as_str(ctx)));
            s.attr(*child);
        }
        AttrKind::UnknownLoc => s.varint(ac::UNKNOWN_LOC),
        AttrKind::DenseResource { ty, key } => {
            s.varint(ac::DENSE_RESOURCE);
            s.ty(*ty);
            s.resource(*key);
        }
        AttrKind::DenseArray { element, len, data } => {
            s.varint(ac::DENSE_ARRAY);
            s.ty(*element);
            s.varint(u64::from(*len));
            s.blob(data);
        }
        AttrKind::DenseElements { ty, data, splat } => {
            let element = ty.element_type(ctx).unwrap_or(*ty);
            let Some(layout) = ElementLayout::of(ctx, element) else {
                return false;
            };
            s.varint(ac::DENSE_INT_OR_FP);
            s.ty(*ty);
            if layout.is_bool() {
                s.blob(&pack_bools(data, *splat));
            } else {
                s.blob(data);
            }
        }
        AttrKind::DenseStrings { ty, strings, splat } => {
            s.varint(ac::DENSE_STRING);
            s.ty(*ty);
            s.varint(u64::from(*splat));
            for st in strings.iter() {
                s.string(st);
            }
        }
        AttrKind::Sparse {
            ty,
            indices,
            values,
        } => {
            s.varint(ac::SPARSE);
            s.ty(*ty);
            s.attr(*indices);
            s.attr(*values);
        }
        AttrKind::Distinct { referenced, .. } => {
            s.varint(ac::DISTINCT);
            s.attr(*referenced);
        }
        AttrKind::AffineMap(_)
        | AttrKind::IntegerSet(_)
        | AttrKind::Strided { .. }
        | AttrKind::Opaque { .. }
        | AttrKind::Dialect { .. } => return false,
    }
    true
}

/// Packs `i1` elements as upstream stores them: one bit each, a splat as
/// a single all-ones or all-zeros byte.
fn pack_bools(data: &[u8], splat: bool) -> Vec<u8> {
    if splat {
        return vec![if data.first().copied().unwrap_or(0) != 0 {
            0xff
        } else {
            0
        }];
    }
    let mut out = vec![0u8; data.len().div_ceil(8)];
    for (i, &b) in data.iter().enumerate() {
        if b != 0 {
            out[i / 8] |= 1 << (i % 8);
        }
    }
    out
}

fn shape(s: &mut dyn Sink, dims: &[i64]) {
    s.varint(dims.len() as u64);
    for &d in dims {
        s.signed_varint(d);
    }
}

/// Encodes a builtin type; false if it is stored as text.
pub(crate) fn write_type(ctx: &Context, ty: Type, s: &mut dyn Sink) -> bool {
    match ty.kind(ctx) {
        TypeKind::Integer { width, signedness } => {
            let sign = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            s.varint(tc::INTEGER);
            s.varint((u64::from(*width) << 2) | sign);
        }
        TypeKind::Index => s.varint(tc::INDEX),
        TypeKind::Float(sem) => {
            let code = match sem {
                FloatSemantics::BF16 => tc::BF16,
                FloatSemantics::F16 => tc::F16,
                FloatSemantics::F32 => tc::F32,
                FloatSemantics::F64 => tc::F64,
                FloatSemantics::F80 => tc::F80,
                FloatSemantics::F128 => tc::F128,
                _ => return false,
            };
            s.varint(code);
        }
        TypeKind::None => s.varint(tc::NONE),
        TypeKind::Complex(e) => {
            s.varint(tc::COMPLEX);
            s.ty(*e);
        }
        TypeKind::Tuple(types) => {
            s.varint(tc::TUPLE);
            s.varint(types.len() as u64);
            for t in types.iter() {
                s.ty(*t);
            }
        }
        TypeKind::Function { types, num_inputs } => {
            let (inputs, results) = types.split_at(*num_inputs as usize);
            s.varint(tc::FUNCTION);
            s.varint(inputs.len() as u64);
            for t in inputs {
                s.ty(*t);
            }
            s.varint(results.len() as u64);
            for t in results {
                s.ty(*t);
            }
        }
        TypeKind::Vector {
            shape: dims,
            scalable,
            element,
        } => {
            if scalable.is_empty() {
                s.varint(tc::VECTOR);
            } else {
                s.varint(tc::VECTOR_WITH_SCALABLE_DIMS);
                s.varint(scalable.len() as u64);
                for &f in scalable.iter() {
                    s.byte(u8::from(f));
                }
            }
            shape(s, dims);
            s.ty(*element);
        }
        TypeKind::RankedTensor {
            shape: dims,
            element,
            encoding,
        } => {
            match encoding {
                None => s.varint(tc::RANKED_TENSOR),
                Some(e) => {
                    s.varint(tc::RANKED_TENSOR_WITH_ENCODING);
                    s.attr(*e);
                }
            }
            shape(s, dims);
            s.ty(*element);
        }
        TypeKind::UnrankedTensor { element } => {
            s.varint(tc::UNRANKED_TENSOR);
            s.ty(*element);
        }
        TypeKind::MemRef {
            shape: dims,
            element,
            layout,
            memory_space,
        } => {
            match memory_space {
                None => s.varint(tc::MEMREF),
                Some(m) => {
                    s.varint(tc::MEMREF_WITH_MEMSPACE);
                    s.attr(*m);
                }
            }
            shape(s, dims);
            s.ty(*element);
            let layout = layout.unwrap_or_else(|| {
                Attribute::affine_map(ctx, &AffineMap::identity(ctx, dims.len() as u32))
            });
            s.attr(layout);
        }
        TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => {
            match memory_space {
                None => s.varint(tc::UNRANKED_MEMREF),
                Some(m) => {
                    s.varint(tc::UNRANKED_MEMREF_WITH_MEMSPACE);
                    s.attr(*m);
                }
            }
            s.ty(*element);
        }
        TypeKind::Opaque { .. } | TypeKind::Dialect { .. } => return false,
    }
    true
}

/// The dialect owning an attribute (an unregistered one's namespace for
/// opaque attributes, as upstream groups them).
pub(crate) fn attr_dialect(ctx: &Context, attr: Attribute) -> &str {
    if attr.point_loc(ctx).is_some() {
        return "builtin";
    }
    match attr.kind(ctx) {
        AttrKind::Opaque { dialect, .. } | AttrKind::Dialect { dialect, .. } => dialect.as_str(ctx),
        _ => "builtin",
    }
}

/// The dialect owning a type.
pub(crate) fn type_dialect(ctx: &Context, ty: Type) -> &str {
    match ty.kind(ctx) {
        TypeKind::Opaque { dialect, .. } | TypeKind::Dialect { dialect, .. } => dialect.as_str(ctx),
        _ => "builtin",
    }
}
