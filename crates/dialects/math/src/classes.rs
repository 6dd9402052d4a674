//! Typed classes of the `math` ops, generated from their declarations by
//! `strata_ods::classes::render_op_classes`; do not edit (regenerate with
//! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).

strata_ir::op_class! {
    #[doc = "`math.absf`: absolute value of a float."]
    pub AbsFOp = "math.absf" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.absi`: absolute value of a signed integer."]
    pub AbsIOp = "math.absi" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`math.acos`: arc cosine."]
    pub AcosOp = "math.acos" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.acosh`: inverse hyperbolic cosine."]
    pub AcoshOp = "math.acosh" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.asin`: arc sine."]
    pub AsinOp = "math.asin" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.asinh`: inverse hyperbolic sine."]
    pub AsinhOp = "math.asinh" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.atan`: arc tangent."]
    pub AtanOp = "math.atan" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.atan2`: arc tangent of lhs / rhs, using both signs for the quadrant."]
    pub Atan2Op = "math.atan2" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.atanh`: inverse hyperbolic tangent."]
    pub AtanhOp = "math.atanh" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.cbrt`: cube root."]
    pub CbrtOp = "math.cbrt" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.ceil`: rounds up to an integral value."]
    pub CeilOp = "math.ceil" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.clampf`: clamps a float into [min, max]."]
    pub ClampFOp = "math.clampf" {
        operand value = "value";
        operand min = "min";
        operand max = "max";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.copysign`: magnitude of lhs with the sign of rhs."]
    pub CopySignOp = "math.copysign" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.cos`: cosine."]
    pub CosOp = "math.cos" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.cosh`: hyperbolic cosine."]
    pub CoshOp = "math.cosh" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.ctlz`: number of leading zero bits."]
    pub CountLeadingZerosOp = "math.ctlz" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`math.ctpop`: number of set bits."]
    pub CtPopOp = "math.ctpop" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`math.cttz`: number of trailing zero bits."]
    pub CountTrailingZerosOp = "math.cttz" {
        operand operand = "operand";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`math.erf`: error function."]
    pub ErfOp = "math.erf" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.erfc`: complementary error function (1 - erf)."]
    pub ErfcOp = "math.erfc" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.exp`: e raised to the operand."]
    pub ExpOp = "math.exp" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.exp2`: 2 raised to the operand."]
    pub Exp2Op = "math.exp2" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.expm1`: e raised to the operand, minus one."]
    pub ExpM1Op = "math.expm1" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.floor`: rounds down to an integral value."]
    pub FloorOp = "math.floor" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.fma`: fused multiply-add a * b + c with one rounding."]
    pub FmaOp = "math.fma" {
        operand a = "a";
        operand b = "b";
        operand c = "c";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.fpowi`: float raised to a signed integer power."]
    pub FPowIOp = "math.fpowi" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.ipowi`: signed integer raised to a signed integer power."]
    pub IPowIOp = "math.ipowi" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
    }
}

strata_ir::op_class! {
    #[doc = "`math.isfinite`: whether a float is neither infinite nor NaN."]
    pub IsFiniteOp = "math.isfinite" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.isinf`: whether a float is infinite."]
    pub IsInfOp = "math.isinf" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.isnan`: whether a float is NaN."]
    pub IsNaNOp = "math.isnan" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.isnormal`: whether a float is normal (not zero, subnormal, infinite or NaN)."]
    pub IsNormalOp = "math.isnormal" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.log`: natural logarithm."]
    pub LogOp = "math.log" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.log10`: base-10 logarithm."]
    pub Log10Op = "math.log10" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.log1p`: natural logarithm of one plus the operand."]
    pub Log1pOp = "math.log1p" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.log2`: base-2 logarithm."]
    pub Log2Op = "math.log2" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.powf`: lhs raised to the float power rhs."]
    pub PowFOp = "math.powf" {
        operand lhs = "lhs";
        operand rhs = "rhs";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.round`: rounds to the nearest integral value, halfway cases away from zero."]
    pub RoundOp = "math.round" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.roundeven`: rounds to the nearest integral value, halfway cases to even."]
    pub RoundEvenOp = "math.roundeven" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.rsqrt`: one over the square root."]
    pub RsqrtOp = "math.rsqrt" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.sin`: sine."]
    pub SinOp = "math.sin" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.sincos`: sine and cosine of one value."]
    pub SinCosOp = "math.sincos" {
        operand operand = "operand";
        result sin = "sin";
        result cos = "cos";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.sinh`: hyperbolic sine."]
    pub SinhOp = "math.sinh" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.sqrt`: square root."]
    pub SqrtOp = "math.sqrt" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.tan`: tangent."]
    pub TanOp = "math.tan" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.tanh`: hyperbolic tangent."]
    pub TanhOp = "math.tanh" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}

strata_ir::op_class! {
    #[doc = "`math.trunc`: rounds toward zero to an integral value."]
    pub TruncOp = "math.trunc" {
        operand operand = "operand";
        result result = "result";
        attr fastmath = "fastmath";
    }
}
