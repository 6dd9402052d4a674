//! What writing one part of a module needs to know about the whole: the
//! data layout, the globals an address may be folded within, and the
//! comdats.

use rustc_hash::FxHashMap;
use strata_dialect_llvm::enums::{COMDAT, LINKAGE, LINKAGE_EXTERN_WEAK};
use strata_ir::symbol_table::symbol_name;
use strata_ir::{AttrKind, Body, Context, OpId};

use crate::data_layout::DataLayout;
use crate::types::identified_name;

/// A comdat of LLVM IR: the name of its selector and its selection kind.
pub(crate) struct Comdat {
    name: String,
    kind: String,
}

/// Facts about the module gathered before its parts are written.
pub(crate) struct ModuleInfo {
    /// The module's data layout.
    pub(crate) layout: DataLayout,
    /// The bytes known dereferenceable at each global variable: its store
    /// size, unless it is `extern_weak` and so may be null.
    pub(crate) dereferenceable: FxHashMap<String, u64>,
    /// The selectors of each `llvm.comdat` group, by group and selector name.
    comdats: FxHashMap<(String, String), Comdat>,
}

impl ModuleInfo {
    /// Gathers the facts from the top-level operations `ops` of `mbody`.
    pub(crate) fn gather(ctx: &Context, mbody: &Body, ops: &[OpId], layout: DataLayout) -> Self {
        let mut dereferenceable = FxHashMap::default();
        let mut comdats = FxHashMap::default();
        for &op in ops {
            match mbody.op_name(op).as_str(ctx) {
                "llvm.mlir.global" => {
                    let extern_weak = mbody
                        .attr(ctx, op, "linkage")
                        .and_then(|a| LINKAGE.value(ctx, a))
                        == Some(LINKAGE_EXTERN_WEAK);
                    let size = mbody
                        .attr(ctx, op, "global_type")
                        .and_then(|a| a.type_value(ctx))
                        .and_then(|t| layout.store_size(ctx, t));
                    if let (false, Some(size), Some(name)) =
                        (extern_weak, size, symbol_name(ctx, mbody, op))
                    {
                        dereferenceable.insert(name.to_string(), size);
                    }
                }
                "llvm.comdat" => {
                    let Some(group) = symbol_name(ctx, mbody, op) else {
                        continue;
                    };
                    let (rbody, regions) = mbody.op_regions(op);
                    for block in regions.iter().flat_map(|r| rbody.region_blocks(*r)) {
                        for selector in rbody.block_ops(block) {
                            let kind = rbody
                                .attr(ctx, selector, "comdat")
                                .and_then(|a| COMDAT.value(ctx, a))
                                .and_then(|v| COMDAT.stringify(v));
                            if let (Some(name), Some(kind)) =
                                (symbol_name(ctx, rbody, selector), kind)
                            {
                                comdats.insert(
                                    (group.to_string(), name.to_string()),
                                    Comdat {
                                        name: name.to_string(),
                                        kind,
                                    },
                                );
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        ModuleInfo {
            layout,
            dereferenceable,
            comdats,
        }
    }

    /// The comdat the `comdat` attribute of `op` names, if any.
    fn comdat_of(&self, ctx: &Context, body: &Body, op: OpId) -> Option<&Comdat> {
        let AttrKind::SymbolRef { root, nested } = body.attr(ctx, op, "comdat")?.kind(ctx) else {
            return None;
        };
        let selector = nested.first()?;
        self.comdats.get(&(
            root.as_str(ctx).to_string(),
            selector.as_str(ctx).to_string(),
        ))
    }

    /// ` comdat($name)` for an op in a comdat (` comdat` when the comdat
    /// has the symbol's own name), after a comma for a global variable.
    pub(crate) fn comdat_suffix(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        comma: bool,
    ) -> String {
        let Some(comdat) = self.comdat_of(ctx, body, op) else {
            return String::new();
        };
        let mut s = String::from(if comma { ", comdat" } else { " comdat" });
        if symbol_name(ctx, body, op) != Some(comdat.name.as_str()) {
            s.push_str(&format!("(${})", identified_name(&comdat.name)));
        }
        s
    }

    /// The definitions of the comdats the functions, then the global
    /// variables, of `ops` use (as LLVM lists them), each followed by a
    /// blank line.
    pub(crate) fn comdat_definitions(&self, ctx: &Context, mbody: &Body, ops: &[OpId]) -> String {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut out = String::new();
        for kind in ["llvm.func", "llvm.mlir.global"] {
            for &op in ops {
                if mbody.op_name(op).as_str(ctx) != kind {
                    continue;
                }
                if let Some(comdat) = self.comdat_of(ctx, mbody, op)
                    && seen.insert(comdat.name.as_str())
                {
                    out.push_str(&format!(
                        "${} = comdat {}\n\n",
                        identified_name(&comdat.name),
                        comdat.kind
                    ));
                }
            }
        }
        out
    }
}
