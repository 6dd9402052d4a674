//! How a command ended.

use std::fmt;
use std::time::Duration;

/// The outcome of running a command, pipeline or RUN line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// The command exited with this code (0 is success).
    Exited(i32),
    /// The command was killed by this signal (a crash, e.g. 6 = SIGABRT, 11 = SIGSEGV).
    Signaled(i32),
    /// The command ran longer than the limit and was killed.
    TimedOut(Duration),
    /// The command could not be run at all (unknown program, unreadable redirection...).
    Error(String),
}

impl Status {
    /// The status of a successful command.
    pub const SUCCESS: Status = Status::Exited(0);

    /// Whether the command succeeded.
    pub fn is_success(&self) -> bool {
        *self == Status::SUCCESS
    }

    /// Whether this status aborts the whole RUN line regardless of `not`, `||` or `;`.
    pub fn is_fatal(&self) -> bool {
        matches!(self, Status::TimedOut(_) | Status::Error(_))
    }

    /// Converts a child process's exit status.
    pub fn from_exit(status: std::process::ExitStatus) -> Self {
        if let Some(code) = status.code() {
            return Status::Exited(code);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                return Status::Signaled(signal);
            }
        }
        Status::Error(format!("process ended with unrecognised status {status}"))
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Exited(code) => write!(f, "exit code {code}"),
            Status::Signaled(signal) => match signal_name(*signal) {
                Some(name) => write!(f, "killed by signal {signal} ({name})"),
                None => write!(f, "killed by signal {signal}"),
            },
            Status::TimedOut(limit) => write!(
                f,
                "timed out after {:.1} s and was killed",
                limit.as_secs_f64()
            ),
            Status::Error(message) => write!(f, "error: {message}"),
        }
    }
}

fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_and_displays() {
        assert!(Status::SUCCESS.is_success());
        assert!(!Status::Exited(1).is_success());
        assert!(!Status::Exited(1).is_fatal());
        assert!(Status::TimedOut(Duration::from_secs(2)).is_fatal());
        assert!(Status::Error("x".into()).is_fatal());
        assert_eq!(
            Status::Signaled(11).to_string(),
            "killed by signal 11 (SIGSEGV)"
        );
        assert_eq!(Status::Signaled(64).to_string(), "killed by signal 64");
        assert_eq!(
            Status::TimedOut(Duration::from_millis(1500)).to_string(),
            "timed out after 1.5 s and was killed"
        );
    }
}
