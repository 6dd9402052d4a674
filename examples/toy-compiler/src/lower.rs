//! Lowering the syntax tree to `func`, `arith` and `scf` through the
//! `strata` builder: one `func.func` per function, `arith` for literals,
//! arithmetic and comparisons, `scf.if` for conditionals, `func.call` for
//! calls.

use std::collections::HashMap;

use strata::prelude::*;
use strata::{Ident, Location, OpParts, StateRegions, scf};

use crate::ast::{BinOp, CmpOp, Expr, Function, Pos};
use crate::error::CompileError;

/// What lowering needs besides the builder: the file name for locations,
/// the arity of every function, and the parameters in scope.
struct Scope<'s> {
    file: &'s str,
    arities: &'s HashMap<String, usize>,
    params: HashMap<String, Value>,
}

/// Lowers `functions` into a new module.
pub fn lower<'c>(
    ctx: &'c Context,
    file: &str,
    functions: &[Function],
) -> Result<Module<'c>, CompileError> {
    let mut arities = HashMap::new();
    for f in functions {
        if arities.insert(f.name.clone(), f.params.len()).is_some() {
            return Err(CompileError::new(
                f.pos,
                format!("redefinition of '{}'", f.name),
            ));
        }
    }
    let mut module = Module::new(ctx);
    let i64 = Type::int(ctx, 64);
    let mut b = module.builder();
    for f in functions {
        b.set_loc(location(ctx, file, f.pos));
        let fn_ty = Type::function(ctx, &vec![i64; f.params.len()], &[i64]);
        let (op, entry) = func::FuncOp::define(&mut b, &f.name, fn_ty)?;
        let mut fb = b.inside(op.0, entry);
        let args = fb.body().block_args(entry).to_vec();
        let mut scope = Scope {
            file,
            arities: &arities,
            params: f.params.iter().cloned().zip(args).collect(),
        };
        let result = expr(&mut fb, &mut scope, &f.body)?;
        func::ReturnOp::build(&mut fb, &[result])?;
    }
    module.verify()?;
    Ok(module)
}

fn location(ctx: &Context, file: &str, pos: Pos) -> Location {
    Location::file(ctx, Ident::new(ctx, file), pos.line, pos.col)
}

/// Lowers `e` at the builder's insertion point and returns its value.
fn expr(b: &mut OpBuilder<'_>, scope: &mut Scope<'_>, e: &Expr) -> Result<Value, CompileError> {
    let ctx = b.context();
    let i64 = Type::int(ctx, 64);
    match e {
        Expr::Int(v, pos) => {
            b.set_loc(location(ctx, scope.file, *pos));
            let value = Attribute::int(ctx, i64, *v);
            Ok(arith::ConstantOp::build_value_with(
                b,
                &[],
                &[("value", value)],
            )?)
        }
        Expr::Var(name, pos) => scope
            .params
            .get(name)
            .copied()
            .ok_or_else(|| CompileError::new(*pos, format!("unknown name '{name}'"))),
        Expr::Binary(op, lhs, rhs, pos) => {
            let operands = [expr(b, scope, lhs)?, expr(b, scope, rhs)?];
            b.set_loc(location(ctx, scope.file, *pos));
            Ok(match op {
                BinOp::Add => arith::AddIOp::build_value(b, &operands)?,
                BinOp::Sub => arith::SubIOp::build_value(b, &operands)?,
                BinOp::Mul => arith::MulIOp::build_value(b, &operands)?,
                BinOp::Div => arith::DivSIOp::build_value(b, &operands)?,
            })
        }
        Expr::Call(name, args, pos) => {
            match scope.arities.get(name) {
                None => {
                    return Err(CompileError::new(
                        *pos,
                        format!("unknown function '{name}'"),
                    ));
                }
                Some(&n) if n != args.len() => {
                    return Err(CompileError::new(
                        *pos,
                        format!("'{name}' takes {n} arguments, {} given", args.len()),
                    ));
                }
                Some(_) => {}
            }
            let mut operands = Vec::with_capacity(args.len());
            for a in args {
                operands.push(expr(b, scope, a)?);
            }
            b.set_loc(location(ctx, scope.file, *pos));
            let callee = Attribute::symbol_ref(ctx, Ident::new(ctx, name), &[]);
            let call = b.create_named(
                func::CallOp::NAME,
                &operands,
                &[("callee", callee)],
                Some(&[i64]),
            )?;
            Ok(b.result(call))
        }
        Expr::If {
            cmp,
            lhs,
            rhs,
            then,
            other,
            pos,
        } => {
            let operands = [expr(b, scope, lhs)?, expr(b, scope, rhs)?];
            b.set_loc(location(ctx, scope.file, *pos));
            let predicate = Attribute::int(ctx, i64, predicate(*cmp));
            let cond = arith::CmpIOp::build_value_with(b, &operands, &[("predicate", predicate)])?;
            let parts = OpParts {
                name: scf::IfOp::NAME,
                operands: &[cond],
                operand_types: &[Type::int(ctx, 1)],
                attrs: &[],
                result_types: Some(&[i64]),
            };
            let mut state = parts.state(ctx, b.loc())?;
            state.regions = StateRegions::Empty(2);
            let op = b.create(state)?;
            for (region, branch) in [(0, then), (1, other)] {
                let r = b.body().local_regions(op)[region];
                let block = b.body_mut().create_block();
                b.body_mut().append_block(r, block);
                let mut inner = b.inside(op, block);
                let value = expr(&mut inner, scope, branch)?;
                scf::YieldOp::build(&mut inner, &[value])?;
            }
            Ok(b.result(op))
        }
    }
}

/// `arith.cmpi`'s predicate number for a signed comparison.
fn predicate(cmp: CmpOp) -> i64 {
    match cmp {
        CmpOp::Eq => 0,
        CmpOp::Ne => 1,
        CmpOp::Lt => 2,
        CmpOp::Le => 3,
        CmpOp::Gt => 4,
        CmpOp::Ge => 5,
    }
}
