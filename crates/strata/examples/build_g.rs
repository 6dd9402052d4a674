//! Builds `func.func @g(%x: f32) -> f32 { x*x + 1.0 }` with the builder and
//! prints it (compared with mlir-opt's print of the same function by
//! `utils/api/compare.py`).

use strata::prelude::*;

fn main() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let mut module = Module::new(&ctx);
    let f32 = Type::float(&ctx, FloatSemantics::F32);
    let mut b = module.builder();
    let (g, entry) = func::FuncOp::define(&mut b, "g", Type::function(&ctx, &[f32], &[f32]))?;
    let mut fb = b.inside(g.0, entry);
    let x = fb.body().block_args(entry)[0];
    let sq = arith::MulFOp::build_value(&mut fb, &[x, x])?;
    let one = Attribute::float(&ctx, f32, APFloat::from_f64(FloatSemantics::F32, 1.0));
    let one = arith::ConstantOp::build_value_with(&mut fb, &[], &[("value", one)])?;
    let sum = arith::AddFOp::build_value(&mut fb, &[sq, one])?;
    func::ReturnOp::build(&mut fb, &[sum])?;
    module.verify()?;
    print!("{module}");
    Ok(())
}
