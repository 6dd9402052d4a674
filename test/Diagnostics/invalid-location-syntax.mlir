// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Malformed call-site and fused locations, each with upstream's wording.

func.func @callsite_without_at() {
  return loc(callsite("a" "b")) // expected-error {{expected 'at' in callsite location}}
}

// -----

func.func @callsite_without_close() {
  return loc(callsite("a" at "b" // expected-error {{expected ')' in callsite location}}
}

// -----

func.func @fused_without_list() {
  return loc(fused<"m"> "a") // expected-error {{expected '[' in fused location}}
}

// -----

func.func @fused_without_close() {
  return loc(fused["a", "b") // expected-error {{expected ']' in fused location}}
}

// -----

func.func @fused_trailing_comma() {
  return loc(fused["a",]) // expected-error {{expected location instance}}
}

// -----

func.func @fused_bad_element() {
  return loc(fused["a", 3]) // expected-error {{expected location instance}}
}
