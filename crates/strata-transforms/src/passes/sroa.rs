//! `sroa`: scalar replacement of aggregates. An allocation whose slot holds
//! an aggregate (`DestructurableAllocationOpInterface`) is split into one
//! allocation per subelement actually used, when every use of the slot is
//! an access to one subelement that can be rewired to that subelement's
//! slot (`DestructurableAccessorOpInterface`). New allocations are tried
//! in turn, so nested aggregates split down to their leaves.

use super::post_order::{apply_in_post_order, in_op_regions};
use strata_ir::interfaces::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, SafeMemorySlotAccessOpInterface,
};
use strata_ir::{Attribute, Body, Context, OpId, RegionId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The sroa pass.
#[derive(Clone, Default)]
pub struct Sroa;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "sroa",
    summary: "Scalar Replacement of Aggregates",
    options: &[],
    create: || Box::new(Sroa),
};

impl Pass for Sroa {
    fn argument(&self) -> &'static str {
        "sroa"
    }

    fn name(&self) -> &'static str {
        "SROA"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        in_op_regions(body, op, |body, regions| {
            destructure_in_regions(cx.ctx, body, regions)
        });
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Destructures the allocations of `regions` of `body` (and of the isolated
/// bodies nested there); returns how many slots were split.
pub fn destructure_in_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> usize {
    apply_in_post_order(
        ctx,
        body,
        regions,
        &|ctx, body, op| {
            body.op_name(op)
                .interface::<dyn DestructurableAllocationOpInterface>(ctx)
                .is_some()
        },
        &mut |ctx, body, op| {
            let mut work = vec![op];
            let mut split = 0;
            while let Some(alloc) = work.pop() {
                if let Some(new) = destructure_allocation(ctx, body, alloc) {
                    split += 1;
                    work.extend(new.into_iter().rev());
                }
            }
            split
        },
    )
}

/// What a slot's destructuring needs: the indices used and the accessors
/// to rewire.
struct Plan {
    used: Vec<Attribute>,
    accessors: Vec<OpId>,
}

/// Splits the first destructurable slot of `alloc` that can be split;
/// returns the new allocations.
fn destructure_allocation(ctx: &Context, body: &mut Body, alloc: OpId) -> Option<Vec<OpId>> {
    let iface = body
        .op_name(alloc)
        .interface::<dyn DestructurableAllocationOpInterface>(ctx)?;
    for slot in iface.destructurable_slots(ctx, body, alloc) {
        let Some(plan) = plan(ctx, body, &slot) else {
            continue;
        };
        let subslots = iface.destructure(ctx, body, alloc, &slot, &plan.used);
        let new: Vec<OpId> = subslots
            .iter()
            .filter_map(|(_, s)| body.defining_op(s.ptr))
            .collect();
        let mut erase = Vec::new();
        for &user in plan.accessors.iter().rev() {
            let accessor = body
                .op_name(user)
                .interface::<dyn DestructurableAccessorOpInterface>(ctx);
            if accessor.is_some_and(|a| a.rewire(ctx, body, user, &slot, &subslots)) {
                erase.push(user);
            }
        }
        for op in erase {
            body.erase_op(op);
        }
        iface.destructuring_complete(ctx, body, alloc, &slot);
        return Some(new);
    }
    None
}

/// The plan for `slot`, if every use of it is an accessor that can be
/// rewired (and it has uses at all) and every pointer the accessors derive
/// is used only safely. Uses are visited most recent first, which fixes
/// the order of the new allocations as upstream.
fn plan(ctx: &Context, body: &Body, slot: &DestructurableMemorySlot) -> Option<Plan> {
    if !body.has_uses(slot.slot.ptr) {
        return None;
    }
    let mut plan = Plan {
        used: Vec::new(),
        accessors: Vec::new(),
    };
    let mut safe_work = Vec::new();
    for use_id in body.uses(slot.slot.ptr) {
        let user = body.operand_owner(use_id);
        let accessor = body
            .op_name(user)
            .interface::<dyn DestructurableAccessorOpInterface>(ctx)?;
        if !accessor.can_rewire(ctx, body, user, slot, &mut plan.used, &mut safe_work) {
            return None;
        }
        if !plan.accessors.contains(&user) {
            plan.accessors.push(user);
        }
    }
    let mut visited = rustc_hash::FxHashSet::default();
    while let Some(safe) = safe_work.pop() {
        for use_id in body.uses(safe.ptr) {
            if !visited.insert(use_id) {
                continue;
            }
            let user = body.operand_owner(use_id);
            let access = body
                .op_name(user)
                .interface::<dyn SafeMemorySlotAccessOpInterface>(ctx)?;
            if !access.ensure_only_safe_accesses(ctx, body, user, &safe, &mut safe_work) {
                return None;
            }
        }
    }
    Some(plan)
}
