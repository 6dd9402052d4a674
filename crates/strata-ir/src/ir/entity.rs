//! Typed indices of the entities stored in a [`Body`](super::Body).

use std::fmt;
use std::num::NonZeroU32;

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(NonZeroU32);

        impl $name {
            /// The entity at position `index` of its table.
            #[inline]
            pub(crate) fn from_index(index: usize) -> Self {
                match u32::try_from(index + 1).ok().and_then(NonZeroU32::new) {
                    Some(n) => $name(n),
                    None => panic!("IR arena overflow: more than 2^32 entities"),
                }
            }

            /// The position of the entity in its table.
            #[inline]
            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
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
