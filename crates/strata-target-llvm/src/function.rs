//! `llvm.func` as an LLVM function: signature, basic blocks with phis for
//! block arguments (edges through a fresh block when one terminator
//! reaches the same block twice, as seed 001 requires), instructions.

use std::borrow::Cow;

use rustc_hash::FxHashMap;
use strata_dialect_llvm::enums::{CCONV, FASTMATH, FCMP_PREDICATE, ICMP_PREDICATE};
use strata_dialect_llvm::types as lt;
use strata_ir::interfaces::BranchOpInterface;
use strata_ir::{Attribute, BlockId, Body, Context, Diagnostic, OpId, Type, TypeKind, Value};
use strata_ods::{dense_i32_values, dense_i64_values};

use crate::attributes::{FnAttrs, FnSite, attr_error, param_attrs};
use crate::constants::constant_text;
use crate::global::{linkage_prefix, section_suffix, symbol_name, unnamed_addr_keyword};
use crate::module_info::ModuleInfo;
use crate::types::{function_type, identified_name, intrinsic_suffix, ir_type, note_structs};
use crate::{GroupRef, ModuleWriter, untranslatable};

mod atomic;

type Res<T> = Result<T, Diagnostic>;

/// One incoming edge of a block: the predecessor label and the values.
struct Edge {
    label: String,
    values: Vec<Value>,
}

/// The IR name of a value: a numbered local or any other text (an
/// argument, a constant, a global).
enum Name {
    Local(usize),
    Text(String),
}

struct FnWriter<'a> {
    ctx: &'a Context,
    body: &'a Body,
    w: &'a mut ModuleWriter,
    /// The name of each value of the body, by value index.
    names: Vec<Option<Name>>,
    labels: FxHashMap<BlockId, String>,
    next: usize,
    out: String,
    /// The op being written, for diagnostics.
    op: OpId,
    /// The keywords of each fast-math flags attribute seen.
    fmf_texts: FxHashMap<Attribute, Cow<'static, str>>,
}

impl<'a> FnWriter<'a> {
    fn fail(&self) -> Diagnostic {
        untranslatable(self.ctx, self.body, self.op)
    }

    fn ty(&mut self, t: Type) -> Res<String> {
        self.ty_text(t).map(str::to_string)
    }

    /// The IR text of `t`, computed (and its structs noted) once per module.
    fn ty_text(&mut self, t: Type) -> Res<&str> {
        if !self.w.types.contains_key(&t) {
            self.note_structs(t);
            let text = ir_type(self.ctx, t).ok_or_else(|| self.fail())?;
            self.w.types.insert(t, text);
        }
        self.w
            .types
            .get(&t)
            .map(String::as_str)
            .ok_or_else(|| self.fail())
    }

    /// Appends the IR text of `t` to the output.
    fn push_ty(&mut self, t: Type) -> Res<()> {
        if let Some(text) = self.w.types.get(&t) {
            self.out.push_str(text);
            return Ok(());
        }
        self.ty_text(t)?;
        let text = self.w.types.get(&t).ok_or_else(|| self.fail())?;
        self.out.push_str(text);
        Ok(())
    }

    /// Appends the name of `v` to the output.
    fn push_val(&mut self, v: Value) -> Res<()> {
        match self.names.get(v.index()).and_then(Option::as_ref) {
            Some(Name::Local(n)) => {
                self.out.push_str("%v");
                push_decimal(&mut self.out, *n);
            }
            Some(Name::Text(t)) => self.out.push_str(t),
            None => return Err(self.fail()),
        }
        Ok(())
    }

    /// Appends `T name` for `v` to the output.
    fn push_typed(&mut self, v: Value) -> Res<()> {
        self.push_ty(self.body.value_type(v))?;
        self.out.push(' ');
        self.push_val(v)
    }

    /// Starts the line defining the op's single result: `  %vN = `.
    fn begin_define(&mut self) -> Res<()> {
        let r = self
            .body
            .results(self.op)
            .next()
            .ok_or_else(|| self.fail())?;
        let n = self.next;
        self.next += 1;
        self.set_name(r, Name::Local(n));
        self.out.push_str("  %v");
        push_decimal(&mut self.out, n);
        self.out.push_str(" = ");
        Ok(())
    }

    /// Registers the identified structs used in `t`.
    fn note_structs(&mut self, t: Type) {
        note_structs(self.ctx, &mut self.w.structs, t);
    }

    /// The name given to `v`, if any.
    fn name(&self, v: Value) -> Option<&Name> {
        self.names.get(v.index()).and_then(Option::as_ref)
    }

    /// Names `v`.
    fn set_name(&mut self, v: Value, name: Name) {
        let i = v.index();
        if i >= self.names.len() {
            self.names.resize_with(i + 1, || None);
        }
        self.names[i] = Some(name);
    }

    fn val(&self, v: Value) -> Res<String> {
        match self.name(v) {
            Some(Name::Local(n)) => Ok(format!("%v{n}")),
            Some(Name::Text(t)) => Ok(t.clone()),
            None => Err(self.fail()),
        }
    }

    fn typed(&mut self, v: Value) -> Res<String> {
        let t = self.ty(self.body.value_type(v))?;
        Ok(format!("{t} {}", self.val(v)?))
    }

    fn fresh(&mut self, v: Value) {
        self.set_name(v, Name::Local(self.next));
        self.next += 1;
    }

    fn operand(&self, i: usize) -> Res<Value> {
        self.body
            .operands(self.op)
            .nth(i)
            .ok_or_else(|| self.fail())
    }

    fn attr(&self, name: &str) -> Option<Attribute> {
        self.body.attr(self.ctx, self.op, name)
    }

    fn int_attr(&self, name: &str) -> i64 {
        self.attr(name)
            .and_then(|a| a.int_value(self.ctx))
            .map_or(0, |v| v.sext_value())
    }

    /// The fast-math flags, each followed by a space.
    fn fmf(&mut self) -> Cow<'static, str> {
        let Some(attr) = self.attr("fastmathFlags") else {
            return Cow::Borrowed("");
        };
        if let Some(text) = self.fmf_texts.get(&attr) {
            return text.clone();
        }
        let text = fmf_text(FASTMATH.value(self.ctx, attr).unwrap_or(0));
        self.fmf_texts.insert(attr, text.clone());
        text
    }

    /// Defines the op's single result as `rhs`.
    fn define(&mut self, rhs: String) -> Res<()> {
        self.begin_define()?;
        self.out.push_str(&rhs);
        self.out.push('\n');
        Ok(())
    }

    fn result_type(&mut self) -> Res<String> {
        let r = self
            .body
            .results(self.op)
            .next()
            .ok_or_else(|| self.fail())?;
        self.ty(self.body.value_type(r))
    }

    /// `  %vN = opcode flags T a, b`; `flags` ends with a space if not empty.
    fn binary(&mut self, opcode: &str, flags: &str) -> Res<()> {
        let (a, b) = (self.operand(0)?, self.operand(1)?);
        self.begin_define()?;
        self.out.push_str(opcode);
        self.out.push(' ');
        self.out.push_str(flags);
        self.push_typed(a)?;
        self.out.push_str(", ");
        self.push_val(b)?;
        self.out.push('\n');
        Ok(())
    }

    fn cast(&mut self, opcode: &str, flags: &str) -> Res<()> {
        let a = self.operand(0)?;
        let r = self
            .body
            .results(self.op)
            .next()
            .ok_or_else(|| self.fail())?;
        self.begin_define()?;
        self.out.push_str(opcode);
        self.out.push(' ');
        self.out.push_str(flags);
        self.push_typed(a)?;
        self.out.push_str(" to ");
        self.push_ty(self.body.value_type(r))?;
        self.out.push('\n');
        Ok(())
    }

    fn write_op(&mut self, op: OpId, edges_out: &FxHashMap<(OpId, usize), String>) -> Res<()> {
        self.op = op;
        let ctx = self.ctx;
        let name = self.body.op_name(op).as_str(ctx);
        let overflow = |w: &Self| match w.int_attr("overflowFlags") & 3 {
            1 => "nsw ",
            2 => "nuw ",
            3 => "nuw nsw ",
            _ => "",
        };
        // `kw` (ending with a space) if the unit attribute `attr` is set.
        let unit = |w: &Self, attr: &str, kw: &'static str| {
            if w.attr(attr).is_some() { kw } else { "" }
        };
        match name {
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.shl" => {
                let f = overflow(self);
                self.binary(&name[5..], f)
            }
            "llvm.udiv" | "llvm.sdiv" | "llvm.lshr" | "llvm.ashr" => {
                let f = unit(self, "isExact", "exact ");
                self.binary(&name[5..], f)
            }
            "llvm.or" => {
                let f = unit(self, "isDisjoint", "disjoint ");
                self.binary("or", f)
            }
            "llvm.urem" | "llvm.srem" | "llvm.and" | "llvm.xor" => self.binary(&name[5..], ""),
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" | "llvm.frem" => {
                let f = self.fmf();
                self.binary(&name[5..], &f)
            }
            "llvm.fneg" => {
                let f = self.fmf();
                let a = self.typed(self.operand(0)?)?;
                self.define(format!("fneg {f}{a}"))
            }
            "llvm.icmp" | "llvm.fcmp" => {
                let spec = if name == "llvm.icmp" {
                    &ICMP_PREDICATE
                } else {
                    &FCMP_PREDICATE
                };
                let p = self
                    .attr("predicate")
                    .and_then(|a| spec.value(ctx, a))
                    .and_then(|v| spec.stringify(v))
                    .ok_or_else(|| self.fail())?;
                let p = p.trim_start_matches('_');
                let f = if name == "llvm.fcmp" {
                    self.fmf()
                } else {
                    Cow::Borrowed("")
                };
                let (a, b) = (self.operand(0)?, self.operand(1)?);
                self.begin_define()?;
                self.out.push_str(&name[5..]);
                self.out.push(' ');
                self.out.push_str(&f);
                self.out.push_str(p);
                self.out.push(' ');
                self.push_typed(a)?;
                self.out.push_str(", ");
                self.push_val(b)?;
                self.out.push('\n');
                Ok(())
            }
            "llvm.trunc" => {
                let f = overflow(self);
                self.cast("trunc", f)
            }
            "llvm.zext" | "llvm.uitofp" => {
                let f = unit(self, "nonNeg", "nneg ");
                self.cast(&name[5..], f)
            }
            "llvm.sext" | "llvm.bitcast" | "llvm.addrspacecast" | "llvm.ptrtoint"
            | "llvm.inttoptr" | "llvm.fpext" | "llvm.fptrunc" | "llvm.sitofp" | "llvm.fptosi"
            | "llvm.fptoui" => self.cast(&name[5..], ""),
            "llvm.select" => {
                let f = self.fmf();
                let (c, a, b) = (self.operand(0)?, self.operand(1)?, self.operand(2)?);
                self.begin_define()?;
                self.out.push_str("select ");
                self.out.push_str(&f);
                self.push_typed(c)?;
                self.out.push_str(", ");
                self.push_typed(a)?;
                self.out.push_str(", ");
                self.push_typed(b)?;
                self.out.push('\n');
                Ok(())
            }
            "llvm.freeze" => {
                let a = self.typed(self.operand(0)?)?;
                self.define(format!("freeze {a}"))
            }
            "llvm.mlir.constant" => {
                let r = self.body.results(op).next().ok_or_else(|| self.fail())?;
                let t = self.body.value_type(r);
                self.ty(t)?;
                let text = self
                    .attr("value")
                    .and_then(|a| constant_text(ctx, a, t))
                    .ok_or_else(|| self.fail())?;
                self.set_name(r, Name::Text(text));
                Ok(())
            }
            "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
                let r = self.body.results(op).next().ok_or_else(|| self.fail())?;
                let t = self.body.value_type(r);
                self.ty(t)?;
                let text = match name {
                    "llvm.mlir.undef" => "undef",
                    "llvm.mlir.poison" => "poison",
                    _ if lt::ptr_address_space(ctx, t).is_some() => "null",
                    _ => "zeroinitializer",
                };
                self.set_name(r, Name::Text(text.to_string()));
                Ok(())
            }
            "llvm.mlir.addressof" => {
                let r = self.body.results(op).next().ok_or_else(|| self.fail())?;
                let n = self
                    .attr("global_name")
                    .and_then(|a| symbol_name(ctx, a))
                    .ok_or_else(|| self.fail())?;
                self.set_name(r, Name::Text(format!("@{}", identified_name(&n))));
                Ok(())
            }
            "llvm.alloca" => {
                let elem = self
                    .attr("elem_type")
                    .and_then(|a| a.type_value(ctx))
                    .ok_or_else(|| self.fail())?;
                let e = self.ty(elem)?;
                let n = self.typed(self.operand(0)?)?;
                let align = self.align();
                self.define(format!("alloca {e}, {n}{align}"))
            }
            "llvm.load" => self.access(false),
            "llvm.store" => self.access(true),
            "llvm.atomicrmw" => self.atomicrmw(),
            "llvm.cmpxchg" => self.cmpxchg(),
            "llvm.fence" => self.fence(),
            "llvm.intr.assume" => self.assume(),
            "llvm.getelementptr" => self.gep(),
            "llvm.extractvalue" => {
                let a = self.typed(self.operand(0)?)?;
                let pos = self.positions()?;
                self.define(format!("extractvalue {a}, {pos}"))
            }
            "llvm.insertvalue" => {
                let a = self.typed(self.operand(0)?)?;
                let v = self.typed(self.operand(1)?)?;
                let pos = self.positions()?;
                self.define(format!("insertvalue {a}, {v}, {pos}"))
            }
            "llvm.extractelement" => {
                let a = self.typed(self.operand(0)?)?;
                let i = self.typed(self.operand(1)?)?;
                self.define(format!("extractelement {a}, {i}"))
            }
            "llvm.insertelement" => {
                let a = self.typed(self.operand(0)?)?;
                let v = self.typed(self.operand(1)?)?;
                let i = self.typed(self.operand(2)?)?;
                self.define(format!("insertelement {a}, {v}, {i}"))
            }
            "llvm.shufflevector" => {
                let a = self.typed(self.operand(0)?)?;
                let b = self.typed(self.operand(1)?)?;
                let mask = self
                    .attr("mask")
                    .and_then(|m| dense_i32_values(ctx, m))
                    .ok_or_else(|| self.fail())?;
                let m: Vec<String> = mask
                    .iter()
                    .map(|i| {
                        if *i < 0 {
                            "i32 poison".to_string()
                        } else {
                            format!("i32 {i}")
                        }
                    })
                    .collect();
                self.define(format!(
                    "shufflevector {a}, {b}, <{} x i32> <{}>",
                    mask.len(),
                    m.join(", ")
                ))
            }
            "llvm.call" => self.call(),
            "llvm.call_intrinsic" => {
                let intrin = self
                    .attr("intrin")
                    .and_then(|a| a.str_value(ctx))
                    .ok_or_else(|| self.fail())?
                    .to_string();
                let args: Vec<Value> = self.body.operands(op).collect();
                self.intrinsic_call(&intrin, &args, &[])
            }
            n if n.starts_with("llvm.intr.") => self.intrinsic(n),
            "llvm.br" | "llvm.cond_br" | "llvm.switch" => self.branch(edges_out),
            "llvm.return" => {
                let s = match self.body.operands(op).next() {
                    Some(v) => format!("  ret {}\n", self.typed(v)?),
                    None => "  ret void\n".to_string(),
                };
                self.out.push_str(&s);
                Ok(())
            }
            "llvm.unreachable" => {
                self.out.push_str("  unreachable\n");
                Ok(())
            }
            _ => Err(self.fail()),
        }
    }

    fn align(&self) -> String {
        match self.attr("alignment").and_then(|a| a.int_value(self.ctx)) {
            Some(a) => format!(", align {}", a.sext_value()),
            None => String::new(),
        }
    }

    fn positions(&self) -> Res<String> {
        let pos = self
            .attr("position")
            .and_then(|a| dense_i64_values(self.ctx, a))
            .ok_or_else(|| self.fail())?;
        Ok(pos
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(", "))
    }

    fn gep(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let elem = self
            .attr("elem_type")
            .and_then(|a| a.type_value(ctx))
            .ok_or_else(|| self.fail())?;
        let e = self.ty(elem)?;
        let flags = self.int_attr("noWrapFlags");
        let mut f = String::new();
        if flags & 3 == 3 {
            f.push_str("inbounds ");
        } else if flags & 2 != 0 {
            f.push_str("nusw ");
        }
        if flags & 4 != 0 {
            f.push_str("nuw ");
        }
        let base = self.typed(self.operand(0)?)?;
        let raw = self
            .attr("rawConstantIndices")
            .and_then(|a| dense_i32_values(ctx, a))
            .ok_or_else(|| self.fail())?;
        let mut dynamic = 1;
        let mut idx = Vec::new();
        for r in raw {
            if r == strata_dialect_llvm::directives::GEP_DYNAMIC_INDEX {
                idx.push(self.typed(self.operand(dynamic)?)?);
                dynamic += 1;
            } else {
                idx.push(format!("i32 {r}"));
            }
        }
        let mut s = format!("getelementptr {f}{e}, {base}");
        for i in idx {
            s.push_str(", ");
            s.push_str(&i);
        }
        self.define(s)
    }

    fn callee_count(&self) -> usize {
        self.attr("operandSegmentSizes")
            .and_then(|a| dense_i32_values(self.ctx, a))
            .and_then(|v| v.first().copied())
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or_else(|| self.body.num_operands(self.op))
    }

    fn call(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let n = self.callee_count();
        let operands: Vec<Value> = self.body.operands(self.op).take(n).collect();
        let (callee, args) = match self.attr("callee").and_then(|a| symbol_name(ctx, a)) {
            Some(s) => (format!("@{}", identified_name(&s)), &operands[..]),
            None => {
                let f = operands.first().ok_or_else(|| self.fail())?;
                (self.val(*f)?, operands.get(1..).unwrap_or(&[]))
            }
        };
        let result = self.body.results(self.op).next();
        let ret = match result {
            Some(r) => self.ty(self.body.value_type(r))?,
            None => "void".to_string(),
        };
        let fn_ty = match self.attr("var_callee_type").and_then(|a| a.type_value(ctx)) {
            Some(t) => {
                let (r, ins, v) = lt::func_parts(ctx, t).ok_or_else(|| self.fail())?;
                function_type(ctx, r, &ins, v).ok_or_else(|| self.fail())?
            }
            None => ret.clone(),
        };
        let arg_types: Vec<Type> = args.iter().map(|v| self.body.value_type(*v)).collect();
        let result_type = result.map_or(lt::void(ctx), |r| self.body.value_type(r));
        let sig = SignatureAttrs::of(
            ctx,
            self.body,
            self.op,
            result_type,
            &arg_types,
            FnSite::Call,
        )?;
        let mut a = Vec::new();
        for ((v, t), attrs) in args.iter().zip(&arg_types).zip(&sig.params) {
            a.push(format!("{}{attrs} {}", self.ty(*t)?, self.val(*v)?));
        }
        let cconv = self
            .attr("CConv")
            .and_then(|c| CCONV.value(ctx, c))
            .filter(|v| *v != 0)
            .and_then(|v| CCONV.stringify(v))
            .map(|s| format!("{s} "))
            .unwrap_or_default();
        let tail = match self
            .attr("TailCallKind")
            .and_then(|t| strata_dialect_llvm::enums::TAIL_CALL_KIND.value(ctx, t))
        {
            Some(1) => "notail ",
            Some(2) => "tail ",
            Some(3) => "musttail ",
            _ => "",
        };
        let f = self.fmf();
        let text = format!(
            "{tail}call {f}{cconv}{}{fn_ty} {callee}({})",
            sig.result,
            a.join(", ")
        );
        match result {
            Some(_) => self.define(text)?,
            None => self.out.push_str(&format!("  {text}\n")),
        }
        if let Some(group) = sig.function.group_text() {
            // The group reference goes before the line's end.
            let at = self.out.len() - 1;
            self.w.attr_group_refs.push(GroupRef {
                at,
                group,
                call_site: true,
            });
        }
        Ok(())
    }

    fn intrinsic(&mut self, name: &str) -> Res<()> {
        let ctx = self.ctx;
        let base = format!("llvm.{}", &name["llvm.intr.".len()..]);
        let args: Vec<Value> = self.body.operands(self.op).collect();
        let result_ty = self
            .body
            .results(self.op)
            .next()
            .map(|r| self.body.value_type(r));
        let first_ty = args.first().map(|v| self.body.value_type(*v));
        let suffix = |t: Option<Type>| t.and_then(|t| intrinsic_suffix(ctx, t));
        let (full, extra): (String, Vec<String>) = match name {
            "llvm.intr.ctlz" | "llvm.intr.cttz" => {
                let flag = self.attr("is_zero_poison");
                (
                    format!("{base}.{}", suffix(result_ty).ok_or_else(|| self.fail())?),
                    vec![format!("i1 {}", bool_text(ctx, flag))],
                )
            }
            "llvm.intr.abs" => {
                let flag = self.attr("is_int_min_poison");
                (
                    format!("{base}.{}", suffix(result_ty).ok_or_else(|| self.fail())?),
                    vec![format!("i1 {}", bool_text(ctx, flag))],
                )
            }
            "llvm.intr.is.fpclass" => (
                format!("{base}.{}", suffix(first_ty).ok_or_else(|| self.fail())?),
                vec![format!("i32 {}", self.int_attr("bit"))],
            ),
            "llvm.intr.powi" => {
                let p = args.get(1).map(|v| self.body.value_type(*v));
                (
                    format!(
                        "{base}.{}.{}",
                        suffix(result_ty).ok_or_else(|| self.fail())?,
                        suffix(p).ok_or_else(|| self.fail())?
                    ),
                    vec![],
                )
            }
            "llvm.intr.memcpy" => {
                let t = |i: usize| suffix(args.get(i).map(|v| self.body.value_type(*v)));
                let (Some(d), Some(s), Some(n)) = (t(0), t(1), t(2)) else {
                    return Err(self.fail());
                };
                let flag = self.attr("isVolatile");
                (
                    format!("{base}.{d}.{s}.{n}"),
                    vec![format!("i1 {}", bool_text(ctx, flag))],
                )
            }
            "llvm.intr.prefetch" => (
                format!("{base}.{}", suffix(first_ty).ok_or_else(|| self.fail())?),
                ["rw", "hint", "cache"]
                    .iter()
                    .map(|n| format!("i32 {}", self.int_attr(n)))
                    .collect(),
            ),
            n if n.ends_with(".with.overflow") => (
                format!("{base}.{}", suffix(first_ty).ok_or_else(|| self.fail())?),
                vec![],
            ),
            n if n.starts_with("llvm.intr.experimental.constrained.") => (
                format!(
                    "{base}.{}.{}",
                    suffix(result_ty).ok_or_else(|| self.fail())?,
                    suffix(first_ty).ok_or_else(|| self.fail())?
                ),
                self.constrained_metadata()?,
            ),
            "llvm.intr.stackrestore" => (
                format!("{base}.{}", suffix(first_ty).ok_or_else(|| self.fail())?),
                vec![],
            ),
            _ => (
                format!("{base}.{}", suffix(result_ty).ok_or_else(|| self.fail())?),
                vec![],
            ),
        };
        self.intrinsic_call(&full, &args, &extra)
    }

    /// The rounding-mode (when the op has one) and exception-behavior
    /// metadata arguments of a constrained FP intrinsic.
    fn constrained_metadata(&self) -> Res<Vec<String>> {
        let mut extra = Vec::new();
        if let Some(mode) = self.body.attr(self.ctx, self.op, "roundingmode") {
            let name = match mode.int_value(self.ctx).map(|v| v.sext_value()) {
                Some(0) => "towardzero",
                Some(1) => "tonearest",
                Some(2) => "upward",
                Some(3) => "downward",
                Some(4) => "tonearestaway",
                Some(7) => "dynamic",
                _ => return Err(self.fail()),
            };
            extra.push(format!("metadata !\"round.{name}\""));
        }
        let behavior = match self.int_attr("fpExceptionBehavior") {
            0 => "ignore",
            1 => "maytrap",
            2 => "strict",
            _ => return Err(self.fail()),
        };
        extra.push(format!("metadata !\"fpexcept.{behavior}\""));
        Ok(extra)
    }

    /// `call <fmf> T @name(args, extra)` plus the declaration of `name`.
    fn intrinsic_call(&mut self, name: &str, args: &[Value], extra: &[String]) -> Res<()> {
        let result = self.body.results(self.op).next();
        let ret = result.map(|r| self.body.value_type(r));
        if !self.w.declarations.contains_key(name) {
            let ret_text = match ret {
                Some(t) => self.ty(t)?,
                None => "void".to_string(),
            };
            let mut params = Vec::with_capacity(args.len() + extra.len());
            for v in args {
                params.push(self.ty(self.body.value_type(*v))?);
            }
            for e in extra {
                params.push(e.split(' ').next().unwrap_or_default().to_string());
            }
            self.w.declarations.insert(
                name.to_string(),
                format!("declare {ret_text} @{name}({})", params.join(", ")),
            );
        }
        let f = self.fmf();
        match ret {
            Some(_) => self.begin_define()?,
            None => self.out.push_str("  "),
        }
        self.out.push_str("call ");
        self.out.push_str(&f);
        match ret {
            Some(t) => self.push_ty(t)?,
            None => self.out.push_str("void"),
        }
        self.out.push_str(" @");
        self.out.push_str(name);
        self.out.push('(');
        for (i, v) in args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.push_typed(*v)?;
        }
        for (i, e) in extra.iter().enumerate() {
            if i + args.len() > 0 {
                self.out.push_str(", ");
            }
            self.out.push_str(e);
        }
        self.out.push_str(")\n");
        Ok(())
    }

    fn branch(&mut self, edges_out: &FxHashMap<(OpId, usize), String>) -> Res<()> {
        let ctx = self.ctx;
        let op = self.op;
        let succs: Vec<BlockId> = self.body.successors(op).to_vec();
        let label = |w: &Self, i: usize| -> Res<String> {
            match edges_out.get(&(op, i)) {
                Some(l) => Ok(l.clone()),
                None => succs
                    .get(i)
                    .and_then(|b| w.labels.get(b).cloned())
                    .ok_or_else(|| w.fail()),
            }
        };
        let name = self.body.op_name(op).as_str(ctx);
        let s = match name {
            "llvm.br" => format!("  br label %{}\n", label(self, 0)?),
            "llvm.cond_br" => {
                let c = self.typed(self.operand(0)?)?;
                format!(
                    "  br {c}, label %{}, label %{}\n",
                    label(self, 0)?,
                    label(self, 1)?
                )
            }
            _ => {
                let flag = self.operand(0)?;
                let t = self.ty(self.body.value_type(flag))?;
                let v = self.val(flag)?;
                let values = case_values(ctx, self.body, op);
                let mut s = format!("  switch {t} {v}, label %{} [\n", label(self, 0)?);
                for (i, c) in values.iter().enumerate() {
                    s.push_str(&format!("    {t} {c}, label %{}\n", label(self, i + 1)?));
                }
                s.push_str("  ]\n");
                s
            }
        };
        self.out.push_str(&s);
        Ok(())
    }
}

fn bool_text(ctx: &Context, a: Option<Attribute>) -> &'static str {
    match a.and_then(|a| a.int_value(ctx)) {
        Some(v) if !v.is_zero() => "true",
        _ => "false",
    }
}

/// The case values of an `llvm.switch`, as decimal text.
fn case_values(ctx: &Context, body: &Body, op: OpId) -> Vec<String> {
    let Some(attr) = body.attr(ctx, op, "case_values") else {
        return Vec::new();
    };
    let Some(TypeKind::Vector { .. }) = attr.typed_value_type(ctx).map(|t| t.kind(ctx)) else {
        return Vec::new();
    };
    let Some(text) = constant_text(
        ctx,
        attr,
        attr.typed_value_type(ctx).unwrap_or(Type::int(ctx, 32)),
    ) else {
        return Vec::new();
    };
    text.trim_start_matches('<')
        .trim_end_matches('>')
        .split(", ")
        .filter_map(|p| p.split(' ').nth(1).map(str::to_string))
        .collect()
}

/// `unnamed_addr` after a function's parameter list, if it has it.
fn unnamed_addr_suffix(ctx: &Context, body: &Body, op: OpId) -> String {
    unnamed_addr_keyword(ctx, body, op).map_or(String::new(), |k| format!(" {k}"))
}

/// The signature attributes of a function or a call: its result's, each
/// of its parameters' (or arguments'), and its function attributes.
struct SignatureAttrs {
    /// The result's attributes, each followed by a space.
    result: String,
    /// Each parameter's attributes, each preceded by a space.
    params: Vec<String>,
    function: FnAttrs,
}

impl SignatureAttrs {
    fn of(
        ctx: &Context,
        body: &Body,
        op: OpId,
        result: Type,
        inputs: &[Type],
        site: FnSite,
    ) -> Result<Self, Diagnostic> {
        let fail = |message| attr_error(body, op, message);
        let dicts = |name| {
            body.attr(ctx, op, name)
                .and_then(|a| a.array_elements(ctx))
                .unwrap_or_default()
        };
        let arg_dicts = dicts("arg_attrs");
        let params = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| param_attrs(ctx, arg_dicts.get(i).copied(), *t))
            .collect::<Result<Vec<_>, _>>()
            .map_err(fail)?;
        // A void result has no attributes to write.
        let result = if lt::is_void(ctx, result) {
            String::new()
        } else {
            param_attrs(ctx, dicts("res_attrs").first().copied(), result).map_err(fail)?
        };
        let result = if result.is_empty() {
            result
        } else {
            format!("{} ", result.trim_start())
        };
        let function = FnAttrs::of(ctx, body, op, site).map_err(fail)?;
        Ok(SignatureAttrs {
            result,
            params,
            function,
        })
    }

    /// Writes the `; Function Attrs:` comment, the text before the group
    /// reference (`head`), notes where the reference goes, then `tail`.
    fn write_header(&self, w: &mut ModuleWriter, out: &mut String, head: &str, tail: &str) {
        if let Some(comment) = self.function.comment() {
            out.push_str(&comment);
        }
        out.push_str(head);
        if let Some(group) = self.function.group_text() {
            w.attr_group_refs.push(GroupRef {
                at: out.len(),
                group,
                call_site: false,
            });
        }
        out.push_str(tail);
    }
}

/// Writes an `llvm.func` (definition or declaration), appending to `out`
/// (whose text is unspecified on failure).
pub(crate) fn write_function(
    ctx: &Context,
    body: &Body,
    op: OpId,
    module: &ModuleInfo,
    w: &mut ModuleWriter,
    out: &mut String,
) -> Result<(), Diagnostic> {
    let fail = || untranslatable(ctx, body, op);
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op).ok_or_else(fail)?;
    let fty = body
        .attr(ctx, op, "function_type")
        .and_then(|a| a.type_value(ctx))
        .ok_or_else(fail)?;
    let (result, inputs, vararg) = lt::func_parts(ctx, fty).ok_or_else(fail)?;
    note_structs(ctx, &mut w.structs, fty);
    let inner = body.isolated_body(op);
    let entry = inner.and_then(|b| {
        b.root_regions()
            .first()
            .and_then(|r| b.region_blocks(*r).next())
    });
    let cconv = body
        .attr(ctx, op, "CConv")
        .and_then(|c| CCONV.value(ctx, c))
        .filter(|v| *v != 0)
        .and_then(|v| CCONV.stringify(v))
        .map(|s| format!("{s} "))
        .unwrap_or_default();
    let (Some(fbody), Some(entry)) = (inner, entry) else {
        let attrs = SignatureAttrs::of(ctx, body, op, result, &inputs, FnSite::Declaration)?;
        let mut params: Vec<String> = inputs
            .iter()
            .zip(&attrs.params)
            .map(|(t, a)| ir_type(ctx, *t).map(|t| format!("{t}{a}")))
            .collect::<Option<_>>()
            .ok_or_else(fail)?;
        if vararg {
            params.push("...".into());
        }
        let ret = ir_type(ctx, result).ok_or_else(fail)?;
        let head = format!(
            "declare {}{cconv}{}{ret} @{}({}){}",
            linkage_prefix(ctx, body, op),
            attrs.result,
            identified_name(name),
            params.join(", "),
            unnamed_addr_suffix(ctx, body, op),
        );
        let tail = format!(
            "{}{}\n\n",
            section_suffix(ctx, body, op, false),
            module.comdat_suffix(ctx, body, op, false)
        );
        attrs.write_header(w, out, &head, &tail);
        return Ok(());
    };
    let mut fw = FnWriter {
        ctx,
        body: fbody,
        w,
        names: std::iter::repeat_with(|| None)
            .take(fbody.value_capacity())
            .collect(),
        labels: FxHashMap::default(),
        next: 0,
        out: std::mem::take(out),
        op,
        fmf_texts: FxHashMap::default(),
    };
    // `fw` reports at body ops; the signature's errors are the function's own.
    let ret = ir_type(ctx, result).ok_or_else(fail)?;
    let attrs = SignatureAttrs::of(ctx, body, op, result, &inputs, FnSite::Definition)?;
    let mut params = Vec::new();
    for (i, a) in fbody.block_args(entry).iter().enumerate() {
        let t = ir_type(ctx, fbody.value_type(*a)).ok_or_else(fail)?;
        fw.set_name(*a, Name::Text(format!("%a{i}")));
        let param_attrs = attrs.params.get(i).map_or("", String::as_str);
        params.push(format!("{t}{param_attrs} %a{i}"));
    }
    if vararg {
        params.push("...".into());
    }
    let head = format!(
        "define {}{cconv}{}{ret} @{}({}){}",
        linkage_prefix(ctx, body, op),
        attrs.result,
        identified_name(name),
        params.join(", "),
        unnamed_addr_suffix(ctx, body, op),
    );
    let tail = format!(
        "{}{} {{\n",
        section_suffix(ctx, body, op, false),
        module.comdat_suffix(ctx, body, op, false)
    );
    attrs.write_header(fw.w, &mut fw.out, &head, &tail);
    let blocks: Vec<BlockId> = fbody
        .root_regions()
        .iter()
        .flat_map(|r| fbody.region_blocks(*r))
        .collect();
    // LLVM numbers the entry block after the arguments; name blocks by label.
    for (i, b) in blocks.iter().enumerate() {
        fw.labels.insert(*b, format!("bb{i}"));
    }
    // Incoming edges, with a fresh block for edges carrying values to a
    // successor that the same terminator reaches more than once.
    let mut incoming: FxHashMap<BlockId, Vec<Edge>> = FxHashMap::default();
    let mut edges_out: FxHashMap<(OpId, usize), String> = FxHashMap::default();
    let mut splits: FxHashMap<BlockId, Vec<(String, String)>> = FxHashMap::default();
    for (bi, b) in blocks.iter().enumerate() {
        let Some(term) = fbody.last_op(*b) else {
            continue;
        };
        let succs = fbody.successors(term).to_vec();
        let branch = fbody.op_name(term).interface::<dyn BranchOpInterface>(ctx);
        for (si, s) in succs.iter().enumerate() {
            let values: Vec<Value> = branch
                .and_then(|br| br.successor_operands(ctx, fbody, term, si))
                .map(|r| r.map(|k| fbody.operand(term, k)).collect())
                .unwrap_or_default();
            let repeated = succs.iter().filter(|x| *x == s).count() > 1;
            let pred = if repeated && !fbody.block_args(*s).is_empty() {
                let split = format!("bb{bi}.e{si}");
                let target = fw.labels.get(s).cloned().ok_or_else(fail)?;
                splits.entry(*b).or_default().push((split.clone(), target));
                edges_out.insert((term, si), split.clone());
                split
            } else {
                fw.labels.get(b).cloned().ok_or_else(fail)?
            };
            incoming.entry(*s).or_default().push(Edge {
                label: pred,
                values,
            });
        }
    }
    // Name every block argument (phis) before writing, as uses may precede defs.
    for b in blocks.iter().skip(1) {
        for a in fbody.block_args(*b).to_vec() {
            fw.fresh(a);
        }
    }
    // Each phi and where in the text its line goes.
    let mut phis: Vec<(BlockId, Value, usize)> = Vec::new();
    for (bi, b) in blocks.iter().enumerate() {
        // The entry block goes without a label, as LLVM writes it (nothing
        // branches to it).
        if bi > 0 {
            let label = fw.labels.get(b).ok_or_else(fail)?;
            fw.out.push_str(label);
            fw.out.push_str(":\n");
            for &a in fbody.block_args(*b) {
                phis.push((*b, a, fw.out.len()));
            }
        }
        for o in fbody.block_ops(*b).collect::<Vec<_>>() {
            fw.write_op(o, &edges_out)?;
        }
        for (split, target) in splits.remove(b).unwrap_or_default() {
            fw.out
                .push_str(&format!("{split}:\n  br label %{target}\n"));
        }
    }
    // Phis last: their incoming values may be defined in later blocks.
    fw.op = op;
    let mut lines = Vec::with_capacity(phis.len());
    for (b, a, _) in &phis {
        let edges = incoming.get(b).map(Vec::as_slice).unwrap_or(&[]);
        let ai = fbody
            .block_args(*b)
            .iter()
            .position(|x| x == a)
            .ok_or_else(fail)?;
        let t = fw.ty(fbody.value_type(*a)).map_err(|_| fail())?;
        let mut parts = Vec::new();
        for e in edges {
            let v = e.values.get(ai).ok_or_else(fail)?;
            parts.push(format!(
                "[ {}, %{} ]",
                fw.val(*v).map_err(|_| fail())?,
                e.label
            ));
        }
        let n = fw.val(*a).map_err(|_| fail())?;
        lines.push(format!("  {n} = phi {t} {}\n", parts.join(", ")));
    }
    let mut text = std::mem::take(&mut fw.out);
    // The text after the first phi goes back with the phi lines inserted.
    if let Some(&(_, _, first)) = phis.first() {
        let tail = text.split_off(first);
        text.reserve(tail.len() + lines.iter().map(String::len).sum::<usize>());
        for (k, (line, (_, _, at))) in lines.iter().zip(&phis).enumerate() {
            let end = phis.get(k + 1).map_or(tail.len(), |p| p.2 - first);
            text.push_str(line);
            text.push_str(tail.get(at - first..end).ok_or_else(fail)?);
        }
    }
    text.push_str("}\n\n");
    *out = text;
    Ok(())
}

/// The keywords of the fast-math flags `v`, each followed by a space.
fn fmf_text(v: i64) -> Cow<'static, str> {
    match v {
        0 => return Cow::Borrowed(""),
        127 => return Cow::Borrowed("fast "),
        _ => {}
    }
    let mut s = String::new();
    for (bit, name) in [
        (64, "reassoc"),
        (1, "nnan"),
        (2, "ninf"),
        (4, "nsz"),
        (8, "arcp"),
        (16, "contract"),
        (32, "afn"),
    ] {
        if v & bit != 0 {
            s.push_str(name);
            s.push(' ');
        }
    }
    Cow::Owned(s)
}

/// Appends `n` in decimal.
fn push_decimal(out: &mut String, n: usize) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut n = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&digits[i..]).unwrap_or_default());
}
