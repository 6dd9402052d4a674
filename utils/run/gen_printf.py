"""Variadic-call and wide-type programs for gen_corpus.py.

printf_program: LLVM-dialect programs calling C's printf with random
conversions (%d %u %x %c %ld %lu %lx %f %e %g %s, widths, precisions)
over computed i32/i64/f64 values (f32 promoted with fpext) and strings,
enough of them that some go on the stack, interleaved with printI64, and
using printf's return value.

wide_program: arithmetic directly on f16/bf16 (not through f32 by hand),
comparisons of half values, and conversions between i128 (or odd widths
above 64 bits) and floats.
"""

INT_SPECS = ["%d", "%u", "%x", "%5d", "%-4d|", "%c"]
LONG_SPECS = ["%ld", "%lu", "%lx", "%12ld", "%lld"]
FLOAT_SPECS = ["%f", "%.2f", "%e", "%g", "%10.3f", "%-8.1e|", "%08.3f"]


def printf_program(rng):
    globs = []
    lines = ["llvm.func @main() {"]
    n = 0

    def v(text):
        nonlocal n
        n += 1
        lines.append(f"  %v{n} = {text}")
        return f"%v{n}"

    def string_global(name, text):
        data = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\0A")
        size = len(text.encode()) + 1
        globs.append(f'llvm.mlir.global internal constant @{name}("{data}\\00") '
                     "{addr_space = 0 : i32}")
        return size

    string_global("word", rng.choice(["strata", "mlir", "x", "hello world"]))
    for call in range(rng.randrange(2, 5)):
        fmt, args, types = [], [], []
        for _ in range(rng.randrange(3, 12)):
            kind = rng.choice(["int", "long", "float", "float32", "str"])
            if kind == "int":
                spec = rng.choice(INT_SPECS)
                lo, hi = (33, 126) if spec == "%c" else (-100000, 100000)
                a = v(f"llvm.mlir.constant({rng.randrange(lo, hi)} : i32) : i32")
                if spec != "%c":
                    b = v(f"llvm.mlir.constant({rng.randrange(-99, 99)} : i32) : i32")
                    a = v(f"llvm.{rng.choice(['add', 'mul', 'sub', 'xor'])} {a}, {b} : i32")
                args.append(a)
                types.append("i32")
            elif kind == "long":
                spec = rng.choice(LONG_SPECS)
                a = v(f"llvm.mlir.constant({rng.randrange(-(1 << 62), 1 << 62)} : i64) : i64")
                b = v(f"llvm.mlir.constant({rng.randrange(1, 1 << 20)} : i64) : i64")
                a = v(f"llvm.{rng.choice(['add', 'mul', 'sdiv', 'or'])} {a}, {b} : i64")
                args.append(a)
                types.append("i64")
            elif kind in ("float", "float32"):
                spec = rng.choice(FLOAT_SPECS)
                ty = "f64" if kind == "float" else "f32"
                a = v(f"llvm.mlir.constant({rng.uniform(-1e4, 1e4):.6e} : {ty}) : {ty}")
                b = v(f"llvm.mlir.constant({rng.uniform(-10, 10):.4f} : {ty}) : {ty}")
                a = v(f"llvm.{rng.choice(['fadd', 'fmul', 'fdiv', 'fsub'])} {a}, {b} : {ty}")
                if ty == "f32":
                    a = v(f"llvm.fpext {a} : f32 to f64")
                args.append(a)
                types.append("f64")
            else:
                spec = rng.choice(["%s", "[%10s]", "%.3s"])
                args.append(v("llvm.mlir.addressof @word : !llvm.ptr"))
                types.append("!llvm.ptr")
            fmt.append(spec)
        text = " ".join(fmt) + rng.choice(["\n", " %%\n"])
        name = f"fmt{call}"
        size = string_global(name, text)
        f = v(f"llvm.mlir.addressof @{name} : !llvm.ptr")
        p = v(f"llvm.getelementptr {f}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<{size} x i8>")
        r = v(f"llvm.call @printf({', '.join([p] + args)}) vararg(!llvm.func<i32 (ptr, ...)>) : "
              f"({', '.join(['!llvm.ptr'] + types)}) -> i32")
        w = v(f"llvm.sext {r} : i32 to i64")
        lines.append(f"  llvm.call @printI64({w}) : (i64) -> ()")
        lines.append("  llvm.call @printNewline() : () -> ()")
    lines += ["  llvm.return", "}"]
    head = ["llvm.func @printf(!llvm.ptr, ...) -> i32", "llvm.func @printI64(i64)",
            "llvm.func @printNewline()"]
    return "\n".join(head + globs + [""] + lines) + "\n"


def wide_program(rng):
    lines = ["func.func private @printF64(f64)", "func.func private @printI64(i64)",
             "func.func private @printNewline()", "", "func.func @main() {"]
    out = []
    for ty in rng.sample(["f16", "bf16"], rng.randrange(1, 3)):
        vals = []
        for i in range(3):
            c = rng.choice(["1.5", "-0.25", "3.0", "0.1", "-0.75", "0.001"])
            lines.append(f"  %{ty}c{i} = arith.constant {c} : {ty}")
            vals.append(f"%{ty}c{i}")
        for k in range(rng.randrange(3, 8)):
            x, y = rng.choice(vals), rng.choice(vals)
            op = rng.choice(["addf", "subf", "mulf", "maximumf", "minimumf", "negf", "cmp"])
            r = f"%{ty}r{k}"
            if op == "negf":
                lines.append(f"  {r} = arith.negf {x} : {ty}")
            elif op == "cmp":
                pred = rng.choice(["olt", "oge", "une", "oeq"])
                lines.append(f"  %{ty}q{k} = arith.cmpf {pred}, {x}, {y} : {ty}")
                lines.append(f"  {r} = arith.select %{ty}q{k}, {x}, {y} : {ty}")
            else:
                lines.append(f"  {r} = arith.{op} {x}, {y} : {ty}")
            vals.append(r)
        for j, val in enumerate(vals[-2:]):
            lines.append(f"  %{ty}o{j} = arith.extf {val} : {ty} to f64")
            out.append(("printF64", f"%{ty}o{j}"))
    w = rng.choice([128, 96, 65])
    it = f"i{w}"
    big = rng.randrange(-(1 << (w - 1)), 1 << (w - 1))
    lines.append(f"  %w0 = arith.constant {big} : {it}")
    for k, (cv, ft) in enumerate([("sitofp", "f64"), ("uitofp", "f64"), ("sitofp", "f32"),
                                  ("uitofp", "f32")]):
        lines.append(f"  %wf{k} = arith.{cv} %w0 : {it} to {ft}")
        if ft == "f32":
            lines.append(f"  %wg{k} = arith.extf %wf{k} : f32 to f64")
            out.append(("printF64", f"%wg{k}"))
        else:
            out.append(("printF64", f"%wf{k}"))
    fl = rng.uniform(-1e18, 1e18) * rng.choice([1, 1e-12] + ([1e3] if w > 65 else []))
    lines.append(f"  %fl = arith.constant {fl:.6e} : f64")
    lines.append(f"  %fi = arith.fptosi %fl : f64 to {it}")
    lines.append(f"  %fd = arith.constant {rng.randrange(3, 1 << 30)} : {it}")
    lines.append(f"  %fr = arith.remsi %fi, %fd : {it}")
    lines.append(f"  %ft = arith.trunci %fr : {it} to i64")
    out.append(("printI64", "%ft"))
    for fn, val in out:
        ty = "f64" if fn == "printF64" else "i64"
        lines.append(f"  call @{fn}({val}) : ({ty}) -> ()")
        lines.append("  call @printNewline() : () -> ()")
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"
