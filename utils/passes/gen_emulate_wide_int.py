#!/usr/bin/env python3
"""Writes the arith-emulate-wide-int corpus files (utils/passes/corpus/emulate_wide_int_*.mlir):
every emulated op on scalars, 1-D and 2-D vectors, at 64 bits (N=32) and 32 bits (N=16).

Usage: gen_emulate_wide_int.py (run from utils/passes/corpus)
"""
import sys
def types(w):
    return [f"i{w}", f"vector<4xi{w}>", f"vector<2x3xi{w}>"]
def bool_of(t):
    return t.replace("i64","i1").replace("i32","i1") if "vector" in t else "i1"
def narrow_of(t, w):
    return t.replace(f"i{w}", f"i{w//2}")
def idx_of(t, w):
    return t.replace(f"i{w}", "index")
def f_of(t, w, f="f32"):
    return t.replace(f"i{w}", f)
out = {}
def add(name, body):
    out.setdefault(name, []).append(body)
for w in (64, 32):
    for k, t in enumerate(types(w)):
        n = f"{w}_{k}"
        for op in ["addi","subi","muli","andi","ori","xori","shli","shrui","shrsi","maxsi","maxui","minsi","minui"]:
            add(f"binary_{w}", f"func.func @{op}_{n}(%a: {t}, %b: {t}) -> {t} {{\n  %r = arith.{op} %a, %b : {t}\n  return %r : {t}\n}}")
        for p in ["eq","ne","slt","sle","sgt","sge","ult","ule","ugt","uge"]:
            add(f"cmpi_{w}", f"func.func @cmpi_{p}_{n}(%a: {t}, %b: {t}) -> {bool_of(t)} {{\n  %r = arith.cmpi {p}, %a, %b : {t}\n  return %r : {bool_of(t)}\n}}")
        b = bool_of(t)
        add(f"select_{w}", f"func.func @select_{n}(%c: i1, %a: {t}, %b: {t}) -> {t} {{\n  %r = arith.select %c, %a, %b : {t}\n  return %r : {t}\n}}")
        if "vector" in t:
            add(f"select_{w}", f"func.func @select_vec_{n}(%c: {b}, %a: {t}, %b: {t}) -> {t} {{\n  %r = arith.select %c, %a, %b : {b}, {t}\n  return %r : {t}\n}}")
        nt = narrow_of(t, w); i8 = t.replace(f"i{w}", "i8")
        add(f"casts_{w}", f"func.func @ext_{n}(%a: {nt}, %b: {i8}) -> ({t}, {t}, {t}, {t}) {{\n  %0 = arith.extsi %a : {nt} to {t}\n  %1 = arith.extui %a : {nt} to {t}\n  %2 = arith.extsi %b : {i8} to {t}\n  %3 = arith.extui %b : {i8} to {t}\n  return %0, %1, %2, %3 : {t}, {t}, {t}, {t}\n}}")
        add(f"casts_{w}", f"func.func @trunc_{n}(%a: {t}) -> ({nt}, {i8}) {{\n  %0 = arith.trunci %a : {t} to {nt}\n  %1 = arith.trunci %a : {t} to {i8}\n  return %0, %1 : {nt}, {i8}\n}}")
        it = idx_of(t, w)
        add(f"casts_{w}", f"func.func @index_{n}(%a: {t}, %i: {it}) -> ({it}, {it}, {t}, {t}) {{\n  %0 = arith.index_cast %a : {t} to {it}\n  %1 = arith.index_castui %a : {t} to {it}\n  %2 = arith.index_cast %i : {it} to {t}\n  %3 = arith.index_castui %i : {it} to {t}\n  return %0, %1, %2, %3 : {it}, {it}, {t}, {t}\n}}")
        for f in ["f32","f64","f16"]:
            ft = f_of(t, w, f)
            add(f"float_{w}", f"func.func @tofp_{f}_{n}(%a: {t}) -> ({ft}, {ft}) {{\n  %0 = arith.sitofp %a : {t} to {ft}\n  %1 = arith.uitofp %a : {t} to {ft}\n  return %0, %1 : {ft}, {ft}\n}}")
            add(f"float_{w}", f"func.func @fromfp_{f}_{n}(%a: {ft}) -> ({t}, {t}) {{\n  %0 = arith.fptosi %a : {ft} to {t}\n  %1 = arith.fptoui %a : {ft} to {t}\n  return %0, %1 : {t}, {t}\n}}")
    c = f"i{w}"
    add(f"constants_{w}", f"func.func @constants_{w}() -> ({c}, {c}, {c}, {c}) {{\n  %0 = arith.constant 0 : {c}\n  %1 = arith.constant -1 : {c}\n  %2 = arith.constant 1311768467463790320 : {c}\n  %3 = arith.constant 65536 : {c}\n  return %0, %1, %2, %3 : {c}, {c}, {c}, {c}\n}}".replace("1311768467463790320", "1311768467463790320" if w==64 else "305419896"))
    add(f"constants_{w}", f"func.func @vconstants_{w}() -> (vector<3xi{w}>, vector<2x2xi{w}>, vector<4xi{w}>) {{\n  %0 = arith.constant dense<[1, -2, 3]> : vector<3xi{w}>\n  %1 = arith.constant dense<[[7, 8], [-9, 10]]> : vector<2x2xi{w}>\n  %2 = arith.constant dense<-5> : vector<4xi{w}>\n  return %0, %1, %2 : vector<3xi{w}>, vector<2x2xi{w}>, vector<4xi{w}>\n}}")
    add(f"constants_{w}", f"func.func @const_ext_{w}() -> ({c}, {c}) {{\n  %c = arith.constant -3 : i8\n  %0 = arith.extsi %c : i8 to {c}\n  %1 = arith.extui %c : i8 to {c}\n  return %0, %1 : {c}, {c}\n}}")
    add(f"calls_{w}", f"func.func private @callee_{w}({c}, vector<2xi{w}>) -> ({c}, f32)\nfunc.func @caller_{w}(%a: {c}, %v: vector<2xi{w}>) -> {c} {{\n  %0:2 = func.call @callee_{w}(%a, %v) : ({c}, vector<2xi{w}>) -> ({c}, f32)\n  vector.print %0#0 : {c}\n  vector.print %v : vector<2xi{w}> punctuation <comma>\n  vector.print str \"done\"\n  return %0#0 : {c}\n}}")
    add(f"calls_{w}", f"func.func @chain_{w}(%a: {c}, %b: {c}) -> {c} {{\n  %0 = arith.addi %a, %b : {c}\n  %1 = arith.muli %0, %a : {c}\n  %2 = arith.shli %1, %b : {c}\n  %3 = arith.cmpi slt, %2, %a : {c}\n  %4 = arith.select %3, %2, %1 : {c}\n  return %4 : {c}\n}}")
for name, fns in out.items():
    w = name.split("_")[-1]
    flags = "--arith-emulate-wide-int" if w == "64" else "--arith-emulate-wide-int=widest-int-supported=16"
    extra = "\n// PASSES: --arith-emulate-wide-int=\"widest-int-supported=16\"" if w == "64" and name.startswith(("constants","calls")) else ""
    with open(f"emulate_wide_int_{name}.mlir", "w") as f:
        f.write(f"// PASSES: {flags}{extra}\n\n" + "\n\n".join(fns) + "\n")
