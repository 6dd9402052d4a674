//! Attributes: interned handles to constant compile-time data (the builtin
//! attributes, locations, and dialect attributes).

use std::fmt;
use std::num::NonZeroU32;

use strata_support::apfloat::APFloat;
use strata_support::apint::APInt;

use crate::affine::{AffineExpr, AffineMap, IntegerSet};
use crate::context::Context;
use crate::file_locs::POINT_TAG;
use crate::ident::Ident;
use crate::interner::hash_key;
use crate::types::Type;

/// An interned attribute. Equal attributes have equal handles.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) NonZeroU32);

/// A name/value pair of a dictionary attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The attribute name.
    pub name: Ident,
    /// The attribute value.
    pub value: Attribute,
}

/// The storage of an attribute.
#[derive(PartialEq, Eq, Debug)]
pub enum AttrKind {
    /// `unit`.
    Unit,
    /// An integer of integer or index type; `true`/`false` are `i1` integers.
    Integer { ty: Type, value: APInt },
    /// A float of a float type.
    Float { ty: Type, value: APFloat },
    /// A string, possibly holding arbitrary bytes, with an optional type.
    String { bytes: Box<[u8]>, ty: Option<Type> },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b, ...]`.
    Array(Box<[Attribute]>),
    /// `{a = x, b}`: entries sorted by name.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested...`.
    SymbolRef { root: Ident, nested: Box<[Ident]> },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>` (boxed: it is rare and would make every attribute larger).
    IntegerSet(Box<IntegerSet>),
    /// `dense<...>` of integers, floats or complex numbers: `data` holds the
    /// elements in row-major order, each in `ceil(bits / 8)` little-endian
    /// bytes (complex numbers as two consecutive parts); a splat holds one element.
    DenseElements {
        ty: Type,
        data: Box<[u8]>,
        splat: bool,
    },
    /// `dense<...>` of strings; a splat holds one string.
    DenseStrings {
        ty: Type,
        strings: Box<[Box<[u8]>]>,
        splat: bool,
    },
    /// `dense_resource<key>`: elements stored in the file's resource section.
    DenseResource { ty: Type, key: Ident },
    /// `sparse<indices, values>`.
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `array<T: ...>`: elements packed like [`AttrKind::DenseElements`].
    DenseArray {
        element: Type,
        len: u32,
        data: Box<[u8]>,
    },
    /// `strided<[strides], offset: n>`.
    Strided { offset: i64, strides: Box<[i64]> },
    /// `distinct[n]<referenced>`: unique by construction.
    Distinct { id: u64, referenced: Attribute },
    /// An attribute of an unregistered dialect, kept as its body text.
    Opaque {
        dialect: Ident,
        data: Box<str>,
        ty: Option<Type>,
    },
    /// An attribute defined by a registered dialect, described by its mnemonic and parameters.
    Dialect {
        dialect: Ident,
        mnemonic: Ident,
        params: Box<[Attribute]>,
    },
    /// `loc(unknown)`.
    UnknownLoc,
    /// `loc("file":line:col)`, or a range `loc("file":l:c to l2:c2)`.
    FileLineColLoc {
        file: Ident,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `loc("name"(child))`.
    NameLoc { name: Ident, child: Attribute },
    /// `loc(callsite(callee at caller))`.
    CallSiteLoc {
        callee: Attribute,
        caller: Attribute,
    },
    /// `loc(fused<metadata>[locs...])`.
    FusedLoc {
        locs: Box<[Attribute]>,
        metadata: Option<Attribute>,
    },
}

#[derive(PartialEq, Eq, Hash, Clone, Copy)]
enum AttrKey<'a> {
    Unit,
    Integer(Type, &'a APInt),
    Float(Type, &'a APFloat),
    String(&'a [u8], Option<Type>),
    Type(Type),
    Array(&'a [Attribute]),
    Dictionary(&'a [NamedAttr]),
    SymbolRef(Ident, &'a [Ident]),
    AffineMap(u32, u32, &'a [AffineExpr]),
    IntegerSet(u32, u32, &'a [AffineExpr], &'a [bool]),
    DenseElements(Type, &'a [u8], bool),
    DenseStrings(Type, &'a [Box<[u8]>], bool),
    DenseResource(Type, Ident),
    Sparse(Type, Attribute, Attribute),
    DenseArray(Type, u32, &'a [u8]),
    Strided(i64, &'a [i64]),
    Distinct(u64, Attribute),
    Opaque(Ident, &'a str, Option<Type>),
    Dialect(Ident, Ident, &'a [Attribute]),
    UnknownLoc,
    FileLineColLoc(Ident, u32, u32, u32, u32),
    NameLoc(Ident, Attribute),
    CallSiteLoc(Attribute, Attribute),
    FusedLoc(&'a [Attribute], Option<Attribute>),
}

impl AttrKind {
    fn key(&self) -> AttrKey<'_> {
        match self {
            AttrKind::Unit => AttrKey::Unit,
            AttrKind::Integer { ty, value } => AttrKey::Integer(*ty, value),
            AttrKind::Float { ty, value } => AttrKey::Float(*ty, value),
            AttrKind::String { bytes, ty } => AttrKey::String(bytes, *ty),
            AttrKind::Type(t) => AttrKey::Type(*t),
            AttrKind::Array(a) => AttrKey::Array(a),
            AttrKind::Dictionary(d) => AttrKey::Dictionary(d),
            AttrKind::SymbolRef { root, nested } => AttrKey::SymbolRef(*root, nested),
            AttrKind::AffineMap(m) => AttrKey::AffineMap(m.num_dims, m.num_symbols, &m.results),
            AttrKind::IntegerSet(s) => {
                AttrKey::IntegerSet(s.num_dims, s.num_symbols, &s.constraints, &s.eq_flags)
            }
            AttrKind::DenseElements { ty, data, splat } => {
                AttrKey::DenseElements(*ty, data, *splat)
            }
            AttrKind::DenseStrings { ty, strings, splat } => {
                AttrKey::DenseStrings(*ty, strings, *splat)
            }
            AttrKind::DenseResource { ty, key } => AttrKey::DenseResource(*ty, *key),
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => AttrKey::Sparse(*ty, *indices, *values),
            AttrKind::DenseArray { element, len, data } => {
                AttrKey::DenseArray(*element, *len, data)
            }
            AttrKind::Strided { offset, strides } => AttrKey::Strided(*offset, strides),
            AttrKind::Distinct { id, referenced } => AttrKey::Distinct(*id, *referenced),
            AttrKind::Opaque { dialect, data, ty } => AttrKey::Opaque(*dialect, data, *ty),
            AttrKind::Dialect {
                dialect,
                mnemonic,
                params,
            } => AttrKey::Dialect(*dialect, *mnemonic, params),
            AttrKind::UnknownLoc => AttrKey::UnknownLoc,
            AttrKind::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
            } => AttrKey::FileLineColLoc(*file, *line, *col, *end_line, *end_col),
            AttrKind::NameLoc { name, child } => AttrKey::NameLoc(*name, *child),
            AttrKind::CallSiteLoc { callee, caller } => AttrKey::CallSiteLoc(*callee, *caller),
            AttrKind::FusedLoc { locs, metadata } => AttrKey::FusedLoc(locs, *metadata),
        }
    }
}

impl AttrKey<'_> {
    fn to_kind(self) -> AttrKind {
        match self {
            AttrKey::Unit => AttrKind::Unit,
            AttrKey::Integer(ty, value) => AttrKind::Integer {
                ty,
                value: value.clone(),
            },
            AttrKey::Float(ty, value) => AttrKind::Float { ty, value: *value },
            AttrKey::String(bytes, ty) => AttrKind::String {
                bytes: bytes.into(),
                ty,
            },
            AttrKey::Type(t) => AttrKind::Type(t),
            AttrKey::Array(a) => AttrKind::Array(a.into()),
            AttrKey::Dictionary(d) => AttrKind::Dictionary(d.into()),
            AttrKey::SymbolRef(root, nested) => AttrKind::SymbolRef {
                root,
                nested: nested.into(),
            },
            AttrKey::AffineMap(num_dims, num_symbols, results) => AttrKind::AffineMap(AffineMap {
                num_dims,
                num_symbols,
                results: results.into(),
            }),
            AttrKey::IntegerSet(num_dims, num_symbols, constraints, eq_flags) => {
                AttrKind::IntegerSet(Box::new(IntegerSet {
                    num_dims,
                    num_symbols,
                    constraints: constraints.into(),
                    eq_flags: eq_flags.into(),
                }))
            }
            AttrKey::DenseElements(ty, data, splat) => AttrKind::DenseElements {
                ty,
                data: data.into(),
                splat,
            },
            AttrKey::DenseStrings(ty, strings, splat) => AttrKind::DenseStrings {
                ty,
                strings: strings.into(),
                splat,
            },
            AttrKey::DenseResource(ty, key) => AttrKind::DenseResource { ty, key },
            AttrKey::Sparse(ty, indices, values) => AttrKind::Sparse {
                ty,
                indices,
                values,
            },
            AttrKey::DenseArray(element, len, data) => AttrKind::DenseArray {
                element,
                len,
                data: data.into(),
            },
            AttrKey::Strided(offset, strides) => AttrKind::Strided {
                offset,
                strides: strides.into(),
            },
            AttrKey::Distinct(id, referenced) => AttrKind::Distinct { id, referenced },
            AttrKey::Opaque(dialect, data, ty) => AttrKind::Opaque {
                dialect,
                data: data.into(),
                ty,
            },
            AttrKey::Dialect(dialect, mnemonic, params) => AttrKind::Dialect {
                dialect,
                mnemonic,
                params: params.into(),
            },
            AttrKey::UnknownLoc => AttrKind::UnknownLoc,
            AttrKey::FileLineColLoc(file, line, col, end_line, end_col) => {
                AttrKind::FileLineColLoc {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                }
            }
            AttrKey::NameLoc(name, child) => AttrKind::NameLoc { name, child },
            AttrKey::CallSiteLoc(callee, caller) => AttrKind::CallSiteLoc { callee, caller },
            AttrKey::FusedLoc(locs, metadata) => AttrKind::FusedLoc {
                locs: locs.into(),
                metadata,
            },
        }
    }
}

fn intern(ctx: &Context, key: AttrKey<'_>) -> Attribute {
    let hash = hash_key(&key);
    let id = ctx.attrs.intern_with(
        hash,
        |stored: &AttrKind| stored.key() == key,
        || key.to_kind(),
    );
    // Handles with the tag bit are point locations of the file-location store.
    assert!(
        id.get() < POINT_TAG,
        "more than 2^31 unique attributes besides point locations"
    );
    Attribute(id)
}

impl Attribute {
    /// The storage of this attribute.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &AttrKind {
        if self.0.get() & POINT_TAG != 0 {
            return ctx.file_locs.record(self.0, &ctx.attrs);
        }
        ctx.attrs.get(self.0)
    }

    /// The file, line and column of a point location (`loc("file":line:col)`,
    /// not a range), read from the compact location store without making
    /// its [`AttrKind`] record; `None` for every other attribute.
    #[inline]
    pub fn point_loc(self, ctx: &Context) -> Option<(Ident, u32, u32)> {
        (self.0.get() & POINT_TAG != 0).then(|| ctx.file_locs.get(self.0))
    }

    pub(crate) fn raw_unit(ctx: &Context) -> Attribute {
        intern(ctx, AttrKey::Unit)
    }

    pub(crate) fn raw_unknown_loc(ctx: &Context) -> Attribute {
        intern(ctx, AttrKey::UnknownLoc)
    }

    /// `unit`.
    pub fn unit(ctx: &Context) -> Attribute {
        ctx.common.unit
    }

    /// `true` / `false` (an `i1` integer).
    pub fn bool(ctx: &Context, value: bool) -> Attribute {
        if value {
            ctx.common.true_attr
        } else {
            ctx.common.false_attr
        }
    }

    /// An integer attribute; `value` must have the width of `ty` (64 for index).
    pub fn integer(ctx: &Context, ty: Type, value: &APInt) -> Attribute {
        intern(ctx, AttrKey::Integer(ty, value))
    }

    /// An integer attribute from an `i64`, truncated or sign-extended to the type's width.
    pub fn int(ctx: &Context, ty: Type, value: i64) -> Attribute {
        let width = ty.int_width(ctx).unwrap_or(64);
        Attribute::integer(ctx, ty, &APInt::from_i64(width, value))
    }

    /// A float attribute.
    pub fn float(ctx: &Context, ty: Type, value: APFloat) -> Attribute {
        intern(ctx, AttrKey::Float(ty, &value))
    }

    /// An untyped string attribute.
    pub fn string(ctx: &Context, text: &str) -> Attribute {
        intern(ctx, AttrKey::String(text.as_bytes(), None))
    }

    /// A string attribute holding arbitrary bytes, with an optional type.
    pub fn string_bytes(ctx: &Context, bytes: &[u8], ty: Option<Type>) -> Attribute {
        intern(ctx, AttrKey::String(bytes, ty))
    }

    /// A type attribute.
    pub fn type_attr(ctx: &Context, ty: Type) -> Attribute {
        intern(ctx, AttrKey::Type(ty))
    }

    /// An array attribute.
    pub fn array(ctx: &Context, elements: &[Attribute]) -> Attribute {
        intern(ctx, AttrKey::Array(elements))
    }

    /// The array attribute `[v0 : i64, v1 : i64, ...]` (`I64ArrayAttr`).
    pub fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
        let i64 = Type::int(ctx, 64);
        let elems: Vec<Attribute> = values
            .iter()
            .map(|&v| Attribute::int(ctx, i64, v))
            .collect();
        Attribute::array(ctx, &elems)
    }

    /// A dictionary attribute; sorts `entries` by name. Names must be unique.
    pub fn dictionary(ctx: &Context, entries: &mut [NamedAttr]) -> Attribute {
        if entries.is_empty() {
            return ctx.common.empty_dict;
        }
        if !entries.is_sorted_by(|a, b| a.name.as_str(ctx) <= b.name.as_str(ctx)) {
            entries.sort_by(|a, b| a.name.as_str(ctx).cmp(b.name.as_str(ctx)));
        }
        Attribute::dictionary_sorted(ctx, entries)
    }

    /// A dictionary attribute from entries already sorted by name.
    pub fn dictionary_sorted(ctx: &Context, entries: &[NamedAttr]) -> Attribute {
        intern(ctx, AttrKey::Dictionary(entries))
    }

    /// The empty dictionary `{}`.
    pub fn empty_dictionary(ctx: &Context) -> Attribute {
        ctx.common.empty_dict
    }

    /// `@root::@nested...`.
    pub fn symbol_ref(ctx: &Context, root: Ident, nested: &[Ident]) -> Attribute {
        intern(ctx, AttrKey::SymbolRef(root, nested))
    }

    /// `affine_map<...>`.
    pub fn affine_map(ctx: &Context, map: &AffineMap) -> Attribute {
        intern(
            ctx,
            AttrKey::AffineMap(map.num_dims, map.num_symbols, &map.results),
        )
    }

    /// `affine_set<...>`.
    pub fn integer_set(ctx: &Context, set: &IntegerSet) -> Attribute {
        intern(
            ctx,
            AttrKey::IntegerSet(
                set.num_dims,
                set.num_symbols,
                &set.constraints,
                &set.eq_flags,
            ),
        )
    }

    /// `dense<...>` from packed element data (see [`AttrKind::DenseElements`]).
    pub fn dense_elements(ctx: &Context, ty: Type, data: &[u8], splat: bool) -> Attribute {
        intern(ctx, AttrKey::DenseElements(ty, data, splat))
    }

    /// `dense<...>` of strings.
    pub fn dense_strings(ctx: &Context, ty: Type, strings: &[Box<[u8]>], splat: bool) -> Attribute {
        intern(ctx, AttrKey::DenseStrings(ty, strings, splat))
    }

    /// `dense_resource<key> : ty`.
    pub fn dense_resource(ctx: &Context, ty: Type, key: Ident) -> Attribute {
        intern(ctx, AttrKey::DenseResource(ty, key))
    }

    /// `sparse<indices, values> : ty`.
    pub fn sparse(ctx: &Context, ty: Type, indices: Attribute, values: Attribute) -> Attribute {
        intern(ctx, AttrKey::Sparse(ty, indices, values))
    }

    /// `array<element: ...>` from packed element data.
    pub fn dense_array(ctx: &Context, element: Type, len: u32, data: &[u8]) -> Attribute {
        intern(ctx, AttrKey::DenseArray(element, len, data))
    }

    /// `array<i64: ...>`.
    pub fn dense_i64_array(ctx: &Context, values: &[i64]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        Attribute::dense_array(ctx, ctx.common.i64, values.len() as u32, &data)
    }

    /// `array<i32: ...>`.
    pub fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        Attribute::dense_array(ctx, ctx.common.i32, values.len() as u32, &data)
    }

    /// `strided<[strides], offset: offset>`.
    pub fn strided(ctx: &Context, offset: i64, strides: &[i64]) -> Attribute {
        intern(ctx, AttrKey::Strided(offset, strides))
    }

    /// A new `distinct[..]<referenced>` attribute, different from every other.
    pub fn distinct(ctx: &Context, referenced: Attribute) -> Attribute {
        let id = ctx
            .next_distinct
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        intern(ctx, AttrKey::Distinct(id, referenced))
    }

    /// An attribute of an unregistered dialect.
    pub fn opaque(ctx: &Context, dialect: Ident, data: &str, ty: Option<Type>) -> Attribute {
        intern(ctx, AttrKey::Opaque(dialect, data, ty))
    }

    /// A registered dialect attribute given by its mnemonic and parameters.
    pub fn dialect(
        ctx: &Context,
        dialect: Ident,
        mnemonic: Ident,
        params: &[Attribute],
    ) -> Attribute {
        intern(ctx, AttrKey::Dialect(dialect, mnemonic, params))
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(ctx: &Context) -> Attribute {
        ctx.common.unknown_loc
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(ctx: &Context, file: Ident, line: u32, col: u32) -> Attribute {
        Attribute(ctx.file_locs.intern(file, line, col))
    }

    /// `loc("file":line:col to end_line:end_col)`.
    pub fn file_range_loc(
        ctx: &Context,
        file: Ident,
        (line, col): (u32, u32),
        (end_line, end_col): (u32, u32),
    ) -> Attribute {
        if (end_line, end_col) == (line, col) {
            return Attribute::file_loc(ctx, file, line, col);
        }
        intern(
            ctx,
            AttrKey::FileLineColLoc(file, line, col, end_line, end_col),
        )
    }

    /// `loc("name"(child))`.
    pub fn name_loc(ctx: &Context, name: Ident, child: Attribute) -> Attribute {
        intern(ctx, AttrKey::NameLoc(name, child))
    }

    /// `loc(callsite(callee at caller))`.
    pub fn callsite_loc(ctx: &Context, callee: Attribute, caller: Attribute) -> Attribute {
        intern(ctx, AttrKey::CallSiteLoc(callee, caller))
    }

    /// `loc(fused<metadata>[locs])`, uniquing and flattening the locations as MLIR does.
    pub fn fused_loc(ctx: &Context, locs: &[Attribute], metadata: Option<Attribute>) -> Attribute {
        let mut flat: Vec<Attribute> = Vec::with_capacity(locs.len());
        for &loc in locs {
            match loc.kind(ctx) {
                // A fused location with the same metadata (or none on both
                // sides) is spliced in, as upstream.
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: inner_metadata,
                } if *inner_metadata == metadata => {
                    for l in inner.iter() {
                        if !flat.contains(l) {
                            flat.push(*l);
                        }
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => {
                    if !flat.contains(&loc) {
                        flat.push(loc);
                    }
                }
            }
        }
        match (flat.len(), metadata) {
            (0, None) => return ctx.common.unknown_loc,
            // Metadata is kept, on a fusion of the unknown location.
            (0, Some(_)) => flat.push(ctx.common.unknown_loc),
            (1, None) => return flat[0],
            _ => {}
        }
        intern(ctx, AttrKey::FusedLoc(&flat, metadata))
    }

    /// True for the location attributes.
    pub fn is_location(self, ctx: &Context) -> bool {
        self.point_loc(ctx).is_some()
            || matches!(
                self.kind(ctx),
                AttrKind::UnknownLoc
                    | AttrKind::FileLineColLoc { .. }
                    | AttrKind::NameLoc { .. }
                    | AttrKind::CallSiteLoc { .. }
                    | AttrKind::FusedLoc { .. }
            )
    }

    /// The entries of a dictionary attribute.
    pub fn dict_entries(self, ctx: &Context) -> &[NamedAttr] {
        match self.kind(ctx) {
            AttrKind::Dictionary(d) => d,
            _ => &[],
        }
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn dict_get(self, ctx: &Context, name: Ident) -> Option<Attribute> {
        self.dict_entries(ctx)
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    }

    /// The elements of an array attribute.
    pub fn array_elements(self, ctx: &Context) -> Option<&[Attribute]> {
        match self.kind(ctx) {
            AttrKind::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The value of an integer attribute.
    pub fn int_value(self, ctx: &Context) -> Option<&APInt> {
        match self.kind(ctx) {
            AttrKind::Integer { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value of a float attribute.
    pub fn float_value(self, ctx: &Context) -> Option<APFloat> {
        match self.kind(ctx) {
            AttrKind::Float { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The text of a string attribute, if it is valid UTF-8.
    pub fn str_value(self, ctx: &Context) -> Option<&str> {
        match self.kind(ctx) {
            AttrKind::String { bytes, .. } => std::str::from_utf8(bytes).ok(),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn type_value(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The type carried by typed attributes (integers, floats, elements, typed strings).
    pub fn typed_value_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }
}

impl fmt::Debug for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Attribute({})", self.0)
    }
}

/// The elements of a dense `i32` array attribute.
pub fn dense_i32_values(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match attr.kind(ctx) {
        AttrKind::DenseArray { element, data, .. } if element.is_signless_int(ctx, 32) => Some(
            data.chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

/// The elements of a dense `i64` array attribute.
pub fn dense_i64_values(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    match attr.kind(ctx) {
        AttrKind::DenseArray { element, data, .. } if element.is_signless_int(ctx, 64) => Some(
            data.chunks_exact(8)
                .map(|c| i64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
                .collect(),
        ),
        _ => None,
    }
}
#[cfg(test)]
mod size_tests {
    /// Every location of a parsed file is an attribute, so the size of one
    /// decides much of the memory of a large module.
    #[test]
    fn attribute_kinds_take_forty_bytes() {
        assert_eq!(std::mem::size_of::<super::AttrKind>(), 40);
        assert_eq!(std::mem::align_of::<super::AttrKind>(), 8);
    }
}
