//! `composite-fixed-point-pass`: runs an inner pipeline on the operation
//! again and again until the operation no longer changes, warning when it
//! has not settled after `max-iterations` extra runs.

use strata_asm::{PrintFlags, op_to_string};
use strata_ir::{Body, Context, Diagnostic, OpId};
use strata_pass::{
    Instrumentation, OpPassManager, Pass, PassContext, PassOptionInfo, PassRegistration,
    PassResult, RunOptions, parse_int_option, parse_pipeline,
};

/// The composite fixed point pass.
#[derive(Clone)]
pub struct CompositeFixedPoint {
    name: String,
    pipeline_text: String,
    pipeline: OpPassManager,
    max_iterations: i64,
}

impl Default for CompositeFixedPoint {
    fn default() -> Self {
        CompositeFixedPoint {
            name: "CompositeFixedPointPass".to_string(),
            pipeline_text: String::new(),
            pipeline: OpPassManager::new(None),
            max_iterations: 10,
        }
    }
}

const OPTIONS: &[PassOptionInfo] = &[
    PassOptionInfo {
        name: "name",
        kind: "string",
        description: "Composite pass display name",
    },
    PassOptionInfo {
        name: "pipeline",
        kind: "string",
        description: "Composite pass inner pipeline",
    },
    PassOptionInfo {
        name: "max-iterations",
        kind: "int",
        description: "Maximum number of iterations if inner pipeline",
    },
];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "composite-fixed-point-pass",
    summary: "Composite fixed point pass",
    options: OPTIONS,
    create: || Box::new(CompositeFixedPoint::default()),
};

impl Pass for CompositeFixedPoint {
    fn argument(&self) -> &'static str {
        "composite-fixed-point-pass"
    }

    fn name(&self) -> &'static str {
        "CompositeFixedPointPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "name" => self.name = value.to_string(),
            "pipeline" => {
                let text = value.trim();
                self.pipeline = parse_pipeline(&format!("any({text})"), &super::registry())
                    .map_err(|e| format!("{e}\nFailed to parse composite pass pipeline"))?;
                self.pipeline_text = text.to_string();
            }
            "max-iterations" => {
                let v = parse_int_option(name, value)?;
                if v <= 0 {
                    return Err(format!("Invalid maxIterations value: {v}"));
                }
                self.max_iterations = v;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        format!(
            "max-iterations={} name={} pipeline={}",
            self.max_iterations, self.name, self.pipeline_text
        )
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let instrumentation = Instrumentation::default();
        let opts = RunOptions {
            verify_each: false,
            threading: cx.threading,
            instrumentation: &instrumentation,
        };
        let fingerprint = |body: &Body| {
            let flags = PrintFlags {
                generic: true,
                debug_info: true,
                ..PrintFlags::default()
            };
            op_to_string(ctx, body, op, flags)
        };
        let mut before = fingerprint(body);
        let mut iteration = 0;
        loop {
            self.pipeline.run(ctx, opts, body, op, "")?;
            if iteration >= self.max_iterations {
                ctx.emit(self.not_converged(ctx, body, op));
                return Ok(());
            }
            iteration += 1;
            let after = fingerprint(body);
            if after == before {
                return Ok(());
            }
            before = after;
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl CompositeFixedPoint {
    /// The warning that the pipeline did not reach a fixed point on `op`,
    /// with the "see current operation" note when the context asks for it.
    fn not_converged(&self, ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
        let loc = body.op_loc(op);
        let mut d = Diagnostic::warning(
            loc,
            format!(
                "Composite pass \"{}\"+ didn't converge in {} iterations",
                self.name, self.max_iterations
            ),
        );
        if ctx.prints_op_on_diagnostic() {
            let text = op_to_string(ctx, body, op, PrintFlags::default());
            d.attach_note(loc, format!("see current operation: \n{text}"));
        }
        d
    }
}
