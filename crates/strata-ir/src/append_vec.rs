//! An append-only vector that any thread may read while another appends,
//! without a per-entry flag: entries are published by a length that is
//! stored after they are written, so an entry costs its own size only.
//!
//! Entries live in buckets of doubling sizes that never move, so a
//! reference to an entry stays valid while the vector lives. Appends are
//! serialized by a lock; reads take no lock.

use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

use parking_lot::Mutex;

/// Entries in the first bucket; bucket `b` holds `FIRST << b`.
const FIRST: usize = 1 << 10;
/// Buckets: enough for 2^32 entries.
const BUCKETS: usize = 23;

/// An append-only vector of `Copy` entries, readable from any thread.
pub(crate) struct AppendVec<T> {
    buckets: [AtomicPtr<MaybeUninit<T>>; BUCKETS],
    /// Entries written and visible to readers.
    len: AtomicUsize,
    /// Held while appending.
    writer: Mutex<()>,
}

// SAFETY: entries are `Copy` data written once, before the length that
// makes them readable is published; they are only read afterwards.
unsafe impl<T: Copy + Send + Sync> Sync for AppendVec<T> {}
// SAFETY: the vector owns its buckets.
unsafe impl<T: Copy + Send> Send for AppendVec<T> {}

impl<T> Default for AppendVec<T> {
    fn default() -> Self {
        AppendVec {
            buckets: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())),
            len: AtomicUsize::new(0),
            writer: Mutex::new(()),
        }
    }
}

/// The bucket holding entry `index`, and the entry's position in it.
#[inline]
fn locate(index: usize) -> (usize, usize) {
    let shifted = index / FIRST + 1;
    let bucket = (usize::BITS - 1 - shifted.leading_zeros()) as usize;
    (bucket, index - FIRST * ((1 << bucket) - 1))
}

impl<T: Copy> AppendVec<T> {
    /// Appends `value` and returns its index.
    pub(crate) fn push(&self, value: T) -> usize {
        let _guard = self.writer.lock();
        let index = self.len.load(Ordering::Relaxed);
        let (bucket, at) = locate(index);
        let slot = self
            .buckets
            .get(bucket)
            .unwrap_or_else(|| panic!("append-only vector overflow"));
        let mut ptr = slot.load(Ordering::Acquire);
        if ptr.is_null() {
            let storage: Box<[MaybeUninit<T>]> = Box::new_uninit_slice(FIRST << bucket);
            ptr = Box::into_raw(storage).cast::<MaybeUninit<T>>();
            slot.store(ptr, Ordering::Release);
        }
        // SAFETY: `at` is within the bucket's `FIRST << bucket` entries, and
        // no reader looks at it before `len` says it is written; the lock
        // keeps other writers out.
        unsafe { ptr.add(at).write(MaybeUninit::new(value)) };
        self.len.store(index + 1, Ordering::Release);
        index
    }

    /// The entry at `index`, if it was appended.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<&T> {
        if index >= self.len.load(Ordering::Acquire) {
            return None;
        }
        let (bucket, at) = locate(index);
        let ptr = self.buckets[bucket].load(Ordering::Acquire);
        // SAFETY: the entry was written (and its bucket allocated) before
        // the length covering it was published; it is never written again
        // and its bucket lives as long as `self`.
        Some(unsafe { (*ptr.add(at)).assume_init_ref() })
    }
}

impl<T> Drop for AppendVec<T> {
    fn drop(&mut self) {
        for (bucket, slot) in self.buckets.iter_mut().enumerate() {
            let ptr = *slot.get_mut();
            if !ptr.is_null() {
                let storage = std::ptr::slice_from_raw_parts_mut(ptr, FIRST << bucket);
                // SAFETY: the bucket was made by `Box::into_raw` of a slice of
                // this length; its entries are `MaybeUninit` and need no drop.
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
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(FIRST - 1), (0, FIRST - 1));
        assert_eq!(locate(FIRST), (1, 0));
        assert_eq!(locate(3 * FIRST - 1), (1, 2 * FIRST - 1));
        assert_eq!(locate(3 * FIRST), (2, 0));
        assert_eq!(locate(u32::MAX as usize).0, BUCKETS - 1);
    }

    #[test]
    fn entries_read_back_across_threads() {
        let v: AppendVec<(u32, u32, u32)> = AppendVec::default();
        assert!(v.get(0).is_none());
        std::thread::scope(|s| {
            for t in 0..4u32 {
                let v = &v;
                s.spawn(move || {
                    for i in 0..5000u32 {
                        let at = v.push((t, i, t ^ i));
                        assert_eq!(v.get(at), Some(&(t, i, t ^ i)));
                    }
                });
            }
        });
        let mut seen = 0;
        while let Some(&(t, i, x)) = v.get(seen) {
            assert_eq!(x, t ^ i);
            seen += 1;
        }
        assert_eq!(seen, 20000);
    }
}
