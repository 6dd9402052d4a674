//! Conversions: between formats, to and from integers, rounding to integral.

use num_bigint::BigUint;

use super::repr::{Category, Unpacked};
use super::round::{Loss, finish, make_zero, normalize, round_away, round_big, shift_right_loss};
use super::semantics::{NanEncoding, NonFinite};
use super::status::{RoundingMode, Status};
use super::{APFloat, FloatSemantics, arith};
use crate::apint::APInt;

impl APFloat {
    /// Rounds to an integral value in the same format using `mode`
    /// (LLVM's `roundToIntegral`); raises inexact if the value changed.
    pub fn round_to_integral(self, mode: RoundingMode) -> (APFloat, Status) {
        let info = self.info();
        let mut u = self.unpack();
        match u.cat {
            Category::NaN => {
                let signaling = u.is_signaling(info);
                u.make_quiet(info);
                let status = if signaling {
                    Status::INVALID_OP
                } else {
                    Status::OK
                };
                return (APFloat::pack(self.sem, &u), status);
            }
            Category::Infinity | Category::Zero => return (self, Status::OK),
            Category::Normal => {}
        }
        let frac_bits = i64::from(info.precision) - 1 - i64::from(u.exp);
        if frac_bits <= 0 {
            return (self, Status::OK);
        }
        let (int, loss) = shift_right_loss(u.sig, frac_bits.min(129) as u32);
        if loss == Loss::ExactlyZero {
            return (self, Status::OK);
        }
        let int = if round_away(mode, u.sign, loss, int & 1 == 1) {
            int + 1
        } else {
            int
        };
        let value = if int == 0 {
            make_zero(info, u.sign)
        } else {
            normalize(
                info,
                u.sign,
                info.precision as i32 - 1,
                int,
                Loss::ExactlyZero,
                mode,
            )
            .0
        };
        let (value, status) = finish(info, value, Status::INEXACT);
        (APFloat::pack(self.sem, &value), status)
    }

    /// Converts to another format (LLVM's `convert`). Returns the value, the
    /// status and whether information was lost. Converting to the same
    /// format returns the value unchanged (even a signaling NaN), as LLVM does.
    pub fn convert(self, to: FloatSemantics, mode: RoundingMode) -> (APFloat, Status, bool) {
        if to == self.sem {
            return (self, Status::OK, false);
        }
        let (from_info, to_info) = (self.info(), to.info());
        let u = self.unpack();
        let (value, status, loses) = match u.cat {
            Category::Normal => {
                // Re-express the significand's weight in the target precision.
                let exp = i64::from(u.exp) - i64::from(from_info.precision)
                    + i64::from(to_info.precision);
                let (v, s) = normalize(to_info, u.sign, exp as i32, u.sig, Loss::ExactlyZero, mode);
                (v, s, !s.is_ok())
            }
            Category::Zero => {
                // Only formats whose `-0` pattern is NaN lose the sign of zero.
                let value = make_zero(to_info, u.sign);
                let negative_lost = u.sign && to_info.nan_encoding == NanEncoding::NegativeZero;
                let status = if negative_lost {
                    Status::INEXACT
                } else {
                    Status::OK
                };
                (value, status, negative_lost)
            }
            Category::Infinity => match to_info.nonfinite {
                NonFinite::Ieee => (u, Status::OK, false),
                NonFinite::NanOnly => (Unpacked::quiet_nan(to_info, u.sign), Status::INEXACT, true),
                NonFinite::FiniteOnly => {
                    let (v, s) = arith::invalid(to_info);
                    (v, s, true)
                }
            },
            Category::NaN => self.convert_nan(to),
        };
        let (value, finished) = finish(to_info, value, status);
        (
            APFloat::pack(to, &value),
            finished,
            loses || finished != status,
        )
    }

    fn convert_nan(self, to: FloatSemantics) -> (Unpacked, Status, bool) {
        let (from_info, to_info) = (self.info(), to.info());
        let u = self.unpack();
        let signaling = u.is_signaling(from_info);
        let status = if signaling {
            Status::INVALID_OP
        } else {
            Status::OK
        };
        match to_info.nonfinite {
            NonFinite::FiniteOnly => {
                let (v, s) = arith::invalid(to_info);
                return (v, s, true);
            }
            NonFinite::NanOnly => {
                let loses = from_info.nonfinite != NonFinite::NanOnly;
                return (Unpacked::quiet_nan(to_info, u.sign), status, loses);
            }
            NonFinite::Ieee => {}
        }
        let mut u = u;
        if from_info.nonfinite != NonFinite::Ieee {
            if from_info.nan_encoding != NanEncoding::AllOnes || from_info.precision == 1 {
                return (Unpacked::quiet_nan(to_info, false), Status::OK, false);
            }
            // LLVM carries the all-ones mantissa over as the payload.
            u.sig = (1 << (from_info.precision - 1)) - 1;
        }
        let x87_special = from_info.explicit_integer_bit
            && !to_info.explicit_integer_bit
            && (u.sig >> 62) & 0b11 != 0b11;
        // Align the payload on the quiet bit, which sits at `precision - 2`.
        let shift = i64::from(to_info.precision) - i64::from(from_info.precision);
        let (mut sig, loss) = if shift < 0 {
            shift_right_loss(u.sig, (-shift) as u32)
        } else {
            (u.sig << shift, Loss::ExactlyZero)
        };
        if to_info.explicit_integer_bit && !x87_special {
            sig |= 1 << (to_info.precision - 1);
        }
        if !to_info.explicit_integer_bit {
            sig &= (1u128 << (to_info.precision - 1)) - 1;
        }
        let mut value = Unpacked { sig, ..u };
        if signaling {
            value.make_quiet(to_info);
        }
        (value, status, loss != Loss::ExactlyZero || x87_special)
    }

    /// Converts to an integer of `width` bits, signed or unsigned, rounding
    /// with `mode` (LLVM's `convertToInteger`). Out of range values and NaN
    /// raise [`Status::INVALID_OP`] and give the saturated value (0 for NaN);
    /// inexact results raise [`Status::INEXACT`].
    pub fn to_integer(self, width: u32, signed: bool, mode: RoundingMode) -> (APInt, Status) {
        match self.to_integer_exact(width, signed, mode) {
            Some(r) => r,
            None => {
                let u = self.unpack();
                let value = if u.cat == Category::NaN {
                    APInt::zero(width)
                } else if u.sign {
                    if signed {
                        APInt::signed_min(width)
                    } else {
                        APInt::zero(width)
                    }
                } else if signed {
                    APInt::signed_max(width)
                } else {
                    APInt::all_ones(width)
                };
                (value, Status::INVALID_OP)
            }
        }
    }

    fn to_integer_exact(
        self,
        width: u32,
        signed: bool,
        mode: RoundingMode,
    ) -> Option<(APInt, Status)> {
        let info = self.info();
        let u = self.unpack();
        match u.cat {
            Category::NaN | Category::Infinity => return None,
            Category::Zero => return Some((APInt::zero(width), Status::OK)),
            Category::Normal => {}
        }
        if u.exp >= 0 && u.exp as u64 + 1 > u64::from(width) {
            return None;
        }
        let frac_bits = i64::from(info.precision) - 1 - i64::from(u.exp);
        let (mut mag, loss) = if frac_bits > 0 {
            let (int, loss) = shift_right_loss(u.sig, frac_bits.min(129) as u32);
            (BigUint::from(int), loss)
        } else {
            (
                BigUint::from(u.sig) << (-frac_bits) as u64,
                Loss::ExactlyZero,
            )
        };
        if loss != Loss::ExactlyZero && round_away(mode, u.sign, loss, mag.bit(0)) {
            mag += 1u32;
        }
        let omsb = mag.bits();
        let width64 = u64::from(width);
        if u.sign {
            if !signed && omsb != 0 {
                return None;
            }
            let power_of_two = mag.trailing_zeros().map(|t| t + 1) == Some(omsb);
            if signed && (omsb > width64 || (omsb == width64 && !power_of_two)) {
                return None;
            }
        } else if omsb >= width64 + u64::from(!signed) {
            return None;
        }
        let value = APInt::from_biguint(width, &mag);
        let value = if u.sign { value.neg() } else { value };
        let status = if loss == Loss::ExactlyZero {
            Status::OK
        } else {
            Status::INEXACT
        };
        Some((value, status))
    }

    /// Converts an integer (read as signed or unsigned) to the format, rounding
    /// with `mode` (LLVM's `convertFromAPInt`).
    pub fn from_apint(
        sem: FloatSemantics,
        value: &APInt,
        signed: bool,
        mode: RoundingMode,
    ) -> (APFloat, Status) {
        let info = sem.info();
        let negative = signed && value.is_negative();
        let mag = if negative { value.neg() } else { value.clone() };
        let (u, status) = round_big(
            info,
            negative,
            &mag.to_biguint(),
            0,
            Loss::ExactlyZero,
            mode,
        );
        APFloat::pack_with(sem, finish(info, u, status))
    }

    /// Converts a host `f64` to the format, rounding to nearest even.
    pub fn from_f64(sem: FloatSemantics, value: f64) -> APFloat {
        let double = APFloat::from_bits(FloatSemantics::F64, u128::from(value.to_bits()));
        double.convert(sem, RoundingMode::NearestTiesToEven).0
    }

    /// Converts a host `f32` to the format, rounding to nearest even.
    pub fn from_f32(sem: FloatSemantics, value: f32) -> APFloat {
        let single = APFloat::from_bits(FloatSemantics::F32, u128::from(value.to_bits()));
        single.convert(sem, RoundingMode::NearestTiesToEven).0
    }

    /// The value as a host `f64`, rounded to nearest even.
    pub fn to_f64(self) -> f64 {
        let (double, _, _) = self.convert(FloatSemantics::F64, RoundingMode::NearestTiesToEven);
        f64::from_bits(double.bits as u64)
    }

    /// The value as a host `f32`, rounded to nearest even.
    pub fn to_f32(self) -> f32 {
        let (single, _, _) = self.convert(FloatSemantics::F32, RoundingMode::NearestTiesToEven);
        f32::from_bits(single.bits as u32)
    }
}
