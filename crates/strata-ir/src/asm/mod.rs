//! The MLIR textual format: lexer, parser and printer.

mod interfaces;
pub mod lexer;
pub mod line_index;
mod parser;
mod printer;

pub use interfaces::{
    AssemblyHooks, AttrAsmHooks, AttrParseHook, AttrPrintHook, DialectAliasInterface,
    DialectAttrAsmInterface, DialectTypeAsmInterface, NameHook, NameHooks, OpAsmOpInterface,
    OpAssemblyInterface, ParseHook, PrintHook, TypeParseHook, TypePrintHook,
};
pub use parser::{
    BlockArgDef, MAX_INT_WIDTH, ParseError, ParseResult, ParsedSource, Parser, ParserConfig,
    SourcePos, UnresolvedOperand, parse_source_str,
};
pub use printer::{
    PrintFlags, Printer, ValueNames, attr_alias_name, attr_to_string, op_to_string,
    op_to_string_scoped, print_top_level, type_alias_name, type_to_string,
};

/// Bytes per stored element of a dense elements attribute of element type `ty`.
pub(crate) fn parser_element_bytes(ctx: &crate::context::Context, ty: crate::types::Type) -> usize {
    parser::element_bytes(ctx, ty)
}
