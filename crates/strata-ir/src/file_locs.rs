//! The store of point file locations (`loc("file":line:col)`).
//!
//! Parsing gives nearly every operation its own location, so these are by
//! far the most numerous attributes. They do not live in the attribute
//! interner: each is one packed entry here (file, line, column; its full
//! [`crate::attributes::AttrKind`] record is made only if someone asks for
//! it), and its attribute handle is the entry's shard and index tagged with
//! [`POINT_TAG`]. Uniquing does not go through hash tables either (one
//! random cache miss per lookup): entries are filed by file and line, lines
//! looked up by index, so a parse walking the file top to bottom touches
//! memory sequentially.
//!
//! The table is split in shards by blocks of lines, each with its own lock
//! and entries: threads parsing different parts of a file (the parallel
//! parser) make their locations without contending for one lock and one
//! tail of entries.

use std::collections::BTreeMap;
use std::num::NonZeroU32;

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

use crate::append_vec::AppendVec;
use crate::attributes::AttrKind;
use crate::ident::Ident;
use crate::interner::Interner;

/// The bit that marks an attribute handle as a point location of this
/// store; other attribute handles are ids of the attribute interner, which
/// stay below it.
pub(crate) const POINT_TAG: u32 = 1 << 31;

/// Lines past the end of a file's line index by more than this go to its
/// hash map instead (checked first from then on), so that a location
/// written with a huge line number cannot grow the index without bound.
const MAX_LINE_GAP: usize = 1 << 16;

/// Locations of one line past its first that are kept in the line's chain;
/// further ones go to the line's ordered map in [`FileLines::crowded`], so
/// that a line holding many operations costs O(log columns) per location,
/// not O(columns), with the columns of a line kept together in memory.
const MAX_CHAIN: usize = 8;

/// Lines per block; consecutive blocks go to consecutive shards.
const BLOCK_BITS: u32 = 12;
/// Shards of the table (a power of two).
const SHARD_BITS: u32 = 4;
const SHARDS: usize = 1 << SHARD_BITS;
/// The bits of a handle below [`POINT_TAG`] holding the entry's index in
/// its shard; the shard is above them.
const INDEX_BITS: u32 = 31 - SHARD_BITS;

/// Point file locations: the shards, and the records made of them.
#[derive(Default)]
pub(crate) struct FileLocTable {
    shards: [Shard; SHARDS],
    /// The interner ids of the `AttrKind` records made so far, by handle.
    records: Mutex<FxHashMap<NonZeroU32, NonZeroU32>>,
}

/// The locations of some blocks of lines: the entries, and their index by
/// file. Aligned so that two shards' locks never share a cache line.
#[derive(Default)]
#[repr(align(128))]
struct Shard {
    points: AppendVec<Point>,
    files: Mutex<FxHashMap<Ident, FileLines>>,
}

/// The shard of `line`, and the line's index in that shard's line indexes.
#[inline]
fn shard_of(line: u32) -> (usize, usize) {
    let block = line >> BLOCK_BITS;
    let shard = block as usize & (SHARDS - 1);
    let within = line & ((1 << BLOCK_BITS) - 1);
    let index = ((block >> SHARD_BITS) as usize) << BLOCK_BITS | within as usize;
    (shard, index)
}

/// One point location (12 bytes).
#[derive(Clone, Copy)]
struct Point {
    file: Ident,
    line: u32,
    col: u32,
}

/// The locations of one file.
#[derive(Default)]
struct FileLines {
    /// Indexed by the line's index in its shard: the handle of the first
    /// location made on that line (0 if none). Columns are read from the
    /// entries.
    lines: Vec<u32>,
    /// By line, the head of the chain of its further locations (an index
    /// into `more` plus one): most lines hold one location, so the index
    /// keeps 4 bytes per line and the few others are looked up here.
    chains: FxHashMap<u32, u32>,
    /// Further locations of lines, chained from `chains`.
    more: Vec<Extra>,
    /// Locations on lines too far past the end of `lines`.
    far: FxHashMap<(u32, u32), NonZeroU32>,
    /// Locations of lines whose chain already holds [`MAX_CHAIN`] entries,
    /// by line then column.
    crowded: FxHashMap<u32, BTreeMap<u32, NonZeroU32>>,
}

/// A further location of a line; `next` is the index of the next one in
/// [`FileLines::more`] plus one, 0 ending the chain.
struct Extra {
    id: NonZeroU32,
    next: u32,
}

impl FileLocTable {
    /// Returns the attribute handle (tagged with [`POINT_TAG`]) of
    /// `file:line:col`, adding an entry the first time.
    pub(crate) fn intern(&self, file: Ident, line: u32, col: u32) -> NonZeroU32 {
        let (shard_index, index) = shard_of(line);
        let shard = &self.shards[shard_index];
        let make = || {
            let index = shard.points.push(Point { file, line, col });
            u32::try_from(index)
                .ok()
                .filter(|i| *i < 1 << INDEX_BITS)
                .and_then(|i| NonZeroU32::new(POINT_TAG | (shard_index as u32) << INDEX_BITS | i))
                .unwrap_or_else(|| {
                    panic!("more than 2^{INDEX_BITS} point file locations in a shard")
                })
        };
        let mut files = shard.files.lock();
        let f = files.entry(file).or_default();
        if !f.far.is_empty()
            && let Some(id) = f.far.get(&(line, col))
        {
            return *id;
        }
        if index >= f.lines.len() {
            if index - f.lines.len() > MAX_LINE_GAP {
                return *f.far.entry((line, col)).or_insert_with(make);
            }
            f.lines.resize(index + 1, 0);
        }
        let Some(first) = NonZeroU32::new(f.lines[index]) else {
            let id = make();
            f.lines[index] = id.get();
            return id;
        };
        if self.point(first).col == col {
            return first;
        }
        let head = f.chains.get(&line).copied().unwrap_or(0);
        let mut next = head;
        let mut chained = 0;
        while next != 0 {
            let e = &f.more[next as usize - 1];
            if self.point(e.id).col == col {
                return e.id;
            }
            next = e.next;
            chained += 1;
        }
        if chained >= MAX_CHAIN {
            return *f
                .crowded
                .entry(line)
                .or_default()
                .entry(col)
                .or_insert_with(make);
        }
        let id = make();
        f.more.push(Extra { id, next: head });
        let head = u32::try_from(f.more.len())
            .unwrap_or_else(|_| panic!("more than 2^32 file locations on distinct columns"));
        f.chains.insert(line, head);
        id
    }

    fn point(&self, id: NonZeroU32) -> &Point {
        let shard = (id.get() & !POINT_TAG) >> INDEX_BITS;
        let index = (id.get() & ((1 << INDEX_BITS) - 1)) as usize;
        match self.shards[shard as usize].points.get(index) {
            Some(p) => p,
            None => panic!("point location #{index} was never made"),
        }
    }

    /// The file, line and column of a handle made by [`Self::intern`].
    pub(crate) fn get(&self, id: NonZeroU32) -> (Ident, u32, u32) {
        let p = self.point(id);
        (p.file, p.line, p.col)
    }

    /// The `AttrKind` record of a handle made by [`Self::intern`], appended
    /// to `attrs` (outside its uniquing) the first time it is asked for.
    #[cold]
    pub(crate) fn record<'a>(&self, id: NonZeroU32, attrs: &'a Interner<AttrKind>) -> &'a AttrKind {
        let made = *self.records.lock().entry(id).or_insert_with(|| {
            let p = self.point(id);
            attrs.push_unfiled(AttrKind::FileLineColLoc {
                file: p.file,
                line: p.line,
                col: p.col,
                end_line: p.line,
                end_col: p.col,
            })
        });
        attrs.get(made)
    }
}

#[cfg(test)]
mod tests {
    use crate::attributes::{AttrKind, Attribute};
    use crate::context::Context;
    use crate::ident::Ident;

    #[test]
    fn point_locations_are_unique_per_file_line_and_column() {
        let ctx = Context::new();
        let a = Ident::new(&ctx, "a.mlir");
        let b = Ident::new(&ctx, "b.mlir");
        let l1 = Attribute::file_loc(&ctx, a, 3, 4);
        let l2 = Attribute::file_loc(&ctx, a, 3, 9);
        let l3 = Attribute::file_loc(&ctx, a, 3, 12);
        let l4 = Attribute::file_loc(&ctx, b, 3, 4);
        assert_eq!(l1, Attribute::file_loc(&ctx, a, 3, 4));
        assert_eq!(l2, Attribute::file_loc(&ctx, a, 3, 9));
        assert_eq!(l3, Attribute::file_loc(&ctx, a, 3, 12));
        assert_eq!(l4, Attribute::file_loc(&ctx, b, 3, 4));
        assert_ne!(l1, l2);
        assert_ne!(l2, l3);
        assert_ne!(l1, l4);
        assert!(matches!(
            l3.kind(&ctx),
            AttrKind::FileLineColLoc {
                line: 3,
                col: 12,
                end_line: 3,
                end_col: 12,
                ..
            }
        ));
        // An empty range is the point location itself; a real range is not.
        assert_eq!(Attribute::file_range_loc(&ctx, a, (3, 9), (3, 9)), l2);
        assert_ne!(Attribute::file_range_loc(&ctx, a, (3, 9), (3, 10)), l2);
    }

    #[test]
    fn point_locations_are_compact_until_their_record_is_asked_for() {
        let ctx = Context::new();
        let f = Ident::new(&ctx, "f.mlir");
        let loc = Attribute::file_loc(&ctx, f, 12, 5);
        assert_eq!(loc.point_loc(&ctx), Some((f, 12, 5)));
        let range = Attribute::file_range_loc(&ctx, f, (12, 5), (13, 1));
        assert_eq!(range.point_loc(&ctx), None);
        assert_eq!(Attribute::unit(&ctx).point_loc(&ctx), None);
        let ctx = &ctx;
        let records: Vec<&AttrKind> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4).map(|_| s.spawn(move || loc.kind(ctx))).collect();
            handles.into_iter().filter_map(|h| h.join().ok()).collect()
        });
        assert_eq!(records.len(), 4);
        assert!(records.iter().all(|r| std::ptr::eq(*r, records[0])));
        assert!(std::ptr::eq(records[0], loc.kind(ctx)));
        assert_eq!(
            *loc.kind(ctx),
            AttrKind::FileLineColLoc {
                file: f,
                line: 12,
                col: 5,
                end_line: 12,
                end_col: 5
            }
        );
    }

    #[test]
    fn far_lines_stay_unique_as_the_index_grows() {
        let ctx = Context::new();
        let f = Ident::new(&ctx, "f.mlir");
        let far = Attribute::file_loc(&ctx, f, 100_000, 2);
        let huge = Attribute::file_loc(&ctx, f, u32::MAX, 1);
        for line in 1..=100_001 {
            Attribute::file_loc(&ctx, f, line, 1);
        }
        assert_eq!(Attribute::file_loc(&ctx, f, 100_000, 2), far);
        assert_eq!(Attribute::file_loc(&ctx, f, u32::MAX, 1), huge);
        assert_ne!(Attribute::file_loc(&ctx, f, 100_000, 1), far);
    }

    #[test]
    fn many_columns_of_one_line_stay_unique() {
        let ctx = Context::new();
        let f = Ident::new(&ctx, "f.mlir");
        let first: Vec<Attribute> = (1..=1000)
            .map(|col| Attribute::file_loc(&ctx, f, 7, col))
            .collect();
        for (col, loc) in (1..=1000).zip(&first) {
            assert_eq!(Attribute::file_loc(&ctx, f, 7, col), *loc);
            assert!(matches!(
                loc.kind(&ctx),
                AttrKind::FileLineColLoc { line: 7, col: c, .. } if *c == col
            ));
        }
        let distinct: std::collections::HashSet<_> = first.iter().collect();
        assert_eq!(distinct.len(), first.len());
    }
}
