//! The codes of the builtin dialect's attribute and type encodings, and
//! the element layout shared by the dense elements reader and writer.

use strata_ir::{Context, Type, TypeKind};

/// Builtin attribute codes.
pub mod attr {
    /// `[a, b]`: attribute list.
    pub const ARRAY: u64 = 0;
    /// `{n = v}`: (StringAttr, attribute) pairs.
    pub const DICTIONARY: u64 = 1;
    /// `"s"`: string.
    pub const STRING: u64 = 2;
    /// `"s" : t`: string and type.
    pub const STRING_WITH_TYPE: u64 = 3;
    /// `@a`: root StringAttr.
    pub const FLAT_SYMBOL_REF: u64 = 4;
    /// `@a::@b`: root StringAttr and FlatSymbolRefAttr list.
    pub const SYMBOL_REF: u64 = 5;
    /// A type.
    pub const TYPE: u64 = 6;
    /// `unit`.
    pub const UNIT: u64 = 7;
    /// Type and integer of known width.
    pub const INTEGER: u64 = 8;
    /// Type and float of known semantics.
    pub const FLOAT: u64 = 9;
    /// Callee and caller locations.
    pub const CALL_SITE_LOC: u64 = 10;
    /// File StringAttr, line, column.
    pub const FILE_LINE_COL_LOC: u64 = 11;
    /// Location list.
    pub const FUSED_LOC: u64 = 12;
    /// Location list and metadata.
    pub const FUSED_LOC_WITH_METADATA: u64 = 13;
    /// Name StringAttr and child location.
    pub const NAME_LOC: u64 = 14;
    /// `loc(unknown)`.
    pub const UNKNOWN_LOC: u64 = 15;
    /// Shaped type and resource handle.
    pub const DENSE_RESOURCE: u64 = 16;
    /// Element type, size and blob.
    pub const DENSE_ARRAY: u64 = 17;
    /// Shaped type and raw data blob.
    pub const DENSE_INT_OR_FP: u64 = 18;
    /// Shaped type, splat flag and strings.
    pub const DENSE_STRING: u64 = 19;
    /// Shaped type, indices and values.
    pub const SPARSE: u64 = 20;
    /// Referenced attribute.
    pub const DISTINCT: u64 = 21;
    /// File StringAttr, field count and up to four positions.
    pub const FILE_LINE_COL_RANGE: u64 = 22;
}

/// Builtin type codes.
pub mod ty {
    /// `(width << 2) | signedness`.
    pub const INTEGER: u64 = 0;
    /// `index`.
    pub const INDEX: u64 = 1;
    /// Inputs and results.
    pub const FUNCTION: u64 = 2;
    /// `bf16`.
    pub const BF16: u64 = 3;
    /// `f16`.
    pub const F16: u64 = 4;
    /// `f32`.
    pub const F32: u64 = 5;
    /// `f64`.
    pub const F64: u64 = 6;
    /// `f80`.
    pub const F80: u64 = 7;
    /// `f128`.
    pub const F128: u64 = 8;
    /// Element type.
    pub const COMPLEX: u64 = 9;
    /// Shape, element type, layout.
    pub const MEMREF: u64 = 10;
    /// Memory space, shape, element type, layout.
    pub const MEMREF_WITH_MEMSPACE: u64 = 11;
    /// `none`.
    pub const NONE: u64 = 12;
    /// Shape and element type.
    pub const RANKED_TENSOR: u64 = 13;
    /// Encoding, shape and element type.
    pub const RANKED_TENSOR_WITH_ENCODING: u64 = 14;
    /// Element types.
    pub const TUPLE: u64 = 15;
    /// Element type.
    pub const UNRANKED_MEMREF: u64 = 16;
    /// Memory space and element type.
    pub const UNRANKED_MEMREF_WITH_MEMSPACE: u64 = 17;
    /// Element type.
    pub const UNRANKED_TENSOR: u64 = 18;
    /// Shape and element type.
    pub const VECTOR: u64 = 19;
    /// Scalable flags, shape and element type.
    pub const VECTOR_WITH_SCALABLE_DIMS: u64 = 20;
}

/// How the elements of a dense attribute are stored: bits of one part and
/// number of parts (two for complex numbers).
#[derive(Copy, Clone, Debug)]
pub struct ElementLayout {
    /// Bit width of one part.
    pub bits: u32,
    /// 1, or 2 for complex numbers.
    pub parts: usize,
}

impl ElementLayout {
    /// The layout of elements of type `ty`, if they can be stored densely.
    pub fn of(ctx: &Context, ty: Type) -> Option<ElementLayout> {
        let scalar = |t: Type| match t.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(s) => Some(s.bit_width()),
            _ => None,
        };
        match ty.kind(ctx) {
            TypeKind::Complex(inner) => Some(ElementLayout {
                bits: scalar(*inner)?,
                parts: 2,
            }),
            _ => Some(ElementLayout {
                bits: scalar(ty)?,
                parts: 1,
            }),
        }
    }

    /// True for `i1` elements, which upstream packs as bits.
    pub fn is_bool(self) -> bool {
        self.bits == 1 && self.parts == 1
    }

    /// Bytes per element in Strata's (and, except `i1`, upstream's) layout.
    pub fn bytes(self) -> usize {
        (self.bits as usize).div_ceil(8) * self.parts
    }
}
