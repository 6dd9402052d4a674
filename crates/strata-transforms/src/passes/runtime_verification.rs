//! `generate-runtime-verification`: asks every operation implementing
//! `RuntimeVerifiableOpInterface` to insert run-time checks of the
//! conditions it leaves undefined (`cf.assert`s).
//!
//! The operations are gathered (and their messages, which print the
//! operation as the input names its values, are built) before any check
//! is inserted, so the checks themselves are never verified.

use strata_asm::{PrintFlags, ScopedOpPrinter, attr_to_string};
use strata_ir::interfaces::RuntimeVerifiableOpInterface;
use strata_ir::{Body, Context, Diagnostic, OpId, RegionId};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult, parse_int_option,
};

/// The runtime verification pass.
#[derive(Clone)]
pub struct GenerateRuntimeVerification {
    verbose_level: u64,
}

impl Default for GenerateRuntimeVerification {
    fn default() -> Self {
        GenerateRuntimeVerification { verbose_level: 1 }
    }
}

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "verbose-level",
    kind: "uint",
    description: "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)",
}];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "generate-runtime-verification",
    summary: "Generate additional runtime op verification checks",
    options: OPTIONS,
    create: || Box::new(GenerateRuntimeVerification::default()),
};

impl Pass for GenerateRuntimeVerification {
    fn argument(&self) -> &'static str {
        "generate-runtime-verification"
    }

    fn name(&self) -> &'static str {
        "GenerateRuntimeVerification"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "verbose-level" => {
                self.verbose_level = u64::try_from(parse_int_option(name, value)?)
                    .map_err(|_| format!("'{value}' value invalid for uint argument!"))?;
                Ok(())
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }

    fn option_string(&self) -> String {
        format!("verbose-level={}", self.verbose_level)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        if self.verbose_level > 1 {
            cx.ctx.emit(Diagnostic::error(
                body.op_loc(op),
                "generate-runtime-verification pass: set verboseLevel to 0 or 1",
            ));
            return Err(PassFailure);
        }
        let detailed = self.verbose_level == 1;
        match body.take_isolated_body(op) {
            Some(mut inner) => {
                let names = detailed.then(|| scope_printer(cx.ctx, body, op));
                let roots = inner.root_regions().to_vec();
                verify_regions(cx.ctx, &mut inner, &roots, names.as_ref());
                body.set_isolated_body(op, inner);
            }
            None => {
                let names = detailed.then(|| scope_printer(cx.ctx, body, op));
                let regions = body.local_regions(op).to_vec();
                verify_regions(cx.ctx, body, &regions, names.as_ref());
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// How messages print an operation: as upstream, in its custom form with
/// `{...}` for its regions and aliases inline.
fn scope_printer(ctx: &Context, body: &Body, scope: OpId) -> ScopedOpPrinter {
    let flags = PrintFlags {
        skip_regions: true,
        ..PrintFlags::default()
    };
    ScopedOpPrinter::new(ctx, body, scope, flags)
}

/// Generates the checks of the verifiable operations of `regions` (and of
/// the isolated bodies nested there); `names` prints operations for the
/// messages (none: messages give only the location).
fn verify_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    names: Option<&ScopedOpPrinter>,
) {
    let mut verifiable = Vec::new();
    let mut isolated = Vec::new();
    for &r in regions {
        collect(ctx, body, r, &mut verifiable, &mut isolated);
    }
    for op in isolated {
        let nested = names.map(|_| scope_printer(ctx, body, op));
        if let Some(mut inner) = body.take_isolated_body(op) {
            let roots = inner.root_regions().to_vec();
            strata_ir::stack::grow(|| verify_regions(ctx, &mut inner, &roots, nested.as_ref()));
            body.set_isolated_body(op, inner);
        }
    }
    let prefixes: Vec<Option<String>> = verifiable
        .iter()
        .map(|&op| message_prefix(ctx, body, op, names))
        .collect();
    for (op, prefix) in verifiable.into_iter().zip(prefixes) {
        let Some(iface) = body
            .op_name(op)
            .interface::<dyn RuntimeVerifiableOpInterface>(ctx)
        else {
            continue;
        };
        let location = attr_to_string(ctx, body.op_loc(op).0);
        let message = |what: &str| match &prefix {
            Some(text) => format!(
                "ERROR: Runtime op verification failed\n{text}\n^ {what}\nLocation: {location}"
            ),
            None => {
                format!("ERROR: Runtime op verification failed\n^ {what}\nLocation: {location}")
            }
        };
        iface.generate_runtime_verification(ctx, body, op, &message);
    }
}

/// The printed operation a message quotes, when messages are detailed.
fn message_prefix(
    ctx: &Context,
    body: &Body,
    op: OpId,
    names: Option<&ScopedOpPrinter>,
) -> Option<String> {
    names.map(|n| n.print(ctx, body, op))
}

/// Collects, in post-order, the verifiable operations of `region` (within
/// this body) and the isolated operations whose bodies hold more.
fn collect(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    verifiable: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if body.isolated_body(op).is_some() {
                isolated.push(op);
                continue;
            }
            for &r in body.local_regions(op) {
                strata_ir::stack::grow(|| collect(ctx, body, r, verifiable, isolated));
            }
            if body
                .op_name(op)
                .interface::<dyn RuntimeVerifiableOpInterface>(ctx)
                .is_some()
            {
                verifiable.push(op);
            }
        }
    }
}
