//! `llvm.mlir.global` as JIT data: the bytes of the value attribute or of
//! the constant initializer region (constants, zero, undef, the address
//! of another symbol).

use cranelift_module::Linkage;
use strata_dialect_llvm::enums::LINKAGE;
use strata_ir::verifier::op_plain_error;
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type};

use crate::layout;
use crate::module::{Symbols, data};

fn global_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    body.attr(ctx, op, "global_type")
        .and_then(|a| a.type_value(ctx))
}

fn has_initializer(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.attr(ctx, op, "value").is_some()
        || body.isolated_body(op).is_some_and(|b| {
            b.root_regions()
                .first()
                .is_some_and(|r| b.region_blocks(*r).next().is_some())
        })
}

fn name(ctx: &Context, body: &Body, op: OpId) -> Result<String, Diagnostic> {
    body.attr(ctx, op, "sym_name")
        .and_then(|a| a.str_value(ctx))
        .map(str::to_string)
        .ok_or_else(|| {
            op_plain_error(
                ctx,
                body,
                op,
                "strata-run: global without a name".to_string(),
            )
        })
}

/// Declares every global.
pub fn declare(
    ctx: &Context,
    body: &Body,
    globals: &[OpId],
    syms: &mut Symbols,
) -> Result<(), Diagnostic> {
    for &op in globals {
        let n = name(ctx, body, op)?;
        let linkage_name = body
            .attr(ctx, op, "linkage")
            .and_then(|a| LINKAGE.value(ctx, a))
            .and_then(|v| LINKAGE.stringify(v))
            .unwrap_or_else(|| "external".to_string());
        let linkage = if !has_initializer(ctx, body, op) {
            Linkage::Import
        } else if matches!(linkage_name.as_str(), "internal" | "private") {
            Linkage::Local
        } else {
            Linkage::Export
        };
        let writable = body.attr(ctx, op, "constant").is_none();
        data::declare(syms, &n, linkage, writable).map_err(|e| op_plain_error(ctx, body, op, e))?;
    }
    Ok(())
}

/// Defines every global that has an initializer.
pub fn define(
    ctx: &Context,
    body: &Body,
    globals: &[OpId],
    syms: &mut Symbols,
) -> Result<(), Diagnostic> {
    for &op in globals {
        if !has_initializer(ctx, body, op) {
            continue;
        }
        let fail = |m: &str| op_plain_error(ctx, body, op, m.to_string());
        let n = name(ctx, body, op)?;
        let ty =
            global_type(ctx, body, op).ok_or_else(|| fail("strata-run: global without a type"))?;
        let (size, align) = layout::size_align(ctx, ty)
            .ok_or_else(|| fail("strata-run: unsupported global type"))?;
        let align = body
            .attr(ctx, op, "alignment")
            .and_then(|a| a.int_value(ctx))
            .map_or(align, |a| a.zext_value().max(align));
        let (bytes, relocs) = match body.attr(ctx, op, "value") {
            Some(v) => (
                data::value_bytes(ctx, v, ty, size)
                    .ok_or_else(|| fail("strata-run: unsupported global initializer"))?,
                Vec::new(),
            ),
            None => region_bytes(ctx, body, op, ty, size)?,
        };
        let id = syms
            .data_id(&n)
            .ok_or_else(|| fail("strata-run: undeclared global"))?;
        data::define(syms, id, bytes, align, &relocs).map_err(|e| fail(&e))?;
    }
    Ok(())
}

/// The bytes of a global and its pointer relocations `(offset, symbol)`.
type Initializer = (Vec<u8>, Vec<(u32, String)>);

/// The bytes and relocations of an initializer region returning one value.
fn region_bytes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    size: u64,
) -> Result<Initializer, Diagnostic> {
    let zero = vec![0u8; usize::try_from(size).unwrap_or(0)];
    let Some(inner) = body.isolated_body(op) else {
        return Ok((zero, Vec::new()));
    };
    let Some(block) = inner
        .root_regions()
        .first()
        .and_then(|r| inner.region_blocks(*r).next())
    else {
        return Ok((zero, Vec::new()));
    };
    let ret = inner.last_op(block).and_then(|t| inner.operands(t).next());
    let Some(def) = ret.and_then(|v| inner.defining_op(v)) else {
        return Ok((zero, Vec::new()));
    };
    let fail = || {
        op_plain_error(
            ctx,
            inner,
            def,
            "strata-run: unsupported global initializer".to_string(),
        )
    };
    match inner.op_name(def).as_str(ctx) {
        "llvm.mlir.constant" => {
            let attr = inner.attr(ctx, def, "value").ok_or_else(fail)?;
            let bytes = data::value_bytes(ctx, attr, ty, size).ok_or_else(fail)?;
            Ok((bytes, Vec::new()))
        }
        "llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.poison" => Ok((zero, Vec::new())),
        "llvm.mlir.addressof" => {
            let sym = inner
                .attr(ctx, def, "global_name")
                .and_then(|a| match a.kind(ctx) {
                    AttrKind::SymbolRef { root, .. } => Some(root.as_str(ctx).to_string()),
                    _ => None,
                });
            Ok((zero, vec![(0, sym.ok_or_else(fail)?)]))
        }
        _ => Err(fail()),
    }
}
