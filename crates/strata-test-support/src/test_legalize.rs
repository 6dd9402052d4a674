//! `test-strata-legalize`: exercises the dialect conversion framework on
//! `test.*` operations and `func` signatures. Types: `i16` becomes `i32`,
//! `i64` becomes two `i32`s, `none` is dropped; others are kept.
//!
//! Patterns: `test.old_add` becomes `test.new_add` with converted types;
//! `test.chain_a` becomes `test.chain_b`, itself converted to the legal
//! `test.chain_c`; `test.benefit` has a failing pattern (benefit 3, it
//! builds an op first), then `test.high` (2) and `test.low` (1);
//! `test.rollback` is replaced by the unconvertible `test.stuck`, so that
//! pattern is rolled back; `test.erase` is erased; `test.illegal` is
//! illegal with no pattern; other `test.*` operations have no rule.
//! `func.call`, `func.return` and `cf.br` get converted operand types.
//! `arith.constant` is legal, so other arith ops that fold to constants
//! are legalized by folding.

use std::sync::Arc;

use smallvec::{SmallVec, smallvec};
use strata_ir::{Body, Context, Diagnostic, OpId, OperationName, OperationState, Type};
use strata_pass::{Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult};

use strata_rewrite::conversion::func::{
    are_types_legal, is_function_legal, populate_call_conversion,
    populate_function_signature_conversion, populate_return_conversion,
};
use strata_rewrite::conversion::{
    ConversionMode, ConversionPatternSet, ConversionRewriter, ConversionTarget, Converted,
    FrozenConversionPatterns, OpAdaptor, OpConversionPattern, TypeConverter,
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion,
};

/// The test pass.
#[derive(Clone)]
pub struct TestLegalize {
    mode: ConversionMode,
}

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "mode",
    kind: "partial|full|analysis",
    description: "The kind of conversion to run",
}];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-strata-legalize",
    summary: "Test the dialect conversion framework",
    options: OPTIONS,
    create: || {
        Box::new(TestLegalize {
            mode: ConversionMode::Partial,
        })
    },
};

fn type_converter() -> Arc<TypeConverter> {
    let mut tc = TypeConverter::new();
    tc.add_type_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| {
        if t.is_signless_int(ctx, 16) {
            Some(Converted::Types(smallvec![Type::int(ctx, 32)]))
        } else if t.is_signless_int(ctx, 64) {
            let i32t = Type::int(ctx, 32);
            Some(Converted::Types(smallvec![i32t, i32t]))
        } else if t == Type::none(ctx) {
            Some(Converted::Types(SmallVec::new()))
        } else {
            None
        }
    });
    Arc::new(tc)
}

/// Replaces `op` by an operation named `name` with the same operands
/// (remapped) and attributes, and results of `converter`'s types.
fn replace_with(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    converter: Option<&TypeConverter>,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut types: SmallVec<[Type; 4]> = SmallVec::new();
    let mut counts: SmallVec<[usize; 4]> = SmallVec::new();
    for r in body.results(op) {
        let before = types.len();
        let ty = body.value_type(r);
        match converter {
            Some(c) if !c.convert_type_into(ctx, ty, &mut types) => return false,
            Some(_) => {}
            None => types.push(ty),
        }
        counts.push(types.len() - before);
    }
    let mut state = OperationState::new(OperationName::new(ctx, name), body.op_loc(op));
    state.operands = adaptor.flat();
    state.result_types = SmallVec::from_slice(&types);
    state.attrs = Some(body.op_attrs(op));
    let new_op = rw.create(state);
    rw.replace_op_with_result_groups(op, new_op, &counts);
    true
}

fn renaming(from: &'static str, to: &'static str, benefit: u16) -> OpConversionPattern {
    OpConversionPattern::new(from, move |op, adaptor, rw| {
        replace_with(op, adaptor, rw, to, None)
    })
    .with_benefit(benefit)
    .with_name(to)
}

fn patterns(ctx: &Context, tc: &Arc<TypeConverter>) -> FrozenConversionPatterns {
    let mut set = ConversionPatternSet::new();
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("test.old_add", move |op, adaptor, rw| {
            replace_with(op, adaptor, rw, "test.new_add", Some(&c))
        })
        .with_type_converter(tc),
    );
    set.add(renaming("test.chain_a", "test.chain_b", 1));
    set.add(renaming("test.chain_b", "test.chain_c", 1));
    set.add(renaming("test.benefit", "test.low", 1));
    set.add(renaming("test.benefit", "test.high", 2));
    set.add(
        OpConversionPattern::new("test.benefit", |op, _, rw| {
            let loc = rw.body().op_loc(op);
            rw.create(OperationState::new(
                OperationName::new(rw.ctx, "test.garbage"),
                loc,
            ));
            false
        })
        .with_benefit(3)
        .with_name("failing"),
    );
    set.add(renaming("test.rollback", "test.stuck", 1));
    set.add(OpConversionPattern::new("test.erase", |op, _, rw| {
        rw.erase_op(op);
        true
    }));
    populate_function_signature_conversion(&mut set, "func.func", tc);
    populate_call_conversion(&mut set, "func.call", tc);
    populate_return_conversion(&mut set, "func.return", tc);
    populate_return_conversion(&mut set, "cf.br", tc);
    FrozenConversionPatterns::new(ctx, set)
}

fn target(tc: &Arc<TypeConverter>) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_ops(&[
        "builtin.module",
        "builtin.unrealized_conversion_cast",
        "arith.constant",
        "test.new_add",
        "test.chain_c",
        "test.high",
        "test.low",
        "test.garbage",
    ]);
    t.add_illegal_ops(&[
        "test.old_add",
        "test.chain_a",
        "test.chain_b",
        "test.benefit",
        "test.erase",
        "test.illegal",
        "test.stuck",
    ]);
    let c = tc.clone();
    t.add_dynamically_legal_op("func.func", move |ctx, body, op| {
        Some(is_function_legal(ctx, body, op, &c))
    });
    for name in ["func.call", "func.return", "cf.br"] {
        let c = tc.clone();
        t.add_dynamically_legal_op(name, move |ctx, body, op| {
            Some(are_types_legal(ctx, body, op, &c))
        });
    }
    t
}

impl Pass for TestLegalize {
    fn argument(&self) -> &'static str {
        "test-strata-legalize"
    }

    fn name(&self) -> &'static str {
        "TestStrataLegalize"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name != "mode" {
            return Err(format!("no such option '{name}'"));
        }
        self.mode = match value {
            "partial" => ConversionMode::Partial,
            "full" => ConversionMode::Full,
            "analysis" => ConversionMode::Analysis,
            _ => return Err(format!("invalid value '{value}' for option 'mode'")),
        };
        Ok(())
    }

    fn option_string(&self) -> String {
        let mode = match self.mode {
            ConversionMode::Partial => "partial",
            ConversionMode::Full => "full",
            ConversionMode::Analysis => "analysis",
        };
        format!("mode={mode}")
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let tc = type_converter();
        let patterns = patterns(ctx, &tc);
        let target = target(&tc);
        match self.mode {
            ConversionMode::Partial => {
                apply_partial_conversion(ctx, body, op, &target, &patterns)
                    .map_err(|_| PassFailure)?;
            }
            ConversionMode::Full => {
                apply_full_conversion(ctx, body, op, &target, &patterns)
                    .map_err(|_| PassFailure)?;
            }
            ConversionMode::Analysis => {
                for r in apply_analysis_conversion(ctx, body, op, &target, &patterns) {
                    let mut b: &Body = body;
                    for p in &r.path {
                        match b.isolated_body(*p) {
                            Some(inner) => b = inner,
                            None => break,
                        }
                    }
                    let name = b.op_name(r.op).as_str(ctx);
                    let msg = format!("op '{name}' is legalizable");
                    ctx.emit(Diagnostic::remark(b.op_loc(r.op), msg));
                }
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
