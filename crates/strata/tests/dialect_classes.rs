//! Every shipped dialect has typed classes with accessors generated from
//! its declarations, and `dyn_cast` picks them out of parsed IR.

use strata::prelude::*;
use strata::{affine, bufferization, cf, llvm, math, memref, std_dialect, tensor, ub, vector};

const MIXED: &str = r#"func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>, %i: index, %c: i1, %x: i32, %p: i64) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  %a = math.absf %v : f32
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %s = "std.addi"(%x, %x) : (i32, i32) -> i32
  %l = llvm.add %p, %p : i64
  %k = llvm.mlir.constant(7 : i64) : i64
  %ap = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %u = ub.poison : f32
  %b = vector.broadcast %a : f32 to vector<4xf32>
  %tt = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = func.call @g(%a) : (f32) -> f32
  cf.cond_br %c, ^bb1(%r : f32), ^bb1(%e : f32)
^bb1(%z: f32):
  return %z : f32
}
func.func private @g(f32) -> f32
"#;

#[test]
fn every_dialect_has_typed_accessors() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let module = Module::parse(&ctx, MIXED)?;
    let mut seen = Vec::new();
    module.walk(|body, op| {
        let arg = |i: usize| {
            let entry = body
                .op_block(op)
                .and_then(|b| body.block_region(b))
                .and_then(|r| body.entry_block(r));
            entry.map(|e| body.block_args(e)[i])
        };
        let name = body.op_name(op).as_str(&ctx).to_string();
        if let Some(load) = body.dyn_cast::<memref::LoadOp>(&ctx, op) {
            assert_eq!(Some(load.memref(&ctx, body)), arg(0));
            assert_eq!(load.indices(&ctx, body).first().copied(), arg(2));
            assert!(load.nontemporal(&ctx, body).is_none());
        } else if let Some(abs) = body.dyn_cast::<math::AbsFOp>(&ctx, op) {
            let def = body.defining_op(abs.operand(&ctx, body));
            assert!(def.is_some_and(|d| body.isa::<memref::LoadOp>(&ctx, d)));
            assert!(abs.fastmath(&ctx, body).is_some());
        } else if let Some(ex) = body.dyn_cast::<tensor::ExtractOp>(&ctx, op) {
            assert_eq!(Some(ex.tensor(&ctx, body)), arg(1));
        } else if let Some(add) = body.dyn_cast::<std_dialect::AddIOp>(&ctx, op) {
            assert_eq!(Some(add.lhs(&ctx, body)), arg(4));
            assert_eq!(add.rhs(&ctx, body), add.lhs(&ctx, body));
        } else if let Some(add) = body.dyn_cast::<llvm::AddOp>(&ctx, op) {
            assert_eq!(Some(add.rhs(&ctx, body)), arg(5));
            assert_eq!(
                body.value_type(add.res(&ctx, body)),
                body.value_type(add.lhs(&ctx, body))
            );
        } else if let Some(k) = body.dyn_cast::<llvm::ConstantOp>(&ctx, op) {
            let v = k.value(&ctx, body).and_then(|a| a.int_value(&ctx));
            assert_eq!(v.and_then(|v| v.to_i64()), Some(7));
        } else if let Some(apply) = body.dyn_cast::<affine::ApplyOp>(&ctx, op) {
            assert_eq!(
                apply.map_operands(&ctx, body).to_vec(),
                arg(2).into_iter().collect::<Vec<_>>()
            );
            assert!(apply.map(&ctx, body).is_some());
        } else if let Some(p) = body.dyn_cast::<ub::PoisonOp>(&ctx, op) {
            assert_eq!(
                body.value_type(p.result(&ctx, body)),
                Type::float(&ctx, FloatSemantics::F32)
            );
        } else if let Some(bc) = body.dyn_cast::<vector::BroadcastOp>(&ctx, op) {
            assert_eq!(bc.vector(&ctx, body), body.result(op, 0));
            assert!(
                body.defining_op(bc.source(&ctx, body))
                    .is_some_and(|d| body.isa::<math::AbsFOp>(&ctx, d))
            );
        } else if let Some(tt) = body.dyn_cast::<bufferization::ToTensorOp>(&ctx, op) {
            assert_eq!(Some(tt.buffer(&ctx, body)), arg(0));
            assert!(tt.restrict(&ctx, body).is_none());
        } else if let Some(call) = body.dyn_cast::<func::CallOp>(&ctx, op) {
            assert_eq!(call.operands(&ctx, body).len(), 1);
            let callee = call.callee(&ctx, body).map(|a| a.display(&ctx).to_string());
            assert_eq!(callee.as_deref(), Some("@g"));
        } else if let Some(br) = body.dyn_cast::<cf::CondBranchOp>(&ctx, op) {
            assert_eq!(Some(br.condition(&ctx, body)), arg(3));
            assert_eq!(br.true_dest_operands(&ctx, body).len(), 1);
            assert_eq!(br.false_dest_operands(&ctx, body).len(), 1);
        } else if let Some(ret) = body.dyn_cast::<func::ReturnOp>(&ctx, op) {
            assert_eq!(ret.operands(&ctx, body).len(), 1);
        } else if let Some(f) = body.dyn_cast::<func::FuncOp>(&ctx, op) {
            assert!(f.sym_name(&ctx, body).is_some());
        } else {
            return;
        }
        seen.push(name);
    });
    seen.sort();
    assert_eq!(
        seen,
        [
            "affine.apply",
            "bufferization.to_tensor",
            "cf.cond_br",
            "func.call",
            "func.func",
            "func.func",
            "func.return",
            "llvm.add",
            "llvm.mlir.constant",
            "math.absf",
            "memref.load",
            "std.addi",
            "tensor.extract",
            "ub.poison",
            "vector.broadcast",
        ]
    );
    Ok(())
}

#[test]
fn generated_accessors_are_listed_per_class() {
    assert_eq!(memref::LoadOp::ACCESSORS[0], ("operand", "memref"));
    assert_eq!(
        cf::CondBranchOp::ACCESSORS[1],
        ("operands", "trueDestOperands")
    );
    assert_eq!(llvm::ConstantOp::NAME, "llvm.mlir.constant");
    assert_eq!(math::CountLeadingZerosOp::NAME, "math.ctlz");
}
