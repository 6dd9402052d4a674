//! Parsing the isolated-from-above operations of a block (the functions of
//! a module) on several threads.
//!
//! A [`prescan`](super::prescan) proposes where the operations start; the
//! runs of operations between proposals are split into chunks of about
//! equal size, and each thread parses whole chunks with a parser of its own
//! (sharing the context, starting from the main parser's aliases and
//! nesting state) into a body of its own. The main thread then moves the
//! operations, in order, into the block.
//!
//! An operation is accepted only if it ends exactly where the next proposal
//! starts and uses nothing from the enclosing scope (no operands, results or
//! successors), which is when its parse cannot differ from the sequential
//! one. From the first chunk with an operation that is not accepted (a
//! parse error included), the main parser goes on sequentially, so errors
//! and their order are those of the sequential parse.

use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rustc_hash::FxHashMap;

use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::dialect::OperationName;
use strata_ir::ident::Ident;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, StateRegions};
use strata_ir::types::Type;

use super::super::lexer::{Lexer, SourceRelease, TokenKind};
use super::prescan::{Boundary, Run, scan_run};
use super::{Parser, SourcePos};

/// Chunks per thread: enough for the threads to balance uneven operations.
const CHUNKS_PER_THREAD: usize = 8;

/// What a thread's parser starts from: a copy of the main parser's state.
struct Template<'a> {
    ctx: &'a Context,
    src: &'a [u8],
    file: Ident,
    line_offset: u32,
    buffer_position: (u32, u32),
    type_aliases: FxHashMap<&'a str, Type>,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    default_dialects: Vec<Option<Box<str>>>,
    implicit_ctx: Vec<bool>,
    isolated_ctx: Vec<bool>,
    custom_op: Vec<&'a str>,
    legacy_syntax: bool,
    release: Option<SourceRelease<'a>>,
}

impl<'a> Template<'a> {
    /// A parser in the state the main parser was in, at `at`.
    fn parser(&self, at: Boundary) -> Parser<'a> {
        let mut p = Parser::new(self.ctx, self.src, self.file.as_str(self.ctx));
        p.file = self.file;
        p.buffer_position = self.buffer_position;
        p.type_aliases = self.type_aliases.clone();
        p.attr_aliases = self.attr_aliases.clone();
        p.default_dialects = self.default_dialects.clone();
        p.implicit_ctx = self.implicit_ctx.clone();
        p.isolated_ctx = self.isolated_ctx.clone();
        p.custom_op = self.custom_op.clone();
        p.legacy_syntax = self.legacy_syntax;
        p.release = self.release;
        p.with_line_offset(self.line_offset).positioned_at(at)
    }
}

/// The operations one thread parsed from a chunk.
struct ChunkOutcome<'a> {
    body: Body,
    ops: Vec<OpId>,
    /// Whether every operation of the chunk was accepted.
    complete: bool,
    loc_alias_uses: Vec<(&'a str, SourcePos)>,
    pending_loc_aliases: bool,
}

/// How many isolated-from-above operations deep a block may be and still
/// have its operations parsed in parallel (the top level, a module, a
/// module nested once).
const MAX_PARALLEL_ISOLATION_DEPTH: usize = 3;

impl<'a> Parser<'a> {
    /// Sets how many threads may parse the isolated operations of a block
    /// (1, the default, parses sequentially).
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Sets the least number of bytes a block's operations must span to be
    /// parsed on several threads (tests use 0 to force it on small inputs).
    pub fn with_parallel_min_bytes(mut self, bytes: usize) -> Self {
        self.parallel_min_bytes = bytes;
        self
    }

    /// How many operations were parsed on several threads (each counted
    /// once, however deeply nested).
    pub fn ops_parsed_in_parallel(&self) -> usize {
        self.parallel_ops
    }

    /// Moves the lexer to `at`.
    fn positioned_at(mut self, at: Boundary) -> Self {
        self.reposition(at);
        self
    }

    fn reposition(&mut self, at: Boundary) {
        self.lexer = Lexer::at_position(self.src, at.offset, at.line, at.line_start)
            .with_release(self.release);
        self.bump();
    }

    /// If the current token starts a run of isolated-from-above operations
    /// large enough to be worth it, parses them on several threads and
    /// appends them to `block`; the parser is left after the last operation
    /// accepted (see the module documentation), where the sequential parse
    /// goes on. Returns the offset up to which the source was scanned (0
    /// if it was not).
    pub(crate) fn parse_isolated_ops_in_parallel(&mut self, block: BlockId) -> usize {
        let tok = self.token();
        let start = tok.start as usize;
        // Only the outermost few levels of isolated operations are worth a
        // pre-scan; scanning at every level of deep nesting would be quadratic.
        if self.threads <= 1
            || self.bodies.len() > MAX_PARALLEL_ISOLATION_DEPTH
            || !matches!(tok.kind, TokenKind::BareIdent | TokenKind::String)
            || !self
                .src
                .get(start..)
                .is_some_and(|text| self.isolated_op_at(text))
        {
            return 0;
        }
        // A top-level module is nearly always the only top-level operation:
        // its own operations are scanned when its region is parsed.
        let module = strata_ir::builtin::module_op_name(self.ctx);
        if self.bodies.len() == 1
            && self.custom_op.is_empty()
            && self.op_name_at(start) == Some(module)
        {
            return 0;
        }
        let Some(line_start) = (start + 1).checked_sub(tok.col as usize) else {
            return 0;
        };
        let first = Boundary {
            offset: start,
            line: tok.line,
            line_start,
        };
        let run = scan_run(self.src, first, |text| self.isolated_op_at(text));
        let text = &self.src[start..run.end.offset];
        if let Some(release) = self.release {
            // The chunks' parsers read their part again as they go.
            release(text);
        }
        if run.starts.len() < 2
            || text.len() < self.parallel_min_bytes
            || memchr::memmem::find(text, b"distinct").is_some()
        {
            return run.end.offset;
        }
        let chunks = split_into_chunks(&run, self.threads * CHUNKS_PER_THREAD);
        let outcomes = self.parse_chunks(&run, &chunks);
        let mut resume = run.end;
        for (range, outcome) in chunks.iter().zip(outcomes) {
            let Some(mut outcome) = outcome.filter(|o| o.complete) else {
                resume = run.starts[range.start];
                break;
            };
            self.parallel_ops += outcome.ops.len();
            for op in outcome.ops {
                let moved = self.move_isolated_op(&mut outcome.body, op);
                self.body_mut().append_op(block, moved);
            }
            for (name, pos) in outcome.loc_alias_uses {
                self.loc_alias_uses.entry(name).or_insert(pos);
            }
            self.pending_loc_aliases |= outcome.pending_loc_aliases;
        }
        self.reposition(resume);
        run.end.offset
    }

    /// Whether `text` starts with the name of an isolated-from-above
    /// operation (custom or generic form), as resolved here.
    fn isolated_op_at(&self, text: &[u8]) -> bool {
        self.op_name_of(text)
            .is_some_and(|name| name.is_isolated_from_above(self.ctx))
    }

    /// The operation named at byte `offset`, as [`Parser::op_name_of`].
    fn op_name_at(&self, offset: usize) -> Option<OperationName> {
        self.op_name_of(self.src.get(offset..)?)
    }

    /// The registered operation whose name (custom or generic form) starts
    /// `text`, resolved with the default dialect in effect here.
    fn op_name_of(&self, text: &[u8]) -> Option<OperationName> {
        let ctx = self.ctx;
        let (quoted, rest) = match text.split_first() {
            Some((b'"', rest)) => (true, rest),
            _ => (false, text),
        };
        let len = rest
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
            .unwrap_or(rest.len());
        let word = std::str::from_utf8(&rest[..len]).ok()?;
        if word.is_empty() || word.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let registered = |name: OperationName| name.is_registered(ctx).then_some(name);
        if quoted || word.contains('.') {
            return registered(OperationName::new(ctx, word));
        }
        if let Some(name) = self.resolve_legacy_op_name(word) {
            return Some(name);
        }
        if let Some(Some(default)) = self.default_dialects.last()
            && let Some(name) = registered(OperationName::new(ctx, &format!("{default}.{word}")))
        {
            return Some(name);
        }
        (word == "module").then(|| strata_ir::builtin::module_op_name(ctx))
    }

    /// Parses `chunks` of the run's operations on up to `self.threads`
    /// threads; the outcome of a chunk is missing if a thread skipped it
    /// because an earlier chunk had already failed.
    fn parse_chunks(&self, run: &Run, chunks: &[Range<usize>]) -> Vec<Option<ChunkOutcome<'a>>> {
        let template = Template {
            ctx: self.ctx,
            src: self.src,
            file: self.file,
            line_offset: self.line_offset,
            buffer_position: self.buffer_position,
            type_aliases: self.type_aliases.clone(),
            attr_aliases: self.attr_aliases.clone(),
            default_dialects: self.default_dialects.clone(),
            implicit_ctx: self.implicit_ctx.clone(),
            isolated_ctx: self.isolated_ctx.clone(),
            custom_op: self.custom_op.clone(),
            legacy_syntax: self.legacy_syntax,
            release: self.release,
        };
        let next = AtomicUsize::new(0);
        let first_failed = AtomicUsize::new(usize::MAX);
        let slots: Vec<Mutex<Option<ChunkOutcome<'a>>>> =
            chunks.iter().map(|_| Mutex::new(None)).collect();
        let work = || {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(range) = chunks.get(i) else { break };
                if i > first_failed.load(Ordering::Relaxed) {
                    continue;
                }
                let outcome = parse_chunk(&template, run, range.clone());
                if !outcome.complete {
                    first_failed.fetch_min(i, Ordering::Relaxed);
                }
                if let Ok(mut slot) = slots[i].lock() {
                    *slot = Some(outcome);
                }
            }
        };
        let helpers = self.threads.min(chunks.len()).saturating_sub(1);
        std::thread::scope(|s| {
            for _ in 0..helpers {
                s.spawn(work);
            }
            work();
        });
        slots
            .into_iter()
            .map(|slot| slot.into_inner().ok().flatten())
            .collect()
    }

    /// Moves the isolated operation `op` of `from` into the current body.
    fn move_isolated_op(&mut self, from: &mut Body, op: OpId) -> OpId {
        let mut state = OperationState::new(from.op_name(op), from.op_loc(op));
        state.props = from.op_props(op);
        state.attrs = Some(from.op_attrs(op));
        if let Some(body) = from.take_isolated_body(op) {
            state.regions = StateRegions::Isolated(body);
        }
        let ctx = self.ctx;
        self.body_mut().create_op(ctx, state)
    }
}

/// Parses the run's operations `range` with a parser made from `template`.
fn parse_chunk<'a>(template: &Template<'a>, run: &Run, range: Range<usize>) -> ChunkOutcome<'a> {
    let mut p = template.parser(run.starts[range.start]);
    p.bodies.push(Body::new());
    p.scopes.push_isolated();
    p.scopes.push_region();
    let mut ops = Vec::with_capacity(range.len());
    let mut complete = true;
    for i in range {
        let accepted = match p.parse_operation() {
            Ok(op) => {
                let body = p.body();
                let alone = p.token().start as usize == run.end_of(i).offset
                    && body.num_operands(op) == 0
                    && body.num_results(op) == 0
                    && body.successors(op).is_empty()
                    && body.local_regions(op).is_empty();
                if alone {
                    ops.push(op);
                }
                alone
            }
            Err(_) => false,
        };
        if !accepted {
            complete = false;
            break;
        }
    }
    // Nothing of the chunk is read again by this parser.
    p.lexer.release_all_read();
    ChunkOutcome {
        body: p.bodies.pop().unwrap_or_default(),
        ops,
        complete,
        loc_alias_uses: p.loc_alias_uses.into_iter().collect(),
        pending_loc_aliases: p.pending_loc_aliases,
    }
}

/// Splits the run's operations into at most `count` consecutive ranges of
/// about equal size in bytes.
fn split_into_chunks(run: &Run, count: usize) -> Vec<Range<usize>> {
    let n = run.starts.len();
    let first = run.starts[0].offset;
    let total = run.end.offset - first;
    let target = (total / count.max(1)).max(1);
    let mut chunks = Vec::with_capacity(count);
    let mut start = 0;
    for i in 0..n {
        let end = run.end_of(i).offset;
        if end - run.starts[start].offset >= target || i + 1 == n {
            chunks.push(start..i + 1);
            start = i + 1;
        }
    }
    chunks
}
