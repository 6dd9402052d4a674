#!/usr/bin/env bash
# Compares strata-opt's IR dumps (stderr, and the files of
# --mlir-print-ir-tree-dir) with mlir-opt's on one input for several
# pipelines and printing options. Usage: compare.sh INPUT.mlir
set -u
M=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
S=${STRATA_OPT:-$(dirname "$0")/../../target/release/strata-opt}
in=$1
tmp=$(mktemp -d)
same=0; total=0
pipelines=(
  "${EXTRA_PIPELINE:-builtin.module(cse)}"
  'builtin.module(func.func(canonicalize,cse),symbol-dce)'
  'builtin.module(canonicalize)'
  'builtin.module(func.func(cse),canonicalize,func.func(canonicalize))'
)
flagsets=(
  '--mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading'
  '--mlir-print-ir-before-all --mlir-print-ir-module-scope --mlir-disable-threading'
  '--mlir-print-ir-after=cse --mlir-print-ir-before=canonicalize --mlir-print-ir-module-scope --mlir-disable-threading'
  '--mlir-print-ir-after-change --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading'
  '--mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=TREE'
  '--mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-ir-tree-dir=TREE'
  '--mlir-print-ir-before-all --mlir-print-ir-tree-dir=TREE --mlir-disable-threading'
)
for p in "${pipelines[@]}"; do
  for f in "${flagsets[@]}"; do
    total=$((total + 1))
    for tool in M S; do
      rm -rf "$tmp/$tool"; mkdir -p "$tmp/$tool"
      # shellcheck disable=SC2086
      "${!tool}" "$in" --pass-pipeline="$p" ${f//TREE/$tmp\/$tool\/tree} >"$tmp/$tool/out" 2>"$tmp/$tool/err"
      echo "rc=$?" >>"$tmp/$tool/out"
      if [ -d "$tmp/$tool/tree" ]; then
        (cd "$tmp/$tool/tree" && find . -type f | sort | while read -r x; do echo "== $x"; cat "$x"; done) >"$tmp/$tool/files"
      fi
    done
    if diff -r "$tmp/M" "$tmp/S" >"$tmp/diff"; then
      same=$((same + 1))
    else
      echo "DIFF: $p $f"; head -20 "$tmp/diff"
    fi
  done
done
echo "identical: $same/$total"
rm -rf "$tmp"
