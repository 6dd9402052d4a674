//! The modules a lowering to LLVM reaches: the one the pass runs on and
//! every `builtin.module` nested in it at any depth (also inside functions).
//! Each is a scope of its own for the runtime declarations, assert messages
//! and C wrappers, as upstream's nearest enclosing module.

use smallvec::SmallVec;
use strata_ir::{Body, Context, OpId, OperationName, WalkOrder, WalkResult};

/// The isolated operations leading from a body to a module, the module last.
pub type ModulePath = SmallVec<[OpId; 2]>;

/// The paths of `module` (an op of `body`) and of the modules nested in it,
/// outer modules first, in program order.
pub fn module_paths(ctx: &Context, body: &Body, module: OpId) -> Vec<ModulePath> {
    let name = OperationName::new(ctx, "builtin.module");
    let mut path = ModulePath::new();
    path.push(module);
    let mut out = vec![path.clone()];
    if let Some(inner) = body.isolated_body(module) {
        nested(name, inner, &mut path, &mut out);
    }
    out
}

fn nested(name: OperationName, body: &Body, path: &mut ModulePath, out: &mut Vec<ModulePath>) {
    if !body.holds_isolated_bodies() {
        return;
    }
    let mut isolated = Vec::new();
    for &r in body.root_regions() {
        body.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if b.isolated_body(o).is_some() {
                isolated.push(o);
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
    }
    for o in isolated {
        let Some(inner) = body.isolated_body(o) else {
            continue;
        };
        path.push(o);
        if body.op_name(o) == name {
            out.push(path.clone());
        }
        strata_ir::stack::grow(|| nested(name, inner, path, out));
        path.pop();
    }
}

/// The body holding the module at the end of `path` (a path from `body`)
/// and the module, if the path still leads to one.
pub fn module_at<'b>(body: &'b mut Body, path: &[OpId]) -> Option<(&'b mut Body, OpId)> {
    let (module, parents) = path.split_last()?;
    let mut cur = body;
    for &op in parents {
        cur = cur.isolated_body_mut(op)?;
    }
    Some((cur, *module))
}
