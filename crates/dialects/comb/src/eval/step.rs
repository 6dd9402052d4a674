//! The compiled form of a function: steps reading and writing numbered
//! value slots, and what each step computes.

use smallvec::SmallVec;
use strata_ir::Location;
use strata_support::APInt;

use crate::enums::Predicate;
use crate::semantics::{self, VariadicKind};

use super::EvalError;

/// The two-operand `arith` integer operations.
#[derive(Copy, Clone, Debug)]
pub(crate) enum ArithBinary {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    ShrU,
    ShrS,
    DivU,
    DivS,
    RemU,
    RemS,
    MaxS,
    MaxU,
    MinS,
    MinU,
}

/// What one step computes.
#[derive(Clone, Debug)]
pub(crate) enum Step {
    Const(APInt),
    Variadic(VariadicKind),
    Concat,
    Extract {
        low: u32,
    },
    Replicate,
    Inv,
    Parity,
    Compare(Predicate),
    Select,
    TruthTable(APInt),
    Lut {
        coefficients: Vec<i8>,
        table: Vec<i8>,
    },
    Arith(ArithBinary),
    ExtU,
    ExtS,
    Trunc,
    Call(String),
    Return,
}

/// A step with its operand slots, first result slot and result width.
#[derive(Clone, Debug)]
pub(crate) struct Located {
    pub step: Step,
    pub args: SmallVec<[usize; 4]>,
    pub first_result: usize,
    pub width: u32,
    pub loc: Location,
}

impl Located {
    /// An error at this step's operation.
    pub fn error(&self, message: impl Into<String>) -> EvalError {
        EvalError {
            message: message.into(),
            loc: self.loc,
        }
    }
}

/// A compiled function.
#[derive(Clone, Debug)]
pub(crate) struct Function {
    pub name: String,
    pub arg_widths: Vec<u32>,
    pub result_widths: Vec<u32>,
    pub steps: Vec<Located>,
    pub num_slots: usize,
    pub loc: Location,
}

fn arith(op: ArithBinary, a: &APInt, b: &APInt) -> Result<APInt, String> {
    use ArithBinary::*;
    let w = a.width();
    let shift = |b: &APInt| -> Result<u32, String> {
        match b.to_u64() {
            Some(s) if s < u64::from(w) => Ok(s as u32),
            _ => Err(format!(
                "shift amount {} is not less than the bit width {w} (poison)",
                b.to_string_unsigned()
            )),
        }
    };
    let nonzero = || -> Result<(), String> {
        if b.is_zero() {
            Err("division by zero".to_string())
        } else {
            Ok(())
        }
    };
    let signed_overflow = || -> Result<(), String> {
        if a.is_signed_min() && b.is_all_ones() {
            Err("signed division overflow".to_string())
        } else {
            Ok(())
        }
    };
    Ok(match op {
        Add => a.add(b),
        Sub => a.sub(b),
        Mul => a.mul(b),
        And => a.and(b),
        Or => a.or(b),
        Xor => a.xor(b),
        Shl => a.shl(shift(b)?),
        ShrU => a.lshr(shift(b)?),
        ShrS => a.ashr(shift(b)?),
        DivU => {
            nonzero()?;
            a.udiv(b).unwrap_or_else(|| APInt::zero(w))
        }
        DivS => {
            nonzero()?;
            signed_overflow()?;
            a.sdiv(b).unwrap_or_else(|| APInt::zero(w))
        }
        RemU => {
            nonzero()?;
            a.urem(b).unwrap_or_else(|| APInt::zero(w))
        }
        RemS => {
            nonzero()?;
            signed_overflow()?;
            a.srem(b).unwrap_or_else(|| APInt::zero(w))
        }
        MaxS => a.smax(b),
        MaxU => a.umax(b),
        MinS => a.smin(b),
        MinU => a.umin(b),
    })
}

fn bool_value(b: bool) -> APInt {
    APInt::from_u64(1, u64::from(b))
}

impl Step {
    /// The value of a single-result step.
    pub fn eval(&self, slots: &[APInt], s: &Located) -> Result<APInt, String> {
        let arg = |i: usize| -> Result<&APInt, String> {
            s.args
                .get(i)
                .and_then(|a| slots.get(*a))
                .ok_or_else(|| format!("missing operand #{i}"))
        };
        let all =
            || -> SmallVec<[&APInt; 4]> { s.args.iter().filter_map(|a| slots.get(*a)).collect() };
        Ok(match self {
            Step::Const(v) => v.clone(),
            Step::Variadic(kind) => kind.eval(s.width, &all()),
            Step::Concat => semantics::concat(&all()),
            Step::Extract { low } => semantics::extract(arg(0)?, *low, s.width),
            Step::Replicate => semantics::replicate(arg(0)?, s.width),
            Step::Inv => arg(0)?.not(),
            Step::Parity => bool_value(semantics::parity(arg(0)?)),
            Step::Compare(p) => bool_value(semantics::icmp(*p, arg(0)?, arg(1)?)),
            Step::Select => {
                if arg(0)?.is_zero() {
                    arg(2)?.clone()
                } else {
                    arg(1)?.clone()
                }
            }
            Step::TruthTable(table) => {
                let bits: SmallVec<[bool; 8]> = all().iter().map(|v| !v.is_zero()).collect();
                bool_value(semantics::truth_table(table, &bits))
            }
            Step::Lut {
                coefficients,
                table,
            } => {
                let inputs: SmallVec<[u8; 8]> =
                    all().iter().map(|v| v.zext_value() as u8).collect();
                APInt::from_u64(8, u64::from(semantics::lut(coefficients, table, &inputs)))
            }
            Step::Arith(op) => arith(*op, arg(0)?, arg(1)?)?,
            Step::ExtU => arg(0)?.zext(s.width),
            Step::ExtS => arg(0)?.sext(s.width),
            Step::Trunc => arg(0)?.trunc(s.width),
            Step::Call(_) | Step::Return => return Err("not a value step".to_string()),
        })
    }
}
