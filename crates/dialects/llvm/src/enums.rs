//! The enums of the LLVM dialect (predicates, fast-math, overflow and
//! no-wrap flags, linkage, calling conventions, tail-call kinds) and the
//! dialect's attribute syntax (`#llvm.fastmath<...>`, `#llvm.linkage<...>`, ...).

use strata_ir::{Attribute, Context, Type};
use strata_ods::constraints::AttrConstraint;
use strata_ods::{EnumAttrAsm, EnumSpec, EnumStorage, enum_attr_constraint};

/// An enum stored as `#llvm.mnemonic<case>`.
const fn dialect_enum(
    name: &'static str,
    mnemonic: &'static str,
    cases: &'static [(&'static str, i64)],
    bit_enum: bool,
) -> EnumSpec {
    EnumSpec::in_dialect(name, "llvm", mnemonic, cases, bit_enum, ", ")
}

/// `ICmpPredicate`, stored as an `i64`.
pub static ICMP_PREDICATE: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::ICmpPredicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `FCmpPredicate`, stored as an `i64`.
pub static FCMP_PREDICATE: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::FCmpPredicate",
    cases: &[
        ("_false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("_true", 15),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `FastmathFlags`, the bit enum of `#llvm.fastmath<...>`.
pub static FASTMATH: EnumSpec = dialect_enum(
    "::mlir::LLVM::FastmathFlags",
    "fastmath",
    &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    true,
);

/// `Linkage`, the enum of `#llvm.linkage<...>`.
pub static LINKAGE: EnumSpec = dialect_enum(
    "::mlir::LLVM::linkage::Linkage",
    "linkage",
    &[
        ("private", 0),
        ("internal", 1),
        ("available_externally", 2),
        ("linkonce", 3),
        ("weak", 4),
        ("common", 5),
        ("appending", 6),
        ("extern_weak", 7),
        ("linkonce_odr", 8),
        ("weak_odr", 9),
        ("external", 10),
    ],
    false,
);

/// `CConv`, the enum of `#llvm.cconv<...>` (the common conventions).
pub static CCONV: EnumSpec = dialect_enum(
    "::mlir::LLVM::cconv::CConv",
    "cconv",
    &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("webkit_jscc", 12),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("x86_thiscallcc", 70),
        ("ptx_kernel", 71),
        ("ptx_device", 72),
        ("spir_func", 75),
        ("spir_kernel", 76),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("amdgpu_kernel", 91),
    ],
    false,
);

/// `TailCallKind`, the enum of `#llvm.tailcallkind<...>`.
pub static TAIL_CALL_KIND: EnumSpec = dialect_enum(
    "::mlir::LLVM::tailcallkind::TailCallKind",
    "tailcallkind",
    &[("none", 0), ("notail", 1), ("tail", 2), ("musttail", 3)],
    false,
);

/// `AtomicOrdering`, stored as an `i64` and printed as a keyword.
pub static ATOMIC_ORDERING: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::AtomicOrdering",
    cases: &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `Comdat`, the selection kind of `llvm.comdat_selector`, stored as an `i64`.
pub static COMDAT: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::comdat::Comdat",
    cases: &[
        ("any", 0),
        ("exactmatch", 1),
        ("largest", 2),
        ("nodeduplicate", 3),
        ("samesize", 4),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `AtomicBinOp`, the operation of `llvm.atomicrmw`, stored as an `i64`.
pub static ATOMIC_BIN_OP: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::AtomicBinOp",
    cases: &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
        ("usub_cond", 17),
        ("usub_sat", 18),
        ("fmaximum", 19),
        ("fminimum", 20),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `RoundingMode` of the constrained intrinsics, stored as an `i64` and
/// printed as a keyword.
pub static ROUNDING_MODE: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::RoundingMode",
    cases: &[
        ("towardzero", 0),
        ("tonearest", 1),
        ("upward", 2),
        ("downward", 3),
        ("tonearestaway", 4),
        ("dynamic", 7),
        ("invalid", -1),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `FPExceptionBehavior` of the constrained intrinsics, stored as an `i64`.
pub static FP_EXCEPTION_BEHAVIOR: EnumSpec = EnumSpec {
    name: "::mlir::LLVM::FPExceptionBehavior",
    cases: &[("ignore", 0), ("maytrap", 1), ("strict", 2)],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// `RoundingMode::tonearest`.
pub const ROUNDING_TONEAREST: i64 = 1;
/// `RoundingMode::towardzero`.
pub const ROUNDING_TOWARDZERO: i64 = 0;
/// `RoundingMode::upward`.
pub const ROUNDING_UPWARD: i64 = 2;
/// `RoundingMode::downward`.
pub const ROUNDING_DOWNWARD: i64 = 3;
/// `RoundingMode::tonearestaway`.
pub const ROUNDING_TONEARESTAWAY: i64 = 4;

/// The `roundingmode` of a constrained intrinsic.
pub const ROUNDING_MODE_ATTR: AttrConstraint =
    enum_attr_constraint!(ROUNDING_MODE, "LLVM Rounding Mode");

/// The `fpExceptionBehavior` of a constrained intrinsic.
pub const FP_EXCEPTION_BEHAVIOR_ATTR: AttrConstraint =
    enum_attr_constraint!(FP_EXCEPTION_BEHAVIOR, "LLVM Exception Behavior");

/// `AtomicOrdering::monotonic`.
pub const ORDERING_MONOTONIC: i64 = 2;
/// `AtomicOrdering::acq_rel`.
pub const ORDERING_ACQ_REL: i64 = 6;

/// The `nsw` overflow flag.
pub const OVERFLOW_NSW: i64 = 1;
/// The `nuw` overflow flag.
pub const OVERFLOW_NUW: i64 = 2;

/// The `inbounds` no-wrap flags of a GEP (`inbounds_flag | nusw`).
pub const GEP_INBOUNDS: i64 = 3;
/// The `nusw` no-wrap flag of a GEP.
pub const GEP_NUSW: i64 = 2;
/// The `nuw` no-wrap flag of a GEP.
pub const GEP_NUW: i64 = 4;

/// The `predicate` of `llvm.icmp`.
pub const ICMP_PREDICATE_ATTR: AttrConstraint =
    enum_attr_constraint!(ICMP_PREDICATE, "lvm.icmp comparison predicate");

/// The `predicate` of `llvm.fcmp`.
pub const FCMP_PREDICATE_ATTR: AttrConstraint =
    enum_attr_constraint!(FCMP_PREDICATE, "llvm.fcmp comparison predicate");

/// A comdat selection kind.
pub const COMDAT_ATTR: AttrConstraint = enum_attr_constraint!(COMDAT, "LLVM Comdat Types");

/// An `ordering` attribute (`AtomicOrdering`).
pub const ATOMIC_ORDERING_ATTR: AttrConstraint =
    enum_attr_constraint!(ATOMIC_ORDERING, "Atomic ordering for LLVM's memory model");

/// The `bin_op` of `llvm.atomicrmw`.
pub const ATOMIC_BIN_OP_ATTR: AttrConstraint =
    enum_attr_constraint!(ATOMIC_BIN_OP, "llvm.atomicrmw binary operations");

/// A `#llvm.fastmath<...>` attribute.
pub const FASTMATH_ATTR: AttrConstraint = enum_attr_constraint!(FASTMATH, "LLVM fastmath flags");

/// A `#llvm.linkage<...>` attribute.
pub const LINKAGE_ATTR: AttrConstraint =
    enum_attr_constraint!(LINKAGE, "LLVM Linkage specification");

/// A `#llvm.cconv<...>` attribute.
pub const CCONV_ATTR: AttrConstraint =
    enum_attr_constraint!(CCONV, "LLVM Calling Convention specification");

/// A `#llvm.tailcallkind<...>` attribute.
pub const TAIL_CALL_KIND_ATTR: AttrConstraint =
    enum_attr_constraint!(TAIL_CALL_KIND, "LLVM Calling Convention specification");

/// `#llvm.fastmath<none>`.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

/// `#llvm.fastmath<flags>`.
pub fn fastmath(ctx: &Context, flags: i64) -> Attribute {
    FASTMATH.attr(ctx, flags)
}

/// The value of the `private` linkage.
pub const LINKAGE_PRIVATE: i64 = 0;
/// The value of the `internal` linkage.
pub const LINKAGE_INTERNAL: i64 = 1;
/// The value of the `available_externally` linkage.
pub const LINKAGE_AVAILABLE_EXTERNALLY: i64 = 2;
/// The value of the `linkonce` linkage.
pub const LINKAGE_LINKONCE: i64 = 3;
/// The value of the `weak` linkage.
pub const LINKAGE_WEAK: i64 = 4;
/// The value of the `common` linkage.
pub const LINKAGE_COMMON: i64 = 5;
/// The value of the `appending` linkage.
pub const LINKAGE_APPENDING: i64 = 6;
/// The value of the `extern_weak` linkage.
pub const LINKAGE_EXTERN_WEAK: i64 = 7;
/// The value of the `linkonce_odr` linkage.
pub const LINKAGE_LINKONCE_ODR: i64 = 8;
/// The value of the `weak_odr` linkage.
pub const LINKAGE_WEAK_ODR: i64 = 9;
/// The value of the `external` linkage.
pub const LINKAGE_EXTERNAL: i64 = 10;

/// `#llvm.linkage<external>`.
pub fn linkage_external(ctx: &Context) -> Attribute {
    LINKAGE.attr(ctx, LINKAGE_EXTERNAL)
}

/// `#llvm.cconv<ccc>`.
pub fn cconv_c(ctx: &Context) -> Attribute {
    CCONV.attr(ctx, 0)
}

/// `#llvm.tailcallkind<none>`.
pub fn tail_call_none(ctx: &Context) -> Attribute {
    TAIL_CALL_KIND.attr(ctx, 0)
}

/// A 32-bit integer attribute (`overflowFlags`, `noWrapFlags`).
pub fn i32_attr(ctx: &Context, v: i64) -> Attribute {
    Attribute::int(ctx, Type::int(ctx, 32), v)
}

/// A 64-bit integer attribute (`ordering`, `visibility_`, `unnamed_addr`).
pub fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    Attribute::int(ctx, Type::int(ctx, 64), v)
}

/// `0 : i32`.
pub fn zero_i32(ctx: &Context) -> Attribute {
    i32_attr(ctx, 0)
}

/// `0 : i64`.
pub fn zero_i64(ctx: &Context) -> Attribute {
    i64_attr(ctx, 0)
}

/// The dialect's attribute syntax: `#llvm.fastmath<...>`,
/// `#llvm.linkage<...>`, `#llvm.cconv<...>`, `#llvm.tailcallkind<...>`.
pub(crate) const ATTR_ASM: EnumAttrAsm = EnumAttrAsm {
    dialect: "llvm",
    enums: &[&FASTMATH, &LINKAGE, &CCONV, &TAIL_CALL_KIND],
};
