//! `cf.assert` to LLVM, as upstream's lowering: the block is split after
//! the assertion, which becomes an `llvm.cond_br` to the continuation or
//! to a new failure block (at the end of the region) that prints the
//! message with `puts` (from a private constant `@assert_msg` global) and
//! calls `abort`. Globals and declarations go to the start of the module.

use strata_dialect_llvm::enums::{LINKAGE, i32_attr};
use strata_dialect_llvm::types as lt;
use strata_ir::{
    AttrKind, Attribute, Body, Context, Ident, Location, OpId, StateRegions, Type, WalkOrder,
    WalkResult,
};

use crate::llvm_common::make_state;

/// Lowers every `cf.assert` in the functions directly inside `module`
/// (in walk order, so globals are numbered as upstream's).
pub fn lower_asserts(ctx: &Context, body: &mut Body, module: OpId) {
    let Some(mbody) = body.isolated_body_mut(module) else {
        return;
    };
    let Some(&region) = mbody.root_regions().first() else {
        return;
    };
    let Some(top) = mbody.region_blocks(region).next() else {
        return;
    };
    let holders: Vec<OpId> = mbody
        .block_ops(top)
        .filter(|o| mbody.isolated_body(*o).is_some())
        .collect();
    let mut symbols: Vec<String> = mbody
        .block_ops(top)
        .filter_map(|o| {
            mbody
                .attr(ctx, o, "sym_name")
                .and_then(|a| a.str_value(ctx))
                .map(str::to_string)
        })
        .collect();
    for holder in holders {
        let asserts = {
            let Some(fbody) = mbody.isolated_body(holder) else {
                continue;
            };
            let mut found = Vec::new();
            // Asserts of isolated ops nested deeper live in other bodies:
            // they are left to the conversion, which reports them.
            fbody.walk(WalkOrder::PreOrder, &mut |b, op| {
                if std::ptr::eq(b, fbody) && b.op_name(op).as_str(ctx) == "cf.assert" {
                    found.push(op);
                }
                WalkResult::Advance
            });
            found
        };
        for op in asserts {
            let Some(fbody) = mbody.isolated_body(holder) else {
                break;
            };
            let msg = match fbody.attr(ctx, op, "msg").map(|a| a.kind(ctx)) {
                Some(AttrKind::String { bytes, .. }) => bytes.to_vec(),
                _ => continue,
            };
            let loc = fbody.op_loc(op);
            let name = unique_name(&symbols, "assert_msg");
            let len = msg.len() + 1;
            prepend(ctx, mbody, top, message_global(ctx, &name, msg, loc));
            symbols.push(name.clone());
            let ptr = lt::ptr(ctx, 0);
            for (callee, inputs) in [("puts", vec![ptr]), ("abort", vec![])] {
                if !symbols.iter().any(|s| s == callee) {
                    let fty = lt::func(ctx, lt::void(ctx), &inputs, false);
                    prepend(ctx, mbody, top, declaration(ctx, callee, fty));
                    symbols.push(callee.to_string());
                }
            }
            if let Some(fbody) = mbody.isolated_body_mut(holder) {
                rewrite_assert(ctx, fbody, op, &name, len);
            }
        }
    }
}

/// `base`, or `base_N` with the first free `N`.
fn unique_name(symbols: &[String], base: &str) -> String {
    let taken = |n: &str| symbols.iter().any(|s| s == n);
    if !taken(base) {
        return base.to_string();
    }
    (0..)
        .map(|i| format!("{base}_{i}"))
        .find(|n| !taken(n))
        .unwrap_or_default()
}

/// Inserts the op `state` describes at the start of `block`.
fn prepend(
    ctx: &Context,
    mbody: &mut Body,
    block: strata_ir::BlockId,
    state: strata_ir::OperationState,
) {
    let first = mbody.first_op(block);
    let op = mbody.create_op(ctx, state);
    match first {
        Some(first) => mbody.insert_op_before(first, op),
        None => mbody.append_op(block, op),
    }
}

/// `llvm.mlir.global private constant @name(dense<bytes\0>)`.
fn message_global(
    ctx: &Context,
    name: &str,
    mut bytes: Vec<u8>,
    loc: Location,
) -> strata_ir::OperationState {
    bytes.push(0);
    let i8 = Type::int(ctx, 8);
    let n = bytes.len();
    let tensor = Type::ranked_tensor(ctx, &[n as i64], i8, None);
    let mut state = make_state(
        ctx,
        loc,
        "llvm.mlir.global",
        &[],
        &[],
        &[
            (
                "global_type",
                Attribute::type_attr(ctx, lt::array(ctx, i8, n as u64)),
            ),
            ("constant", Attribute::unit(ctx)),
            ("sym_name", Attribute::string(ctx, name)),
            ("linkage", LINKAGE.attr(ctx, 0)),
            (
                "value",
                Attribute::dense_elements(ctx, tensor, &bytes, false),
            ),
            ("addr_space", i32_attr(ctx, 0)),
        ],
    );
    state.regions = StateRegions::Isolated(Box::new(Body::with_root_regions(1)));
    state
}

/// An external `llvm.func` declaration.
fn declaration(ctx: &Context, name: &str, fty: Type) -> strata_ir::OperationState {
    let mut state = make_state(
        ctx,
        Location::unknown(ctx),
        "llvm.func",
        &[],
        &[],
        &[
            ("sym_name", Attribute::string(ctx, name)),
            ("function_type", Attribute::type_attr(ctx, fty)),
        ],
    );
    state.regions = StateRegions::Isolated(Box::new(Body::with_root_regions(1)));
    state
}

/// Splits the block at `op`, builds the failure block and replaces `op`
/// by the conditional branch.
fn rewrite_assert(ctx: &Context, fbody: &mut Body, op: OpId, global: &str, len: usize) {
    let (Some(block), Some(cond)) = (fbody.op_block(op), fbody.operands(op).next()) else {
        return;
    };
    let Some(region) = fbody.block_region(block) else {
        return;
    };
    let loc = fbody.op_loc(op);
    let cont = fbody.create_block();
    fbody.link_block(region, Some(block), cont);
    let mut next = fbody.next_op(op);
    while let Some(o) = next {
        next = fbody.next_op(o);
        fbody.unlink_op(o);
        fbody.append_op(cont, o);
    }
    let fail = fbody.create_block();
    fbody.append_block(region, fail);
    let ptr = lt::ptr(ctx, 0);
    let symbol = |n: &str| Attribute::symbol_ref(ctx, Ident::new(ctx, n), &[]);
    let addr = fbody.create_op(
        ctx,
        make_state(
            ctx,
            loc,
            "llvm.mlir.addressof",
            &[],
            &[ptr],
            &[("global_name", symbol(global))],
        ),
    );
    fbody.append_op(fail, addr);
    let base = fbody.result(addr, 0);
    let i8 = Type::int(ctx, 8);
    let gep = fbody.create_op(
        ctx,
        make_state(
            ctx,
            loc,
            "llvm.getelementptr",
            &[base],
            &[ptr],
            &[
                ("rawConstantIndices", Attribute::dense_i32_array(ctx, &[0])),
                (
                    "elem_type",
                    Attribute::type_attr(ctx, lt::array(ctx, i8, len as u64)),
                ),
                ("noWrapFlags", i32_attr(ctx, 0)),
            ],
        ),
    );
    fbody.append_op(fail, gep);
    let msg = fbody.result(gep, 0);
    for (callee, args) in [("puts", vec![msg]), ("abort", vec![])] {
        let n = i32::try_from(args.len()).unwrap_or(0);
        let call = fbody.create_op(
            ctx,
            make_state(
                ctx,
                loc,
                "llvm.call",
                &args,
                &[],
                &[
                    ("callee", symbol(callee)),
                    (
                        "operandSegmentSizes",
                        Attribute::dense_i32_array(ctx, &[n, 0]),
                    ),
                ],
            ),
        );
        fbody.append_op(fail, call);
    }
    let unreachable = fbody.create_op(ctx, make_state(ctx, loc, "llvm.unreachable", &[], &[], &[]));
    fbody.append_op(fail, unreachable);
    let mut br = make_state(
        ctx,
        loc,
        "llvm.cond_br",
        &[cond],
        &[],
        &[(
            "operandSegmentSizes",
            Attribute::dense_i32_array(ctx, &[1, 0, 0]),
        )],
    );
    br.successors = [cont, fail].into_iter().collect();
    let br = fbody.create_op(ctx, br);
    fbody.insert_op_before(op, br);
    fbody.erase_op(op);
}
