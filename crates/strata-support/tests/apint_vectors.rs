//! Checks `APInt` against vectors computed with LLVM's own `APInt` (see
//! `tools/oracle.cpp` and `tools/gen_vectors.py`).

use strata_support::APInt;

fn int(width: u32, hex: &str) -> APInt {
    APInt::from_str_radix_unbounded(hex, 16)
        .expect("hex")
        .zext_or_trunc(width)
}

fn ov((v, o): (APInt, bool)) -> String {
    format!("{} {}", v.to_hex_string(), u8::from(o))
}

/// Evaluates `<op> <width> <a> [<b>]`, rendering the result like the oracle.
fn eval(args: &[&str]) -> String {
    let width: u32 = args[1].parse().expect("width");
    let a = int(width, args[2]);
    let b = args
        .get(3)
        .map_or_else(|| APInt::zero(width), |h| int(width, h));
    let amount = u32::try_from(b.zext_value().min(100_000)).unwrap_or(u32::MAX);
    let h = |v: APInt| v.to_hex_string();
    match args[0] {
        "add" => h(a.add(&b)),
        "sub" => h(a.sub(&b)),
        "mul" => h(a.mul(&b)),
        "udiv" => h(a.udiv(&b).expect("nonzero")),
        "sdiv" => h(a.sdiv(&b).expect("nonzero")),
        "urem" => h(a.urem(&b).expect("nonzero")),
        "srem" => h(a.srem(&b).expect("nonzero")),
        "shl" => h(a.shl(amount)),
        "lshr" => h(a.lshr(amount)),
        "ashr" => h(a.ashr(amount)),
        "rotl" => h(a.rotl(amount)),
        "rotr" => h(a.rotr(amount)),
        "sadd_ov" => ov(a.sadd_ov(&b)),
        "uadd_ov" => ov(a.uadd_ov(&b)),
        "ssub_ov" => ov(a.ssub_ov(&b)),
        "usub_ov" => ov(a.usub_ov(&b)),
        "smul_ov" => ov(a.smul_ov(&b)),
        "umul_ov" => ov(a.umul_ov(&b)),
        "sdiv_ov" => ov(a.sdiv_ov(&b).expect("nonzero")),
        "sfloordiv_ov" => ov(a.floor_div_signed(&b).expect("nonzero")),
        "sshl_ov" => ov(a.sshl_ov(amount)),
        "ushl_ov" => ov(a.ushl_ov(amount)),
        "mulhs" => h(a.mulhs(&b)),
        "mulhu" => h(a.mulhu(&b)),
        "cmp" => format!(
            "{}{}{}",
            u8::from(a.ult(&b)),
            u8::from(a.slt(&b)),
            u8::from(a == b)
        ),
        "str" => format!(
            "{} {} {}",
            a.to_string_signed(),
            a.to_string_unsigned(),
            a.to_hex_string()
        ),
        "bits" => format!(
            "{} {} {} {} {} {} {}",
            a.count_leading_zeros(),
            a.count_trailing_zeros(),
            a.count_ones(),
            a.active_bits(),
            a.min_signed_bits(),
            h(a.reverse_bits()),
            h(a.abs())
        ),
        "ext" if amount >= width => format!("{} {}", h(a.zext(amount)), h(a.sext(amount))),
        "ext" => h(a.trunc(amount)),
        other => panic!("unknown op {other}"),
    }
}

#[test]
fn apint_matches_llvm() {
    let mut failures = Vec::new();
    let data = include_str!("data/apint.txt");
    for line in data.lines().filter(|l| !l.is_empty()) {
        let (input, expected) = line.split_once(" => ").expect("vector line");
        let args: Vec<&str> = input.split(' ').skip(1).collect();
        let got = eval(&args);
        if got != expected {
            failures.push(format!("{input}: expected {expected}, got {got}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
