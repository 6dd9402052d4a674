//! LLVM IR spelling of types, and the type suffixes of overloaded
//! intrinsic names (`f32`, `v4f32`, `i64`, `p0`).

use rustc_hash::FxHashSet;
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

/// The `%name = type {...}` definitions of identified structs, in the
/// order LLVM lists them: by first use.
#[derive(Default)]
pub struct StructDefs {
    names: FxHashSet<String>,
    defs: Vec<(String, String)>,
}

impl StructDefs {
    /// Whether the struct `name` is defined here.
    pub fn contains(&self, name: &str) -> bool {
        self.names.contains(name)
    }

    /// Appends `def`, the definition of `name`, unless `name` is defined.
    fn push(&mut self, name: &str, def: String) {
        if self.names.insert(name.to_string()) {
            self.defs.push((name.to_string(), def));
        }
    }

    /// Appends the definitions of `other` whose struct is not defined here.
    pub fn merge(&mut self, other: StructDefs) {
        for (name, def) in other.defs {
            self.push(&name, def);
        }
    }

    /// The definitions, in order.
    pub fn defs(&self) -> impl Iterator<Item = &str> {
        self.defs.iter().map(|(_, d)| d.as_str())
    }

    /// Whether no struct is defined.
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }
}

/// Adds to `structs` the definition of each identified struct `t` uses
/// not yet there, through struct fields, arrays and function signatures,
/// in the order LLVM's type finder meets them (a struct before its fields).
pub fn note_structs(ctx: &Context, structs: &mut StructDefs, t: Type) {
    if let Some(s) = lt::struct_info(ctx, t) {
        if s.identified {
            if structs.contains(&s.name) {
                return;
            }
            let def = if s.opaque {
                "opaque".to_string()
            } else {
                struct_body(ctx, &s.body, s.packed).unwrap_or_default()
            };
            structs.push(
                &s.name,
                format!("%{} = type {def}", identified_name(&s.name)),
            );
        }
        for f in &s.body {
            note_structs(ctx, structs, *f);
        }
    } else if let Some((e, _)) = lt::array_parts(ctx, t) {
        note_structs(ctx, structs, e);
    } else if let Some((r, ins, _)) = lt::func_parts(ctx, t) {
        note_structs(ctx, structs, r);
        for i in ins {
            note_structs(ctx, structs, i);
        }
    }
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
