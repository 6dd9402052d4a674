#!/bin/sh
# Full-size random equivalence check of the comb canonicalizer and of
# --convert-comb-to-arith: random comb functions (widths 1-16, every op and
# predicate) are evaluated before and after each, on all inputs up to 16
# argument bits and on COMB_RANDOM_SAMPLES random inputs beyond.
#
# Usage: utils/comb/random_equivalence.sh [FUNCTIONS] [SEED] [SAMPLES]
set -eu
cd "$(dirname "$0")/../.."
COMB_RANDOM_FUNCTIONS="${1:-2000}" COMB_RANDOM_SEED="${2:-1}" COMB_RANDOM_SAMPLES="${3:-10000}" \
  cargo test --release -p strata-dialect-comb --test random_equivalence -- --nocapture 2>&1 |
  grep -E "comb random equivalence|panicked|differs|test result"
