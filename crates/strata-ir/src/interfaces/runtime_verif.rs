//! Run-time checks of what an operation's verifier cannot know statically
//! (`--generate-runtime-verification`, upstream's
//! `RuntimeVerifiableOpInterface`).

use crate::context::Context;
use crate::ir::{Body, OpId};

/// Builds the text of one failed check of an operation: it receives the
/// description of the violated condition (`"out-of-bounds access"`) and
/// returns the full message the generated assertion carries.
pub type RuntimeErrorMessage<'a> = dyn Fn(&str) -> String + 'a;

/// An operation whose undefined-behaviour conditions can be checked at run
/// time.
pub trait RuntimeVerifiableOpInterface: Send + Sync {
    /// Inserts next to `op` (in `body`) the operations computing each
    /// condition and an assertion of it, located at `op`'s location, with
    /// the message `message` builds for the condition.
    fn generate_runtime_verification(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        message: &RuntimeErrorMessage<'_>,
    );
}
