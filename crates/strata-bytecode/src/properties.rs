//! How the properties of a registered operation are laid out in bytecode.
//!
//! Upstream's generated `writeProperties` writes the inherent attributes
//! sorted by name (required ones as attribute references, optional and
//! default-valued ones as optional references), then the operand and
//! result segment sizes (a sparse integer array from version 6, a dense
//! `i32` array attribute before). The layout is derived from each op's own
//! declaration, so every dialect crate provides its encoding by declaring
//! its ops; the bytecode crate names no operation.

use strata_ir::{Context, OperationName};

/// One field of an operation's properties, in encoding order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PropSlot {
    /// An inherent attribute; `required` ones are never absent.
    Attr {
        /// The attribute name.
        name: Box<str>,
        /// True unless optional or default-valued.
        required: bool,
    },
    /// `operandSegmentSizes`, with one entry per operand group.
    OperandSegments(usize),
    /// `resultSegmentSizes`, with one entry per result group.
    ResultSegments(usize),
}

/// The name of the operand segment sizes property.
pub const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
/// The name of the result segment sizes property.
pub const RESULT_SEGMENTS: &str = "resultSegmentSizes";

/// The property layout of a registered operation, or `None` if the
/// operation stores no properties (or is not registered).
pub fn layout(ctx: &Context, name: OperationName) -> Option<Vec<PropSlot>> {
    let def = name.def(ctx)?;
    let mut slots: Vec<PropSlot> = Vec::new();
    match strata_ods::ods_op(def) {
        Some(ods) => {
            let spec = &ods.spec;
            let mut attrs: Vec<_> = spec.attrs.iter().collect();
            attrs.sort_by(|a, b| a.name.cmp(b.name));
            for a in attrs {
                slots.push(PropSlot::Attr {
                    name: a.name.into(),
                    required: !a.optional && a.default.is_none(),
                });
            }
            if spec.needs_operand_segments() {
                slots.push(PropSlot::OperandSegments(spec.operands.len()));
            }
            if spec.needs_result_segments() {
                slots.push(PropSlot::ResultSegments(spec.results.len()));
            }
        }
        None => {
            let mut names: Vec<&str> = def.inherent_attrs.iter().map(|n| &**n).collect();
            names.sort_unstable();
            for n in names {
                slots.push(PropSlot::Attr {
                    name: n.into(),
                    required: false,
                });
            }
        }
    }
    (!slots.is_empty()).then_some(slots)
}
