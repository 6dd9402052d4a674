//! Interned identifiers: operation, attribute, dialect and symbol names.

use std::fmt;
use std::num::NonZeroU32;

use crate::context::Context;
use crate::interner::hash_key;

/// An interned string. Two identifiers are equal exactly when their text is,
/// so comparing and hashing them is a single integer operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ident(pub(crate) NonZeroU32);

impl Ident {
    /// Interns `text` in `ctx`.
    pub fn new(ctx: &Context, text: &str) -> Ident {
        let hash = hash_key(text);
        Ident(
            ctx.idents
                .intern_with(hash, |stored| &**stored == text, || text.into()),
        )
    }

    /// The text of the identifier.
    pub fn as_str(self, ctx: &Context) -> &str {
        ctx.idents.get(self.0)
    }
}

impl fmt::Debug for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ident({})", self.0)
    }
}
