//! Typed classes of the arith ops most often created or matched from Rust
//! (`arith::AddIOp`); a misspelt class is a compile error. Each has
//! accessors named after its declaration (`op.lhs(ctx, body)`,
//! `op.predicate(ctx, body)`).

macro_rules! classes {
    ($($class:ident = $name:literal { $($acc:tt)* }),* $(,)?) => {
        $(strata_ir::op_class!(
            #[doc = concat!("`", $name, "`.")]
            pub $class = $name { $($acc)* }
        );)*
    };
}

classes! {
    ConstantOp = "arith.constant" { attr value = "value"; result result = "result"; },
    AddIOp = "arith.addi" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr overflow_flags = "overflowFlags";
    },
    SubIOp = "arith.subi" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr overflow_flags = "overflowFlags";
    },
    MulIOp = "arith.muli" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr overflow_flags = "overflowFlags";
    },
    DivSIOp = "arith.divsi" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    DivUIOp = "arith.divui" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    RemSIOp = "arith.remsi" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    RemUIOp = "arith.remui" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    AndIOp = "arith.andi" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    OrIOp = "arith.ori" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    XOrIOp = "arith.xori" { operand lhs = "lhs"; operand rhs = "rhs"; result result = "result"; },
    AddFOp = "arith.addf" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr fastmath = "fastmath";
    },
    SubFOp = "arith.subf" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr fastmath = "fastmath";
    },
    MulFOp = "arith.mulf" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr fastmath = "fastmath";
    },
    DivFOp = "arith.divf" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr fastmath = "fastmath";
    },
    NegFOp = "arith.negf" {
        operand operand = "operand"; result result = "result"; attr fastmath = "fastmath";
    },
    CmpIOp = "arith.cmpi" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr predicate = "predicate";
    },
    CmpFOp = "arith.cmpf" {
        operand lhs = "lhs"; operand rhs = "rhs"; result result = "result";
        attr predicate = "predicate"; attr fastmath = "fastmath";
    },
    SelectOp = "arith.select" {
        operand condition = "condition"; operand true_value = "true_value";
        operand false_value = "false_value"; result result = "result";
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accessors_match_the_declarations() {
        let d = crate::dialect().expect("valid declarations");
        let classes: [(&str, &[(&str, &str)]); 19] = [
            (ConstantOp::NAME, ConstantOp::ACCESSORS),
            (AddIOp::NAME, AddIOp::ACCESSORS),
            (SubIOp::NAME, SubIOp::ACCESSORS),
            (MulIOp::NAME, MulIOp::ACCESSORS),
            (DivSIOp::NAME, DivSIOp::ACCESSORS),
            (DivUIOp::NAME, DivUIOp::ACCESSORS),
            (RemSIOp::NAME, RemSIOp::ACCESSORS),
            (RemUIOp::NAME, RemUIOp::ACCESSORS),
            (AndIOp::NAME, AndIOp::ACCESSORS),
            (OrIOp::NAME, OrIOp::ACCESSORS),
            (XOrIOp::NAME, XOrIOp::ACCESSORS),
            (AddFOp::NAME, AddFOp::ACCESSORS),
            (SubFOp::NAME, SubFOp::ACCESSORS),
            (MulFOp::NAME, MulFOp::ACCESSORS),
            (DivFOp::NAME, DivFOp::ACCESSORS),
            (NegFOp::NAME, NegFOp::ACCESSORS),
            (CmpIOp::NAME, CmpIOp::ACCESSORS),
            (CmpFOp::NAME, CmpFOp::ACCESSORS),
            (SelectOp::NAME, SelectOp::ACCESSORS),
        ];
        for (name, accessors) in classes {
            let def = d
                .ops
                .iter()
                .find(|o| &*o.name == name)
                .expect("declared op");
            assert_eq!(
                strata_ods::check_accessors(def, accessors),
                Ok(()),
                "{name}"
            );
        }
    }

    #[test]
    fn accessors_read_operands_and_attributes() {
        let ctx = strata_ir::Context::new();
        ctx.register_dialect(crate::dialect().expect("valid declarations"));
        ctx.allow_unregistered_dialects(true);
        let src = "%a = \"demo.v\"() : () -> i32\n%b = \"demo.v\"() : () -> i32\n\
                   %c = arith.cmpi slt, %a, %b : i32\n%s = arith.select %c, %a, %b : i32";
        let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
        let body = parsed
            .body
            .isolated_body(parsed.ops[0])
            .expect("the module body");
        let block = body
            .root_regions()
            .first()
            .and_then(|r| body.entry_block(*r));
        let ops: Vec<strata_ir::OpId> = block
            .map(|b| body.block_ops(b).collect())
            .unwrap_or_default();
        let (a, b) = (body.result(ops[0], 0), body.result(ops[1], 0));
        let cmp = body.dyn_cast::<CmpIOp>(&ctx, ops[2]).expect("a comparison");
        assert_eq!((cmp.lhs(&ctx, body), cmp.rhs(&ctx, body)), (a, b));
        let predicate = cmp
            .predicate(&ctx, body)
            .and_then(|p| p.int_value(&ctx).cloned());
        assert_eq!(predicate.map(|p| p.zext_value()), Some(2));
        let select = body.dyn_cast::<SelectOp>(&ctx, ops[3]).expect("a select");
        assert_eq!(select.condition(&ctx, body), cmp.result(&ctx, body));
        assert_eq!(select.false_value(&ctx, body), b);
    }
}
