#!/usr/bin/env python3
"""Generates the tensor comparison corpus: seeded random modules, one per
template instance, exercising every tensor op (and linalg.pack/unpack),
its verifier and the folders/canonicalizations mlir-opt applies.

Usage: gen_corpus.py [--seed N] [--per-template N] OUT.mlir
Writes one file whose modules are separated by `// -----`.
"""

import argparse
import random

F = "f32"


def tt(shape, elem=F):
    """`tensor<...>` spelling of a shape (None = dynamic)."""
    dims = "".join(("?" if d is None else str(d)) + "x" for d in shape)
    return f"tensor<{dims}{elem}>"


def rshape(r, rank=None, dyn=0.3, lo=1, hi=6):
    rank = rank if rank is not None else r.randint(1, 3)
    return [None if r.random() < dyn else r.randint(lo, hi) for _ in range(rank)]


def static(s, r, hi=6):
    return [d if d is not None else r.randint(1, hi) for d in s]


def args_for(shape):
    return ", ".join(f"%d{i}: index" for i, d in enumerate(shape) if d is None)


def dyn_operands(shape):
    return ", ".join(f"%d{i}" for i, d in enumerate(shape) if d is None)


def t_cast(r):
    s = static(rshape(r, dyn=0), r)
    d = [None if r.random() < 0.6 else x for x in s]
    d2 = [None if r.random() < 0.5 else x for x in s]
    return f"""func.func @cast(%t: {tt(s)}) -> {tt(d2)} {{
  %0 = tensor.cast %t : {tt(s)} to {tt(d)}
  %1 = tensor.cast %0 : {tt(d)} to {tt(d2)}
  return %1 : {tt(d2)}
}}"""


def t_cast_unranked(r):
    s = static(rshape(r, dyn=0), r)
    return f"""func.func @cast_unranked(%t: {tt(s)}) -> {tt(s)} {{
  %0 = tensor.cast %t : {tt(s)} to tensor<*x{F}>
  %1 = tensor.cast %0 : tensor<*x{F}> to {tt(s)}
  %r = tensor.rank %0 : tensor<*x{F}>
  "test.use"(%r) : (index) -> ()
  return %1 : {tt(s)}
}}"""


def t_dim(r):
    s = rshape(r)
    i = r.randrange(len(s))
    return f"""func.func @dim(%t: {tt(s)}) -> index {{
  %c = arith.constant {i} : index
  %d = tensor.dim %t, %c : {tt(s)}
  return %d : index
}}"""


def t_dim_empty(r):
    s = rshape(r, dyn=0.6)
    i = r.randrange(len(s))
    a = args_for(s)
    return f"""func.func @dim_empty({a}) -> index {{
  %c = arith.constant {i} : index
  %e = tensor.empty({dyn_operands(s)}) : {tt(s)}
  %d = tensor.dim %e, %c : {tt(s)}
  return %d : index
}}"""


def t_empty_const(r):
    s = rshape(r, dyn=0.7)
    consts = "\n".join(f"  %k{i} = arith.constant {r.randint(1, 9)} : index" for i, d in enumerate(s) if d is None)
    ops = ", ".join(f"%k{i}" for i, d in enumerate(s) if d is None)
    return f"""func.func @empty_const() -> {tt(s)} {{
{consts}
  %e = tensor.empty({ops}) : {tt(s)}
  return %e : {tt(s)}
}}"""


def t_extract_from_elements(r):
    n = r.randint(1, 4)
    m = r.randint(1, 3)
    elems = ", ".join(f"%a{i}" for i in range(n * m))
    args = ", ".join(f"%a{i}: i32" for i in range(n * m))
    i, j = r.randrange(n), r.randrange(m)
    return f"""func.func @extract_from_elements({args}) -> i32 {{
  %ci = arith.constant {i} : index
  %cj = arith.constant {j} : index
  %t = tensor.from_elements {elems} : tensor<{n}x{m}xi32>
  %e = tensor.extract %t[%ci, %cj] : tensor<{n}x{m}xi32>
  return %e : i32
}}"""


def t_extract_const(r):
    vals = [r.randint(-5, 5) for _ in range(4)]
    i = r.randrange(4)
    splat = r.random() < 0.3
    attr = f"dense<{vals[0]}>" if splat else f"dense<[{', '.join(map(str, vals))}]>"
    return f"""func.func @extract_const() -> i32 {{
  %c = arith.constant {i} : index
  %t = arith.constant {attr} : tensor<4xi32>
  %e = tensor.extract %t[%c] : tensor<4xi32>
  return %e : i32
}}"""


def t_extract_splat(r):
    s = rshape(r, dyn=0.4)
    idx = ", ".join(f"%i{k}" for k in range(len(s)))
    args = ", ".join([f"%v: f32"] + [f"%i{k}: index" for k in range(len(s))] +
                     [f"%d{k}: index" for k, d in enumerate(s) if d is None])
    sizes = dyn_operands(s)
    sz = f"[{sizes}]" if sizes else ""
    return f"""func.func @extract_splat({args}) -> f32 {{
  %t = tensor.splat %v{sz} : {tt(s)}
  %e = tensor.extract %t[{idx}] : {tt(s)}
  return %e : f32
}}"""


def t_from_elements_const(r):
    n = r.randint(1, 4)
    consts = "\n".join(f"  %c{i} = arith.constant {r.randint(-3, 3)} : i32" for i in range(n))
    elems = ", ".join(f"%c{i}" for i in range(n))
    return f"""func.func @from_elements_const() -> tensor<{n}xi32> {{
{consts}
  %t = tensor.from_elements {elems} : tensor<{n}xi32>
  return %t : tensor<{n}xi32>
}}"""


def t_splat_const(r):
    s = static(rshape(r, dyn=0), r)
    v = r.choice(["1.5", "0.0", "-2.0"])
    return f"""func.func @splat_const() -> {tt(s)} {{
  %c = arith.constant {v} : f32
  %t = tensor.splat %c : {tt(s)}
  return %t : {tt(s)}
}}"""


def t_insert_extract(r):
    s = static(rshape(r, dyn=0), r)
    idx = ", ".join(f"%c{k}" for k in range(len(s)))
    consts = "\n".join(f"  %c{k} = arith.constant {r.randrange(d)} : index" for k, d in enumerate(s))
    return f"""func.func @insert_extract(%t: {tt(s)}, %v: f32) -> ({tt(s)}, f32) {{
{consts}
  %i = tensor.insert %v into %t[{idx}] : {tt(s)}
  %e = tensor.extract %i[{idx}] : {tt(s)}
  return %i, %e : {tt(s)}, f32
}}"""


def slice_params(r, s):
    offs, sizes, strides = [], [], []
    for d in s:
        size = r.randint(1, d)
        off = r.randint(0, d - size)
        offs.append(off)
        sizes.append(size)
        strides.append(1)
    return offs, sizes, strides


def lst(xs):
    return "[" + ", ".join(map(str, xs)) + "]"


def t_extract_slice(r):
    s = static(rshape(r, dyn=0, lo=2, hi=8), r, 8)
    offs, sizes, strides = slice_params(r, s)
    full = r.random() < 0.3
    if full:
        offs, sizes = [0] * len(s), list(s)
    consts = "\n".join(f"  %o{k} = arith.constant {o} : index" for k, o in enumerate(offs))
    dyn_offs = [f"%o{k}" if r.random() < 0.5 else str(o) for k, o in enumerate(offs)]
    return f"""func.func @extract_slice(%t: {tt(s)}) -> {tt(sizes)} {{
{consts}
  %0 = tensor.extract_slice %t{lst(dyn_offs)} {lst(sizes)} {lst(strides)} : {tt(s)} to {tt(sizes)}
  return %0 : {tt(sizes)}
}}"""


def t_extract_slice_dynamic(r):
    s = rshape(r, dyn=0.5, lo=4, hi=8)
    rank = len(s)
    return f"""func.func @extract_slice_dynamic(%t: {tt(s)}, %o: index, %z: index) -> {tt([None] * rank)} {{
  %0 = tensor.extract_slice %t{lst(['%o'] * rank)} {lst(['%z'] * rank)} {lst([1] * rank)} : {tt(s)} to {tt([None] * rank)}
  return %0 : {tt([None] * rank)}
}}"""


def t_slice_of_slice(r):
    s = static(rshape(r, dyn=0, lo=4, hi=8), r, 8)
    o1, z1, st = slice_params(r, s)
    o2, z2, st2 = slice_params(r, z1)
    return f"""func.func @slice_of_slice(%t: {tt(s)}) -> {tt(z2)} {{
  %0 = tensor.extract_slice %t{lst(o1)} {lst(z1)} {lst(st)} : {tt(s)} to {tt(z1)}
  %1 = tensor.extract_slice %0{lst(o2)} {lst(z2)} {lst(st2)} : {tt(z1)} to {tt(z2)}
  return %1 : {tt(z2)}
}}"""


def t_rank_reduced_slice(r):
    s = static(rshape(r, rank=r.randint(2, 3), dyn=0, lo=2, hi=6), r)
    offs = [0] * len(s)
    sizes = list(s)
    k = r.randrange(len(s))
    sizes[k] = 1
    reduced = [x for i, x in enumerate(sizes) if i != k]
    return f"""func.func @rank_reduced(%t: {tt(s)}) -> {tt(reduced)} {{
  %0 = tensor.extract_slice %t{lst(offs)} {lst(sizes)} {lst([1] * len(s))} : {tt(s)} to {tt(reduced)}
  return %0 : {tt(reduced)}
}}"""


def t_insert_slice(r):
    s = static(rshape(r, dyn=0, lo=2, hi=8), r, 8)
    offs, sizes, strides = slice_params(r, s)
    if r.random() < 0.3:
        offs, sizes = [0] * len(s), list(s)
    consts = "\n".join(f"  %o{k} = arith.constant {o} : index" for k, o in enumerate(offs))
    dyn_offs = [f"%o{k}" if r.random() < 0.5 else str(o) for k, o in enumerate(offs)]
    return f"""func.func @insert_slice(%t: {tt(s)}, %u: {tt(sizes)}) -> {tt(s)} {{
{consts}
  %0 = tensor.insert_slice %u into %t{lst(dyn_offs)} {lst(sizes)} {lst(strides)} : {tt(sizes)} into {tt(s)}
  return %0 : {tt(s)}
}}"""


def t_insert_of_extract(r):
    s = static(rshape(r, dyn=0, lo=2, hi=8), r, 8)
    offs, sizes, strides = slice_params(r, s)
    return f"""func.func @insert_of_extract(%t: {tt(s)}) -> {tt(s)} {{
  %0 = tensor.extract_slice %t{lst(offs)} {lst(sizes)} {lst(strides)} : {tt(s)} to {tt(sizes)}
  %1 = tensor.insert_slice %0 into %t{lst(offs)} {lst(sizes)} {lst(strides)} : {tt(sizes)} into {tt(s)}
  return %1 : {tt(s)}
}}"""


def t_insert_slice_cast(r):
    s = static(rshape(r, dyn=0, lo=2, hi=8), r, 8)
    offs, sizes, strides = slice_params(r, s)
    dyn = [None] * len(sizes)
    return f"""func.func @insert_slice_cast(%t: {tt(s)}, %u: {tt(sizes)}) -> {tt(s)} {{
  %c = tensor.cast %u : {tt(sizes)} to {tt(dyn)}
  %0 = tensor.insert_slice %c into %t{lst(offs)} {lst(sizes)} {lst(strides)} : {tt(dyn)} into {tt(s)}
  return %0 : {tt(s)}
}}"""


def groups_for(r, rank):
    """Random contiguous reassociation of `rank` dims."""
    groups, cur = [], [0]
    for d in range(1, rank):
        if r.random() < 0.5:
            cur.append(d)
        else:
            groups.append(cur)
            cur = [d]
    groups.append(cur)
    return groups


def collapse(shape, groups):
    out = []
    for g in groups:
        if any(shape[i] is None for i in g):
            out.append(None)
        else:
            p = 1
            for i in g:
                p *= shape[i]
            out.append(p)
    return out


def reassoc(groups):
    return "[" + ", ".join(lst(g) for g in groups) + "]"


def t_collapse_expand(r):
    s = rshape(r, rank=r.randint(2, 4), dyn=0.2, lo=1, hi=4)
    g = groups_for(r, len(s))
    c = collapse(s, g)
    out_shape = [("%d" + str(i)) if d is None else str(d) for i, d in enumerate(s)]
    dyn_args = args_for(s)
    sep = ", " if dyn_args else ""
    return f"""func.func @collapse_expand(%t: {tt(s)}{sep}{dyn_args}) -> {tt(s)} {{
  %0 = tensor.collapse_shape %t {reassoc(g)} : {tt(s)} into {tt(c)}
  %1 = tensor.expand_shape %0 {reassoc(g)} output_shape [{', '.join(out_shape)}] : {tt(c)} into {tt(s)}
  return %1 : {tt(s)}
}}"""


def t_expand_collapse(r):
    s = static(rshape(r, rank=r.randint(2, 4), dyn=0, lo=1, hi=4), r)
    g = groups_for(r, len(s))
    c = collapse(s, g)
    return f"""func.func @expand_collapse(%t: {tt(c)}) -> {tt(c)} {{
  %0 = tensor.expand_shape %t {reassoc(g)} output_shape {lst(s)} : {tt(c)} into {tt(s)}
  %1 = tensor.collapse_shape %0 {reassoc(g)} : {tt(s)} into {tt(c)}
  return %1 : {tt(c)}
}}"""


def t_collapse_collapse(r):
    s = static(rshape(r, rank=r.randint(3, 4), dyn=0, lo=1, hi=4), r)
    g1 = groups_for(r, len(s))
    c1 = collapse(s, g1)
    g2 = groups_for(r, len(c1))
    c2 = collapse(c1, g2)
    return f"""func.func @collapse_collapse(%t: {tt(s)}) -> {tt(c2)} {{
  %0 = tensor.collapse_shape %t {reassoc(g1)} : {tt(s)} into {tt(c1)}
  %1 = tensor.collapse_shape %0 {reassoc(g2)} : {tt(c1)} into {tt(c2)}
  return %1 : {tt(c2)}
}}"""


def t_collapse_const(r):
    s = static(rshape(r, rank=r.randint(2, 3), dyn=0, lo=1, hi=4), r)
    g = groups_for(r, len(s))
    c = collapse(s, g)
    return f"""func.func @collapse_const() -> {tt(c, 'i32')} {{
  %t = arith.constant dense<{r.randint(0, 9)}> : {tt(s, 'i32')}
  %0 = tensor.collapse_shape %t {reassoc(g)} : {tt(s, 'i32')} into {tt(c, 'i32')}
  return %0 : {tt(c, 'i32')}
}}"""


def t_expand_dynamic_const(r):
    return f"""func.func @expand_dynamic_const(%t: tensor<?x4xf32>) -> tensor<?x2x4xf32> {{
  %c = arith.constant {r.randint(1, 5)} : index
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%c, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  return %0 : tensor<?x2x4xf32>
}}"""


def t_concat(r):
    s = static(rshape(r, rank=r.randint(1, 3), dyn=0), r)
    d = r.randrange(len(s))
    n = r.randint(1, 3)
    shapes = []
    for _ in range(n):
        x = list(s)
        x[d] = r.randint(1, 4)
        shapes.append(x)
    res = list(s)
    res[d] = sum(x[d] for x in shapes)
    if r.random() < 0.4:
        res[d] = None
    args = ", ".join(f"%a{i}: {tt(x)}" for i, x in enumerate(shapes))
    ins = ", ".join(f"%a{i}" for i in range(n))
    types = ", ".join(tt(x) for x in shapes)
    return f"""func.func @concat({args}) -> {tt(res)} {{
  %0 = tensor.concat dim({d}) {ins} : ({types}) -> {tt(res)}
  return %0 : {tt(res)}
}}"""


def t_concat_cast(r):
    return f"""func.func @concat_cast(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x?xf32> {{
  %c = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %0 = tensor.concat dim({r.randint(0, 1)}) %c, %c : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}}"""


def t_pad(r):
    s = rshape(r, dyn=0.3)
    zero = r.random() < 0.4
    low = [0 if zero else r.randint(0, 2) for _ in s]
    high = [0 if zero else r.randint(0, 2) for _ in s]
    res = [None if d is None else d + l + h for d, l, h in zip(s, low, high)]
    nofold = " nofold" if r.random() < 0.3 else ""
    bargs = ", ".join(f"%i{k}: index" for k in range(len(s)))
    return f"""func.func @pad(%t: {tt(s)}, %v: f32) -> {tt(res)} {{
  %0 = tensor.pad %t{nofold} low{lst(low)} high{lst(high)} {{
  ^bb0({bargs}):
    tensor.yield %v : f32
  }} : {tt(s)} to {tt(res)}
  return %0 : {tt(res)}
}}"""


def t_pad_const(r):
    return f"""func.func @pad_const(%t: tensor<4x4xf32>, %v: f32) -> tensor<?x?xf32> {{
  %c = arith.constant {r.randint(0, 3)} : index
  %0 = tensor.pad %t low[%c, 1] high[2, %c] {{
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  }} : tensor<4x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}}"""


def t_generate(r):
    s = rshape(r, dyn=0.5)
    bargs = ", ".join(f"%i{k}: index" for k in range(len(s)))
    a = args_for(s)
    sep = ", " if a else ""
    return f"""func.func @generate(%v: f32{sep}{a}) -> {tt(s)} {{
  %0 = tensor.generate {dyn_operands(s)} {{
  ^bb0({bargs}):
    tensor.yield %v : f32
  }} : {tt(s)}
  return %0 : {tt(s)}
}}"""


def t_generate_const(r):
    return f"""func.func @generate_const(%v: f32) -> (tensor<?x3xf32>, f32) {{
  %c = arith.constant {r.randint(1, 5)} : index
  %c0 = arith.constant 0 : index
  %0 = tensor.generate %c {{
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  }} : tensor<?x3xf32>
  %e = tensor.extract %0[%c0, %c0] : tensor<?x3xf32>
  return %0, %e : tensor<?x3xf32>, f32
}}"""


def t_reshape(r):
    s = static(rshape(r, dyn=0), r)
    n = 1
    for d in s:
        n *= d
    return f"""func.func @reshape(%t: {tt(s)}, %shape: tensor<1xindex>) -> tensor<?xf32> {{
  %0 = tensor.reshape %t(%shape) : ({tt(s)}, tensor<1xindex>) -> tensor<?xf32>
  %c = arith.constant dense<[{n}]> : tensor<1xi32>
  %1 = tensor.reshape %t(%c) : ({tt(s)}, tensor<1xi32>) -> tensor<{n}xf32>
  "test.use"(%1) : (tensor<{n}xf32>) -> ()
  return %0 : tensor<?xf32>
}}"""


def t_reshape_chain(r):
    return f"""func.func @reshape_chain(%t: tensor<2x3xf32>, %a: tensor<1xindex>, %b: tensor<2xindex>) -> tensor<?x?xf32> {{
  %0 = tensor.reshape %t(%a) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<?xf32>
  %1 = tensor.reshape %0(%b) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}}"""


def t_rank(r):
    s = rshape(r)
    return f"""func.func @rank(%t: {tt(s)}) -> index {{
  %0 = tensor.rank %t : {tt(s)}
  return %0 : index
}}"""


def t_bitcast(r):
    s = rshape(r)
    return f"""func.func @bitcast(%t: {tt(s, 'i32')}) -> {tt(s, 'i32')} {{
  %0 = tensor.bitcast %t : {tt(s, 'i32')} to {tt(s, 'f32')}
  %1 = tensor.bitcast %0 : {tt(s, 'f32')} to {tt(s, 'ui32')}
  %2 = tensor.bitcast %1 : {tt(s, 'ui32')} to {tt(s, 'i32')}
  return %2 : {tt(s, 'i32')}
}}"""


def t_gather(r):
    s = static(rshape(r, rank=r.randint(2, 3), dyn=0), r)
    dims = sorted(r.sample(range(len(s)), r.randint(1, len(s))))
    batch = r.randint(1, 3)
    res = [batch] + [1 if i in dims else d for i, d in enumerate(s)]
    if r.random() < 0.4:
        res = [batch] + [d for i, d in enumerate(s) if i not in dims]
    it = f"tensor<{batch}x{len(dims)}xindex>"
    unique = " unique" if r.random() < 0.3 else ""
    return f"""func.func @gather(%t: {tt(s)}, %i: {it}) -> {tt(res)} {{
  %0 = tensor.gather %t[%i] gather_dims([{', '.join(map(str, dims))}]){unique} : ({tt(s)}, {it}) -> {tt(res)}
  %1 = tensor.scatter %0 into %t[%i] scatter_dims([{', '.join(map(str, dims))}]) unique : ({tt(res)}, {tt(s)}, {it}) -> {tt(s)}
  "test.use"(%1) : ({tt(s)}) -> ()
  return %0 : {tt(res)}
}}"""


def t_pack_unpack(r):
    m, n = r.randint(1, 4) * 2, r.randint(1, 4) * 2
    perm = r.random() < 0.4
    packed = f"tensor<{n // 2}x{m // 2}x2x2xf32>" if perm else f"tensor<{m // 2}x{n // 2}x2x2xf32>"
    pa = " outer_dims_perm = [1, 0]" if perm else ""
    return f"""func.func @pack_unpack(%t: tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32> {{
  %e = tensor.empty() : {packed}
  %p = linalg.pack %t{pa} inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<{m}x{n}xf32> -> {packed}
  %d = tensor.empty() : tensor<{m}x{n}xf32>
  %u = linalg.unpack %p{pa} inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : {packed} -> tensor<{m}x{n}xf32>
  return %u : tensor<{m}x{n}xf32>
}}"""


def t_unpack_pack(r):
    m, n = r.randint(1, 4), r.randint(1, 4)
    return f"""func.func @unpack_pack(%t: tensor<{m}x{n}x2x4xf32>) -> tensor<{m}x{n}x2x4xf32> {{
  %d = tensor.empty() : tensor<{m * 2}x{n * 4}xf32>
  %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<{m}x{n}x2x4xf32> -> tensor<{m * 2}x{n * 4}xf32>
  %e = tensor.empty() : tensor<{m}x{n}x2x4xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<{m * 2}x{n * 4}xf32> -> tensor<{m}x{n}x2x4xf32>
  return %p : tensor<{m}x{n}x2x4xf32>
}}"""


def t_pack_pad(r):
    m = r.randint(3, 9)
    return f"""func.func @pack_pad(%t: tensor<{m}xf32>, %v: f32, %n: index) -> tensor<?x4xf32> {{
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %p = linalg.pack %t padding_value(%v : f32) inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<{m}xf32> -> tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}}"""


def t_forall(r):
    n = r.randint(2, 8)
    return f"""func.func @forall(%t: tensor<{n}x8xf32>) -> tensor<{n}x8xf32> {{
  %c8 = arith.constant 8 : index
  %0 = scf.forall (%k) in ({n}) shared_outs(%o = %t) -> (tensor<{n}x8xf32>) {{
    %s = tensor.extract_slice %o[%k, 0] [1, %c8] [1, 1] : tensor<{n}x8xf32> to tensor<1x?xf32>
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %s into %o[%k, 0] [1, %c8] [1, 1] : tensor<1x?xf32> into tensor<{n}x8xf32>
    }}
  }}
  return %0 : tensor<{n}x8xf32>
}}"""


def t_invalid(r):
    cases = [
        "%0 = tensor.extract_slice %t[0, 0] [9, 1] [1, 1] : tensor<8x8xf32> to tensor<9x1xf32>",
        "%0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x5xf32>",
        "%0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x8xf32> to tensor<4xf32>",
        "%0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x8xf32> into tensor<63xf32>",
        "%0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>",
        "%0 = tensor.empty(%i) : tensor<4x4xf32>",
        "%0 = tensor.extract %t[%i] : tensor<8x8xf32>",
        "%0 = tensor.insert %f into %t[%i] : tensor<8x8xf32>",
        "%0 = tensor.cast %t : tensor<8x8xf32> to tensor<4x?xf32>",
        "%0 = tensor.concat dim(2) %t, %t : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>",
        "%0 = tensor.dim %t, %i : tensor<f32>",
        "%0 = tensor.from_elements %f, %f : tensor<3xf32>",
        "%0 = tensor.splat %f[%i] : tensor<8x8xf32>",
        "%0 = tensor.gather %t[%x] gather_dims([1, 0]) : (tensor<8x8xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>",
        "%0 = tensor.pad %t low[0, 0] high[1, 1] { ^bb0(%a: index, %b: index): tensor.yield %f : f32 } : tensor<8x8xf32> to tensor<9x8xf32>",
        "%0 = tensor.generate %i { ^bb0(%a: index): tensor.yield %f : f32 } : tensor<?x8xf32>",
        "%0 = tensor.reshape %t(%x) : (tensor<8x8xf32>, tensor<2x2xindex>) -> tensor<64xf32>",
        "%e = tensor.empty() : tensor<3x3x3x3xf32>\n  %0 = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [3, 3] into %e : tensor<8x8xf32> -> tensor<3x3x3x3xf32>",
        "tensor.parallel_insert_slice %t into %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>",
    ]
    c = r.choice(cases)
    return f"""func.func @invalid(%t: tensor<8x8xf32>, %i: index, %f: f32, %x: tensor<2x2xindex>) {{
  {c}
  return
}}"""


def t_dim_of_ops(r):
    k = r.randint(0, 1)
    return f"""func.func @dim_of_ops(%t: tensor<?x?xf32>, %n: index, %v: f32) -> (index, index, index, index) {{
  %c = arith.constant {k} : index
  %s = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %d0 = tensor.dim %s, %c : tensor<?x4xf32>
  %g = tensor.generate %n {{
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  }} : tensor<3x?xf32>
  %d1 = tensor.dim %g, %c : tensor<3x?xf32>
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  %d2 = tensor.dim %u, %c : tensor<*xf32>
  %k = tensor.cast %g : tensor<3x?xf32> to tensor<?x?xf32>
  %d3 = tensor.dim %k, %c : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}}"""


def t_extract_dense_2d(r):
    n, m = r.randint(1, 3), r.randint(1, 3)
    vals = [[r.randint(-9, 9) for _ in range(m)] for _ in range(n)]
    body = "[" + ", ".join("[" + ", ".join(map(str, row)) + "]" for row in vals) + "]"
    i, j = r.randint(0, n), r.randint(0, m - 1)
    return f"""func.func @extract_dense_2d() -> i16 {{
  %ci = arith.constant {i} : index
  %cj = arith.constant {j} : index
  %t = arith.constant dense<{body}> : tensor<{n}x{m}xi16>
  %e = tensor.extract %t[%ci, %cj] : tensor<{n}x{m}xi16>
  return %e : i16
}}"""


def t_extract_oob_from_elements(r):
    return f"""func.func @extract_oob(%a: f32, %b: f32) -> f32 {{
  %c = arith.constant {r.choice([2, 5, -1])} : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%c] : tensor<2xf32>
  return %e : f32
}}"""


def t_insert_splat_const(r):
    a, b = r.randint(0, 2), r.randint(0, 2)
    return f"""func.func @insert_splat_const(%i: index) -> tensor<4xi32> {{
  %t = arith.constant dense<{a}> : tensor<4xi32>
  %v = arith.constant {b} : i32
  %0 = tensor.insert %v into %t[%i] : tensor<4xi32>
  return %0 : tensor<4xi32>
}}"""


def t_slice_negative_const(r):
    return f"""func.func @slice_negative_const(%t: tensor<?xf32>) -> tensor<?xf32> {{
  %c = arith.constant {r.choice([-1, 2, 0])} : index
  %z = arith.constant {r.choice([-2, 3, 0])} : index
  %0 = tensor.extract_slice %t[%c] [%z] [1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}}"""


def t_slice_const_rank_reduced(r):
    k = r.randint(1, 3)
    return f"""func.func @slice_const_rank_reduced(%t: tensor<8x8xf32>) -> tensor<?xf32> {{
  %c1 = arith.constant 1 : index
  %ck = arith.constant {k} : index
  %0 = tensor.extract_slice %t[%c1, 0] [1, %ck] [1, 1] : tensor<8x8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}}"""


def t_insert_dynamic_source(r):
    k = r.randint(1, 4)
    return f"""func.func @insert_dynamic_source(%t: tensor<8x8xf32>, %u: tensor<?x4xf32>, %o: index) -> tensor<8x8xf32> {{
  %ck = arith.constant {k} : index
  %0 = tensor.insert_slice %u into %t[%o, 0] [%ck, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}"""


def t_parallel_insert_cast(r):
    return f"""func.func @parallel_insert_cast(%t: tensor<4x8xf32>, %u: tensor<1x8xf32>) -> tensor<4x8xf32> {{
  %0 = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4x8xf32>) {{
    %c = tensor.cast %u : tensor<1x8xf32> to tensor<1x?xf32>
    %n = arith.constant {r.choice([8, 4])} : index
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %c into %o[%k, 0] [1, %n] [1, 1] : tensor<1x?xf32> into tensor<4x8xf32>
    }}
  }}
  return %0 : tensor<4x8xf32>
}}"""


def t_pack_dynamic(r):
    return f"""func.func @pack_dynamic(%t: tensor<?x8xf32>, %n: index, %m: index) -> tensor<?x?x?x2xf32> {{
  %e = tensor.empty(%n, %m, %n) : tensor<?x?x?x2xf32>
  %c = arith.constant {r.choice([4, 8])} : index
  %p = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [%c, 2] into %e : tensor<?x8xf32> -> tensor<?x?x?x2xf32>
  return %p : tensor<?x?x?x2xf32>
}}"""


def t_unpack_pack_padded(r):
    return f"""func.func @unpack_pack_padded(%t: tensor<7xf32>, %v: f32) -> tensor<7xf32> {{
  %e = tensor.empty() : tensor<2x4xf32>
  %p = linalg.pack %t padding_value(%v : f32) inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<7xf32> -> tensor<2x4xf32>
  %d = tensor.empty() : tensor<7xf32>
  %u = linalg.unpack %p inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<2x4xf32> -> tensor<7xf32>
  return %u : tensor<7xf32>
}}"""


def t_expand_expand(r):
    return f"""func.func @expand_expand(%t: tensor<24xf32>) -> tensor<2x3x2x2xf32> {{
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<6x4xf32> into tensor<2x3x2x2xf32>
  return %1 : tensor<2x3x2x2xf32>
}}"""


def t_collapse_dynamic(r):
    return f"""func.func @collapse_dynamic(%t: tensor<?x4x?xf32>) -> tensor<?xf32> {{
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}}"""


def t_reshape_const(r):
    return f"""func.func @reshape_const() -> tensor<2x2xi32> {{
  %t = arith.constant dense<[1, 2, 3, {r.randint(0, 9)}]> : tensor<4xi32>
  %s = arith.constant dense<[2, 2]> : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}}"""


def t_from_elements_types(r):
    ty, vals = r.choice([("index", ["0 : index", "7 : index"]), ("i1", ["true", "false"]),
                         ("f16", ["1.0 : f16", "2.5 : f16"]), ("f64", ["-0.0 : f64", "3.0 : f64"])])
    return f"""func.func @from_elements_types() -> tensor<2x{ty}> {{
  %a = arith.constant {vals[0]}
  %b = arith.constant {vals[1]}
  %t = tensor.from_elements %a, %b : tensor<2x{ty}>
  return %t : tensor<2x{ty}>
}}"""


def t_splat_dynamic_const(r):
    return f"""func.func @splat_dynamic_const(%v: f32) -> tensor<?x4xf32> {{
  %c = arith.constant {r.randint(1, 5)} : index
  %t = tensor.splat %v[%c] : tensor<?x4xf32>
  return %t : tensor<?x4xf32>
}}"""


def t_empty_negative(r):
    return f"""func.func @empty_negative() -> tensor<?x?xf32> {{
  %a = arith.constant -1 : index
  %b = arith.constant {r.randint(0, 3)} : index
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}}"""


def t_pad_nofold_zero(r):
    return f"""func.func @pad_nofold_zero(%t: tensor<4x?xf32>, %v: f32) -> tensor<4x?xf32> {{
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t {r.choice(["nofold ", ""])}low[0, %c0] high[%c0, 0] {{
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  }} : tensor<4x?xf32> to tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}}"""


def t_cast_of_empty(r):
    return f"""func.func @cast_of_empty(%n: index) -> tensor<4x?xf32> {{
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}}"""


def t_concat_dynamic(r):
    return f"""func.func @concat_dynamic(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {{
  %0 = tensor.concat dim({r.randint(0, 1)}) %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}}"""


def t_insert_after_insert(r):
    return f"""func.func @extract_after_insert(%t: tensor<4xf32>, %v: f32, %i: index, %j: index) -> (f32, f32) {{
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %a = tensor.extract %0[%i] : tensor<4xf32>
  %b = tensor.extract %0[%j] : tensor<4xf32>
  return %a, %b : f32, f32
}}"""


def t_licm_dim(r):
    k = r.choice([0, 1, 5, -1])
    return f"""func.func @licm_dim(%t: tensor<?x?xf32>, %u: tensor<*xf32>, %n: index, %k: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ck = arith.constant {k} : index
  scf.for %i = %c0 to %n step %c1 {{
    %a = tensor.dim %t, %ck : tensor<?x?xf32>
    %b = tensor.dim %t, %k : tensor<?x?xf32>
    %c = tensor.dim %u, %c1 : tensor<*xf32>
    %s = tensor.extract_slice %t[0, 0] [%a, 1] [1, 1] : tensor<?x?xf32> to tensor<?x1xf32>
    "test.use"(%a, %b, %c, %s) : (index, index, index, tensor<?x1xf32>) -> ()
  }}
  return
}}"""


TEMPLATES = [v for k, v in sorted(globals().items()) if k.startswith("t_")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--per-template", type=int, default=9)
    parser.add_argument("out")
    args = parser.parse_args()
    r = random.Random(args.seed)
    modules = [t(r) for _ in range(args.per_template) for t in TEMPLATES]
    with open(args.out, "w") as f:
        f.write("\n\n// -----\n\n".join(modules) + "\n")
    print(f"{len(modules)} modules")


if __name__ == "__main__":
    main()
