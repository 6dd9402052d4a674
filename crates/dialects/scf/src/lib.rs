//! The `scf` dialect: structured control flow (`scf.for`, `scf.if`,
//! `scf.while` / `scf.condition`, `scf.execute_region`, `scf.yield`,
//! `scf.forall` / `scf.forall.in_parallel`, `scf.parallel` / `scf.reduce` /
//! `scf.reduce.return`).
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_scf::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%b = \"demo.v\"() : () -> i1\nscf.if %b {\n}";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("scf.if %0 {"), "{text}");
//! ```

mod branches;
mod canonicalize;
mod canonicalize_branches;
mod canonicalize_forall;
mod canonicalize_if_combine;
mod canonicalize_loops;
mod canonicalize_while;
mod forall;
mod index_switch;
mod loop_growth;
mod parallel;
mod speculation;
mod syntax;
mod verify;

use strata_ir::interfaces::{
    ConditionallySpeculatable, DialectInlinerInterface, ForwardOperands, InlineAll,
    LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
};
use strata_ir::{DialectDef, OpTraits};
use strata_ods::{OpSpec, constraints as c};
use strata_rewrite::region_branch::add_region_branch_patterns;

/// The `scf` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(
        "scf",
        vec![
            for_op(),
            if_op(),
            while_op(),
            condition(),
            execute_region(),
            index_switch(),
            yield_op(),
            forall(),
            in_parallel(),
            parallel(),
            reduce(),
            reduce_return(),
        ],
    )?;
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}

strata_ir::op_class!(
    /// `scf.for`: a counted loop with loop-carried values.
    pub ForOp = "scf.for" {
        operand lower_bound = "lowerBound";
        operand upper_bound = "upperBound";
        operand step = "step";
        operands init_args = "initArgs";
        results results = "results";
        attr unsigned_cmp = "unsignedCmp";
    }
);
strata_ir::op_class!(
    /// `scf.if`: a conditional with an optional else region.
    pub IfOp = "scf.if" {
        operand condition = "condition";
        results results = "results";
    }
);
strata_ir::op_class!(
    /// `scf.while`: a loop with a condition region and a body region.
    pub WhileOp = "scf.while" {
        operands inits = "inits";
        results results = "results";
    }
);
strata_ir::op_class!(
    /// `scf.condition`: ends the condition region of `scf.while`.
    pub ConditionOp = "scf.condition" {
        operand condition = "condition";
        operands args = "args";
    }
);
strata_ir::op_class!(
    /// `scf.execute_region`: runs its region once.
    pub ExecuteRegionOp = "scf.execute_region" {
        results results = "results";
        attr no_inline = "no_inline";
    }
);
strata_ir::op_class!(
    /// `scf.index_switch`: a switch on an index value with one region per case.
    pub IndexSwitchOp = "scf.index_switch" {
        operand arg = "arg";
        results results = "results";
        attr cases = "cases";
    }
);
strata_ir::op_class!(
    /// `scf.yield`: returns values from an scf region to its parent.
    pub YieldOp = "scf.yield" {
        operands results = "results";
    }
);
strata_ir::op_class!(
    /// `scf.forall`: a parallel loop nest with shared tensor outputs.
    pub ForallOp = "scf.forall" {
        operands dynamic_lower_bound = "dynamicLowerBound";
        operands dynamic_upper_bound = "dynamicUpperBound";
        operands dynamic_step = "dynamicStep";
        operands outputs = "outputs";
        results results = "results";
        attr static_lower_bound = "staticLowerBound";
        attr static_upper_bound = "staticUpperBound";
        attr static_step = "staticStep";
        attr mapping = "mapping";
    }
);
strata_ir::op_class!(
    /// `scf.forall.in_parallel`: the terminator of `scf.forall`, holding
    /// the parallel insertions into its shared outputs.
    pub InParallelOp = "scf.forall.in_parallel"
);

strata_ir::op_class!(
    /// `scf.parallel`: a parallel loop nest with reductions.
    pub ParallelOp = "scf.parallel" {
        operands lower_bound = "lowerBound";
        operands upper_bound = "upperBound";
        operands step = "step";
        operands init_vals = "initVals";
        results results = "results";
    }
);
strata_ir::op_class!(
    /// `scf.reduce`: the terminator of `scf.parallel`, one reduction
    /// region per result.
    pub ReduceOp = "scf.reduce" {
        operands reduced = "operands";
    }
);
strata_ir::op_class!(
    /// `scf.reduce.return`: ends a reduction region of `scf.reduce`.
    pub ReduceReturnOp = "scf.reduce.return" {
        operand result = "result";
    }
);

fn parallel() -> OpSpec {
    OpSpec::new(ParallelOp::NAME)
        .summary("parallel for operation")
        .variadic_operand("lowerBound", c::INDEX)
        .variadic_operand("upperBound", c::INDEX)
        .variadic_operand("step", c::INDEX)
        .variadic_operand("initVals", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("region", 1)
        .traits(REGION_OP | OpTraits::SINGLE_BLOCK | OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        .implicit_terminator(ReduceOp::NAME)
        .custom_syntax(parallel::parse, parallel::print)
        .canonicalizer(canonicalize_loops::parallel_patterns)
        .verifier(parallel::verify)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(parallel::ParallelBranches))
        .interface::<dyn LoopLikeOpInterface>(|| Box::new(parallel::ParallelBranches))
}

fn reduce() -> OpSpec {
    OpSpec::new(ReduceOp::NAME)
        .summary("reduce operation for scf.parallel")
        .variadic_operand("operands", c::ANY_TYPE)
        .variadic_sized_region("reductions", 1)
        .traits(OpTraits::TERMINATOR | REGION_OP)
        .parents(&[ParallelOp::NAME])
        .format("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict")
        .region_verifier(parallel::verify_reduce_regions)
        .interface::<dyn RegionBranchTerminatorOpInterface>(|| Box::new(ForwardOperands::NONE))
}

fn reduce_return() -> OpSpec {
    OpSpec::new(ReduceReturnOp::NAME)
        .summary("terminator for reduce operation")
        .operand("result", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::TERMINATOR)
        .parents(&[ReduceOp::NAME])
        .format("$result attr-dict `:` type($result)")
        .verifier(parallel::verify_reduce_return)
}

/// `AnyRankedTensor`.
const RANKED_TENSOR: c::TypeConstraint = c::TypeConstraint {
    description: "ranked tensor of any type values",
    check: |ctx, t| matches!(t.kind(ctx), strata_ir::TypeKind::RankedTensor { .. }),
    buildable: None,
};

fn forall() -> OpSpec {
    OpSpec::new(ForallOp::NAME)
        .summary("evaluate a block multiple times in parallel")
        .variadic_operand("dynamicLowerBound", c::INDEX)
        .variadic_operand("dynamicUpperBound", c::INDEX)
        .variadic_operand("dynamicStep", c::INDEX)
        .variadic_operand("outputs", RANKED_TENSOR)
        .attr("staticLowerBound", c::DENSE_I64_ARRAY_ATTR)
        .attr("staticUpperBound", c::DENSE_I64_ARRAY_ATTR)
        .attr("staticStep", c::DENSE_I64_ARRAY_ATTR)
        .optional_attr("mapping", c::ARRAY_ATTR)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("region", 1)
        .traits(REGION_OP | OpTraits::SINGLE_BLOCK | OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        .implicit_terminator(InParallelOp::NAME)
        .custom_syntax(forall::parse, forall::print)
        .verifier(forall::verify)
        .region_verifier(forall::verify_results)
        .interface::<dyn LoopLikeOpInterface>(|| Box::new(forall::ForallLoop))
        .canonicalizer(canonicalize_forall::forall_patterns)
}

fn in_parallel() -> OpSpec {
    OpSpec::new(InParallelOp::NAME)
        .summary("terminates a `forall` block")
        .sized_region("region", 1)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::NO_TERMINATOR
                | OpTraits::SINGLE_BLOCK
                | OpTraits::GRAPH_REGIONS,
        )
        .parents(&["scf.forall"])
        .custom_syntax(forall::parse_in_parallel, forall::print_in_parallel)
        .verifier(forall::verify_in_parallel)
}

/// Traits shared by the region-holding ops: their effects are those of
/// their bodies.
const REGION_OP: OpTraits = OpTraits::RECURSIVE_MEMORY_EFFECTS;

fn for_op() -> OpSpec {
    OpSpec::new(ForOp::NAME)
        .summary("for operation")
        .operand("lowerBound", c::SIGNLESS_INTEGER_OR_INDEX)
        .operand("upperBound", c::SIGNLESS_INTEGER_OR_INDEX)
        .operand("step", c::SIGNLESS_INTEGER_OR_INDEX)
        .variadic_operand("initArgs", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .optional_attr("unsignedCmp", c::UNIT_ATTR)
        .sized_region("region", 1)
        .traits(REGION_OP | OpTraits::SINGLE_BLOCK)
        .implicit_terminator(YieldOp::NAME)
        .custom_syntax(syntax::parse_for, syntax::print_for)
        .canonicalizer(canonicalize_loops::for_patterns)
        .verifier(verify::verify_for)
        .region_verifier(verify::verify_for_regions)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(branches::ForBranches))
        .interface::<dyn LoopLikeOpInterface>(|| Box::new(branches::ForBranches))
        .interface::<dyn ConditionallySpeculatable>(|| Box::new(speculation::ForSpeculation))
}

fn if_op() -> OpSpec {
    OpSpec::new(IfOp::NAME)
        .summary("if-then-else operation")
        .operand("condition", c::I1)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("thenRegion", 1)
        .region("elseRegion")
        .traits(REGION_OP | OpTraits::SINGLE_BLOCK)
        .implicit_terminator(YieldOp::NAME)
        .custom_syntax(syntax::parse_if, syntax::print_if)
        .canonicalizer(|ctx, set| {
            canonicalize::if_patterns(ctx, set);
            add_region_branch_patterns(set, IfOp::NAME);
        })
        .folder(canonicalize_branches::fold_if)
        .verifier(verify::verify_if)
        .region_verifier(verify::verify_if_regions)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(branches::IfBranches))
        .interface::<dyn ConditionallySpeculatable>(|| Box::new(speculation::IfSpeculation))
}

fn while_op() -> OpSpec {
    OpSpec::new(WhileOp::NAME)
        .summary("a generic 'while' loop")
        .variadic_operand("inits", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("before", 1)
        .sized_region("after", 1)
        .traits(REGION_OP | OpTraits::SINGLE_BLOCK)
        .custom_syntax(syntax::parse_while, syntax::print_while)
        .canonicalizer(canonicalize_while::while_patterns)
        .region_verifier(verify::verify_while_regions)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(branches::WhileBranches))
        .interface::<dyn LoopLikeOpInterface>(|| Box::new(branches::WhileBranches))
}

fn condition() -> OpSpec {
    OpSpec::new(ConditionOp::NAME)
        .summary("loop continuation condition")
        .operand("condition", c::I1)
        .variadic_operand("args", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::TERMINATOR)
        .parents(&["scf.while"])
        .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?")
        .interface::<dyn RegionBranchTerminatorOpInterface>(|| Box::new(branches::ConditionExit))
}

fn execute_region() -> OpSpec {
    OpSpec::new(ExecuteRegionOp::NAME)
        .summary("operation that executes its region exactly once")
        .variadic_result("results", c::ANY_TYPE)
        .optional_attr("no_inline", c::UNIT_ATTR)
        .region("region")
        .traits(REGION_OP)
        .custom_syntax(syntax::parse_execute_region, syntax::print_execute_region)
        .canonicalizer(|ctx, set| {
            canonicalize::execute_region_patterns(ctx, set);
            add_region_branch_patterns(set, ExecuteRegionOp::NAME);
        })
        .verifier(verify::verify_execute_region)
        .region_verifier(verify::verify_execute_region_yields)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(branches::ExecuteRegionBranches))
}

fn index_switch() -> OpSpec {
    OpSpec::new(IndexSwitchOp::NAME)
        .summary("switch-case operation on an index argument")
        .operand("arg", c::INDEX)
        .variadic_result("results", c::ANY_TYPE)
        .attr("cases", c::DENSE_I64_ARRAY_ATTR)
        .sized_region("defaultRegion", 1)
        .variadic_region("caseRegions")
        .traits(REGION_OP | OpTraits::SINGLE_BLOCK)
        .implicit_terminator(YieldOp::NAME)
        .custom_syntax(index_switch::parse, index_switch::print)
        .canonicalizer(|ctx, set| {
            canonicalize_branches::index_switch_patterns(ctx, set);
            add_region_branch_patterns(set, IndexSwitchOp::NAME);
        })
        .verifier(index_switch::verify)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(index_switch::IndexSwitchBranches))
}

fn yield_op() -> OpSpec {
    OpSpec::new(YieldOp::NAME)
        .summary("loop yield and termination operation")
        .variadic_operand("results", c::ANY_TYPE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::RETURN_LIKE,
        )
        .parents(&[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ])
        .format("attr-dict ($results^ `:` type($results))?")
        .interface::<dyn RegionBranchTerminatorOpInterface>(|| Box::new(ForwardOperands::ALL))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialect_declares_every_op() {
        let d = dialect();
        assert!(d.is_ok(), "{:?}", d.err());
    }

    #[test]
    fn accessors_match_the_declarations() {
        let d = dialect().expect("valid declarations");
        let classes: [(&str, &[(&str, &str)]); 11] = [
            (ForOp::NAME, ForOp::ACCESSORS),
            (IfOp::NAME, IfOp::ACCESSORS),
            (WhileOp::NAME, WhileOp::ACCESSORS),
            (ConditionOp::NAME, ConditionOp::ACCESSORS),
            (ExecuteRegionOp::NAME, ExecuteRegionOp::ACCESSORS),
            (IndexSwitchOp::NAME, IndexSwitchOp::ACCESSORS),
            (YieldOp::NAME, YieldOp::ACCESSORS),
            (ForallOp::NAME, ForallOp::ACCESSORS),
            (ParallelOp::NAME, ParallelOp::ACCESSORS),
            (ReduceOp::NAME, ReduceOp::ACCESSORS),
            (ReduceReturnOp::NAME, ReduceReturnOp::ACCESSORS),
        ];
        for (name, accessors) in classes {
            let def = d
                .ops
                .iter()
                .find(|o| &*o.name == name)
                .expect("declared op");
            assert_eq!(
                strata_ods::check_accessors(def, accessors),
                Ok(()),
                "{name}"
            );
        }
    }

    #[test]
    fn accessors_resolve_variadic_groups() {
        let ctx = strata_ir::Context::new();
        ctx.register_dialect(dialect().expect("valid declarations"));
        ctx.allow_unregistered_dialects(true);
        let src = "%n = \"demo.n\"() : () -> index\n%x = \"demo.x\"() : () -> f32\n\
                   %r = scf.parallel (%i, %j) = (%n, %n) to (%n, %n) step (%n, %n) init (%x) -> f32 {\n\
                   scf.reduce(%x : f32) {\n^bb0(%a: f32, %b: f32):\n  scf.reduce.return %a : f32\n}\n}";
        let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
        let body = parsed
            .body
            .isolated_body(parsed.ops[0])
            .expect("the module body");
        let block = body
            .root_regions()
            .first()
            .and_then(|r| body.entry_block(*r));
        let ops: Vec<strata_ir::OpId> = block
            .map(|b| body.block_ops(b).collect())
            .unwrap_or_default();
        let op = ops[2];
        let par = body
            .dyn_cast::<ParallelOp>(&ctx, op)
            .expect("a parallel loop");
        let n = body.result(ops[0], 0);
        let x = body.result(ops[1], 0);
        assert_eq!(par.lower_bound(&ctx, body).as_slice(), &[n, n]);
        assert_eq!(par.step(&ctx, body).len(), 2);
        assert_eq!(par.init_vals(&ctx, body).as_slice(), &[x]);
        assert_eq!(par.results(&ctx, body).as_slice(), &[body.result(op, 0)]);
    }

    #[test]
    fn a_wrong_accessor_kind_is_reported() {
        let d = dialect().expect("valid declarations");
        let def = d
            .ops
            .iter()
            .find(|o| &*o.name == ForOp::NAME)
            .expect("declared op");
        let err = strata_ods::check_accessors(def, &[("operand", "initArgs")]);
        assert_eq!(
            err,
            Err(
                "'scf.for': accessor kind 'operand' does not fit the arity of 'initArgs'"
                    .to_string()
            )
        );
        let err = strata_ods::check_accessors(def, &[("attr", "nope")]);
        assert_eq!(
            err,
            Err("'scf.for' declares no attribute 'nope'".to_string())
        );
    }
}
