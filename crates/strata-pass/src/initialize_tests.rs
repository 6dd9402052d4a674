//! `Pass::initialize` runs before the pipeline, so runs (and the copies
//! made for other threads) see the state it prepared.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use strata_ir::{Body, Context, OpId};

use crate::{
    Instrumentation, OpPassManager, Pass, PassContext, PassFailure, PassResult, RunOptions,
};

/// Counts its initializations; fails when run uninitialized.
#[derive(Clone)]
struct Prepared {
    inits: Arc<AtomicUsize>,
    state: Option<Arc<u32>>,
}

impl Pass for Prepared {
    fn argument(&self) -> &'static str {
        "prepared"
    }

    fn name(&self) -> &'static str {
        "Prepared"
    }

    fn initialize(&mut self, _ctx: &Context) {
        self.inits.fetch_add(1, Relaxed);
        self.state = Some(Arc::new(7));
    }

    fn run(&mut self, _cx: &PassContext<'_>, _body: &mut Body, _op: OpId) -> PassResult {
        match self.state {
            Some(_) => Ok(()),
            None => Err(PassFailure),
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

#[test]
fn passes_are_initialized_before_running() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let parsed = strata_asm::parse_source_str(&ctx, "\"demo.a\"() : () -> ()", "demo.mlir");
    let Ok(mut m) = parsed else {
        panic!("the input parses");
    };
    let inits = Arc::new(AtomicUsize::new(0));
    let mut pm = OpPassManager::new(Some("builtin.module".into()));
    pm.add_pass(Box::new(Prepared {
        inits: inits.clone(),
        state: None,
    }));
    let instrumentation = Instrumentation::default();
    let opts = RunOptions {
        verify_each: true,
        threading: true,
        instrumentation: &instrumentation,
    };
    assert_eq!(pm.run(&ctx, opts, &mut m.body, m.ops[0], ""), Ok(()));
    assert_eq!(inits.load(Relaxed), 1);
}
