"""Memref programs for gen_corpus.py: scf loops over memrefs of rank 0-3
with static and dynamic sizes, filled from their indices, passed to
functions, scaled lane-wise (long rows, so strata-run's vector loops and
their scalar remainders both run), reduced with iter_args, copied through a strided view (which
lowers to the runtime's `memrefCopy`) and printed with printMemref*.
"""

ELEMS = {"f32": "F32", "f64": "F64", "i8": "I8", "i32": "I32", "i64": "I64"}


def shape_type(dims, ty):
    return "memref<" + "".join(f"{d}x" for d in dims) + ty + ">"


def from_index(ty, iv, lines, tag):
    """`iv` (i64) converted to element type `ty`."""
    if ty.startswith("f"):
        lines.append(f"    %{tag} = arith.sitofp {iv} : i64 to {ty}")
    elif ty == "i64":
        return iv
    else:
        lines.append(f"    %{tag} = arith.trunci {iv} : i64 to {ty}")
    return f"%{tag}"


def nest(rank, dims_of, body, indent="  "):
    """A loop nest over `rank` dims; `dims_of(d)` names dim d's bound."""
    out = []
    for d in range(rank):
        out.append(f"{indent}{'  ' * d}scf.for %i{d} = %c0 to {dims_of(d)} step %c1 {{")
    out += [f"{indent}{'  ' * rank}{line.strip()}" for line in body]
    for d in reversed(range(rank)):
        out.append(f"{indent}{'  ' * d}}}")
    return out


def dims_of(rank, mt):
    """`%d<k>` = dimension k of `%m` for every k."""
    out = []
    for d in range(rank):
        out.append(f"  %cx{d} = arith.constant {d} : index")
        out.append(f"  %d{d} = memref.dim %m, %cx{d} : {mt}")
    return out


def memref_program(rng):
    ty = rng.choice(list(ELEMS))
    rank = rng.randrange(0, 4)
    sizes = [rng.randrange(1, 5) for _ in range(rank)]
    if 1 <= rank <= 2:
        # Long enough rows for strata-run's 8-iteration vector loops.
        sizes[-1] = rng.randrange(1, 24)
    dyn = [rng.random() < 0.6 for _ in range(rank)]
    dims = ["?" if d else str(s) for s, d in zip(sizes, dyn)]
    mt = shape_type(dims, ty)
    muls = [rng.randrange(-5, 9) for _ in range(rank)]
    bias = rng.randrange(-20, 20)
    kind = ELEMS[ty]
    # The utility library exports printMemrefI8 only in its C-interface form.
    ciface = ty == "i8" or rng.random() < 0.4
    attrs = " attributes {llvm.emit_c_interface}" if ciface else ""
    out = [f"func.func private @printMemref{kind}(memref<*x{ty}>){attrs}",
           "func.func private @printI64(i64)", "func.func private @printF64(f64)",
           "func.func private @printNewline()", ""]
    # fill(m): m[i...] = bias + sum(mul_d * i_d)
    body = ["%acc0 = arith.constant " + str(bias) + " : i64"]
    for d in range(rank):
        body += [f"%x{d} = arith.index_cast %i{d} : index to i64",
                 f"%k{d} = arith.constant {muls[d]} : i64",
                 f"%p{d} = arith.muli %x{d}, %k{d} : i64",
                 f"%acc{d + 1} = arith.addi %acc{d}, %p{d} : i64"]
    conv = []
    v = from_index(ty, f"%acc{rank}", conv, "val")
    body += conv
    idx = ", ".join(f"%i{d}" for d in range(rank))
    body.append(f"memref.store {v}, %m[{idx}] : {mt}")
    out.append(f"func.func @fill(%m: {mt}) {{")
    out += ["  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index"]
    out += dims_of(rank, mt)
    out += nest(rank, lambda d: f"%d{d}", body)
    out += ["  return", "}", ""]
    # scale(m): m[i...] = m[i...] * k + m[i...] (lane-wise in the innermost loop).
    out.append(f"func.func @scale(%m: {mt}) {{")
    out += ["  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index"]
    out += dims_of(rank, mt)
    if ty.startswith("f"):
        out.append(f"  %k = arith.constant {rng.choice(['0.5', '-1.5', '3.0'])} : {ty}")
        ops = ["%y = arith.mulf %x, %k : " + ty, "%z = arith.addf %y, %x : " + ty]
    else:
        out.append(f"  %k = arith.constant {rng.randrange(-3, 4)} : {ty}")
        ops = ["%y = arith.muli %x, %k : " + ty, "%z = arith.addi %y, %x : " + ty]
    body = [f"%x = memref.load %m[{idx}] : {mt}"] + ops + [f"memref.store %z, %m[{idx}] : {mt}"]
    out += nest(rank, lambda d: f"%d{d}", body)
    out += ["  return", "}", ""]
    # total(m) -> i64 or f64: a reduction with iter_args over all elements.
    acc_t = "f64" if ty.startswith("f") else "i64"
    out.append(f"func.func @total(%m: {mt}) -> {acc_t} {{")
    out += ["  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index"]
    out += dims_of(rank, mt)
    zero = "0.0" if acc_t == "f64" else "0"
    out.append(f"  %z = arith.constant {zero} : {acc_t}")
    cur = "%z"
    lines = []
    for d in range(rank):
        lines.append(f"{'  ' * (d + 1)}%s{d} = scf.for %i{d} = %c0 to %d{d} step %c1 "
                     f"iter_args(%a{d} = {cur}) -> ({acc_t}) {{")
        cur = f"%a{d}"
    ind = "  " * (rank + 1)
    lines.append(f"{ind}%e = memref.load %m[{idx}] : {mt}")
    if ty == acc_t:
        ev = "%e"
    elif ty == "f32":
        lines.append(f"{ind}%ew = arith.extf %e : f32 to f64")
        ev = "%ew"
    else:
        lines.append(f"{ind}%ew = arith.extsi %e : {ty} to i64")
        ev = "%ew"
    op = "arith.addf" if acc_t == "f64" else "arith.addi"
    lines.append(f"{ind}%n = {op} {cur}, {ev} : {acc_t}")
    res = "%n"
    for d in reversed(range(rank)):
        lines.append(f"{'  ' * (d + 2)}scf.yield {res} : {acc_t}")
        lines.append(f"{'  ' * (d + 1)}}}")
        res = f"%s{d}"
    out += lines
    out.append(f"  return {res} : {acc_t}")
    out += ["}", ""]
    # main
    m = ["func.func @main() {"]
    dyn_args = []
    for d in range(rank):
        if dyn[d]:
            m.append(f"  %n{d} = arith.constant {sizes[d]} : index")
            dyn_args.append(f"%n{d}")
    alloc = rng.choice(["alloc", "alloca"])
    m.append(f"  %m = memref.{alloc}({', '.join(dyn_args)}) : {mt}")
    m.append(f"  func.call @fill(%m) : ({mt}) -> ()")
    m.append(f"  func.call @scale(%m) : ({mt}) -> ()")
    m.append(f"  %u = memref.cast %m : {mt} to memref<*x{ty}>")
    m.append(f"  func.call @printMemref{kind}(%u) : (memref<*x{ty}>) -> ()")
    m.append(f"  %t = func.call @total(%m) : ({mt}) -> {acc_t}")
    pr = "printF64" if acc_t == "f64" else "printI64"
    m.append(f"  func.call @{pr}(%t) : ({acc_t}) -> ()")
    m.append("  func.call @printNewline() : () -> ()")
    if rank >= 1 and sizes[-1] >= 2:
        # A strided view of every other element of the last dimension (its
        # first half), copied into a fresh static buffer through memrefCopy.
        vs = sizes[:-1] + [(sizes[-1] + 1) // 2]
        strides = []
        acc = 1
        for s in reversed(sizes):
            strides.insert(0, acc)
            acc *= s
        vstr = strides[:-1] + [2]
        st = shape_type([str(s) for s in vs], ty)
        view = (f"memref<{''.join(f'{s}x' for s in vs)}{ty}, strided<[{', '.join(map(str, vstr))}]>>")
        m.append(f"  %v = memref.reinterpret_cast %m to offset: [0], sizes: [{', '.join(map(str, vs))}], "
                 f"strides: [{', '.join(map(str, vstr))}] : {mt} to {view}")
        m.append(f"  %w = memref.alloc() : {st}")
        m.append(f"  memref.copy %v, %w : {view} to {st}")
        m.append(f"  %wu = memref.cast %w : {st} to memref<*x{ty}>")
        m.append(f"  func.call @printMemref{kind}(%wu) : (memref<*x{ty}>) -> ()")
        m.append(f"  memref.dealloc %w : {st}")
    if alloc == "alloc":
        m.append(f"  memref.dealloc %m : {mt}")
    m += ["  return", "}"]
    out += m
    return "\n".join(out) + "\n"
