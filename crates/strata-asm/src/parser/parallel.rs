//! Parsing the operations of a block (the functions of a module, the
//! operations of a module's body) on several threads.
//!
//! A [`prescan`](super::prescan) proposes where the operations start; the
//! main thread hands the operations it finds to the other threads in
//! chunks of about equal size as it goes (scanning while fewer than one
//! chunk per thread waits, parsing chunks otherwise), and each thread
//! parses whole chunks with a parser of its own (sharing the context,
//! starting from the main parser's aliases and nesting state) into a body
//! of its own. The main thread then moves the operations, in order, into
//! the block.
//!
//! An operation is accepted only if it ends exactly where the next proposal
//! starts and uses nothing from the enclosing scope (no operands, results or
//! successors), which is when its parse cannot differ from the sequential
//! one. From the first chunk with an operation that is not accepted (a
//! parse error included), the main parser goes on sequentially, so errors
//! and their order are those of the sequential parse.
//!
//! A block whose operations are not isolated (they may bind and use SSA
//! names across the chunks) is parsed in parallel only at the start of a
//! region with no name in scope yet (a module's body): each chunk is parsed
//! in a fresh name scope, and a name a chunk uses without defining it is a
//! placeholder. After the join the chunks' names are linked as the
//! sequential parse would link them: every placeholder must name a value
//! another chunk defines, with the same type; no name may be defined by two
//! chunks, nor inside a region of a chunk while another chunk defines it
//! earlier or uses it freely earlier. Only then are the chunks' bodies
//! moved into the block's body; anything else (a parse error included)
//! parses the whole block again sequentially, for the sequential
//! diagnostics.

use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::dialect::OperationName;
use strata_ir::ident::Ident;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, StateRegions, Value};
use strata_ir::types::Type;

use super::super::lexer::{Lexer, SourceRelease, TokenKind};
use super::prescan::{Boundary, Run, RunScan};
use super::scopes::ChunkNames;
use super::{ParseResult, Parser, SourcePos};

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
    /// The chunk's names, when it was parsed in a name scope of its own
    /// (operations that are not isolated).
    names: Option<ChunkNames<'a>>,
}

/// The chunks of a parallel parse (ranges of the scan's operations) and
/// their outcomes.
type ParsedChunks<'a> = (Vec<Range<usize>>, Vec<Option<ChunkOutcome<'a>>>);

/// How the operations of a block are split among threads.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Split {
    /// Isolated-from-above operations, each accepted on its own.
    Isolated,
    /// Any operations, accepted only all together (names link chunks).
    Named,
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

    /// If the current token starts a run of operations large enough to be
    /// worth it, parses them on several threads and appends them to
    /// `block`; the parser is left after the last operation accepted (see
    /// the module documentation), where the sequential parse goes on.
    /// Returns the offset up to which the source was scanned (0 if it was
    /// not).
    pub(crate) fn parse_block_ops_in_parallel(&mut self, block: BlockId) -> ParseResult<usize> {
        let tok = self.token();
        let start = tok.start as usize;
        // Only the outermost few levels of isolated operations are worth a
        // pre-scan; scanning at every level of deep nesting would be quadratic.
        if self.threads <= 1
            || self.bodies.len() > MAX_PARALLEL_ISOLATION_DEPTH
            || !matches!(
                tok.kind,
                TokenKind::BareIdent | TokenKind::String | TokenKind::PercentIdent
            )
        {
            return Ok(0);
        }
        let isolated = tok.kind != TokenKind::PercentIdent
            && self
                .src
                .get(start..)
                .is_some_and(|text| self.isolated_op_at(text));
        if !isolated && !self.scopes.is_fresh() {
            return Ok(0);
        }
        // A top-level module is nearly always the only top-level operation:
        // its own operations are scanned when its region is parsed.
        let module = strata_ir::builtin::module_op_name(self.ctx);
        if isolated
            && self.bodies.len() == 1
            && self.custom_op.is_empty()
            && self.op_name_at(start) == Some(module)
        {
            return Ok(0);
        }
        let Some(line_start) = (start + 1).checked_sub(tok.col as usize) else {
            return Ok(0);
        };
        let first = Boundary {
            offset: start,
            line: tok.line,
            line_start,
        };
        let split = if isolated {
            Split::Isolated
        } else {
            Split::Named
        };
        let is_start = |text: &[u8]| {
            if isolated {
                self.isolated_op_at(text)
            } else {
                may_start_op(text)
            }
        };
        let mut scan = RunScan::new(self.src, first);
        // Threads start only once the run is known to be large enough.
        let parsed = match scan.scan_until(start + self.parallel_min_bytes.max(1), is_start) {
            Some(_) => None,
            None => self.parse_chunks(&mut scan, is_start, split),
        };
        let Some((chunks, outcomes)) = parsed else {
            scan.scan_until(usize::MAX, is_start);
            let run = scan.into_run();
            if let Some(release) = self.release {
                // The sequential parse reads it again as it goes.
                release(&self.src[start..run.end.offset]);
            }
            return Ok(run.end.offset);
        };
        let run = scan.into_run();
        if isolated {
            self.append_isolated_chunks(block, &run, &chunks, outcomes);
        } else {
            self.append_named_chunks(block, &run, &chunks, outcomes)?;
        }
        Ok(run.end.offset)
    }

    /// Parses the chunks of a run of isolated operations and appends those
    /// of the chunks before the first one not complete; the parser goes on
    /// from there.
    fn append_isolated_chunks(
        &mut self,
        block: BlockId,
        run: &Run,
        chunks: &[Range<usize>],
        outcomes: Vec<Option<ChunkOutcome<'a>>>,
    ) {
        let mut resume = run.end;
        for (range, outcome) in chunks.iter().zip(outcomes) {
            let Some(mut outcome) = outcome.filter(|o| o.complete) else {
                resume = run.starts[range.start];
                break;
            };
            self.parallel_ops += outcome.ops.len();
            for op in std::mem::take(&mut outcome.ops) {
                let moved = self.move_isolated_op(&mut outcome.body, op);
                self.body_mut().append_op(block, moved);
            }
            self.merge_loc_aliases(&mut outcome);
        }
        self.reposition(resume);
    }

    /// Parses the chunks of a run of operations that may share names and,
    /// if all parsed and their names link (see the module documentation),
    /// appends all their operations; otherwise the parser goes back to the
    /// start of the run.
    fn append_named_chunks(
        &mut self,
        block: BlockId,
        run: &Run,
        chunks: &[Range<usize>],
        outcomes: Vec<Option<ChunkOutcome<'a>>>,
    ) -> ParseResult<()> {
        let outcomes: Option<Vec<ChunkOutcome<'a>>> = outcomes
            .into_iter()
            .map(|o| o.filter(|o| o.complete && o.names.is_some()))
            .collect();
        let Some(links) = outcomes.as_deref().and_then(link_names) else {
            self.reposition(run.starts[0]);
            return Ok(());
        };
        let mut maps = Vec::with_capacity(chunks.len());
        let mut names = Vec::with_capacity(chunks.len());
        for mut outcome in outcomes.unwrap_or_default() {
            self.merge_loc_aliases(&mut outcome);
            let body = std::mem::take(&mut outcome.body);
            let map = self.body_mut().absorb(body);
            self.parallel_ops += outcome.ops.len();
            for &op in &outcome.ops {
                self.body_mut().append_op(block, map.op(op));
            }
            maps.push(map);
            names.push(outcome.names.take());
        }
        let ctx = self.ctx;
        for (map, names) in maps.iter().zip(&names) {
            for (name, values, pos) in names.iter().flat_map(|n| &n.defs) {
                let values: SmallVec<[Value; 1]> = values.iter().map(|v| map.value(*v)).collect();
                let body = match self.bodies.last_mut() {
                    Some(b) => b,
                    None => unreachable!("no body"),
                };
                self.scopes.define(ctx, body, name, &values, *pos)?;
            }
        }
        for (k, chunk_links) in links.iter().enumerate() {
            let Some(names) = &names[k] else { continue };
            for (free, &(j, value)) in names.free.iter().zip(chunk_links) {
                let from = maps[k].value(free.placeholder);
                let to = maps[j].value(value);
                self.body_mut().replace_all_uses(from, to);
            }
        }
        self.reposition(run.end);
        Ok(())
    }

    /// Adds the location aliases a chunk used before their definition.
    fn merge_loc_aliases(&mut self, outcome: &mut ChunkOutcome<'a>) {
        for (name, pos) in std::mem::take(&mut outcome.loc_alias_uses) {
            self.loc_alias_uses.entry(name).or_insert(pos);
        }
        self.pending_loc_aliases |= outcome.pending_loc_aliases;
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

    /// Goes on with `scan` and parses the operations it finds on up to
    /// `self.threads` threads as it goes: this thread scans ahead while
    /// fewer than one chunk per thread waits, and parses chunks otherwise.
    /// Returns the chunks (ranges of the scan's operations) and their
    /// outcomes (missing if a thread skipped a chunk because an earlier one
    /// had failed); `None` if the run mentions `distinct` (its ids are
    /// shared across operations, so it must be parsed sequentially).
    fn parse_chunks(
        &self,
        scan: &mut RunScan<'a>,
        mut is_start: impl FnMut(&[u8]) -> bool,
        split: Split,
    ) -> Option<ParsedChunks<'a>> {
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
        let first = scan.starts[0].offset;
        let target =
            (self.src.len().saturating_sub(first) / (self.threads * CHUNKS_PER_THREAD)).max(1);
        let queue = Queue::default();
        let first_failed = AtomicUsize::new(usize::MAX);
        let outcomes: Mutex<Vec<(usize, ChunkOutcome<'a>)>> = Mutex::default();
        let parse = |(i, starts): (usize, Vec<Boundary>)| {
            if i > first_failed.load(Ordering::Relaxed) {
                return;
            }
            let outcome = parse_chunk(&template, &starts, split);
            if !outcome.complete {
                first_failed.fetch_min(i, Ordering::Relaxed);
            }
            lock(&outcomes).push((i, outcome));
        };
        let mut chunks: Vec<Range<usize>> = Vec::new();
        let mut distinct = false;
        std::thread::scope(|s| {
            for _ in 1..self.threads {
                s.spawn(|| {
                    while let Some(chunk) = queue.claim(true) {
                        parse(chunk);
                    }
                });
            }
            let mut chunk_start = 0;
            loop {
                if !queue.is_done() && queue.waiting() < self.threads {
                    let from = scan.starts[chunk_start].offset;
                    let end = scan.scan_until(from + target, &mut is_start);
                    let (ops, end) = match end {
                        Some(end) => (chunk_start..scan.starts.len(), end),
                        None => (
                            chunk_start..scan.starts.len() - 1,
                            scan.starts[scan.starts.len() - 1],
                        ),
                    };
                    let text = &self.src[from..end.offset];
                    if memchr::memmem::find(text, b"distinct").is_some() {
                        distinct = true;
                        queue.finish();
                        break;
                    }
                    let mut starts = scan.starts[ops.clone()].to_vec();
                    starts.push(end);
                    chunk_start = ops.end;
                    chunks.push(ops);
                    queue.publish(starts, scan.end().is_some());
                    continue;
                }
                match queue.claim(false) {
                    Some(chunk) => parse(chunk),
                    None if queue.is_done() => break,
                    None => {}
                }
            }
        });
        if distinct {
            return None;
        }
        let mut slots: Vec<Option<ChunkOutcome<'a>>> = chunks.iter().map(|_| None).collect();
        for (i, outcome) in outcomes
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner)
        {
            slots[i] = Some(outcome);
        }
        Some((chunks, slots))
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

/// Parses the operations starting at `starts` (all but the last, which is
/// where the last one ends) with a parser made from `template`.
fn parse_chunk<'a>(template: &Template<'a>, starts: &[Boundary], split: Split) -> ChunkOutcome<'a> {
    let mut p = template.parser(starts[0]);
    p.bodies.push(Body::new());
    p.scopes.push_isolated();
    p.scopes.push_region();
    if split == Split::Named {
        p.scopes.record_nested_defs();
    }
    let mut ops = Vec::with_capacity(starts.len() - 1);
    let mut complete = true;
    for end in &starts[1..] {
        let accepted = match p.parse_operation() {
            Ok(op) => {
                let body = p.body();
                let alone = p.token().start as usize == end.offset
                    && (split == Split::Named
                        || (body.num_operands(op) == 0
                            && body.num_results(op) == 0
                            && body.successors(op).is_empty()
                            && body.local_regions(op).is_empty()));
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
    let names = (split == Split::Named).then(|| p.scopes.take_chunk_names());
    // Nothing of the chunk is read again by this parser.
    p.lexer.release_all_read();
    ChunkOutcome {
        body: p.bodies.pop().unwrap_or_default(),
        ops,
        complete,
        loc_alias_uses: p.loc_alias_uses.into_iter().collect(),
        pending_loc_aliases: p.pending_loc_aliases,
        names,
    }
}

/// Whether a line of a block starting with `text` may start an operation:
/// with a result name, a quoted (generic) or a bare (custom) name.
fn may_start_op(text: &[u8]) -> bool {
    matches!(text.first(), Some(b'%' | b'"' | b'_') | Some(b'a'..=b'z' | b'A'..=b'Z'))
}

/// Links the names of the chunks of a block as a sequential parse would
/// (see the module documentation); for each chunk, the chunk and value
/// each of its free references resolves to, in order. `None` if the
/// sequential parse could link them differently or fail.
fn link_names(outcomes: &[ChunkOutcome<'_>]) -> Option<Vec<Vec<(usize, Value)>>> {
    let names: Vec<&ChunkNames<'_>> = outcomes
        .iter()
        .map(|o| o.names.as_ref())
        .collect::<Option<_>>()?;
    let mut defined: FxHashMap<&str, (usize, &[Value])> = FxHashMap::default();
    let mut first_free: FxHashMap<&str, usize> = FxHashMap::default();
    for (k, chunk) in names.iter().enumerate() {
        if chunk.labels {
            return None;
        }
        for (name, values, _) in &chunk.defs {
            if defined.insert(name, (k, values)).is_some() {
                return None;
            }
        }
        for free in &chunk.free {
            first_free.entry(free.name).or_insert(k);
        }
    }
    for (k, chunk) in names.iter().enumerate() {
        for name in &chunk.nested {
            let defined_before = defined.get(name).is_some_and(|&(j, _)| j < k);
            let used_before = first_free.get(name).is_some_and(|&i| i < k);
            if defined_before || used_before {
                return None;
            }
        }
    }
    names
        .iter()
        .zip(outcomes)
        .map(|(chunk, outcome)| {
            chunk
                .free
                .iter()
                .map(|free| {
                    let &(j, values) = defined.get(free.name)?;
                    let value = *values.get(free.number as usize)?;
                    let same_type = outcomes[j].body.value_type(value)
                        == outcome.body.value_type(free.placeholder);
                    same_type.then_some((j, value))
                })
                .collect()
        })
        .collect()
}

/// Locks `m`, whether or not a thread panicked holding it.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The chunks the scanning thread has published for the parsing threads.
#[derive(Default)]
struct Queue {
    state: Mutex<QueueState>,
    ready: Condvar,
}

#[derive(Default)]
struct QueueState {
    /// Each chunk's operation starts, then where its last operation ends.
    chunks: Vec<Vec<Boundary>>,
    /// Chunks taken by a thread.
    claimed: usize,
    /// No more chunks will come.
    done: bool,
}

impl Queue {
    /// Adds a chunk; `last` if no more will come.
    fn publish(&self, starts: Vec<Boundary>, last: bool) {
        let mut q = lock(&self.state);
        q.chunks.push(starts);
        q.done |= last;
        drop(q);
        if last {
            self.ready.notify_all();
        } else {
            self.ready.notify_one();
        }
    }

    /// Says no more chunks will come.
    fn finish(&self) {
        lock(&self.state).done = true;
        self.ready.notify_all();
    }

    fn is_done(&self) -> bool {
        lock(&self.state).done
    }

    /// Chunks published and not taken yet.
    fn waiting(&self) -> usize {
        let q = lock(&self.state);
        q.chunks.len() - q.claimed
    }

    /// Takes the next chunk (its index and starts), waiting for one if
    /// `wait`; `None` when there is none (and, if waiting, none will come).
    fn claim(&self, wait: bool) -> Option<(usize, Vec<Boundary>)> {
        let mut q = lock(&self.state);
        loop {
            if q.claimed < q.chunks.len() {
                let i = q.claimed;
                q.claimed += 1;
                return Some((i, std::mem::take(&mut q.chunks[i])));
            }
            if q.done || !wait {
                return None;
            }
            q = self.ready.wait(q).unwrap_or_else(PoisonError::into_inner);
        }
    }
}
