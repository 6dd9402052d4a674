//! LLVM IR spelling of types, and the type suffixes of overloaded
//! intrinsic names (`f32`, `v4f32`, `i64`, `p0`).

use strata_dialect_llvm::types as lt;
use strata_ir::{Context, Type, TypeKind};
use strata_support::apfloat::FloatSemantics;

/// The LLVM IR text of a type, or `None` if it has none.
pub fn ir_type(ctx: &Context, ty: Type) -> Option<String> {
    Some(match ty.kind(ctx) {
        TypeKind::Integer { width, .. } => format!("i{width}"),
        TypeKind::Float(s) => float_name(*s)?.to_string(),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 => {
            let e = ir_type(ctx, *element)?;
            if scalable.first().copied().unwrap_or(false) {
                format!("<vscale x {} x {e}>", shape[0])
            } else {
                format!("<{} x {e}>", shape[0])
            }
        }
        _ => {
            if let Some(space) = lt::ptr_address_space(ctx, ty) {
                return Some(if space == 0 {
                    "ptr".to_string()
                } else {
                    format!("ptr addrspace({space})")
                });
            }
            if lt::is_void(ctx, ty) {
                return Some("void".to_string());
            }
            if let Some((e, n)) = lt::array_parts(ctx, ty) {
                return Some(format!("[{n} x {}]", ir_type(ctx, e)?));
            }
            if let Some(s) = lt::struct_info(ctx, ty) {
                if s.identified {
                    return Some(format!("%{}", identified_name(&s.name)));
                }
                return struct_body(ctx, &s.body, s.packed);
            }
            if let Some((r, ins, vararg)) = lt::func_parts(ctx, ty) {
                return function_type(ctx, r, &ins, vararg);
            }
            if lt::is_ppc_fp128(ctx, ty) {
                return Some("ppc_fp128".to_string());
            }
            if let Some((name, types, ints)) = lt::target_ext_parts(ctx, ty) {
                return target_ext_type(ctx, &name, &types, &ints);
            }
            return None;
        }
    })
}

/// `{ i32, float }` or `<{ i32, float }>`.
pub fn struct_body(ctx: &Context, body: &[Type], packed: bool) -> Option<String> {
    let fields: Option<Vec<String>> = body.iter().map(|t| ir_type(ctx, *t)).collect();
    let fields = fields?;
    let inner = if fields.is_empty() {
        "{}".to_string()
    } else {
        format!("{{ {} }}", fields.join(", "))
    };
    Some(if packed { format!("<{inner}>") } else { inner })
}

/// `i32 (ptr, ...)`.
pub fn function_type(ctx: &Context, result: Type, inputs: &[Type], vararg: bool) -> Option<String> {
    let mut params: Vec<String> = inputs
        .iter()
        .map(|t| ir_type(ctx, *t))
        .collect::<Option<_>>()?;
    if vararg {
        params.push("...".to_string());
    }
    Some(format!("{} ({})", ir_type(ctx, result)?, params.join(", ")))
}

/// `target("name", type..., int...)`.
fn target_ext_type(ctx: &Context, name: &str, types: &[Type], ints: &[u32]) -> Option<String> {
    let mut params = vec![format!("\"{}\"", crate::constants::escape(name.as_bytes()))];
    for t in types {
        params.push(ir_type(ctx, *t)?);
    }
    params.extend(ints.iter().map(u32::to_string));
    Some(format!("target({})", params.join(", ")))
}

/// The name of an identified struct as an LLVM identifier.
pub fn identified_name(name: &str) -> String {
    if !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._$-".contains(&b))
    {
        name.to_string()
    } else {
        format!("\"{}\"", crate::constants::escape(name.as_bytes()))
    }
}

fn float_name(s: FloatSemantics) -> Option<&'static str> {
    Some(match s {
        FloatSemantics::F16 => "half",
        FloatSemantics::BF16 => "bfloat",
        FloatSemantics::F32 => "float",
        FloatSemantics::F64 => "double",
        FloatSemantics::F128 => "fp128",
        FloatSemantics::F80 => "x86_fp80",
        _ => return None,
    })
}

/// The suffix of an overloaded intrinsic for `ty`: `f32`, `i64`, `v4f32`, `p0`.
pub fn intrinsic_suffix(ctx: &Context, ty: Type) -> Option<String> {
    Some(match ty.kind(ctx) {
        TypeKind::Integer { width, .. } => format!("i{width}"),
        TypeKind::Float(s) => match s {
            FloatSemantics::F16 => "f16".to_string(),
            FloatSemantics::BF16 => "bf16".to_string(),
            FloatSemantics::F32 => "f32".to_string(),
            FloatSemantics::F64 => "f64".to_string(),
            FloatSemantics::F128 => "f128".to_string(),
            FloatSemantics::F80 => "f80".to_string(),
            _ => return None,
        },
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 => {
            let prefix = if scalable.first().copied().unwrap_or(false) {
                "nx"
            } else {
                ""
            };
            format!("{prefix}v{}{}", shape[0], intrinsic_suffix(ctx, *element)?)
        }
        _ if lt::is_ppc_fp128(ctx, ty) => "ppcf128".to_string(),
        _ => format!("p{}", lt::ptr_address_space(ctx, ty)?),
    })
}
