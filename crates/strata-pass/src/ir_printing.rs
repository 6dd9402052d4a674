//! The IR dumps around passes: where an operation sits in the whole IR
//! ([`IrScope`]), its dump at module scope, and the file tree of
//! `--mlir-print-ir-tree-dir`.

use std::collections::HashMap;
use std::path::PathBuf;

use strata_asm::{PrintFlags, op_to_string_scoped, print_top_level};
use strata_ir::symbol_table::symbol_name;
use strata_ir::{Body, Context, OpId};

/// Where the operation a pipeline runs on sits in the whole IR: a chain
/// from the operation up to the top level. Nested pipelines run on copies
/// of their operations taken out of the parent, so dumps at module scope
/// and the file tree of dumps find the ancestors here.
pub struct IrScope<'a> {
    parent: Option<&'a IrScope<'a>>,
    /// The operation's id in the body that really holds it.
    id: OpId,
    /// The operation's name.
    name: String,
    /// The operation's symbol name, if it has one.
    symbol: Option<String>,
    /// For dumps at module scope: a copy of the body holding the parent
    /// operation, taken when this operation's pipeline started, and the
    /// parent's id in it.
    snapshot: Option<(Body, OpId)>,
}

impl<'a> IrScope<'a> {
    /// The scope of `op`, a top-level operation of `body`.
    pub fn root(ctx: &Context, body: &Body, op: OpId) -> Self {
        IrScope {
            parent: None,
            id: op,
            name: body.op_name(op).as_str(ctx).to_string(),
            symbol: symbol_name(ctx, body, op).map(str::to_string),
            snapshot: None,
        }
    }

    /// The scope of `child` of `inner`, the isolated body of the
    /// operation of this scope; `snapshot` is a copy of the body holding
    /// that operation and its id there, kept for module-scope dumps.
    pub fn nested(
        &'a self,
        ctx: &Context,
        inner: &Body,
        child: OpId,
        snapshot: Option<(Body, OpId)>,
    ) -> Self {
        IrScope {
            parent: Some(self),
            id: child,
            name: inner.op_name(child).as_str(ctx).to_string(),
            symbol: symbol_name(ctx, inner, child).map(str::to_string),
            snapshot,
        }
    }

    /// The ids along the chain, top level first: the key of the operation
    /// for the dump counters.
    fn key(&self) -> Vec<usize> {
        let mut key = self.parent.map_or_else(Vec::new, IrScope::key);
        key.push(self.id.index());
        key
    }

    /// The operation names from the top level down to this operation.
    pub(crate) fn names(&self) -> Vec<&str> {
        let mut names = self.parent.map_or_else(Vec::new, IrScope::names);
        names.push(&self.name);
        names
    }

    /// The `(name, symbol)` of the ancestors, top level first.
    fn ancestor_names(&self) -> Vec<(&str, Option<&str>)> {
        let mut names = Vec::new();
        let mut s = self.parent;
        while let Some(scope) = s {
            names.push((scope.name.as_str(), scope.symbol.as_deref()));
            s = scope.parent;
        }
        names.reverse();
        names
    }
}

/// The whole IR, `op` of `body` (running in `scope`) put back into the
/// copies of its ancestors: a top-level body and its operation, or `None`
/// when `op` is the top level (or the ancestors were not kept).
pub(crate) fn whole_ir(scope: &IrScope<'_>, body: &Body, op: OpId) -> Option<(Body, OpId)> {
    let mut content = Box::new(body.isolated_body(op)?.clone());
    let mut props = body.op_props(op);
    let mut attrs = body.op_attrs(op);
    let mut loc = body.op_loc(op);
    let mut s = scope;
    loop {
        let (snapshot, parent_op) = s.snapshot.as_ref()?;
        let mut copy = snapshot.clone();
        let inner = copy.isolated_body_mut(*parent_op)?;
        inner.set_isolated_body(s.id, content);
        inner.set_op_props(s.id, props);
        inner.set_op_attrs(s.id, attrs);
        inner.set_op_loc(s.id, loc);
        let parent = s.parent?;
        if parent.parent.is_none() {
            return Some((copy, *parent_op));
        }
        props = copy.op_props(*parent_op);
        attrs = copy.op_attrs(*parent_op);
        loc = copy.op_loc(*parent_op);
        content = copy.take_isolated_body(*parent_op)?;
        s = parent;
    }
}

/// The text of one dump: `header` (`// -----// IR Dump After X (x)`), then
/// the operation, or the whole IR at module scope.
pub(crate) fn dump_text(
    ctx: &Context,
    flags: PrintFlags,
    module_scope: bool,
    header: &str,
    scope: &IrScope<'_>,
    body: &Body,
    op: OpId,
) -> String {
    let mut text = String::from(header);
    if module_scope {
        text.push_str(&format!(" ('{}' operation", body.op_name(op).as_str(ctx)));
        if let Some(sym) = symbol_name(ctx, body, op) {
            text.push_str(&format!(": @{sym}"));
        }
        text.push_str(") //----- //\n");
        let whole = whole_ir(scope, body, op);
        let (b, o) = whole.as_ref().map_or((body, op), |(b, o)| (b, *o));
        text.push_str(&top_level_text(ctx, b, o, flags));
    } else {
        text.push_str(" //----- //\n");
        if body.owner_name().is_none() {
            text.push_str(&top_level_text(ctx, body, op, flags));
        } else {
            text.push_str(&op_to_string_scoped(ctx, None, body, op, flags));
        }
    }
    text.push_str("\n\n");
    text
}

/// A top-level operation as the output prints it: with its aliases,
/// ending in a newline.
fn top_level_text(ctx: &Context, body: &Body, op: OpId, flags: PrintFlags) -> String {
    let mut out = Vec::new();
    // Writing to memory cannot fail.
    let _ = print_top_level(ctx, body, &[op], flags, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Dump counters of `--mlir-print-ir-tree-dir`: one per operation, counting
/// its dumps.
#[derive(Default)]
pub(crate) struct TreeCounters {
    counts: HashMap<Vec<usize>, u32>,
}

/// `name` with `.` replaced by `_` (`func.func` gives `func_func`).
fn sanitize(name: &str) -> String {
    name.replace('.', "_")
}

/// A directory name of the tree: the operation name and symbol name.
fn dir_name(name: &str, symbol: Option<&str>) -> String {
    format!("{}_{}", sanitize(name), symbol.unwrap_or("no-symbol-name"))
}

impl TreeCounters {
    /// The file of the next dump of `op` under `root`: one directory per
    /// operation from the top level down to `op` (`builtin_module_no-symbol-name/func_func_f`),
    /// the file named after the dump counts of those operations and the
    /// pass (`0_1_cse.mlir`). Counts `op`'s dump.
    pub(crate) fn next_path(
        &mut self,
        ctx: &Context,
        root: &str,
        pass_argument: &str,
        scope: &IrScope<'_>,
        body: &Body,
        op: OpId,
    ) -> (Vec<PathBuf>, PathBuf) {
        let key = scope.key();
        self.counts
            .entry(key.clone())
            .and_modify(|c| *c += 1)
            .or_insert(0);
        let mut counts = Vec::with_capacity(key.len());
        for len in 1..=key.len() {
            counts.push(
                self.counts
                    .entry(key[..len].to_vec())
                    .or_insert(0)
                    .to_string(),
            );
        }
        let mut dirs = vec![PathBuf::from(root)];
        let mut path = PathBuf::from(root);
        for (name, symbol) in scope.ancestor_names() {
            path.push(dir_name(name, symbol));
            dirs.push(path.clone());
        }
        path.push(dir_name(
            body.op_name(op).as_str(ctx),
            symbol_name(ctx, body, op),
        ));
        dirs.push(path.clone());
        path.push(format!("{}_{pass_argument}.mlir", counts.join("_")));
        (dirs, path)
    }
}

/// Writes `text` to `file`, creating `dirs` first (each must have its
/// parent); failures are reported on stderr as upstream does, and the dump
/// is dropped.
pub(crate) fn write_tree_file(dirs: &[PathBuf], file: &PathBuf, text: &str) {
    for dir in dirs {
        if let Err(e) = std::fs::create_dir(dir)
            && !(e.kind() == std::io::ErrorKind::AlreadyExists && dir.is_dir())
        {
            eprintln!(
                "Error while creating directory {}: {}",
                dir.display(),
                os_message(&e)
            );
            return;
        }
    }
    if let Err(e) = std::fs::write(file, text) {
        eprintln!(
            "Error opening output file {}: {}",
            file.display(),
            os_message(&e)
        );
    }
}

/// An I/O error's message without Rust's ` (os error N)` suffix.
fn os_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
