//! Pass-pipeline reproducers: `--mlir-pass-pipeline-crash-reproducer`
//! writes the IR a failing pipeline started from, with the pipeline in an
//! `external_resources: mlir_reproducer` entry; `--run-reproducer` reads
//! that entry back and runs the pipeline it names.

use std::fmt::Write as _;

use strata_asm::{PrintFlags, print_top_level};
use strata_ir::{Body, Context, OpId};

/// The resource group holding a reproducer's configuration.
const GROUP: &str = "mlir_reproducer";

/// How a reproducer runs its pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Config {
    /// The textual pipeline.
    pub pipeline: String,
    /// Whether threading was off.
    pub disable_threading: bool,
    /// Whether the IR was verified after each pass.
    pub verify_each: bool,
}

/// The reproducer file text: `ops` of `body` as printed, then the
/// configuration as an external resource.
pub(crate) fn render(ctx: &Context, body: &Body, ops: &[OpId], config: &Config) -> String {
    let mut ir = Vec::new();
    // Writing to memory cannot fail.
    let _ = print_top_level(ctx, body, ops, PrintFlags::default(), &mut ir);
    let mut text = String::from_utf8_lossy(&ir).trim_end().to_string();
    let _ = write!(
        text,
        "\n\n{{-#\n  external_resources: {{\n    {GROUP}: {{\n      pipeline: \"{}\",\n      disable_threading: {},\n      verify_each: {}\n    }}\n  }}\n#-}}\n",
        escape(&config.pipeline),
        config.disable_threading,
        config.verify_each
    );
    text
}

/// Escapes `"` and `\` for a string literal.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Takes the reproducer configuration out of the context's external
/// resources (so that it is not printed back), if the input had one.
pub(crate) fn take(ctx: &Context) -> Result<Option<Config>, String> {
    let Some(entries) = ctx.take_external_resources(GROUP) else {
        return Ok(None);
    };
    let mut config = Config {
        pipeline: String::new(),
        disable_threading: false,
        verify_each: true,
    };
    for (key, value) in entries {
        match key.as_str() {
            "pipeline" => {
                let inner = value
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .ok_or("expected string value for key 'pipeline'")?;
                config.pipeline = unescape(inner);
            }
            "disable_threading" => config.disable_threading = boolean(&key, &value)?,
            "verify_each" => config.verify_each = boolean(&key, &value)?,
            _ => return Err(format!("unknown 'mlir_reproducer' resource key '{key}'")),
        }
    }
    Ok(Some(config))
}

/// The value of a boolean entry.
fn boolean(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!("expected bool value for key '{key}'")),
    }
}

/// Undoes [`escape`].
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\\'
            && let Some(next) = chars.next()
        {
            out.push(next);
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configuration_reads_back() {
        let ctx = Context::new();
        let config = Config {
            pipeline: "builtin.module(func.func(cse),canonicalize{top-down=\"x\"})".into(),
            disable_threading: true,
            verify_each: false,
        };
        let body = Body::new();
        let text = render(&ctx, &body, &[], &config);
        assert!(text.contains("mlir_reproducer: {"));
        let entries = vec![
            (
                "pipeline".to_string(),
                format!("\"{}\"", escape(&config.pipeline)),
            ),
            ("disable_threading".to_string(), "true".to_string()),
            ("verify_each".to_string(), "false".to_string()),
        ];
        ctx.add_external_resources(GROUP, entries);
        assert_eq!(take(&ctx), Ok(Some(config)));
        assert_eq!(take(&ctx), Ok(None));
    }

    #[test]
    fn bad_values_are_reported() {
        let ctx = Context::new();
        ctx.add_external_resources(GROUP, vec![("verify_each".into(), "3".into())]);
        assert_eq!(
            take(&ctx),
            Err("expected bool value for key 'verify_each'".to_string())
        );
    }
}
