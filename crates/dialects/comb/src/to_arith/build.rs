//! Building `arith` operations during the lowering, at the rewriter's
//! insertion point.

use strata_ir::interfaces::make_state;
use strata_ir::{Attribute, Location, Type, Value};
use strata_rewrite::conversion::ConversionRewriter;
use strata_support::APInt;

/// An `arith` builder for one lowered operation.
pub(crate) struct Builder<'r, 'a> {
    pub rw: &'r mut ConversionRewriter<'a>,
    pub loc: Location,
}

impl Builder<'_, '_> {
    fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> Value {
        let state = make_state(self.rw.ctx, self.loc, name, operands, &[ty], props);
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    /// The integer type of `v`'s width.
    pub fn width(&self, v: Value) -> u32 {
        self.rw
            .body()
            .value_type(v)
            .int_width(self.rw.ctx)
            .unwrap_or(0)
    }

    /// `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        Type::int(self.rw.ctx, width)
    }

    /// `arith.constant value : iW` (W the value's width).
    pub fn constant(&mut self, value: &APInt) -> Value {
        let ty = self.int_type(value.width());
        let attr = Attribute::integer(self.rw.ctx, ty, value);
        self.create("arith.constant", &[], ty, &[("value", attr)])
    }

    /// A binary `arith` op whose result has the operands' type.
    pub fn binary(&mut self, name: &str, a: Value, b: Value) -> Value {
        let ty = self.rw.body().value_type(a);
        self.create(name, &[a, b], ty, &[])
    }

    /// `arith.xori x, -1`.
    pub fn not(&mut self, x: Value) -> Value {
        let ones = self.constant(&APInt::all_ones(self.width(x)));
        self.binary("arith.xori", x, ones)
    }

    /// `x` zero-extended or truncated to `width` bits.
    pub fn resize(&mut self, x: Value, width: u32) -> Value {
        let from = self.width(x);
        let ty = self.int_type(width);
        match from.cmp(&width) {
            std::cmp::Ordering::Less => self.create("arith.extui", &[x], ty, &[]),
            std::cmp::Ordering::Greater => self.create("arith.trunci", &[x], ty, &[]),
            std::cmp::Ordering::Equal => x,
        }
    }

    /// `arith.cmpi` with predicate value `pred` (0 = eq ... 9 = uge).
    pub fn cmpi(&mut self, pred: i64, a: Value, b: Value) -> Value {
        let ctx = self.rw.ctx;
        let attr = Attribute::int(ctx, Type::int(ctx, 64), pred);
        let i1 = self.int_type(1);
        self.create("arith.cmpi", &[a, b], i1, &[("predicate", attr)])
    }

    /// `arith.select c, t, f`.
    pub fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.body().value_type(t);
        self.create("arith.select", &[c, t, f], ty, &[])
    }

    /// `inputs` concatenated (first operand most significant) into `width` bits.
    pub fn concat(&mut self, inputs: &[Value], width: u32) -> Value {
        let mut acc: Option<Value> = None;
        for &v in inputs {
            let w = self.width(v);
            if w == 0 {
                continue;
            }
            let wide = self.resize(v, width);
            acc = Some(match acc {
                None => wide,
                Some(prev) => {
                    let amount = self.constant(&APInt::from_u64(width, u64::from(w)));
                    let shifted = self.binary("arith.shli", prev, amount);
                    self.binary("arith.ori", shifted, wide)
                }
            });
        }
        match acc {
            Some(v) => v,
            None => self.constant(&APInt::zero(width)),
        }
    }
}
