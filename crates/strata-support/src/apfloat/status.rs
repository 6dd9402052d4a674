//! IEEE exception flags and rounding modes.

use std::ops::{BitOr, BitOrAssign};

/// IEEE 754 exception flags raised by an operation (LLVM's `opStatus`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Status(u8);

impl Status {
    /// No exception: the result is exact.
    pub const OK: Status = Status(0);
    /// The operation was invalid (e.g. `0/0`, `inf - inf`, out of range conversion).
    pub const INVALID_OP: Status = Status(1);
    /// A finite non-zero value was divided by zero.
    pub const DIV_BY_ZERO: Status = Status(2);
    /// The rounded result was too large for the format.
    pub const OVERFLOW: Status = Status(4);
    /// The result was tiny (denormal or zero) and inexact.
    pub const UNDERFLOW: Status = Status(8);
    /// The result was rounded.
    pub const INEXACT: Status = Status(16);

    /// The raw flag bits, using LLVM's numbering.
    pub fn bits(self) -> u8 {
        self.0
    }

    /// Flags from raw bits (LLVM's numbering); unknown bits are dropped.
    pub fn from_bits(bits: u8) -> Status {
        Status(bits & 31)
    }

    /// True if every flag in `other` is set.
    pub fn contains(self, other: Status) -> bool {
        self.0 & other.0 == other.0
    }

    /// True if no flag is set.
    pub fn is_ok(self) -> bool {
        self.0 == 0
    }

    /// True if the invalid operation flag is set.
    pub fn invalid_op(self) -> bool {
        self.contains(Status::INVALID_OP)
    }

    /// True if the division by zero flag is set.
    pub fn div_by_zero(self) -> bool {
        self.contains(Status::DIV_BY_ZERO)
    }

    /// True if the overflow flag is set.
    pub fn overflow(self) -> bool {
        self.contains(Status::OVERFLOW)
    }

    /// True if the underflow flag is set.
    pub fn underflow(self) -> bool {
        self.contains(Status::UNDERFLOW)
    }

    /// True if the inexact flag is set.
    pub fn inexact(self) -> bool {
        self.contains(Status::INEXACT)
    }
}

impl BitOr for Status {
    type Output = Status;
    fn bitor(self, rhs: Status) -> Status {
        Status(self.0 | rhs.0)
    }
}

impl BitOrAssign for Status {
    fn bitor_assign(&mut self, rhs: Status) {
        self.0 |= rhs.0;
    }
}

/// IEEE 754 rounding-direction attributes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (the default).
    #[default]
    NearestTiesToEven,
    /// Round toward positive infinity.
    TowardPositive,
    /// Round toward negative infinity.
    TowardNegative,
    /// Round toward zero (truncate).
    TowardZero,
    /// Round to nearest, ties away from zero.
    NearestTiesToAway,
}
