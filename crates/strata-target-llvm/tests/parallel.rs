//! The module text written on several threads is the text written on one.

use strata_ir::Context;

/// A module of `n` functions interleaved with globals, each function using
/// an intrinsic (declared once for the module), an identified struct and a
/// block argument (a phi).
fn module(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        let (ty, intr) = match i % 3 {
            0 => ("f64", "sqrt"),
            1 => ("f32", "fabs"),
            _ => ("f64", "floor"),
        };
        s.push_str(&format!(
            "  llvm.mlir.global internal constant @g{i}({i} : i32) : i32\n  \
             llvm.func @f{i}(%a: {ty}, %c: i1) -> !llvm.struct<\"pair{m}\", (i64, {ty})> {{\n    \
             %x = llvm.intr.{intr}(%a) : ({ty}) -> {ty}\n    \
             llvm.cond_br %c, ^bb1(%x : {ty}), ^bb1(%a : {ty})\n  \
             ^bb1(%r: {ty}):\n    \
             %u = llvm.mlir.undef : !llvm.struct<\"pair{m}\", (i64, {ty})>\n    \
             %v = llvm.insertvalue %r, %u[1] : !llvm.struct<\"pair{m}\", (i64, {ty})>\n    \
             llvm.return %v : !llvm.struct<\"pair{m}\", (i64, {ty})>\n  }}\n",
            m = i % 3,
        ));
    }
    s.push_str("  llvm.func @ext(i32) -> i32\n}\n");
    s
}

/// The module's `.ll` text written on a pool of `threads` threads.
fn translate(src: &str, threads: usize) -> String {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    pool.install(|| {
        let ctx = Context::new();
        ctx.register_dialect(strata_dialect_llvm::dialect().expect("valid declarations"));
        let m = strata_asm::parse_source_str(&ctx, src, "parallel.mlir").expect("valid input");
        strata_target_llvm::translate_module(&ctx, &m.body, m.ops[0]).expect("translatable")
    })
}

#[test]
fn parallel_text_is_the_sequential_text() {
    let src = module(61);
    let one = translate(&src, 1);
    for threads in [2, 3, 8] {
        assert_eq!(translate(&src, threads), one, "{threads} threads");
    }
    // One declaration per intrinsic and one definition per struct, globals
    // before functions.
    assert_eq!(
        one.matches("declare double @llvm.sqrt.f64(double)").count(),
        1
    );
    assert_eq!(
        one.matches("declare float @llvm.fabs.f32(float)").count(),
        1
    );
    assert_eq!(one.matches("%pair1 = type { i64, float }").count(), 1);
    assert!(one.find("@g60 = ").unwrap_or(usize::MAX) < one.find("define ").unwrap_or(0));
    assert!(one.contains("declare i32 @ext(i32)"));
}
