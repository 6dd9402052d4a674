//! Symbol uses: the symbol references held in operation attributes, walked
//! the way MLIR's `SymbolTable::getSymbolUses` does, and resolution of a
//! reference to every symbol along its path.

use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::symbol_table::symbol_name;
use strata_ir::{AttrKind, Attribute, Body, Context, Ident, OpId, RegionId};

/// True if `op` is a symbol (SymbolOpInterface): it has the `Symbol` trait,
/// or is a `builtin.module` (an optional symbol) with a name.
pub fn is_symbol(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    name.has_trait(ctx, OpTraits::SYMBOL)
        || body.isa::<strata_ir::builtin::ModuleOp>(ctx, op) && symbol_name(ctx, body, op).is_some()
}

/// True if `op` defines a symbol table.
pub fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(ctx, OpTraits::SYMBOL_TABLE)
}

/// True for an operation of an unknown dialect with one region: it might
/// define a symbol table, so symbol uses below it cannot be known.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    body.num_regions(op) == 1 && !ctx.is_dialect_registered(name.dialect_name(ctx))
}

/// Calls `f` with every symbol reference in `attr` and its sub-attributes.
pub fn walk_symbol_refs(ctx: &Context, attr: Attribute, f: &mut dyn FnMut(Attribute)) {
    // Attributes nest as deep as the input wrote them.
    strata_ir::stack::grow(|| match attr.kind(ctx) {
        AttrKind::SymbolRef { .. } => f(attr),
        AttrKind::Array(elements) => {
            for &e in elements.iter() {
                walk_symbol_refs(ctx, e, f);
            }
        }
        AttrKind::Dictionary(entries) => {
            for e in entries.iter() {
                walk_symbol_refs(ctx, e.value, f);
            }
        }
        AttrKind::Sparse {
            indices, values, ..
        } => {
            walk_symbol_refs(ctx, *indices, f);
            walk_symbol_refs(ctx, *values, f);
        }
        AttrKind::Distinct { referenced, .. } => walk_symbol_refs(ctx, *referenced, f),
        AttrKind::Dialect { params, .. } => {
            for &p in params.iter() {
                walk_symbol_refs(ctx, p, f);
            }
        }
        _ => {}
    })
}

/// Calls `f` with every symbol reference held by `op`'s own attributes.
pub fn op_symbol_refs(ctx: &Context, body: &Body, op: OpId, f: &mut dyn FnMut(Attribute)) {
    if let Some(props) = body.op_props(op) {
        walk_symbol_refs(ctx, props, f);
    }
    walk_symbol_refs(ctx, body.op_attrs(op), f);
}

/// Calls `f` with the symbol references held by `op` and the operations
/// nested in it, not entering nested symbol tables. Returns `Err` with the
/// body and operation that might be an unknown symbol table.
pub fn symbol_uses<'b>(
    ctx: &Context,
    body: &'b Body,
    op: OpId,
    f: &mut dyn FnMut(Attribute),
) -> Result<(), (&'b Body, OpId)> {
    if is_potentially_unknown_symbol_table(ctx, body, op) {
        return Err((body, op));
    }
    op_symbol_refs(ctx, body, op, f);
    if is_symbol_table(ctx, body, op) {
        return Ok(());
    }
    let (inner, regions) = body.op_regions(op);
    let mut worklist: SmallVec<[(&'b Body, RegionId); 8]> =
        regions.iter().map(|&r| (inner, r)).collect();
    while let Some((b, r)) = worklist.pop() {
        for block in b.region_blocks(r) {
            for nested in b.block_ops(block) {
                if is_potentially_unknown_symbol_table(ctx, b, nested) {
                    return Err((b, nested));
                }
                op_symbol_refs(ctx, b, nested, f);
                if !is_symbol_table(ctx, b, nested) {
                    let (nb, nr) = b.op_regions(nested);
                    worklist.extend(nr.iter().map(|&r| (nb, r)));
                }
            }
        }
    }
    Ok(())
}

/// The symbol named `name` defined directly in `regions` of `body`.
pub fn lookup_in(ctx: &Context, body: &Body, regions: &[RegionId], name: Ident) -> Option<OpId> {
    let wanted = name.as_str(ctx);
    regions
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .flat_map(|b| body.block_ops(b))
        .find(|&o| symbol_name(ctx, body, o) == Some(wanted))
}

/// Resolves `reference` in the symbol table made of `regions` of `body`,
/// returning every symbol along its path (`@a::@b` gives `@a` and `@b`),
/// or `None` if some part does not resolve.
pub fn resolve_all<'b>(
    ctx: &Context,
    body: &'b Body,
    regions: &[RegionId],
    reference: Attribute,
) -> Option<SmallVec<[(&'b Body, OpId); 2]>> {
    let AttrKind::SymbolRef { root, nested } = reference.kind(ctx) else {
        return None;
    };
    let mut found: SmallVec<[(&'b Body, OpId); 2]> = SmallVec::new();
    let mut cur = (body, lookup_in(ctx, body, regions, *root)?);
    found.push(cur);
    for &n in nested.iter() {
        if !is_symbol_table(ctx, cur.0, cur.1) {
            return None;
        }
        let (inner, inner_regions) = cur.0.op_regions(cur.1);
        cur = (inner, lookup_in(ctx, inner, inner_regions, n)?);
        found.push(cur);
    }
    Some(found)
}
