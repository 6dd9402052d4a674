//! `print-ir`: prints the operation it runs on to stderr under a
//! `// -----// IR Dump <label> //----- //` banner and leaves it unchanged.

use strata_asm::{PrintFlags, op_to_string};
use strata_ir::{Body, OpId};
use strata_pass::{Pass, PassContext, PassOptionInfo, PassRegistration, PassResult};

/// The IR printing pass.
#[derive(Clone, Default)]
pub struct PrintIr {
    label: String,
}

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "label",
    kind: "string",
    description: "Label",
}];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "print-ir",
    summary: "Print IR on the debug stream",
    options: OPTIONS,
    create: || Box::new(PrintIr::default()),
};

impl Pass for PrintIr {
    fn argument(&self) -> &'static str {
        "print-ir"
    }

    fn name(&self) -> &'static str {
        "PrintIRPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "label" => {
                self.label = value.to_string();
                Ok(())
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }

    fn option_string(&self) -> String {
        format!("label={}", self.label)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let mut text = String::from("// -----// IR Dump");
        if !self.label.is_empty() {
            text.push(' ');
            text.push_str(&self.label);
        }
        text.push_str(" //----- //\n");
        text.push_str(&op_to_string(cx.ctx, body, op, PrintFlags::default()));
        text.push('\n');
        strata_pass::write_stderr(&text);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
