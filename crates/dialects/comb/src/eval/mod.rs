//! An evaluator of functions built from `comb`, `arith` and `func`
//! operations on integers of any width: each `func.func` is compiled once
//! into a list of steps over numbered value slots, then run on as many
//! inputs as needed.
//!
//! ```text
//! let program = Program::new(ctx, &parsed.body, &parsed.ops)?;
//! let outputs = program.call("f", &[APInt::from_u64(4, 3)])?;
//! ```

mod compile;
mod step;

use std::collections::HashMap;
use std::fmt;

use strata_ir::{Body, Context, Location, OpId};
use strata_support::APInt;

use step::{Function, Step};

/// Why an evaluation failed, located at the operation responsible.
#[derive(Clone, Debug)]
pub struct EvalError {
    /// What went wrong.
    pub message: String,
    /// Where.
    pub loc: Location,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The compiled functions of a module, by symbol name.
pub struct Program {
    functions: HashMap<String, Function>,
    /// Function names in the order they appear.
    order: Vec<String>,
    /// Where errors not tied to an operation are reported.
    loc: Location,
}

/// How deep `func.call`s may nest before evaluation gives up.
const MAX_CALL_DEPTH: usize = 512;

impl Program {
    /// Compiles every `func.func` with a body found in the top-level
    /// operations `ops` of `body` (and in modules nested in them). The IR
    /// must have passed the verifier: widths are taken as verified.
    pub fn new(ctx: &Context, body: &Body, ops: &[OpId]) -> Result<Program, EvalError> {
        let mut program = Program {
            functions: HashMap::new(),
            order: Vec::new(),
            loc: Location::unknown(ctx),
        };
        for &op in ops {
            compile::collect(ctx, body, op, &mut program)?;
        }
        Ok(program)
    }

    fn add(&mut self, name: String, f: Function) {
        self.order.push(name.clone());
        self.functions.insert(name, f);
    }

    /// The function names, in order of appearance.
    pub fn function_names(&self) -> &[String] {
        &self.order
    }

    /// The bit widths of a function's arguments and results.
    pub fn signature(&self, name: &str) -> Option<(&[u32], &[u32])> {
        self.functions
            .get(name)
            .map(|f| (f.arg_widths.as_slice(), f.result_widths.as_slice()))
    }

    /// Calls function `name` on `args` (each truncated or zero-extended to
    /// its parameter's width) and returns its results.
    pub fn call(&self, name: &str, args: &[APInt]) -> Result<Vec<APInt>, EvalError> {
        let Some(f) = self.functions.get(name) else {
            return Err(EvalError {
                message: format!("no function named '{name}'"),
                loc: self.loc,
            });
        };
        self.run(f, args, 0)
    }

    fn run(&self, f: &Function, args: &[APInt], depth: usize) -> Result<Vec<APInt>, EvalError> {
        if args.len() != f.arg_widths.len() {
            return Err(EvalError {
                message: format!(
                    "function '{}' takes {} arguments, but {} were given",
                    f.name,
                    f.arg_widths.len(),
                    args.len()
                ),
                loc: f.loc,
            });
        }
        let mut slots: Vec<APInt> = Vec::with_capacity(f.num_slots);
        for (a, w) in args.iter().zip(&f.arg_widths) {
            slots.push(a.zext_or_trunc(*w));
        }
        slots.resize(f.num_slots, APInt::zero(0));
        for s in &f.steps {
            match &s.step {
                Step::Return => {
                    return Ok(s.args.iter().map(|a| slots[*a].clone()).collect());
                }
                Step::Call(callee) => {
                    let Some(g) = self.functions.get(callee) else {
                        return Err(s.error(format!("no function named '{callee}'")));
                    };
                    if depth >= MAX_CALL_DEPTH {
                        return Err(s.error("calls nested too deeply"));
                    }
                    let inputs: Vec<APInt> = s.args.iter().map(|a| slots[*a].clone()).collect();
                    let outputs = self.run(g, &inputs, depth + 1)?;
                    for (i, v) in outputs.into_iter().enumerate() {
                        slots[s.first_result + i] = v;
                    }
                }
                other => {
                    let value = other.eval(&slots, s).map_err(|m| s.error(m))?;
                    slots[s.first_result] = value;
                }
            }
        }
        Err(EvalError {
            message: format!("function '{}' ended without a return", f.name),
            loc: f.loc,
        })
    }
}
