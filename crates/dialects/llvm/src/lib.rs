//! The `llvm` dialect: LLVM IR's types (`!llvm.ptr`, `!llvm.struct`, ...)
//! and instructions as operations, in upstream MLIR's textual format.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_llvm::dialect().expect("valid declarations"));
//! let src = "%0 = llvm.mlir.constant(7 : i32) : i32";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("llvm.mlir.constant(7 : i32) : i32"), "{text}");
//! ```

pub mod constraints;
pub mod directives;
pub mod enums;
mod legacy_types;
pub mod ops;
pub mod types;

use strata_asm::{DialectAttrAsmInterface, DialectTypeAsmInterface, ParseResult, Parser, Printer};
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface, InlineAll};
use strata_ir::{DialectDef, Type};

/// The type syntax hooks of the dialect.
struct TypeAsm;

impl DialectTypeAsmInterface for TypeAsm {
    fn parse_type(&self, p: &mut Parser<'_>, mnemonic: &str) -> ParseResult<Type> {
        types::parse_body(p, mnemonic)
    }

    fn print_type(&self, p: &mut Printer<'_>, ty: Type) {
        types::print_body(p, ty)
    }
}

/// The `llvm` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect("llvm", ops::all())?;
    d.add_interface::<dyn DialectTypeAsmInterface>(Box::new(TypeAsm));
    d.add_interface::<dyn DialectAttrAsmInterface>(Box::new(enums::ATTR_ASM));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        ops::materialize_constant as MaterializeHook,
    ));
    Ok(d)
}

mod classes;
pub use classes::*;

#[cfg(test)]
mod tests {
    #[test]
    fn declarations_are_valid() {
        let d = super::dialect();
        assert!(d.is_ok(), "{:?}", d.err());
    }
}

strata_ods::generated_classes_test!();
