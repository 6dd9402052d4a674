//! Unit tests of the dialect conversion framework.

use std::sync::Arc;

use crate::PatternRewriter;
use smallvec::{SmallVec, smallvec};
use strata_asm::{PrintFlags, op_to_string};
use strata_dialects::testing::{context, parse};
use strata_ir::{Body, Context, OpId, OperationName, OperationState, Type, Value};

use super::*;

fn print(ctx: &Context, body: &Body, op: OpId) -> String {
    op_to_string(ctx, body, op, PrintFlags::default())
}

fn print_generic(ctx: &Context, body: &Body, op: OpId) -> String {
    let flags = PrintFlags {
        generic: true,
        ..Default::default()
    };
    op_to_string(ctx, body, op, flags)
}

/// i16 -> i32, i64 -> (i32, i32), none -> (), everything else unchanged.
fn converter() -> Arc<TypeConverter> {
    let mut tc = TypeConverter::new();
    tc.add_type_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| {
        let i32t = Type::int(ctx, 32);
        if t.is_signless_int(ctx, 16) {
            Some(Converted::Types(smallvec![i32t]))
        } else if t.is_signless_int(ctx, 64) {
            Some(Converted::Types(smallvec![i32t, i32t]))
        } else if t == Type::none(ctx) {
            Some(Converted::Types(SmallVec::new()))
        } else if t.is_signless_int(ctx, 1) {
            Some(Converted::Fail)
        } else {
            None
        }
    });
    Arc::new(tc)
}

/// Renames `from` to `to`, keeping operands (remapped) and converting
/// result types 1:1 with `tc`.
fn rename(from: &'static str, to: &'static str, tc: &Arc<TypeConverter>) -> OpConversionPattern {
    let c = tc.clone();
    OpConversionPattern::new(from, move |op, adaptor, rw| {
        let ctx = rw.ctx;
        let body = rw.body();
        let mut state = OperationState::new(OperationName::new(ctx, to), body.op_loc(op));
        state.operands = adaptor.flat();
        for r in body.results(op) {
            match c.convert_type(ctx, body.value_type(r)) {
                Some(t) => state.result_types.push(t),
                None => return false,
            }
        }
        rw.replace_op_with_new(op, state);
        true
    })
    .with_type_converter(tc)
    .with_name(to)
}

fn func_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    func::populate_function_signature_conversion(set, "func.func", tc);
    func::populate_call_conversion(set, "func.call", tc);
    func::populate_return_conversion(set, "func.return", tc);
}

fn func_target(tc: &Arc<TypeConverter>) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_ops(&["builtin.module"]);
    let c = tc.clone();
    t.add_dynamically_legal_op("func.func", move |ctx, body, op| {
        Some(func::is_function_legal(ctx, body, op, &c))
    });
    for name in ["func.return", "func.call"] {
        let c = tc.clone();
        t.add_dynamically_legal_op(name, move |ctx, body, op| {
            Some(func::are_types_legal(ctx, body, op, &c))
        });
    }
    t
}

const SIGNATURES: &str = r#"
func.func @f(%a: i16, %b: i64) -> i16 {
  %s = "test.add"(%a, %a) : (i16, i16) -> i16
  "test.use64"(%b) : (i64) -> ()
  return %s : i16
}
func.func @g(%x: i16) -> i16 {
  %p = "test.producer"() : () -> i64
  %r = call @f(%x, %p) : (i16, i64) -> i16
  return %r : i16
}
"#;

#[test]
fn converts_function_signatures_calls_and_returns() {
    let ctx = context();
    let (mut body, module) = parse(&ctx, SIGNATURES);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    func_patterns(&mut set, &tc);
    set.add(rename("test.add", "test.add32", &tc));
    let mut target = func_target(&tc);
    target.add_legal_ops(&["test.add32"]);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let left = apply_partial_conversion(&ctx, &mut body, module, &target, &patterns);
    let left = left.expect("partial conversion succeeds");
    // test.use64 and test.producer have no rule and stay.
    assert_eq!(left.len(), 2);
    let out = print(&ctx, &body, module);
    assert!(
        out.contains("func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32"),
        "{out}"
    );
    assert!(
        out.contains("\"test.add32\"(%arg0, %arg0) : (i32, i32) -> i32"),
        "{out}"
    );
    assert!(
        out.contains("builtin.unrealized_conversion_cast %arg1, %arg2 : i32, i32 to i64"),
        "{out}"
    );
    assert!(
        out.contains("call @f(%arg0, %1#0, %1#1) : (i32, i32, i32) -> i32"),
        "{out}"
    );
    assert!(!out.contains("i16"), "{out}");
}

#[test]
fn failed_full_conversion_restores_the_ir_exactly() {
    let ctx = context();
    let (mut body, module) = parse(&ctx, SIGNATURES);
    let before = print_generic(&ctx, &body, module);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    func_patterns(&mut set, &tc);
    set.add(rename("test.add", "test.add32", &tc));
    let mut target = func_target(&tc);
    target.add_legal_ops(&["test.add32"]);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    // test.use64 has no rule: the full conversion fails after @f's
    // signature, test.add and func.return were converted.
    let (result, diags) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_full_conversion(&ctx, &mut body, module, &target, &patterns)
    });
    assert_eq!(result, Err(ConversionFailure));
    assert_eq!(diags.len(), 1);
    assert_eq!(
        diags[0].message,
        "failed to legalize operation 'test.use64'"
    );
    assert_eq!(print_generic(&ctx, &body, module), before);
    // The IR stays usable: a successful conversion can run afterwards.
    let mut target = func_target(&tc);
    target.add_legal_ops(&["test.add32", "test.use64", "test.producer"]);
    let mut set = ConversionPatternSet::new();
    func_patterns(&mut set, &tc);
    set.add(rename("test.add", "test.add32", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    assert!(apply_full_conversion(&ctx, &mut body, module, &target, &patterns).is_ok());
    assert!(!print(&ctx, &body, module).contains("i16"));
}

#[test]
fn explicitly_illegal_op_fails_partial_conversion_and_rolls_back() {
    let ctx = context();
    let src = r#"
func.func @f(%a: i16) -> i16 {
  %s = "test.add"(%a, %a) : (i16, i16) -> i16
  "test.bad"() : () -> ()
  return %s : i16
}
"#;
    let (mut body, module) = parse(&ctx, src);
    let before = print_generic(&ctx, &body, module);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    func_patterns(&mut set, &tc);
    set.add(rename("test.add", "test.add32", &tc));
    let mut target = func_target(&tc);
    target.add_legal_ops(&["test.add32"]);
    target.add_illegal_ops(&["test.bad"]);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let (result, diags) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, module, &target, &patterns)
    });
    assert!(result.is_err());
    assert_eq!(
        diags[0].message,
        "failed to legalize operation 'test.bad' that was explicitly marked illegal"
    );
    assert_eq!(print_generic(&ctx, &body, module), before);
}

#[test]
fn failure_in_a_later_function_rolls_back_functions_already_converted() {
    let ctx = context();
    // @f is converted completely (and its tables released) before @g fails.
    let src = r#"
func.func @f(%a: i16) -> i16 {
  %s = "test.add"(%a, %a) : (i16, i16) -> i16
  %t = "test.add"(%s, %a) : (i16, i16) -> i16
  return %t : i16
}
func.func @g(%a: i16) -> i16 {
  %s = "test.add"(%a, %a) : (i16, i16) -> i16
  "test.bad"() : () -> ()
  return %s : i16
}
"#;
    let (mut body, module) = parse(&ctx, src);
    let before = print_generic(&ctx, &body, module);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    func_patterns(&mut set, &tc);
    set.add(rename("test.add", "test.add32", &tc));
    let mut target = func_target(&tc);
    target.add_legal_ops(&["test.add32"]);
    target.add_illegal_ops(&["test.bad"]);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let (result, diags) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, module, &target, &patterns)
    });
    assert!(result.is_err());
    assert_eq!(diags.len(), 1);
    assert_eq!(print_generic(&ctx, &body, module), before);
}

const DRIVER: &str = r#"
"test.root"() ({
  %a = "test.src"() : () -> i16
  %b = "test.pick"(%a) : (i16) -> i16
  "test.sink"(%b) : (i16) -> ()
}) : () -> ()
"#;

fn root_target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_ops(&[
        "builtin.module",
        "test.root",
        "test.src",
        "test.sink",
        "test.high",
        "test.low",
    ]);
    t.add_illegal_ops(&["test.pick"]);
    t
}

#[test]
fn failing_pattern_is_rolled_back_and_benefit_orders_patterns() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    set.add(rename("test.pick", "test.low", &tc).with_benefit(1));
    set.add(rename("test.pick", "test.high", &tc).with_benefit(2));
    // The best pattern changes the IR in every way it can, then gives up.
    set.add(
        OpConversionPattern::new("test.pick", |op, adaptor, rw| {
            let ctx = rw.ctx;
            let loc = rw.body().op_loc(op);
            let mut state = OperationState::new(OperationName::new(ctx, "test.junk"), loc);
            state.result_types.push(Type::int(ctx, 16));
            let junk = rw.create(state);
            let v = rw.body().result(junk, 0);
            let src = rw.body().operand(op, 0);
            rw.replace_all_uses_with(src, v);
            rw.modify_op_in_place(op, |b| b.set_operands(op, &[]));
            let first = adaptor.operand(0);
            assert!(first.is_some());
            false
        })
        .with_benefit(3)
        .with_type_converter(&tc),
    );
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let target = root_target();
    apply_partial_conversion(&ctx, &mut body, root, &target, &patterns).expect("converts");
    let out = print_generic(&ctx, &body, root);
    assert!(!out.contains("test.junk"), "{out}");
    assert!(!out.contains("test.low"), "{out}");
    // test.high has i32 results, read back as i16 by test.sink through a cast;
    // its operand was brought to i32 by a target materialization.
    assert!(out.contains("\"test.high\""), "{out}");
    assert_eq!(
        out.matches("builtin.unrealized_conversion_cast").count(),
        2,
        "{out}"
    );
}

#[test]
fn created_ops_are_legalized_recursively() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    set.add(rename("test.pick", "test.step", &tc));
    set.add(rename("test.step", "test.high", &tc));
    let mut target = root_target();
    target.add_illegal_ops(&["test.step"]);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    apply_full_conversion(&ctx, &mut body, root, &target, &patterns).expect("converts");
    let out = print_generic(&ctx, &body, root);
    assert!(
        out.contains("test.high") && !out.contains("test.step"),
        "{out}"
    );

    // A result that cannot be legalized undoes the pattern.
    let (mut body, root) = parse(&ctx, DRIVER);
    let before = print_generic(&ctx, &body, root);
    let mut set = ConversionPatternSet::new();
    set.add(rename("test.pick", "test.step", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let (result, _) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, root, &target, &patterns)
    });
    assert!(result.is_err());
    assert_eq!(print_generic(&ctx, &body, root), before);
}

#[test]
fn a_pattern_is_not_applied_recursively() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    // Replaces test.pick with another test.pick: would loop forever if the
    // driver applied it to its own result.
    set.add(rename("test.pick", "test.pick", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let target = root_target();
    let before = print_generic(&ctx, &body, root);
    let (result, _) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, root, &target, &patterns)
    });
    assert!(result.is_err());
    assert_eq!(print_generic(&ctx, &body, root), before);
}

#[test]
fn target_legality_rules() {
    let ctx = context();
    let src = r#"
"test.root"() ({
  "a.x"() : () -> ()
  "a.y"() : () -> ()
  "b.x"() {ok} : () -> ()
  "b.x"() : () -> ()
  "c.x"() : () -> ()
}) : () -> ()
"#;
    let (top, module) = parse(&ctx, src);
    let body = top.isolated_body(module).expect("module body");
    let region = body.root_regions()[0];
    let root = body
        .entry_block(region)
        .and_then(|b| body.first_op(b))
        .expect("test.root");
    let ops: Vec<OpId> = {
        let r = body.local_regions(root)[0];
        let b = body.entry_block(r).expect("block");
        body.block_ops(b).collect()
    };
    let mut t = ConversionTarget::new();
    t.add_legal_dialects(&["a"]);
    t.add_illegal_ops(&["a.y"]);
    t.add_dynamically_legal_dialect("b", |ctx, body, op| {
        Some(body.attr(ctx, op, "ok").is_some())
    });
    assert!(t.is_legal(&ctx, body, ops[0]).is_some());
    assert!(t.is_legal(&ctx, body, ops[1]).is_none());
    assert!(t.is_illegal(&ctx, body, ops[1]));
    assert!(t.is_legal(&ctx, body, ops[2]).is_some());
    assert!(t.is_illegal(&ctx, body, ops[3]));
    assert!(t.is_legal(&ctx, body, ops[4]).is_none());
    assert!(!t.is_illegal(&ctx, body, ops[4]));
    t.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
    assert!(t.is_legal(&ctx, body, ops[4]).is_some());
    assert!(t.mark_op_recursively_legal("a.y", None).is_err());
    t.add_legal_ops(&["test.root"]);
    assert_eq!(
        t.is_legal(&ctx, body, root),
        Some(LegalOpDetails {
            is_recursively_legal: false
        })
    );
    assert!(t.mark_op_recursively_legal("test.root", None).is_ok());
    assert!(
        t.is_legal(&ctx, body, root)
            .is_some_and(|d| d.is_recursively_legal)
    );
}

#[test]
fn recursively_legal_ops_hide_their_contents() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let mut target = root_target();
    target
        .mark_op_recursively_legal("test.root", None)
        .expect("legal");
    let patterns = FrozenConversionPatterns::new(&ctx, ConversionPatternSet::new());
    // test.pick is illegal with no pattern, but never visited.
    assert!(apply_full_conversion(&ctx, &mut body, root, &target, &patterns).is_ok());
}

#[test]
fn type_converter_and_signature_conversion() {
    let ctx = context();
    let tc = converter();
    let i16t = Type::int(&ctx, 16);
    let i32t = Type::int(&ctx, 32);
    let i64t = Type::int(&ctx, 64);
    let f32t = Type::index(&ctx);
    assert_eq!(tc.convert_type(&ctx, i16t), Some(i32t));
    assert_eq!(tc.convert_type(&ctx, f32t), Some(f32t));
    assert_eq!(tc.convert_type(&ctx, i64t), None);
    assert_eq!(tc.convert_type(&ctx, Type::int(&ctx, 1)), None);
    let mut out = SmallVec::new();
    assert!(tc.convert_types(&ctx, &[i16t, i64t, Type::none(&ctx)], &mut out));
    assert_eq!(out.as_slice(), &[i32t, i32t, i32t]);
    let mut out = SmallVec::new();
    assert!(!tc.convert_types(&ctx, &[i16t, Type::int(&ctx, 1)], &mut out));
    assert!(out.is_empty());
    assert!(tc.is_legal(&ctx, f32t) && !tc.is_legal(&ctx, i16t));
    assert!(tc.is_signature_legal(&ctx, Type::function(&ctx, &[i32t], &[f32t])));
    assert!(!tc.is_signature_legal(&ctx, Type::function(&ctx, &[i32t], &[i16t])));

    let mut sig = SignatureConversion::new(3);
    assert!(tc.convert_signature_args(&ctx, &[i64t, Type::none(&ctx), i16t], &mut sig));
    assert_eq!(sig.converted_types(), &[i32t, i32t, i32t]);
    assert_eq!(
        sig.input_mapping(0),
        Some(InputMapping::Args { start: 0, len: 2 })
    );
    assert_eq!(
        sig.input_mapping(1),
        Some(InputMapping::Args { start: 2, len: 0 })
    );
    assert_eq!(
        sig.input_mapping(2),
        Some(InputMapping::Args { start: 2, len: 1 })
    );
    sig.append_inputs(&[f32t]);
    assert_eq!(sig.converted_types().len(), 4);
}

#[test]
fn converter_materializations_replace_leftover_casts() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let mut tc = TypeConverter::new();
    tc.add_type_conversion(|_, t| Some(t));
    tc.add_type_conversion(|ctx, t| t.is_signless_int(ctx, 16).then(|| Type::int(ctx, 32)));
    let build = |name: &'static str| {
        move |rw: &mut crate::Rewriter<'_>, types: &[Type], inputs: &[strata_ir::Value], loc| {
            let mut state = OperationState::new(OperationName::new(rw.ctx, name), loc);
            state.operands = SmallVec::from_slice(inputs);
            state.result_types = SmallVec::from_slice(types);
            let op = rw.create(state);
            Some(rw.body().results(op).collect())
        }
    };
    tc.add_source_materialization(build("test.to_source"));
    tc.add_target_materialization(build("test.to_target"));
    let tc = Arc::new(tc);
    let mut set = ConversionPatternSet::new();
    set.add(rename("test.pick", "test.high", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    apply_partial_conversion(&ctx, &mut body, root, &root_target(), &patterns).expect("converts");
    let out = print_generic(&ctx, &body, root);
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
    assert!(
        out.contains("\"test.to_target\"(%0) : (i16) -> i32"),
        "{out}"
    );
    assert!(
        out.contains("\"test.to_source\"(%2) : (i32) -> i16"),
        "{out}"
    );
}

#[test]
fn analysis_conversion_changes_nothing() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let before = print_generic(&ctx, &body, root);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    set.add(rename("test.pick", "test.high", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let found = apply_analysis_conversion(&ctx, &mut body, root, &root_target(), &patterns);
    // The module, test.root, test.src, test.pick (legalizable) and test.sink.
    assert_eq!(found.len(), 5);
    assert_eq!(print_generic(&ctx, &body, root), before);
}

#[test]
fn reconcile_folds_round_trips_and_keeps_live_casts() {
    let ctx = context();
    let src = r#"
func.func @f(%a: i8) -> (i8, f32) {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  %2 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %3 = builtin.unrealized_conversion_cast %a : i8 to i64
  return %1, %2 : i8, f32
}
"#;
    let (mut body, module) = parse(&ctx, src);
    reconcile_unrealized_casts_in(&ctx, &mut body, module);
    let out = print(&ctx, &body, module);
    assert!(out.contains("return %arg0, %1 : i8, f32"), "{out}");
    assert_eq!(
        out.matches("unrealized_conversion_cast").count(),
        2,
        "{out}"
    );
    assert!(!out.contains("i64"), "{out}");
}

#[test]
fn source_materialization_follows_replacements_defined_later() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let tc = converter();
    let mut set = ConversionPatternSet::new();
    // Builds the replacement after the op it replaces.
    set.add(
        OpConversionPattern::new("test.pick", |op, adaptor, rw| {
            let ctx = rw.ctx;
            let loc = rw.body().op_loc(op);
            let mut state = OperationState::new(OperationName::new(ctx, "test.high"), loc);
            state.operands = adaptor.flat();
            state.result_types.push(Type::int(ctx, 32));
            rw.set_insertion_point_after(op);
            let new_op = rw.create(state);
            let v = rw.body().result(new_op, 0);
            rw.replace_op(op, &[v]);
            true
        })
        .with_type_converter(&tc),
    );
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    apply_partial_conversion(&ctx, &mut body, root, &root_target(), &patterns).expect("converts");
    let out = print_generic(&ctx, &body, root);
    let high = out.find("\"test.high\"").expect("test.high");
    let back = out.find("(i32) -> i16").expect("source materialization");
    let sink = out.find("\"test.sink\"").expect("test.sink");
    assert!(high < back && back < sink, "{out}");
}

#[test]
fn failing_materialization_callbacks_are_reported() {
    let ctx = context();
    let (mut body, root) = parse(&ctx, DRIVER);
    let mut tc = TypeConverter::new();
    tc.add_type_conversion(|_, t| Some(t));
    tc.add_type_conversion(|ctx, t| t.is_signless_int(ctx, 16).then(|| Type::int(ctx, 32)));
    tc.add_source_materialization(|_, _, _, _| None);
    let tc = Arc::new(tc);
    let mut set = ConversionPatternSet::new();
    set.add(rename("test.pick", "test.high", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let (result, diags) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, root, &root_target(), &patterns)
    });
    assert!(result.is_err());
    assert_eq!(
        diags[0].message,
        "failed to legalize unresolved materialization from (i32) to (i16) that remained live after conversion"
    );
}

const REGIONS: &str = r#"
"test.root"() ({
  %a = "test.src"() : () -> i16
  %r = "test.old_region"(%a) ({
  ^bb0(%x: i16):
    %y = "test.pick"(%x) : (i16) -> i16
    "test.yield"(%y) : (i16) -> ()
  }) : (i16) -> i16
  "test.sink"(%r) : (i16) -> ()
}) : () -> ()
"#;

/// Moves the region of `test.old_region` into a new `test.new_region`
/// with converted block argument and result types.
fn region_pattern(tc: &Arc<TypeConverter>) -> OpConversionPattern {
    let c = tc.clone();
    OpConversionPattern::new("test.old_region", move |op, adaptor, rw| {
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        let mut state = OperationState::new(OperationName::new(ctx, "test.new_region"), loc);
        state.operands = adaptor.flat();
        state.result_types.push(Type::int(ctx, 32));
        state.regions = strata_ir::StateRegions::Empty(1);
        let new_op = rw.create(state);
        rw.inline_region_before(op, 0, new_op, 0, None);
        if !rw.convert_region_types(new_op, 0, &c, None) {
            return false;
        }
        let v = rw.body().result(new_op, 0);
        rw.replace_op(op, &[v]);
        true
    })
    .with_type_converter(tc)
}

#[test]
fn region_moves_and_block_conversions_roll_back() {
    let ctx = context();
    let tc = converter();
    let mut target = root_target();
    target.add_legal_ops(&["test.new_region", "test.yield"]);
    target.add_illegal_ops(&["test.old_region"]);

    // test.pick (illegal, no pattern here) makes the moved region fail: the
    // region, its block and the new op all go back.
    let (mut body, root) = parse(&ctx, REGIONS);
    let before = print_generic(&ctx, &body, root);
    let mut set = ConversionPatternSet::new();
    set.add(region_pattern(&tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let (result, diags) = strata_ir::diagnostics::capture_diagnostics(|| {
        apply_partial_conversion(&ctx, &mut body, root, &target, &patterns)
    });
    assert!(result.is_err());
    assert_eq!(
        diags[0].message,
        "failed to legalize operation 'test.pick' that was explicitly marked illegal"
    );
    assert_eq!(print_generic(&ctx, &body, root), before);

    // With a pattern for test.pick the whole conversion goes through.
    let (mut body, root) = parse(&ctx, REGIONS);
    let mut set = ConversionPatternSet::new();
    set.add(region_pattern(&tc));
    set.add(rename("test.pick", "test.high", &tc));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    apply_partial_conversion(&ctx, &mut body, root, &target, &patterns).expect("converts");
    let out = print_generic(&ctx, &body, root);
    assert!(!out.contains("test.old_region"), "{out}");
    assert!(out.contains("^bb0(%arg0: i32):"), "{out}");
    assert!(out.contains("\"test.high\"(%arg0) : (i32) -> i32"), "{out}");
}

/// One pattern body for both drivers: replaces `op` by `test.renamed` with
/// `operands` and the same result types, through any [`PatternRewriter`].
fn rename_with<'ctx, R: PatternRewriter<'ctx>>(rw: &mut R, op: OpId, operands: &[Value]) {
    let ctx = rw.context();
    let body = rw.body();
    let mut state = OperationState::new(OperationName::new(ctx, "test.renamed"), body.op_loc(op));
    state.operands.extend_from_slice(operands);
    state.result_types = body.results(op).map(|r| body.value_type(r)).collect();
    rw.replace_op_with_new(op, state);
}

#[test]
fn one_pattern_body_serves_greedy_rewriting_and_conversion() {
    let ctx = context();
    let src = r#"func.func @f(%a: i32) -> i32 {
  %0 = "test.old"(%a) : (i32) -> i32
  return %0 : i32
}"#;

    let (mut greedy_body, greedy_op) = parse(&ctx, src);
    let mut set = crate::PatternSet::new();
    set.add(crate::FnPattern::new(
        Some("test.old"),
        "rename",
        |op, rw| {
            let operands: SmallVec<[Value; 4]> = rw.body().operands(op).collect();
            rename_with(rw, op, &operands);
            true
        },
    ));
    let frozen = crate::greedy::FrozenPatterns::new(&ctx, set);
    assert!(crate::greedy::apply_patterns_to_nested_bodies(
        &ctx,
        &mut greedy_body,
        greedy_op,
        &frozen,
        &crate::greedy::GreedyConfig::default(),
        false,
    ));

    let (mut converted_body, converted_op) = parse(&ctx, src);
    let mut patterns = ConversionPatternSet::new();
    patterns.add(OpConversionPattern::new("test.old", |op, adaptor, rw| {
        rename_with(rw, op, &adaptor.flat());
        true
    }));
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&["test.renamed"]);
    let frozen = FrozenConversionPatterns::new(&ctx, patterns);
    let result =
        apply_partial_conversion(&ctx, &mut converted_body, converted_op, &target, &frozen);
    assert!(result.is_ok());

    let greedy = print(&ctx, &greedy_body, greedy_op);
    assert!(greedy.contains("\"test.renamed\"(%arg0)"), "{greedy}");
    assert_eq!(greedy, print(&ctx, &converted_body, converted_op));
}
