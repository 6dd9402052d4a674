//! One `llvm.func` body to Cranelift IR. Values are vectors of Cranelift
//! values, one per scalar leaf (aggregates live in SSA form); integers of
//! width N sit in the smallest container whose bits above N are ignored
//! until an operation observes them (then they are sign- or zero-extended).

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind,
    TrapCode, Value as CValue, types,
};
use cranelift_frontend::{FunctionBuilder, Switch};
use rustc_hash::FxHashMap;
use strata_dialect_llvm::enums::{FCMP_PREDICATE, ICMP_PREDICATE};
use strata_dialect_llvm::types as lt;
use strata_ir::interfaces::BranchOpInterface;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Attribute, BlockId, Body, Context, Diagnostic, OpId, Type, Value};
use strata_ods::{dense_i32_values, dense_i64_values};

use crate::constants::leaf_bits;
use crate::layout::{self, Float, Scalar, int_container};
use crate::module::{Callee, Symbols};
use crate::runtime::helpers;

type Res<T> = Result<T, Diagnostic>;

/// Translates the body of one function.
pub struct FnTx<'a, 'b> {
    pub(crate) ctx: &'a Context,
    pub(crate) body: &'a Body,
    pub(crate) b: FunctionBuilder<'b>,
    pub(crate) syms: &'a mut Symbols,
    vals: FxHashMap<Value, Vec<CValue>>,
    blocks: FxHashMap<BlockId, Block>,
    consts: FxHashMap<Value, i128>,
    op: OpId,
}

impl<'a, 'b> FnTx<'a, 'b> {
    /// A translator for `body` writing into `b`.
    pub fn new(
        ctx: &'a Context,
        body: &'a Body,
        b: FunctionBuilder<'b>,
        syms: &'a mut Symbols,
        op: OpId,
    ) -> Self {
        Self {
            ctx,
            body,
            b,
            syms,
            vals: FxHashMap::default(),
            blocks: FxHashMap::default(),
            consts: FxHashMap::default(),
            op,
        }
    }

    fn err(&self, msg: impl Into<String>) -> Diagnostic {
        op_plain_error(self.ctx, self.body, self.op, msg.into())
    }

    fn unsupported(&self) -> Diagnostic {
        let name = self.body.op_name(self.op).as_str(self.ctx).to_string();
        self.err(format!("strata-run: unsupported operation '{name}'"))
    }

    fn bad_type(&self, t: Type) -> Diagnostic {
        let text = strata_asm::type_to_string(self.ctx, t);
        self.err(format!("strata-run: unsupported type '{text}'"))
    }

    fn leaves(&self, t: Type) -> Res<Vec<layout::Leaf>> {
        layout::leaves(self.ctx, t).ok_or_else(|| self.bad_type(t))
    }

    fn scalar_of(&self, t: Type) -> Res<Scalar> {
        layout::scalar(self.ctx, t).ok_or_else(|| self.bad_type(t))
    }

    fn size_of(&self, t: Type) -> Res<u64> {
        layout::size_align(self.ctx, t)
            .map(|p| p.0)
            .ok_or_else(|| self.bad_type(t))
    }

    /// Translates the whole function; `entry_params` are the entry block's parameters.
    pub fn run(mut self, blocks: &[BlockId]) -> Res<()> {
        self.reject_unconverted(blocks)?;
        for (i, blk) in blocks.iter().enumerate() {
            let cb = self.b.create_block();
            if i == 0 {
                self.b.append_block_params_for_function_params(cb);
            } else {
                for a in self.body.block_args(*blk).to_vec() {
                    for l in self.leaves(self.body.value_type(a))? {
                        self.b.append_block_param(cb, l.scalar.clif());
                    }
                }
            }
            self.blocks.insert(*blk, cb);
        }
        for blk in blocks {
            let cb = self.blocks[blk];
            self.b.switch_to_block(cb);
            let params = self.b.block_params(cb).to_vec();
            let mut at = 0;
            for a in self.body.block_args(*blk).to_vec() {
                let n = self.leaves(self.body.value_type(a))?.len();
                let vs = params
                    .get(at..at + n)
                    .ok_or_else(|| self.err("strata-run: block argument mismatch"))?;
                self.vals.insert(a, vs.to_vec());
                at += n;
            }
            for op in self.body.block_ops(*blk).collect::<Vec<_>>() {
                self.op = op;
                self.translate_op()?;
            }
        }
        self.b.seal_all_blocks();
        self.b.finalize(self.syms.frontend_config());
        Ok(())
    }

    /// Names the first operation the lowering left outside the LLVM
    /// dialect, before the casts that bridge it report a type instead.
    fn reject_unconverted(&mut self, blocks: &[BlockId]) -> Res<()> {
        for blk in blocks {
            for op in self.body.block_ops(*blk) {
                let name = self.body.op_name(op).as_str(self.ctx);
                if !name.starts_with("llvm.") && name != "builtin.unrealized_conversion_cast" {
                    self.op = op;
                    return Err(self.unsupported());
                }
            }
        }
        Ok(())
    }

    fn get(&self, v: Value) -> Res<Vec<CValue>> {
        self.vals
            .get(&v)
            .cloned()
            .ok_or_else(|| self.err("strata-run: value used before its definition"))
    }

    fn get1(&self, v: Value) -> Res<CValue> {
        self.get(v)?
            .first()
            .copied()
            .ok_or_else(|| self.err("strata-run: expected a scalar"))
    }

    fn operand(&self, i: usize) -> Res<Value> {
        if i < self.body.num_operands(self.op) {
            Ok(self.body.operand(self.op, i))
        } else {
            Err(self.err("strata-run: missing operand"))
        }
    }

    fn arg(&self, i: usize) -> Res<CValue> {
        self.get1(self.operand(i)?)
    }

    fn arg_scalar(&self, i: usize) -> Res<Scalar> {
        self.scalar_of(self.body.value_type(self.operand(i)?))
    }

    fn result(&self) -> Res<Value> {
        self.body
            .results(self.op)
            .next()
            .ok_or_else(|| self.err("strata-run: missing result"))
    }

    fn result_scalar(&self) -> Res<Scalar> {
        self.scalar_of(self.body.value_type(self.result()?))
    }

    fn define(&mut self, vs: Vec<CValue>) -> Res<()> {
        let r = self.result()?;
        self.vals.insert(r, vs);
        Ok(())
    }

    fn define1(&mut self, v: CValue) -> Res<()> {
        self.define(vec![v])
    }

    fn attr(&self, name: &str) -> Option<Attribute> {
        self.body.attr(self.ctx, self.op, name)
    }

    /// `v` (an `iN` in its container) with the bits above N copies of bit N-1.
    fn sx(&mut self, v: CValue, w: u32) -> CValue {
        let bits = int_container(w).bits();
        if w >= bits {
            return v;
        }
        let s = i64::from(bits - w);
        let t = self.b.ins().ishl_imm_s(v, s);
        self.b.ins().sshr_imm_s(t, s)
    }

    /// `v` (an `iN` in its container) with the bits above N cleared.
    fn zx(&mut self, v: CValue, w: u32) -> CValue {
        let bits = int_container(w).bits();
        if w >= bits || self.is_comparison(v) {
            return v;
        }
        if w < 64 {
            return self.b.ins().band_imm_s(v, ((1u64 << w) - 1) as i64);
        }
        let s = i64::from(bits - w);
        let t = self.b.ins().ishl_imm_s(v, s);
        self.b.ins().ushr_imm_s(t, s)
    }

    /// True if `v` is the 0/1 result of a comparison (already normalized).
    fn is_comparison(&self, v: CValue) -> bool {
        use cranelift_codegen::ir::{Opcode, ValueDef};
        match self.b.func.dfg.value_def(v) {
            ValueDef::Result(inst, _) => {
                matches!(
                    self.b.func.dfg.insts[inst].opcode(),
                    Opcode::Icmp | Opcode::Fcmp
                )
            }
            _ => false,
        }
    }

    /// The logical negation of the `i1` value `c` (bits above bit 0 clear).
    fn negate(&mut self, c: CValue) -> CValue {
        use cranelift_codegen::ir::condcodes::CondCode;
        use cranelift_codegen::ir::{InstructionData, ValueDef};
        if let ValueDef::Result(inst, _) = self.b.func.dfg.value_def(c) {
            match self.b.func.dfg.insts[inst] {
                InstructionData::IntCompare { cond, args, .. } => {
                    return self.b.ins().icmp(cond.complement(), args[0], args[1]);
                }
                InstructionData::FloatCompare { cond, args, .. } => {
                    return self.b.ins().fcmp(cond.complement(), args[0], args[1]);
                }
                _ => {}
            }
        }
        self.b.ins().icmp_imm_u(IntCC::Equal, c, 0)
    }

    /// An integer constant of container type `ty`.
    fn iconst(&mut self, ty: types::Type, bits: u128) -> CValue {
        if ty == types::I128 {
            let lo = self.b.ins().iconst(types::I64, bits as u64 as i64);
            let hi = self.b.ins().iconst(types::I64, (bits >> 64) as u64 as i64);
            return self.b.ins().iconcat(lo, hi);
        }
        let mask = if ty.bits() >= 64 {
            u64::MAX
        } else {
            (1u64 << ty.bits()) - 1
        };
        self.b.ins().iconst(ty, ((bits as u64) & mask) as i64)
    }

    /// A constant scalar from its bit pattern.
    fn scalar_const(&mut self, s: Scalar, bits: u128) -> CValue {
        match s {
            Scalar::Float(Float::F32) => self.b.ins().f32const(f32::from_bits(bits as u32)),
            Scalar::Float(Float::F64) => self.b.ins().f64const(f64::from_bits(bits as u64)),
            _ => self.iconst(s.clif(), bits),
        }
    }

    fn zeros(&mut self, t: Type) -> Res<Vec<CValue>> {
        let ls = self.leaves(t)?;
        Ok(ls.iter().map(|l| self.scalar_const(l.scalar, 0)).collect())
    }

    /// A call to a helper or library function by name with a fresh signature.
    fn call_named(
        &mut self,
        name: &str,
        params: &[types::Type],
        rets: &[types::Type],
        args: &[CValue],
    ) -> Res<Vec<CValue>> {
        let id = self
            .syms
            .import(name, params, rets)
            .map_err(|e| self.err(e))?;
        let fr = self.syms.func_ref(id, self.b.func);
        let inst = self.b.ins().call(fr, args);
        Ok(self.b.inst_results(inst).to_vec())
    }

    fn call1(
        &mut self,
        name: &str,
        params: &[types::Type],
        ret: types::Type,
        args: &[CValue],
    ) -> Res<CValue> {
        self.call_named(name, params, &[ret], args)?
            .first()
            .copied()
            .ok_or_else(|| self.err("strata-run: call without result"))
    }

    /// A half-precision value (bits) widened to `f32`.
    fn half_to_f32(&mut self, v: CValue, f: Float) -> Res<CValue> {
        let name = if f == Float::F16 {
            helpers::F16_TO_F32
        } else {
            helpers::BF16_TO_F32
        };
        self.call1(name, &[types::I16], types::F32, &[v])
    }

    /// An `f32` rounded to half-precision bits.
    fn f32_to_half(&mut self, v: CValue, f: Float) -> Res<CValue> {
        let name = if f == Float::F16 {
            helpers::F32_TO_F16
        } else {
            helpers::F32_TO_BF16
        };
        self.call1(name, &[types::F32], types::I16, &[v])
    }

    /// A 128-bit integer (already extended) converted to format `f`.
    fn int128_to_float(&mut self, v: CValue, signed: bool, f: Float) -> Res<CValue> {
        let (helper, ty) = match (signed, f) {
            (true, Float::F64) => (helpers::I128_TO_F64, types::F64),
            (false, Float::F64) => (helpers::U128_TO_F64, types::F64),
            (true, _) => (helpers::I128_TO_F32, types::F32),
            (false, _) => (helpers::U128_TO_F32, types::F32),
        };
        let c = self.call1(helper, &[types::I128], ty, &[v])?;
        if matches!(f, Float::F16 | Float::BF16) {
            self.f32_to_half(c, f)
        } else {
            Ok(c)
        }
    }

    /// Converts a float value from format `from` to format `to`.
    fn convert_float(&mut self, v: CValue, from: Float, to: Float) -> Res<CValue> {
        if from == to {
            return Ok(v);
        }
        let v32 = match from {
            Float::F16 | Float::BF16 => self.half_to_f32(v, from)?,
            Float::F32 => v,
            Float::F64 if to == Float::F32 => return Ok(self.b.ins().fdemote(types::F32, v)),
            // Half from double goes through f32 (double rounding is rare and tolerated).
            Float::F64 => self.b.ins().fdemote(types::F32, v),
        };
        match to {
            Float::F32 => Ok(v32),
            Float::F64 => Ok(self.b.ins().fpromote(types::F64, v32)),
            Float::F16 | Float::BF16 => self.f32_to_half(v32, to),
        }
    }

    /// Applies `f` to float operands in a native format (halfs go through f32).
    fn float_op(
        &mut self,
        n: usize,
        f: impl FnOnce(&mut Self, &[CValue], Float) -> Res<CValue>,
    ) -> Res<()> {
        let Scalar::Float(fmt) = self.arg_scalar(0)? else {
            return Err(self.unsupported());
        };
        let mut args = Vec::with_capacity(n);
        for i in 0..n {
            args.push(self.arg(i)?);
        }
        let work = if matches!(fmt, Float::F16 | Float::BF16) {
            Float::F32
        } else {
            fmt
        };
        if work != fmt {
            for a in &mut args {
                *a = self.half_to_f32(*a, fmt)?;
            }
        }
        let r = f(self, &args, work)?;
        let r = if work != fmt {
            self.f32_to_half(r, fmt)?
        } else {
            r
        };
        self.define1(r)
    }

    /// A libm function of a float format (`sinf` / `sin`).
    fn libm(&mut self, base: &str, args: &[CValue], fmt: Float) -> Res<CValue> {
        let (name, ty) = if fmt == Float::F32 {
            (format!("{base}f"), types::F32)
        } else {
            (base.to_string(), types::F64)
        };
        let params = vec![ty; args.len()];
        self.call1(&name, &params, ty, args)
    }

    fn int_width(&self, i: usize) -> Res<u32> {
        match self.arg_scalar(i)? {
            Scalar::Int(w) => Ok(w),
            Scalar::Ptr => Ok(64),
            Scalar::Float(_) => Err(self.unsupported()),
        }
    }

    fn int_binary(&mut self, name: &str) -> Res<()> {
        self.int_width(0)?;
        let (a, b) = (self.arg(0)?, self.arg(1)?);
        let ins = |s: &mut Self, a, b| -> CValue {
            match name {
                "add" => s.b.ins().iadd(a, b),
                "sub" => s.b.ins().isub(a, b),
                "mul" => s.b.ins().imul(a, b),
                "and" => s.b.ins().band(a, b),
                "or" => s.b.ins().bor(a, b),
                _ => s.b.ins().bxor(a, b),
            }
        };
        let r = ins(self, a, b);
        self.define1(r)
    }

    fn shift(&mut self, name: &str) -> Res<()> {
        let w = self.int_width(0)?;
        let (a, b) = (self.arg(0)?, self.arg(1)?);
        let amt = self.zx(b, w);
        let r = match name {
            "shl" => self.b.ins().ishl(a, amt),
            "lshr" => {
                let a = self.zx(a, w);
                self.b.ins().ushr(a, amt)
            }
            _ => {
                let a = self.sx(a, w);
                self.b.ins().sshr(a, amt)
            }
        };
        self.define1(r)
    }

    fn division(&mut self, name: &str) -> Res<()> {
        let w = self.int_width(0)?;
        let signed = name.starts_with('s');
        let (a, b) = (self.arg(0)?, self.arg(1)?);
        let (a, b) = if signed {
            (self.sx(a, w), self.sx(b, w))
        } else {
            (self.zx(a, w), self.zx(b, w))
        };
        let r = if int_container(w) == types::I128 {
            let helper = match name {
                "sdiv" => helpers::SDIV128,
                "udiv" => helpers::UDIV128,
                "srem" => helpers::SREM128,
                _ => helpers::UREM128,
            };
            self.call1(helper, &[types::I128, types::I128], types::I128, &[a, b])?
        } else {
            match name {
                "sdiv" => self.b.ins().sdiv(a, b),
                "udiv" => self.b.ins().udiv(a, b),
                "srem" => self.b.ins().srem(a, b),
                _ => self.b.ins().urem(a, b),
            }
        };
        self.define1(r)
    }

    fn icmp(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let p = self
            .attr("predicate")
            .and_then(|a| ICMP_PREDICATE.value(ctx, a))
            .and_then(|v| ICMP_PREDICATE.stringify(v))
            .ok_or_else(|| self.unsupported())?;
        let (cc, signed) = match p.as_str() {
            "eq" => (IntCC::Equal, false),
            "ne" => (IntCC::NotEqual, false),
            "slt" => (IntCC::SignedLessThan, true),
            "sle" => (IntCC::SignedLessThanOrEqual, true),
            "sgt" => (IntCC::SignedGreaterThan, true),
            "sge" => (IntCC::SignedGreaterThanOrEqual, true),
            "ult" => (IntCC::UnsignedLessThan, false),
            "ule" => (IntCC::UnsignedLessThanOrEqual, false),
            "ugt" => (IntCC::UnsignedGreaterThan, false),
            "uge" => (IntCC::UnsignedGreaterThanOrEqual, false),
            _ => return Err(self.unsupported()),
        };
        let w = self.int_width(0)?;
        let (a, b) = (self.arg(0)?, self.arg(1)?);
        let (a, b) = if signed {
            (self.sx(a, w), self.sx(b, w))
        } else {
            (self.zx(a, w), self.zx(b, w))
        };
        let r = self.b.ins().icmp(cc, a, b);
        self.define1(r)
    }

    fn fcmp(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let p = self
            .attr("predicate")
            .and_then(|a| FCMP_PREDICATE.value(ctx, a))
            .and_then(|v| FCMP_PREDICATE.stringify(v))
            .ok_or_else(|| self.unsupported())?;
        let p = p.trim_start_matches('_');
        let cc = match p {
            "false" | "true" => {
                let r = self.b.ins().iconst(types::I8, i64::from(p == "true"));
                return self.define1(r);
            }
            "oeq" => FloatCC::Equal,
            "ogt" => FloatCC::GreaterThan,
            "oge" => FloatCC::GreaterThanOrEqual,
            "olt" => FloatCC::LessThan,
            "ole" => FloatCC::LessThanOrEqual,
            "one" => FloatCC::OrderedNotEqual,
            "ord" => FloatCC::Ordered,
            "ueq" => FloatCC::UnorderedOrEqual,
            "ugt" => FloatCC::UnorderedOrGreaterThan,
            "uge" => FloatCC::UnorderedOrGreaterThanOrEqual,
            "ult" => FloatCC::UnorderedOrLessThan,
            "ule" => FloatCC::UnorderedOrLessThanOrEqual,
            "une" => FloatCC::NotEqual,
            "uno" => FloatCC::Unordered,
            _ => return Err(self.unsupported()),
        };
        let Scalar::Float(fmt) = self.arg_scalar(0)? else {
            return Err(self.unsupported());
        };
        let (mut a, mut b) = (self.arg(0)?, self.arg(1)?);
        if matches!(fmt, Float::F16 | Float::BF16) {
            a = self.half_to_f32(a, fmt)?;
            b = self.half_to_f32(b, fmt)?;
        }
        let r = self.b.ins().fcmp(cc, a, b);
        self.define1(r)
    }

    /// Integer resize of `v` (an `iW` in its container) to `iR`.
    fn int_resize(&mut self, v: CValue, w: u32, r: u32, signed: bool) -> CValue {
        let (from, to) = (int_container(w), int_container(r));
        if to.bits() < from.bits() {
            return self.b.ins().ireduce(to, v);
        }
        if r <= w {
            return v;
        }
        let v = if signed { self.sx(v, w) } else { self.zx(v, w) };
        if to == from {
            v
        } else if signed {
            self.b.ins().sextend(to, v)
        } else {
            self.b.ins().uextend(to, v)
        }
    }

    fn cast(&mut self, name: &str) -> Res<()> {
        let from = self.arg_scalar(0)?;
        let to = self.result_scalar()?;
        let v = self.arg(0)?;
        let r = match (name, from, to) {
            ("trunc", Scalar::Int(w), Scalar::Int(r)) => self.int_resize(v, w, r, false),
            ("zext", Scalar::Int(w), Scalar::Int(r)) => self.int_resize(v, w, r, false),
            ("sext", Scalar::Int(w), Scalar::Int(r)) => self.int_resize(v, w, r, true),
            ("ptrtoint", Scalar::Ptr, Scalar::Int(r)) => self.int_resize(v, 64, r, false),
            ("inttoptr", Scalar::Int(w), Scalar::Ptr) => self.int_resize(v, w, 64, false),
            ("bitcast" | "addrspacecast", a, b) if a.clif() == b.clif() => v,
            ("bitcast", a, b) if a.clif().bits() == b.clif().bits() => {
                self.b.ins().bitcast(b.clif(), MemFlagsData::new(), v)
            }
            ("fpext" | "fptrunc", Scalar::Float(a), Scalar::Float(b)) => {
                self.convert_float(v, a, b)?
            }
            ("sitofp" | "uitofp", Scalar::Int(w), Scalar::Float(f)) => {
                let signed = name == "sitofp";
                if w > 64 {
                    let v = if signed { self.sx(v, w) } else { self.zx(v, w) };
                    let r = self.int128_to_float(v, signed, f)?;
                    return self.define1(r);
                }
                let wide = if w <= 32 { 32 } else { 64 };
                let v = self.int_resize(v, w, wide, signed);
                let v = if w == wide {
                    if signed { self.sx(v, w) } else { self.zx(v, w) }
                } else {
                    v
                };
                let target = if f == Float::F64 {
                    types::F64
                } else {
                    types::F32
                };
                let c = if signed {
                    self.b.ins().fcvt_from_sint(target, v)
                } else {
                    self.b.ins().fcvt_from_uint(target, v)
                };
                if matches!(f, Float::F16 | Float::BF16) {
                    self.f32_to_half(c, f)?
                } else {
                    c
                }
            }
            ("fptosi" | "fptoui", Scalar::Float(f), Scalar::Int(r)) => {
                let v = if matches!(f, Float::F16 | Float::BF16) {
                    self.half_to_f32(v, f)?
                } else {
                    v
                };
                if r > 64 {
                    let held = if f == Float::F64 {
                        Float::F64
                    } else {
                        Float::F32
                    };
                    let v = self.convert_float(v, held, Float::F64)?;
                    let helper = if name == "fptosi" {
                        helpers::F64_TO_I128
                    } else {
                        helpers::F64_TO_U128
                    };
                    let c = self.call1(helper, &[types::F64], types::I128, &[v])?;
                    return self.define1(c);
                }
                let wide = if r <= 32 { types::I32 } else { types::I64 };
                let c = if name == "fptosi" {
                    self.b.ins().fcvt_to_sint_sat(wide, v)
                } else {
                    self.b.ins().fcvt_to_uint_sat(wide, v)
                };
                let to = int_container(r);
                if to.bits() < wide.bits() {
                    self.b.ins().ireduce(to, c)
                } else {
                    c
                }
            }
            _ => return Err(self.unsupported()),
        };
        self.define1(r)
    }

    fn constant(&mut self) -> Res<()> {
        let r = self.result()?;
        let t = self.body.value_type(r);
        let attr = self.attr("value").ok_or_else(|| self.unsupported())?;
        let (ls, bits) = leaf_bits(self.ctx, attr, t).ok_or_else(|| self.unsupported())?;
        if let (Some(Scalar::Int(w)), Some(b)) = (ls.first().map(|l| l.scalar), bits.first())
            && ls.len() == 1
        {
            let sh = 128 - w;
            self.consts.insert(r, ((*b as i128) << sh) >> sh);
        }
        let vs = ls
            .iter()
            .zip(bits)
            .map(|(l, b)| self.scalar_const(l.scalar, b))
            .collect();
        self.define(vs)
    }

    fn select(&mut self) -> Res<()> {
        let c = self.arg(0)?;
        let c = self.zx(c, 1);
        let a = self.get(self.operand(1)?)?;
        let b = self.get(self.operand(2)?)?;
        let vs = a
            .iter()
            .zip(&b)
            .map(|(x, y)| self.select_value(c, *x, *y))
            .collect();
        self.define(vs)
    }

    /// `c ? a : b`. Cranelift folds compare-and-select into min/max, which
    /// it cannot lower for i128, so i128 values are blended with a mask.
    fn select_value(&mut self, c: CValue, a: CValue, b: CValue) -> CValue {
        if self.b.func.dfg.value_type(a) != types::I128 {
            return self.b.ins().select(c, a, b);
        }
        let wide = self.b.ins().uextend(types::I128, c);
        let zero = self.iconst(types::I128, 0);
        let mask = self.b.ins().isub(zero, wide);
        let x = self.b.ins().band(a, mask);
        let y = self.b.ins().band_not(b, mask);
        self.b.ins().bor(x, y)
    }

    fn alloca(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let elem = self
            .attr("elem_type")
            .and_then(|a| a.type_value(ctx))
            .ok_or_else(|| self.unsupported())?;
        let (size, align) = layout::size_align(ctx, elem).ok_or_else(|| self.bad_type(elem))?;
        let count_v = self.operand(0)?;
        let align = self
            .attr("alignment")
            .and_then(|a| a.int_value(ctx))
            .map_or(align, |a| a.zext_value())
            .max(align);
        let r = match self.consts.get(&count_v).copied() {
            Some(n) if n >= 0 => {
                let total = u64::try_from(n)
                    .ok()
                    .and_then(|n| n.checked_mul(size))
                    .and_then(|t| u32::try_from(t).ok());
                let total = total.ok_or_else(|| self.err("strata-run: alloca too large"))?;
                let shift = align.max(1).trailing_zeros().min(12) as u8;
                let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    total.max(1),
                    shift,
                ));
                self.b.ins().stack_addr(types::I64, ss, 0)
            }
            _ => {
                let w = self.int_width(0)?;
                let n = self.arg(0)?;
                let n = self.int_resize(n, w, 64, false);
                let bytes = self.b.ins().imul_imm_s(n, size as i64);
                self.call1(helpers::ALLOCA, &[types::I64], types::I64, &[bytes])?
            }
        };
        self.define1(r)
    }

    fn load(&mut self) -> Res<()> {
        let p = self.arg(0)?;
        let t = self.body.value_type(self.result()?);
        let ls = self.leaves(t)?;
        let vs = ls
            .iter()
            .map(|l| {
                self.b
                    .ins()
                    .load(l.scalar.clif(), MemFlagsData::new(), p, l.offset as i32)
            })
            .collect();
        self.define(vs)
    }

    fn store(&mut self) -> Res<()> {
        let v = self.operand(0)?;
        let vals = self.get(v)?;
        let p = self.arg(1)?;
        let ls = self.leaves(self.body.value_type(v))?;
        for (l, x) in ls.iter().zip(vals) {
            let x = match l.scalar {
                Scalar::Int(w) => self.zx(x, w),
                _ => x,
            };
            self.b
                .ins()
                .store(MemFlagsData::new(), x, p, l.offset as i32);
        }
        Ok(())
    }

    fn gep(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let elem = self
            .attr("elem_type")
            .and_then(|a| a.type_value(ctx))
            .ok_or_else(|| self.unsupported())?;
        let raw = self
            .attr("rawConstantIndices")
            .and_then(|a| dense_i32_values(ctx, a))
            .ok_or_else(|| self.unsupported())?;
        let mut addr = self.arg(0)?;
        let mut dynamic = 1;
        let mut cur = elem;
        for (k, r) in raw.iter().enumerate() {
            let (index, konst) = if *r == strata_dialect_llvm::directives::GEP_DYNAMIC_INDEX {
                let i = dynamic;
                dynamic += 1;
                (Some(i), None)
            } else {
                (None, Some(i64::from(*r)))
            };
            let stride_ty = if k == 0 {
                elem
            } else if let Some((e, _)) = lt::array_parts(ctx, cur) {
                cur = e;
                e
            } else if lt::struct_info(ctx, cur).is_some() {
                let f = konst
                    .and_then(|c| usize::try_from(c).ok())
                    .ok_or_else(|| self.unsupported())?;
                let off = layout::field_offset(ctx, cur, f).ok_or_else(|| self.bad_type(cur))?;
                cur = lt::struct_body(ctx, cur)
                    .and_then(|b| b.get(f).copied())
                    .ok_or_else(|| self.bad_type(cur))?;
                addr = self.b.ins().iadd_imm_s(addr, off as i64);
                continue;
            } else {
                return Err(self.bad_type(cur));
            };
            let size = self.size_of(stride_ty)? as i64;
            match (index, konst) {
                (_, Some(c)) => addr = self.b.ins().iadd_imm_s(addr, c.wrapping_mul(size)),
                (Some(i), _) => {
                    let w = self.int_width(i)?;
                    let v = self.arg(i)?;
                    let v = self.int_resize(v, w, 64, true);
                    let v = if w == 64 { v } else { self.sx(v, w.min(64)) };
                    let off = self.b.ins().imul_imm_s(v, size);
                    addr = self.b.ins().iadd(addr, off);
                }
                _ => return Err(self.unsupported()),
            }
        }
        self.define1(addr)
    }

    fn aggregate(&mut self, insert: bool) -> Res<()> {
        let ctx = self.ctx;
        let agg = self.operand(0)?;
        let t = self.body.value_type(agg);
        let pos = self
            .attr("position")
            .and_then(|a| dense_i64_values(ctx, a))
            .ok_or_else(|| self.unsupported())?;
        let (start, n, _) = layout::member_leaves(ctx, t, &pos).ok_or_else(|| self.bad_type(t))?;
        let mut vals = self.get(agg)?;
        if insert {
            let v = self.get(self.operand(1)?)?;
            vals.get_mut(start..start + n)
                .ok_or_else(|| self.bad_type(t))?
                .copy_from_slice(v.get(..n).ok_or_else(|| self.bad_type(t))?);
            self.define(vals)
        } else {
            let part = vals
                .get(start..start + n)
                .ok_or_else(|| self.bad_type(t))?
                .to_vec();
            self.define(part)
        }
    }

    /// The Cranelift signature of a function type.
    fn signature(&self, ret: Type, inputs: &[Type]) -> Res<Signature> {
        let mut sig = Signature::new(self.syms.call_conv());
        for t in inputs {
            for ty in layout::clif_types(self.ctx, *t).ok_or_else(|| self.bad_type(*t))? {
                sig.params.push(AbiParam::new(ty));
            }
        }
        for ty in layout::clif_types(self.ctx, ret).ok_or_else(|| self.bad_type(ret))? {
            sig.returns.push(AbiParam::new(ty));
        }
        Ok(sig)
    }

    fn call(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let n = self
            .attr("operandSegmentSizes")
            .and_then(|a| dense_i32_values(ctx, a))
            .and_then(|v| v.first().copied())
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or_else(|| self.body.num_operands(self.op));
        let operands: Vec<Value> = self.body.operands(self.op).take(n).collect();
        let callee_name = self.attr("callee").and_then(|a| match a.kind(ctx) {
            strata_ir::AttrKind::SymbolRef { root, .. } => Some(root.as_str(ctx).to_string()),
            _ => None,
        });
        let (args, indirect) = match &callee_name {
            Some(_) => (&operands[..], None),
            None => (
                operands.get(1..).unwrap_or(&[]),
                Some(*operands.first().ok_or_else(|| self.unsupported())?),
            ),
        };
        let mut flat = Vec::new();
        let mut arg_types = Vec::new();
        for a in args {
            let t = self.body.value_type(*a);
            arg_types.push(t);
            let vs = self.get(*a)?;
            let ls = self.leaves(t)?;
            for (l, v) in ls.iter().zip(vs) {
                flat.push(match l.scalar {
                    Scalar::Int(w) => self.zx(v, w),
                    _ => v,
                });
            }
        }
        let ret = match self.body.results(self.op).next() {
            Some(r) => self.body.value_type(r),
            None => lt::void(ctx),
        };
        let sig = self.signature(ret, &arg_types)?;
        let inst = match (callee_name, indirect) {
            (Some(name), _) => match self.syms.callee(&name) {
                Some(Callee::Direct(id)) => {
                    let fr = self.syms.func_ref(id, self.b.func);
                    self.b.ins().call(fr, &flat)
                }
                Some(Callee::Variadic(addr)) => {
                    let (tramp, slot) = crate::vararg::trampoline(addr);
                    let sigref = self.b.import_signature(sig);
                    if let Some(slot) = slot {
                        let t = self.b.ins().iconst(types::I64, addr as i64);
                        let s = self.b.ins().iconst(types::I64, slot as i64);
                        self.b.ins().store(MemFlagsData::trusted(), t, s, 0);
                    }
                    let f = self.b.ins().iconst(types::I64, tramp as i64);
                    self.b.ins().call_indirect(sigref, f, &flat)
                }
                Some(Callee::Unresolved) => {
                    return Err(self.err(format!("strata-run: symbol not found: '{name}'")));
                }
                None => {
                    return Err(self.err(format!("strata-run: call to unknown function '{name}'")));
                }
            },
            (None, Some(f)) => {
                let fv = self.get1(f)?;
                let sigref = self.b.import_signature(sig);
                self.b.ins().call_indirect(sigref, fv, &flat)
            }
            _ => return Err(self.unsupported()),
        };
        let results = self.b.inst_results(inst).to_vec();
        if self.body.num_results(self.op) > 0 {
            self.define(results)?;
        }
        Ok(())
    }

    fn call_intrinsic(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let name = self
            .attr("intrin")
            .and_then(|a| a.str_value(ctx))
            .ok_or_else(|| self.unsupported())?
            .to_string();
        let libc = if name.starts_with("llvm.memcpy") {
            "memcpy"
        } else if name.starts_with("llvm.memmove") {
            "memmove"
        } else if name.starts_with("llvm.memset") {
            "memset"
        } else {
            return Err(self.err(format!("strata-run: unsupported intrinsic '{name}'")));
        };
        self.mem_call(libc)
    }

    /// `memcpy`/`memmove`/`memset` with the first three operands.
    fn mem_call(&mut self, libc: &str) -> Res<()> {
        let d = self.arg(0)?;
        let s = self.arg(1)?;
        let s = if libc == "memset" {
            let w = self.int_width(1)?;
            self.int_resize(s, w, 32, false)
        } else {
            s
        };
        let w = self.int_width(2)?;
        let n = self.arg(2)?;
        let n = self.int_resize(n, w, 64, false);
        let second = if libc == "memset" {
            types::I32
        } else {
            types::I64
        };
        self.call_named(
            libc,
            &[types::I64, second, types::I64],
            &[types::I64],
            &[d, s, n],
        )?;
        Ok(())
    }

    fn intrinsic(&mut self, name: &str) -> Res<()> {
        let short = &name["llvm.intr.".len()..];
        match short {
            "memcpy" | "memmove" | "memset" => return self.mem_call(short),
            // Constant-size allocas live in the function's own stack slots and
            // dynamic ones on the heap, so there is no stack pointer to restore.
            "stacksave" => {
                let z = self.b.ins().iconst(types::I64, 0);
                return self.define1(z);
            }
            "stackrestore" | "lifetime.start" | "lifetime.end" => return Ok(()),
            "ctpop" | "bitreverse" | "bswap" | "ctlz" | "cttz" | "abs" | "smax" | "smin"
            | "umax" | "umin" => {
                return self.int_intrinsic(short);
            }
            _ => {}
        }
        let native = |s: &mut Self, a: &[CValue], short: &str| -> Option<CValue> {
            let x = *a.first()?;
            Some(match short {
                "sqrt" => s.b.ins().sqrt(x),
                "fabs" => s.b.ins().fabs(x),
                "floor" => s.b.ins().floor(x),
                "ceil" => s.b.ins().ceil(x),
                "trunc" => s.b.ins().trunc(x),
                "roundeven" | "rint" | "nearbyint" => s.b.ins().nearest(x),
                "canonicalize" => x,
                "copysign" => s.b.ins().fcopysign(x, *a.get(1)?),
                "minimum" => s.b.ins().fmin(x, *a.get(1)?),
                "maximum" => s.b.ins().fmax(x, *a.get(1)?),
                "fma" => s.b.ins().fma(x, *a.get(1)?, *a.get(2)?),
                "fmuladd" => {
                    let m = s.b.ins().fmul(x, *a.get(1)?);
                    s.b.ins().fadd(m, *a.get(2)?)
                }
                _ => return None,
            })
        };
        let libm = match short {
            "exp" | "exp2" | "exp10" | "log" | "log2" | "log10" | "sin" | "cos" | "tan"
            | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "round" | "pow" | "atan2" => {
                Some(short)
            }
            "minnum" => Some("fmin"),
            "maxnum" => Some("fmax"),
            _ => None,
        };
        let arity = self.body.num_operands(self.op);
        if short == "powi" {
            let w = self.int_width(1)?;
            let e = self.arg(1)?;
            let e = self.int_resize(e, w, 32, true);
            let e = self.sx(e, w.min(32));
            return self.float_op(1, |s, a, fmt| {
                let t = if fmt == Float::F32 {
                    types::F32
                } else {
                    types::F64
                };
                let ef = s.b.ins().fcvt_from_sint(t, e);
                s.libm("pow", &[a[0], ef], fmt)
            });
        }
        if let Some(base) = libm {
            return self.float_op(arity, |s, a, fmt| s.libm(base, a, fmt));
        }
        let short = short.to_string();
        self.float_op(arity, |s, a, _| {
            native(s, a, &short).ok_or_else(|| s.unsupported())
        })
    }

    fn int_intrinsic(&mut self, short: &str) -> Res<()> {
        let w = self.int_width(0)?;
        let bits = int_container(w).bits();
        let a = self.arg(0)?;
        let r = match short {
            "ctpop" => {
                let a = self.zx(a, w);
                self.b.ins().popcnt(a)
            }
            "bitreverse" if w == bits => self.b.ins().bitrev(a),
            "bswap" if w == bits && w >= 16 => self.b.ins().bswap(a),
            "ctlz" => {
                let a = self.zx(a, w);
                let c = self.b.ins().clz(a);
                self.b.ins().iadd_imm_s(c, -i64::from(bits - w))
            }
            "cttz" => {
                let a = if w == bits {
                    a
                } else {
                    self.b.ins().bor_imm_s(a, 1i64 << w)
                };
                self.b.ins().ctz(a)
            }
            "abs" => {
                let a = self.sx(a, w);
                self.b.ins().iabs(a)
            }
            "smax" | "smin" | "umax" | "umin" => {
                let b = self.arg(1)?;
                let signed = short.starts_with('s');
                let (a, b) = if signed {
                    (self.sx(a, w), self.sx(b, w))
                } else {
                    (self.zx(a, w), self.zx(b, w))
                };
                let cc = match short {
                    "smax" => IntCC::SignedGreaterThan,
                    "smin" => IntCC::SignedLessThan,
                    "umax" => IntCC::UnsignedGreaterThan,
                    _ => IntCC::UnsignedLessThan,
                };
                let c = self.b.ins().icmp(cc, a, b);
                self.select_value(c, a, b)
            }
            _ => return Err(self.unsupported()),
        };
        self.define1(r)
    }

    /// The block arguments passed to successor `i` of the current terminator.
    fn successor_args(&mut self, i: usize) -> Res<(Block, Vec<BlockArg>)> {
        let ctx = self.ctx;
        let op = self.op;
        let succ = *self
            .body
            .successors(op)
            .get(i)
            .ok_or_else(|| self.unsupported())?;
        let branch = self
            .body
            .op_name(op)
            .interface::<dyn BranchOpInterface>(ctx);
        let values: Vec<Value> = branch
            .and_then(|br| br.successor_operands(ctx, self.body, op, i))
            .map(|r| r.map(|k| self.body.operand(op, k)).collect())
            .unwrap_or_default();
        let mut args = Vec::new();
        for v in values {
            for x in self.get(v)? {
                args.push(BlockArg::Value(x));
            }
        }
        let block = *self.blocks.get(&succ).ok_or_else(|| self.unsupported())?;
        Ok((block, args))
    }

    fn switch(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let w = self.int_width(0)?;
        let flag = self.arg(0)?;
        let flag = self.zx(flag, w);
        let values: Vec<u128> = match self.attr("case_values") {
            Some(a) => {
                let t = a.typed_value_type(ctx).ok_or_else(|| self.unsupported())?;
                let n = usize::try_from(t.num_elements(ctx).unwrap_or(0)).unwrap_or(0);
                let arr = lt::array(ctx, Type::int(ctx, w), n as u64);
                leaf_bits(ctx, a, arr).ok_or_else(|| self.unsupported())?.1
            }
            None => Vec::new(),
        };
        let mask = if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        };
        let mut sw = Switch::new();
        let mut seen = std::collections::HashSet::new();
        let mut edges = Vec::new();
        let default = self.b.create_block();
        edges.push((default, self.successor_args(0)?));
        for (i, v) in values.iter().enumerate() {
            let edge = self.b.create_block();
            edges.push((edge, self.successor_args(i + 1)?));
            if seen.insert(v & mask) {
                sw.set_entry(v & mask, edge);
            }
        }
        sw.emit(&mut self.b, flag, default);
        // Each case reaches its successor through a block passing the arguments.
        for (edge, (target, args)) in edges {
            self.b.switch_to_block(edge);
            self.b.ins().jump(target, &args);
        }
        Ok(())
    }

    fn translate_op(&mut self) -> Res<()> {
        // Every value must have a representable type (no vectors yet).
        let values = self
            .body
            .operands(self.op)
            .chain(self.body.results(self.op));
        for v in values.collect::<Vec<_>>() {
            self.leaves(self.body.value_type(v))?;
        }
        let name = self.body.op_name(self.op).as_str(self.ctx);
        let short = name.strip_prefix("llvm.").unwrap_or(name);
        match short {
            "add" | "sub" | "mul" | "and" | "or" | "xor" => self.int_binary(short),
            "shl" | "lshr" | "ashr" => self.shift(short),
            "sdiv" | "udiv" | "srem" | "urem" => self.division(short),
            "fadd" | "fsub" | "fmul" | "fdiv" => self.float_op(2, |s, a, _| {
                Ok(match short {
                    "fadd" => s.b.ins().fadd(a[0], a[1]),
                    "fsub" => s.b.ins().fsub(a[0], a[1]),
                    "fmul" => s.b.ins().fmul(a[0], a[1]),
                    _ => s.b.ins().fdiv(a[0], a[1]),
                })
            }),
            "frem" => self.float_op(2, |s, a, fmt| s.libm("fmod", a, fmt)),
            "fneg" => self.float_op(1, |s, a, _| Ok(s.b.ins().fneg(a[0]))),
            "icmp" => self.icmp(),
            "fcmp" => self.fcmp(),
            "trunc" | "zext" | "sext" | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast"
            | "fpext" | "fptrunc" | "sitofp" | "uitofp" | "fptosi" | "fptoui" => self.cast(short),
            "select" => self.select(),
            "freeze" => {
                let v = self.get(self.operand(0)?)?;
                self.define(v)
            }
            "mlir.constant" => self.constant(),
            "mlir.undef" | "mlir.poison" | "mlir.zero" => {
                let t = self.body.value_type(self.result()?);
                let z = self.zeros(t)?;
                self.define(z)
            }
            "mlir.addressof" => {
                let ctx = self.ctx;
                let sym = self.attr("global_name").and_then(|a| match a.kind(ctx) {
                    strata_ir::AttrKind::SymbolRef { root, .. } => {
                        Some(root.as_str(ctx).to_string())
                    }
                    _ => None,
                });
                let sym = sym.ok_or_else(|| self.unsupported())?;
                let v = self
                    .syms
                    .address_of(&sym, &mut self.b)
                    .map_err(|e| self.err(e))?;
                self.define1(v)
            }
            "alloca" => self.alloca(),
            "load" => self.load(),
            "store" => self.store(),
            "getelementptr" => self.gep(),
            "extractvalue" => self.aggregate(false),
            "insertvalue" => self.aggregate(true),
            "call" => self.call(),
            "call_intrinsic" => self.call_intrinsic(),
            s if s.starts_with("intr.") => self.intrinsic(name),
            "br" => {
                let (blk, args) = self.successor_args(0)?;
                self.b.ins().jump(blk, &args);
                Ok(())
            }
            "cond_br" => {
                let c = self.arg(0)?;
                let c = self.zx(c, 1);
                let (t, ta) = self.successor_args(0)?;
                let (f, fa) = self.successor_args(1)?;
                if t.as_u32() < f.as_u32() {
                    // Cranelift lays the else-successor out first; keep the
                    // source order (a loop body right after its header).
                    let n = self.negate(c);
                    self.b.ins().brif(n, f, &fa, t, &ta);
                } else {
                    self.b.ins().brif(c, t, &ta, f, &fa);
                }
                Ok(())
            }
            "switch" => self.switch(),
            "return" => {
                let mut out = Vec::new();
                if let Some(v) = self.body.operands(self.op).next() {
                    let ls = self.leaves(self.body.value_type(v))?;
                    for (l, x) in ls.iter().zip(self.get(v)?) {
                        out.push(match l.scalar {
                            Scalar::Int(w) => self.zx(x, w),
                            _ => x,
                        });
                    }
                }
                self.b.ins().return_(&out);
                Ok(())
            }
            "unreachable" => {
                self.b.ins().trap(TrapCode::unwrap_user(1));
                Ok(())
            }
            _ => Err(self.unsupported()),
        }
    }
}
