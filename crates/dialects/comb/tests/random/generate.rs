//! Random `comb` functions: every op and predicate, widths 1 to 16 for
//! arguments (intermediate values sometimes up to 130 bits), constants
//! sprinkled in so that folds and patterns fire.

use strata_support::APInt;

use super::rng::Rng;

/// A generated function: its text and argument widths.
pub struct Generated {
    pub text: String,
    pub arg_widths: Vec<u32>,
}

struct Builder<'r> {
    rng: &'r mut Rng,
    /// `(name, width)` of every value defined so far.
    values: Vec<(String, u32)>,
    body: String,
    next: usize,
}

const VARIADIC: &[&str] = &["add", "and", "mul", "nand", "nor", "or", "xnor", "xor"];
const PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", "ceq", "cne", "weq", "wne",
];

impl Builder<'_> {
    fn fresh(&mut self, width: u32, line: String) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        self.body.push_str(&format!("    {name} = {line}\n"));
        self.values.push((name.clone(), width));
        name
    }

    fn bin(&mut self) -> &'static str {
        if self.rng.chance(20) { "bin " } else { "" }
    }

    fn constant(&mut self, width: u32) -> String {
        let special = [
            APInt::zero(width),
            APInt::one(width),
            APInt::all_ones(width),
            APInt::signed_min(width),
            APInt::signed_max(width),
        ];
        let value = if self.rng.chance(50) {
            self.rng.pick(&special).clone()
        } else {
            let words = [self.rng.next(), self.rng.next(), self.rng.next()];
            APInt::from_words(192, &words).trunc(width)
        };
        let text = value.to_string_unsigned();
        self.fresh(width, format!("arith.constant {text} : i{width}"))
    }

    /// A value of exactly `width` bits: an existing one, a constant, or
    /// one cut from or widened out of an existing value.
    fn value_of(&mut self, width: u32) -> String {
        let existing: Vec<String> = self
            .values
            .iter()
            .filter(|(_, w)| *w == width)
            .map(|(n, _)| n.clone())
            .collect();
        if !existing.is_empty() && self.rng.chance(75) {
            return self.rng.pick(&existing).clone();
        }
        if self.rng.chance(35) {
            return self.constant(width);
        }
        let (src, sw) = self.rng.pick(&self.values).clone();
        if sw >= width {
            let low = self.rng.range(0, u64::from(sw - width)) as u32;
            if low == 0 && sw == width {
                return src;
            }
            return self.fresh(
                width,
                format!("comb.extract {src} from {low} : (i{sw}) -> i{width}"),
            );
        }
        if width.is_multiple_of(sw) && self.rng.chance(40) {
            return self.fresh(width, format!("comb.replicate {src} : (i{sw}) -> i{width}"));
        }
        let pad = width - sw;
        let zero = self.value_of(pad);
        self.fresh(width, format!("comb.concat {zero}, {src} : i{pad}, i{sw}"))
    }

    fn any_width(&mut self) -> u32 {
        if self.rng.chance(4) {
            // Now and then a width spanning several 64-bit words.
            self.rng.range(65, 130) as u32
        } else if self.rng.chance(60) {
            self.rng.pick(&self.values).1
        } else {
            self.rng.range(1, 16) as u32
        }
    }

    fn step(&mut self) {
        match self.rng.range(0, 11) {
            0..=3 => {
                let op = *self.rng.pick(VARIADIC);
                let w = self.any_width();
                let n = self.rng.range(1, 4);
                let mut inputs: Vec<String> = (0..n).map(|_| self.value_of(w)).collect();
                if self.rng.chance(20) {
                    let again = inputs[0].clone();
                    inputs.push(again);
                }
                let bin = self.bin();
                self.fresh(w, format!("comb.{op} {bin}{} : i{w}", inputs.join(", ")));
            }
            4 => {
                let n = self.rng.range(1, 3);
                let parts: Vec<(String, u32)> = (0..n)
                    .map(|_| {
                        let w = self.rng.range(1, 12) as u32;
                        (self.value_of(w), w)
                    })
                    .collect();
                let total: u32 = parts.iter().map(|p| p.1).sum();
                let names: Vec<String> = parts.iter().map(|p| p.0.clone()).collect();
                let types: Vec<String> = parts.iter().map(|p| format!("i{}", p.1)).collect();
                self.fresh(
                    total,
                    format!("comb.concat {} : {}", names.join(", "), types.join(", ")),
                );
            }
            5 => {
                let (src, sw) = self.rng.pick(&self.values).clone();
                let low = self.rng.range(0, u64::from(sw - 1)) as u32;
                let w = self.rng.range(1, u64::from(sw - low)) as u32;
                self.fresh(
                    w,
                    format!("comb.extract {src} from {low} : (i{sw}) -> i{w}"),
                );
            }
            6 => {
                let (src, sw) = self.rng.pick(&self.values).clone();
                let count = self.rng.range(1, u64::from((32 / sw).clamp(1, 3))) as u32;
                let w = sw * count;
                self.fresh(w, format!("comb.replicate {src} : (i{sw}) -> i{w}"));
            }
            7 => {
                let w = self.any_width();
                let x = self.value_of(w);
                let bin = self.bin();
                if self.rng.chance(50) {
                    self.fresh(w, format!("comb.inv {bin}{x} : i{w}"));
                } else {
                    self.fresh(1, format!("comb.parity {bin}{x} : i{w}"));
                }
            }
            8 => {
                let w = self.any_width();
                let pred = *self.rng.pick(PREDICATES);
                let a = self.value_of(w);
                let b = match self.rng.range(0, 99) {
                    0..=14 => a.clone(),
                    15..=54 => self.constant(w),
                    _ => self.value_of(w),
                };
                let bin = self.bin();
                self.fresh(1, format!("comb.icmp {bin}{pred} {a}, {b} : i{w}"));
            }
            9 => {
                let w = self.any_width();
                let c = self.value_of(1);
                let t = self.value_of(w);
                let f = if self.rng.chance(10) {
                    t.clone()
                } else {
                    self.value_of(w)
                };
                let bin = self.bin();
                self.fresh(w, format!("comb.mux {bin}{c}, {t}, {f} : i{w}"));
            }
            10 => {
                let n = self.rng.range(0, 3) as u32;
                let inputs: Vec<String> = (0..n).map(|_| self.value_of(1)).collect();
                let bits = 1u32 << n;
                let table = self.rng.next() & (u64::MAX >> (64 - bits));
                let sign = if self.rng.chance(50) { "ui" } else { "i" };
                self.fresh(
                    1,
                    format!(
                        "comb.truth_table {} -> {table} : {sign}{bits}",
                        inputs.join(", ")
                    ),
                );
            }
            _ => {
                let n = self.rng.range(1, 2) as usize;
                let inputs: Vec<String> = (0..n).map(|_| self.value_of(8)).collect();
                let coefficients: Vec<String> = (0..n)
                    .map(|_| (self.rng.range(0, 6) as i64 - 3).to_string())
                    .collect();
                let entries = self.rng.range(1, 8);
                let table: Vec<String> = (0..entries)
                    .map(|_| (self.rng.next() as i8).to_string())
                    .collect();
                self.fresh(
                    8,
                    format!(
                        "comb.lut {} <coefficients = [{}], lookupTable = [{}]> : ({}) -> i8",
                        inputs.join(", "),
                        coefficients.join(", "),
                        table.join(", "),
                        vec!["i8"; n].join(", ")
                    ),
                );
            }
        }
    }
}

/// True if `name` is an operand of some line of `body`.
fn is_used(body: &str, name: &str) -> bool {
    body.lines().any(|line| {
        let uses = line.split_once(" = ").map_or(line, |(_, rhs)| rhs);
        uses.split([' ', ',']).any(|word| word == name)
    })
}

/// A random function `@f` with 1 to 4 arguments and 3 to 14 operations;
/// half of the functions have at most 16 argument bits.
pub fn function(rng: &mut Rng) -> Generated {
    let args = rng.range(1, 4) as usize;
    let max_width = if rng.chance(50) { 16 / args as u64 } else { 16 };
    let arg_widths: Vec<u32> = (0..args).map(|_| rng.range(1, max_width) as u32).collect();
    let mut b = Builder {
        rng,
        values: Vec::new(),
        body: String::new(),
        next: 0,
    };
    let params: Vec<String> = arg_widths
        .iter()
        .enumerate()
        .map(|(i, w)| {
            b.values.push((format!("%a{i}"), *w));
            format!("%a{i}: i{w}")
        })
        .collect();
    let steps = b.rng.range(3, 14);
    for _ in 0..steps {
        b.step();
    }
    // Every value no operation uses is returned (up to 8), so that no
    // generated operation is dead code.
    let unused: Vec<(String, u32)> = b
        .values
        .iter()
        .skip(args)
        .filter(|(name, _)| !is_used(&b.body, name))
        .cloned()
        .collect();
    let mut outs: Vec<(String, u32)> = unused.into_iter().rev().take(8).collect();
    if outs.is_empty() {
        outs.extend(b.values.last().cloned());
    }
    outs.reverse();
    let names: Vec<String> = outs.iter().map(|o| o.0.clone()).collect();
    let types: Vec<String> = outs.iter().map(|o| format!("i{}", o.1)).collect();
    let text = format!(
        "func.func @f({}) -> ({}) {{\n{}    return {} : {}\n}}\n",
        params.join(", "),
        types.join(", "),
        b.body,
        names.join(", "),
        types.join(", ")
    );
    Generated { text, arg_widths }
}
