//! Unit tests of the data-flow framework and its analyses.

use smallvec::SmallVec;
use strata_asm::{PrintFlags, op_to_string};
use strata_dialects::testing::{context, parse};
use strata_ir::symbol_table::symbol_name;

use super::*;

/// The function named `name` directly in the top module.
fn func(ir: &Ir<'_>, name: &str) -> OpRef {
    let module = ir.entry_blocks(ir.top())[0];
    ir.block_ops(module)
        .find(|&f| symbol_name(ir.ctx, ir.body(f.body), f.op) == Some(name))
        .expect("function exists")
}

/// The blocks of a function's body, in order.
fn blocks(ir: &Ir<'_>, f: OpRef) -> Vec<BlockRef> {
    let (rb, regions) = ir.regions(f);
    ir.body(rb)
        .region_blocks(regions[0])
        .map(|block| BlockRef { body: rb, block })
        .collect()
}

/// The first result of the first operation named `op_name` in `f`.
fn result_of(ir: &Ir<'_>, f: OpRef, op_name: &str) -> ValueRef {
    for b in blocks(ir, f) {
        for op in ir.block_ops(b) {
            if ir.body(op.body).op_name(op.op).as_str(ir.ctx) == op_name {
                return ir.results(op).next().expect("has a result");
            }
        }
    }
    panic!("no {op_name} in function");
}

fn constant_of(solver: &DataFlowSolver<'_>, v: ValueRef) -> ConstantValue {
    solver
        .states()
        .lookup::<Lattice<ConstantValue>>(LatticeAnchor::Value(v))
        .map(|l| l.value)
        .unwrap_or_default()
}

fn block_live(solver: &DataFlowSolver<'_>, b: BlockRef) -> bool {
    solver
        .states()
        .lookup::<Executable>(LatticeAnchor::block(b))
        .is_some_and(Executable::is_live)
}

fn constant_solver(ir: Ir<'_>) -> DataFlowSolver<'_> {
    let mut solver = DataFlowSolver::new(ir);
    solver.load(Box::new(DeadCodeAnalysis));
    solver.load(Box::new(SparseConstantPropagation::create()));
    solver.initialize_and_run();
    solver
}

const BRANCHY: &str = r#"
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %false = arith.constant false
  cf.cond_br %false, ^dead, ^live
^dead:
  %d = arith.muli %x, %x : i32
  return %d : i32
^live:
  %r = call @callee(%c2) : (i32) -> i32
  return %r : i32
}
"#;

#[test]
fn detached_bodies_are_restored() {
    let ctx = context();
    let (mut body, top) = parse(&ctx, BRANCHY);
    let before = op_to_string(&ctx, &body, top, PrintFlags::default());
    {
        let ir = Ir::new(&ctx, &mut body, top);
        let main = func(&ir, "main");
        assert_ne!(ir.regions(main).0, BodyIdx::ROOT);
        assert_eq!(blocks(&ir, main).len(), 3);
    }
    let after = op_to_string(&ctx, &body, top, PrintFlags::default());
    assert_eq!(before, after);
}

#[test]
fn dead_code_follows_constant_branches_and_calls() {
    let ctx = context();
    let (mut body, top) = parse(&ctx, BRANCHY);
    let solver = constant_solver(Ir::new(&ctx, &mut body, top));
    let ir = solver.ir();
    let main = blocks(ir, func(ir, "main"));
    assert!(block_live(&solver, main[0]));
    assert!(
        !block_live(&solver, main[1]),
        "the false successor never runs"
    );
    assert!(block_live(&solver, main[2]));
    let callee = func(ir, "callee");
    assert!(block_live(&solver, blocks(ir, callee)[0]));
    let unused = func(ir, "unused");
    assert!(
        !block_live(&solver, blocks(ir, unused)[0]),
        "an uncalled private function is dead"
    );
    let sites = solver
        .states()
        .lookup::<PredecessorState>(LatticeAnchor::after(callee))
        .expect("callee has call sites");
    assert!(sites.all_known());
    assert_eq!(sites.known().len(), 1);
    let main_sites = solver
        .states()
        .lookup::<PredecessorState>(LatticeAnchor::after(func(ir, "main")))
        .expect("public functions have unknown callers");
    assert!(!main_sites.all_known());
}

#[test]
fn constants_flow_into_callees_and_back() {
    let ctx = context();
    let (mut body, top) = parse(&ctx, BRANCHY);
    let solver = constant_solver(Ir::new(&ctx, &mut body, top));
    let ir = solver.ir();
    let sum = result_of(ir, func(ir, "callee"), "arith.addi");
    let three = constant_of(&solver, sum).constant().expect("constant");
    assert_eq!(three.int_value(&ctx).and_then(|v| v.to_u64()), Some(3));
    let call = result_of(ir, func(ir, "main"), "func.call");
    assert_eq!(constant_of(&solver, call).constant(), Some(three));
    let dead = result_of(ir, func(ir, "main"), "arith.muli");
    assert_eq!(
        constant_of(&solver, dead),
        ConstantValue::Uninitialized,
        "values in dead blocks are never computed"
    );
}

#[test]
fn constant_join_is_a_flat_lattice() {
    let ctx = context();
    let dialect = strata_ir::Ident::new(&ctx, "arith");
    let i32t = strata_ir::Type::int(&ctx, 32);
    let one = ConstantValue::Constant {
        value: strata_ir::Attribute::int(&ctx, i32t, 1),
        dialect,
    };
    let two = ConstantValue::Constant {
        value: strata_ir::Attribute::int(&ctx, i32t, 2),
        dialect,
    };
    let mut v = ConstantValue::Uninitialized;
    assert_eq!(
        v.join(&ConstantValue::Uninitialized),
        ChangeResult::NoChange
    );
    assert_eq!(v.join(&one), ChangeResult::Change);
    assert_eq!(v.join(&one), ChangeResult::NoChange);
    assert_eq!(v.join(&two), ChangeResult::Change);
    assert_eq!(v, ConstantValue::Unknown);
    assert_eq!(v.join(&one), ChangeResult::NoChange);
}

const LIVENESS: &str = r#"
func.func private @f(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %b, %b : i32
  return %a : i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %m = arith.muli %x, %y : i32
  "test.sink"(%m) : (i32) -> ()
  %unused = arith.subi %x, %y : i32
  %r = call @f(%x, %y) : (i32, i32) -> i32
  return %r : i32
}
"#;

#[test]
fn liveness_follows_effects_returns_and_calls() {
    let ctx = context();
    let (mut body, top) = parse(&ctx, LIVENESS);
    let solver = run_liveness(Ir::new(&ctx, &mut body, top));
    let ir = solver.ir();
    let states = solver.states();
    let main = func(ir, "main");
    let f = func(ir, "f");
    let f_args: Vec<ValueRef> = ir.block_args(blocks(ir, f)[0]).collect();
    assert_eq!(
        liveness(states, f_args[0]),
        Some(true),
        "returned to a live call"
    );
    assert_eq!(
        liveness(states, f_args[1]),
        Some(false),
        "only feeds a dead add"
    );
    assert_eq!(
        liveness(states, result_of(ir, f, "arith.addi")),
        Some(false)
    );
    assert_eq!(
        liveness(states, result_of(ir, main, "arith.muli")),
        Some(true),
        "used by an op with side effects"
    );
    assert_eq!(
        liveness(states, result_of(ir, main, "arith.subi")),
        Some(false)
    );
    assert_eq!(
        liveness(states, result_of(ir, main, "func.call")),
        Some(true)
    );
}

/// A reusable-framework check: a custom forward analysis tracking which
/// values depend on a function argument of `@main`.
#[derive(Copy, Clone, Default, PartialEq, Debug)]
struct Tainted(bool);

impl JoinLattice for Tainted {
    fn join(&mut self, other: &Self) -> ChangeResult {
        if other.0 && !self.0 {
            self.0 = true;
            return ChangeResult::Change;
        }
        ChangeResult::NoChange
    }
}

struct Taint;

impl ForwardTransfer for Taint {
    type Value = Tainted;

    fn entry_state(&self) -> Tainted {
        Tainted(true)
    }

    fn visit_operation(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        _op: OpRef,
        operands: &[Tainted],
        results: &[ValueRef],
    ) {
        let t = Tainted(operands.iter().any(|o| o.0));
        for &r in results {
            lattice::join(cx, r, &t);
        }
    }
}

#[test]
fn custom_forward_analysis_flows_through_blocks_and_calls() {
    let ctx = context();
    let src = r#"
func.func private @id(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  %y = call @id(%c) : (i32) -> i32
  cf.br ^bb1(%x : i32)
^bb1(%z: i32):
  %w = arith.addi %z, %c : i32
  return %y, %w : i32, i32
}
"#;
    let (mut body, top) = parse(&ctx, src);
    let mut solver = DataFlowSolver::new(Ir::new(&ctx, &mut body, top));
    solver.load(Box::new(DeadCodeAnalysis));
    solver.load(Box::new(SparseConstantPropagation::create()));
    solver.load(Box::new(SparseForward::new(Taint)));
    solver.initialize_and_run();
    let ir = solver.ir();
    let main = func(ir, "main");
    let taint = |v: ValueRef| {
        solver
            .states()
            .lookup::<Lattice<Tainted>>(LatticeAnchor::Value(v))
            .map(|l| l.value)
    };
    assert_eq!(
        taint(result_of(ir, main, "func.call")),
        Some(Tainted(false))
    );
    assert_eq!(
        taint(result_of(ir, main, "arith.addi")),
        Some(Tainted(true))
    );
    let args: SmallVec<[ValueRef; 1]> = ir.block_args(blocks(ir, main)[1]).collect();
    assert_eq!(taint(args[0]), Some(Tainted(true)));
}

const REGION_BRANCHES: &str = r#"
func.func @main(%lb: index, %ub: index, %step: index) -> (i32, i32) {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %false -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  %f = scf.for %i = %lb to %ub step %step iter_args(%a = %c1) -> i32 {
    %m = arith.muli %a, %c1 : i32
    scf.yield %m : i32
  }
  return %r, %f : i32, i32
}
"#;

/// The entry blocks of the regions of the first operation named `op_name` in `f`.
fn region_entries(ir: &Ir<'_>, f: OpRef, op_name: &str) -> Vec<BlockRef> {
    let op = blocks(ir, f)
        .into_iter()
        .flat_map(|b| ir.block_ops(b).collect::<Vec<_>>())
        .find(|&op| ir.body(op.body).op_name(op.op).as_str(ir.ctx) == op_name)
        .expect("op exists");
    ir.entry_blocks(op).to_vec()
}

#[test]
fn constants_flow_through_region_branches() {
    let ctx = context();
    let (mut body, top) = parse(&ctx, REGION_BRANCHES);
    let solver = constant_solver(Ir::new(&ctx, &mut body, top));
    let ir = solver.ir();
    let main = func(ir, "main");
    let regions = region_entries(ir, main, "scf.if");
    assert!(
        !block_live(&solver, regions[0]),
        "a false condition skips then"
    );
    assert!(block_live(&solver, regions[1]));
    let constant = |name: &str| constant_of(&solver, result_of(ir, main, name)).constant();
    let int = |a: Option<strata_ir::Attribute>| a.and_then(|a| a.int_value(&ctx)?.to_i64());
    assert_eq!(int(constant("scf.if")), Some(2));
    assert_eq!(
        int(constant("scf.for")),
        Some(1),
        "the iter_arg stays 1 around the back edge"
    );
    let loop_body = region_entries(ir, main, "scf.for")[0];
    let args: Vec<ValueRef> = ir.block_args(loop_body).collect();
    assert_eq!(constant_of(&solver, args[0]), ConstantValue::Unknown);
    assert_eq!(int(constant_of(&solver, args[1]).constant()), Some(1));
}
