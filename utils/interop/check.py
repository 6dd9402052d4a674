#!/usr/bin/env python3
"""Differential interop check between strata-opt and mlir-opt.

Every module in utils/interop/corpus/ is printed by both tools in several
modes (generic form, custom form, each with and without debug info). The
outputs, exit codes and a re-parse of each tool's output by the other tool
are compared, and a summary `N/M identical` is printed. Files in
corpus/invalid/ are split at `// -----` and must give the same
diagnostics (position, severity and message) from both tools.

A corpus file may carry extra driver flags on a line
`// INTEROP-ARGS: <flags>`; they are passed to both tools.

Usage: check.py [--strata PATH] [--mlir-opt PATH] [--verbose] [FILTER...]
"""

import argparse
import difflib
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

MODES = {
    "generic": ["--mlir-print-op-generic"],
    "custom": [],
    "generic-debuginfo": ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
    "custom-debuginfo": ["--mlir-print-debuginfo"],
}

BASE_FLAGS = ["--allow-unregistered-dialect"]


def find_mlir_opt(explicit):
    """Locates mlir-opt: explicit path, PATH, then the LLVM 22 install."""
    if explicit:
        return explicit
    found = shutil.which("mlir-opt")
    if found:
        return found
    fallback = Path("/usr/lib/llvm-22/bin/mlir-opt")
    return str(fallback) if fallback.exists() else None


def extra_args(path):
    """Flags requested by `// INTEROP-ARGS:` lines of a corpus file."""
    args = []
    for line in path.read_text().splitlines():
        marker = "// INTEROP-ARGS:"
        if line.startswith(marker):
            args.extend(line[len(marker):].split())
    return args


def run(tool, flags, path=None, stdin=None):
    """Runs one tool; returns (exit code, stdout, stderr)."""
    cmd = [tool] + flags + ([str(path)] if path else ["-"])
    proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def first_error(stderr):
    """The first diagnostic line, without the file name (it differs for stdin)."""
    for line in stderr.splitlines():
        if "error:" in line:
            return line[line.find(":") :]
    return ""


def diagnostics(stderr):
    """The `line:col: severity: message` lines of a tool's stderr."""
    out = []
    for line in stderr.splitlines():
        parts = line.split(":", 3)
        if len(parts) == 4 and parts[1].isdigit() and parts[3].lstrip().split(":")[0] in (
            "error",
            "warning",
            "note",
        ):
            out.append(":".join(parts[1:]))
    return out


def show_diff(expected, actual, label):
    """Prints a unified diff between mlir-opt's and strata-opt's output."""
    diff = difflib.unified_diff(
        expected.splitlines(), actual.splitlines(), "mlir-opt", "strata-opt", lineterm=""
    )
    print(f"--- {label}")
    for line in list(diff)[:60]:
        print("    " + line)


def check_case(strata, mlir, path, mode, verbose):
    """Compares both tools on one file and mode; returns a list of failures."""
    flags = BASE_FLAGS + MODES[mode] + extra_args(path)
    failures = []
    m_rc, m_out, m_err = run(mlir, flags, path)
    s_rc, s_out, s_err = run(strata, flags, path)
    if m_rc != s_rc:
        failures.append(f"exit code mlir-opt={m_rc} strata-opt={s_rc}")
        if verbose:
            print(f"    mlir-opt stderr: {m_err.strip()[:400]}")
            print(f"    strata-opt stderr: {s_err.strip()[:400]}")
    elif m_rc != 0:
        failures.append("mlir-opt rejects the corpus file")
        if first_error(m_err) != first_error(s_err):
            failures.append("first diagnostics differ")
    elif m_out != s_out:
        failures.append("output differs")
        if verbose:
            show_diff(m_out, s_out, f"{path.name} [{mode}]")
    if m_rc == 0 and s_rc == 0:
        # Each tool must accept what the other printed.
        reparse = BASE_FLAGS + MODES[mode]
        rc, _, err = run(mlir, reparse, stdin=s_out)
        if rc != 0:
            failures.append("mlir-opt rejects strata-opt output")
            if verbose:
                print(f"    {err.strip()[:400]}")
        rc, _, err = run(strata, reparse, stdin=m_out)
        if rc != 0:
            failures.append("strata-opt rejects mlir-opt output")
            if verbose:
                print(f"    {err.strip()[:400]}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", dest="mlir_opt")
    parser.add_argument("--verbose", "-v", action="store_true")
    parser.add_argument("filters", nargs="*", help="only files whose name contains one of these")
    args = parser.parse_args()

    mlir = find_mlir_opt(args.mlir_opt)
    if mlir is None:
        print("mlir-opt not found; pass --mlir-opt", file=sys.stderr)
        return 2
    if not os.access(args.strata, os.X_OK):
        print(f"strata-opt not found at {args.strata}; build it first", file=sys.stderr)
        return 2

    invalid = sorted((HERE / "corpus" / "invalid").glob("*.mlir"))
    files = sorted((HERE / "corpus").glob("*.mlir"))
    if args.filters:
        files = [f for f in files if any(s in f.name for s in args.filters)]

    total = identical = 0
    for path in files:
        for mode in MODES:
            total += 1
            failures = check_case(args.strata, mlir, path, mode, args.verbose)
            if failures:
                print(f"DIFF {path.name} [{mode}]: {'; '.join(failures)}")
            else:
                identical += 1
    if args.filters:
        invalid = [f for f in invalid if any(s in f.name for s in args.filters)]
    for path in invalid:
        flags = BASE_FLAGS + ["--split-input-file"]
        expected = diagnostics(run(mlir, flags, path)[2])
        actual = diagnostics(run(args.strata, flags, path)[2])
        for i, want in enumerate(expected):
            total += 1
            got = actual[i] if i < len(actual) else "<none>"
            if got == want:
                identical += 1
            else:
                print(f"DIFF invalid/{path.name}: expected {want!r}, got {got!r}")
        if len(actual) > len(expected):
            total += 1
            print(f"DIFF invalid/{path.name}: extra diagnostics {actual[len(expected):]!r}")
    print(f"{identical}/{total} identical")
    return 0 if identical == total else 1


if __name__ == "__main__":
    sys.exit(main())
