//! `llvm.mlir.global` as an LLVM global variable, with its initializer
//! from the value attribute or from a constant initializer region.

use rustc_hash::FxHashMap;
use strata_dialect_llvm::enums::LINKAGE;
use strata_dialect_llvm::types as lt;
use strata_ir::{Body, Context, Diagnostic, OpId, Value};

use crate::constants::constant_text;
use crate::types::ir_type;
use crate::{ModuleWriter, untranslatable};

/// The LLVM keyword of a linkage value (empty for `external`).
pub(crate) fn linkage_keyword(ctx: &Context, body: &Body, op: OpId) -> String {
    match body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
        .and_then(|v| LINKAGE.stringify(v))
    {
        Some(s) if s != "external" => format!("{s} "),
        _ => String::new(),
    }
}

fn int_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> i64 {
    body.attr(ctx, op, name)
        .and_then(|a| a.int_value(ctx))
        .map_or(0, |v| v.sext_value())
}

/// Visibility and unnamed_addr keywords.
pub(crate) fn visibility_keywords(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut s = String::new();
    match int_prop(ctx, body, op, "visibility_") {
        1 => s.push_str("hidden "),
        2 => s.push_str("protected "),
        _ => {}
    }
    match int_prop(ctx, body, op, "unnamed_addr") {
        1 => s.push_str("local_unnamed_addr "),
        2 => s.push_str("unnamed_addr "),
        _ => {}
    }
    s
}

/// Evaluates the constant initializer region of a global.
fn region_initializer(ctx: &Context, inner: &Body) -> Result<Option<String>, Diagnostic> {
    let (rbody, regions) = (inner, inner.root_regions());
    let Some(block) = regions.first().and_then(|r| rbody.region_blocks(*r).next()) else {
        return Ok(None);
    };
    let mut values: FxHashMap<Value, String> = FxHashMap::default();
    for o in rbody.block_ops(block) {
        let name = rbody.op_name(o).as_str(ctx);
        let result_ty = rbody.results(o).next().map(|v| rbody.value_type(v));
        let text = match (name, result_ty) {
            ("llvm.return", _) => {
                let v = rbody.operands(o).next();
                return Ok(v.and_then(|v| values.get(&v).cloned()));
            }
            ("llvm.mlir.constant", Some(t)) => rbody
                .attr(ctx, o, "value")
                .and_then(|a| constant_text(ctx, a, t)),
            ("llvm.mlir.zero", Some(t)) => Some(if lt::ptr_address_space(ctx, t).is_some() {
                "null".into()
            } else {
                "zeroinitializer".into()
            }),
            ("llvm.mlir.undef", Some(_)) => Some("undef".into()),
            ("llvm.mlir.poison", Some(_)) => Some("poison".into()),
            ("llvm.mlir.addressof", Some(_)) => rbody
                .attr(ctx, o, "global_name")
                .and_then(|a| symbol_name(ctx, a))
                .map(|n| format!("@{}", crate::types::identified_name(&n))),
            _ => None,
        };
        match (text, rbody.results(o).next()) {
            (Some(t), Some(v)) => {
                values.insert(v, t);
            }
            _ => return Err(untranslatable(ctx, rbody, o)),
        }
    }
    Ok(None)
}

/// Writes one global.
pub(crate) fn write_global(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _w: &mut ModuleWriter,
) -> Result<String, Diagnostic> {
    let name = body
        .attr(ctx, op, "sym_name")
        .and_then(|a| a.str_value(ctx))
        .ok_or_else(|| untranslatable(ctx, body, op))?;
    let ty = body
        .attr(ctx, op, "global_type")
        .and_then(|a| a.type_value(ctx))
        .ok_or_else(|| untranslatable(ctx, body, op))?;
    let ty_ir = ir_type(ctx, ty).ok_or_else(|| untranslatable(ctx, body, op))?;
    let init = match body.attr(ctx, op, "value") {
        Some(v) => Some(constant_text(ctx, v, ty).ok_or_else(|| untranslatable(ctx, body, op))?),
        None => match body.isolated_body(op) {
            Some(inner) => region_initializer(ctx, inner)?,
            None => None,
        },
    };
    let linkage = linkage_keyword(ctx, body, op);
    let mut s = format!("@{} = {linkage}", crate::types::identified_name(name));
    s.push_str(&visibility_keywords(ctx, body, op));
    if body.attr(ctx, op, "thread_local_").is_some() {
        s.push_str("thread_local ");
    }
    let space = int_prop(ctx, body, op, "addr_space");
    if space != 0 {
        s.push_str(&format!("addrspace({space}) "));
    }
    s.push_str(if body.attr(ctx, op, "constant").is_some() {
        "constant "
    } else {
        "global "
    });
    s.push_str(&ty_ir);
    match init {
        Some(i) => {
            s.push(' ');
            s.push_str(&i);
        }
        None if linkage.is_empty() => s = s.replacen(" = ", " = external ", 1),
        None if linkage == "extern_weak " => {}
        None => s.push_str(" undef"),
    }
    if let Some(a) = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
    {
        s.push_str(&format!(", align {}", a.sext_value()));
    }
    s.push('\n');
    Ok(s)
}

/// The root name of a symbol reference attribute.
pub(crate) fn symbol_name(ctx: &Context, attr: strata_ir::Attribute) -> Option<String> {
    match attr.kind(ctx) {
        strata_ir::AttrKind::SymbolRef { root, .. } => Some(root.as_str(ctx).to_string()),
        _ => None,
    }
}
