//! Compiling `func.func` bodies into [`Function`]s.

use std::collections::HashMap;

use smallvec::SmallVec;
use strata_ir::{Body, Context, OpId, Value};
use strata_support::APInt;

use super::step::{ArithBinary, Function, Located, Step};
use super::{EvalError, Program};
use crate::enums::Predicate;
use crate::fold::compare::predicate;
use crate::fold::tables::table;
use crate::lut_syntax::i8_values;
use crate::ops::bits::low_bit;
use crate::semantics::VariadicKind;

/// Adds the functions in `op` (a `func.func`, or a module holding some).
pub(super) fn collect(
    ctx: &Context,
    body: &Body,
    op: OpId,
    program: &mut Program,
) -> Result<(), EvalError> {
    let name = body.op_name(op).as_str(ctx);
    if name == "func.func" {
        if let Some(f) = compile_function(ctx, body, op)? {
            program.add(f.name.clone(), f);
        }
        return Ok(());
    }
    if name != "builtin.module" {
        return Ok(());
    }
    let (inner, regions) = body.op_regions(op);
    for &r in regions {
        for b in inner.region_blocks(r) {
            for nested in inner.block_ops(b) {
                collect(ctx, inner, nested, program)?;
            }
        }
    }
    Ok(())
}

fn unsupported(ctx: &Context, body: &Body, op: OpId, what: &str) -> EvalError {
    EvalError {
        message: format!("cannot evaluate '{}': {what}", body.op_name(op).as_str(ctx)),
        loc: body.op_loc(op),
    }
}

/// Compiles a `func.func`; `None` for declarations.
fn compile_function(ctx: &Context, body: &Body, op: OpId) -> Result<Option<Function>, EvalError> {
    let name = body
        .attr(ctx, op, "sym_name")
        .and_then(|a| a.str_value(ctx))
        .unwrap_or("")
        .to_string();
    let (inner, regions) = body.op_regions(op);
    let Some(&region) = regions.first() else {
        return Ok(None);
    };
    let mut blocks = inner.region_blocks(region);
    let Some(entry) = blocks.next() else {
        return Ok(None);
    };
    if blocks.next().is_some() {
        return Err(unsupported(
            ctx,
            body,
            op,
            "only single-block functions are supported",
        ));
    }
    let mut slots: HashMap<Value, usize> = HashMap::new();
    let width = |v: Value| inner.value_type(v).int_width(ctx);
    let mut arg_widths = Vec::new();
    for &a in inner.block_args(entry) {
        let Some(w) = width(a) else {
            return Err(unsupported(ctx, body, op, "arguments must be integers"));
        };
        slots.insert(a, slots.len());
        arg_widths.push(w);
    }
    let mut steps = Vec::new();
    let mut result_widths = Vec::new();
    for nested in inner.block_ops(entry) {
        let mut args: SmallVec<[usize; 4]> = SmallVec::new();
        for v in inner.operands(nested) {
            match slots.get(&v) {
                Some(s) => args.push(*s),
                None => {
                    return Err(unsupported(
                        ctx,
                        inner,
                        nested,
                        "operand defined outside the function",
                    ));
                }
            }
        }
        let first_result = slots.len();
        let mut out_width = 0;
        for (i, r) in inner.results(nested).enumerate() {
            let Some(w) = width(r) else {
                return Err(unsupported(ctx, inner, nested, "results must be integers"));
            };
            if i == 0 {
                out_width = w;
            }
            slots.insert(r, slots.len());
        }
        let step = step_of(ctx, inner, nested)?;
        if matches!(step, Step::Return) {
            result_widths = inner
                .operands(nested)
                .map(|v| width(v).unwrap_or(0))
                .collect();
        }
        steps.push(Located {
            step,
            args,
            first_result,
            width: out_width,
            loc: inner.op_loc(nested),
        });
    }
    Ok(Some(Function {
        name,
        arg_widths,
        result_widths,
        steps,
        num_slots: slots.len(),
        loc: body.op_loc(op),
    }))
}

fn arith_binary(name: &str) -> Option<ArithBinary> {
    use ArithBinary::*;
    Some(match name {
        "arith.addi" => Add,
        "arith.subi" => Sub,
        "arith.muli" => Mul,
        "arith.andi" => And,
        "arith.ori" => Or,
        "arith.xori" => Xor,
        "arith.shli" => Shl,
        "arith.shrui" => ShrU,
        "arith.shrsi" => ShrS,
        "arith.divui" => DivU,
        "arith.divsi" => DivS,
        "arith.remui" => RemU,
        "arith.remsi" => RemS,
        "arith.maxsi" => MaxS,
        "arith.maxui" => MaxU,
        "arith.minsi" => MinS,
        "arith.minui" => MinU,
        _ => return None,
    })
}

/// The step computing `op`.
fn step_of(ctx: &Context, body: &Body, op: OpId) -> Result<Step, EvalError> {
    let name = body.op_name(op).as_str(ctx);
    if let Some(kind) = VariadicKind::from_name(name) {
        return Ok(Step::Variadic(kind));
    }
    if let Some(b) = arith_binary(name) {
        return Ok(Step::Arith(b));
    }
    let missing = |what: &str| unsupported(ctx, body, op, what);
    Ok(match name {
        "arith.constant" => {
            let value: Option<&APInt> = body.attr(ctx, op, "value").and_then(|a| a.int_value(ctx));
            Step::Const(
                value
                    .cloned()
                    .ok_or_else(|| missing("not an integer constant"))?,
            )
        }
        "comb.concat" => Step::Concat,
        "comb.extract" => Step::Extract {
            low: u32::try_from(low_bit(ctx, body, op)).map_err(|_| missing("bad lowBit"))?,
        },
        "comb.replicate" => Step::Replicate,
        "comb.inv" => Step::Inv,
        "comb.parity" => Step::Parity,
        "comb.icmp" => {
            Step::Compare(predicate(ctx, body, op).ok_or_else(|| missing("bad predicate"))?)
        }
        "arith.cmpi" => {
            let value = body
                .attr(ctx, op, "predicate")
                .and_then(|a| a.int_value(ctx))
                .map(|v| v.sext_value())
                .filter(|v| (0..=9).contains(v))
                .and_then(Predicate::from_value);
            Step::Compare(value.ok_or_else(|| missing("bad predicate"))?)
        }
        "comb.mux" | "arith.select" => Step::Select,
        "comb.truth_table" => {
            Step::TruthTable(table(ctx, body, op).ok_or_else(|| missing("bad table"))?)
        }
        "comb.lut" => {
            let tables = |n| body.attr(ctx, op, n).and_then(|a| i8_values(ctx, a));
            match (tables("coefficients"), tables("lookupTable")) {
                (Some(coefficients), Some(table)) => Step::Lut {
                    coefficients,
                    table,
                },
                _ => return Err(missing("bad tables")),
            }
        }
        "arith.extui" => Step::ExtU,
        "arith.extsi" => Step::ExtS,
        "arith.trunci" => Step::Trunc,
        "func.call" => {
            let callee = body
                .attr(ctx, op, "callee")
                .and_then(|a| symbol_root(ctx, a))
                .ok_or_else(|| missing("bad callee"))?;
            Step::Call(callee)
        }
        "func.return" => Step::Return,
        _ => return Err(missing("unsupported operation")),
    })
}

/// The root name of a symbol reference `@name`.
fn symbol_root(ctx: &Context, a: strata_ir::Attribute) -> Option<String> {
    match a.kind(ctx) {
        strata_ir::AttrKind::SymbolRef { root, .. } => Some(root.as_str(ctx).to_string()),
        _ => None,
    }
}
