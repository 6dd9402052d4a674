//! What each `comb` operation computes, on `APInt`s of any width: the one
//! definition shared by the folders and the evaluator.
//!
//! Conventions: `concat`'s first operand holds the most significant bits;
//! `truth_table`'s first input is the most significant bit of the index
//! into its table; `nand`, `nor` and `xnor` are the negations of `and`,
//! `or` and `xor` over all their inputs; `lut` indexes its table with the
//! 8-bit wrapping sum of `coefficients[i] * inputs[i]` (read as unsigned)
//! and yields 0 past the end of the table.

use strata_support::APInt;

use crate::enums::Predicate;

/// The variadic operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VariadicKind {
    /// `comb.add`.
    Add,
    /// `comb.and`.
    And,
    /// `comb.mul`.
    Mul,
    /// `comb.nand`.
    Nand,
    /// `comb.nor`.
    Nor,
    /// `comb.or`.
    Or,
    /// `comb.xnor`.
    Xnor,
    /// `comb.xor`.
    Xor,
}

impl VariadicKind {
    /// The kind of the op named `name` (`comb.add` ...).
    pub fn from_name(name: &str) -> Option<VariadicKind> {
        use VariadicKind::*;
        Some(match name {
            "comb.add" => Add,
            "comb.and" => And,
            "comb.mul" => Mul,
            "comb.nand" => Nand,
            "comb.nor" => Nor,
            "comb.or" => Or,
            "comb.xnor" => Xnor,
            "comb.xor" => Xor,
            _ => return None,
        })
    }

    /// The op name.
    pub fn name(self) -> &'static str {
        use VariadicKind::*;
        match self {
            Add => "comb.add",
            And => "comb.and",
            Mul => "comb.mul",
            Nand => "comb.nand",
            Nor => "comb.nor",
            Or => "comb.or",
            Xnor => "comb.xnor",
            Xor => "comb.xor",
        }
    }

    /// The associative operation whose (possibly negated) result this is.
    pub fn base(self) -> VariadicKind {
        use VariadicKind::*;
        match self {
            Nand => And,
            Nor => Or,
            Xnor => Xor,
            k => k,
        }
    }

    /// True for `nand`, `nor`, `xnor`.
    pub fn negated(self) -> bool {
        self.base() != self
    }

    /// The neutral element of the base operation at `width`.
    pub fn identity(self, width: u32) -> APInt {
        match self.base() {
            VariadicKind::And => APInt::all_ones(width),
            VariadicKind::Mul => APInt::one(width),
            _ => APInt::zero(width),
        }
    }

    /// Combines two values with the base operation.
    pub fn combine(self, a: &APInt, b: &APInt) -> APInt {
        match self.base() {
            VariadicKind::Add => a.add(b),
            VariadicKind::And => a.and(b),
            VariadicKind::Mul => a.mul(b),
            VariadicKind::Or => a.or(b),
            _ => a.xor(b),
        }
    }

    /// The result on `inputs`, all of `width` bits.
    pub fn eval(self, width: u32, inputs: &[&APInt]) -> APInt {
        let base = inputs
            .iter()
            .fold(self.identity(width), |acc, v| self.combine(&acc, v));
        if self.negated() { base.not() } else { base }
    }
}

/// `concat`: `inputs[0]` in the most significant bits.
pub fn concat(inputs: &[&APInt]) -> APInt {
    let width: u32 = inputs.iter().map(|v| v.width()).sum();
    inputs.iter().fold(APInt::zero(width), |acc, v| {
        acc.shl(v.width()).or(&v.zext(width))
    })
}

/// `extract`: `width` bits of `input` starting at bit `low`.
pub fn extract(input: &APInt, low: u32, width: u32) -> APInt {
    input.lshr(low).trunc(width)
}

/// `replicate`: `input` repeated to fill `width` bits.
pub fn replicate(input: &APInt, width: u32) -> APInt {
    let w = input.width();
    let count = width.checked_div(w).unwrap_or(0);
    let wide = input.zext_or_trunc(width);
    (0..count).fold(APInt::zero(width), |acc, _| acc.shl(w).or(&wide))
}

/// `parity`: true when an odd number of bits is set.
pub fn parity(input: &APInt) -> bool {
    input.count_ones() % 2 == 1
}

/// `icmp` (all values are two-state, so `ceq`/`weq` are `eq`).
pub fn icmp(pred: Predicate, a: &APInt, b: &APInt) -> bool {
    use Predicate::*;
    match pred {
        Eq | Ceq | Weq => a == b,
        Ne | Cne | Wne => a != b,
        Slt => a.slt(b),
        Sle => a.sle(b),
        Sgt => a.sgt(b),
        Sge => a.sge(b),
        Ult => a.ult(b),
        Ule => a.ule(b),
        Ugt => a.ugt(b),
        Uge => a.uge(b),
    }
}

/// `truth_table`: bit `index` of `table`, where the index has
/// `inputs[0]` as its most significant bit.
pub fn truth_table(table: &APInt, inputs: &[bool]) -> bool {
    let index = inputs
        .iter()
        .fold(0u64, |acc, b| (acc << 1) | u64::from(*b));
    u32::try_from(index).is_ok_and(|i| i < table.width() && table.bit(i))
}

/// The table index of `lut`: the wrapping 8-bit sum of products.
pub fn lut_index(coefficients: &[i8], inputs: &[u8]) -> u8 {
    coefficients.iter().zip(inputs).fold(0u8, |acc, (c, x)| {
        acc.wrapping_add((*c as u8).wrapping_mul(*x))
    })
}

/// `lut`: the table entry at [`lut_index`], 0 past the end of the table.
pub fn lut(coefficients: &[i8], table: &[i8], inputs: &[u8]) -> u8 {
    let index = usize::from(lut_index(coefficients, inputs));
    table.get(index).map_or(0, |v| *v as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(width: u32, value: u64) -> APInt {
        APInt::from_u64(width, value)
    }

    #[test]
    fn concat_puts_the_first_operand_high() {
        assert_eq!(concat(&[&v(4, 0xA), &v(4, 0x5)]), v(8, 0xA5));
        assert_eq!(concat(&[&v(1, 1), &v(0, 0), &v(3, 2)]), v(4, 0b1010));
    }

    #[test]
    fn extract_and_replicate() {
        assert_eq!(extract(&v(8, 0xA5), 4, 4), v(4, 0xA));
        assert_eq!(extract(&v(8, 0xA5), 1, 3), v(3, 0b010));
        assert_eq!(replicate(&v(2, 0b10), 6), v(6, 0b101010));
    }

    #[test]
    fn variadic_ops() {
        use VariadicKind::*;
        let (a, b) = (v(4, 0b1100), v(4, 0b1010));
        assert_eq!(And.eval(4, &[&a, &b]), v(4, 0b1000));
        assert_eq!(Nand.eval(4, &[&a, &b]), v(4, 0b0111));
        assert_eq!(Nor.eval(4, &[&a, &b]), v(4, 0b0001));
        assert_eq!(Xnor.eval(4, &[&a, &b]), v(4, 0b1001));
        assert_eq!(Add.eval(4, &[&a, &b, &b]), v(4, 0b0000));
        assert_eq!(Mul.eval(4, &[&a, &b]), v(4, 0b1000));
    }

    #[test]
    fn comparisons_and_parity() {
        let (m1, one) = (v(4, 0xF), v(4, 1));
        assert!(icmp(Predicate::Slt, &m1, &one));
        assert!(!icmp(Predicate::Ult, &m1, &one));
        assert!(icmp(Predicate::Weq, &one, &one));
        assert!(parity(&v(4, 0b0111)));
        assert!(!parity(&v(4, 0b0110)));
    }

    #[test]
    fn tables() {
        // 6 = 0b0110: xor of two inputs.
        let t = v(4, 6);
        assert!(!truth_table(&t, &[false, false]));
        assert!(truth_table(&t, &[false, true]));
        assert!(truth_table(&t, &[true, false]));
        assert!(!truth_table(&t, &[true, true]));
        assert_eq!(lut(&[1, 2], &[10, 11, 12, 13], &[1, 1]), 13);
        assert_eq!(lut(&[1], &[10], &[5]), 0);
    }
}
