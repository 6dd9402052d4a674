//! Parameter, result and function attributes: the `llvm.*` entries of an
//! `llvm.func`'s `arg_attrs` / `res_attrs`, and its function attributes
//! (`passthrough` and the named flags and strings), written as LLVM IR
//! attributes in the order LLVM keeps them (by kind: plain keywords,
//! type-carrying, integer-carrying, then strings by key).

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;
use strata_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

use crate::constants::escape;
use crate::types::ir_type;

/// What a parameter attribute carries.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Carries {
    Nothing,
    Type,
    Integer,
}

/// The parameter attributes the LLVM dialect exports, in LLVM's order:
/// `(dialect name without "llvm.", what it carries)`. The IR spelling is
/// the name, except `nocapture`, which LLVM now writes `captures(none)`.
const PARAM_ATTRS: &[(&str, Carries)] = &[
    ("allocalign", Carries::Nothing),
    ("allocptr", Carries::Nothing),
    ("inreg", Carries::Nothing),
    ("nest", Carries::Nothing),
    ("noalias", Carries::Nothing),
    ("nofree", Carries::Nothing),
    ("noundef", Carries::Nothing),
    ("nonnull", Carries::Nothing),
    ("readnone", Carries::Nothing),
    ("readonly", Carries::Nothing),
    ("returned", Carries::Nothing),
    ("signext", Carries::Nothing),
    ("writeonly", Carries::Nothing),
    ("zeroext", Carries::Nothing),
    ("byref", Carries::Type),
    ("byval", Carries::Type),
    ("inalloca", Carries::Type),
    ("preallocated", Carries::Type),
    ("sret", Carries::Type),
    ("align", Carries::Integer),
    ("nocapture", Carries::Nothing),
    ("dereferenceable", Carries::Integer),
    ("dereferenceable_or_null", Carries::Integer),
    ("alignstack", Carries::Integer),
];

/// The parameter attributes of the dictionary `attrs` for a parameter (or
/// result) of type `ty`, each preceded by a space, in LLVM's order. `Err`
/// holds the message of an attribute of the wrong kind.
pub(crate) fn param_attrs(
    ctx: &Context,
    attrs: Option<Attribute>,
    ty: Type,
) -> Result<String, String> {
    let entries = attrs.map_or(&[][..], |a| a.dict_entries(ctx));
    let mut found: Vec<(usize, String)> = Vec::new();
    for e in entries.iter() {
        let Some(name) = e.name.as_str(ctx).strip_prefix("llvm.") else {
            continue;
        };
        let Some(rank) = PARAM_ATTRS.iter().position(|(n, _)| *n == name) else {
            continue;
        };
        let text = match PARAM_ATTRS[rank].1 {
            Carries::Nothing => {
                if !matches!(e.value.kind(ctx), AttrKind::Unit) {
                    return Err(format!("\"llvm.{name}\" should be a unit attribute"));
                }
                if matches!(name, "signext" | "zeroext")
                    && !matches!(ty.kind(ctx), TypeKind::Integer { .. })
                {
                    return Err(format!(
                        "\"llvm.{name}\" attribute attached to non-integer LLVM type"
                    ));
                }
                if name == "nocapture" {
                    "captures(none)".to_string()
                } else {
                    name.to_string()
                }
            }
            Carries::Type => {
                let inner = e
                    .value
                    .type_value(ctx)
                    .and_then(|t| ir_type(ctx, t))
                    .ok_or_else(|| format!("\"llvm.{name}\" should be a type attribute"))?;
                format!("{name}({inner})")
            }
            Carries::Integer => {
                let n = e
                    .value
                    .int_value(ctx)
                    .map(|v| v.to_string_unsigned())
                    .ok_or_else(|| format!("\"llvm.{name}\" should be an integer attribute"))?;
                if name == "align" {
                    format!("align {n}")
                } else {
                    format!("{name}({n})")
                }
            }
        };
        found.push((rank, text));
    }
    found.sort_by_key(|(rank, _)| *rank);
    Ok(found.iter().map(|(_, t)| format!(" {t}")).collect())
}

/// The keyword attributes a function can carry, in LLVM's order.
const FN_KEYWORDS: &[&str] = &[
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_only_destroy_when_complete",
    "coro_elide_safe",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "nocreateundeforpoison",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "nounwind",
    "nonlazybind",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_alloc_token",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_numerical_stability",
    "sanitize_realtime",
    "sanitize_realtime_blocking",
    "sanitize_thread",
    "sanitize_type",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "willreturn",
];

/// Function attributes that carry an integer, which `passthrough` must
/// give with a value.
const FN_INTEGER_ATTRS: &[&str] = &[
    "allockind",
    "allocsize",
    "memory",
    "alignstack",
    "uwtable",
    "vscale_range",
];

/// The `llvm.func` flags that are function attributes, with their keyword.
const FN_FLAGS: &[(&str, &str)] = &[
    ("always_inline", "alwaysinline"),
    ("no_inline", "noinline"),
    ("inline_hint", "inlinehint"),
    ("optimize_none", "optnone"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("convergent", "convergent"),
];

/// The `llvm.func` string attributes that are string function attributes
/// of function definitions, with their key.
const FN_STRINGS: &[(&str, &str)] = &[
    ("target_cpu", "target-cpu"),
    ("tune_cpu", "tune-cpu"),
    ("reciprocal_estimates", "reciprocal-estimates"),
    ("prefer_vector_width", "prefer-vector-width"),
    ("instrument_function_entry", "instrument-function-entry"),
    ("instrument_function_exit", "instrument-function-exit"),
    ("fp_contract", "fp-contract"),
];

/// What carries function attributes.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum FnSite {
    /// An `llvm.func` without a body.
    Declaration,
    /// An `llvm.func` with a body.
    Definition,
    /// An `llvm.call` (only its flags count).
    Call,
}

/// The function attributes of an `llvm.func` or `llvm.call`, gathered in
/// LLVM's order.
#[derive(Default)]
pub(crate) struct FnAttrs {
    /// Keywords by their rank in [`FN_KEYWORDS`].
    keywords: BTreeMap<usize, &'static str>,
    /// `alignstack`, the one integer attribute written.
    align_stack: Option<u64>,
    /// String attributes by key, with their value if any.
    strings: BTreeMap<String, Option<String>>,
}

impl FnAttrs {
    /// The function attributes of `op`, found at `site`. `Err` holds the
    /// message of a malformed `passthrough`.
    pub(crate) fn of(
        ctx: &Context,
        body: &Body,
        op: OpId,
        site: FnSite,
    ) -> Result<FnAttrs, String> {
        let mut attrs = FnAttrs::default();
        for (flag, keyword) in FN_FLAGS {
            if body.attr(ctx, op, flag).is_some() {
                attrs.add_keyword(keyword);
            }
        }
        if site == FnSite::Call {
            return Ok(attrs);
        }
        if site == FnSite::Definition {
            for (name, key) in FN_STRINGS {
                if let Some(value) = body.attr(ctx, op, name).and_then(|a| a.str_value(ctx)) {
                    attrs
                        .strings
                        .insert((*key).to_string(), Some(value.to_string()));
                }
            }
        }
        let entries = body
            .attr(ctx, op, "passthrough")
            .and_then(|a| a.array_elements(ctx))
            .unwrap_or_default();
        for entry in entries {
            attrs.add_passthrough(ctx, *entry)?;
        }
        Ok(attrs)
    }

    fn add_keyword(&mut self, keyword: &str) -> bool {
        match FN_KEYWORDS.iter().position(|k| *k == keyword) {
            Some(rank) => {
                self.keywords.insert(rank, FN_KEYWORDS[rank]);
                true
            }
            None => false,
        }
    }

    /// Adds one `passthrough` entry: a name, or a `[name, value]` pair.
    fn add_passthrough(&mut self, ctx: &Context, entry: Attribute) -> Result<(), String> {
        if let Some(name) = entry.str_value(ctx) {
            if self.add_keyword(name) {
                return Ok(());
            }
            if FN_INTEGER_ATTRS.contains(&name) {
                return Err(format!("LLVM attribute '{name}' expects a value"));
            }
            self.strings.insert(name.to_string(), None);
            return Ok(());
        }
        let pair = entry
            .array_elements(ctx)
            .filter(|elems| elems.len() == 2)
            .ok_or("expected 'passthrough' to contain string or array attributes")?;
        let (Some(key), Some(value)) = (pair[0].str_value(ctx), pair[1].str_value(ctx)) else {
            return Err("expected arrays within 'passthrough' to contain two strings".into());
        };
        if FN_KEYWORDS.contains(&key) {
            return Err(format!(
                "LLVM attribute '{key}' does not expect a value, found '{value}'"
            ));
        }
        match value.parse::<u64>() {
            Ok(n) if key == "alignstack" => self.align_stack = Some(n),
            _ => {
                self.strings
                    .insert(key.to_string(), Some(value.to_string()));
            }
        }
        Ok(())
    }

    /// The attribute group's text, `nounwind alignstack=4 "k"="v"`, or
    /// `None` if there are no attributes.
    pub(crate) fn group_text(&self) -> Option<String> {
        let mut parts: Vec<String> = self.keywords.values().map(|k| k.to_string()).collect();
        if let Some(n) = self.align_stack {
            parts.push(format!("alignstack={n}"));
        }
        for (key, value) in &self.strings {
            match value {
                Some(v) => parts.push(format!(
                    "\"{}\"=\"{}\"",
                    escape(key.as_bytes()),
                    escape(v.as_bytes())
                )),
                None => parts.push(format!("\"{}\"", escape(key.as_bytes()))),
            }
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }

    /// The `; Function Attrs:` comment LLVM writes above a function with
    /// attributes other than strings, or `None`.
    pub(crate) fn comment(&self) -> Option<String> {
        let mut parts: Vec<String> = self.keywords.values().map(|k| k.to_string()).collect();
        if let Some(n) = self.align_stack {
            parts.push(format!("alignstack({n})"));
        }
        (!parts.is_empty()).then(|| format!("; Function Attrs: {}\n", parts.join(" ")))
    }
}

/// The attribute groups of a module, numbered in order of first use.
#[derive(Default)]
pub(crate) struct AttrGroups {
    texts: Vec<String>,
    numbers: FxHashMap<String, usize>,
}

impl AttrGroups {
    /// The number of the group with this text, made if new.
    pub(crate) fn number(&mut self, text: &str) -> usize {
        if let Some(&n) = self.numbers.get(text) {
            return n;
        }
        let n = self.texts.len();
        self.texts.push(text.to_string());
        self.numbers.insert(text.to_string(), n);
        n
    }

    /// The `attributes #N = { ... }` lines, in order.
    pub(crate) fn write(&self, out: &mut String) {
        for (n, text) in self.texts.iter().enumerate() {
            out.push_str(&format!("attributes #{n} = {{ {text} }}\n"));
        }
    }
}

/// A failure to export an attribute of the function `op`, reported at the
/// function as upstream does.
pub(crate) fn attr_error(body: &Body, op: OpId, message: String) -> Diagnostic {
    Diagnostic::error(body.op_loc(op), message)
}
