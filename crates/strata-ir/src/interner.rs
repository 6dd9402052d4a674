//! A thread-safe uniquing table: the storage behind every interned handle
//! (types, attributes, identifiers, affine expressions, operation names).
//!
//! Values are appended to a lock-free vector and never move or disappear for
//! the lifetime of the table, so reading an interned value needs no lock.
//! Lookups go through one of several sharded hash tables so that passes
//! running on several threads rarely contend, after a per-thread cache of
//! recent lookups (as upstream's `ThreadLocalCache`), which threads never
//! share and so never bounce between cores.

use std::cell::{Cell, RefCell};
use std::hash::{BuildHasher, Hash};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU32, Ordering};

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxBuildHasher;

const SHARDS: usize = 16;
/// Slots of each thread's lookup cache (a power of two).
const CACHE_SLOTS: usize = 2048;

/// One slot of a thread's lookup cache: the table it belongs to and the
/// high half of the hash in `key`, the id found in `id` (0 if empty).
#[derive(Clone, Copy)]
struct CacheSlot {
    key: u64,
    id: u32,
}

thread_local! {
    /// This thread's direct-mapped cache of recent lookups, shared by every
    /// table: a slot only counts for the table whose serial number it holds.
    static LOOKUP_CACHE: [Cell<CacheSlot>; CACHE_SLOTS] =
        const { [const { Cell::new(CacheSlot { key: 0, id: 0 }) }; CACHE_SLOTS] };
}

/// Serial numbers of tables, so that one thread's cache can serve them all.
static NEXT_SERIAL: AtomicU32 = AtomicU32::new(1);

/// An append-only, sharded uniquing table of `T`.
pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    shards: [Shard; SHARDS],
    /// This table's serial number, tagging its slots in the lookup caches.
    serial: u32,
}

/// One lock-protected table, alone on its cache line so that threads
/// locking neighbouring shards do not contend for the line.
#[repr(align(64))]
#[derive(Default)]
struct Shard(Mutex<HashTable<Entry>>);

/// A slot of a shard: an id and the high half of its value's hash, enough
/// to place the slot when the table grows and to rule out most mismatches
/// without reading the value.
#[derive(Clone, Copy)]
struct Entry {
    hash: u32,
    id: NonZeroU32,
}

/// The hash a shard's table files an entry under, spread over 64 bits from
/// the 32 kept in the entry.
#[inline]
fn table_hash(hash: u32) -> u64 {
    u64::from(hash).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Self {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Shard::default()),
            serial: NEXT_SERIAL.fetch_add(1, Ordering::Relaxed),
        }
    }
}

/// Hashes a lookup key the same way for every interner.
pub(crate) fn hash_key<K: Hash + ?Sized>(key: &K) -> u64 {
    FxBuildHasher.hash_one(key)
}

impl<T> Interner<T> {
    /// Returns the value behind an id handed out by this table.
    #[inline]
    pub(crate) fn get(&self, id: NonZeroU32) -> &T {
        &self.items[(id.get() - 1) as usize]
    }

    /// Finds the value equal to `key` (as decided by `eq`), or inserts the
    /// value built by `make`. `hash` must be the hash of `key` and agree with
    /// how stored values of the same key hash.
    pub(crate) fn intern_with(
        &self,
        hash: u64,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> NonZeroU32 {
        // The shard comes from the low bits, the entry's hash from the high
        // half, so that entries of one shard still differ in all 32 bits.
        let high = (hash >> 32) as u32;
        let cache_key = u64::from(self.serial) << 32 | u64::from(high);
        let index = ((hash >> 4) as usize ^ self.serial as usize) % CACHE_SLOTS;
        let cached = LOOKUP_CACHE.with(|cache| cache[index].get());
        if cached.key == cache_key
            && let Some(id) = NonZeroU32::new(cached.id)
            && self.items.get((cached.id - 1) as usize).is_some_and(&eq)
        {
            return id;
        }
        let shard = &self.shards[hash as usize % SHARDS];
        let mut table = shard.0.lock();
        let id = match table.find(table_hash(high), |e| e.hash == high && eq(self.get(e.id))) {
            Some(entry) => entry.id,
            None => {
                let id = self.push_unfiled(make());
                table.insert_unique(table_hash(high), Entry { hash: high, id }, |e| {
                    table_hash(e.hash)
                });
                id
            }
        };
        drop(table);
        LOOKUP_CACHE.with(|cache| {
            cache[index].set(CacheSlot {
                key: cache_key,
                id: id.get(),
            });
        });
        id
    }
}

impl<T> Interner<T> {
    /// Appends a value that the caller knows to be new, without filing it in
    /// the hash tables: it must never be looked up through `intern_with`.
    pub(crate) fn push_unfiled(&self, value: T) -> NonZeroU32 {
        let index = self.items.push(value);
        u32::try_from(index + 1)
            .ok()
            .and_then(NonZeroU32::new)
            .unwrap_or_else(|| panic!("interner overflow: more than 2^32 unique values"))
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// Uniques an owned value.
    pub(crate) fn intern(&self, value: T) -> NonZeroU32 {
        let hash = hash_key(&value);
        let slot = RefCell::new(Some(value));
        self.intern_with(
            hash,
            |stored| slot.borrow().as_ref() == Some(stored),
            || {
                slot.borrow_mut()
                    .take()
                    .unwrap_or_else(|| unreachable!("interned value built twice"))
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniques_equal_values() {
        let table = Interner::<String>::default();
        let a = table.intern("a".to_string());
        let b = table.intern("b".to_string());
        let a2 = table.intern("a".to_string());
        assert_eq!(a, a2);
        assert_ne!(a, b);
        assert_eq!(table.get(b), "b");
    }

    #[test]
    fn cache_evictions_keep_ids_stable() {
        let table = Interner::<u64>::default();
        let first: Vec<NonZeroU32> = (0..3 * CACHE_SLOTS as u64)
            .map(|i| table.intern(i))
            .collect();
        let again: Vec<NonZeroU32> = (0..3 * CACHE_SLOTS as u64)
            .map(|i| table.intern(i))
            .collect();
        assert_eq!(first, again);
        for (i, id) in first.iter().enumerate() {
            assert_eq!(*table.get(*id), i as u64);
        }
    }

    #[test]
    fn concurrent_interning_agrees() {
        let table = Interner::<u64>::default();
        let ids: Vec<Vec<NonZeroU32>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..1000u64).map(|i| table.intern(i)).collect()))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_default())
                .collect()
        });
        for other in &ids[1..] {
            assert_eq!(&ids[0], other);
        }
    }
}
