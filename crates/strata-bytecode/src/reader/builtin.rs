//! Decoding of the builtin dialect's attributes and types.

use strata_ir::types::{DYNAMIC, Signedness};
use strata_ir::{AttrKind, Attribute, Ident, NamedAttr, Type, TypeKind};
use strata_support::apfloat::{APFloat, FloatSemantics};
use strata_support::apint::APInt;

use super::table::Table;
use crate::builtin_codes::{ElementLayout, attr as ac, ty as tc};
use crate::encoding::Cursor;
use crate::error::BytecodeError;

type R<T> = Result<T, BytecodeError>;

/// Reads a builtin attribute.
pub(crate) fn read_attribute<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Attribute> {
    let ctx = t.ctx;
    let code = c.varint()?;
    Ok(match code {
        ac::ARRAY => {
            let elems = read_attr_list(t, c)?;
            Attribute::array(ctx, &elems)
        }
        ac::DICTIONARY => {
            let n = c.count("dictionary entry")?;
            let mut entries: Vec<NamedAttr> = Vec::with_capacity(n);
            for _ in 0..n {
                let name = read_string_attr(t, c)?;
                let value = t.read_attr(c)?;
                if entries.iter().any(|e| e.name == name) {
                    return Err(c.error(format!(
                        "duplicate key '{}' in dictionary attribute",
                        name.as_str(ctx)
                    )));
                }
                entries.push(NamedAttr { name, value });
            }
            Attribute::dictionary(ctx, &mut entries)
        }
        ac::STRING => {
            let s = t.read_string(c)?;
            Attribute::string_bytes(ctx, s, None)
        }
        ac::STRING_WITH_TYPE => {
            let s = t.read_string(c)?;
            let ty = t.read_type(c)?;
            Attribute::string_bytes(ctx, s, Some(ty))
        }
        ac::FLAT_SYMBOL_REF => {
            let root = read_string_attr(t, c)?;
            Attribute::symbol_ref(ctx, root, &[])
        }
        ac::SYMBOL_REF => {
            let root = read_string_attr(t, c)?;
            let n = c.count("nested reference")?;
            let mut nested = Vec::with_capacity(n);
            for _ in 0..n {
                let a = t.read_attr(c)?;
                match a.kind(ctx) {
                    AttrKind::SymbolRef {
                        root,
                        nested: inner,
                    } if inner.is_empty() => nested.push(*root),
                    _ => return Err(c.error("expected FlatSymbolRefAttr")),
                }
            }
            Attribute::symbol_ref(ctx, root, &nested)
        }
        ac::TYPE => Attribute::type_attr(ctx, t.read_type(c)?),
        ac::UNIT => Attribute::unit(ctx),
        ac::INTEGER => {
            let ty = t.read_type(c)?;
            let width = match ty.kind(ctx) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return Err(c.error("expected integer or index type for IntegerAttr")),
            };
            let value = read_apint(c, width)?;
            Attribute::integer(ctx, ty, &value)
        }
        ac::FLOAT => {
            let ty = t.read_type(c)?;
            let Some(sem) = ty.float_semantics(ctx) else {
                return Err(c.error("expected float type for FloatAttr"));
            };
            let bits = read_apint(c, sem.bit_width())?;
            Attribute::float(ctx, ty, APFloat::from_bits(sem, bits.low_u128()))
        }
        ac::CALL_SITE_LOC => {
            let callee = read_loc(t, c)?;
            let caller = read_loc(t, c)?;
            Attribute::callsite_loc(ctx, callee, caller)
        }
        ac::FILE_LINE_COL_LOC => {
            let file = read_string_attr(t, c)?;
            let line = read_u32(c)?;
            let col = read_u32(c)?;
            Attribute::file_loc(ctx, file, line, col)
        }
        ac::FILE_LINE_COL_RANGE => {
            let file = read_string_attr(t, c)?;
            let n = c.varint()?;
            if n > 4 {
                return Err(c.error(format!("invalid FileLineColRange field count: {n}")));
            }
            let mut f = [0u32; 4];
            for slot in f.iter_mut().take(n as usize) {
                *slot = read_u32(c)?;
            }
            let (line, col) = (f[0], f[1]);
            let (end_line, end_col) = match n {
                0..=2 => (line, col),
                3 => (line, f[2]),
                _ => (f[2], f[3]),
            };
            Attribute::file_range_loc(ctx, file, (line, col), (end_line, end_col))
        }
        ac::FUSED_LOC | ac::FUSED_LOC_WITH_METADATA => {
            let n = c.count("location")?;
            let mut locs = Vec::with_capacity(n);
            for _ in 0..n {
                locs.push(read_loc(t, c)?);
            }
            let metadata = if code == ac::FUSED_LOC_WITH_METADATA {
                Some(t.read_attr(c)?)
            } else {
                None
            };
            Attribute::fused_loc(ctx, &locs, metadata)
        }
        ac::NAME_LOC => {
            let name = read_string_attr(t, c)?;
            let child = read_loc(t, c)?;
            Attribute::name_loc(ctx, name, child)
        }
        ac::UNKNOWN_LOC => Attribute::unknown_loc(ctx),
        ac::DENSE_RESOURCE => {
            let ty = read_shaped(t, c)?;
            let handle = c.varint()?;
            let key = usize::try_from(handle)
                .ok()
                .and_then(|h| t.resources.get(h).copied())
                .ok_or_else(|| c.error(format!("invalid resource handle: {handle}")))?;
            Attribute::dense_resource(ctx, ty, key)
        }
        ac::DENSE_ARRAY => {
            let element = t.read_type(c)?;
            let size = c.varint()?;
            let data = read_blob(c)?;
            let layout = ElementLayout::of(ctx, element)
                .ok_or_else(|| c.error("invalid element type of DenseArrayAttr"))?;
            let len = u32::try_from(size)
                .ok()
                .filter(|&n| (n as usize).checked_mul(layout.bytes()) == Some(data.len()));
            let Some(len) = len else {
                return Err(c.error(format!(
                    "DenseArrayAttr of {size} elements has {} bytes of data",
                    data.len()
                )));
            };
            Attribute::dense_array(ctx, element, len, data)
        }
        ac::DENSE_INT_OR_FP => {
            let ty = read_shaped(t, c)?;
            let data = read_blob(c)?;
            read_dense(t, c, ty, data)?
        }
        ac::DENSE_STRING => {
            let ty = read_shaped(t, c)?;
            let splat = c.varint()? != 0;
            let n = if splat { 1 } else { static_elements(t, c, ty)? };
            if n > c.remaining() {
                return Err(c.error(format!(
                    "{n} strings claimed with only {} bytes remaining",
                    c.remaining()
                )));
            }
            let mut strings: Vec<Box<[u8]>> = Vec::with_capacity(n);
            for _ in 0..n {
                strings.push(t.read_string(c)?.into());
            }
            let splat = splat || strings.len() == 1;
            Attribute::dense_strings(ctx, ty, &strings, splat)
        }
        ac::SPARSE => {
            let ty = read_shaped(t, c)?;
            let indices = t.read_attr(c)?;
            let values = t.read_attr(c)?;
            Attribute::sparse(ctx, ty, indices, values)
        }
        ac::DISTINCT => {
            let referenced = t.read_attr(c)?;
            Attribute::distinct(ctx, referenced)
        }
        _ => return Err(c.error(format!("unknown attribute code: {code}"))),
    })
}

/// Reads a builtin type.
pub(crate) fn read_type<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Type> {
    let ctx = t.ctx;
    let code = c.varint()?;
    let float = |s| Ok(Type::float(ctx, s));
    match code {
        tc::INTEGER => {
            let v = c.varint()?;
            let width = v >> 2;
            let signedness = match v & 3 {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                2 => Signedness::Unsigned,
                _ => return Err(c.error("invalid integer signedness")),
            };
            if width > u64::from(strata_asm::MAX_INT_WIDTH) {
                return Err(c.error(format!(
                    "integer bitwidth is limited to {} bits",
                    strata_asm::MAX_INT_WIDTH
                )));
            }
            Ok(Type::integer(ctx, width as u32, signedness))
        }
        tc::INDEX => Ok(Type::index(ctx)),
        tc::FUNCTION => {
            let inputs = read_type_list(t, c)?;
            let results = read_type_list(t, c)?;
            Ok(Type::function(ctx, &inputs, &results))
        }
        tc::BF16 => float(FloatSemantics::BF16),
        tc::F16 => float(FloatSemantics::F16),
        tc::F32 => float(FloatSemantics::F32),
        tc::F64 => float(FloatSemantics::F64),
        tc::F80 => float(FloatSemantics::F80),
        tc::F128 => float(FloatSemantics::F128),
        tc::COMPLEX => Ok(Type::complex(ctx, t.read_type(c)?)),
        tc::MEMREF | tc::MEMREF_WITH_MEMSPACE => {
            let space = if code == tc::MEMREF_WITH_MEMSPACE {
                Some(t.read_attr(c)?)
            } else {
                None
            };
            let shape = read_shape(c)?;
            let element = t.read_type(c)?;
            let layout = t.read_attr(c)?;
            let layout = match layout.kind(ctx) {
                AttrKind::AffineMap(m) if m.is_identity(ctx) => None,
                _ => Some(layout),
            };
            Ok(Type::memref(ctx, &shape, element, layout, space))
        }
        tc::NONE => Ok(Type::none(ctx)),
        tc::RANKED_TENSOR | tc::RANKED_TENSOR_WITH_ENCODING => {
            let encoding = if code == tc::RANKED_TENSOR_WITH_ENCODING {
                Some(t.read_attr(c)?)
            } else {
                None
            };
            let shape = read_shape(c)?;
            let element = t.read_type(c)?;
            Ok(Type::ranked_tensor(ctx, &shape, element, encoding))
        }
        tc::TUPLE => {
            let types = read_type_list(t, c)?;
            Ok(Type::tuple(ctx, &types))
        }
        tc::UNRANKED_MEMREF => Ok(Type::unranked_memref(ctx, t.read_type(c)?, None)),
        tc::UNRANKED_MEMREF_WITH_MEMSPACE => {
            let space = t.read_attr(c)?;
            let element = t.read_type(c)?;
            Ok(Type::unranked_memref(ctx, element, Some(space)))
        }
        tc::UNRANKED_TENSOR => Ok(Type::unranked_tensor(ctx, t.read_type(c)?)),
        tc::VECTOR | tc::VECTOR_WITH_SCALABLE_DIMS => {
            let scalable = if code == tc::VECTOR_WITH_SCALABLE_DIMS {
                let n = c.count("scalable flag")?;
                let mut flags = Vec::with_capacity(n);
                for _ in 0..n {
                    flags.push(c.byte()? != 0);
                }
                flags
            } else {
                Vec::new()
            };
            let shape = read_shape(c)?;
            if !scalable.is_empty() && scalable.len() != shape.len() {
                return Err(c.error("scalable flags do not match the vector rank"));
            }
            if shape.iter().any(|&d| d < 0) {
                return Err(c.error("vector dimensions must be static"));
            }
            let element = t.read_type(c)?;
            Ok(Type::vector(ctx, &shape, &scalable, element))
        }
        _ => Err(c.error(format!("unknown type code: {code}"))),
    }
}

fn read_u32(c: &mut Cursor<'_>) -> R<u32> {
    let v = c.varint()?;
    u32::try_from(v).map_err(|_| c.error(format!("location position {v} is out of range")))
}

fn read_attr_list<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Vec<Attribute>> {
    let n = c.count("attribute")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(t.read_attr(c)?);
    }
    Ok(out)
}

fn read_type_list<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Vec<Type>> {
    let n = c.count("type")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(t.read_type(c)?);
    }
    Ok(out)
}

fn read_shape(c: &mut Cursor<'_>) -> R<Vec<i64>> {
    let n = c.count("dimension")?;
    let mut shape = Vec::with_capacity(n);
    for _ in 0..n {
        let d = c.signed_varint()?;
        if d < 0 && d != DYNAMIC {
            return Err(c.error(format!("invalid dimension size: {d}")));
        }
        shape.push(d);
    }
    Ok(shape)
}

/// Reads a StringAttr reference as an identifier.
fn read_string_attr<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Ident> {
    let a = t.read_attr(c)?;
    if let Some(&id) = t.idents.get(&a) {
        return Ok(id);
    }
    let id = match a.kind(t.ctx) {
        AttrKind::String { bytes, .. } => match std::str::from_utf8(bytes) {
            Ok(s) => Ident::new(t.ctx, s),
            Err(_) => return Err(c.error("expected a UTF-8 StringAttr")),
        },
        _ => return Err(c.error("expected StringAttr")),
    };
    t.idents.insert(a, id);
    Ok(id)
}

fn read_loc<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Attribute> {
    let a = t.read_attr(c)?;
    if a.is_location(t.ctx) {
        Ok(a)
    } else {
        Err(c.error("expected LocationAttr"))
    }
}

fn read_shaped<'a>(t: &mut Table<'a>, c: &mut Cursor<'a>) -> R<Type> {
    let ty = t.read_type(c)?;
    if ty.is_shaped(t.ctx) {
        Ok(ty)
    } else {
        Err(c.error("expected ShapedType"))
    }
}

fn read_blob<'a>(c: &mut Cursor<'a>) -> R<&'a [u8]> {
    let n = c.varint()?;
    c.bytes(n)
}

fn static_elements(t: &Table<'_>, c: &Cursor<'_>, ty: Type) -> R<usize> {
    ty.num_elements(t.ctx)
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| c.error("expected a statically shaped type"))
}

/// Reads an integer written with a width known from its type.
pub(crate) fn read_apint(c: &mut Cursor<'_>, width: u32) -> R<APInt> {
    if width <= 8 {
        return Ok(APInt::from_u64(width, u64::from(c.byte()?)));
    }
    if width <= 64 {
        return Ok(APInt::from_u64(width, c.signed_varint()? as u64));
    }
    let words = c.varint()?;
    let max = u64::from(width.div_ceil(64));
    if words > max {
        return Err(c.error(format!(
            "APInt of {width} bits cannot have {words} active words"
        )));
    }
    let mut out = Vec::with_capacity(words as usize);
    for _ in 0..words {
        out.push(c.signed_varint()? as u64);
    }
    Ok(APInt::from_words(width, &out))
}

/// Builds a dense elements attribute from upstream's raw buffer.
fn read_dense(t: &Table<'_>, c: &Cursor<'_>, ty: Type, data: &[u8]) -> R<Attribute> {
    let ctx = t.ctx;
    let n = static_elements(t, c, ty)?;
    let element = ty.element_type(ctx).unwrap_or(ty);
    let layout = ElementLayout::of(ctx, element)
        .ok_or_else(|| c.error("invalid element type of DenseIntOrFPElementsAttr"))?;
    let invalid = || {
        c.error(format!(
            "raw data of {} bytes is invalid for {} elements",
            data.len(),
            n
        ))
    };
    if layout.is_bool() {
        if data.len() == 1 && (data[0] == 0 || data[0] == 0xff || n == 1) {
            let v = u8::from(data[0] != 0);
            return Ok(Attribute::dense_elements(ctx, ty, &[v], true));
        }
        if data.len() != n.div_ceil(8) {
            return Err(invalid());
        }
        let bytes: Vec<u8> = (0..n).map(|i| (data[i / 8] >> (i % 8)) & 1).collect();
        return Ok(dense_detect_splat(ctx, ty, bytes, 1));
    }
    let width = layout.bytes();
    if data.len() == width {
        return Ok(Attribute::dense_elements(ctx, ty, data, true));
    }
    if n.checked_mul(width) != Some(data.len()) {
        return Err(invalid());
    }
    Ok(dense_detect_splat(ctx, ty, data.to_vec(), width))
}

/// A dense attribute in the splat form when all elements are equal, as
/// the text parser builds it.
fn dense_detect_splat(
    ctx: &strata_ir::Context,
    ty: Type,
    data: Vec<u8>,
    width: usize,
) -> Attribute {
    if width > 0 && data.len() > width {
        let first = &data[..width];
        if data.chunks_exact(width).all(|e| e == first) {
            return Attribute::dense_elements(ctx, ty, first, true);
        }
    }
    let splat = width > 0 && data.len() == width;
    Attribute::dense_elements(ctx, ty, &data, splat)
}
