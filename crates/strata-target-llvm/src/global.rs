//! `llvm.mlir.global` as an LLVM global variable, with its initializer
//! from the value attribute or from a constant initializer region.

use strata_dialect_llvm::enums::LINKAGE;
use strata_ir::{Body, Context, Diagnostic, OpId};

use crate::constants::constant_text;
use crate::initializer;
use crate::module_info::ModuleInfo;
use crate::types::{StructDefs, identified_name, ir_type, note_structs};
use crate::untranslatable;

/// The LLVM keyword of a linkage value (empty for `external`).
fn linkage_keyword(ctx: &Context, body: &Body, op: OpId) -> String {
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

/// The keywords after the linkage that LLVM writes for a symbol: linkage,
/// `dso_local` (unless the linkage or the visibility implies it) and
/// visibility.
pub(crate) fn linkage_prefix(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut s = linkage_keyword(ctx, body, op);
    let visibility = int_prop(ctx, body, op, "visibility_");
    let local = s == "private " || s == "internal ";
    let implied = local || (visibility != 0 && s != "extern_weak ");
    if body.attr(ctx, op, "dso_local").is_some() && !implied {
        s.push_str("dso_local ");
    }
    s.push_str(visibility_keyword(ctx, body, op));
    s
}

/// `hidden ` or `protected `, if the symbol has that visibility.
fn visibility_keyword(ctx: &Context, body: &Body, op: OpId) -> &'static str {
    match int_prop(ctx, body, op, "visibility_") {
        1 => "hidden ",
        2 => "protected ",
        _ => "",
    }
}

/// `unnamed_addr` or `local_unnamed_addr`, if the symbol has one.
pub(crate) fn unnamed_addr_keyword(ctx: &Context, body: &Body, op: OpId) -> Option<&'static str> {
    match int_prop(ctx, body, op, "unnamed_addr") {
        1 => Some("local_unnamed_addr"),
        2 => Some("unnamed_addr"),
        _ => None,
    }
}

/// Appends `thread_local` and the `unnamed_addr` keyword, if any.
fn push_storage_keywords(ctx: &Context, body: &Body, op: OpId, s: &mut String) {
    if body.attr(ctx, op, "thread_local_").is_some() {
        s.push_str("thread_local ");
    }
    if let Some(k) = unnamed_addr_keyword(ctx, body, op) {
        s.push_str(k);
        s.push(' ');
    }
}

/// `, section "name"` (or ` section "name"` with `comma` false), if the
/// symbol names a section.
pub(crate) fn section_suffix(ctx: &Context, body: &Body, op: OpId, comma: bool) -> String {
    match body.attr(ctx, op, "section").and_then(|a| a.str_value(ctx)) {
        Some(name) => format!(
            "{} section \"{}\"",
            if comma { "," } else { "" },
            crate::constants::escape(name.as_bytes())
        ),
        None => String::new(),
    }
}

/// Writes one global.
pub(crate) fn write_global(
    ctx: &Context,
    body: &Body,
    op: OpId,
    module: &ModuleInfo,
    structs: &mut StructDefs,
) -> Result<String, Diagnostic> {
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op)
        .ok_or_else(|| untranslatable(ctx, body, op))?;
    let ty = body
        .attr(ctx, op, "global_type")
        .and_then(|a| a.type_value(ctx))
        .ok_or_else(|| untranslatable(ctx, body, op))?;
    let ty_ir = ir_type(ctx, ty).ok_or_else(|| untranslatable(ctx, body, op))?;
    note_structs(ctx, structs, ty);
    let init = match body.attr(ctx, op, "value") {
        Some(v) => Some(constant_text(ctx, v, ty).ok_or_else(|| untranslatable(ctx, body, op))?),
        None => match body.isolated_body(op) {
            Some(inner) => initializer::evaluate(ctx, inner, module)?.map(|i| i.text),
            None => None,
        },
    };
    let linkage = linkage_keyword(ctx, body, op);
    let mut s = format!(
        "@{} = {}",
        identified_name(name),
        linkage_prefix(ctx, body, op)
    );
    push_storage_keywords(ctx, body, op, &mut s);
    let space = int_prop(ctx, body, op, "addr_space");
    if space != 0 {
        s.push_str(&format!("addrspace({space}) "));
    }
    if body.attr(ctx, op, "externally_initialized").is_some() {
        s.push_str("externally_initialized ");
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
    s.push_str(&section_suffix(ctx, body, op, true));
    s.push_str(&module.comdat_suffix(ctx, body, op, true));
    if let Some(a) = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
    {
        s.push_str(&format!(", align {}", a.sext_value()));
    }
    s.push('\n');
    Ok(s)
}

/// Writes one `llvm.mlir.ifunc` to `out`:
/// `@name = linkage dso_local visibility ifunc type, ptr @resolver`.
pub(crate) fn write_ifunc(
    ctx: &Context,
    body: &Body,
    op: OpId,
    structs: &mut StructDefs,
    out: &mut String,
) -> Result<(), Diagnostic> {
    let fail = || untranslatable(ctx, body, op);
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op).ok_or_else(fail)?;
    let ty = body
        .attr(ctx, op, "i_func_type")
        .and_then(|a| a.type_value(ctx))
        .ok_or_else(fail)?;
    let resolver_ty = body
        .attr(ctx, op, "resolver_type")
        .and_then(|a| a.type_value(ctx))
        .and_then(|t| ir_type(ctx, t))
        .ok_or_else(fail)?;
    let resolver = body
        .attr(ctx, op, "resolver")
        .and_then(|a| symbol_name(ctx, a))
        .ok_or_else(fail)?;
    note_structs(ctx, structs, ty);
    out.push_str(&format!(
        "@{} = {}ifunc {}, {resolver_ty} @{}\n",
        identified_name(name),
        linkage_prefix(ctx, body, op),
        ir_type(ctx, ty).ok_or_else(fail)?,
        identified_name(&resolver),
    ));
    Ok(())
}

/// Writes one `llvm.mlir.alias`: `@name = linkage dso_local visibility
/// thread_local unnamed_addr alias type, ptr aliasee`.
pub(crate) fn write_alias(
    ctx: &Context,
    body: &Body,
    op: OpId,
    module: &ModuleInfo,
    structs: &mut StructDefs,
) -> Result<String, Diagnostic> {
    let fail = || untranslatable(ctx, body, op);
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op).ok_or_else(fail)?;
    let ty = body
        .attr(ctx, op, "alias_type")
        .and_then(|a| a.type_value(ctx))
        .ok_or_else(fail)?;
    note_structs(ctx, structs, ty);
    let inner = body.isolated_body(op).ok_or_else(fail)?;
    let (aliasee, aliasee_ty) = match (
        initializer::evaluate(ctx, inner, module)?,
        initializer::returned_pointer_type(ctx, inner),
    ) {
        (Some(initial), Some(t)) => (initial, t),
        _ => return Err(fail()),
    };
    // As upstream, an alias is not marked dso_local.
    let mut s = format!(
        "@{} = {}{}",
        identified_name(name),
        linkage_keyword(ctx, body, op),
        visibility_keyword(ctx, body, op)
    );
    push_storage_keywords(ctx, body, op, &mut s);
    s.push_str("alias ");
    s.push_str(&ir_type(ctx, ty).ok_or_else(fail)?);
    s.push_str(", ");
    // LLVM writes the type of an aliasee unless it is a constant expression.
    if !aliasee.expression {
        s.push_str(&ir_type(ctx, aliasee_ty).ok_or_else(fail)?);
        s.push(' ');
    }
    s.push_str(&aliasee.text);
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
