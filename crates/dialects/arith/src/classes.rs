//! Typed classes of the arith ops most often created or matched from Rust
//! (`arith::AddIOp`); a misspelt class is a compile error.

macro_rules! classes {
    ($($class:ident = $name:literal),* $(,)?) => {
        $(strata_ir::op_class!(
            #[doc = concat!("`", $name, "`.")]
            pub $class = $name
        );)*
    };
}

classes! {
    ConstantOp = "arith.constant",
    AddIOp = "arith.addi",
    SubIOp = "arith.subi",
    MulIOp = "arith.muli",
    DivSIOp = "arith.divsi",
    DivUIOp = "arith.divui",
    RemSIOp = "arith.remsi",
    RemUIOp = "arith.remui",
    AndIOp = "arith.andi",
    OrIOp = "arith.ori",
    XOrIOp = "arith.xori",
    AddFOp = "arith.addf",
    SubFOp = "arith.subf",
    MulFOp = "arith.mulf",
    DivFOp = "arith.divf",
    NegFOp = "arith.negf",
    CmpIOp = "arith.cmpi",
    CmpFOp = "arith.cmpf",
    SelectOp = "arith.select",
}
