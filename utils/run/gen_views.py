"""View programs for gen_corpus.py: memref.subview (rank-preserving and
rank-reducing), collapse_shape and expand_shape over static and dynamic
buffers, read and written through loops and printed with printMemref*.
Strata has no --expand-strided-metadata yet, so each program carries a
`// PRE:` line: compare.py applies it with mlir-opt first and both
runners take the result (reinterpret_cast, extract_strided_metadata and
affine.apply) through the usual pipeline.
"""

ELEMS = {"f32": "F32", "f64": "F64", "i32": "I32", "i64": "I64"}
PRE = "// PRE: --expand-strided-metadata"


def memref_type(dims, ty, strides=None, offset=None):
    shape = "".join(f"{d}x" for d in dims)
    if strides is None:
        return f"memref<{shape}{ty}>"
    return f"memref<{shape}{ty}, strided<[{', '.join(strides)}], offset: {offset}>>"


def value_of(ty, acc, lines, tag):
    if ty.startswith("f"):
        lines.append(f"%{tag} = arith.sitofp {acc} : i64 to {ty}")
        return f"%{tag}"
    if ty == "i32":
        lines.append(f"%{tag} = arith.trunci {acc} : i64 to {ty}")
        return f"%{tag}"
    return acc


def loops(bounds, body, indent="  "):
    out = []
    for d, b in enumerate(bounds):
        out.append(f"{indent}{'  ' * d}scf.for %i{d} = %c0 to {b} step %c1 {{")
    out += [f"{indent}{'  ' * len(bounds)}{line}" for line in body]
    for d in reversed(range(len(bounds))):
        out.append(f"{indent}{'  ' * d}}}")
    return out


def views_program(rng):
    ty = rng.choice(list(ELEMS))
    kind = ELEMS[ty]
    rank = rng.choice([2, 3])
    sizes = [rng.randrange(2, 6) for _ in range(rank)]
    dyn = rng.random() < 0.5
    dims = ["?"] * rank if dyn else [str(s) for s in sizes]
    mt = memref_type(dims, ty)
    # Strides of the identity layout, None where dynamic.
    ident = []
    acc = 1
    for d in reversed(range(rank)):
        ident.insert(0, acc if (d == rank - 1 or not dyn) else None)
        acc *= sizes[d]
    lines = [PRE,
             f"func.func private @printMemref{kind}(memref<*x{ty}>)",
             "func.func private @printI64(i64)",
             "func.func private @printNewline()", "",
             "func.func @main() {",
             "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index"]
    for d, s in enumerate(sizes):
        lines.append(f"  %n{d} = arith.constant {s} : index")
    args = ", ".join(f"%n{d}" for d in range(rank)) if dyn else ""
    lines.append(f"  %m = memref.alloc({args}) : {mt}")
    muls = [rng.randrange(-4, 9) for _ in range(rank)]
    body = [f"%a0 = arith.constant {rng.randrange(-9, 9)} : i64"]
    for d in range(rank):
        body += [f"%x{d} = arith.index_cast %i{d} : index to i64",
                 f"%k{d} = arith.constant {muls[d]} : i64",
                 f"%p{d} = arith.muli %x{d}, %k{d} : i64",
                 f"%a{d + 1} = arith.addi %a{d}, %p{d} : i64"]
    v = value_of(ty, f"%a{rank}", body, "v")
    idx = ", ".join(f"%i{d}" for d in range(rank))
    body.append(f"memref.store {v}, %m[{idx}] : {mt}")
    lines += loops([f"%n{d}" for d in range(rank)], body)
    # A subview: random offsets, sizes and strides that stay in bounds.
    offs, subs, steps = [], [], []
    for s in sizes:
        st = rng.choice([1, 1, 2])
        n = rng.randrange(1, (s - 1) // st + 2)
        o = rng.randrange(0, s - (n - 1) * st)
        offs.append(o)
        subs.append(n)
        steps.append(st)
    # Rank-reducing: drop a leading unit dimension sometimes.
    # (Only when no other size is 1: mlir-opt 22 crashes on the ambiguous case.)
    drop = subs[0] == 1 and 1 not in subs[1:] and rng.random() < 0.7
    rstr = [None if ident[d] is None else ident[d] * steps[d] for d in range(rank)]
    off = 0
    for d in range(rank):
        if offs[d] == 0:
            continue
        if ident[d] is None:
            off = None
            break
        off += offs[d] * ident[d]
    kept = range(1, rank) if drop else range(rank)
    vt = memref_type([str(subs[d]) for d in kept], ty,
                     ["?" if rstr[d] is None else str(rstr[d]) for d in kept],
                     "?" if off is None else str(off))
    lines.append(f"  %s = memref.subview %m[{', '.join(map(str, offs))}] "
                 f"[{', '.join(map(str, subs))}] [{', '.join(map(str, steps))}] : {mt} to {vt}")
    lines.append(f"  %su = memref.cast %s : {vt} to memref<*x{ty}>")
    lines.append(f"  call @printMemref{kind}(%su) : (memref<*x{ty}>) -> ()")
    # Write through the view: s[...] = s[...] * 2 + 1.
    vr = len(kept)
    vidx = ", ".join(f"%i{d}" for d in range(vr))
    for j, d in enumerate(kept):
        lines.append(f"  %b{j} = arith.constant {subs[d]} : index")
    if ty.startswith("f"):
        ops = [f"%two = arith.constant 2.0 : {ty}", f"%one = arith.constant 1.0 : {ty}",
               f"%y = arith.mulf %x, %two : {ty}", f"%z = arith.addf %y, %one : {ty}"]
    else:
        ops = [f"%two = arith.constant 2 : {ty}", f"%one = arith.constant 1 : {ty}",
               f"%y = arith.muli %x, %two : {ty}", f"%z = arith.addi %y, %one : {ty}"]
    body = [f"%x = memref.load %s[{vidx}] : {vt}"] + ops + [f"memref.store %z, %s[{vidx}] : {vt}"]
    lines += loops([f"%b{j}" for j in range(vr)], body)
    lines.append(f"  %mu = memref.cast %m : {mt} to memref<*x{ty}>")
    lines.append(f"  call @printMemref{kind}(%mu) : (memref<*x{ty}>) -> ()")
    # Collapse everything into one dimension and sum it.
    total = 1
    for s in sizes:
        total *= s
    grp = ", ".join(str(d) for d in range(rank))
    ct = memref_type(["?" if dyn else str(total)], ty)
    lines.append(f"  %c = memref.collapse_shape %m [[{grp}]] : {mt} into {ct}")
    lines.append(f"  %tot = arith.constant {total} : index")
    lines.append("  %z0 = arith.constant 0 : i64")
    ext = "%e" if ty == "i64" else "%w"
    conv = {"f32": "arith.fptosi %e : f32 to i64", "f64": "arith.fptosi %e : f64 to i64",
            "i32": "arith.extsi %e : i32 to i64"}.get(ty)
    lines.append("  %sum = scf.for %i0 = %c0 to %tot step %c1 iter_args(%r = %z0) -> (i64) {")
    lines.append(f"    %e = memref.load %c[%i0] : {ct}")
    if conv:
        lines.append(f"    %w = {conv}")
    lines.append(f"    %r1 = arith.addi %r, {ext} : i64")
    lines.append("    scf.yield %r1 : i64")
    lines.append("  }")
    lines.append("  call @printI64(%sum) : (i64) -> ()")
    lines.append("  call @printNewline() : () -> ()")
    # Expand it again into (first, rest...) with a different split.
    first = sizes[0] * (sizes[1] if rank == 3 and rng.random() < 0.5 else 1)
    rest = total // first
    shape = [first, rest]
    if dyn:
        et = memref_type(["?", str(rest)], ty)
        lines.append(f"  %f0 = arith.constant {first} : index")
        lines.append(f"  %ex = memref.expand_shape %c [[0, 1]] output_shape [%f0, {rest}] : {ct} into {et}")
    else:
        et = memref_type([str(s) for s in shape], ty)
        lines.append(f"  %ex = memref.expand_shape %c [[0, 1]] output_shape [{first}, {rest}] : {ct} into {et}")
    lines.append(f"  %xu = memref.cast %ex : {et} to memref<*x{ty}>")
    lines.append(f"  call @printMemref{kind}(%xu) : (memref<*x{ty}>) -> ()")
    lines.append(f"  memref.dealloc %m : {mt}")
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"
