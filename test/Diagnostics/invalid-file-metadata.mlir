// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The `{-# ... #-}` section: each malformed part gets upstream's message.

// expected-error@+2 {{expected '{'}}
{-#
  dialect_resources: 3
#-}

// -----

// expected-error@+3 {{expected identifier key for 'resource' entry}}
{-#
  external_resources: {
    "quoted": {}
  }
#-}

// -----

// The group's ':' is checked before its dialect.
// expected-error@+3 {{expected ':'}}
{-#
  dialect_resources: {
    nosuchdialect {}
  }
#-}

// -----

// expected-error@+3 {{expected '{'}}
{-#
  dialect_resources: {
    nosuchdialect: 1
  }
#-}

// -----

// expected-error@+3 {{dialect 'nosuchdialect' is unknown}}
{-#
  dialect_resources: {
    nosuchdialect: {}
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'blob'}}
{-#
  dialect_resources: {
    builtin: {
      blob: 12
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'blob'}}
{-#
  dialect_resources: {
    builtin: {
      blob: "0xZZ000000"
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes}}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400"
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x03000000AB"
    }
  }
#-}
