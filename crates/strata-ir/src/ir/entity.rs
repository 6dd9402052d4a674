//! Typed indices of the entities stored in a [`Body`](super::Body).
//!
//! In debug builds every id also records the body that created it (a
//! [`BodyTag`]), and the body's accessors panic with a clear message when
//! an id of another body is used with it, even when its index is in range.
//! In release builds the tag is a zero-sized type: ids stay four bytes and
//! the check compiles away.

use std::fmt;
use std::num::NonZeroU32;

/// The identity of the [`Body`](super::Body) that created an id; unique per
/// body in debug builds (a clone shares its original's tag).
#[cfg(debug_assertions)]
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub(crate) struct BodyTag(u32);

/// The identity of the [`Body`](super::Body) that created an id; zero-sized
/// in release builds.
#[cfg(not(debug_assertions))]
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub(crate) struct BodyTag;

impl BodyTag {
    /// A tag no other body has (debug builds).
    #[cfg(debug_assertions)]
    pub(crate) fn fresh() -> Self {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(1);
        BodyTag(NEXT.fetch_add(1, Ordering::Relaxed))
    }

    /// The (zero-sized) tag of release builds.
    #[cfg(not(debug_assertions))]
    #[inline]
    pub(crate) fn fresh() -> Self {
        BodyTag
    }
}

/// Panics for an id used with a body other than the one that created it.
#[cfg(debug_assertions)]
#[cold]
#[track_caller]
fn foreign(id: &dyn fmt::Debug, owner: BodyTag, user: BodyTag) -> ! {
    panic!(
        "{id:?} does not belong to this Body: it was created by body #{} and used with body #{} (an id was used with a body other than the one that created it)",
        owner.0, user.0
    )
}

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(NonZeroU32, BodyTag);

        impl $name {
            /// The entity at position `index` of the table of the body
            /// tagged `body`.
            #[inline]
            pub(crate) fn from_index(index: usize, body: BodyTag) -> Self {
                match u32::try_from(index + 1).ok().and_then(NonZeroU32::new) {
                    Some(n) => $name(n, body),
                    None => panic!("IR arena overflow: more than 2^32 entities"),
                }
            }

            /// The position of the entity in its table.
            #[inline]
            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }

            /// The position of the entity in the table of the body tagged
            /// `body`; in debug builds, panics naming the id if another
            /// body created it.
            #[inline]
            #[track_caller]
            pub(crate) fn at(self, body: BodyTag) -> usize {
                #[cfg(debug_assertions)]
                if self.1 != body {
                    foreign(&self, self.1, body);
                }
                #[cfg(not(debug_assertions))]
                let _ = body;
                self.index()
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.index())
            }
        }
    };
}

entity!(
    /// An operation.
    OpId,
    "op"
);
entity!(
    /// A block.
    BlockId,
    "block"
);
entity!(
    /// A region.
    RegionId,
    "region"
);
entity!(
    /// An SSA value: an operation result or a block argument.
    Value,
    "v"
);
entity!(
    /// One operand slot of an operation (a use of a value).
    OperandId,
    "use"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_four_bytes_with_a_niche_in_release() {
        #[cfg(not(debug_assertions))]
        assert_eq!(std::mem::size_of::<Option<OpId>>(), 4);
        assert_eq!(
            std::mem::size_of::<Option<Value>>(),
            std::mem::size_of::<Value>()
        );
    }
}
