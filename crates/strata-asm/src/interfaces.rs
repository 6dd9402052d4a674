//! The interfaces through which operations and dialects take part in the
//! textual format: custom assembly of ops, result and block argument names,
//! and the syntax and aliases of dialect types and attributes.

use strata_ir::attributes::{Attribute, NamedAttr};
use strata_ir::context::Context;
use strata_ir::dialect::OpDef;
use strata_ir::ir::{Body, OpId, OperationState, Value};
use strata_ir::types::Type;

use super::{ParseResult, Parser, Printer};

/// Parses the custom assembly form of an operation, after its name.
pub type ParseHook = fn(&OpDef, &mut Parser<'_>, &mut OperationState) -> ParseResult<()>;
/// Prints the custom assembly form of an operation, after its name.
pub type PrintHook = fn(&OpDef, &mut Printer<'_>, OpId);
/// Suggests names for an operation's results (`%c0`, `%cst`) or its
/// regions' entry block arguments through the callback.
pub type NameHook = fn(&Context, &Body, OpId, &mut dyn FnMut(Value, &str));
/// Parses the body of a dialect type after `!dialect.`.
pub type TypeParseHook = fn(&mut Parser<'_>, &str) -> ParseResult<Type>;
/// Prints the body of a dialect type after `!dialect.`.
pub type TypePrintHook = fn(&mut Printer<'_>, Type);
/// Parses the body of a dialect attribute after `#dialect.`.
pub type AttrParseHook = fn(&mut Parser<'_>, &str, Option<Type>) -> ParseResult<Attribute>;
/// Prints the body of a dialect attribute after `#dialect.`.
pub type AttrPrintHook = fn(&mut Printer<'_>, Attribute);

/// An operation with a custom assembly form (ops without it print in the
/// generic form).
pub trait OpAssemblyInterface: Send + Sync {
    /// Parses the custom form after the op name into `state`.
    fn parse(&self, def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState)
    -> ParseResult<()>;
    /// Prints the custom form after the op name.
    fn print(&self, def: &OpDef, p: &mut Printer<'_>, op: OpId);
}

/// An [`OpAssemblyInterface`] given by a parse and a print function.
pub struct AssemblyHooks {
    /// The parser.
    pub parse: ParseHook,
    /// The printer.
    pub print: PrintHook,
}

impl OpAssemblyInterface for AssemblyHooks {
    fn parse(
        &self,
        def: &OpDef,
        p: &mut Parser<'_>,
        state: &mut OperationState,
    ) -> ParseResult<()> {
        (self.parse)(def, p, state)
    }

    fn print(&self, def: &OpDef, p: &mut Printer<'_>, op: OpId) {
        (self.print)(def, p, op)
    }
}

/// An operation that suggests SSA names for its results and its regions'
/// entry block arguments (MLIR's OpAsmOpInterface).
pub trait OpAsmOpInterface: Send + Sync {
    /// Suggests result names through `set`.
    fn result_names(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _set: &mut dyn FnMut(Value, &str),
    ) {
    }

    /// Suggests entry block argument names through `set`.
    fn block_arg_names(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _set: &mut dyn FnMut(Value, &str),
    ) {
    }
}

/// An [`OpAsmOpInterface`] given by optional name functions.
pub struct NameHooks {
    /// Result names.
    pub results: Option<NameHook>,
    /// Entry block argument names.
    pub block_args: Option<NameHook>,
}

impl OpAsmOpInterface for NameHooks {
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
        if let Some(f) = self.results {
            f(ctx, body, op, set)
        }
    }

    fn block_arg_names(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        set: &mut dyn FnMut(Value, &str),
    ) {
        if let Some(f) = self.block_args {
            f(ctx, body, op, set)
        }
    }
}

/// A dialect with its own type syntax (`!dialect.mnemonic<...>`).
pub trait DialectTypeAsmInterface: Send + Sync {
    /// Parses a type body after `!dialect.`, given its mnemonic.
    fn parse_type(&self, p: &mut Parser<'_>, mnemonic: &str) -> ParseResult<Type>;
    /// Prints a type of the dialect after `!dialect`.
    fn print_type(&self, p: &mut Printer<'_>, ty: Type);
}

/// A dialect with its own attribute syntax (`#dialect.mnemonic<...>`).
pub trait DialectAttrAsmInterface: Send + Sync {
    /// Parses an attribute body after `#dialect.`, given its mnemonic and
    /// the expected type, if any.
    fn parse_attr(
        &self,
        p: &mut Parser<'_>,
        mnemonic: &str,
        ty: Option<Type>,
    ) -> ParseResult<Attribute>;
    /// Prints an attribute of the dialect after `#dialect`.
    fn print_attr(&self, p: &mut Printer<'_>, attr: Attribute);
}

/// A [`DialectAttrAsmInterface`] given by a parse and a print function.
pub struct AttrAsmHooks {
    /// The parser.
    pub parse: AttrParseHook,
    /// The printer.
    pub print: AttrPrintHook,
}

impl DialectAttrAsmInterface for AttrAsmHooks {
    fn parse_attr(
        &self,
        p: &mut Parser<'_>,
        mnemonic: &str,
        ty: Option<Type>,
    ) -> ParseResult<Attribute> {
        (self.parse)(p, mnemonic, ty)
    }

    fn print_attr(&self, p: &mut Printer<'_>, attr: Attribute) {
        (self.print)(p, attr)
    }
}

/// A dialect that names aliases for its types and attributes (`!name = ...`,
/// `#name = ...`; MLIR's OpAsmDialectInterface).
pub trait DialectAliasInterface: Send + Sync {
    /// The alias name for `ty`, if it should get one.
    fn type_alias(&self, _ctx: &Context, _ty: Type) -> Option<String> {
        None
    }
    /// The alias name for `attr`, if it should get one.
    fn attr_alias(&self, _ctx: &Context, _attr: Attribute) -> Option<String> {
        None
    }
}

/// An operation with properties, checked while parsing its generic form as
/// upstream does: the dictionary written as `<{...}>` is converted
/// (MLIR's `setPropertiesFromAttr`), or else the inherent attributes
/// written in the attribute dictionary are verified (`verifyInherentAttrs`).
pub trait PropertiesConversionInterface: Send + Sync {
    /// Checks that the entries of the dictionary `props` have the attribute
    /// kinds the properties store; the error is the reason printed after
    /// `invalid properties {...} for op name: `.
    fn convert_properties(
        &self,
        def: &OpDef,
        ctx: &Context,
        props: Attribute,
    ) -> Result<(), String>;
    /// Checks the inherent attributes among `attrs` against their
    /// constraints; the error is printed after `'name' op `.
    fn verify_inherent_attrs(
        &self,
        def: &OpDef,
        ctx: &Context,
        attrs: &[NamedAttr],
    ) -> Result<(), String>;
}
