"""Type programs for gen_corpus.py: arith on i1/i8/i16/i128 (wrapping,
division by constants, shifts, comparisons), f16/bf16 values computed
through extf/truncf, and C library calls (abs, labs, putchar) declared
as external functions.
"""


def int_part(rng, lines, ty, w):
    """Arithmetic on `ty`; returns the values to print (as i64)."""
    lo, hi = -(1 << (w - 1)), (1 << (w - 1))
    if w == 1:
        vals = [f"%c{i}" for i in range(3)]
        for i, v in enumerate(vals):
            lines.append(f"  {v} = arith.constant {rng.choice(['true', 'false'])}")
    else:
        vals = []
        for i in range(3):
            lines.append(f"  %c{i} = arith.constant {rng.randrange(lo, hi)} : {ty}")
            vals.append(f"%c{i}")
    for k in range(rng.randrange(4, 10)):
        x, y = rng.choice(vals), rng.choice(vals)
        ops = ["addi", "subi", "muli", "andi", "ori", "xori", "cmp", "select", "maxsi", "minui"]
        if w >= 4:
            ops += ["divsi", "remui", "shli", "shrsi", "shrui"]
        op = rng.choice(ops)
        r = f"%r{k}"
        if op in ("divsi", "remui"):
            lines.append(f"  %d{k} = arith.constant {rng.randrange(2, 7)} : {ty}")
            lines.append(f"  {r} = arith.{op} {x}, %d{k} : {ty}")
        elif op.startswith("sh"):
            lines.append(f"  %d{k} = arith.constant {rng.randrange(w)} : {ty}")
            lines.append(f"  {r} = arith.{op} {x}, %d{k} : {ty}")
        elif op == "cmp":
            pred = rng.choice(["slt", "ule", "eq", "ne", "sgt"])
            lines.append(f"  %q{k} = arith.cmpi {pred}, {x}, {y} : {ty}")
            lines.append(f"  {r} = arith.select %q{k}, {y}, {x} : {ty}")
        elif op == "select":
            lines.append(f"  %q{k} = arith.cmpi ult, {x}, {y} : {ty}")
            lines.append(f"  {r} = arith.select %q{k}, {x}, {y} : {ty}")
        else:
            lines.append(f"  {r} = arith.{op} {x}, {y} : {ty}")
        vals.append(r)
    out = []
    for j, v in enumerate(vals[-3:]):
        if w > 64:
            lines.append(f"  %h{j}s = arith.constant 64 : {ty}")
            lines.append(f"  %h{j} = arith.shrui {v}, %h{j}s : {ty}")
            lines.append(f"  %h{j}t = arith.trunci %h{j} : {ty} to i64")
            lines.append(f"  %l{j}t = arith.trunci {v} : {ty} to i64")
            out += [f"%h{j}t", f"%l{j}t"]
        else:
            ext = rng.choice(["extsi", "extui"])
            lines.append(f"  %e{j} = arith.{ext} {v} : {ty} to i64")
            out.append(f"%e{j}")
    return out


def half_part(rng, lines, ty):
    """f16/bf16 arithmetic in f32 after extension; returns f64 values.
    Divisors are the (non-zero) constants, so no NaN arises: its sign is
    unspecified, and LLVM's constant folding and the hardware differ."""
    out = []
    vals = []
    for i in range(2):
        c = rng.choice(["1.5", "-0.25", "3.0", "0.1", "10.0", "-7.75"])
        lines.append(f"  %hc{i} = arith.constant {c} : {ty}")
        lines.append(f"  %hx{i} = arith.extf %hc{i} : {ty} to f32")
        vals.append(f"%hx{i}")
    for k in range(rng.randrange(2, 6)):
        op = rng.choice(["addf", "subf", "mulf", "divf"])
        x, y = rng.choice(vals), rng.choice(vals[:2] if op == "divf" else vals)
        lines.append(f"  %hf{k} = arith.{op} {x}, {y} : f32")
        lines.append(f"  %ht{k} = arith.truncf %hf{k} : f32 to {ty}")
        lines.append(f"  %hb{k} = arith.extf %ht{k} : {ty} to f32")
        vals.append(f"%hb{k}")
    lines.append(f"  %hd = arith.extf {vals[-1]} : f32 to f64")
    out.append("%hd")
    return out


def types_program(rng):
    w = rng.choice([1, 8, 16, 128])
    ty = f"i{w}"
    half = rng.choice(["f16", "bf16"])
    lines = []
    ints = int_part(rng, lines, ty, w)
    halves = half_part(rng, lines, half)
    for v in ints:
        lines.append(f"  func.call @printI64({v}) : (i64) -> ()")
        lines.append("  func.call @printNewline() : () -> ()")
    for v in halves:
        lines.append(f"  func.call @printF64({v}) : (f64) -> ()")
        lines.append("  func.call @printNewline() : () -> ()")
    # C library: abs/labs on a computed value, putchar of a letter.
    n = rng.randrange(-1000, 1000)
    lines.append(f"  %ln = arith.constant {n} : i64")
    lines.append("  %la = func.call @labs(%ln) : (i64) -> i64")
    lines.append("  func.call @printI64(%la) : (i64) -> ()")
    lines.append("  func.call @printNewline() : () -> ()")
    lines.append(f"  %in = arith.constant {n // 3} : i32")
    lines.append("  %ia = func.call @abs(%in) : (i32) -> i32")
    lines.append("  %iw = arith.extsi %ia : i32 to i64")
    lines.append("  func.call @printI64(%iw) : (i64) -> ()")
    lines.append("  func.call @printNewline() : () -> ()")
    lines.append(f"  %ch = arith.constant {ord(rng.choice('abcxyz'))} : i32")
    lines.append("  %pc = func.call @putchar(%ch) : (i32) -> i32")
    lines.append("  %fl = func.call @fflush(%null) : (!llvm.ptr) -> i32")
    lines.append("  func.call @printNewline() : () -> ()")
    out = ["func.func private @printI64(i64)", "func.func private @printF64(f64)",
           "func.func private @printNewline()", "func.func private @labs(i64) -> i64",
           "func.func private @abs(i32) -> i32", "func.func private @putchar(i32) -> i32",
           "func.func private @fflush(!llvm.ptr) -> i32", "", "func.func @main() {",
           "  %null = llvm.mlir.zero : !llvm.ptr"]
    out += lines
    out += ["  return", "}"]
    return "\n".join(out) + "\n"
