//! The store of point file locations (`loc("file":line:col)`).
//!
//! Parsing gives nearly every operation its own location, so these are by
//! far the most numerous attributes. They do not live in the attribute
//! interner: each is one packed entry here (file, line, column; its full
//! [`crate::attributes::AttrKind`] record is made only if someone asks for
//! it), and its attribute handle is the entry's index tagged with
//! [`POINT_TAG`]. Uniquing does not go through hash tables either (one
//! random cache miss per lookup): entries are filed by file and line, lines
//! looked up by index, so a parse walking the file top to bottom touches
//! memory sequentially.
//!
//! The parallel parser's threads make locations at the same time, so the
//! common path takes no lock and writes no memory another thread writes:
//! each thread fills entries from a range it reserved (a few hundred at a
//! time), and a line's first location is published in the line index with
//! a compare-and-swap. Only further locations of a line already holding one
//! (several operations on a line) and lines past the index take the file's
//! lock. Handles therefore depend on which thread made a location first;
//! nothing orders locations by handle.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

use crate::attributes::AttrKind;
use crate::buckets::{Buckets, Zeroable};
use crate::ident::Ident;
use crate::interner::Interner;

/// The bit that marks an attribute handle as a point location of this
/// store; other attribute handles are ids of the attribute interner, which
/// stay below it.
pub(crate) const POINT_TAG: u32 = 1 << 31;

/// Entries in the first bucket of the point entries.
const FIRST_POINTS: usize = 1 << 10;

/// Entries a thread reserves at a time: the entries of different threads
/// then share no cache line but at the ends of their ranges.
const RESERVED_POINTS: usize = 256;

/// Lines in the first bucket of a file's line index.
const FIRST_LINES: usize = 1 << 12;

/// Buckets of a file's line index: it holds about 33.5M lines; locations
/// on later lines go to the file's hash map, so that a location written
/// with a huge line number cannot make the index huge.
const LINE_BUCKETS: usize = 13;

/// Locations of one line past its first that are kept in the line's chain;
/// further ones go to the line's ordered map in [`Further::crowded`], so
/// that a line holding many operations costs O(log columns) per location,
/// not O(columns), with the columns of a line kept together in memory.
const MAX_CHAIN: usize = 8;

/// Tells tables apart in the threads' cursors (a dropped table's address
/// may be reused, its id is not).
static NEXT_TABLE: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// This thread's state in the table it used last.
    static CURSOR: Cell<Cursor> = const { Cell::new(Cursor::NONE) };
}

/// A thread's reserved entries and last file in one table.
#[derive(Clone, Copy)]
struct Cursor {
    /// The table's id (0: none).
    table: u64,
    /// The next reserved entry, and the end of the reserved range.
    next: usize,
    end: usize,
    /// The file used last, and its index in [`FileLocTable::files`].
    file: Option<Ident>,
    file_index: usize,
}

impl Cursor {
    const NONE: Cursor = Cursor {
        table: 0,
        next: 0,
        end: 0,
        file: None,
        file_index: 0,
    };
}

/// Point file locations: the entries, and their index by file.
pub(crate) struct FileLocTable {
    id: u64,
    points: Buckets<Point>,
    /// Entries reserved by threads so far.
    reserved: AtomicUsize,
    /// The locations of each file.
    files: boxcar::Vec<FileLines>,
    /// Indices into `files`.
    file_indices: Mutex<FxHashMap<Ident, usize>>,
    /// The interner ids of the `AttrKind` records made so far, by handle.
    records: Mutex<FxHashMap<NonZeroU32, NonZeroU32>>,
}

impl Default for FileLocTable {
    fn default() -> Self {
        FileLocTable {
            id: NEXT_TABLE.fetch_add(1, Ordering::Relaxed),
            points: Buckets::new(FIRST_POINTS, usize::MAX),
            reserved: AtomicUsize::new(0),
            files: boxcar::Vec::new(),
            file_indices: Mutex::default(),
            records: Mutex::default(),
        }
    }
}

/// One point location (12 bytes); a zero file marks an entry never made.
struct Point {
    file: AtomicU32,
    line: AtomicU32,
    col: AtomicU32,
}

// SAFETY: a `Point` is three atomic integers, valid when zeroed.
unsafe impl Zeroable for Point {}

/// The locations of one file.
struct FileLines {
    /// Indexed by line: the handle of the first location made on that line
    /// (0 if none). Columns are read from the entries.
    first: Buckets<AtomicU32>,
    /// The other locations.
    further: Mutex<Further>,
}

/// The locations of a file that are not the first of their line in the
/// index.
#[derive(Default)]
struct Further {
    /// By line, the head of the chain of its further locations (an index
    /// into `more` plus one): most lines hold one location, so the index
    /// keeps 4 bytes per line and the few others are looked up here.
    chains: FxHashMap<u32, u32>,
    /// Further locations of lines, chained from `chains`.
    more: Vec<Extra>,
    /// Locations on lines past the index.
    far: FxHashMap<(u32, u32), NonZeroU32>,
    /// Locations of lines whose chain already holds [`MAX_CHAIN`] entries,
    /// by line then column.
    crowded: FxHashMap<u32, BTreeMap<u32, NonZeroU32>>,
}

/// A further location of a line; `next` is the index of the next one in
/// [`Further::more`] plus one, 0 ending the chain.
struct Extra {
    id: NonZeroU32,
    next: u32,
}

impl FileLocTable {
    /// Returns the attribute handle (tagged with [`POINT_TAG`]) of
    /// `file:line:col`, adding an entry the first time.
    pub(crate) fn intern(&self, file: Ident, line: u32, col: u32) -> NonZeroU32 {
        CURSOR.with(|cell| {
            let mut cursor = cell.get();
            if cursor.table != self.id {
                cursor = Cursor {
                    table: self.id,
                    ..Cursor::NONE
                };
            }
            let id = self.intern_at(&mut cursor, file, line, col);
            cell.set(cursor);
            id
        })
    }

    fn intern_at(&self, cursor: &mut Cursor, file: Ident, line: u32, col: u32) -> NonZeroU32 {
        let lines = self.lines_of(cursor, file);
        let Some(slot) = lines.first.get_or_alloc(line as usize) else {
            let mut further = lines.further.lock();
            return *further
                .far
                .entry((line, col))
                .or_insert_with(|| self.make(cursor, file, line, col));
        };
        let spare = match NonZeroU32::new(slot.load(Ordering::Acquire)) {
            Some(first) if self.get(first).2 == col => return first,
            Some(_) => None,
            None => {
                let id = self.make(cursor, file, line, col);
                // Release publishes the entry with the handle.
                match slot.compare_exchange(0, id.get(), Ordering::Release, Ordering::Acquire) {
                    Ok(_) => return id,
                    Err(first) => match NonZeroU32::new(first) {
                        Some(first) if self.get(first).2 == col => return first,
                        _ => Some(id),
                    },
                }
            }
        };
        let mut further = lines.further.lock();
        let mut make = || spare.unwrap_or_else(|| self.make(cursor, file, line, col));
        let head = further.chains.get(&line).copied().unwrap_or(0);
        let mut next = head;
        let mut chained = 0;
        while next != 0 {
            let e = &further.more[next as usize - 1];
            if self.get(e.id).2 == col {
                return e.id;
            }
            next = e.next;
            chained += 1;
        }
        if chained >= MAX_CHAIN {
            return *further
                .crowded
                .entry(line)
                .or_default()
                .entry(col)
                .or_insert_with(make);
        }
        let id = make();
        further.more.push(Extra { id, next: head });
        let head = u32::try_from(further.more.len())
            .unwrap_or_else(|_| panic!("more than 2^32 file locations on distinct columns"));
        further.chains.insert(line, head);
        id
    }

    /// The locations of `file`, added the first time.
    fn lines_of(&self, cursor: &mut Cursor, file: Ident) -> &FileLines {
        if cursor.file != Some(file) {
            let index = *self.file_indices.lock().entry(file).or_insert_with(|| {
                self.files.push(FileLines {
                    first: Buckets::new(FIRST_LINES, LINE_BUCKETS),
                    further: Mutex::default(),
                })
            });
            cursor.file = Some(file);
            cursor.file_index = index;
        }
        match self.files.get(cursor.file_index) {
            Some(lines) => lines,
            None => unreachable!("file #{} was never added", cursor.file_index),
        }
    }

    /// Writes a new entry in this thread's reserved range.
    fn make(&self, cursor: &mut Cursor, file: Ident, line: u32, col: u32) -> NonZeroU32 {
        if cursor.next == cursor.end {
            cursor.next = self.reserved.fetch_add(RESERVED_POINTS, Ordering::Relaxed);
            cursor.end = cursor.next + RESERVED_POINTS;
        }
        let index = cursor.next;
        cursor.next += 1;
        let id = u32::try_from(index)
            .ok()
            .filter(|i| *i < POINT_TAG)
            .and_then(|i| NonZeroU32::new(i | POINT_TAG));
        let (Some(id), Some(point)) = (id, self.points.get_or_alloc(index)) else {
            panic!("more than 2^31 point file locations")
        };
        point.file.store(file.0.get(), Ordering::Relaxed);
        point.line.store(line, Ordering::Relaxed);
        point.col.store(col, Ordering::Relaxed);
        id
    }

    /// The file, line and column of a handle made by [`Self::intern`].
    pub(crate) fn get(&self, id: NonZeroU32) -> (Ident, u32, u32) {
        let index = (id.get() & !POINT_TAG) as usize;
        let made = self.points.get(index).and_then(|p| {
            let file = NonZeroU32::new(p.file.load(Ordering::Relaxed))?;
            Some((p, Ident(file)))
        });
        let Some((p, file)) = made else {
            panic!("point location #{index} was never made")
        };
        (
            file,
            p.line.load(Ordering::Relaxed),
            p.col.load(Ordering::Relaxed),
        )
    }

    /// The `AttrKind` record of a handle made by [`Self::intern`], appended
    /// to `attrs` (outside its uniquing) the first time it is asked for.
    #[cold]
    pub(crate) fn record<'a>(&self, id: NonZeroU32, attrs: &'a Interner<AttrKind>) -> &'a AttrKind {
        let made = *self.records.lock().entry(id).or_insert_with(|| {
            let (file, line, col) = self.get(id);
            attrs.push_unfiled(AttrKind::FileLineColLoc {
                file,
                line,
                col,
                end_line: line,
                end_col: col,
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

    #[test]
    fn threads_making_the_same_locations_get_the_same_handles() {
        let ctx = Context::new();
        let files = [Ident::new(&ctx, "a.mlir"), Ident::new(&ctx, "b.mlir")];
        // Lines holding one, several and many columns, and far lines.
        let keys: Vec<(usize, u32, u32)> = (0..3000u32)
            .flat_map(|line| {
                let cols = [1, 1 + line % 3, 1 + line % 13, 5 + line % 2];
                let far = [(line % 2, u32::MAX - line % 50, 1 + line % 3)];
                let near = cols.map(move |col| ((line % 2) as usize, line, col));
                near.into_iter()
                    .chain(far.map(|(f, l, c)| (f as usize, l, c)))
            })
            .collect();
        let ctx = &ctx;
        let keys = &keys;
        let runs: Vec<Vec<Attribute>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4)
                .map(|t| {
                    s.spawn(move || {
                        // Each thread walks the keys from a different place.
                        let n = keys.len();
                        let mut made = vec![None; n];
                        for i in 0..n {
                            let k = (i + t * n / 4) % n;
                            let (f, line, col) = keys[k];
                            made[k] = Some(Attribute::file_loc(ctx, files[f], line, col));
                        }
                        made.into_iter().flatten().collect::<Vec<_>>()
                    })
                })
                .collect();
            handles.into_iter().filter_map(|h| h.join().ok()).collect()
        });
        assert_eq!(runs.len(), 4);
        for run in &runs[1..] {
            assert!(run == &runs[0]);
        }
        for (&(f, line, col), loc) in keys.iter().zip(&runs[0]) {
            assert_eq!(loc.point_loc(ctx), Some((files[f], line, col)));
            assert_eq!(Attribute::file_loc(ctx, files[f], line, col), *loc);
        }
    }
}
