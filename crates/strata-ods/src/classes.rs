//! Generation of typed op classes from op declarations: one
//! [`op_class!`](strata_ir::op_class!) per op of a dialect, with an accessor
//! for every declared operand group, result group and inherent attribute.
//!
//! A dialect crate keeps the generated text in `src/classes.rs` and a test
//! that compares it with [`render_op_classes`] of its dialect (see
//! [`check_generated_classes`]), so a changed declaration cannot leave a
//! stale accessor behind:
//!
//! ```
//! use strata_ods::{OpSpec, constraints as c};
//! let spec = OpSpec::new("demo.scale")
//!     .summary("multiplies by a factor")
//!     .operand("input", c::SIGNLESS_INTEGER)
//!     .attr("scaleFactor", c::I64_ATTR)
//!     .result("result", c::SIGNLESS_INTEGER);
//! let dialect = strata_ods::dialect("demo", vec![spec])?;
//! let text = strata_ods::classes::render_op_classes(&dialect, &[]);
//! assert!(text.contains("pub ScaleOp = \"demo.scale\" {"));
//! assert!(text.contains("attr scale_factor = \"scaleFactor\";"));
//! # Ok::<(), String>(())
//! ```

use std::fmt::Write;

use strata_ir::DialectDef;

use crate::spec::Arity;

/// Rust keywords (strict and reserved), which get a trailing `_` as
/// method names.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Method names every class already has (from [`strata_ir::OpClass`] and
/// the `strata` facade's construction traits), which an accessor must not
/// shadow.
const RESERVED: &[&str] = &[
    "op",
    "from_op",
    "name",
    "state",
    "create",
    "build",
    "build_with",
    "build_typed",
    "build_value",
    "build_value_with",
    "define",
];

/// The class name derived from an op name: the parts after the dialect
/// prefix (an `mlir.` part dropped), in upper camel case, then `Op`
/// (`func.call_indirect` → `CallIndirectOp`, `llvm.mlir.constant` →
/// `ConstantOp`).
pub fn class_name(op_name: &str) -> String {
    let rest = op_name.split_once('.').map_or(op_name, |(_, r)| r);
    let rest = rest.strip_prefix("mlir.").unwrap_or(rest);
    let mut out = String::new();
    for part in rest.split(['.', '_']) {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out.push_str("Op");
    out
}

/// A declared name in snake case (`lowerBound` → `lower_bound`).
pub fn snake_case(name: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if c.is_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.extend(c.to_lowercase());
            prev_lower = false;
        } else {
            out.push(c);
            prev_lower = c.is_lowercase() || c.is_ascii_digit();
        }
    }
    out
}

/// The accessors of one op: (kind, method, declared name).
fn accessors(def: &strata_ir::OpDef) -> Vec<(&'static str, String, &'static str)> {
    let Some(ods) = crate::ods_op(def) else {
        return Vec::new();
    };
    let spec = &ods.spec;
    let single = |arity: Arity, one: &'static str, many: &'static str| match arity {
        Arity::Single => one,
        Arity::Optional | Arity::Variadic => many,
    };
    let mut list: Vec<(&'static str, &'static str, &'static str)> = Vec::new();
    for o in &spec.operands {
        list.push((single(o.arity, "operand", "operands"), o.name, "operand"));
    }
    for r in &spec.results {
        list.push((single(r.arity, "result", "results"), r.name, "result"));
    }
    for a in &spec.attrs {
        list.push(("attr", a.name, "attr"));
    }
    let mut taken: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for (kind, decl, what) in list {
        let mut method = snake_case(decl);
        if KEYWORDS.contains(&method.as_str()) {
            method.push('_');
        }
        if RESERVED.contains(&method.as_str()) || taken.contains(&method) {
            method = format!("{method}_{what}");
        }
        taken.push(method.clone());
        out.push((kind, method, decl));
    }
    out
}

/// The source of the typed classes of every op of `dialect`, one
/// `strata_ir::op_class!` each with accessors named after the declaration.
/// `class_names` overrides [`class_name`] for ops whose upstream class name
/// it does not derive (`("cf.br", "BranchOp")`).
pub fn render_op_classes(dialect: &DialectDef, class_names: &[(&str, &str)]) -> String {
    let mut out = format!(
        "//! Typed classes of the `{}` ops, generated from their declarations by\n\
         //! `strata_ods::classes::render_op_classes`; do not edit (regenerate with\n\
         //! `STRATA_BLESS=1 cargo test --release -p <this crate> generated_classes`).\n",
        dialect.name
    );
    for def in &dialect.ops {
        let name = &*def.name;
        let class = class_names
            .iter()
            .find(|(op, _)| *op == name)
            .map_or_else(|| class_name(name), |(_, c)| (*c).to_string());
        let summary = def.summary.trim().trim_end_matches('.');
        let doc = if summary.is_empty() {
            format!("`{name}`.")
        } else {
            format!("`{name}`: {summary}.")
        };
        let _ = write!(
            out,
            "\nstrata_ir::op_class! {{\n    #[doc = {doc:?}]\n    pub {class} = {name:?} {{\n"
        );
        for (kind, method, decl) in accessors(def) {
            let _ = writeln!(out, "        {kind} {method} = {decl:?};");
        }
        out.push_str("    }\n}\n");
    }
    out
}

/// Compares `generated` (a crate's `src/classes.rs`, `include_str!`-ed) with
/// [`render_op_classes`] of its dialect; with `STRATA_BLESS` set, rewrites
/// the file at `path` instead. For the crate's test of its classes.
pub fn check_generated_classes(
    dialect: &DialectDef,
    class_names: &[(&str, &str)],
    generated: &str,
    path: &str,
) -> Result<(), String> {
    let expected = render_op_classes(dialect, class_names);
    if expected == generated {
        return Ok(());
    }
    if std::env::var_os("STRATA_BLESS").is_some() {
        return std::fs::write(path, expected).map_err(|e| format!("{path}: {e}"));
    }
    Err(format!(
        "{path} is stale: regenerate it with STRATA_BLESS=1 (the declarations of '{}' changed)",
        dialect.name
    ))
}

/// Declares a dialect crate's test that its generated `src/classes.rs`
/// matches its declarations (see [`check_generated_classes`]); the
/// arguments map op names to the upstream class names the naming rule does
/// not derive (`"cf.br" => "BranchOp"`).
// `crate` is meant: the test belongs to the dialect crate that invokes it.
#[allow(clippy::crate_in_macro_def)]
#[macro_export]
macro_rules! generated_classes_test {
    ($($op:literal => $class:literal),* $(,)?) => {
        #[cfg(test)]
        #[test]
        fn generated_classes_match_the_declarations() {
            let dialect = crate::dialect().expect("valid declarations");
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/classes.rs");
            let generated = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/classes.rs"));
            let checked = $crate::classes::check_generated_classes(
                &dialect,
                &[$(($op, $class)),*],
                generated,
                path,
            );
            assert_eq!(checked, Ok(()));
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_names_follow_upstream_for_plain_names() {
        assert_eq!(class_name("func.call_indirect"), "CallIndirectOp");
        assert_eq!(class_name("llvm.mlir.constant"), "ConstantOp");
        assert_eq!(
            class_name("memref.alloca_scope.return"),
            "AllocaScopeReturnOp"
        );
    }

    #[test]
    fn method_names_are_snake_case() {
        assert_eq!(snake_case("lowerBound"), "lower_bound");
        assert_eq!(snake_case("sym_name"), "sym_name");
        assert_eq!(snake_case("operandSegmentSizes"), "operand_segment_sizes");
    }
}
