#!/usr/bin/env bash
# Runs a cargo-fuzz campaign: utils/fuzz/run.sh TARGET SECONDS
# (FUZZ_NO_BUILD=1 runs the target as last built, without rebuilding).
#
# The corpus (fuzz/corpus/TARGET) is seeded, when empty, with every
# `// -----` chunk of the .mlir files under test/ and with fuzz/seeds/TARGET;
# mutations use the token dictionary fuzz/mlir.dict. Each crash, timeout or
# out-of-memory input libFuzzer leaves in fuzz/artifacts/TARGET is minimized
# with `cargo fuzz tmin`, and the minimized inputs are printed: each is a
# regression test to write (a file test under test/ or a unit test). Slow
# units (over 1 s) are run once more and their time printed, not minimized.
# Targets are built optimized with debug assertions (overflow checks) and
# LeakSanitizer (FUZZ_BUILD_FLAGS overrides "-O -a -s leak"); inputs slower
# than 1 s are reported ("Slowest unit"), and the run ends with libFuzzer's
# execution count. llvm_export and pass_pipeline are also seeded with
# modules from the differential generator (utils/gen/gen.py).
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`).
set -uo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 TARGET SECONDS" >&2
    exit 2
fi
target=$1
seconds=$2
fuzz_dir="$(cd "$(dirname "$0")/../../fuzz" && pwd)"
repo="$(dirname "$fuzz_dir")"
corpus="$fuzz_dir/corpus/$target"
artifacts="$fuzz_dir/artifacts/$target"
mkdir -p "$corpus" "$artifacts"

if [ -z "$(ls -A "$corpus")" ]; then
    find "$repo/test" -name '*.mlir' | sort | while read -r file; do
        name=$(echo "${file#"$repo"/test/}" | tr '/' '_')
        awk -v out="$corpus/$name" '
            BEGIN { n = 0; f = out "." n }
            /^\/\/ -----$/ { close(f); n++; f = out "." n; next }
            { print > f }' "$file"
    done
    case "$target" in
        llvm_export | pass_pipeline)
            python3 "$repo/utils/gen/gen.py" --seed 1 --count 200 |
                awk -v out="$corpus/gen" '
                    BEGIN { n = 0; f = out "." n }
                    /^\/\/ -----$/ { close(f); n++; f = out "." n; next }
                    { print > f }'
            ;;
    esac
    if [ -d "$fuzz_dir/seeds/$target" ]; then
        cp "$fuzz_dir/seeds/$target"/* "$corpus"/
    fi
    echo "seeded $corpus with $(ls "$corpus" | wc -l) inputs"
fi

cd "$fuzz_dir" || exit 1
before=$(ls "$artifacts" | grep -v '^minimized-' | sort)
read -r -a build_flags <<<"${FUZZ_BUILD_FLAGS:--O -a -s leak}"
fuzz_args=(-max_total_time="$seconds" -dict="$fuzz_dir/mlir.dict" -timeout=10
    -report_slow_units=1 -print_final_stats=1)
if [ -n "${FUZZ_NO_BUILD:-}" ]; then
    # Runs the target as last built, without rebuilding the workspace.
    "$fuzz_dir/target/x86_64-unknown-linux-gnu/release/$target" \
        -artifact_prefix="$artifacts/" "$corpus" "${fuzz_args[@]}"
else
    cargo +nightly fuzz run "${build_flags[@]}" "$target" "$corpus" -- "${fuzz_args[@]}"
fi
status=$?

found=0
for crash in $(ls "$artifacts" | grep -v '^minimized-' | grep -v '\.tmin\.log$' | sort); do
    if echo "$before" | grep -qxF "$crash"; then
        continue
    fi
    case "$crash" in
        slow-unit-*)
            # Timed on a loaded machine a unit may pass 1 s only by waiting
            # for a core: run it once more and report its own time instead
            # of minimizing it (thousands of runs of a slow input).
            echo "== slow unit $artifacts/$crash: $("$fuzz_dir/target/x86_64-unknown-linux-gnu/release/$target" \
                -runs=1 "$artifacts/$crash" 2>&1 | grep -a '^Executed' | sed 's/.* in //')"
            continue
            ;;
    esac
    found=$((found + 1))
    echo "== minimizing $artifacts/$crash"
    if [ -n "${FUZZ_NO_BUILD:-}" ]; then
        "$fuzz_dir/target/x86_64-unknown-linux-gnu/release/$target" -minimize_crash=1 \
            -runs=2000 -exact_artifact_path="$artifacts/minimized-from-$crash" \
            "$artifacts/$crash" >"$artifacts/$crash.tmin.log" 2>&1
    else
        cargo +nightly fuzz tmin "${build_flags[@]}" "$target" "$artifacts/$crash" -- -runs=2000 \
            >"$artifacts/$crash.tmin.log" 2>&1
    fi
    minimized=$(ls -t "$artifacts" | grep '^minimized-from-' | head -n 1)
    echo "== turn into a regression test: $artifacts/${minimized:-$crash}"
    cat "$artifacts/${minimized:-$crash}"
    echo
done
echo "campaign of $target for ${seconds}s: libFuzzer exit status $status, $found new finding(s) in $artifacts"
[ "$found" -eq 0 ]
