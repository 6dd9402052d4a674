// RUN: strata-opt --generate-runtime-verification=verbose-level=2 --verify-diagnostics %s

// Only levels 0 and 1 exist.

// expected-error@below {{generate-runtime-verification pass: set verboseLevel to 0 or 1}}
module {
  func.func @f() {
    return
  }
}
