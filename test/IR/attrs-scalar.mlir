// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Integers: the default type is i64; i1 prints as a boolean.
// CHECK: "t.int_default"() {a = 42 : i64, b = -7 : i64, c = 0 : i64} : () -> ()
"t.int_default"() {a = 42, b = -7, c = 0} : () -> ()
// CHECK: "t.int_i1"() {a = false, b = true, c = true, d = false} : () -> ()
"t.int_i1"() {a = 0 : i1, b = 1 : i1, c = true, d = false} : () -> ()
// Signless values print signed; unsigned types print unsigned.
// CHECK: "t.int_widths"() {a = -1 : i8, b = -128 : i8, c = 255 : ui8, d = -5 : si32, e = 7 : index, f = 18446744073709551615 : ui64} : () -> ()
"t.int_widths"() {a = 255 : i8, b = -128 : i8, c = 255 : ui8, d = -5 : si32, e = 7 : index, f = 18446744073709551615 : ui64} : () -> ()
// Wide integers keep every digit.
// CHECK: "t.int_wide"() {a = -170141183460469231731687303715884105728 : i128, b = 123456789012345678901234567890 : i100, c = 1 : i1000} : () -> ()
"t.int_wide"() {a = -170141183460469231731687303715884105728 : i128, b = 123456789012345678901234567890 : i100, c = 1 : i1000} : () -> ()
// Hexadecimal integer literals print in decimal (as signed values for signless types).
// CHECK: "t.int_hex"() {a = 16 : i32, b = -1 : i8, c = 2147483647 : i32} : () -> ()
"t.int_hex"() {a = 0x10 : i32, b = 0xFF : i8, c = 0x7FFFFFFF : i32} : () -> ()
// Floats print in scientific form with six digits when that reads back
// exactly, else with more digits or as a bit pattern; f64 is the default type.
// CHECK: "t.f64"() {a = 1.000000e+00 : f64, b = 1.000000e-01 : f64, c = 1.7976931348623157E+308 : f64, d = 4.940660e-324 : f64, e = 1.000000e+100 : f64, f = 3.1415926535897931 : f64, g = 1.000000e+16 : f64, h = 1.2345678901234568E+17 : f64} : () -> ()
"t.f64"() {a = 1.0, b = 0.1 : f64, c = 1.7976931348623157E+308 : f64, d = 4.9406564584124654E-324 : f64, e = 1.0e100 : f64, f = 3.141592653589793 : f64, g = 1.0e16 : f64, h = 123456789012345680.0 : f64} : () -> ()
// CHECK: "t.f32"() {a = 1.000000e+00 : f32, b = 1.000000e-01 : f32, c = 3.40282347E+38 : f32, d = 1.401300e-45 : f32, e = -2.500000e+00 : f32, f = 1.500000e+10 : f32, g = 123456.789 : f32, h = 0x4B800000 : f32} : () -> ()
"t.f32"() {a = 1.0 : f32, b = 0.1 : f32, c = 3.40282347E+38 : f32, d = 1.0e-45 : f32, e = -2.5 : f32, f = 1.5e10 : f32, g = 123456.789 : f32, h = 16777217.0 : f32} : () -> ()
// CHECK: "t.f16"() {a = 1.000000e+00 : f16, b = 9.997550e-02 : f16, c = 6.550400e+04 : f16, d = -0.000000e+00 : f16, e = 1.000000e+00 : f16} : () -> ()
"t.f16"() {a = 1.0 : f16, b = 0.1 : f16, c = 65504.0 : f16, d = -0.0 : f16, e = 1.00000001 : f16} : () -> ()
// CHECK: "t.other"() {a = 1.500000e+00 : bf16, b = 1.000980e-01 : bf16, c = 0.100000000000000005551 : f80, d = 0.100000000000000005551115123125782702 : f128, e = 9.997550e-02 : tf32} : () -> ()
"t.other"() {a = 1.5 : bf16, b = 0.1 : bf16, c = 0.1 : f80, d = 0.1 : f128, e = 0.1 : tf32} : () -> ()
// CHECK: "t.f8"() {a = 1.500000e+00 : f8E5M2, b = 4.480000e+02 : f8E4M3FN, c = 5.000000e-01 : f8E5M2FNUZ, d = 2.000000e+00 : f8E4M3FNUZ, e = 3.000000e+00 : f8E4M3B11FNUZ, f = 2.500000e-01 : f8E4M3, g = 1.250000e+00 : f8E3M4, h = 4.000000e+00 : f8E8M0FNU} : () -> ()
"t.f8"() {a = 1.5 : f8E5M2, b = 448.0 : f8E4M3FN, c = 0.5 : f8E5M2FNUZ, d = 2.0 : f8E4M3FNUZ, e = 3.0 : f8E4M3B11FNUZ, f = 0.25 : f8E4M3, g = 1.25 : f8E3M4, h = 4.0 : f8E8M0FNU} : () -> ()
// CHECK: "t.f6f4"() {a = 1.500000e+00 : f6E2M3FN, b = 2.800000e+01 : f6E3M2FN, c = 6.000000e+00 : f4E2M1FN, d = -5.000000e-01 : f4E2M1FN} : () -> ()
"t.f6f4"() {a = 1.5 : f6E2M3FN, b = 28.0 : f6E3M2FN, c = 6.0 : f4E2M1FN, d = -0.5 : f4E2M1FN} : () -> ()
// Inexact decimal literals round to nearest-even in the target type.
// CHECK: "t.round"() {a = 9.375000e-02 : f8E5M2, b = 5.000000e-01 : f4E2M1FN, c = 3.004060e+38 : bf16} : () -> ()
"t.round"() {a = 0.1 : f8E5M2, b = 0.3 : f4E2M1FN, c = 3.0e38 : bf16} : () -> ()
// Bit patterns in hex: infinities and NaNs keep the hex form, other values print as numbers.
// CHECK: "t.hex"() {a = 0x7C00 : f16, b = 0x7E00 : f16, c = 0x7F800000 : f32, d = 0xFF800000 : f32, e = 0x7FC00000 : f32, f = 1.000000e+00 : f32, g = 0x7FF8000000000001 : f64, h = -0.000000e+00 : f32} : () -> ()
"t.hex"() {a = 0x7C00 : f16, b = 0x7E00 : f16, c = 0x7F800000 : f32, d = 0xFF800000 : f32, e = 0x7FC00000 : f32, f = 0x3F800000 : f32, g = 0x7FF8000000000001 : f64, h = 0x80000000 : f32} : () -> ()
// CHECK: "t.hex_small"() {a = 0x7F : f8E4M3FN, b = 0xFF : f8E5M2, c = 0xFF : f8E8M0FNU, d = 0x80 : f8E4M3FNUZ, e = 0x7FFF : bf16} : () -> ()
"t.hex_small"() {a = 0x7F : f8E4M3FN, b = 0xFF : f8E5M2, c = 0xFF : f8E8M0FNU, d = 0x80 : f8E4M3FNUZ, e = 0x7FFF : bf16} : () -> ()
// CHECK: "t.hex_wide"() {a = 0x7FFF8000000000000000 : f80, b = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
"t.hex_wide"() {a = 0x7FFF8000000000000000 : f80, b = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
// Strings: quotes, control and non-ASCII bytes print as two-digit hex escapes.
// CHECK: "t.string"() {a = "", b = "plain", c = "quote\22d", d = "back\\slash", e = "tab\09nl\0A", f = "\00\01\7F\FF", g = "hex AB", h = "unicode \C3\A9"} : () -> ()
"t.string"() {a = "", b = "plain", c = "quote\"d", d = "back\\slash", e = "tab\tnl\n", f = "\00\01\7F\FF", g = "hex \41\42", h = "unicode é"} : () -> ()
// Unit attributes, spelled bare in dictionaries or as `unit`.
// CHECK: "t.unit"() {a, b} : () -> ()
"t.unit"() {a, b = unit} : () -> ()
