// Test-vector oracle: evaluates APFloat/APInt operations with the installed
// LLVM library so that strata-support's committed expectations can be
// regenerated. Not needed to build or test the crate.
//
// Build: g++ -std=c++17 -I/usr/lib/llvm-22/include oracle.cpp \
//          -L/usr/lib/llvm-22/lib -lLLVM -Wl,-rpath,/usr/lib/llvm-22/lib -o oracle
// Input lines: `<op> <args...>` (see `intOp` and `main`); output: the input
// line, ` => `, the result.
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"
#include <iostream>
#include <sstream>
#include <string>

using namespace llvm;

static const fltSemantics *sem(const std::string &n) {
  if (n == "bf16") return &APFloat::BFloat();
  if (n == "f16") return &APFloat::IEEEhalf();
  if (n == "f32") return &APFloat::IEEEsingle();
  if (n == "f64") return &APFloat::IEEEdouble();
  if (n == "f80") return &APFloat::x87DoubleExtended();
  if (n == "f128") return &APFloat::IEEEquad();
  if (n == "tf32") return &APFloat::FloatTF32();
  if (n == "f8E5M2") return &APFloat::Float8E5M2();
  if (n == "f8E4M3") return &APFloat::Float8E4M3();
  if (n == "f8E4M3FN") return &APFloat::Float8E4M3FN();
  if (n == "f8E5M2FNUZ") return &APFloat::Float8E5M2FNUZ();
  if (n == "f8E4M3FNUZ") return &APFloat::Float8E4M3FNUZ();
  if (n == "f8E4M3B11FNUZ") return &APFloat::Float8E4M3B11FNUZ();
  if (n == "f8E3M4") return &APFloat::Float8E3M4();
  if (n == "f8E8M0FNU") return &APFloat::Float8E8M0FNU();
  if (n == "f6E2M3FN") return &APFloat::Float6E2M3FN();
  if (n == "f6E3M2FN") return &APFloat::Float6E3M2FN();
  if (n == "f4E2M1FN") return &APFloat::Float4E2M1FN();
  std::cerr << "unknown semantics " << n << "\n";
  exit(1);
}

static APFloat::roundingMode mode(const std::string &m) {
  if (m == "rne") return APFloat::rmNearestTiesToEven;
  if (m == "rna") return APFloat::rmNearestTiesToAway;
  if (m == "rtp") return APFloat::rmTowardPositive;
  if (m == "rtn") return APFloat::rmTowardNegative;
  return APFloat::rmTowardZero;
}

static APFloat val(const fltSemantics &s, const std::string &hex) {
  unsigned w = APFloat::semanticsSizeInBits(s);
  return APFloat(s, APInt(w, hex, 16));
}

static std::string hex(const APFloat &f) { return toString(f.bitcastToAPInt(), 16, false); }
static std::string hex(const APInt &i) { return toString(i, 16, false); }

// MLIR's AsmPrinter printFloatValue.
static std::string mlir(const APFloat &v) {
  if (!v.isInfinity() && !v.isNaN()) {
    SmallString<128> s;
    v.toString(s, 6, 0, false);
    if (APFloat(v.getSemantics(), s).bitwiseIsEqual(v)) return std::string(s);
    s.clear();
    v.toString(s);
    if (StringRef(s).contains('.')) return std::string(s);
  }
  return "0x" + hex(v);
}

// `int <op> <width> <a> [<b>]`: APInt operations on hex operands.
static std::string intOp(const std::string &op, std::istringstream &in) {
  unsigned w; std::string as, bs;
  in >> w >> as >> bs;
  APInt a(w, as, 16), b = bs.empty() ? APInt(w, 0) : APInt(w, bs, 16);
  unsigned amt = b.getLimitedValue(100000);
  bool ov = false;
  auto ovs = [&](const APInt &r) { return hex(r) + " " + std::to_string((int)ov); };
  if (op == "add") return hex(a + b);
  if (op == "sub") return hex(a - b);
  if (op == "mul") return hex(a * b);
  if (op == "udiv") return hex(a.udiv(b));
  if (op == "sdiv") return hex(a.sdiv(b));
  if (op == "urem") return hex(a.urem(b));
  if (op == "srem") return hex(a.srem(b));
  if (op == "shl") return hex(amt >= w ? APInt(w, 0) : a.shl(amt));
  if (op == "lshr") return hex(amt >= w ? APInt(w, 0) : a.lshr(amt));
  if (op == "ashr") return hex(a.ashr(std::min(amt, w)));
  if (op == "rotl") return hex(a.rotl(amt));
  if (op == "rotr") return hex(a.rotr(amt));
  if (op == "sadd_ov") return ovs(a.sadd_ov(b, ov));
  if (op == "uadd_ov") return ovs(a.uadd_ov(b, ov));
  if (op == "ssub_ov") return ovs(a.ssub_ov(b, ov));
  if (op == "usub_ov") return ovs(a.usub_ov(b, ov));
  if (op == "smul_ov") return ovs(a.smul_ov(b, ov));
  if (op == "umul_ov") return ovs(a.umul_ov(b, ov));
  if (op == "sdiv_ov") return ovs(a.sdiv_ov(b, ov));
  if (op == "sshl_ov") return ovs(a.sshl_ov(amt, ov));
  if (op == "ushl_ov") return ovs(a.ushl_ov(amt, ov));
  if (op == "sfloordiv_ov") return ovs(a.sfloordiv_ov(b, ov));
  if (op == "mulhs") return hex(APIntOps::mulhs(a, b));
  if (op == "mulhu") return hex(APIntOps::mulhu(a, b));
  if (op == "cmp")
    return std::to_string((int)a.ult(b)) + std::to_string((int)a.slt(b)) + std::to_string((int)(a == b));
  if (op == "str")
    return toString(a, 10, true) + " " + toString(a, 10, false) + " " + toString(a, 16, false);
  if (op == "bits")
    return std::to_string(a.countl_zero()) + " " + std::to_string(a.countr_zero()) + " " +
           std::to_string(a.popcount()) + " " + std::to_string(a.getActiveBits()) + " " +
           std::to_string(a.getSignificantBits()) + " " + hex(a.reverseBits()) + " " + hex(a.abs());
  if (op == "ext") {
    unsigned to = amt;
    if (to >= w) return hex(a.zext(to)) + " " + hex(a.sext(to));
    return hex(a.trunc(to));
  }
  std::cerr << "unknown int op " << op << "\n";
  exit(1);
}

int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string op, sn;
    in >> op >> sn;
    std::ostringstream out;
    if (op == "int") {
      std::cout << line << " => " << intOp(sn, in) << "\n";
      continue;
    }
    const fltSemantics &s = *sem(sn);
    if (op == "print") {
      std::string a; in >> a;
      APFloat v = val(s, a);
      SmallString<128> d, e;
      v.toString(d);
      v.toString(e, 6, 3, true);
      out << mlir(v) << " " << d.c_str() << " " << e.c_str();
    } else if (op == "tostr") {
      unsigned p, pad, tz; std::string a; in >> p >> pad >> tz >> a;
      SmallString<128> d;
      val(s, a).toString(d, p, pad, tz);
      out << d.c_str();
    } else if (op == "parse") {
      std::string m, t; in >> m >> t;
      APFloat v(s);
      auto st = v.convertFromString(t, mode(m));
      if (!st) { consumeError(st.takeError()); out << "error"; }
      else out << hex(v) << " " << (int)*st;
    } else if (op == "exact") {
      std::string a; in >> a;
      SmallString<256> d;
      val(s, a).toString(d, 100000, 0, true);
      out << d.c_str();
    } else if (op == "next" || op == "prev") {
      std::string a; in >> a;
      APFloat v = val(s, a);
      auto st = v.next(op == "prev");
      out << hex(v) << " " << (int)st;
    } else if (op == "add" || op == "sub" || op == "mul" || op == "div") {
      std::string m, a, b; in >> m >> a >> b;
      APFloat x = val(s, a), y = val(s, b);
      APFloat::opStatus st;
      if (op == "add") st = x.add(y, mode(m));
      else if (op == "sub") st = x.subtract(y, mode(m));
      else if (op == "mul") st = x.multiply(y, mode(m));
      else st = x.divide(y, mode(m));
      out << hex(x) << " " << (int)st;
    } else if (op == "fma") {
      std::string m, a, b, c; in >> m >> a >> b >> c;
      APFloat x = val(s, a);
      auto st = x.fusedMultiplyAdd(val(s, b), val(s, c), mode(m));
      out << hex(x) << " " << (int)st;
    } else if (op == "mod" || op == "rem") {
      std::string a, b; in >> a >> b;
      APFloat x = val(s, a);
      auto st = op == "mod" ? x.mod(val(s, b)) : x.remainder(val(s, b));
      out << hex(x) << " " << (int)st;
    } else if (op == "rint") {
      std::string m, a; in >> m >> a;
      APFloat x = val(s, a);
      auto st = x.roundToIntegral(mode(m));
      out << hex(x) << " " << (int)st;
    } else if (op == "conv") {
      std::string m, to, a; in >> m >> to >> a;
      APFloat x = val(s, a);
      bool loses = false;
      auto st = x.convert(*sem(to), mode(m), &loses);
      out << hex(x) << " " << (int)st << " " << (int)loses;
    } else if (op == "toint") {
      unsigned w, sg; std::string m, a; in >> w >> sg >> m >> a;
      APSInt r(w, !sg);
      bool exact;
      auto st = val(s, a).convertToInteger(r, mode(m), &exact);
      out << hex(r) << " " << (int)st;
    } else if (op == "fromint") {
      unsigned w, sg; std::string m, a; in >> w >> sg >> m >> a;
      APFloat x(s);
      auto st = x.convertFromAPInt(APInt(w, a, 16), sg, mode(m));
      out << hex(x) << " " << (int)st;
    } else if (op == "cmp") {
      std::string a, b; in >> a >> b;
      out << (int)val(s, a).compare(val(s, b));
    } else if (op == "minmax") {
      std::string a, b; in >> a >> b;
      APFloat x = val(s, a), y = val(s, b);
      out << hex(minnum(x, y)) << " " << hex(maxnum(x, y)) << " " << hex(minimum(x, y)) << " "
          << hex(maximum(x, y)) << " " << hex(minimumnum(x, y)) << " " << hex(maximumnum(x, y));
    } else {
      std::cerr << "unknown op " << op << "\n";
      return 1;
    }
    std::cout << line << " => " << out.str() << "\n";
  }
}
