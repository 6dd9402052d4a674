//! Commands implemented in-process: `true`, `false`, `:`, `echo`, `cat`, `diff`, `rm`,
//! `mkdir` and `count`.

use std::path::Path;

use super::diff::unified_diff;
use super::io::StageIo;
use super::status::Status;

/// A builtin command: arguments (without the name), the stage's streams, and the shell's
/// working directory for relative paths.
pub type Builtin = fn(&[String], &mut StageIo, &Path) -> Status;

/// Looks up a builtin by name.
pub fn lookup(name: &str) -> Option<Builtin> {
    Some(match name {
        "true" | ":" => |_, _, _| Status::SUCCESS,
        "false" => |_, _, _| Status::Exited(1),
        "echo" => echo,
        "cat" => cat,
        "diff" => diff,
        "rm" => rm,
        "mkdir" => mkdir,
        "count" => count,
        _ => return None,
    })
}

/// Reports a usage or I/O error of builtin `name` on stderr and returns `status`.
fn fail(io: &mut StageIo, name: &str, message: impl std::fmt::Display, status: i32) -> Status {
    io.write_err(format!("{name}: {message}\n").as_bytes());
    Status::Exited(status)
}

/// Splits leading single-letter flags (`-rf`) from operands; `--` ends the flags.
fn split_flags<'a>(args: &'a [String], allowed: &str) -> Result<(Vec<char>, &'a [String]), String> {
    let mut flags = Vec::new();
    for (index, arg) in args.iter().enumerate() {
        if arg == "--" {
            return Ok((flags, &args[index + 1..]));
        }
        let Some(letters) = arg.strip_prefix('-').filter(|rest| !rest.is_empty()) else {
            return Ok((flags, &args[index..]));
        };
        for letter in letters.chars() {
            if !allowed.contains(letter) {
                return Err(format!("unsupported option `-{letter}`"));
            }
            flags.push(letter);
        }
    }
    Ok((flags, &[]))
}

fn echo(args: &[String], io: &mut StageIo, _cwd: &Path) -> Status {
    let mut newline = true;
    let mut escapes = false;
    let mut words = args;
    while let Some(first) = words.first() {
        match first.as_str() {
            "-n" => newline = false,
            "-e" => escapes = true,
            "-E" => escapes = false,
            _ => break,
        }
        words = &words[1..];
    }
    let mut text = words.join(" ");
    if escapes {
        text = interpret_escapes(&text);
    }
    if newline {
        text.push('\n');
    }
    io.write_out(text.as_bytes());
    Status::SUCCESS
}

fn interpret_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('0') => out.push('\0'),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// Reads an operand: `-` is the stage's standard input, anything else a file.
fn read_operand(operand: &str, io: &StageIo, cwd: &Path) -> Result<Vec<u8>, String> {
    if operand == "-" {
        Ok(io.stdin.clone())
    } else {
        let path = cwd.join(operand);
        std::fs::read(&path).map_err(|err| format!("{}: {err}", path.display()))
    }
}

fn cat(args: &[String], io: &mut StageIo, cwd: &Path) -> Status {
    let operands: Vec<String> = match split_flags(args, "") {
        Ok((_, [])) => vec!["-".to_string()],
        Ok((_, operands)) => operands.to_vec(),
        Err(err) => return fail(io, "cat", err, 2),
    };
    for operand in &operands {
        match read_operand(operand, io, cwd) {
            Ok(bytes) => io.write_out(&bytes),
            Err(err) => return fail(io, "cat", err, 1),
        }
    }
    Status::SUCCESS
}

fn diff(args: &[String], io: &mut StageIo, cwd: &Path) -> Status {
    let mut ignore_space_change = false;
    let mut ignore_all_space = false;
    let mut brief = false;
    let mut operands = Vec::new();
    for arg in args {
        match arg.as_str() {
            "-u" | "--unified" => {}
            "-b" | "--ignore-space-change" => ignore_space_change = true,
            "-w" | "--ignore-all-space" => ignore_all_space = true,
            // `str::lines` already drops the `\r` of a `\r\n` line ending.
            "--strip-trailing-cr" => {}
            "-q" | "--brief" => brief = true,
            flag if flag.starts_with('-') && flag != "-" => {
                return fail(io, "diff", format!("unsupported option `{flag}`"), 2);
            }
            operand => operands.push(operand),
        }
    }
    let [left, right] = operands[..] else {
        return fail(io, "diff", "expected exactly two files", 2);
    };
    let (a, b) = match (read_operand(left, io, cwd), read_operand(right, io, cwd)) {
        (Ok(a), Ok(b)) => (
            String::from_utf8_lossy(&a).into_owned(),
            String::from_utf8_lossy(&b).into_owned(),
        ),
        (Err(err), _) | (_, Err(err)) => return fail(io, "diff", err, 2),
    };
    let a_lines: Vec<&str> = a.lines().collect();
    let b_lines: Vec<&str> = b.lines().collect();
    let key = |line: &str| {
        if ignore_all_space {
            line.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<String>()
        } else if ignore_space_change {
            line.split_whitespace().collect::<Vec<_>>().join(" ")
        } else {
            line.to_string()
        }
    };
    match unified_diff(&a_lines, &b_lines, (left, right), key) {
        None => Status::SUCCESS,
        Some(_) if brief => {
            io.write_out(format!("Files {left} and {right} differ\n").as_bytes());
            Status::Exited(1)
        }
        Some(text) => {
            io.write_out(text.as_bytes());
            Status::Exited(1)
        }
    }
}

fn rm(args: &[String], io: &mut StageIo, cwd: &Path) -> Status {
    let (flags, operands) = match split_flags(args, "frRv") {
        Ok(split) => split,
        Err(err) => return fail(io, "rm", err, 2),
    };
    let force = flags.contains(&'f');
    let recursive = flags.contains(&'r') || flags.contains(&'R');
    let mut status = Status::SUCCESS;
    for operand in operands {
        let path = cwd.join(operand);
        let result = match std::fs::symlink_metadata(&path) {
            Err(_) if force => Ok(()),
            Err(err) => Err(err.to_string()),
            Ok(meta) if meta.is_dir() && !recursive => Err("is a directory".to_string()),
            Ok(meta) if meta.is_dir() => std::fs::remove_dir_all(&path).map_err(|e| e.to_string()),
            Ok(_) => std::fs::remove_file(&path).map_err(|e| e.to_string()),
        };
        if let Err(err) = result {
            status = fail(
                io,
                "rm",
                format!("cannot remove `{}`: {err}", path.display()),
                1,
            );
        }
    }
    status
}

fn mkdir(args: &[String], io: &mut StageIo, cwd: &Path) -> Status {
    let (flags, operands) = match split_flags(args, "pv") {
        Ok(split) => split,
        Err(err) => return fail(io, "mkdir", err, 2),
    };
    if operands.is_empty() {
        return fail(io, "mkdir", "missing operand", 2);
    }
    let parents = flags.contains(&'p');
    let mut status = Status::SUCCESS;
    for operand in operands {
        let path = cwd.join(operand);
        let result = if parents {
            std::fs::create_dir_all(&path)
        } else {
            std::fs::create_dir(&path)
        };
        if let Err(err) = result {
            status = fail(
                io,
                "mkdir",
                format!("cannot create `{}`: {err}", path.display()),
                1,
            );
        }
    }
    status
}

fn count(args: &[String], io: &mut StageIo, _cwd: &Path) -> Status {
    let [expected] = args else {
        return fail(io, "count", "usage: count <number of lines>", 2);
    };
    let Ok(expected) = expected.parse::<usize>() else {
        return fail(io, "count", format!("`{expected}` is not a number"), 2);
    };
    let newlines = io.stdin.iter().filter(|&&b| b == b'\n').count();
    let unterminated = usize::from(io.stdin.last().is_some_and(|&b| b != b'\n'));
    let actual = newlines + unterminated;
    if actual == expected {
        Status::SUCCESS
    } else {
        fail(
            io,
            "count",
            format!("expected {expected} lines, got {actual}"),
            1,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(name: &str, args: &[&str], stdin: &str, cwd: &Path) -> (Status, String, String) {
        let builtin = lookup(name).expect("a builtin");
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut io = StageIo::new(stdin.as_bytes().to_vec());
        let status = builtin(&args, &mut io, cwd);
        (
            status,
            String::from_utf8(io.out).unwrap(),
            String::from_utf8(io.err).unwrap(),
        )
    }

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("strata-lit-builtins-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn true_false_echo() {
        let cwd = Path::new("/");
        assert_eq!(run("true", &[], "", cwd).0, Status::SUCCESS);
        assert_eq!(run(":", &["x"], "", cwd).0, Status::SUCCESS);
        assert_eq!(run("false", &[], "", cwd).0, Status::Exited(1));
        assert_eq!(run("echo", &["a", "b"], "", cwd).1, "a b\n");
        assert_eq!(run("echo", &["-n", "a"], "", cwd).1, "a");
        assert_eq!(run("echo", &["-e", r"a\tb\n"], "", cwd).1, "a\tb\n\n");
        assert_eq!(run("echo", &[], "", cwd).1, "\n");
        assert!(lookup("nonexistent").is_none());
    }

    #[test]
    fn count_lines() {
        let cwd = Path::new("/");
        assert_eq!(run("count", &["2"], "a\nb\n", cwd).0, Status::SUCCESS);
        assert_eq!(run("count", &["2"], "a\nb", cwd).0, Status::SUCCESS);
        assert_eq!(run("count", &["0"], "", cwd).0, Status::SUCCESS);
        let (status, _, err) = run("count", &["3"], "a\n", cwd);
        assert_eq!(status, Status::Exited(1));
        assert!(err.contains("expected 3 lines, got 1"), "{err}");
        assert_eq!(run("count", &["x"], "", cwd).0, Status::Exited(2));
    }

    #[test]
    fn files_cat_diff_rm_mkdir() {
        let dir = temp_dir("files");
        assert_eq!(run("mkdir", &["-p", "a/b"], "", &dir).0, Status::SUCCESS);
        assert_eq!(run("mkdir", &["a"], "", &dir).0, Status::Exited(1));
        std::fs::write(dir.join("a/x"), "1\n2\n").unwrap();
        std::fs::write(dir.join("a/y"), "1\n3\n").unwrap();
        assert_eq!(run("cat", &["a/x", "-"], "in\n", &dir).1, "1\n2\nin\n");
        assert_eq!(run("cat", &[], "in\n", &dir).1, "in\n");
        assert_eq!(run("cat", &["missing"], "", &dir).0, Status::Exited(1));
        assert_eq!(
            run("diff", &["a/x", "-"], "1\n2\n", &dir).0,
            Status::SUCCESS
        );
        let (status, out, _) = run("diff", &["-u", "a/x", "a/y"], "", &dir);
        assert_eq!(status, Status::Exited(1));
        assert!(out.contains("-2\n+3\n"), "{out}");
        assert_eq!(run("diff", &["-b", "-"], "", &dir).0, Status::Exited(2));
        assert_eq!(run("rm", &["a"], "", &dir).0, Status::Exited(1));
        assert_eq!(run("rm", &["missing"], "", &dir).0, Status::Exited(1));
        assert_eq!(
            run("rm", &["-f", "missing", "a/x"], "", &dir).0,
            Status::SUCCESS
        );
        assert!(!dir.join("a/x").exists());
        assert_eq!(run("rm", &["-rf", "a"], "", &dir).0, Status::SUCCESS);
        assert!(!dir.join("a").exists());
        assert_eq!(run("rm", &["-z"], "", &dir).0, Status::Exited(2));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn diff_whitespace_options() {
        let dir = temp_dir("ws");
        std::fs::write(dir.join("x"), "a  b\r\n").unwrap();
        assert_eq!(run("diff", &["x", "-"], "a b\n", &dir).0, Status::Exited(1));
        assert_eq!(
            run("diff", &["-b", "x", "-"], "a b\n", &dir).0,
            Status::SUCCESS
        );
        assert_eq!(
            run(
                "diff",
                &["-w", "--strip-trailing-cr", "x", "-"],
                "ab\n",
                &dir
            )
            .0,
            Status::SUCCESS
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
