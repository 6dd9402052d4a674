//! `symbol-privatize`: marks every symbol directly in the operation's
//! regions private, except those listed in the `exclude` option.

use strata_ir::symbol_table::symbol_name;
use strata_ir::{Attribute, Body, Context, Ident, OpId};
use strata_pass::{
    Pass, PassContext, PassOptionInfo, PassRegistration, PassResult, list_option_string,
};

use strata_analysis::symbols::is_symbol;

/// The symbol privatization pass.
#[derive(Clone, Default)]
pub struct SymbolPrivatize {
    exclude: Vec<String>,
}

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "exclude",
    kind: "string",
    description: "Comma separated list of symbols that should not be marked private",
}];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "symbol-privatize",
    summary: "Mark symbols private",
    options: OPTIONS,
    create: || Box::new(SymbolPrivatize::default()),
};

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &'static str {
        "symbol-privatize"
    }

    fn name(&self) -> &'static str {
        "SymbolPrivatize"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "exclude" => {
                self.exclude = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
                Ok(())
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }

    fn option_string(&self) -> String {
        list_option_string("exclude", &self.exclude)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        match body.isolated_body_mut(op) {
            Some(inner) => {
                let regions = inner.root_regions().to_vec();
                self.privatize(ctx, inner, &regions);
            }
            None => {
                let regions = body.local_regions(op).to_vec();
                self.privatize(ctx, body, &regions);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl SymbolPrivatize {
    fn privatize(&self, ctx: &Context, body: &mut Body, regions: &[strata_ir::RegionId]) {
        let private = Attribute::string(ctx, "private");
        let name = Ident::new(ctx, "sym_visibility");
        let symbols: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .filter(|&o| is_symbol(ctx, body, o))
            .filter(|&o| {
                symbol_name(ctx, body, o).is_none_or(|n| !self.exclude.iter().any(|e| e == n))
            })
            .collect();
        for op in symbols {
            let inherent = body
                .op_name(op)
                .def(ctx)
                .is_some_and(|d| d.is_inherent("sym_visibility"));
            if inherent {
                body.set_inherent_attr(ctx, op, name, Some(private));
            } else {
                body.set_discardable_attr(ctx, op, name, Some(private));
            }
        }
    }
}
