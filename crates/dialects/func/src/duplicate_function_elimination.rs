//! `duplicate-function-elimination`: erases each `func.func` whose
//! definition is equivalent (ignoring locations and its name) to an earlier
//! one in the same module, and redirects the symbol uses to that one.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_analysis::equivalence::equivalent_self_contained_regions;
use strata_ir::symbol_table::symbol_name;
use strata_ir::{AttrKind, Attribute, Body, Context, Ident, NamedAttr, OpId, OpTraits, RegionId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use crate::FuncOp;

/// The duplicate function elimination pass.
#[derive(Clone, Default)]
pub struct DuplicateFunctionElimination;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "duplicate-function-elimination",
    summary: "Deduplicate functions",
    options: &[],
    create: || Box::new(DuplicateFunctionElimination),
};

impl Pass for DuplicateFunctionElimination {
    fn argument(&self) -> &'static str {
        "duplicate-function-elimination"
    }

    fn name(&self) -> &'static str {
        "DuplicateFunctionElimination"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let Some(module) = body.isolated_body_mut(op) else {
            return Ok(());
        };
        let regions: SmallVec<[RegionId; 1]> = SmallVec::from_slice(module.root_regions());
        let functions: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| module.region_blocks(r))
            .flat_map(|b| module.block_ops(b))
            .filter(|&f| module.isa::<FuncOp>(ctx, f) && !is_declaration(module, f))
            .collect();
        let mut representatives: Vec<OpId> = Vec::new();
        let mut renames: FxHashMap<Ident, Ident> = FxHashMap::default();
        let mut duplicates: Vec<OpId> = Vec::new();
        for f in functions {
            let found = representatives
                .iter()
                .copied()
                .find(|&r| same_function(ctx, module, r, f));
            match found {
                Some(r) => {
                    if let (Some(old), Some(new)) =
                        (symbol_name(ctx, module, f), symbol_name(ctx, module, r))
                    {
                        renames.insert(Ident::new(ctx, old), Ident::new(ctx, new));
                    }
                    duplicates.push(f);
                }
                None => representatives.push(f),
            }
        }
        if duplicates.is_empty() {
            return Ok(());
        }
        for f in duplicates {
            module.erase_op(f);
        }
        rename_uses(ctx, module, &regions, &renames);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// True if `f` has no body.
fn is_declaration(body: &Body, f: OpId) -> bool {
    let (inner, regions) = body.op_regions(f);
    regions
        .iter()
        .all(|&r| inner.region_blocks(r).next().is_none())
}

/// True if `a` and `b` agree in every attribute but their names and have
/// equivalent bodies.
fn same_function(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    if body.op_attrs(a) != body.op_attrs(b)
        || properties_but_name(ctx, body, a) != properties_but_name(ctx, body, b)
    {
        return false;
    }
    equivalent_self_contained_regions(ctx, body.op_regions(a), body.op_regions(b))
}

fn properties_but_name(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[NamedAttr; 4]> {
    body.op_props(op)
        .map(|p| {
            p.dict_entries(ctx)
                .iter()
                .filter(|e| e.name.as_str(ctx) != "sym_name")
                .copied()
                .collect()
        })
        .unwrap_or_default()
}

/// Rewrites every symbol reference rooted at a renamed symbol in the
/// operations of `regions`, not entering nested symbol tables.
fn rename_uses(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    renames: &FxHashMap<Ident, Ident>,
) {
    for &r in regions {
        let blocks: SmallVec<[strata_ir::BlockId; 2]> = body.region_blocks(r).collect();
        for b in blocks {
            let ops: SmallVec<[OpId; 16]> = body.block_ops(b).collect();
            for op in ops {
                rename_in_op(ctx, body, op, renames);
            }
        }
    }
}

fn rename_in_op(ctx: &Context, body: &mut Body, op: OpId, renames: &FxHashMap<Ident, Ident>) {
    if let Some(props) = body.op_props(op) {
        let renamed = rename_in_attr(ctx, props, renames);
        if renamed != props {
            body.set_op_props(op, Some(renamed));
        }
    }
    let attrs = body.op_attrs(op);
    let renamed = rename_in_attr(ctx, attrs, renames);
    if renamed != attrs {
        body.set_op_attrs(op, renamed);
    }
    if body.op_name(op).has_trait(ctx, OpTraits::SYMBOL_TABLE) {
        return;
    }
    if let Some(inner) = body.isolated_body_mut(op) {
        let regions: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
        rename_uses(ctx, inner, &regions, renames);
    } else {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
        rename_uses(ctx, body, &regions, renames);
    }
}

/// `attr` with every symbol reference rooted at a renamed symbol rewritten.
fn rename_in_attr(ctx: &Context, attr: Attribute, renames: &FxHashMap<Ident, Ident>) -> Attribute {
    match attr.kind(ctx) {
        AttrKind::SymbolRef { root, nested } => match renames.get(root) {
            Some(&new) => Attribute::symbol_ref(ctx, new, nested),
            None => attr,
        },
        AttrKind::Array(elements) => {
            let renamed: SmallVec<[Attribute; 8]> = elements
                .iter()
                .map(|&e| rename_in_attr(ctx, e, renames))
                .collect();
            if renamed.as_slice() == &elements[..] {
                attr
            } else {
                Attribute::array(ctx, &renamed)
            }
        }
        AttrKind::Dictionary(entries) => {
            let renamed: SmallVec<[NamedAttr; 8]> = entries
                .iter()
                .map(|e| NamedAttr {
                    value: rename_in_attr(ctx, e.value, renames),
                    ..*e
                })
                .collect();
            if renamed
                .iter()
                .zip(entries.iter())
                .all(|(a, b)| a.value == b.value)
            {
                attr
            } else {
                Attribute::dictionary_sorted(ctx, &renamed)
            }
        }
        _ => attr,
    }
}
