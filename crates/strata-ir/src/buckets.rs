//! A growable array whose entries never move and that any thread may read
//! and write without a lock: entries are atomics (or made of atomics), so
//! they start zeroed and are written in place; storage is a set of buckets
//! of doubling sizes, each allocated (zeroed) the first time an entry of it
//! is asked for.
//!
//! Who writes which entry is the user's business: the file-location store
//! hands out ranges of entries to threads, and its line index publishes an
//! entry with a compare-and-swap.

use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};

/// Entry types for which all-zero bytes are a valid value and that may be
/// shared between threads (atomics).
///
/// # Safety
/// A zeroed `Self` must be a valid value.
pub(crate) unsafe trait Zeroable: Sync {}

// SAFETY: an atomic integer's zero bytes are the value 0.
unsafe impl Zeroable for AtomicU32 {}

/// How many buckets an array may have: enough for 2^32 entries of a first
/// bucket of 1024.
const MAX_BUCKETS: usize = 23;

/// An array of `T`, allocated bucket by bucket on demand.
pub(crate) struct Buckets<T: Zeroable> {
    /// Entries in the first bucket; bucket `b` holds `first << b`.
    first: usize,
    /// How many buckets may be allocated (at most [`MAX_BUCKETS`]).
    limit: usize,
    buckets: [AtomicPtr<T>; MAX_BUCKETS],
}

impl<T: Zeroable> Buckets<T> {
    /// An empty array of at most `first * (2^limit - 1)` entries.
    pub(crate) fn new(first: usize, limit: usize) -> Self {
        Buckets {
            first,
            limit: limit.min(MAX_BUCKETS),
            buckets: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())),
        }
    }

    /// How many entries the array can hold.
    pub(crate) fn capacity(&self) -> usize {
        self.first * ((1 << self.limit) - 1)
    }

    /// The bucket holding entry `index`, and the entry's position in it.
    #[inline]
    fn locate(&self, index: usize) -> (usize, usize) {
        let shifted = index / self.first + 1;
        let bucket = (usize::BITS - 1 - shifted.leading_zeros()) as usize;
        (bucket, index - self.first * ((1 << bucket) - 1))
    }

    /// The entry at `index`, if its bucket was allocated.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<&T> {
        let (bucket, at) = self.locate(index);
        let ptr = self.buckets.get(bucket)?.load(Ordering::Acquire);
        // SAFETY: a non-null bucket pointer is a live allocation of
        // `first << bucket` initialized entries (see `get_or_alloc`), kept
        // until the array is dropped; `at` is below that length.
        (!ptr.is_null()).then(|| unsafe { &*ptr.add(at) })
    }

    /// The entry at `index`, allocating its bucket if needed; `None` past
    /// the capacity.
    #[inline]
    pub(crate) fn get_or_alloc(&self, index: usize) -> Option<&T> {
        if index >= self.capacity() {
            return None;
        }
        self.get(index).or_else(|| {
            let (bucket, at) = self.locate(index);
            let ptr = self.alloc(bucket);
            // SAFETY: as in `get`: `ptr` is the bucket's live allocation.
            Some(unsafe { &*ptr.add(at) })
        })
    }

    /// Allocates bucket `bucket` unless another thread did first; returns
    /// the one kept.
    #[cold]
    fn alloc(&self, bucket: usize) -> *mut T {
        let len = self.first << bucket;
        // SAFETY: `T: Zeroable`, so zeroed entries are initialized.
        let storage = unsafe { Box::<[T]>::new_zeroed_slice(len).assume_init() };
        let fresh = Box::into_raw(storage).cast::<T>();
        match self.buckets[bucket].compare_exchange(
            std::ptr::null_mut(),
            fresh,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            Ok(_) => fresh,
            Err(kept) => {
                // SAFETY: `fresh` was made above from a boxed slice of `len`
                // entries and was never shared.
                drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(fresh, len)) });
                kept
            }
        }
    }
}

impl<T: Zeroable> Drop for Buckets<T> {
    fn drop(&mut self) {
        for (bucket, slot) in self.buckets.iter_mut().enumerate() {
            let ptr = *slot.get_mut();
            if !ptr.is_null() {
                let storage = std::ptr::slice_from_raw_parts_mut(ptr, self.first << bucket);
                // SAFETY: the bucket was made by `Box::into_raw` of a slice of
                // this length in `alloc`.
                drop(unsafe { Box::from_raw(storage) });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_map_to_consecutive_bucket_positions() {
        let b: Buckets<AtomicU32> = Buckets::new(1024, MAX_BUCKETS);
        assert_eq!(b.locate(0), (0, 0));
        assert_eq!(b.locate(1023), (0, 1023));
        assert_eq!(b.locate(1024), (1, 0));
        assert_eq!(b.locate(3 * 1024 - 1), (1, 2 * 1024 - 1));
        assert_eq!(b.locate(3 * 1024), (2, 0));
        assert_eq!(b.locate(u32::MAX as usize).0, MAX_BUCKETS - 1);
    }

    #[test]
    fn entries_start_zeroed_and_are_shared_across_threads() {
        let b: Buckets<AtomicU32> = Buckets::new(16, 4);
        assert_eq!(b.capacity(), 16 * 15);
        assert!(b.get(0).is_none());
        assert!(b.get_or_alloc(b.capacity()).is_none());
        std::thread::scope(|s| {
            for t in 0..4u32 {
                let b = &b;
                s.spawn(move || {
                    for i in (t as usize..b.capacity()).step_by(4) {
                        let entry = b.get_or_alloc(i);
                        assert_eq!(entry.map(|e| e.load(Ordering::Relaxed)), Some(0));
                        if let Some(e) = entry {
                            e.store(i as u32 + 1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        for i in 0..b.capacity() {
            assert_eq!(
                b.get(i).map(|e| e.load(Ordering::Relaxed)),
                Some(i as u32 + 1)
            );
        }
    }
}
