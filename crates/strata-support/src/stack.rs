//! Stack growth for the recursive algorithms over user input.
//!
//! Nesting in MLIR text (regions, types, attributes, affine expressions) is
//! bounded only by memory. Every recursive entry point over such input
//! (parser, printer, verifier, walkers, passes, drops) calls [`grow`], which
//! runs its body on a fresh heap-allocated stack segment when the current
//! one is nearly exhausted, so deep input costs memory rather than a
//! stack overflow.
//!
//! ```
//! fn depth(n: u32) -> u32 {
//!     strata_support::stack::grow(|| if n == 0 { 0 } else { 1 + depth(n - 1) })
//! }
//! assert_eq!(depth(200_000), 200_000);
//! ```

/// Stack space that must remain before a recursive step may run in place.
const RED_ZONE: usize = 256 * 1024;

/// Size of each stack segment allocated when the red zone is reached.
const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, first moving to a new 4 MiB stack segment if fewer than
/// 256 KiB of stack are left.
#[inline]
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
