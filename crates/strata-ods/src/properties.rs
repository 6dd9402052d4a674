//! Parse-time checks of a declared op's properties written in generic
//! form: the dictionary `<{...}>` is converted, each entry must have the
//! attribute kind its property stores (checked in name order, then the
//! segment sizes); without one, the inherent attributes of the attribute
//! dictionary must satisfy their constraints.

use strata_asm::PropertiesConversionInterface;
use strata_ir::attributes::{AttrKind, Attribute, NamedAttr};
use strata_ir::context::Context;
use strata_ir::dialect::OpDef;

use crate::constraints::AttrSyntax;
use crate::spec::{AttrSpec, OpSpec};

/// The [`PropertiesConversionInterface`] of every declared op.
pub struct OdsProperties;

impl PropertiesConversionInterface for OdsProperties {
    fn convert_properties(
        &self,
        def: &OpDef,
        ctx: &Context,
        props: Attribute,
    ) -> Result<(), String> {
        convert_properties(def, ctx, props)
    }

    fn verify_inherent_attrs(
        &self,
        def: &OpDef,
        ctx: &Context,
        attrs: &[NamedAttr],
    ) -> Result<(), String> {
        verify_inherent_attrs(def, ctx, attrs)
    }
}

/// The declared attributes of `spec` in name order, the order upstream
/// checks them in.
fn sorted_attrs(spec: &OpSpec) -> Vec<&AttrSpec> {
    let mut attrs: Vec<&AttrSpec> = spec.attrs.iter().collect();
    attrs.sort_by_key(|a| a.name);
    attrs
}

fn value_of(ctx: &Context, entries: &[NamedAttr], name: &str) -> Option<Attribute> {
    entries
        .iter()
        .find(|e| e.name.as_str(ctx) == name)
        .map(|e| e.value)
}

/// Checks the entries of `props` against the declaration of `def`; the
/// error is upstream's reason (without the `invalid properties` prefix).
pub fn convert_properties(def: &OpDef, ctx: &Context, props: Attribute) -> Result<(), String> {
    let entries = props.dict_entries(ctx);
    let Some(ods) = crate::ods_op(def) else {
        return Ok(());
    };
    for attr in sorted_attrs(&ods.spec) {
        if let Some(value) = value_of(ctx, entries, attr.name)
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
            && let Some(value) = value_of(ctx, entries, segments)
            && !matches!(value.kind(ctx), AttrKind::DenseArray { element, .. } if element.is_signless_int(ctx, 32))
        {
            return Err("expected DenseI32ArrayAttr for key `value`".into());
        }
    }
    Ok(())
}

/// Checks the declared inherent attributes among `attrs` against their
/// full constraints, as the verifier words it (without the `'name' op `
/// prefix); the segment sizes are left to the verifier.
pub fn verify_inherent_attrs(
    def: &OpDef,
    ctx: &Context,
    attrs: &[NamedAttr],
) -> Result<(), String> {
    match crate::ods_op(def) {
        Some(ods) => check_inherent_attrs(&ods.spec, ctx, attrs),
        None => Ok(()),
    }
}

/// [`verify_inherent_attrs`] for a declaration.
pub(crate) fn check_inherent_attrs(
    spec: &OpSpec,
    ctx: &Context,
    attrs: &[NamedAttr],
) -> Result<(), String> {
    for attr in sorted_attrs(spec) {
        if let Some(value) = value_of(ctx, attrs, attr.name)
            && !satisfies(attr, ctx, value)
        {
            return Err(format!(
                "attribute '{}' failed to satisfy constraint: {}",
                attr.name, attr.constraint.description
            ));
        }
    }
    Ok(())
}

/// Whether `value` satisfies the full constraint of `attr`.
pub(crate) fn satisfies(attr: &AttrSpec, ctx: &Context, value: Attribute) -> bool {
    match attr.constraint.syntax {
        AttrSyntax::Enum(e) => e.value(ctx, value).is_some(),
        _ => (attr.constraint.check)(ctx, value),
    }
}
