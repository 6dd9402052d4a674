// PASSES: --arith-emulate-wide-int

func.func @shrui_scalar_cst_2(%a : i64) -> i64 {
    %b = arith.constant 2 : i64
    %c = arith.shrui %a, %b : i64
    return %c : i64
}
func.func @shrui_scalar_cst_36(%a : i64) -> i64 {
    %b = arith.constant 36 : i64
    %c = arith.shrsi %a, %b : i64
    %d = arith.shli %c, %b : i64
    return %d : i64
}
func.func @uitofp_i64_f16(%a : i64) -> f16 {
    %r = arith.uitofp %a : i64 to f16
    return %r : f16
}
func.func @fp16(%a : f16) -> (i64, i64) {
    %r = arith.fptoui %a : f16 to i64
    %s = arith.fptosi %a : f16 to i64
    return %r, %s : i64, i64
}
func.func @bf(%a : vector<2xbf16>) -> vector<2xi64> {
    %r = arith.fptoui %a : vector<2xbf16> to vector<2xi64>
    return %r : vector<2xi64>
}
func.func @zero_d(%a : vector<i64>) -> vector<i64> {
    %r = arith.addi %a, %a : vector<i64>
    return %r : vector<i64>
}
func.func @cst_ops() -> i64 {
    %a = arith.constant 7 : i64
    %b = arith.constant 9 : i64
    %r = arith.addi %a, %b : i64
    %s = arith.muli %r, %a : i64
    return %s : i64
}
func.func @ext_cst() -> vector<3xi64> {
    %a = arith.constant dense<[1, -2, 3]> : vector<3xi16>
    %r = arith.extsi %a : vector<3xi16> to vector<3xi64>
    return %r : vector<3xi64>
}
func.func @unsigned(%a : ui64, %b : si64) -> (ui64, si64) {
    return %a, %b : ui64, si64
}
