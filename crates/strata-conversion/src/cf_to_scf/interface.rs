//! The `CfgToScfInterface` of `--lift-cf-to-scf`: `cf.cond_br` becomes
//! `scf.if` and `cf.switch` `scf.index_switch` (on its flag cast with
//! `arith.index_castui`), loops are `scf.while` with all the work in the
//! `before` region, switch values are `i32` `arith.constant`s, undefined
//! values `ub.poison`, and an infinite loop in a function is followed by
//! a `func.return` of poison values.

use smallvec::SmallVec;
use strata_dialect_cf::{SwitchCase, build_br, build_cond_br, build_switch};
use strata_ir::interfaces::populate_default_properties;
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, BlockId, Body, Context, Diagnostic, Ident, Location, NamedAttr, OpId, OperationName,
    OperationState, RegionId, StateRegions, Type, Value,
};
use strata_rewrite::InsertPoint;
use strata_support::apint::APInt;
use strata_transforms::cfg_to_scf::{CfgToScfInterface, Reported, insert_at};

/// The cf-to-scf lifting of one function, whose result types the
/// `func.return` after an infinite loop needs.
pub struct ControlFlowToScf {
    /// The result types of the function being lifted.
    pub function_results: Vec<Type>,
}

/// Creates an op from `state` (with default properties) at `at`.
fn create(ctx: &Context, body: &mut Body, at: InsertPoint, mut state: OperationState) -> OpId {
    populate_default_properties(ctx, &mut state);
    let op = body.create_op(ctx, state);
    insert_at(body, at, op);
    op
}

fn state(ctx: &Context, name: &str, loc: Location) -> OperationState {
    OperationState::new(OperationName::new(ctx, name), loc)
}

/// A one-operand op with one result of type `ty`.
fn unary(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    name: &str,
    loc: Location,
    operand: Value,
    ty: Type,
) -> Value {
    let mut s = state(ctx, name, loc);
    s.operands.push(operand);
    s.result_types.push(ty);
    let op = create(ctx, body, at, s);
    body.result(op, 0)
}

impl CfgToScfInterface for ControlFlowToScf {
    fn create_structured_branch_region_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        control_flow_op: OpId,
        result_types: &[Type],
        regions: &[RegionId],
    ) -> Result<OpId, Reported> {
        let loc = body.op_loc(control_flow_op);
        let at = InsertPoint::Before(control_flow_op);
        let name = body.op_name(control_flow_op).as_str(ctx);
        let mut s = match name {
            "cf.cond_br" => {
                let mut s = state(ctx, "scf.if", loc);
                s.operands.push(body.operand(control_flow_op, 0));
                s
            }
            "cf.switch" => {
                let flag = body.operand(control_flow_op, 0);
                let index = Type::index(ctx);
                let cast = unary(ctx, body, at, "arith.index_castui", loc, flag, index);
                let cases: Vec<i64> = strata_dialect_cf::switch::cases(ctx, body, control_flow_op)
                    .iter()
                    .map(|c| c.value.zext_value() as i64)
                    .collect();
                let mut s = state(ctx, "scf.index_switch", loc);
                s.operands.push(cast);
                let mut props = [NamedAttr {
                    name: Ident::new(ctx, "cases"),
                    value: Attribute::dense_i64_array(ctx, &cases),
                }];
                s.props = Some(Attribute::dictionary(ctx, &mut props));
                s
            }
            _ => {
                let msg = "Cannot convert unknown control flow op to structured control flow";
                ctx.emit(op_error(ctx, body, control_flow_op, msg));
                return Err(Reported);
            }
        };
        s.result_types.extend_from_slice(result_types);
        s.regions = StateRegions::Local(SmallVec::from_slice(regions));
        Ok(create(ctx, body, at, s))
    }

    fn create_structured_branch_region_terminator_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        _branch_region_op: OpId,
        _replaced: Option<OpId>,
        results: &[Value],
    ) -> Result<(), Reported> {
        let mut s = state(ctx, "scf.yield", loc);
        s.operands.extend_from_slice(results);
        create(ctx, body, at, s);
        Ok(())
    }

    fn create_structured_do_while_loop_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        at: InsertPoint,
        replaced: OpId,
        inits: &[Value],
        condition: Value,
        next_iteration: &[Value],
        loop_body: RegionId,
    ) -> Result<OpId, Reported> {
        let loc = body.op_loc(replaced);
        let types: SmallVec<[Type; 4]> = inits.iter().map(|&v| body.value_type(v)).collect();
        let after = body.create_region();
        let mut s = state(ctx, "scf.while", loc);
        s.operands.extend_from_slice(inits);
        s.result_types.extend_from_slice(&types);
        s.regions = StateRegions::Local(SmallVec::from_slice(&[loop_body, after]));
        let while_op = create(ctx, body, at, s);
        let Some(last) = body.region_blocks(loop_body).last() else {
            return Err(Reported);
        };
        let end = InsertPoint::BlockEnd(last);
        let i1 = Type::int(ctx, 1);
        let cond = unary(ctx, body, end, "arith.trunci", loc, condition, i1);
        let mut c = state(ctx, "scf.condition", loc);
        c.operands.push(cond);
        c.operands.extend_from_slice(next_iteration);
        create(ctx, body, end, c);
        let block = body.create_block();
        body.append_block(after, block);
        for &ty in &types {
            body.add_block_arg(block, ty, loc);
        }
        let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(block));
        let mut y = state(ctx, "scf.yield", loc);
        y.operands.extend_from_slice(&args);
        create(ctx, body, InsertPoint::BlockEnd(block), y);
        Ok(while_op)
    }

    fn cfg_switch_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        value: u32,
    ) -> Value {
        let i32_ty = Type::int(ctx, 32);
        let attr = Attribute::int(ctx, i32_ty, i64::from(value));
        let op = strata_dialect_arith::build_constant(ctx, body, attr, i32_ty, loc);
        insert_at(body, at, op);
        body.result(op, 0)
    }

    fn create_cfg_switch_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        flag: Value,
        cases: &[(u32, BlockId, Vec<Value>)],
        default: (BlockId, &[Value]),
    ) -> OpId {
        let cases: Vec<SwitchCase> = cases
            .iter()
            .map(|(value, dest, args)| SwitchCase {
                value: APInt::from_u64(32, u64::from(*value)),
                dest: *dest,
                operands: SmallVec::from_slice(args),
            })
            .collect();
        let s = build_switch(ctx, body, loc, flag, default, &cases);
        create(ctx, body, at, s)
    }

    fn undef_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        ty: Type,
    ) -> Value {
        let mut s = state(ctx, "ub.poison", loc);
        s.result_types.push(ty);
        let mut props = [NamedAttr {
            name: Ident::new(ctx, "value"),
            value: strata_dialect_ub::poison(ctx),
        }];
        s.props = Some(Attribute::dictionary(ctx, &mut props));
        let op = create(ctx, body, at, s);
        body.result(op, 0)
    }

    fn create_unreachable_terminator(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        region: RegionId,
    ) -> Result<OpId, Reported> {
        if let Some(parent) = body.region_parent(region) {
            let name = body.op_name(parent).as_str(ctx);
            let msg = format!("Cannot create unreachable terminator for '{name}'");
            ctx.emit(Diagnostic::error(loc, msg));
            return Err(Reported);
        }
        let mut values: SmallVec<[Value; 2]> = SmallVec::new();
        for &ty in &self.function_results {
            values.push(self.undef_value(ctx, body, loc, at, ty));
        }
        let mut s = state(ctx, "func.return", loc);
        s.operands.extend_from_slice(&values);
        Ok(create(ctx, body, at, s))
    }

    fn create_single_destination_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        _dummy_flag: Value,
        dest: BlockId,
        args: &[Value],
    ) -> OpId {
        create(ctx, body, at, build_br(ctx, loc, dest, args))
    }

    fn create_conditional_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        condition: Value,
        on_true: (BlockId, &[Value]),
        on_false: (BlockId, &[Value]),
    ) -> OpId {
        create(
            ctx,
            body,
            at,
            build_cond_br(ctx, loc, condition, on_true, on_false, None),
        )
    }
}
