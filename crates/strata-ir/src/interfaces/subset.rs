//! SubsetOpInterface: operations that read a subset of a tensor
//! (extraction) or write a subset into a tensor (insertion), consulted by
//! `loop-invariant-subset-hoisting`.

use crate::context::Context;
use crate::ir::{Body, OpId, Value};

/// One offset, size or stride of a slice: a constant or an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SliceIndex {
    /// A compile-time constant.
    Static(i64),
    /// A value known at run time.
    Value(Value),
}

/// The hyperrectangular region of a tensor an operation accesses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HyperrectangularSlice {
    /// The offset of each dimension.
    pub offsets: Vec<SliceIndex>,
    /// The size of each dimension.
    pub sizes: Vec<SliceIndex>,
    /// The stride of each dimension.
    pub strides: Vec<SliceIndex>,
}

/// Whether a subset operation reads or writes its subset, with the
/// positions of the operands involved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubsetRole {
    /// Reads a subset of operand `source` into its single result.
    Extraction {
        /// The tensor read from.
        source: usize,
    },
    /// Writes operand `source` into a subset of operand `destination`; for
    /// destination-style ops result 0 is the updated destination.
    Insertion {
        /// The value written.
        source: usize,
        /// The tensor written into.
        destination: usize,
        /// True if the op has pure tensor semantics and result 0 is the
        /// updated destination (upstream's DestinationStyleOpInterface).
        destination_style: bool,
    },
}

/// An operation that accesses a subset of a tensor.
pub trait SubsetOpInterface: Send + Sync {
    /// Extraction or insertion, with its operand positions.
    fn role(&self, ctx: &Context, body: &Body, op: OpId) -> SubsetRole;

    /// The accessed slice of the tensor container, if it is hyperrectangular.
    fn accessed_slice(&self, ctx: &Context, body: &Body, op: OpId)
    -> Option<HyperrectangularSlice>;
}

impl SubsetRole {
    /// The operand holding the tensor the subset belongs to (the source of
    /// an extraction, the destination of an insertion).
    pub fn container(self) -> usize {
        match self {
            SubsetRole::Extraction { source } => source,
            SubsetRole::Insertion { destination, .. } => destination,
        }
    }
}
