//! How the arguments of a block (or a function signature) are remapped by
//! a type conversion.

use smallvec::SmallVec;
use strata_ir::{Type, Value};

/// Where an original argument goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To `len` new arguments starting at `start` (none: dropped).
    Args {
        /// Index of the first new argument.
        start: usize,
        /// Number of new arguments.
        len: usize,
    },
    /// To an existing value; no new argument.
    Value(Value),
}

/// The remapping of a signature: for each original argument, the new
/// arguments (or value) replacing it, and the list of new argument types.
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    inputs: Vec<Option<InputMapping>>,
    converted: SmallVec<[Type; 4]>,
}

impl SignatureConversion {
    /// A conversion of a signature with `num_original` arguments, none mapped yet.
    pub fn new(num_original: usize) -> Self {
        SignatureConversion {
            inputs: vec![None; num_original],
            converted: SmallVec::new(),
        }
    }

    /// Number of original arguments.
    pub fn num_original(&self) -> usize {
        self.inputs.len()
    }

    /// Maps original argument `index` to new arguments of `types` (appended).
    pub fn add_inputs(&mut self, index: usize, types: &[Type]) {
        let start = self.converted.len();
        self.converted.extend_from_slice(types);
        self.inputs[index] = Some(InputMapping::Args {
            start,
            len: types.len(),
        });
    }

    /// Appends new arguments that replace no original argument.
    pub fn append_inputs(&mut self, types: &[Type]) {
        self.converted.extend_from_slice(types);
    }

    /// Replaces original argument `index` by `value` instead of a new argument.
    pub fn remap_input(&mut self, index: usize, value: Value) {
        self.inputs[index] = Some(InputMapping::Value(value));
    }

    /// The new argument types.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }

    /// Where original argument `index` goes (`None` if unmapped: dropped).
    pub fn input_mapping(&self, index: usize) -> Option<InputMapping> {
        self.inputs.get(index).copied().flatten()
    }
}
