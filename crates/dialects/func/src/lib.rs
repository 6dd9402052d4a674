//! The `func` dialect: functions, calls and returns.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_func::dialect().expect("valid declarations"));
//! let src = "func.func @id(%x: i32) -> i32 {\n  return %x : i32\n}";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("func.func @id(%arg0: i32) -> i32"), "{text}");
//! ```

mod call;
mod canonicalize;
mod duplicate_function_elimination;
mod func_op;
mod inliner;

use strata_ir::dialect::{Callee, MaterializeHook};
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface};
use strata_ir::{DialectDef, OpTraits};
use strata_ods::{OpSpec, constraints as c};

pub use duplicate_function_elimination::REGISTRATION as DUPLICATE_FUNCTION_ELIMINATION;
pub use func_op::function_type;

mod classes;
pub use classes::*;

/// The `func` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(
        "func",
        vec![func(), ret(), call(), call_indirect(), constant()],
    )?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        canonicalize::materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(inliner::FuncInliner));
    Ok(d)
}

fn func() -> OpSpec {
    OpSpec::new(FuncOp::NAME)
        .summary("An operation with a name containing a single `SSACFG` region")
        .attr("sym_name", c::SYMBOL_NAME_ATTR)
        .attr("function_type", c::FUNCTION_TYPE_ATTR)
        .optional_attr("sym_visibility", c::STR_ATTR)
        .optional_attr("arg_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("res_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("no_inline", c::UNIT_ATTR)
        .region("body")
        .callable(0)
        .traits(
            OpTraits::ISOLATED_FROM_ABOVE
                | OpTraits::SYMBOL
                | OpTraits::AUTOMATIC_ALLOCATION_SCOPE
                | OpTraits::AFFINE_SCOPE,
        )
        .custom_syntax(func_op::parse, func_op::print)
        .verifier(func_op::verify)
        .region_verifier(func_op::verify_returns)
        .default_dialect("func")
}

fn ret() -> OpSpec {
    OpSpec::new(ReturnOp::NAME)
        .summary("Function return operation")
        .variadic_operand("operands", c::ANY_TYPE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::RETURN_LIKE,
        )
        .parents(&["func.func"])
        .format("attr-dict ($operands^ `:` type($operands))?")
}

fn call() -> OpSpec {
    OpSpec::new(CallOp::NAME)
        .summary("call operation")
        .attr("callee", c::FLAT_SYMBOL_REF_ATTR)
        .optional_attr("arg_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("res_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("no_inline", c::UNIT_ATTR)
        .variadic_operand("operands", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
        .symbol_uses(call::verify_call_uses)
        .call(|ctx, body, op| {
            let callee = body.attr(ctx, op, "callee")?;
            Some((Callee::Symbol(callee), 0..body.num_operands(op)))
        })
}

fn call_indirect() -> OpSpec {
    OpSpec::new(CallIndirectOp::NAME)
        .summary("indirect call operation")
        .operand("callee", c::FUNCTION_TYPE)
        .variadic_operand("callee_operands", c::ANY_TYPE)
        .optional_attr("arg_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("res_attrs", c::DICT_ARRAY_ATTR)
        .variadic_result("results", c::ANY_TYPE)
        .custom_syntax(call::parse_call_indirect, call::print_call_indirect)
        .verifier(call::verify_call_indirect)
        .canonicalizer(canonicalize::call_indirect_patterns)
        .call(|_, body, op| {
            let callee = body.operands(op).next()?;
            Some((Callee::Value(callee), 1..body.num_operands(op)))
        })
}

fn constant() -> OpSpec {
    OpSpec::new(ConstantOp::NAME)
        .summary("constant")
        .attr("value", c::FLAT_SYMBOL_REF_ATTR)
        .result("result", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::CONSTANT_LIKE)
        .format("attr-dict $value `:` type(results)")
        .symbol_uses(call::verify_constant_uses)
        .folder(canonicalize::fold_constant)
        .result_names(call::constant_result_name)
}

strata_ods::generated_classes_test!();
