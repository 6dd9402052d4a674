//! `memrefCopy`, the runtime function `memref.copy` lowers to when a layout
//! is not contiguous: an element-wise strided copy between two unranked
//! memrefs `{rank, descriptor*}` of the same shape.

use std::ffi::c_void;

use crate::runtime::{Descriptor, read_descriptor};

/// An unranked memref as passed by pointer: the rank and the ranked descriptor.
#[repr(C)]
pub struct Unranked {
    rank: i64,
    desc: *const c_void,
}

/// Reads the ranked descriptor behind `u`.
///
/// # Safety
/// `u` must be null or point to an unranked memref whose descriptor matches its rank.
unsafe fn ranked(u: *const Unranked) -> Option<Descriptor> {
    // SAFETY: the caller guarantees `u` is null or valid.
    let u = unsafe { u.as_ref() }?;
    // SAFETY: the descriptor matches the rank (caller's guarantee).
    unsafe { read_descriptor(u.rank, u.desc) }
}

/// Copies every element of `src` to the same position of `dst`.
pub extern "C" fn memref_copy(elem_size: i64, src: *const Unranked, dst: *const Unranked) {
    // SAFETY: the generated code passes valid unranked memrefs.
    let (Some(s), Some(d)) = (unsafe { ranked(src) }, unsafe { ranked(dst) }) else {
        return;
    };
    let Ok(size) = usize::try_from(elem_size) else {
        return;
    };
    if s.rank != d.rank || s.sizes.iter().any(|n| *n <= 0) {
        return;
    }
    let mut index = vec![0i64; s.rank];
    loop {
        let at = |m: &Descriptor| {
            let elems = index.iter().zip(&m.strides).fold(m.offset, |acc, (i, st)| {
                acc.wrapping_add(i.wrapping_mul(*st))
            });
            elems.wrapping_mul(elem_size) as isize
        };
        // SAFETY: both positions are inside their memrefs (same shape, valid strides).
        unsafe {
            let from = s.aligned.offset(at(&s));
            let to = d.aligned.offset(at(&d)).cast_mut();
            std::ptr::copy(from, to, size);
        }
        let mut dim = s.rank;
        loop {
            if dim == 0 {
                return;
            }
            dim -= 1;
            index[dim] += 1;
            if index[dim] < s.sizes[dim] {
                break;
            }
            index[dim] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strided_to_contiguous() {
        // A 2x2 view of a 2x3 row-major i32 array: columns 0 and 2.
        let src = [1i32, 2, 3, 4, 5, 6];
        let mut dst = [0i32; 4];
        let sdesc: [i64; 7] = [0, src.as_ptr() as i64, 0, 2, 2, 3, 2];
        let ddesc: [i64; 7] = [0, dst.as_mut_ptr() as i64, 0, 2, 2, 2, 1];
        let s = Unranked {
            rank: 2,
            desc: sdesc.as_ptr().cast(),
        };
        let d = Unranked {
            rank: 2,
            desc: ddesc.as_ptr().cast(),
        };
        memref_copy(4, &s, &d);
        assert_eq!(dst, [1, 3, 4, 6]);
    }
}
