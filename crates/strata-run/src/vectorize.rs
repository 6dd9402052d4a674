//! Vectorization of innermost unit-stride `f32`/`f64` loops on Cranelift IR
//! (Cranelift has no loop vectorizer). A loop qualifies when its header
//! `H(iv)` only compares `iv` with a loop-invariant bound (`slt`/`sge`)
//! and branches to a single-block body that ends with `jump H(iv + 1)`,
//! and the body holds only integer address arithmetic, loads and stores
//! of one float type at `size * iv + invariant` bytes, and lane-wise
//! arithmetic of that type.
//!
//! The loop's entry edge is redirected to a check block that compares
//! every store's address with every other access's (a distance under one
//! 16-byte vector would make lanes depend on each other), then to a copy
//! of the loop on 128-bit vectors (4 `f32` or 2 `f64` lanes), unrolled
//! four times, that runs while four vectors' worth of iterations remain;
//! the original scalar loop runs the rest (or everything, when the check
//! fails). Each access's address is `base + iv * size` with a `base`
//! computed once in the check block, so every copy of the body addresses
//! memory as `[base + viv * size + copy * 16]`: one scaled index for all
//! accesses and no address arithmetic per copy.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::Offset32;
use cranelift_codegen::ir::{
    Block, BlockArg, Function, Inst, InstBuilder, InstructionData, MemFlagsData, Opcode, Type,
    Value, ValueDef, types,
};
use rustc_hash::{FxHashMap, FxHashSet};

/// Bytes of one vector (Cranelift's 128-bit SIMD types).
const VECTOR_BYTES: i64 = 16;
/// Vector copies of the body per vector-loop iteration.
const UNROLL: i64 = 4;

/// Vectorizes every qualifying loop of `func`; returns how many.
pub fn vectorize_loops(func: &mut Function) -> usize {
    let preds = predecessors(func);
    let used = used_values(func);
    let headers: Vec<Block> = func.layout.blocks().collect();
    let mut done = 0;
    for h in headers {
        if let Some(l) = analyze(func, &preds, &used, h) {
            rewrite(func, &l);
            done += 1;
        }
    }
    done
}

/// A loop recognized by [`analyze`].
struct Loop {
    header: Block,
    body: Block,
    /// The branch entering the loop.
    entry: Inst,
    iv: Value,
    bound: Value,
    /// The float type of every access and operation.
    elem: Type,
    /// Addresses of loads and stores (true for stores), in body order.
    accesses: Vec<(Value, bool)>,
}

fn predecessors(func: &Function) -> FxHashMap<Block, Vec<Inst>> {
    let mut preds: FxHashMap<Block, Vec<Inst>> = FxHashMap::default();
    for b in func.layout.blocks() {
        let Some(term) = func.layout.last_inst(b) else {
            continue;
        };
        let data = &func.dfg.insts[term];
        for call in data.branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables) {
            preds
                .entry(call.block(&func.dfg.value_lists))
                .or_default()
                .push(term);
        }
    }
    preds
}

fn def_block(func: &Function, v: Value) -> Option<Block> {
    match func.dfg.value_def(v) {
        ValueDef::Result(inst, _) => func.layout.inst_block(inst),
        ValueDef::Param(b, _) => Some(b),
        _ => None,
    }
}

fn iconst_of(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.value_def(v) {
        ValueDef::Result(inst, _) => match func.dfg.insts[inst] {
            InstructionData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => Some(imm.bits()),
            _ => None,
        },
        _ => None,
    }
}

/// The non-alias value arguments of the block call `i` of branch `term`.
fn call_args(func: &Function, term: Inst, i: usize) -> Option<(Block, Vec<Value>)> {
    let data = &func.dfg.insts[term];
    let call = data
        .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
        .get(i)?;
    let args = call
        .args(&func.dfg.value_lists)
        .map(|a| match a {
            BlockArg::Value(v) => Some(func.dfg.resolve_aliases(v)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((call.block(&func.dfg.value_lists), args))
}

fn analyze(
    func: &Function,
    preds: &FxHashMap<Block, Vec<Inst>>,
    used: &FxHashSet<Value>,
    h: Block,
) -> Option<Loop> {
    let params = func.dfg.block_params(h);
    if params.len() != 1 || func.dfg.value_type(params[0]) != types::I64 {
        return None;
    }
    let iv = params[0];
    let term = func.layout.last_inst(h)?;
    let InstructionData::Brif { arg, .. } = func.dfg.insts[term] else {
        return None;
    };
    let cond = func.dfg.resolve_aliases(arg);
    let ValueDef::Result(cmp, _) = func.dfg.value_def(cond) else {
        return None;
    };
    let InstructionData::IntCompare { cond: cc, args, .. } = func.dfg.insts[cmp] else {
        return None;
    };
    let (a, bound) = (
        func.dfg.resolve_aliases(args[0]),
        func.dfg.resolve_aliases(args[1]),
    );
    let taken = match cc {
        IntCC::SignedLessThan => 0,
        IntCC::SignedGreaterThanOrEqual => 1,
        _ => return None,
    };
    let (body, body_args) = call_args(func, term, taken)?;
    let (exit, _) = call_args(func, term, 1 - taken)?;
    if a != iv || !body_args.is_empty() || body == h || exit == h || body == exit {
        return None;
    }
    let outside = |v: Value| def_block(func, v).is_some_and(|b| b != h && b != body);
    if !outside(bound) {
        return None;
    }
    // Only the compare and the branch in the header (unused compares aside).
    for inst in func.layout.block_insts(h) {
        if inst != term && inst != cmp && !is_unused_pure(func, used, inst) {
            return None;
        }
    }
    let hp = preds.get(&h)?;
    let bp = preds.get(&body)?;
    if hp.len() != 2 || bp.len() != 1 {
        return None;
    }
    let back = func.layout.last_inst(body)?;
    let entry = *hp.iter().find(|i| **i != back)?;
    if !hp.contains(&back) || func.layout.inst_block(entry) == Some(body) {
        return None;
    }
    let (target, next) = match func.dfg.insts[back] {
        InstructionData::Jump { .. } => call_args(func, back, 0)?,
        _ => return None,
    };
    if target != h || next.len() != 1 {
        return None;
    }
    // iv + 1 feeds the back edge.
    let ValueDef::Result(step, _) = func.dfg.value_def(next[0]) else {
        return None;
    };
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args: sargs,
    } = func.dfg.insts[step]
    else {
        return None;
    };
    let (s0, s1) = (
        func.dfg.resolve_aliases(sargs[0]),
        func.dfg.resolve_aliases(sargs[1]),
    );
    let one = |v: Value| iconst_of(func, v) == Some(1);
    if !((s0 == iv && one(s1)) || (s1 == iv && one(s0))) {
        return None;
    }
    // Every body instruction: coefficient of iv for integers, one float type.
    let mut elem: Option<Type> = None;
    let mut same = |t: Type| -> bool {
        if !matches!(t, types::F32 | types::F64) {
            return false;
        }
        *elem.get_or_insert(t) == t
    };
    let mut coef: FxHashMap<Value, Option<i64>> = FxHashMap::default();
    let coef_of = |coef: &FxHashMap<Value, Option<i64>>, v: Value| -> Option<i64> {
        if v == iv {
            Some(1)
        } else if outside(v) {
            Some(0)
        } else {
            coef.get(&v).copied().flatten()
        }
    };
    let mut accesses = Vec::new();
    for inst in func.layout.block_insts(body) {
        if inst == back {
            break;
        }
        let data = &func.dfg.insts[inst];
        let args: Vec<Value> = func
            .dfg
            .inst_args(inst)
            .iter()
            .map(|v| func.dfg.resolve_aliases(*v))
            .collect();
        let res = func.dfg.inst_results(inst).first().copied();
        match data.opcode() {
            Opcode::Iconst => {
                coef.insert(res?, Some(0));
            }
            Opcode::Iadd | Opcode::Isub | Opcode::Imul => {
                let (x, y) = (coef_of(&coef, args[0]), coef_of(&coef, args[1]));
                let c = match data.opcode() {
                    Opcode::Iadd => x.zip(y).and_then(|(x, y)| x.checked_add(y)),
                    Opcode::Isub => x.zip(y).and_then(|(x, y)| x.checked_sub(y)),
                    _ => {
                        let kx = iconst_of(func, args[0]);
                        let ky = iconst_of(func, args[1]);
                        match (x, y, kx, ky) {
                            (Some(0), Some(0), _, _) => Some(0),
                            (Some(x), _, _, Some(k)) => x.checked_mul(k),
                            (_, Some(y), Some(k), _) => y.checked_mul(k),
                            _ => None,
                        }
                    }
                };
                if func.dfg.value_type(res?) != types::I64 {
                    return None;
                }
                coef.insert(res?, c);
            }
            Opcode::Load if same(func.dfg.value_type(res?)) => {
                let size = i64::from(func.dfg.value_type(res?).bytes());
                if coef_of(&coef, args[0]) != Some(size) {
                    return None;
                }
                accesses.push((args[0], false));
            }
            Opcode::Store if same(func.dfg.value_type(args[0])) => {
                let size = i64::from(func.dfg.value_type(args[0]).bytes());
                if coef_of(&coef, args[1]) != Some(size) {
                    return None;
                }
                accesses.push((args[1], true));
            }
            op if lane_wise(op) => {
                if !same(func.dfg.value_type(res?)) {
                    return None;
                }
            }
            _ => return None,
        }
    }
    // Integers may only feed addresses and integer arithmetic.
    for inst in func.layout.block_insts(body) {
        let op = func.dfg.insts[inst].opcode();
        let float_op = !matches!(
            op,
            Opcode::Iconst
                | Opcode::Iadd
                | Opcode::Isub
                | Opcode::Imul
                | Opcode::Load
                | Opcode::Store
                | Opcode::Jump
        );
        if float_op
            && func
                .dfg
                .inst_args(inst)
                .iter()
                .any(|v| Some(func.dfg.value_type(*v)) != elem)
        {
            return None;
        }
    }
    if !accesses.iter().any(|a| a.1) {
        return None;
    }
    Some(Loop {
        header: h,
        body,
        entry,
        iv,
        bound,
        elem: elem?,
        accesses,
    })
}

fn is_unused_pure(func: &Function, used: &FxHashSet<Value>, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    matches!(op, Opcode::Icmp | Opcode::Iconst)
        && func
            .dfg
            .inst_results(inst)
            .iter()
            .all(|r| !used.contains(r))
}

/// Every value some instruction of `func` uses (aliases resolved).
fn used_values(func: &Function) -> FxHashSet<Value> {
    let mut used = FxHashSet::default();
    for b in func.layout.blocks() {
        for i in func.layout.block_insts(b) {
            used.extend(func.dfg.inst_values(i).map(|a| func.dfg.resolve_aliases(a)));
        }
    }
    used
}

/// Re-emits the integer computation of `v` (from the body) at `cur` with
/// the induction variable replaced by `iv`.
fn clone_int(
    cur: &mut FuncCursor,
    l: &Loop,
    iv: Value,
    v: Value,
    memo: &mut FxHashMap<Value, Value>,
) -> Value {
    if v == l.iv {
        return iv;
    }
    if let Some(m) = memo.get(&v) {
        return *m;
    }
    let ValueDef::Result(inst, _) = cur.func.dfg.value_def(v) else {
        return v;
    };
    if cur.func.layout.inst_block(inst) != Some(l.body) {
        return v;
    }
    let data = cur.func.dfg.insts[inst];
    let r = match data {
        InstructionData::UnaryImm { imm, .. } => cur.ins().iconst(types::I64, imm.bits()),
        InstructionData::Binary { opcode, args } => {
            let x = cur.func.dfg.resolve_aliases(args[0]);
            let y = cur.func.dfg.resolve_aliases(args[1]);
            let x = clone_int(cur, l, iv, x, memo);
            let y = clone_int(cur, l, iv, y, memo);
            match opcode {
                Opcode::Iadd => cur.ins().iadd(x, y),
                Opcode::Isub => cur.ins().isub(x, y),
                _ => cur.ins().imul(x, y),
            }
        }
        _ => v,
    };
    memo.insert(v, r);
    r
}

fn rewrite(func: &mut Function, l: &Loop) {
    let check = func.dfg.make_block();
    let vhead = func.dfg.make_block();
    let vbody = func.dfg.make_block();
    let iv0 = func.dfg.append_block_param(check, types::I64);
    let viv = func.dfg.append_block_param(vhead, types::I64);
    func.layout.insert_block(check, l.header);
    func.layout.insert_block(vhead, l.header);
    func.layout.insert_block(vbody, l.header);
    // The entry edge goes to the check block with the same argument.
    {
        let dfg = &mut func.dfg;
        let data = &mut dfg.insts[l.entry];
        for call in data.branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables) {
            if call.block(&dfg.value_lists) == l.header {
                call.set_block(check, &mut dfg.value_lists);
            }
        }
    }
    let mut cur = FuncCursor::new(func).at_bottom(check);
    // No store may be 1 to 3 elements away from another access.
    let mut memo = FxHashMap::default();
    let addrs: Vec<(Value, bool)> = l
        .accesses
        .iter()
        .map(|(a, s)| (clone_int(&mut cur, l, iv0, *a, &mut memo), *s))
        .collect();
    // Each access's address is `base + iv * size` with a loop-invariant
    // `base`, which the vector loop addresses as `[base + viv * size]`.
    let size = i64::from(l.elem.bytes());
    let shift = size.trailing_zeros();
    let scaled0 = cur.ins().ishl_imm_s(iv0, i64::from(shift));
    let mut bases = FxHashMap::default();
    for ((orig, _), (addr, _)) in l.accesses.iter().zip(&addrs) {
        if !bases.contains_key(orig) {
            let base = cur.ins().isub(*addr, scaled0);
            bases.insert(*orig, base);
        }
    }
    let mut ok = cur.ins().iconst(types::I8, 1);
    for (i, (x, xs)) in addrs.iter().enumerate() {
        for (y, ys) in addrs.iter().skip(i + 1) {
            if !xs && !ys {
                continue;
            }
            let d = cur.ins().isub(*x, *y);
            let ad = cur.ins().iabs(d);
            let near = cur.ins().iadd_imm_s(ad, -1);
            let far =
                cur.ins()
                    .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, near, VECTOR_BYTES - 1);
            ok = cur.ins().band(ok, far);
        }
    }
    // The vector loop runs while iv <= bound - step (when that does not wrap).
    let lanes = VECTOR_BYTES / i64::from(l.elem.bytes());
    let step = lanes * UNROLL;
    let last = cur.ins().iadd_imm_s(l.bound, -step);
    let fits = cur.ins().icmp(IntCC::SignedLessThan, last, l.bound);
    let ok = cur.ins().band(ok, fits);
    let bad = cur.ins().icmp_imm_u(IntCC::Equal, ok, 0);
    cur.ins().brif(
        bad,
        l.header,
        &[BlockArg::Value(iv0)],
        vhead,
        &[BlockArg::Value(iv0)],
    );
    cur.goto_bottom(vhead);
    let stop = cur.ins().icmp(IntCC::SignedGreaterThan, viv, last);
    cur.ins()
        .brif(stop, l.header, &[BlockArg::Value(viv)], vbody, &[]);
    // Vector body: UNROLL copies, `lanes` iterations each.
    cur.goto_bottom(vbody);
    let body_insts: Vec<Inst> = cur.func.layout.block_insts(l.body).collect();
    let scaled = cur.ins().ishl_imm_s(viv, i64::from(shift));
    for u in 0..UNROLL {
        let at = Addressing {
            bases: &bases,
            scaled,
            offset: u * VECTOR_BYTES,
        };
        vector_copy(&mut cur, l, &body_insts, &at);
    }
    let next = cur.ins().iadd_imm_s(viv, step);
    cur.ins().jump(vhead, &[BlockArg::Value(next)]);
}

/// How one vector copy of the body addresses memory: the access with
/// original address `a` reads `bases[a] + scaled + offset`.
struct Addressing<'a> {
    bases: &'a FxHashMap<Value, Value>,
    /// The vector loop's induction variable times the element size.
    scaled: Value,
    /// Bytes from the copy's first iteration to the vector loop's.
    offset: i64,
}

impl Addressing<'_> {
    /// The address and immediate offset of an access at `addr + offset`.
    fn of(&self, cur: &mut FuncCursor, addr: Value, offset: Offset32) -> (Value, Offset32) {
        let base = self.bases.get(&addr).copied().unwrap_or(addr);
        let a = cur.ins().iadd(base, self.scaled);
        match i32::try_from(i64::from(offset) + self.offset) {
            Ok(o) => (a, Offset32::new(o)),
            Err(_) => (cur.ins().iadd_imm_s(a, self.offset), offset),
        }
    }
}

/// Emits one vector-wide copy of the body's loads, stores and arithmetic.
fn vector_copy(cur: &mut FuncCursor, l: &Loop, body_insts: &[Inst], at: &Addressing) {
    let mut lanes: FxHashMap<Value, Value> = FxHashMap::default();
    for &inst in body_insts {
        let data = cur.func.dfg.insts[inst];
        match data {
            InstructionData::Load { offset, arg, .. } => {
                let a = cur.func.dfg.resolve_aliases(arg);
                let (a, offset) = at.of(cur, a, offset);
                let v = cur
                    .ins()
                    .load(vector_type(l), MemFlagsData::new(), a, offset);
                lanes.insert(cur.func.dfg.first_result(inst), v);
            }
            InstructionData::Store { offset, args, .. } => {
                let x = cur.func.dfg.resolve_aliases(args[0]);
                let x = vector_of(cur, l, &lanes, x);
                let a = cur.func.dfg.resolve_aliases(args[1]);
                let (a, offset) = at.of(cur, a, offset);
                cur.ins().store(MemFlagsData::new(), x, a, offset);
            }
            InstructionData::Binary { opcode, args } if lane_wise(opcode) => {
                let x = cur.func.dfg.resolve_aliases(args[0]);
                let y = cur.func.dfg.resolve_aliases(args[1]);
                let x = vector_of(cur, l, &lanes, x);
                let y = vector_of(cur, l, &lanes, y);
                let v = match opcode {
                    Opcode::Fadd => cur.ins().fadd(x, y),
                    Opcode::Fsub => cur.ins().fsub(x, y),
                    Opcode::Fmul => cur.ins().fmul(x, y),
                    Opcode::Fdiv => cur.ins().fdiv(x, y),
                    Opcode::Fmin => cur.ins().fmin(x, y),
                    _ => cur.ins().fmax(x, y),
                };
                lanes.insert(cur.func.dfg.first_result(inst), v);
            }
            InstructionData::Unary { opcode, arg } if lane_wise(opcode) => {
                let x = cur.func.dfg.resolve_aliases(arg);
                let x = vector_of(cur, l, &lanes, x);
                let v = match opcode {
                    Opcode::Fneg => cur.ins().fneg(x),
                    Opcode::Fabs => cur.ins().fabs(x),
                    _ => cur.ins().sqrt(x),
                };
                lanes.insert(cur.func.dfg.first_result(inst), v);
            }
            _ => {}
        }
    }
}

/// The vector value of `v`: its vector copy, or a splat of a scalar.
fn vector_of(cur: &mut FuncCursor, l: &Loop, lanes: &FxHashMap<Value, Value>, v: Value) -> Value {
    match lanes.get(&v) {
        Some(x) => *x,
        None => cur.ins().splat(vector_type(l), v),
    }
}

/// The 128-bit vector of the loop's float type.
fn vector_type(l: &Loop) -> Type {
    if l.elem == types::F64 {
        types::F64X2
    } else {
        types::F32X4
    }
}

/// The float opcodes the vectorizer applies lane by lane.
fn lane_wise(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Fadd
            | Opcode::Fsub
            | Opcode::Fmul
            | Opcode::Fdiv
            | Opcode::Fmin
            | Opcode::Fmax
            | Opcode::Fneg
            | Opcode::Fabs
            | Opcode::Sqrt
    )
}
