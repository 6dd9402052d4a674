//! Typed classes of the `ub` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`ub.poison`: a poison value of any type."]
    pub PoisonOp = "ub.poison" {
        result result = "result";
        attr value = "value";
    }
}

strata_ir::op_class! {
    #[doc = "`ub.unreachable`: marks a point control flow never reaches."]
    pub UnreachableOp = "ub.unreachable" {
    }
}
