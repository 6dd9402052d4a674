//! Symbol tables: the symbols (`sym_name`) defined directly in the region
//! of a symbol-table operation such as `builtin.module`, and resolution of
//! nested references `@a::@b`.

use rustc_hash::FxHashMap;

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::ir::{Body, OpId, RegionId};

/// The symbols defined in the regions of one symbol-table operation.
pub struct SymbolTable<'a> {
    body: &'a Body,
    symbols: FxHashMap<&'a str, OpId>,
}

/// The name of the symbol defined by `op`, if it defines one.
pub fn symbol_name<'a>(ctx: &'a Context, body: &Body, op: OpId) -> Option<&'a str> {
    let attr = body.attr(ctx, op, "sym_name")?;
    match attr.kind(ctx) {
        AttrKind::String { bytes, .. } => std::str::from_utf8(bytes).ok(),
        _ => None,
    }
}

/// The visibility of a symbol: `public` (default), `private` or `nested`.
pub fn symbol_visibility<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    body.attr(ctx, op, "sym_visibility")
        .and_then(|a| a.str_value(ctx))
        .unwrap_or("public")
}

impl<'a> SymbolTable<'a> {
    /// The symbols defined directly in `regions` of `body`.
    pub fn new(ctx: &'a Context, body: &'a Body, regions: &[RegionId]) -> Self {
        let mut symbols = FxHashMap::default();
        for &r in regions {
            for block in body.region_blocks(r) {
                for op in body.block_ops(block) {
                    if let Some(name) = symbol_name(ctx, body, op) {
                        symbols.entry(name).or_insert(op);
                    }
                }
            }
        }
        SymbolTable { body, symbols }
    }

    /// The symbol table of a symbol-table operation (e.g. a module).
    pub fn of_op(ctx: &'a Context, body: &'a Body, op: OpId) -> Self {
        let (rbody, regions) = body.op_regions(op);
        SymbolTable::new(ctx, rbody, regions)
    }

    /// The body holding the symbol operations.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The operation defining `name` in this table.
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.symbols.get(name).copied()
    }

    /// Resolves a (possibly nested) symbol reference attribute.
    pub fn resolve(&self, ctx: &Context, reference: Attribute) -> Option<(&'a Body, OpId)> {
        let AttrKind::SymbolRef { root, nested } = reference.kind(ctx) else {
            return None;
        };
        let mut body: &'a Body = self.body;
        let mut op = self.lookup(root.as_str(ctx))?;
        for n in nested.iter() {
            let (inner, regions) = body.op_regions(op);
            let name = n.as_str(ctx);
            op = regions
                .iter()
                .flat_map(|r| inner.region_blocks(*r))
                .flat_map(|b| inner.block_ops(b))
                .find(|o| symbol_name(ctx, inner, *o) == Some(name))?;
            body = inner;
        }
        Some((body, op))
    }

    /// Iterates over the `(name, op)` pairs of the table (in no particular order).
    pub fn iter(&self) -> impl Iterator<Item = (&'a str, OpId)> + '_ {
        self.symbols.iter().map(|(n, o)| (*n, *o))
    }
}

/// An operation that references symbols and checks those references
/// against the nearest enclosing symbol table (MLIR's SymbolUserOpInterface).
pub trait SymbolUserOpInterface: Send + Sync {
    /// Checks the symbol references of `op`.
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        table: &SymbolTable<'_>,
    ) -> crate::diagnostics::DiagResult;
}

impl SymbolUserOpInterface for crate::dialect::SymbolUsesHook {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        table: &SymbolTable<'_>,
    ) -> crate::diagnostics::DiagResult {
        self(ctx, body, op, table)
    }
}
