//! The atomic instructions (`atomicrmw`, `cmpxchg`, `fence`, atomic
//! `load`/`store`) and `llvm.assume` with operand bundles.

use strata_dialect_llvm::enums::{ATOMIC_BIN_OP, ATOMIC_ORDERING};
use strata_dialect_llvm::types as lt;
use strata_ir::{Type, TypeKind, Value};
use strata_ods::dense_i32_values;

use super::{FnWriter, Res};

impl FnWriter<'_> {
    /// ` syncscope("s") ordering` of an atomic op, from its `attr` ordering.
    fn ordering(&self, attr: &str) -> Res<String> {
        let ordering = ATOMIC_ORDERING
            .stringify(self.int_attr(attr))
            .ok_or_else(|| self.fail())?;
        Ok(format!("{}{ordering}", self.syncscope()))
    }

    fn syncscope(&self) -> String {
        match self.attr("syncscope").and_then(|a| a.str_value(self.ctx)) {
            Some(s) => format!("syncscope(\"{s}\") "),
            None => String::new(),
        }
    }

    /// `, align N`: the op's alignment, else the natural alignment of `t`
    /// (as LLVM's default data layout gives it to scalars).
    fn atomic_align(&self, t: Type) -> String {
        if self.attr("alignment").is_some() {
            return self.align();
        }
        let ctx = self.ctx;
        let bits = match t.kind(ctx) {
            _ if lt::ptr_address_space(ctx, t).is_some() => Some(64),
            TypeKind::Integer { width, .. } => Some(u64::from(*width)),
            TypeKind::Float(s) => Some(u64::from(s.bit_width())),
            _ => None,
        };
        match bits.map(|b| b.div_ceil(8).next_power_of_two()) {
            Some(bytes) => format!(", align {bytes}"),
            None => String::new(),
        }
    }

    fn flag(&self, attr: &str, keyword: &str) -> String {
        if self.attr(attr).is_some() {
            format!("{keyword} ")
        } else {
            String::new()
        }
    }

    /// `atomicrmw [volatile] op ptr %p, T %v [syncscope] ordering, align N`.
    pub(super) fn atomicrmw(&mut self) -> Res<()> {
        let kind = ATOMIC_BIN_OP
            .stringify(self.int_attr("bin_op"))
            .ok_or_else(|| self.fail())?;
        let kind = kind.trim_start_matches('_').to_string();
        let v = self.flag("volatile_", "volatile");
        let p = self.typed(self.operand(0)?)?;
        let val = self.operand(1)?;
        let a = self.typed(val)?;
        let ordering = self.ordering("ordering")?;
        let align = self.atomic_align(self.body.value_type(val));
        self.define(format!("atomicrmw {v}{kind} {p}, {a} {ordering}{align}"))
    }

    /// `cmpxchg [weak] [volatile] ptr %p, T %c, T %v [syncscope] s f, align N`.
    pub(super) fn cmpxchg(&mut self) -> Res<()> {
        let weak = self.flag("weak", "weak");
        let v = self.flag("volatile_", "volatile");
        let p = self.typed(self.operand(0)?)?;
        let c = self.typed(self.operand(1)?)?;
        let val = self.operand(2)?;
        let n = self.typed(val)?;
        let success = self.ordering("success_ordering")?;
        let failure = ATOMIC_ORDERING
            .stringify(self.int_attr("failure_ordering"))
            .ok_or_else(|| self.fail())?;
        let align = self.atomic_align(self.body.value_type(val));
        self.define(format!(
            "cmpxchg {weak}{v}{p}, {c}, {n} {success} {failure}{align}"
        ))
    }

    /// `fence [syncscope] ordering`.
    pub(super) fn fence(&mut self) -> Res<()> {
        let ordering = self.ordering("ordering")?;
        self.out.push_str(&format!("  fence {ordering}\n"));
        Ok(())
    }

    /// A load or store: `load [atomic] [volatile] T, ptr %p [sync] ord, align`.
    pub(super) fn access(&mut self, store: bool) -> Res<()> {
        let atomic = self.int_attr("ordering") != 0;
        let mut prefix = String::new();
        if atomic {
            prefix.push_str("atomic ");
        }
        prefix.push_str(&self.flag("volatile_", "volatile"));
        let ordering = if atomic {
            format!(" {}", self.ordering("ordering")?)
        } else {
            String::new()
        };
        let align = self.align();
        if store {
            let a = self.typed(self.operand(0)?)?;
            let p = self.typed(self.operand(1)?)?;
            self.out
                .push_str(&format!("  store {prefix}{a}, {p}{ordering}{align}\n"));
            Ok(())
        } else {
            let t = self.result_type()?;
            let p = self.typed(self.operand(0)?)?;
            self.define(format!("load {prefix}{t}, {p}{ordering}{align}"))
        }
    }

    /// `call void @llvm.assume(i1 %c) [ "tag"(T %v, ...), ... ]`.
    pub(super) fn assume(&mut self) -> Res<()> {
        let ctx = self.ctx;
        let operands: Vec<Value> = self.body.operands(self.op).collect();
        let (cond, rest) = operands.split_first().ok_or_else(|| self.fail())?;
        let c = self.typed(*cond)?;
        let sizes = self
            .attr("op_bundle_sizes")
            .and_then(|a| dense_i32_values(ctx, a))
            .unwrap_or_default();
        let tags: Vec<String> = self
            .attr("op_bundle_tags")
            .and_then(|a| a.array_elements(ctx).map(<[_]>::to_vec))
            .unwrap_or_default()
            .iter()
            .filter_map(|t| t.str_value(ctx).map(str::to_string))
            .collect();
        let mut bundles = Vec::new();
        let mut next = 0usize;
        for (tag, size) in tags.iter().zip(sizes) {
            let n = usize::try_from(size).map_err(|_| self.fail())?;
            let group = rest.get(next..next + n).ok_or_else(|| self.fail())?;
            next += n;
            let mut args = Vec::new();
            for v in group {
                args.push(self.typed(*v)?);
            }
            bundles.push(format!("\"{tag}\"({})", args.join(", ")));
        }
        self.w
            .declarations
            .entry("llvm.assume".to_string())
            .or_insert_with(|| "declare void @llvm.assume(i1)".to_string());
        let b = if bundles.is_empty() {
            String::new()
        } else {
            format!(" [ {} ]", bundles.join(", "))
        };
        self.out
            .push_str(&format!("  call void @llvm.assume({c}){b}\n"));
        Ok(())
    }
}
