//! Types: interned handles to the builtin types and to dialect types.

use std::fmt;
use std::num::NonZeroU32;

use strata_support::apfloat::FloatSemantics;

use crate::attributes::Attribute;
use crate::context::Context;
use crate::ident::Ident;
use crate::interner::hash_key;

/// The size of a dynamic (`?`) dimension in a shaped type.
pub const DYNAMIC: i64 = i64::MIN;

/// An interned type. Equal types have equal handles.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) NonZeroU32);

pub use strata_support::apint::Signedness;

/// The storage of a type.
#[derive(PartialEq, Eq, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer { width: u32, signedness: Signedness },
    /// `index`.
    Index,
    /// One of the builtin floating-point types.
    Float(FloatSemantics),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T...>`.
    Tuple(Box<[Type]>),
    /// `(inputs) -> results`; `types` holds the inputs followed by the results.
    Function { types: Box<[Type]>, num_inputs: u32 },
    /// `vector<[4]x8xT>`: a 0-d or higher vector, some dimensions possibly scalable.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        element: Type,
    },
    /// `tensor<4x?xT, encoding>`.
    RankedTensor {
        shape: Box<[i64]>,
        element: Type,
        encoding: Option<Attribute>,
    },
    /// `tensor<*xT>`.
    UnrankedTensor { element: Type },
    /// `memref<4x?xT, layout, memory_space>`.
    MemRef {
        shape: Box<[i64]>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    /// `memref<*xT, memory_space>`.
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    /// A type of an unregistered dialect, kept as its body text: `!dialect.body` or `!dialect<body>`.
    Opaque { dialect: Ident, data: Box<str> },
    /// A type defined by a registered dialect, described by its mnemonic and parameters.
    Dialect {
        dialect: Ident,
        mnemonic: Ident,
        params: Box<[Attribute]>,
    },
}

/// A borrowed mirror of [`TypeKind`], used to look types up without allocating.
#[derive(PartialEq, Eq, Hash, Clone, Copy)]
enum TypeKey<'a> {
    Integer(u32, Signedness),
    Index,
    Float(FloatSemantics),
    None,
    Complex(Type),
    Tuple(&'a [Type]),
    Function(&'a [Type], u32),
    Vector(&'a [i64], &'a [bool], Type),
    RankedTensor(&'a [i64], Type, Option<Attribute>),
    UnrankedTensor(Type),
    MemRef(&'a [i64], Type, Option<Attribute>, Option<Attribute>),
    UnrankedMemRef(Type, Option<Attribute>),
    Opaque(Ident, &'a str),
    Dialect(Ident, Ident, &'a [Attribute]),
}

impl TypeKind {
    fn key(&self) -> TypeKey<'_> {
        match self {
            TypeKind::Integer { width, signedness } => TypeKey::Integer(*width, *signedness),
            TypeKind::Index => TypeKey::Index,
            TypeKind::Float(s) => TypeKey::Float(*s),
            TypeKind::None => TypeKey::None,
            TypeKind::Complex(t) => TypeKey::Complex(*t),
            TypeKind::Tuple(ts) => TypeKey::Tuple(ts),
            TypeKind::Function { types, num_inputs } => TypeKey::Function(types, *num_inputs),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => TypeKey::Vector(shape, scalable, *element),
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => TypeKey::RankedTensor(shape, *element, *encoding),
            TypeKind::UnrankedTensor { element } => TypeKey::UnrankedTensor(*element),
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => TypeKey::MemRef(shape, *element, *layout, *memory_space),
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => TypeKey::UnrankedMemRef(*element, *memory_space),
            TypeKind::Opaque { dialect, data } => TypeKey::Opaque(*dialect, data),
            TypeKind::Dialect {
                dialect,
                mnemonic,
                params,
            } => TypeKey::Dialect(*dialect, *mnemonic, params),
        }
    }
}

impl TypeKey<'_> {
    fn to_kind(self) -> TypeKind {
        match self {
            TypeKey::Integer(width, signedness) => TypeKind::Integer { width, signedness },
            TypeKey::Index => TypeKind::Index,
            TypeKey::Float(s) => TypeKind::Float(s),
            TypeKey::None => TypeKind::None,
            TypeKey::Complex(t) => TypeKind::Complex(t),
            TypeKey::Tuple(ts) => TypeKind::Tuple(ts.into()),
            TypeKey::Function(types, num_inputs) => TypeKind::Function {
                types: types.into(),
                num_inputs,
            },
            TypeKey::Vector(shape, scalable, element) => TypeKind::Vector {
                shape: shape.into(),
                scalable: scalable.into(),
                element,
            },
            TypeKey::RankedTensor(shape, element, encoding) => TypeKind::RankedTensor {
                shape: shape.into(),
                element,
                encoding,
            },
            TypeKey::UnrankedTensor(element) => TypeKind::UnrankedTensor { element },
            TypeKey::MemRef(shape, element, layout, memory_space) => TypeKind::MemRef {
                shape: shape.into(),
                element,
                layout,
                memory_space,
            },
            TypeKey::UnrankedMemRef(element, memory_space) => TypeKind::UnrankedMemRef {
                element,
                memory_space,
            },
            TypeKey::Opaque(dialect, data) => TypeKind::Opaque {
                dialect,
                data: data.into(),
            },
            TypeKey::Dialect(dialect, mnemonic, params) => TypeKind::Dialect {
                dialect,
                mnemonic,
                params: params.into(),
            },
        }
    }
}

fn intern(ctx: &Context, key: TypeKey<'_>) -> Type {
    let hash = hash_key(&key);
    Type(ctx.types.intern_with(
        hash,
        |stored: &TypeKind| stored.key() == key,
        || key.to_kind(),
    ))
}

impl Type {
    /// The storage of this type.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &TypeKind {
        ctx.types.get(self.0)
    }

    /// `iN` / `siN` / `uiN`.
    pub fn integer(ctx: &Context, width: u32, signedness: Signedness) -> Type {
        intern(ctx, TypeKey::Integer(width, signedness))
    }

    /// The signless integer type `iN`.
    pub fn int(ctx: &Context, width: u32) -> Type {
        match width {
            1 => ctx.common.i1,
            32 => ctx.common.i32,
            64 => ctx.common.i64,
            _ => Type::integer(ctx, width, Signedness::Signless),
        }
    }

    pub(crate) fn raw_index(ctx: &Context) -> Type {
        intern(ctx, TypeKey::Index)
    }

    pub(crate) fn raw_none(ctx: &Context) -> Type {
        intern(ctx, TypeKey::None)
    }

    /// `index`.
    pub fn index(ctx: &Context) -> Type {
        ctx.common.index
    }

    pub(crate) fn raw_float(ctx: &Context, semantics: FloatSemantics) -> Type {
        intern(ctx, TypeKey::Float(semantics))
    }

    /// The float type with the given semantics.
    pub fn float(ctx: &Context, semantics: FloatSemantics) -> Type {
        match semantics {
            FloatSemantics::F16 => ctx.common.f16,
            FloatSemantics::BF16 => ctx.common.bf16,
            FloatSemantics::F32 => ctx.common.f32,
            FloatSemantics::F64 => ctx.common.f64,
            _ => Type::raw_float(ctx, semantics),
        }
    }

    /// `none`.
    pub fn none(ctx: &Context) -> Type {
        ctx.common.none
    }

    /// `complex<element>`.
    pub fn complex(ctx: &Context, element: Type) -> Type {
        intern(ctx, TypeKey::Complex(element))
    }

    /// `tuple<types...>`.
    pub fn tuple(ctx: &Context, types: &[Type]) -> Type {
        intern(ctx, TypeKey::Tuple(types))
    }

    /// `(inputs) -> results`.
    pub fn function(ctx: &Context, inputs: &[Type], results: &[Type]) -> Type {
        let mut all = smallvec::SmallVec::<[Type; 8]>::with_capacity(inputs.len() + results.len());
        all.extend_from_slice(inputs);
        all.extend_from_slice(results);
        intern(ctx, TypeKey::Function(&all, inputs.len() as u32))
    }

    /// `vector<shape x element>`; `scalable` is empty or has one flag per dimension.
    pub fn vector(ctx: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
        let scalable: &[bool] = if scalable.iter().any(|s| *s) {
            scalable
        } else {
            &[]
        };
        intern(ctx, TypeKey::Vector(shape, scalable, element))
    }

    /// `tensor<shape x element, encoding>`.
    pub fn ranked_tensor(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        encoding: Option<Attribute>,
    ) -> Type {
        intern(ctx, TypeKey::RankedTensor(shape, element, encoding))
    }

    /// `tensor<*xelement>`.
    pub fn unranked_tensor(ctx: &Context, element: Type) -> Type {
        intern(ctx, TypeKey::UnrankedTensor(element))
    }

    /// `memref<shape x element, layout, memory_space>`. An identity layout
    /// should be given as `None`, as the printer elides it.
    pub fn memref(
        ctx: &Context,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        intern(ctx, TypeKey::MemRef(shape, element, layout, memory_space))
    }

    /// `memref<*xelement, memory_space>`.
    pub fn unranked_memref(ctx: &Context, element: Type, memory_space: Option<Attribute>) -> Type {
        intern(ctx, TypeKey::UnrankedMemRef(element, memory_space))
    }

    /// A type of an unregistered dialect, `!dialect.data` / `!dialect<data>`.
    pub fn opaque(ctx: &Context, dialect: Ident, data: &str) -> Type {
        intern(ctx, TypeKey::Opaque(dialect, data))
    }

    /// A registered dialect type given by its mnemonic and parameters.
    pub fn dialect(ctx: &Context, dialect: Ident, mnemonic: Ident, params: &[Attribute]) -> Type {
        intern(ctx, TypeKey::Dialect(dialect, mnemonic, params))
    }

    /// True for `iN`, `siN` and `uiN`.
    pub fn is_integer(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { .. })
    }

    /// True for the signless integer type of the given width.
    pub fn is_signless_int(self, ctx: &Context, width: u32) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }

    /// True for `index`.
    pub fn is_index(self, ctx: &Context) -> bool {
        self == ctx.common.index
    }

    /// True for the builtin float types.
    pub fn is_float(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Float(_))
    }

    /// True for integer and index types.
    pub fn is_int_or_index(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), TypeKind::Integer { .. } | TypeKind::Index)
    }

    /// The bit width of an integer type.
    pub fn int_width(self, ctx: &Context) -> Option<u32> {
        match self.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }

    /// The semantics of a float type.
    pub fn float_semantics(self, ctx: &Context) -> Option<FloatSemantics> {
        match self.kind(ctx) {
            TypeKind::Float(s) => Some(*s),
            _ => None,
        }
    }

    /// The inputs and results of a function type.
    pub fn function_parts(self, ctx: &Context) -> Option<(&[Type], &[Type])> {
        match self.kind(ctx) {
            TypeKind::Function { types, num_inputs } => Some(types.split_at(*num_inputs as usize)),
            _ => None,
        }
    }

    /// True for vectors, tensors and memrefs.
    pub fn is_shaped(self, ctx: &Context) -> bool {
        self.element_type(ctx).is_some()
    }

    /// The element type of a shaped type (vector, tensor, memref).
    pub fn element_type(self, ctx: &Context) -> Option<Type> {
        match self.kind(ctx) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }

    /// The shape of a ranked shaped type; `None` for unranked and non-shaped types.
    pub fn shape(self, ctx: &Context) -> Option<&[i64]> {
        match self.kind(ctx) {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The number of elements of a statically shaped type.
    pub fn num_elements(self, ctx: &Context) -> Option<u64> {
        let shape = self.shape(ctx)?;
        shape.iter().try_fold(1u64, |acc, &d| {
            if d < 0 {
                None
            } else {
                acc.checked_mul(d as u64)
            }
        })
    }

    /// True if the type is a ranked shaped type with no dynamic dimension.
    pub fn has_static_shape(self, ctx: &Context) -> bool {
        self.shape(ctx).is_some_and(|s| s.iter().all(|d| *d >= 0))
    }

    /// The bit width of integer and float types (index has none).
    pub fn int_or_float_bit_width(self, ctx: &Context) -> Option<u32> {
        match self.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(s) => Some(s.bit_width()),
            _ => None,
        }
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.0)
    }
}
