//! Conversion of the property dictionary written in generic form
//! (`<{...}>`) into a declared op's properties: each entry must have the
//! attribute kind its property stores, checked in name order, then the
//! segment sizes.

use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::context::Context;
use strata_ir::dialect::OpDef;

/// Checks the entries of `props` against the declaration of `def`; the
/// error is upstream's reason (without the `invalid properties` prefix).
pub fn convert_properties(def: &OpDef, ctx: &Context, props: Attribute) -> Result<(), String> {
    let Some(ods) = crate::ods_op(def) else {
        return Ok(());
    };
    let entries = props.dict_entries(ctx);
    let value_of = |name: &str| {
        entries
            .iter()
            .find(|e| e.name.as_str(ctx) == name)
            .map(|e| e.value)
    };
    let mut attrs: Vec<_> = ods.spec.attrs.iter().collect();
    attrs.sort_by_key(|a| a.name);
    for attr in attrs {
        if let Some(value) = value_of(attr.name)
            && !attr.constraint.storage_accepts(ctx, value)
        {
            return Err(format!(
                "Invalid attribute `{}` in property conversion: {}",
                attr.name,
                strata_asm::attr_to_string(ctx, value)
            ));
        }
    }
    for segments in ["operandSegmentSizes", "resultSegmentSizes"] {
        if def.is_inherent(segments)
            && let Some(value) = value_of(segments)
            && !matches!(value.kind(ctx), AttrKind::DenseArray { element, .. } if element.is_signless_int(ctx, 32))
        {
            return Err("expected DenseI32ArrayAttr for key `value`".into());
        }
    }
    Ok(())
}
