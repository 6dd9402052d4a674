//! `ICmpPredicate`, the comparison predicate of `comb.icmp`, stored as an
//! `i64` integer and written as its keyword (`eq`, `ult`, `weq`, ...).

use strata_ods::constraints::{AttrConstraint, AttrSyntax};
use strata_ods::{EnumSpec, EnumStorage};

/// `ICmpPredicate`: the 14 predicates of `comb.icmp`.
pub static ICMP_PREDICATE: EnumSpec = EnumSpec {
    name: "::mlir::heir::comb::ICmpPredicate",
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
        ("ceq", 10),
        ("cne", 11),
        ("weq", 12),
        ("wne", 13),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// A comparison predicate, decoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Predicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater or equal.
    Uge,
    /// Case equality (equal on two-state values).
    Ceq,
    /// Case inequality.
    Cne,
    /// Wildcard equality (equal on two-state values).
    Weq,
    /// Wildcard inequality.
    Wne,
}

impl Predicate {
    /// Every predicate, in enum order.
    pub const ALL: [Predicate; 14] = [
        Predicate::Eq,
        Predicate::Ne,
        Predicate::Slt,
        Predicate::Sle,
        Predicate::Sgt,
        Predicate::Sge,
        Predicate::Ult,
        Predicate::Ule,
        Predicate::Ugt,
        Predicate::Uge,
        Predicate::Ceq,
        Predicate::Cne,
        Predicate::Weq,
        Predicate::Wne,
    ];

    /// The predicate with enum value `v`.
    pub fn from_value(v: i64) -> Option<Predicate> {
        usize::try_from(v)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    /// The enum value.
    pub fn value(self) -> i64 {
        Self::ALL.iter().position(|p| *p == self).unwrap_or(0) as i64
    }

    /// The predicate with swapped operands (`a < b` is `b > a`).
    pub fn swapped(self) -> Predicate {
        use Predicate::*;
        match self {
            Slt => Sgt,
            Sle => Sge,
            Sgt => Slt,
            Sge => Sle,
            Ult => Ugt,
            Ule => Uge,
            Ugt => Ult,
            Uge => Ule,
            p => p,
        }
    }

    /// The logical negation (`a < b` is `!(a >= b)`).
    pub fn negated(self) -> Predicate {
        use Predicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
            Ceq => Cne,
            Cne => Ceq,
            Weq => Wne,
            Wne => Weq,
        }
    }
}

/// The `predicate` attribute of `comb.icmp`.
pub const ICMP_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    description: "hw.icmp comparison predicate",
    check: |ctx, a| ICMP_PREDICATE.value(ctx, a).is_some(),
    syntax: AttrSyntax::Enum(&ICMP_PREDICATE),
};

#[cfg(test)]
mod tests {
    use super::Predicate;

    #[test]
    fn values_round_trip_and_negation_is_an_involution() {
        for (i, p) in Predicate::ALL.iter().enumerate() {
            assert_eq!(p.value(), i as i64);
            assert_eq!(Predicate::from_value(i as i64), Some(*p));
            assert_eq!(p.negated().negated(), *p);
            assert_eq!(p.swapped().swapped(), *p);
        }
        assert_eq!(Predicate::from_value(14), None);
        assert_eq!(Predicate::from_value(-1), None);
    }
}
