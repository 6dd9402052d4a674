//! Interpreting a parsed RUN line: sequences, pipelines (with `pipefail`), the `not`,
//! `env`, `cd` and `export` prefixes, builtins, in-process FileCheck and tools.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::ast::{Command, Pipeline, Script, SeqOp};
use super::builtins;
use super::io::StageIo;
use super::process::{self, ProcessSpec};
use super::status::Status;
use crate::filecheck::run_filecheck;

/// What a shell may run, and for how long.
#[derive(Debug, Clone)]
pub struct ExecOptions {
    /// Programs runnable by name (`strata-opt` → its absolute path).
    pub tools: BTreeMap<String, PathBuf>,
    /// Whether names that are neither tools nor builtins are searched on `PATH`.
    pub allow_path_lookup: bool,
    /// Time limit of each external process.
    pub timeout: Duration,
}

/// The record of one executed pipeline stage, for failure reports.
#[derive(Debug, Clone)]
pub struct StageRecord {
    /// The command as written (after substitution), with its redirections.
    pub command: String,
    /// How it ended (after `not` inversion).
    pub status: Status,
    /// Standard output, when it was not consumed by a following pipeline stage.
    pub stdout: Vec<u8>,
    /// Standard error, unless redirected.
    pub stderr: Vec<u8>,
    /// Extra explanations (e.g. what `not` inverted).
    pub notes: Vec<String>,
}

/// An interpreter for RUN lines, holding the state that persists between them
/// (the working directory and `export`ed variables).
#[derive(Debug)]
pub struct Shell<'a> {
    options: &'a ExecOptions,
    cwd: PathBuf,
    env: BTreeMap<String, Option<String>>,
}

impl<'a> Shell<'a> {
    /// Creates a shell starting in `cwd`, with `env` added to the inherited environment.
    pub fn new(
        options: &'a ExecOptions,
        cwd: PathBuf,
        env: BTreeMap<String, Option<String>>,
    ) -> Self {
        Self { options, cwd, env }
    }

    /// Runs a script, appending a record for each stage run to `trace`.
    pub fn run(&mut self, script: &Script, trace: &mut Vec<StageRecord>) -> Status {
        match script {
            Script::Pipeline(pipeline) => self.pipeline(pipeline, trace),
            Script::Sequence { lhs, op, rhs } => {
                let status = self.run(lhs, trace);
                if status.is_fatal() {
                    return status;
                }
                let run_rhs = match op {
                    SeqOp::And => status.is_success(),
                    SeqOp::Or => !status.is_success(),
                    SeqOp::Then => true,
                };
                if run_rhs {
                    self.run(rhs, trace)
                } else {
                    status
                }
            }
        }
    }

    /// Runs the stages one after the other, each reading the previous one's output.
    /// The pipeline fails if any stage fails (`pipefail`), with the last failure's status.
    fn pipeline(&mut self, pipeline: &Pipeline, trace: &mut Vec<StageRecord>) -> Status {
        let mut input = Vec::new();
        let mut status = Status::SUCCESS;
        let last = pipeline.commands.len().saturating_sub(1);
        for (index, command) in pipeline.commands.iter().enumerate() {
            let mut record = self.stage(command, std::mem::take(&mut input));
            if index != last {
                input = std::mem::take(&mut record.stdout);
            }
            let stage_status = record.status.clone();
            trace.push(record);
            if stage_status.is_fatal() {
                return stage_status;
            }
            if !stage_status.is_success() {
                status = stage_status;
            }
        }
        status
    }

    fn stage(&mut self, command: &Command, input: Vec<u8>) -> StageRecord {
        let mut record = StageRecord {
            command: command.to_string(),
            status: Status::SUCCESS,
            stdout: Vec::new(),
            stderr: Vec::new(),
            notes: Vec::new(),
        };
        let mut io = match StageIo::with_redirects(input, &command.redirects, &self.cwd) {
            Ok(io) => io,
            Err(err) => {
                record.status = Status::Error(err);
                return record;
            }
        };
        let status = self.command(&command.args, &mut io, &BTreeMap::new());
        record.status = match io.write_error.take() {
            Some(err) if !status.is_fatal() => Status::Error(err),
            _ => status,
        };
        record.stdout = io.out;
        record.stderr = io.err;
        record.notes = io.notes;
        record
    }

    fn command(
        &mut self,
        args: &[String],
        io: &mut StageIo,
        env: &BTreeMap<String, Option<String>>,
    ) -> Status {
        let Some((name, rest)) = args.split_first() else {
            return Status::Error("missing command name".to_string());
        };
        match name.as_str() {
            "not" => self.not(rest, io, env),
            "env" => self.env(rest, io, env),
            "cd" => self.cd(rest),
            "export" => self.export(rest),
            _ => {
                if let Some(path) = self.options.tools.get(name) {
                    return self.external(path, rest, io, env);
                }
                if let Some(builtin) = builtins::lookup(name) {
                    return builtin(rest, io, &self.cwd);
                }
                if name == "FileCheck" || name == "filecheck" {
                    let outcome = run_filecheck(rest, &io.stdin, &self.cwd);
                    io.write_err(outcome.stderr.as_bytes());
                    return Status::Exited(outcome.exit_code);
                }
                match self.resolve_program(name) {
                    Some(path) => self.external(&path, rest, io, env),
                    None => Status::Error(self.not_found_message(name)),
                }
            }
        }
    }

    /// `not [--crash] cmd`: succeeds iff `cmd` exits with a non-zero code (or, with
    /// `--crash`, iff it is killed by a signal).
    fn not(
        &mut self,
        args: &[String],
        io: &mut StageIo,
        env: &BTreeMap<String, Option<String>>,
    ) -> Status {
        let (crash, inner) = match args.split_first() {
            Some((flag, rest)) if flag == "--crash" => (true, rest),
            _ => (false, args),
        };
        if inner.is_empty() {
            return Status::Error("`not` needs a command to run".to_string());
        }
        let status = self.command(inner, io, env);
        let (inverted, note) = match (&status, crash) {
            (Status::TimedOut(_) | Status::Error(_), _) => return status,
            (Status::Signaled(_), true) => (Status::SUCCESS, None),
            (Status::Signaled(_), false) => (
                Status::Exited(1),
                Some(format!(
                    "`not` fails because the command crashed ({status}); use `not --crash` to expect a crash"
                )),
            ),
            (_, true) => (
                Status::Exited(1),
                Some(format!(
                    "`not --crash` fails because the command did not crash ({status})"
                )),
            ),
            (Status::Exited(0), false) => (
                Status::Exited(1),
                Some("`not` fails because the command succeeded (exit code 0)".to_string()),
            ),
            (Status::Exited(_), false) => (Status::SUCCESS, None),
        };
        io.notes.extend(note);
        inverted
    }

    /// `env [-u NAME]... [NAME=VALUE]... cmd`: runs `cmd` with a modified environment.
    fn env(
        &mut self,
        args: &[String],
        io: &mut StageIo,
        env: &BTreeMap<String, Option<String>>,
    ) -> Status {
        let mut env = env.clone();
        let mut rest = args;
        loop {
            match rest {
                [flag, name, tail @ ..] if flag == "-u" => {
                    env.insert(name.clone(), None);
                    rest = tail;
                }
                [assignment, tail @ ..]
                    if assignment.contains('=') && !assignment.starts_with('=') =>
                {
                    if let Some((name, value)) = assignment.split_once('=') {
                        env.insert(name.to_string(), Some(value.to_string()));
                    }
                    rest = tail;
                }
                [] => return Status::Error("`env` without a command is not supported".to_string()),
                [flag, ..] if flag.starts_with('-') => {
                    return Status::Error(format!("`env` option `{flag}` is not supported"));
                }
                _ => return self.command(rest, io, &env),
            }
        }
    }

    /// `cd DIR`: changes the working directory for the rest of the test.
    fn cd(&mut self, args: &[String]) -> Status {
        let [dir] = args else {
            return Status::Error("`cd` takes exactly one directory".to_string());
        };
        let target = self.cwd.join(dir);
        if !target.is_dir() {
            return Status::Error(format!("cd: `{}` is not a directory", target.display()));
        }
        self.cwd = target;
        Status::SUCCESS
    }

    /// `export NAME=VALUE...`: sets variables for the rest of the test.
    fn export(&mut self, args: &[String]) -> Status {
        for assignment in args {
            let Some((name, value)) = assignment
                .split_once('=')
                .filter(|(name, _)| !name.is_empty())
            else {
                return Status::Error(format!("export: expected NAME=VALUE, got `{assignment}`"));
            };
            self.env.insert(name.to_string(), Some(value.to_string()));
        }
        Status::SUCCESS
    }

    fn external(
        &self,
        program: &Path,
        args: &[String],
        io: &mut StageIo,
        env: &BTreeMap<String, Option<String>>,
    ) -> Status {
        let mut merged = self.env.clone();
        merged.extend(env.iter().map(|(k, v)| (k.clone(), v.clone())));
        let spec = ProcessSpec {
            program,
            args,
            cwd: &self.cwd,
            env: &merged,
            timeout: self.options.timeout,
        };
        process::run(&spec, io)
    }

    /// Resolves a program that is neither a tool nor a builtin: an explicit path (a name
    /// containing `/`), or, only when allowed, a search of `PATH`.
    fn resolve_program(&self, name: &str) -> Option<PathBuf> {
        if name.contains('/') {
            let path = self.cwd.join(name);
            return path.is_file().then_some(path);
        }
        if !self.options.allow_path_lookup {
            return None;
        }
        let path_var = match self.env.get("PATH") {
            Some(value) => value.clone().map(Into::into),
            None => std::env::var_os("PATH"),
        }?;
        std::env::split_paths(&path_var)
            .map(|dir| dir.join(name))
            .find(|candidate| candidate.is_file())
    }

    fn not_found_message(&self, name: &str) -> String {
        let tools: Vec<&str> = self.options.tools.keys().map(String::as_str).collect();
        let tools = if tools.is_empty() {
            "none".to_string()
        } else {
            tools.join(", ")
        };
        let path_note = if self.options.allow_path_lookup {
            " and not found on PATH"
        } else {
            ""
        };
        format!(
            "command not found: `{name}` is not a builtin, not in the tool map (tools: {tools}){path_note}"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::parse;

    fn options() -> ExecOptions {
        ExecOptions {
            tools: BTreeMap::new(),
            allow_path_lookup: false,
            timeout: Duration::from_secs(10),
        }
    }

    fn run_line(options: &ExecOptions, cwd: &Path, line: &str) -> (Status, Vec<StageRecord>) {
        let script = parse(line).unwrap();
        let mut shell = Shell::new(options, cwd.to_path_buf(), BTreeMap::new());
        let mut trace = Vec::new();
        let status = shell.run(&script, &mut trace);
        (status, trace)
    }

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("strata-lit-exec-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn sequences_and_pipefail() {
        let opts = options();
        let cwd = Path::new("/");
        assert!(run_line(&opts, cwd, "true && true").0.is_success());
        assert_eq!(run_line(&opts, cwd, "false && true").0, Status::Exited(1));
        assert!(run_line(&opts, cwd, "false || true").0.is_success());
        assert!(run_line(&opts, cwd, "false ; true").0.is_success());
        assert_eq!(run_line(&opts, cwd, "false | true").0, Status::Exited(1));
        let (status, trace) = run_line(&opts, cwd, "echo a b | count 1 && echo done");
        assert!(status.is_success());
        assert_eq!(trace.len(), 3);
        assert!(
            trace[0].stdout.is_empty(),
            "piped output is not kept in the record"
        );
        assert_eq!(trace[2].stdout, b"done\n");
    }

    #[test]
    fn not_inverts_exit_codes() {
        let opts = options();
        let cwd = Path::new("/");
        assert!(run_line(&opts, cwd, "not false").0.is_success());
        let (status, trace) = run_line(&opts, cwd, "not true");
        assert_eq!(status, Status::Exited(1));
        assert!(trace[0].notes[0].contains("succeeded"));
        assert!(run_line(&opts, cwd, "not not true").0.is_success());
        assert_eq!(
            run_line(&opts, cwd, "not --crash false").0,
            Status::Exited(1)
        );
        assert!(matches!(run_line(&opts, cwd, "not").0, Status::Error(_)));
    }

    #[test]
    fn unknown_commands_are_fatal_even_under_not() {
        let opts = options();
        let (status, _) = run_line(&opts, Path::new("/"), "not no-such-tool || true");
        let Status::Error(message) = status else {
            panic!("expected an error, got {status:?}")
        };
        assert!(message.contains("no-such-tool"), "{message}");
        assert!(matches!(
            run_line(&opts, Path::new("/"), "sh -c true").0,
            Status::Error(_)
        ));
    }

    #[test]
    fn path_lookup_when_allowed() {
        let mut opts = options();
        opts.allow_path_lookup = true;
        if std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .any(|d| d.join("sh").is_file())
        {
            assert_eq!(
                run_line(&opts, Path::new("/"), "sh -c 'exit 3'").0,
                Status::Exited(3)
            );
        }
    }

    #[test]
    fn redirections_cd_export_env() {
        let dir = temp_dir("redir");
        let opts = options();
        let line = "mkdir sub && cd sub && echo hi > f && echo more >> f && cat f 2>&1 | count 2";
        assert!(run_line(&opts, &dir, line).0.is_success());
        assert_eq!(
            std::fs::read_to_string(dir.join("sub/f")).unwrap(),
            "hi\nmore\n"
        );
        assert!(
            run_line(&opts, &dir, "cat < sub/f | count 2")
                .0
                .is_success()
        );
        let (status, trace) = run_line(&opts, &dir, "cat missing 2> err");
        assert_eq!(status, Status::Exited(1));
        assert!(trace[0].stderr.is_empty());
        assert!(
            std::fs::read_to_string(dir.join("err"))
                .unwrap()
                .contains("missing")
        );
        assert!(matches!(
            run_line(&opts, &dir, "cat < missing").0,
            Status::Error(_)
        ));
        assert!(matches!(
            run_line(&opts, &dir, "cd missing").0,
            Status::Error(_)
        ));
        assert!(
            run_line(&opts, &dir, "export A=1 && env B=2 -u C true")
                .0
                .is_success()
        );
        assert!(matches!(
            run_line(&opts, &dir, "env A=1").0,
            Status::Error(_)
        ));
        assert!(matches!(
            run_line(&opts, &dir, "export =1").0,
            Status::Error(_)
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn filecheck_is_in_process() {
        let dir = temp_dir("fc");
        std::fs::write(dir.join("c"), "CHECK: alpha\nCHECK-NEXT: beta\n").unwrap();
        let opts = options();
        assert!(
            run_line(&opts, &dir, "echo -e 'alpha\\nbeta' | FileCheck c")
                .0
                .is_success()
        );
        let (status, trace) = run_line(&opts, &dir, "echo alpha | filecheck c");
        assert_eq!(status, Status::Exited(1));
        let stderr = String::from_utf8_lossy(&trace[1].stderr);
        assert!(stderr.contains("CHECK-NEXT: beta"), "{stderr}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
