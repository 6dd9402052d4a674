//! The textual pipeline syntax:
//! `builtin.module(func.func(canonicalize{max-iterations=3}),cse)`.

use crate::manager::OpPassManager;
use crate::registry::PassRegistry;

struct PipelineParser<'a> {
    text: &'a str,
    pos: usize,
    registry: &'a PassRegistry,
}

impl PipelineParser<'_> {
    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(|c: char| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.text[self.pos..].chars().next()
    }

    /// An error at the current position, formatted as upstream reports
    /// pipeline errors: position, message, the pipeline and a caret.
    fn error(&self, msg: &str) -> String {
        self.error_at(self.pos, msg)
    }

    fn error_at(&self, pos: usize, msg: &str) -> String {
        format!(
            "MLIR Textual PassPipeline Parser:1:{}: error: {msg}\n{}\n{}^",
            pos + 1,
            self.text,
            " ".repeat(pos)
        )
    }

    fn identifier(&mut self) -> Result<&str, String> {
        self.skip_ws();
        let start = self.pos;
        while self.text[self.pos..]
            .starts_with(|c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '$'))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.error("expected pass or operation name"));
        }
        Ok(&self.text[start..self.pos])
    }

    /// Parses `{...}` and returns its contents (balanced braces).
    fn options(&mut self) -> Result<String, String> {
        let start = self.pos + 1;
        let mut depth = 0i32;
        for (i, c) in self.text[self.pos..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        let end = self.pos + i;
                        self.pos = end + 1;
                        return Ok(self.text[start..end].to_string());
                    }
                }
                _ => {}
            }
        }
        Err(self.error("missing '}' to close pass options"))
    }

    fn pass_list(&mut self, pm: &mut OpPassManager) -> Result<(), String> {
        loop {
            self.skip_ws();
            let name_pos = self.pos;
            let name = self.identifier()?.to_string();
            match self.peek() {
                Some('(') => {
                    self.pos += 1;
                    let anchor = if name == "any" { None } else { Some(name) };
                    let mut nested = OpPassManager::new(anchor);
                    if self.peek() != Some(')') {
                        self.pass_list(&mut nested)?;
                    }
                    if self.peek() != Some(')') {
                        return Err(self.error("expected ')'"));
                    }
                    self.pos += 1;
                    pm.push_nested(nested);
                }
                next => {
                    let Some(reg) = self.registry.lookup(&name) else {
                        return Err(self.error_at(
                            name_pos,
                            &format!(
                                "'{name}' does not refer to a registered pass or pass pipeline"
                            ),
                        ));
                    };
                    let mut pass = (reg.create)();
                    if next == Some('{') {
                        let opts = self.options()?;
                        apply_options(&mut *pass, &opts)?;
                    }
                    pm.add_pass(pass);
                }
            }
            if self.peek() == Some(',') {
                self.pos += 1;
                continue;
            }
            return Ok(());
        }
    }
}

/// Applies `key=value key2=value2` options to a pass.
pub fn apply_options(pass: &mut dyn crate::pass::Pass, text: &str) -> Result<(), String> {
    for (key, value) in split_options(text)? {
        pass.set_option(&key, &value)
            .map_err(|e| format!("failed to parse options of pass '{}': {e}", pass.argument()))?;
    }
    Ok(())
}

/// Splits `a=1 b="x y" c={...} d` into key/value pairs.
fn split_options(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        if i >= chars.len() {
            break;
        }
        let start = i;
        while i < chars.len() && chars[i] != '=' && !chars[i].is_whitespace() {
            i += 1;
        }
        let key: String = chars[start..i].iter().collect();
        let mut value = String::new();
        if i < chars.len() && chars[i] == '=' {
            i += 1;
            let (open, close) = match chars.get(i) {
                Some('"') => ('"', '"'),
                Some('\'') => ('\'', '\''),
                Some('{') => ('{', '}'),
                _ => (' ', ' '),
            };
            if open == ' ' {
                while i < chars.len() && !chars[i].is_whitespace() {
                    value.push(chars[i]);
                    i += 1;
                }
            } else {
                i += 1;
                let mut depth = 1;
                while i < chars.len() {
                    if chars[i] == close && (open != '{' || depth == 1) {
                        break;
                    }
                    if open == '{' && chars[i] == '{' {
                        depth += 1;
                    }
                    if open == '{' && chars[i] == '}' {
                        depth -= 1;
                    }
                    value.push(chars[i]);
                    i += 1;
                }
                if i >= chars.len() {
                    return Err(format!("unterminated value for option '{key}'"));
                }
                i += 1;
            }
        }
        out.push((key, value));
    }
    Ok(out)
}

/// Parses `op-name(pass, nested(...), ...)` into a pass manager anchored on `op-name`.
pub fn parse_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, String> {
    let mut p = PipelineParser {
        text,
        pos: 0,
        registry,
    };
    let anchor = p.identifier()?.to_string();
    if p.peek() != Some('(') {
        return Err(p.error("expected '(' after the pipeline's operation name"));
    }
    p.pos += 1;
    let mut pm = OpPassManager::new(if anchor == "any" { None } else { Some(anchor) });
    if p.peek() != Some(')') {
        p.pass_list(&mut pm)?;
    }
    if p.peek() != Some(')') {
        return Err(p.error("expected ')'"));
    }
    p.pos += 1;
    if p.peek().is_some() {
        return Err(p.error("unexpected text after the pipeline"));
    }
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pass;

    #[test]
    fn splits_options() {
        let opts = split_options("a=1 b=\"x y\" c={p{q}} d").unwrap_or_default();
        assert_eq!(
            opts,
            vec![
                ("a".into(), "1".into()),
                ("b".into(), "x y".into()),
                ("c".into(), "p{q}".into()),
                ("d".into(), String::new())
            ]
        );
    }

    #[test]
    fn rejects_unknown_passes() {
        let err = parse_pipeline("builtin.module(nope)", &PassRegistry::new())
            .err()
            .unwrap_or_default();
        assert!(err.contains("'nope' does not refer to a registered pass"));
    }

    /// A pass doing nothing, with one option, for layout tests.
    #[derive(Clone, Default)]
    struct Noop {
        level: String,
    }

    impl Pass for Noop {
        fn argument(&self) -> &'static str {
            "noop"
        }

        fn name(&self) -> &'static str {
            "Noop"
        }

        fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
            match name {
                "level" => {
                    self.level = value.to_string();
                    Ok(())
                }
                _ => Err(format!("no such option '{name}'")),
            }
        }

        fn option_string(&self) -> String {
            crate::list_option_string("level", std::slice::from_ref(&self.level))
        }

        fn run(
            &mut self,
            _cx: &crate::PassContext<'_>,
            _body: &mut strata_ir::Body,
            _op: strata_ir::OpId,
        ) -> crate::PassResult {
            Ok(())
        }

        fn clone_pass(&self) -> Box<dyn Pass> {
            Box::new(self.clone())
        }
    }

    fn noop_registry() -> PassRegistry {
        let mut r = PassRegistry::new();
        r.register(crate::PassRegistration {
            argument: "noop",
            summary: "Does nothing",
            options: &[
                crate::PassOptionInfo {
                    name: "level",
                    kind: "string",
                    description: "How much",
                },
                crate::PassOptionInfo {
                    name: "mode",
                    kind: "a|b",
                    description: "Which",
                },
            ],
            create: || Box::new(Noop::default()),
        });
        r
    }

    #[test]
    fn dumps_nested_pipelines_one_entry_a_line() {
        let pm = parse_pipeline(
            "builtin.module(func.func(noop{level=3}),noop{level=1})",
            &noop_registry(),
        );
        let text = pm.map(|pm| pm.dump_text()).unwrap_or_default();
        assert_eq!(
            text,
            "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    noop{level={3}}\n  ),\n  noop{level={1}}\n)\n\n"
        );
    }

    #[test]
    fn dumps_an_empty_pipeline() {
        let pm = OpPassManager::new(Some("builtin.module".into()));
        assert_eq!(
            pm.dump_text(),
            "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"
        );
    }

    #[test]
    fn lists_passes_with_sorted_options_and_choices() {
        let text = noop_registry().list_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Passes:");
        assert_eq!(lines[1], format!("  --{:<54}-   Does nothing", "noop"));
        assert_eq!(
            lines[2],
            format!("    --{:<52}- How much", "level=<string>")
        );
        assert_eq!(lines[3], format!("    --{:<52}- Which", "mode=<value>"));
        assert_eq!(lines[4], format!("    ={:<51}-   a", "a"));
        assert_eq!(lines[5], format!("    ={:<51}-   b", "b"));
    }

    #[test]
    fn list_options_print_in_braces_or_not_at_all() {
        assert_eq!(crate::list_option_string("x", &[]), "");
        assert_eq!(
            crate::list_option_string("x", &["a".into(), "b".into()]),
            "x={a,b}"
        );
    }

    #[test]
    fn parses_nesting() {
        let pm = parse_pipeline("builtin.module(func.func())", &PassRegistry::new());
        assert!(pm.is_ok());
    }
}
