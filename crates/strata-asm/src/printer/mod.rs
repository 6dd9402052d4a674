//! The printer of the MLIR textual format.
//!
//! Printing happens in two passes, as upstream: a first pass runs the same
//! printing code without output to collect the attributes and types that
//! will be printed and assign aliases (`#map`, `#loc1`, ...); the second
//! pass writes the alias definitions, the operations, the deferred
//! (location) aliases and the resource section.

mod aliases;
pub(crate) mod attrs;
mod float_texts;
mod implicit;
mod names;
mod ops;
mod parallel;
mod types;

use std::borrow::Cow;
use std::io;

use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::ir::{Body, OpId};
use strata_ir::types::{Type, TypeKind};

use aliases::AliasState;
use names::{NameOptions, NameTable};

pub use aliases::{attr_alias_name, type_alias_name};

/// Options controlling the printed form.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintFlags {
    /// Print every operation in the generic form.
    pub generic: bool,
    /// Print locations (`loc(...)`).
    pub debug_info: bool,
    /// Print locations in their pretty form.
    pub pretty_debug_info: bool,
    /// Do not generate aliases: print every attribute and type inline.
    pub local_scope: bool,
    /// Elide elements attributes with more elements than this.
    pub elide_elements_above: Option<u64>,
    /// Print elements attributes with more elements than this as hex strings.
    pub hex_elements_above: Option<u64>,
    /// Print `{...}` instead of region contents.
    pub skip_regions: bool,
    /// Number values uniquely across sibling regions (`%N` never restarts).
    pub unique_ssa_ids: bool,
    /// Print comments naming the users of each value.
    pub value_users: bool,
    /// Name values after their name locations (`loc("x")` gives `%x`).
    pub nameloc_as_prefix: bool,
    /// Leave out resource values whose text is longer than this.
    pub elide_resource_strings_above: Option<u64>,
}

/// Where printed text goes: an in-memory buffer, flushed to a writer as it grows.
pub(crate) struct Output<'w> {
    buf: String,
    sink: Option<&'w mut dyn io::Write>,
    error: Option<io::Error>,
}

impl Output<'_> {
    fn flush_if_large(&mut self) {
        if self.buf.len() >= 1 << 16 {
            self.flush();
        }
    }

    /// Appends `text`; a large text goes to the writer as it is, without
    /// a copy into the buffer.
    fn write_text(&mut self, text: &str) {
        if text.len() < 1 << 16 || self.sink.is_none() {
            self.buf.push_str(text);
            self.flush_if_large();
            return;
        }
        self.flush();
        if let Some(sink) = self.sink.as_mut()
            && self.error.is_none()
            && let Err(e) = sink.write_all(text.as_bytes())
        {
            self.error = Some(e);
        }
    }

    fn flush(&mut self) {
        if let Some(sink) = self.sink.as_mut()
            && self.error.is_none()
        {
            if let Err(e) = sink.write_all(self.buf.as_bytes()) {
                self.error = Some(e);
            }
            self.buf.clear();
        }
    }
}

/// The printer: writes IR as text. Custom operation printers receive it
/// and use its public methods.
pub struct Printer<'a> {
    /// The context of the printed IR.
    pub ctx: &'a Context,
    pub(crate) out: Output<'a>,
    pub(crate) flags: PrintFlags,
    aliases: Cow<'a, AliasState>,
    /// True during the alias-collection pass: nothing is written.
    collecting: bool,
    names: Cow<'a, NameTable>,
    distinct_ids: rustc_hash::FxHashMap<Attribute, u64>,
    referenced_resources: Vec<Attribute>,
    body: &'a Body,
    indent: usize,
    default_dialects: Vec<Option<&'a str>>,
    /// For each enclosing op, whether it makes the legacy dialect a second
    /// default dialect ([`crate::LegacySyntaxInterface::implicit_scopes`]).
    implicit_ctx: Vec<bool>,
    /// The dialect implementing [`crate::LegacySyntaxInterface`], looked up
    /// on first use.
    legacy_dialect: std::cell::OnceCell<Option<std::sync::Arc<strata_ir::DialectDef>>>,
    /// Values of default-attribute builders, keyed by the builder's address.
    attr_defaults: rustc_hash::FxHashMap<usize, Attribute>,
    /// Threads that may print the isolated operations of a block.
    threads: usize,
    /// The text of each composite builtin type printed so far: a type
    /// prints the same everywhere in one output.
    type_texts: rustc_hash::FxHashMap<Type, Box<str>>,
    /// The texts of recently printed floats.
    float_texts: float_texts::FloatTexts,
}

/// Longest type text the printer keeps for reuse.
const MAX_CACHED_TYPE_TEXT: usize = 256;

impl<'a> Printer<'a> {
    fn new(
        ctx: &'a Context,
        flags: PrintFlags,
        body: &'a Body,
        sink: Option<&'a mut dyn io::Write>,
    ) -> Self {
        crate::install_diagnostic_printer();
        Printer {
            ctx,
            out: Output {
                buf: String::new(),
                sink,
                error: None,
            },
            flags,
            aliases: Cow::Owned(AliasState::default()),
            collecting: false,
            names: Cow::Owned(NameTable::default()),
            distinct_ids: rustc_hash::FxHashMap::default(),
            referenced_resources: Vec::new(),
            body,
            indent: 0,
            default_dialects: vec![Some("builtin")],
            implicit_ctx: Vec::new(),
            legacy_dialect: std::cell::OnceCell::new(),
            attr_defaults: rustc_hash::FxHashMap::default(),
            threads: 1,
            type_texts: rustc_hash::FxHashMap::default(),
            float_texts: float_texts::FloatTexts::default(),
        }
    }

    /// The flags in effect.
    pub fn flags(&self) -> PrintFlags {
        self.flags
    }

    /// The body holding the operation being printed.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The attribute a default-value builder makes, built once per printer
    /// (builders are pure functions of the context).
    pub fn default_attr(&mut self, build: fn(&Context) -> Attribute) -> Attribute {
        let ctx = self.ctx;
        *self
            .attr_defaults
            .entry(build as usize)
            .or_insert_with(|| build(ctx))
    }

    /// True while collecting aliases (the first pass): hooks may skip work
    /// that only produces text.
    pub fn is_collecting(&self) -> bool {
        self.collecting
    }

    /// Writes raw text.
    #[inline]
    pub fn write(&mut self, s: &str) {
        if !self.collecting {
            self.out.buf.push_str(s);
        }
    }

    /// Writes one character.
    #[inline]
    pub fn write_char(&mut self, c: char) {
        if !self.collecting {
            self.out.buf.push(c);
        }
    }

    /// Writes formatted text.
    pub fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) {
        if !self.collecting {
            use std::fmt::Write;
            let _ = self.out.buf.write_fmt(args);
        }
    }

    /// Writes a newline followed by the current indentation.
    pub fn newline(&mut self) {
        if !self.collecting {
            self.out.buf.push('\n');
            for _ in 0..self.indent {
                self.out.buf.push_str("  ");
            }
        }
    }

    /// Increases the indentation used by [`Printer::newline`].
    pub fn increase_indent(&mut self) {
        self.indent += 1;
    }

    /// Decreases the indentation used by [`Printer::newline`].
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(1);
    }

    /// Prints a type, using its alias if it has one.
    pub fn print_type(&mut self, ty: Type) {
        if self.collecting {
            self.aliases.to_mut().visit_type(self.ctx, ty, false);
            return;
        }
        if let Some(alias) = self.aliases.type_alias(ty) {
            self.out.buf.push_str(alias);
            return;
        }
        let kind = ty.kind(self.ctx);
        if matches!(
            kind,
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None
        ) {
            // Scalars nest nothing: no deeper stack needed, nothing to cache.
            self.print_type_inline(ty);
            return;
        }
        let composite = matches!(
            kind,
            TypeKind::Complex(_)
                | TypeKind::Tuple(_)
                | TypeKind::Function { .. }
                | TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        );
        if !composite {
            strata_ir::stack::grow(|| self.print_type_inline(ty));
            return;
        }
        if let Some(text) = self.type_texts.get(&ty) {
            self.out.buf.push_str(text);
            return;
        }
        // Nothing flushes the buffer while a type is printed.
        let start = self.out.buf.len();
        strata_ir::stack::grow(|| self.print_type_inline(ty));
        // Long texts are not kept: each level of a deeply nested type would
        // copy all the levels inside it (quadratic memory).
        if self.out.buf.len() - start <= MAX_CACHED_TYPE_TEXT {
            let text = self.out.buf[start..].into();
            self.type_texts.insert(ty, text);
        }
    }

    /// Writes the alias of `attr` if it has one (without copying it);
    /// returns whether it did.
    pub(crate) fn write_attr_alias(&mut self, attr: Attribute) -> bool {
        match self.aliases.attr_alias(attr) {
            Some(alias) => {
                if !self.collecting {
                    self.out.buf.push_str(alias);
                }
                true
            }
            None => false,
        }
    }

    /// Prints an attribute (with its type where the syntax needs it),
    /// using its alias if it has one.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_impl(attr, false);
    }

    /// Prints an attribute without the trailing `: type` of typed literals.
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        self.print_attribute_impl(attr, true);
    }

    fn print_attribute_impl(&mut self, attr: Attribute, elide_type: bool) {
        if self.collecting {
            self.aliases
                .to_mut()
                .visit_attr(self.ctx, attr, false, elide_type);
            return;
        }
        if self.write_attr_alias(attr) {
            return;
        }
        strata_ir::stack::grow(|| self.print_attribute_inline(attr, elide_type));
    }
}

/// Prints a top-level operation (usually a `builtin.module`) held in `body`
/// with aliases, deferred location aliases and the resource section, to `out`.
pub fn print_top_level(
    ctx: &Context,
    body: &Body,
    ops: &[OpId],
    flags: PrintFlags,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    print_top_level_with_threads(ctx, body, ops, flags, 1, out)
}

/// Like [`print_top_level`], printing the isolated operations of large
/// blocks (the functions of a module) on up to `threads` threads; the
/// output is the same.
pub fn print_top_level_with_threads(
    ctx: &Context,
    body: &Body,
    ops: &[OpId],
    flags: PrintFlags,
    threads: usize,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut p = Printer::new(ctx, flags, body, Some(out));
    p.threads = threads.max(1);
    if !flags.local_scope {
        p.collecting = true;
        for &op in ops {
            p.print_top_op(op);
        }
        p.collecting = false;
        p.aliases.to_mut().finalize(ctx);
        p.print_alias_definitions(false);
    }
    for (i, &op) in ops.iter().enumerate() {
        // As upstream, a local-scope print is the bare operation: no
        // trailing newline, deferred aliases or resource section.
        if i > 0 && flags.local_scope {
            p.write("\n");
        }
        p.print_top_op(op);
        if !flags.local_scope {
            p.write("\n");
        }
        p.out.flush_if_large();
    }
    if !flags.local_scope {
        p.print_alias_definitions(true);
        p.print_resources();
    }
    p.out.flush();
    match p.out.error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Prints one operation (and everything nested in it) to a string, in the
/// given form, with aliases resolved inline.
pub fn op_to_string(ctx: &Context, body: &Body, op: OpId, flags: PrintFlags) -> String {
    let flags = PrintFlags {
        local_scope: true,
        ..flags
    };
    let mut p = Printer::new(ctx, flags, body, None);
    p.print_top_op(op);
    std::mem::take(&mut p.out.buf)
}

/// Prints one operation to a string with aliases inline, naming values as
/// they are named when `scope` (an enclosing isolated operation and the
/// body holding it) is printed, or from scratch without a scope.
pub fn op_to_string_scoped(
    ctx: &Context,
    scope: Option<(&Body, OpId)>,
    body: &Body,
    op: OpId,
    flags: PrintFlags,
) -> String {
    let flags = PrintFlags {
        local_scope: true,
        ..flags
    };
    let mut p = Printer::new(ctx, flags, body, None);
    p.names = Cow::Owned(match scope {
        Some((sbody, sop)) => NameTable::number(ctx, sbody, sop, NameOptions::of(&flags)),
        None => NameTable::number_body(ctx, body, NameOptions::of(&flags)),
    });
    p.print_operation_at_top(op);
    std::mem::take(&mut p.out.buf)
}

/// Prints operations of one scope (an enclosing isolated operation) one at
/// a time with the value names printing the whole scope gives them,
/// numbering the scope once rather than for every operation.
pub struct ScopedOpPrinter {
    names: NameTable,
    flags: PrintFlags,
}

impl ScopedOpPrinter {
    /// Numbers the values of `scope` (held in `body`) for printing with
    /// `flags` (always in the local scope: aliases inline).
    pub fn new(ctx: &Context, body: &Body, scope: OpId, flags: PrintFlags) -> Self {
        let flags = PrintFlags {
            local_scope: true,
            ..flags
        };
        ScopedOpPrinter {
            names: NameTable::number(ctx, body, scope, NameOptions::of(&flags)),
            flags,
        }
    }

    /// Prints `op`, held in `body` (the scope's body or one nested in it).
    pub fn print(&self, ctx: &Context, body: &Body, op: OpId) -> String {
        let mut p = Printer::new(ctx, self.flags, body, None);
        p.names = Cow::Borrowed(&self.names);
        p.print_operation_at_top(op);
        std::mem::take(&mut p.out.buf)
    }
}

/// The SSA value names printing an operation gives the values nested in it
/// (`%arg0`, `%c1_i32`, `%0#1`), for tools that refer to values by name.
pub struct ValueNames(NameTable);

impl ValueNames {
    /// Numbers every value nested in `op` (held in `body`) as the printer does.
    pub fn new(ctx: &Context, body: &Body, op: OpId) -> Self {
        ValueNames(NameTable::number(ctx, body, op, NameOptions::default()))
    }

    /// Appends the name of `value` (defined in `body`) to `out`.
    pub fn write(&self, body: &Body, value: strata_ir::ir::Value, out: &mut String) {
        self.0.write_value(body, value, true, out);
    }
}

/// Prints a type to a string (no aliases).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let empty = Body::new();
    let mut p = Printer::new(
        ctx,
        PrintFlags {
            local_scope: true,
            ..Default::default()
        },
        &empty,
        None,
    );
    p.print_type(ty);
    std::mem::take(&mut p.out.buf)
}

/// Prints an attribute to a string (no aliases).
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let empty = Body::new();
    let mut p = Printer::new(
        ctx,
        PrintFlags {
            local_scope: true,
            ..Default::default()
        },
        &empty,
        None,
    );
    p.print_attribute(attr);
    std::mem::take(&mut p.out.buf)
}
