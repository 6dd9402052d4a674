//! Mixed static/dynamic index lists: an `i64` array attribute holding the
//! static entries, with [`DYNAMIC`] marking the positions whose value is
//! an SSA operand (upstream's `OpFoldResult` lists and `StaticValueUtils`).

use strata_ir::types::DYNAMIC;
use strata_ir::{Body, Context, Value};
use strata_ods::CustomDirective;
use strata_ods::format::builtin_directive;
use strata_rewrite::matchers::constant_int;

/// `custom<DynamicIndexList>($values, $static_values)`: prints and parses
/// `[%a, 4, %b]`. It is built into the format engine, so formats may name
/// it directly; this handle exists for code that wants to pass it around.
pub fn dynamic_index_list() -> Option<CustomDirective> {
    builtin_directive("DynamicIndexList")
}

/// The name of the mixed-list directive in formats.
pub const DYNAMIC_INDEX_LIST: &str = "DynamicIndexList";

/// One entry of a mixed list: a static integer or an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MixedValue {
    /// A compile-time constant.
    Static(i64),
    /// A value known only at run time.
    Dynamic(Value),
}

impl MixedValue {
    /// The static value, if any.
    pub fn as_static(self) -> Option<i64> {
        match self {
            MixedValue::Static(v) => Some(v),
            MixedValue::Dynamic(_) => None,
        }
    }
}

/// Combines the static entries with the dynamic values that fill their
/// [`DYNAMIC`] positions (upstream's `getMixedValues`). Missing dynamic
/// values (malformed input) leave their positions out.
pub fn mixed_values(statics: &[i64], dynamics: &[Value]) -> Vec<MixedValue> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .filter_map(|s| {
            if *s == DYNAMIC {
                next.next().map(|v| MixedValue::Dynamic(*v))
            } else {
                Some(MixedValue::Static(*s))
            }
        })
        .collect()
}

/// Splits a mixed list into its static array (with [`DYNAMIC`] markers) and
/// its dynamic values (upstream's `dispatchIndexOpFoldResults`).
pub fn decompose_mixed(list: &[MixedValue]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamics = Vec::new();
    for m in list {
        match m {
            MixedValue::Static(v) => statics.push(*v),
            MixedValue::Dynamic(v) => {
                statics.push(DYNAMIC);
                dynamics.push(*v);
            }
        }
    }
    (statics, dynamics)
}

/// The constant `value` holds if it is defined by a constant-like op with
/// an integer or index attribute that fits in `i64`.
pub fn constant_index(ctx: &Context, body: &mut Body, value: Value) -> Option<i64> {
    constant_int(ctx, body, value)?.to_i64()
}

/// Replaces dynamic entries that are constants by static ones (upstream's
/// `foldDynamicIndexList`). With `only_non_negative` / `only_non_zero`,
/// constants that are negative / zero stay dynamic. Returns true if
/// anything changed.
pub fn fold_dynamic_index_list(
    ctx: &Context,
    body: &mut Body,
    list: &mut [MixedValue],
    only_non_negative: bool,
    only_non_zero: bool,
) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        let MixedValue::Dynamic(v) = *m else {
            continue;
        };
        let Some(c) = constant_index(ctx, body, v) else {
            continue;
        };
        if (only_non_negative && c < 0) || (only_non_zero && c == 0) || c == DYNAMIC {
            continue;
        }
        *m = MixedValue::Static(c);
        changed = true;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_round_trip() {
        let mut body = Body::new();
        let ctx = Context::new();
        let index = strata_ir::Type::index(&ctx);
        let a = body.create_placeholder(index);
        let b = body.create_placeholder(index);
        let list = mixed_values(&[DYNAMIC, 4, DYNAMIC], &[a, b]);
        assert_eq!(
            list,
            vec![
                MixedValue::Dynamic(a),
                MixedValue::Static(4),
                MixedValue::Dynamic(b)
            ]
        );
        assert_eq!(
            decompose_mixed(&list),
            (vec![DYNAMIC, 4, DYNAMIC], vec![a, b])
        );
        assert_eq!(list[1].as_static(), Some(4));
        assert!(dynamic_index_list().is_some());
    }

    #[test]
    fn missing_dynamic_values_are_dropped() {
        assert_eq!(
            mixed_values(&[DYNAMIC, 2], &[]),
            vec![MixedValue::Static(2)]
        );
    }
}
