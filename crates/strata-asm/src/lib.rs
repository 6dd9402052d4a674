//! The MLIR textual format: lexer, parser and printer, the interfaces
//! through which ops and dialects declare their syntax, and the syntax of
//! the builtin ops.
//!
//! Parse a module and print it back:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.allow_unregistered_dialects(true);
//! let src = "%0 = \"demo.op\"() {n = 7 : i32} : () -> i64";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert_eq!(text, "module {\n  %0 = \"demo.op\"() {n = 7 : i32} : () -> i64\n}");
//! ```

pub mod builtin;
pub use builtin::op_assembly;
pub mod function_signature;
mod interfaces;
mod legacy_iface;
pub mod lexer;
pub use strata_ir::line_index;
mod parser;
mod printer;

pub use interfaces::{
    AssemblyHooks, AttrAsmHooks, AttrParseHook, AttrPrintHook, DialectAliasInterface,
    DialectAttrAsmInterface, DialectTypeAsmInterface, NameHook, NameHooks, OpAsmOpInterface,
    OpAssemblyInterface, ParseHook, PrintHook, PropertiesConversionInterface, TypeParseHook,
    TypePrintHook,
};
pub use legacy_iface::LegacySyntaxInterface;
pub use parser::{
    BlockArgDef, MAX_INT_WIDTH, ParseError, ParseResult, ParsedSource, Parser, ParserConfig,
    SourcePos, SsaIds, UnresolvedOperand, parse_source_str,
};
pub use printer::{
    PrintFlags, Printer, ScopedOpPrinter, ValueNames, attr_alias_name, attr_to_string,
    op_to_string, op_to_string_scoped, print_top_level, print_top_level_with_threads,
    type_alias_name, type_to_string,
};

/// Bytes per stored element of a dense elements attribute of element type `ty`.
pub(crate) fn parser_element_bytes(
    ctx: &strata_ir::context::Context,
    ty: strata_ir::types::Type,
) -> usize {
    parser::element_bytes(ctx, ty)
}

/// Lets the verifier show operations in its diagnostics (see
/// [`strata_ir::verifier::install_op_printer`]); the parser and the printer
/// call it, so any program that reads or writes IR has it installed.
pub fn install_diagnostic_printer() {
    strata_ir::verifier::install_op_printer(generic_op_text);
}

/// `op` in the generic form, its values numbered from the closest
/// isolated-from-above operation enclosing or being `op`, as upstream's
/// local-scope printing does.
fn generic_op_text(
    ctx: &strata_ir::Context,
    body: &strata_ir::Body,
    op: strata_ir::OpId,
) -> String {
    let scope = body.isolated_body(op).is_some().then_some((body, op));
    op_to_string_scoped(
        ctx,
        scope,
        body,
        op,
        PrintFlags {
            generic: true,
            ..Default::default()
        },
    )
}
