#!/usr/bin/env python3
"""Turns a seed example (a .mlir file in legacy syntax whose first lines
are comments naming the seed section) into a file test: RUN lines parsing
it with --legacy-syntax and migrating it, and CHECK/CORE lines taken from
strata-opt's output, which the caller has reviewed (and checked with
utils/std/check_seeds.py against mlir-opt 22).

usage: make_seed_test.py STRATA_OPT IN.mlir OUT.mlir
"""
import subprocess
import sys


def checks(prefix, text):
    out = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s in ("module {", "}") or s.startswith("#"):
            continue
        if s.startswith("^bb"):
            s = s.split("//")[0].rstrip()
        kind = "-LABEL" if s.startswith("func.func") else ""
        out.append(f"// {prefix}{kind}: {s}")
    return out


def main():
    opt, src, dst = sys.argv[1:4]
    text = open(src).read()
    # Examples using ops of dialects Strata does not have (tf, foo, and the
    # use/seed ops wrapping a fragment).
    flags = ["--legacy-syntax"]
    if any(m in text for m in ('"tf.', '"foo', '!tf.', '!foo', '"use', '"seed.')):
        flags.append("--allow-unregistered-dialect")
    run = lambda *a: subprocess.run([opt, *flags, src, *a], check=True,
                                    capture_output=True, text=True).stdout
    opts = " ".join(flags)
    lines = [
        f"// RUN: strata-opt {opts} %s | FileCheck %s",
        f"// RUN: strata-opt {opts} %s --convert-std-to-core | FileCheck %s --check-prefix=CORE",
        "",
        text.rstrip("\n"),
        "",
    ]
    lines += checks("CHECK", run())
    lines.append("")
    lines += checks("CORE", run("--convert-std-to-core"))
    open(dst, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
