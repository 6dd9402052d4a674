//! Printing the operations of a block (the functions of a module, the
//! operations of a module's body) on several threads.
//!
//! Value names and aliases are computed before anything is written, so
//! printing an operation only reads them: each thread prints a chunk of
//! consecutive operations into a buffer of its own with a printer sharing
//! them, and the buffers are written in order. This holds for operations
//! that are not isolated from above too (their values are numbered, in
//! order, before printing starts); their nested operations are counted
//! only in a block of an isolated operation's own regions, so that the
//! counting walk runs once per isolated body. Chunks are printed a window
//! at a time so that the text held in memory stays small. The one thing
//! printing assigns as it goes, the numbers of distinct attributes, depends
//! on the order: a block is printed in parallel only if the alias pass (or,
//! as a safeguard, the first window of chunks) met no distinct attribute.
//!
//! The alias-collection pass before it runs on several threads too: each
//! thread walks a chunk with a printer that records which attributes and
//! types it would visit, and the records are replayed, in order, into the
//! aliases of the main printer, which end up as a sequential walk leaves
//! them.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::ir::{BlockId, Body, OpId, WalkOrder, WalkResult};

use super::aliases::AliasState;
use super::names::NameTable;
use super::{PrintFlags, Printer};

/// Nested operations below which a block is printed on one thread.
pub(super) const MIN_NESTED_OPS: usize = 1 << 14;
/// Nested operations per chunk: enough text per chunk to amortize the
/// thread hand-off, little enough to keep the buffered text small.
const CHUNK_NESTED_OPS: usize = 1 << 13;
/// Chunks printed per thread before their text is written out.
const CHUNKS_PER_THREAD: usize = 2;

/// What a thread's printer shares with the main one.
struct Shared<'p> {
    ctx: &'p Context,
    flags: PrintFlags,
    aliases: &'p AliasState,
    names: &'p NameTable,
    body: &'p Body,
    indent: usize,
    default_dialects: Vec<Option<&'p str>>,
    implicit_ctx: Vec<bool>,
}

/// The text of a chunk and what printing it referenced.
#[derive(Default)]
struct ChunkText {
    text: String,
    resources: Vec<Attribute>,
    distinct: bool,
}

impl<'a> Printer<'a> {
    /// The operations of `block` with their nested operation counts, if
    /// they are numerous enough to be worth threads: isolated operations,
    /// or any operations of a block of the isolated operation's own
    /// regions whose body is large enough.
    fn ops_worth_threads(&self, block: BlockId) -> Option<Vec<(OpId, usize)>> {
        if self.threads <= 1 || self.flags.skip_regions || self.flags.local_scope {
            return None;
        }
        let body = self.body;
        let weigh_nested = body.num_ops() >= MIN_NESTED_OPS
            && body
                .block_region(block)
                .is_some_and(|r| body.root_regions().contains(&r));
        let mut ops: Vec<(OpId, usize)> = Vec::new();
        let mut total = 0usize;
        for op in body.block_ops(block) {
            let weight = match body.isolated_body(op) {
                Some(inner) => inner.num_ops().max(1),
                None if weigh_nested => nested_ops(body, op),
                None => return None,
            };
            total += weight;
            ops.push((op, weight));
        }
        (ops.len() >= 2 && total >= MIN_NESTED_OPS).then_some(ops)
    }

    /// In the alias-collection pass, visits the operations of `block` on
    /// several threads if they are large enough, each thread
    /// recording its visits, which are then replayed in order; returns
    /// whether it did.
    pub(crate) fn collect_ops_in_parallel(&mut self, block: BlockId) -> bool {
        let Some(ops) = self.ops_worth_threads(block) else {
            return false;
        };
        let chunks = split_by_weight(&ops);
        let shared = self.shared();
        let logs = run_chunks(self.threads, &chunks, |range| {
            let mut p = shared.printer();
            p.aliases = Cow::Owned(AliasState::recorder());
            p.collecting = true;
            for &(op, _) in &ops[range] {
                p.print_operation(op);
            }
            p.aliases.to_mut().take_log()
        });
        let ctx = self.ctx;
        let aliases = self.aliases.to_mut();
        for log in logs {
            aliases.replay(ctx, log);
        }
        true
    }

    /// Prints the operations of `block` (each indented, on its own line) on
    /// several threads if they are large enough (see
    /// [`Printer::ops_worth_threads`]); returns
    /// whether it did.
    pub(crate) fn print_ops_in_parallel(&mut self, block: BlockId) -> bool {
        if self.aliases.saw_distinct() {
            return false;
        }
        let Some(ops) = self.ops_worth_threads(block) else {
            return false;
        };
        let chunks = split_by_weight(&ops);
        let window = self.threads * CHUNKS_PER_THREAD;
        let mut written = false;
        // The windows' text buffers, reused: fresh ones would be new pages
        // for every chunk.
        let buffers = Mutex::new(Vec::with_capacity(window));
        for group in chunks.chunks(window) {
            let shared = self.shared();
            let printed = run_chunks(self.threads, group, |range| {
                let buffer = buffers.lock().ok().and_then(|mut b| b.pop());
                print_chunk(&shared, &ops[range], buffer.unwrap_or_default())
            });
            if !written && printed.iter().any(|c| c.distinct) {
                return false;
            }
            written = true;
            for mut text in self.append(printed) {
                text.clear();
                if let Ok(mut b) = buffers.lock() {
                    b.push(text);
                }
            }
        }
        true
    }

    /// Writes chunk texts in order and records the resources they
    /// reference; returns the texts' buffers.
    fn append(&mut self, texts: Vec<ChunkText>) -> Vec<String> {
        texts
            .into_iter()
            .map(|chunk| {
                self.out.write_text(&chunk.text);
                self.referenced_resources.extend(chunk.resources);
                chunk.text
            })
            .collect()
    }

    /// What a thread's printer shares with this one.
    fn shared(&self) -> Shared<'_> {
        Shared {
            ctx: self.ctx,
            flags: self.flags,
            aliases: &self.aliases,
            names: &self.names,
            body: self.body,
            indent: self.indent,
            default_dialects: self.default_dialects.clone(),
            implicit_ctx: self.implicit_ctx.clone(),
        }
    }
}

impl<'p> Shared<'p> {
    /// A printer in the state of the one shared (borrowing its names and
    /// aliases), writing to a buffer of its own.
    fn printer(&self) -> Printer<'p> {
        let mut p = Printer::new(self.ctx, self.flags, self.body, None);
        p.aliases = Cow::Borrowed(self.aliases);
        p.names = Cow::Borrowed(self.names);
        p.indent = self.indent;
        p.default_dialects = self.default_dialects.clone();
        p.implicit_ctx = self.implicit_ctx.clone();
        p
    }
}

/// Runs `work` on each of `chunks` on up to `threads` threads (this one
/// included); returns the results in the order of the chunks.
pub(super) fn run_chunks<T: Send + Default>(
    threads: usize,
    chunks: &[Range<usize>],
    work: impl Fn(Range<usize>) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<T>> = chunks.iter().map(|_| Mutex::default()).collect();
    let worker = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let (Some(range), Some(slot)) = (chunks.get(i), slots.get(i)) else {
                break;
            };
            let result = work(range.clone());
            if let Ok(mut slot) = slot.lock() {
                *slot = result;
            }
        }
    };
    let helpers = threads.min(chunks.len()).saturating_sub(1);
    std::thread::scope(|s| {
        for _ in 0..helpers {
            s.spawn(worker);
        }
        worker();
    });
    slots
        .into_iter()
        .map(|slot| slot.into_inner().unwrap_or_default())
        .collect()
}

/// Prints `ops` as [`Printer::print_block`] does, with a printer sharing
/// the main printer's names and aliases, into `buffer` (empty).
fn print_chunk(shared: &Shared<'_>, ops: &[(OpId, usize)], buffer: String) -> ChunkText {
    let mut p = shared.printer();
    p.out.buf = buffer;
    for &(op, _) in ops {
        for _ in 0..p.indent {
            p.write("  ");
        }
        p.print_operation(op);
        p.write("\n");
    }
    ChunkText {
        text: std::mem::take(&mut p.out.buf),
        resources: std::mem::take(&mut p.referenced_resources),
        distinct: !p.distinct_ids.is_empty(),
    }
}

/// The number of operations `op` is made of: itself and everything nested.
fn nested_ops(body: &Body, op: OpId) -> usize {
    let mut count = 0usize;
    body.walk_op(op, WalkOrder::PreOrder, &mut |_, _| {
        count += 1;
        WalkResult::Advance
    });
    count
}

/// Splits `ops` into consecutive ranges of about [`CHUNK_NESTED_OPS`]
/// nested operations.
pub(super) fn split_by_weight(ops: &[(OpId, usize)]) -> Vec<Range<usize>> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut weight = 0;
    for (i, &(_, w)) in ops.iter().enumerate() {
        weight += w;
        if weight >= CHUNK_NESTED_OPS || i + 1 == ops.len() {
            chunks.push(start..i + 1);
            start = i + 1;
            weight = 0;
        }
    }
    chunks
}
