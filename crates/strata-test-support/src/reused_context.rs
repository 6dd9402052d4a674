//! A context reused by many fuzz inputs. Creating a context and registering
//! every dialect costs far more than checking most inputs, so the fuzz
//! oracles keep one per role (reading the input, re-reading what was
//! printed) and lend it to each input.
//!
//! What a module leaves in a context and that could change how the next
//! one reads, folds or prints (`dense_resource` blobs, `external_resources`
//! groups) is forgotten before each loan. Interned types, attributes and
//! names only grow, and never change a result: the context is replaced
//! after [`LOANS_PER_CONTEXT`] loans, which bounds its size.

use std::cell::RefCell;

use strata_ir::Context;

/// How many loans a context serves before a new one replaces it.
pub const LOANS_PER_CONTEXT: u32 = 2000;

/// A context made by `make`, lent out by [`ReusedContext::with`].
pub struct ReusedContext {
    make: fn() -> Context,
    current: RefCell<Option<(Context, u32)>>,
}

impl ReusedContext {
    /// A reused context that `make` creates (on first use, and again
    /// every [`LOANS_PER_CONTEXT`] loans).
    pub const fn new(make: fn() -> Context) -> ReusedContext {
        ReusedContext {
            make,
            current: RefCell::new(None),
        }
    }

    /// Runs `f` on the context, with no resource a previous loan left.
    pub fn with<R>(&self, f: impl FnOnce(&Context) -> R) -> R {
        let mut current = self.current.borrow_mut();
        if current
            .as_ref()
            .is_some_and(|(_, loans)| *loans >= LOANS_PER_CONTEXT)
        {
            *current = None;
        }
        let (ctx, loans) = current.get_or_insert_with(|| ((self.make)(), 0));
        *loans += 1;
        ctx.clear_resources();
        f(ctx)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU32, Ordering};

    use strata_ir::Ident;
    use strata_ir::context::ResourceBlob;

    use super::*;

    static MADE: AtomicU32 = AtomicU32::new(0);

    fn counted() -> Context {
        MADE.fetch_add(1, Ordering::Relaxed);
        Context::new()
    }

    #[test]
    fn loans_forget_resources_and_renew_the_context() {
        let shared = ReusedContext::new(counted);
        let key = shared.with(|ctx| {
            let key = Ident::new(ctx, "blob");
            let blob = ResourceBlob {
                alignment: 1,
                data: vec![1u8].into(),
            };
            ctx.set_resource(key, blob);
            ctx.add_external_resources("group", vec![("k".into(), "v".into())]);
            key
        });
        shared.with(|ctx| {
            assert!(ctx.resource(key).is_none());
            assert!(ctx.external_resources().is_empty());
        });
        assert_eq!(MADE.load(Ordering::Relaxed), 1);
        for _ in 2..LOANS_PER_CONTEXT {
            shared.with(|_| ());
        }
        assert_eq!(MADE.load(Ordering::Relaxed), 1);
        shared.with(|_| ());
        assert_eq!(MADE.load(Ordering::Relaxed), 2);
    }
}
