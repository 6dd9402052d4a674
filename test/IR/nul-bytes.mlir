// RUN: echo -e 'func.func private @a() \0 \n// a comment \0 with a NUL\nfunc.func private @b()' | strata-opt | FileCheck %s
// RUN: echo -e 'func.func private @a() \0 garbage' | not strata-opt 2>&1 | FileCheck %s --check-prefix=ERR

// A NUL byte inside the buffer is skipped like whitespace (in comments
// too); only the end of the buffer ends the input, as upstream.

// CHECK:      module {
// CHECK-NEXT:   func.func private @a()
// CHECK-NEXT:   func.func private @b()
// CHECK-NEXT: }

// What follows the NUL byte is still parsed.
// ERR: <stdin>:1:26: error: custom op 'garbage' is unknown (tried 'builtin.garbage' as well)
