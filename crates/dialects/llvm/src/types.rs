//! The LLVM dialect's types (`!llvm.ptr`, `!llvm.struct`, `!llvm.array`,
//! `!llvm.func`, `!llvm.void`, ...): constructors, accessors and syntax.
//!
//! Types are stored as dialect types of `llvm` with attribute parameters:
//! `ptr` holds its address space, `array` its element type and length,
//! `struct` its flags, name and body, `func` a builtin function type (one
//! result) and its variadic flag.

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::{Attribute, Context, Ident, Type, TypeKind};

/// The struct is packed.
const PACKED: i64 = 1;
/// The struct is identified by a name.
const IDENTIFIED: i64 = 2;
/// The identified struct has no body.
const OPAQUE: i64 = 4;

/// The mnemonics of the dialect's types, also accepted without `!llvm.`
/// inside other LLVM types.
const MNEMONICS: &[&str] = &[
    "ptr",
    "void",
    "array",
    "struct",
    "func",
    "token",
    "label",
    "metadata",
    "ppc_fp128",
    "target",
];

fn make(ctx: &Context, mnemonic: &str, params: &[Attribute]) -> Type {
    Type::dialect(
        ctx,
        Ident::new(ctx, "llvm"),
        Ident::new(ctx, mnemonic),
        params,
    )
}

fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    Attribute::int(ctx, Type::int(ctx, 64), v)
}

/// `!llvm.ptr` in address space `space`.
pub fn ptr(ctx: &Context, space: u32) -> Type {
    make(ctx, "ptr", &[i64_attr(ctx, i64::from(space))])
}

/// `!llvm.void`.
pub fn void(ctx: &Context) -> Type {
    make(ctx, "void", &[])
}

/// `!llvm.array<n x element>`.
pub fn array(ctx: &Context, element: Type, n: u64) -> Type {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    make(
        ctx,
        "array",
        &[Attribute::type_attr(ctx, element), i64_attr(ctx, n)],
    )
}

/// A literal `!llvm.struct<(...)>`, packed or not.
pub fn literal_struct(ctx: &Context, body: &[Type], packed: bool) -> Type {
    struct_type(ctx, if packed { PACKED } else { 0 }, "", body)
}

/// An identified `!llvm.struct<"name", (...)>` (or opaque when `body` is `None`).
pub fn identified_struct(ctx: &Context, name: &str, body: Option<&[Type]>, packed: bool) -> Type {
    let mut flags = IDENTIFIED;
    if packed {
        flags |= PACKED;
    }
    if body.is_none() {
        flags |= OPAQUE;
    }
    struct_type(ctx, flags, name, body.unwrap_or(&[]))
}

fn struct_type(ctx: &Context, flags: i64, name: &str, body: &[Type]) -> Type {
    let elems: Vec<Attribute> = body.iter().map(|t| Attribute::type_attr(ctx, *t)).collect();
    make(
        ctx,
        "struct",
        &[
            i64_attr(ctx, flags),
            Attribute::string(ctx, name),
            Attribute::array(ctx, &elems),
        ],
    )
}

/// `!llvm.func<result (inputs)>`, variadic when `vararg`.
pub fn func(ctx: &Context, result: Type, inputs: &[Type], vararg: bool) -> Type {
    make(
        ctx,
        "func",
        &[
            Attribute::type_attr(ctx, Type::function(ctx, inputs, &[result])),
            Attribute::bool(ctx, vararg),
        ],
    )
}

/// `!llvm.target<"name", types..., ints...>`, a target extension type.
pub fn target_ext(ctx: &Context, name: &str, types: &[Type], ints: &[u32]) -> Type {
    let types: Vec<Attribute> = types
        .iter()
        .map(|t| Attribute::type_attr(ctx, *t))
        .collect();
    let ints: Vec<Attribute> = ints.iter().map(|v| i64_attr(ctx, i64::from(*v))).collect();
    make(
        ctx,
        "target",
        &[
            Attribute::string(ctx, name),
            Attribute::array(ctx, &types),
            Attribute::array(ctx, &ints),
        ],
    )
}

/// The name, type parameters and integer parameters of a `!llvm.target`.
pub fn target_ext_parts(ctx: &Context, ty: Type) -> Option<(String, Vec<Type>, Vec<u32>)> {
    let p = parts(ctx, ty, "target")?;
    let name = p.first()?.str_value(ctx)?.to_string();
    let types = p
        .get(1)?
        .array_elements(ctx)?
        .iter()
        .filter_map(|a| a.type_value(ctx))
        .collect();
    let ints = p
        .get(2)?
        .array_elements(ctx)?
        .iter()
        .filter_map(|a| u32::try_from(int_param(ctx, Some(a))?).ok())
        .collect();
    Some((name, types, ints))
}

/// True for `!llvm.ppc_fp128`.
pub fn is_ppc_fp128(ctx: &Context, ty: Type) -> bool {
    parts(ctx, ty, "ppc_fp128").is_some()
}

fn parts<'c>(ctx: &'c Context, ty: Type, which: &str) -> Option<&'c [Attribute]> {
    match ty.kind(ctx) {
        TypeKind::Dialect {
            dialect,
            mnemonic,
            params,
        } if dialect.as_str(ctx) == "llvm" && mnemonic.as_str(ctx) == which => Some(params),
        _ => None,
    }
}

fn int_param(ctx: &Context, a: Option<&Attribute>) -> Option<i64> {
    a.and_then(|a| a.int_value(ctx)).map(|v| v.sext_value())
}

fn type_param(ctx: &Context, a: Option<&Attribute>) -> Option<Type> {
    a.and_then(|a| a.type_value(ctx))
}

/// True for a type of the LLVM dialect.
pub fn is_llvm_type(ctx: &Context, ty: Type) -> bool {
    matches!(ty.kind(ctx), TypeKind::Dialect { dialect, .. } if dialect.as_str(ctx) == "llvm")
}

/// The address space of a `!llvm.ptr`.
pub fn ptr_address_space(ctx: &Context, ty: Type) -> Option<u32> {
    let p = parts(ctx, ty, "ptr")?;
    u32::try_from(int_param(ctx, p.first())?).ok()
}

/// True for `!llvm.void`.
pub fn is_void(ctx: &Context, ty: Type) -> bool {
    parts(ctx, ty, "void").is_some()
}

/// The element type and length of a `!llvm.array`.
pub fn array_parts(ctx: &Context, ty: Type) -> Option<(Type, u64)> {
    let p = parts(ctx, ty, "array")?;
    let n = u64::try_from(int_param(ctx, p.get(1))?).ok()?;
    Some((type_param(ctx, p.first())?, n))
}

/// A decoded `!llvm.struct`.
#[derive(Debug, Clone, PartialEq)]
pub struct StructInfo {
    /// The name of an identified struct, empty for literal ones.
    pub name: String,
    /// Whether the struct is identified (named).
    pub identified: bool,
    /// Whether the struct is packed.
    pub packed: bool,
    /// Whether the identified struct is opaque (no body).
    pub opaque: bool,
    /// The element types.
    pub body: Vec<Type>,
}

/// The parts of a `!llvm.struct`.
pub fn struct_info(ctx: &Context, ty: Type) -> Option<StructInfo> {
    let p = parts(ctx, ty, "struct")?;
    let flags = int_param(ctx, p.first())?;
    let name = p.get(1)?.str_value(ctx)?.to_string();
    let body = p
        .get(2)?
        .array_elements(ctx)?
        .iter()
        .filter_map(|a| a.type_value(ctx))
        .collect();
    Some(StructInfo {
        name,
        identified: flags & IDENTIFIED != 0,
        packed: flags & PACKED != 0,
        opaque: flags & OPAQUE != 0,
        body,
    })
}

/// The element types of a `!llvm.struct`.
pub fn struct_body(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    struct_info(ctx, ty).map(|s| s.body)
}

/// The result, inputs and variadic flag of a `!llvm.func`.
pub fn func_parts(ctx: &Context, ty: Type) -> Option<(Type, Vec<Type>, bool)> {
    let p = parts(ctx, ty, "func")?;
    let f = type_param(ctx, p.first())?;
    let vararg = p.get(1) == Some(&Attribute::bool(ctx, true));
    let (inputs, results) = f.function_parts(ctx)?;
    Some((*results.first()?, inputs.to_vec(), vararg))
}

/// True for types LLVM can hold in a value: not void, function, label or metadata.
pub fn is_valid_element(ctx: &Context, ty: Type) -> bool {
    !(is_void(ctx, ty)
        || parts(ctx, ty, "func").is_some()
        || parts(ctx, ty, "label").is_some()
        || parts(ctx, ty, "metadata").is_some()
        || matches!(ty.kind(ctx), TypeKind::Function { .. }))
}

/// True for the types a global or an alias may have (upstream's check of
/// `llvm.mlir.global` and `llvm.mlir.alias`): an LLVM-compatible outer type
/// other than void, token, metadata and label.
pub fn is_valid_global_type(ctx: &Context, ty: Type) -> bool {
    match ty.kind(ctx) {
        TypeKind::Integer {
            signedness: strata_ir::types::Signedness::Signless,
            ..
        }
        | TypeKind::Vector { .. } => true,
        TypeKind::Float(_) => is_compatible_float(ctx, ty),
        TypeKind::Dialect { dialect, .. } if dialect.as_str(ctx) == "llvm" => {
            !["void", "token", "metadata", "label"]
                .iter()
                .any(|m| parts(ctx, ty, m).is_some())
        }
        _ => false,
    }
}

/// True for the float types LLVM has a type for: `bf16`, `f16`, `f32`,
/// `f64`, `f80` and `f128` (upstream `isCompatibleFloatingPointType`).
pub fn is_compatible_float(ctx: &Context, ty: Type) -> bool {
    use strata_support::apfloat::FloatSemantics as S;
    matches!(
        ty.kind(ctx),
        TypeKind::Float(S::BF16 | S::F16 | S::F32 | S::F64 | S::F80 | S::F128)
    )
}

/// True for types an LLVM value may have (upstream `isCompatibleType`).
pub fn is_compatible(ctx: &Context, ty: Type) -> bool {
    match ty.kind(ctx) {
        TypeKind::Integer {
            signedness: strata_ir::types::Signedness::Signless,
            ..
        } => true,
        TypeKind::Float(_) => is_compatible_float(ctx, ty),
        TypeKind::Vector { element, .. } => is_compatible(ctx, *element),
        TypeKind::Dialect { dialect, .. } if dialect.as_str(ctx) == "llvm" => {
            if let Some((e, _)) = array_parts(ctx, ty) {
                return is_compatible(ctx, e);
            }
            if let Some(s) = struct_info(ctx, ty) {
                return s.body.iter().all(|t| is_compatible(ctx, *t));
            }
            if let Some((r, ins, _)) = func_parts(ctx, ty) {
                return is_compatible(ctx, r) && ins.iter().all(|t| is_compatible(ctx, *t));
            }
            true
        }
        _ => false,
    }
}

/// Parses a type inside an LLVM type: either an LLVM type without the
/// `!llvm.` prefix, or any type.
fn parse_nested(p: &mut Parser<'_>) -> ParseResult<Type> {
    if p.kind() == TokenKind::BareIdent {
        let text = p.tok_text();
        if MNEMONICS.contains(&text) {
            p.bump();
            return parse_body(p, text);
        }
    }
    p.parse_type()
}

fn parse_type_list(p: &mut Parser<'_>, allow_vararg: bool) -> ParseResult<(Vec<Type>, bool)> {
    let mut types = Vec::new();
    let mut vararg = false;
    p.expect(TokenKind::LParen, "'('")?;
    if p.eat(TokenKind::RParen) {
        return Ok((types, false));
    }
    loop {
        if allow_vararg && p.eat(TokenKind::Ellipsis) {
            vararg = true;
            p.expect(TokenKind::RParen, "')'")?;
            break;
        }
        types.push(parse_nested(p)?);
        if p.eat(TokenKind::RParen) {
            break;
        }
        p.expect(TokenKind::Comma, "','")?;
    }
    Ok((types, vararg))
}

/// Parses the body of `!llvm.<mnemonic>` (the DialectTypeAsmInterface hook).
pub(crate) fn parse_body(p: &mut Parser<'_>, mnemonic: &str) -> ParseResult<Type> {
    let ctx = p.ctx;
    if let Some(legacy) = crate::legacy_types::parse_legacy(p, mnemonic) {
        return legacy;
    }
    match mnemonic {
        "void" => Ok(void(ctx)),
        "token" | "label" | "metadata" | "ppc_fp128" => Ok(make(ctx, mnemonic, &[])),
        "target" => parse_target_ext(p),
        "ptr" => {
            let mut space = 0;
            if p.eat(TokenKind::Less) {
                if let Some(space) = crate::legacy_types::parse_typed_pointer(p) {
                    let space = space?;
                    p.expect(TokenKind::Greater, "'>'")?;
                    return Ok(ptr(ctx, space));
                }
                let v = p.parse_u64()?;
                space = u32::try_from(v).map_err(|_| p.error("invalid address space"))?;
                p.expect(TokenKind::Greater, "'>'")?;
            }
            Ok(ptr(ctx, space))
        }
        "array" => {
            p.expect(TokenKind::Less, "'<'")?;
            let n = p.parse_u64()?;
            p.expect_keyword("x")?;
            let elem = parse_nested(p)?;
            p.expect(TokenKind::Greater, "'>'")?;
            if !is_valid_element(ctx, elem) {
                return Err(p.error(format!(
                    "invalid array element type: {}",
                    strata_asm::type_to_string(ctx, elem)
                )));
            }
            Ok(array(ctx, elem, n))
        }
        "struct" => {
            p.expect(TokenKind::Less, "'<'")?;
            let name = if p.kind() == TokenKind::String {
                let s = p.parse_string()?;
                p.expect(TokenKind::Comma, "','")?;
                Some(s)
            } else {
                None
            };
            let packed = p.eat_keyword("packed");
            if name.is_some() && p.eat_keyword("opaque") {
                p.expect(TokenKind::Greater, "'>'")?;
                return Ok(identified_struct(
                    ctx,
                    name.as_deref().unwrap_or(""),
                    None,
                    packed,
                ));
            }
            let (body, _) = parse_type_list(p, false)?;
            p.expect(TokenKind::Greater, "'>'")?;
            Ok(match name {
                Some(n) => identified_struct(ctx, &n, Some(&body), packed),
                None => literal_struct(ctx, &body, packed),
            })
        }
        "func" => {
            p.expect(TokenKind::Less, "'<'")?;
            let result = parse_nested(p)?;
            let (inputs, vararg) = parse_type_list(p, true)?;
            p.expect(TokenKind::Greater, "'>'")?;
            Ok(func(ctx, result, &inputs, vararg))
        }
        _ => Err(p.error(format!("unknown LLVM type: {mnemonic}"))),
    }
}

/// Parses `<"name" (, type)* (, integer)*>` after `target`.
fn parse_target_ext(p: &mut Parser<'_>) -> ParseResult<Type> {
    p.expect(TokenKind::Less, "'<'")?;
    let name = p.parse_string()?;
    let mut types = Vec::new();
    let mut ints = Vec::new();
    while p.eat(TokenKind::Comma) {
        if p.kind() == TokenKind::Integer {
            let v = p.parse_u64()?;
            ints.push(u32::try_from(v).map_err(|_| p.error("integer parameter out of range"))?);
        } else if !ints.is_empty() {
            return Err(p.error("failed to parse parameter list for target extension type"));
        } else {
            types.push(parse_nested(p)?);
        }
    }
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(target_ext(p.ctx, &name, &types, &ints))
}

/// Prints a type nested in an LLVM type: LLVM types without `!llvm.`.
fn print_nested(p: &mut Printer<'_>, ty: Type) {
    if is_llvm_type(p.ctx, ty) {
        print_mnemonic(p, ty);
    } else {
        p.print_type(ty);
    }
}

fn print_list(p: &mut Printer<'_>, types: &[Type], vararg: bool) {
    p.write("(");
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_nested(p, *t);
    }
    if vararg {
        p.write(if types.is_empty() { "..." } else { ", ..." });
    }
    p.write(")");
}

fn print_mnemonic(p: &mut Printer<'_>, ty: Type) {
    let ctx = p.ctx;
    let TypeKind::Dialect { mnemonic, .. } = ty.kind(ctx) else {
        return;
    };
    let m = mnemonic.as_str(ctx);
    p.write(m);
    match m {
        "ptr" => {
            if let Some(space) = ptr_address_space(ctx, ty)
                && space != 0
            {
                p.write(&format!("<{space}>"));
            }
        }
        "array" => {
            if let Some((e, n)) = array_parts(ctx, ty) {
                p.write(&format!("<{n} x "));
                print_nested(p, e);
                p.write(">");
            }
        }
        "struct" => {
            if let Some(s) = struct_info(ctx, ty) {
                p.write("<");
                if s.identified {
                    p.print_escaped_string(s.name.as_bytes());
                    p.write(", ");
                }
                if s.packed {
                    p.write("packed ");
                }
                if s.opaque {
                    p.write("opaque");
                } else {
                    print_list(p, &s.body, false);
                }
                p.write(">");
            }
        }
        "target" => {
            if let Some((name, types, ints)) = target_ext_parts(ctx, ty) {
                p.write("<");
                p.print_escaped_string(name.as_bytes());
                for t in types {
                    p.write(", ");
                    p.print_type(t);
                }
                for v in ints {
                    p.write(&format!(", {v}"));
                }
                p.write(">");
            }
        }
        "func" => {
            if let Some((r, ins, vararg)) = func_parts(ctx, ty) {
                p.write("<");
                print_nested(p, r);
                p.write(" ");
                print_list(p, &ins, vararg);
                p.write(">");
            }
        }
        _ => {}
    }
}

/// Prints `.mnemonic<...>` after `!llvm` (the DialectTypeAsmInterface hook).
pub(crate) fn print_body(p: &mut Printer<'_>, ty: Type) {
    p.write(".");
    print_mnemonic(p, ty);
}
