//! The std dialect's side of the seeds' syntax: unprefixed op names are std
//! ops (`br_cond` is `cond_br`, `func` a `func.func`), a function body has
//! std as a second default dialect, and a seed's function declaration
//! without visibility is private (see `docs/legacy-syntax.md`).

use strata_asm::LegacySyntaxInterface;
use strata_ir::attributes::{Attribute, NamedAttr};
use strata_ir::ident::Ident;
use strata_ir::ir::{OperationState, StateRegions};
use strata_ir::{Context, OperationName};

/// The ops whose bodies have std as a second default dialect.
const FUNCTION_OPS: [&str; 1] = ["func.func"];

/// The std dialect's [`LegacySyntaxInterface`].
pub struct StdLegacySyntax;

impl LegacySyntaxInterface for StdLegacySyntax {
    fn implicit_scopes(&self) -> &[&str] {
        &FUNCTION_OPS
    }

    fn resolve_op_name(&self, ctx: &Context, text: &str) -> Option<OperationName> {
        let full = match text {
            "func" => "func.func".to_string(),
            "br_cond" => "std.cond_br".to_string(),
            _ => format!("std.{text}"),
        };
        Some(OperationName::new(ctx, &full))
    }

    fn unknown_op_note(&self) -> &str {
        "this is the seeds' Standard-dialect syntax; strata-opt accepts it with --legacy-syntax"
    }

    fn fixup_op(&self, ctx: &Context, state: &mut OperationState) {
        if FUNCTION_OPS.contains(&state.name.as_str(ctx)) {
            make_declaration_private(ctx, state);
        }
    }
}

/// A function declaration without visibility (public in the seeds, which
/// MLIR 22 rejects) becomes private.
fn make_declaration_private(ctx: &Context, state: &mut OperationState) {
    let declaration = match &state.regions {
        StateRegions::Isolated(body) => body
            .root_regions()
            .iter()
            .all(|r| body.region_blocks(*r).next().is_none()),
        StateRegions::Local(regions) => regions.is_empty(),
        _ => true,
    };
    let has = |a: Option<Attribute>| {
        a.is_some_and(|d| {
            d.dict_entries(ctx)
                .iter()
                .any(|e| e.name.as_str(ctx) == "sym_visibility")
        })
    };
    if !declaration || has(state.props) || has(state.attrs) {
        return;
    }
    let mut entries: Vec<NamedAttr> = state
        .attrs
        .map(|d| d.dict_entries(ctx).to_vec())
        .unwrap_or_default();
    entries.push(NamedAttr {
        name: Ident::new(ctx, "sym_visibility"),
        value: Attribute::string(ctx, "private"),
    });
    state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
}
