// RUN: strata-opt %s --split-input-file --verify-diagnostics

// External resource values are strings, `true`/`false`, or hex blobs (a
// string starting with `0x`); anything else is rejected at the value.
{-#
  external_resources: {
    tool: {
      // expected-error @+1 {{expected string value for key 'count'}}
      count: 7
    }
  }
#-}

// -----

{-#
  external_resources: {
    tool: {
      // expected-error @+1 {{expected string value for key 'mode'}}
      mode: fast
    }
  }
#-}

// -----

{-#
  external_resources: {
    tool: {
      // expected-error @+1 {{expected hex string blob for key 'data'}}
      data: "0xZZ"
    }
  }
#-}
