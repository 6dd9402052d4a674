//! The library facade: building, parsing, safe handles, passes, patterns.

use strata::prelude::*;
use strata::{FloatSemantics, Ident, Location, OperationState, display_op};

const G: &str = "func.func @g(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  %cst = arith.constant 1.0 : f32
  %1 = arith.addf %0, %cst : f32
  return %1 : f32
}
";

/// Builds `@g` of `G` through the typed classes.
fn build_g<'c>(ctx: &'c Context) -> Result<Module<'c>, strata::Error> {
    let mut module = Module::new(ctx);
    let f32 = Type::float(ctx, FloatSemantics::F32);
    let mut b = module.builder();
    let (g, entry) = func::FuncOp::define(&mut b, "g", Type::function(ctx, &[f32], &[f32]))?;
    let mut fb = b.inside(g.0, entry);
    let x = fb.body().block_args(entry)[0];
    let sq = arith::MulFOp::build(&mut fb, &[x, x])?;
    let one = strata::APFloat::from_f64(FloatSemantics::F32, 1.0);
    let one =
        arith::ConstantOp::build_with(&mut fb, &[], &[("value", Attribute::float(ctx, f32, one))])?;
    let (sq, one) = (fb.result(sq.0), fb.result(one.0));
    let sum = arith::AddFOp::build(&mut fb, &[sq, one])?;
    let sum = fb.result(sum.0);
    func::ReturnOp::build(&mut fb, &[sum])?;
    Ok(module)
}

#[test]
fn built_and_parsed_ir_print_identically() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let built = build_g(&ctx)?;
    built.verify()?;
    let parsed = Module::parse(&ctx, G)?;
    assert_eq!(built.to_string(), parsed.to_string());
    assert!(
        built
            .to_string()
            .contains("%cst = arith.constant 1.000000e+00 : f32")
    );
    Ok(())
}

#[test]
fn built_ops_get_default_properties() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let built = build_g(&ctx)?;
    let mut found = 0;
    built.walk(|body, op| {
        if body.isa::<arith::MulFOp>(&ctx, op) {
            assert!(body.attr(&ctx, op, "fastmath").is_some());
            found += 1;
        }
    });
    assert_eq!(found, 1);
    Ok(())
}

#[test]
fn misspelt_op_name_is_rejected_by_the_builder() {
    let ctx = strata::context();
    let mut module = Module::new(&ctx);
    let err = module
        .builder()
        .create_named("arith.adi", &[], &[], Some(&[]))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "unregistered operation 'arith.adi' found in dialect ('arith') that does not allow unknown operations"
    );
}

#[test]
fn misspelt_op_name_is_rejected_by_the_verifier() {
    let ctx = strata::context();
    let mut module = Module::new(&ctx);
    let block = module.entry_block();
    let body = module.body_mut();
    let state = OperationState::new(
        strata::ir::OperationName::new(&ctx, "arith.adi"),
        strata::Location::unknown(&ctx),
    );
    let op = body.create_op(&ctx, state);
    body.append_op(block, op);
    let err = module.verify().unwrap_err();
    assert!(
        err.to_string()
            .starts_with("<unknown>:0: error: unregistered operation 'arith.adi' found in dialect ('arith') that does not allow unknown operations"),
        "{err}"
    );
}

#[test]
#[should_panic(expected = "operand index 3 out of range for op")]
fn out_of_range_operand_index_panics_naming_op_and_index() {
    let ctx = strata::context();
    let module = Module::parse(&ctx, G).unwrap_or_else(|e| panic!("{e}"));
    let body = module.body();
    let func_op = body
        .first_op(module.entry_block())
        .unwrap_or_else(|| panic!("no func"));
    let inner = body
        .isolated_body(func_op)
        .unwrap_or_else(|| panic!("no body"));
    let entry = inner
        .entry_block(inner.root_regions()[0])
        .unwrap_or_else(|| panic!("no block"));
    let mulf = inner.first_op(entry).unwrap_or_else(|| panic!("no op"));
    inner.operand(mulf, 3);
}

#[test]
#[should_panic(expected = "result index 1 out of range for op")]
fn out_of_range_result_index_panics() {
    let ctx = strata::context();
    let module = build_g(&ctx).unwrap_or_else(|e| panic!("{e}"));
    let body = module.body();
    let func_op = body
        .first_op(module.entry_block())
        .unwrap_or_else(|| panic!("no func"));
    body.result(func_op, 1);
}

#[test]
#[should_panic(expected = "does not belong to this Body")]
fn foreign_op_id_panics_clearly() {
    let ctx = strata::context();
    let module = Module::parse(&ctx, G).unwrap_or_else(|e| panic!("{e}"));
    let body = module.body();
    let func_op = body
        .first_op(module.entry_block())
        .unwrap_or_else(|| panic!("no func"));
    let inner = body
        .isolated_body(func_op)
        .unwrap_or_else(|| panic!("no body"));
    let entry = inner
        .entry_block(inner.root_regions()[0])
        .unwrap_or_else(|| panic!("no block"));
    let ret = inner.last_op(entry).unwrap_or_else(|| panic!("no op"));
    // The module body holds one op; the return is the fourth of the function body.
    body.op_name(ret);
}

#[test]
fn parse_errors_render_like_strata_opt() {
    let ctx = strata::context();
    let err = Module::parse(&ctx, "func.func @f() {\n  %0 = arith.adi\n}").unwrap_err();
    assert_eq!(
        err.to_string(),
        "<string>:2:8: error: custom op 'arith.adi' is unknown\n  %0 = arith.adi\n       ^"
    );
    assert_eq!(err.diagnostics().len(), 1);
    let e: &dyn std::error::Error = &err;
    assert!(e.to_string().contains("arith.adi"));
}

#[test]
fn parse_reads_a_file_path() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let path = std::env::temp_dir().join(format!("strata-api-{}.mlir", std::process::id()));
    std::fs::write(&path, "func.func @f() {\n  return %x : i32\n}\n")
        .map_err(|e| strata::Error::msg(e.to_string()))?;
    let name = path.to_string_lossy().to_string();
    let err = Module::parse(&ctx, &name).unwrap_err();
    let _ = std::fs::remove_file(&path);
    assert!(
        err.to_string().starts_with(&format!(
            "{name}:2:10: error: use of undeclared SSA value name"
        )),
        "{err}"
    );
    Ok(())
}

#[test]
fn display_adaptors_name_block_arguments() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let module = Module::parse(&ctx, G)?;
    let body = module.body();
    let func_op = body
        .first_op(module.entry_block())
        .ok_or(strata::Error::msg("no func"))?;
    let inner = body
        .isolated_body(func_op)
        .ok_or(strata::Error::msg("no body"))?;
    let entry = inner
        .entry_block(inner.root_regions()[0])
        .ok_or(strata::Error::msg("no block"))?;
    let mulf = inner.first_op(entry).ok_or(strata::Error::msg("no op"))?;
    assert_eq!(
        display_op(&ctx, inner, mulf).to_string(),
        "%0 = arith.mulf %arg0, %arg0 : f32"
    );
    let x = inner.block_args(entry)[0];
    assert_eq!(inner.value_type(x).display(&ctx).to_string(), "f32");
    let attr = inner.attr(&ctx, func_op, "sym_name");
    assert!(attr.is_none());
    let name = body
        .attr(&ctx, func_op, "sym_name")
        .ok_or(strata::Error::msg("no name"))?;
    assert_eq!(name.display(&ctx).to_string(), "\"g\"");
    Ok(())
}

#[test]
fn pass_manager_parses_runs_and_nests_typed() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let text = "func.func @f(%x: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %a = arith.addi %x, %c0 : i32\n  %b = arith.addi %x, %c0 : i32\n  %s = arith.muli %a, %b : i32\n  return %s : i32\n}";
    let mut module = Module::parse(&ctx, text)?;
    PassManager::parse("builtin.module(func.func(canonicalize,cse))")?.run(&mut module)?;
    let out = module.to_string();
    assert!(out.contains("arith.muli %arg0, %arg0 : i32"), "{out}");
    assert!(!out.contains("arith.addi"), "{out}");

    let mut pm = PassManager::new();
    pm.nest::<func::FuncOp>("canonicalize")?.add("symbol-dce")?;
    assert_eq!(
        pm.pipeline_string(),
        "builtin.module(func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),symbol-dce)"
    );
    Ok(())
}

#[test]
fn pass_manager_errors_carry_messages() {
    assert!(PassManager::parse("builtin.module(no-such-pass)").is_err());
    let mut pm = PassManager::new();
    assert!(pm.nest::<func::FuncOp>("no-such-pass").is_err());
}

/// `muli x, 2 → addi x, x`.
struct MulByTwo;

impl OpRewritePattern<arith::MulIOp> for MulByTwo {
    fn match_and_rewrite(&self, op: arith::MulIOp, rw: &mut dyn PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rw.context(), rw.body());
        let (x, c) = (body.operand(op.0, 0), body.operand(op.0, 1));
        if m_constant_int(ctx, body, c).is_none_or(|v| v.sext_value() != 2) {
            return false;
        }
        rw.replace_op_with::<arith::AddIOp>(op.0, &[x, x]).is_ok()
    }
}

#[test]
fn typed_pattern_runs_in_the_greedy_driver() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let text = "func.func @f(%x: i32, %y: i32) -> (i32, i32) {\n  %c2 = arith.constant 2 : i32\n  %a = arith.muli %x, %c2 : i32\n  %b = arith.muli %y, %y : i32\n  return %a, %b : i32, i32\n}";
    let mut module = Module::parse(&ctx, text)?;
    let mut set = PatternSet::new();
    set.add(typed(MulByTwo));
    module.apply_patterns(set)?;
    module.verify()?;
    let out = module.to_string();
    assert!(out.contains("arith.addi %arg0, %arg0 : i32"), "{out}");
    assert!(out.contains("arith.muli %arg1, %arg1 : i32"), "{out}");
    Ok(())
}

#[test]
fn m_op_matches_the_defining_op_class() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let module = Module::parse(&ctx, G)?;
    let body = module.body();
    let func_op = body
        .first_op(module.entry_block())
        .ok_or(strata::Error::msg("no func"))?;
    let inner = body
        .isolated_body(func_op)
        .ok_or(strata::Error::msg("no body"))?;
    let entry = inner
        .entry_block(inner.root_regions()[0])
        .ok_or(strata::Error::msg("no block"))?;
    let ret = inner.last_op(entry).ok_or(strata::Error::msg("no op"))?;
    let v = inner.operand(ret, 0);
    assert!(m_op::<arith::AddFOp>(&ctx, inner, v).is_some());
    assert!(m_op::<arith::MulFOp>(&ctx, inner, v).is_none());
    assert!(m_constant_int(&ctx, inner, v).is_none());
    Ok(())
}

#[test]
fn typed_pattern_runs_in_the_conversion_driver() -> Result<(), strata::Error> {
    use strata::rewrite::conversion::{
        ConversionPatternSet, ConversionTarget, FrozenConversionPatterns, apply_partial_conversion,
    };
    let ctx = strata::context();
    let text = "func.func @f(%x: i32) -> i32 {\n  %c2 = arith.constant 2 : i32\n  %a = arith.muli %x, %c2 : i32\n  return %a : i32\n}";
    let mut module = Module::parse(&ctx, text)?;
    let mut set = ConversionPatternSet::new();
    set.add(typed(MulByTwo));
    let mut target = ConversionTarget::new();
    // Ops a pattern creates must be legal, as upstream.
    target.add_legal_dialects(&["arith"]);
    target.add_illegal_ops(&[arith::MulIOp::NAME]);
    let frozen = FrozenConversionPatterns::new(&ctx, set);
    let (top, op) = module.op_mut();
    apply_partial_conversion(&ctx, top, op, &target, &frozen)
        .map_err(|_| strata::Error::msg("conversion failed"))?;
    module.verify()?;
    let out = module.to_string();
    assert!(out.contains("arith.addi %arg0, %arg0 : i32"), "{out}");
    assert!(!out.contains("arith.muli"), "{out}");
    Ok(())
}

#[test]
fn typed_handles_read_operands_by_declared_name() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let module = Module::parse(&ctx, G)?;
    let mut checked = 0;
    module.walk(|body, op| {
        if let Some(add) = body.dyn_cast::<arith::AddFOp>(&ctx, op) {
            assert_eq!(
                add.operand_named(&ctx, body, "lhs"),
                Some(add.operand(body, 0))
            );
            assert_eq!(
                add.operand_named(&ctx, body, "rhs"),
                Some(add.operand(body, 1))
            );
            assert_eq!(add.operand_named(&ctx, body, "value"), None);
            assert!(add.attr(&ctx, body, "fastmath").is_some());
            checked += 1;
        }
    });
    assert_eq!(checked, 1);
    Ok(())
}

#[test]
fn arith_classes_name_registered_ops() {
    let ctx = strata::context();
    let names = [
        arith::ConstantOp::NAME,
        arith::AddIOp::NAME,
        arith::SubIOp::NAME,
        arith::MulIOp::NAME,
        arith::DivSIOp::NAME,
        arith::DivUIOp::NAME,
        arith::RemSIOp::NAME,
        arith::RemUIOp::NAME,
        arith::AndIOp::NAME,
        arith::OrIOp::NAME,
        arith::XOrIOp::NAME,
        arith::AddFOp::NAME,
        arith::SubFOp::NAME,
        arith::MulFOp::NAME,
        arith::DivFOp::NAME,
        arith::NegFOp::NAME,
        arith::CmpIOp::NAME,
        arith::CmpFOp::NAME,
        arith::SelectOp::NAME,
    ];
    for name in names {
        assert!(
            strata::OperationName::new(&ctx, name).is_registered(&ctx),
            "{name}"
        );
    }
}

#[test]
fn insertion_points_and_locations() -> Result<(), strata::Error> {
    let ctx = strata::context();
    let mut module = Module::new(&ctx);
    let i32 = Type::int(&ctx, 32);
    let mut b = module.builder();
    let (f, entry) = func::FuncOp::define(&mut b, "f", Type::function(&ctx, &[i32], &[i32]))?;
    let mut fb = b.inside(f.0, entry);
    let x = fb.body().block_args(entry)[0];
    let ret = func::ReturnOp::build(&mut fb, &[x])?;
    // Before the return, in creation order.
    fb.set_insertion_point_before(ret.0);
    let a = arith::AddIOp::build_value(&mut fb, &[x, x])?;
    let m = arith::MulIOp::build(&mut fb, &[a, a])?;
    // At the start of the block, then right after the multiplication.
    fb.set_insertion_point_to_start(entry);
    let s = arith::SubIOp::build_value(&mut fb, &[x, x])?;
    fb.set_insertion_point_after(m.0);
    fb.set_loc(Location::file(&ctx, Ident::new(&ctx, "built.toy"), 7, 3));
    let o = arith::OrIOp::build(&mut fb, &[s, s])?;
    fb.set_insertion_point_to_end(entry);
    let names: Vec<&str> = fb
        .body()
        .block_ops(entry)
        .map(|op| fb.body().op_name(op).as_str(&ctx))
        .collect();
    assert_eq!(
        names,
        [
            "arith.subi",
            "arith.addi",
            "arith.muli",
            "arith.ori",
            "func.return"
        ]
    );
    let loc = fb.body().op_loc(o.0).display(&ctx).to_string();
    assert_eq!(loc, "loc(\"built.toy\":7:3)");
    Ok(())
}

#[test]
fn pass_registry_has_every_pass_of_strata_opt_for_its_dialects() {
    let ours = strata::pass_registry();
    for entry in strata_opt::pass_registry().entries() {
        // `comb` is not among the dialects `strata::context()` registers.
        if entry.argument.contains("comb") {
            continue;
        }
        assert!(
            ours.lookup(entry.argument).is_some(),
            "'{}' is missing from strata::pass_registry()",
            entry.argument
        );
    }
}
