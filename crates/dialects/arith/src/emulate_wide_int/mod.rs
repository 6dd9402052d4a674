//! `arith-emulate-wide-int`: integers twice as wide as the widest the
//! target supports (`widest-int-supported`, N bits) are emulated with
//! vectors of two N-bit halves, low half first: `i2N` becomes
//! `vector<2xiN>` and `vector<...xi2N>` becomes `vector<...x2xiN>`, in
//! arith ops, constants, function signatures, calls, returns and
//! `vector.print`. A partial dialect conversion, as upstream's: an arith
//! op on wide integers that no pattern emulates fails the pass.

mod build;
mod converter;
mod patterns;

use std::sync::Arc;

use strata_ir::{Body, OpId};
use strata_pass::{Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult};
use strata_rewrite::conversion::func::{
    are_types_legal, is_function_legal, populate_call_conversion,
    populate_function_signature_conversion, populate_return_conversion,
};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionTarget, FrozenConversionPatterns, apply_partial_conversion,
};

/// The wide-integer emulation pass.
#[derive(Clone)]
pub struct EmulateWideInt {
    /// The widest integer type the target supports, in bits.
    widest_int_supported: u32,
}

impl Default for EmulateWideInt {
    fn default() -> Self {
        EmulateWideInt {
            widest_int_supported: 32,
        }
    }
}

/// The registry entry of `arith-emulate-wide-int`.
pub const ARITH_EMULATE_WIDE_INT: PassRegistration = PassRegistration {
    argument: "arith-emulate-wide-int",
    summary: "Emulate 2*N-bit integer operations using N-bit operations",
    options: &[PassOptionInfo {
        name: "widest-int-supported",
        kind: "uint",
        description: "Widest integer type supported by the target",
    }],
    create: || Box::new(EmulateWideInt::default()),
};

impl Pass for EmulateWideInt {
    fn argument(&self) -> &'static str {
        "arith-emulate-wide-int"
    }

    fn name(&self) -> &'static str {
        "ArithEmulateWideInt"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "widest-int-supported" => {
                self.widest_int_supported = value.trim().parse().map_err(|_| {
                    format!("Invalid argument '{value}' for option 'widest-int-supported'")
                })?;
                Ok(())
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }

    fn option_string(&self) -> String {
        format!("widest-int-supported={}", self.widest_int_supported)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let width = self.widest_int_supported;
        // Upstream fails without a diagnostic on a width it cannot split.
        if !width.is_power_of_two() || width < 2 {
            return Err(PassFailure);
        }
        let ctx = cx.ctx;
        let converter = Arc::new(converter::type_converter(width));
        let target = legality(&converter);
        let mut set = ConversionPatternSet::new();
        patterns::populate(&mut set, &converter, width);
        populate_function_signature_conversion(&mut set, "func.func", &converter);
        populate_call_conversion(&mut set, "func.call", &converter);
        populate_return_conversion(&mut set, "func.return", &converter);
        let patterns = FrozenConversionPatterns::new(ctx, set);
        apply_partial_conversion(ctx, body, op, &target, &patterns)
            .map(|_| ())
            .map_err(|_| PassFailure)
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Functions with a legal signature, calls, returns, `vector.print` and
/// arith ops on legal types are legal; the rest of `vector` is legal.
fn legality(converter: &Arc<strata_rewrite::conversion::TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialects(&["vector"]);
    let c = converter.clone();
    target.add_dynamically_legal_op("func.func", move |ctx, body, op| {
        Some(is_function_legal(ctx, body, op, &c))
    });
    for name in ["func.call", "func.return", "vector.print"] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ctx, body, op| {
            Some(are_types_legal(ctx, body, op, &c))
        });
    }
    let c = converter.clone();
    target.add_dynamically_legal_dialect("arith", move |ctx, body, op| {
        Some(are_types_legal(ctx, body, op, &c))
    });
    target
}
