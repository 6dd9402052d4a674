//! The runtime linked into `strata-run`: the C symbols MLIR programs call
//! through mlir-runner's utility libraries (`printF64`, `printMemrefF32`,
//! `_mlir_ciface_printMemrefF32`, `rtclock`, ...) with the same output
//! text, plus helpers the generated code calls (half-precision conversions,
//! 128-bit division and conversions, dynamic `alloca`). Output goes through C's `stdout`
//! so it interleaves with the program's own `printf` calls.

use std::ffi::{CString, c_char, c_void};

/// Writes `s` to C's `stdout`.
pub fn c_print(s: &str) {
    let Ok(c) = CString::new(s) else {
        return;
    };
    // SAFETY: both strings are NUL-terminated.
    unsafe {
        libc::printf(c"%s".as_ptr(), c.as_ptr());
    }
}

/// Writes the bytes `b` (NULs included) to C's `stdout`.
fn c_write(b: &[u8]) {
    // SAFETY: the pointer and length describe `b`; `stdout` is C's stream.
    unsafe {
        libc::fwrite(b.as_ptr().cast(), 1, b.len(), c_stdout());
    }
}

/// C's `stdout` stream.
fn c_stdout() -> *mut libc::FILE {
    // SAFETY: fdopen-free access to the process's `stdout` FILE.
    unsafe extern "C" {
        static mut stdout: *mut libc::FILE;
    }
    // SAFETY: `stdout` is initialized by the C runtime before main.
    unsafe { stdout }
}

/// Flushes C's `stdout`.
pub fn c_flush() {
    // SAFETY: fflush(NULL) flushes every output stream.
    unsafe {
        libc::fflush(std::ptr::null_mut());
    }
}

/// `%g` formatting, as C's `printf` and C++ streams print floats.
pub fn format_g(v: f64) -> String {
    let mut buf = [0u8; 64];
    // SAFETY: the buffer is large enough for any %g output and its length is passed.
    let n = unsafe { libc::snprintf(buf.as_mut_ptr().cast(), buf.len(), c"%g".as_ptr(), v) };
    let n = usize::try_from(n).unwrap_or(0).min(buf.len() - 1);
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

extern "C" fn print_f32(v: f32) {
    c_print(&format_g(f64::from(v)));
}

extern "C" fn print_f64(v: f64) {
    c_print(&format_g(v));
}

extern "C" fn print_i64(v: i64) {
    c_print(&v.to_string());
}

extern "C" fn print_u64(v: u64) {
    c_print(&v.to_string());
}

extern "C" fn print_newline() {
    c_print("\n");
}

extern "C" fn print_open() {
    c_print("( ");
}

extern "C" fn print_close() {
    c_print(" )");
}

extern "C" fn print_comma() {
    c_print(", ");
}

extern "C" fn print_string(s: *const c_char) {
    if s.is_null() {
        return;
    }
    // SAFETY: the program passes a NUL-terminated string.
    unsafe {
        libc::printf(c"%s".as_ptr(), s);
    }
}

extern "C" fn print_flops(flops: f64) {
    // SAFETY: the format takes one double.
    unsafe {
        libc::fprintf(stderr(), c"%lf GFLOPS\n".as_ptr(), flops / 1.0e9);
    }
}

fn stderr() -> *mut libc::FILE {
    // SAFETY: fdopen of fd 2 for appending; the stream stays open.
    unsafe { libc::fdopen(2, c"a".as_ptr()) }
}

extern "C" fn rtclock() -> f64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_secs_f64()
}

/// Converts IEEE half bits to `f32`.
pub extern "C" fn f16_to_f32(bits: u16) -> f32 {
    let sign = u32::from(bits >> 15) << 31;
    let exp = u32::from((bits >> 10) & 0x1f);
    let frac = u32::from(bits & 0x3ff);
    let v = match (exp, frac) {
        (0, 0) => sign,
        (0, f) => {
            let mag = f as f32 * (1.0 / 16_777_216.0);
            return if sign != 0 { -mag } else { mag };
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, f) => sign | 0x7fc0_0000 | (f << 13),
        (e, f) => sign | ((e + 112) << 23) | (f << 13),
    };
    f32::from_bits(v)
}

/// Rounds `f32` to IEEE half bits (round to nearest even).
pub extern "C" fn f32_to_f16(v: f32) -> u16 {
    let x = v.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let frac = x & 0x7f_ffff;
    if exp == 0xff {
        return sign | if frac != 0 { 0x7e00 } else { 0x7c00 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = frac | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = m >> shift;
        let rem = m & ((1 << shift) - 1);
        let mid = 1 << (shift - 1);
        let round = u32::from(rem > mid || (rem == mid && half & 1 == 1));
        return sign | (half + round) as u16;
    }
    let half = ((e as u32) << 10) | (frac >> 13);
    let rem = frac & 0x1fff;
    let round = u32::from(rem > 0x1000 || (rem == 0x1000 && half & 1 == 1));
    sign | (half + round) as u16
}

/// Converts bfloat16 bits to `f32`.
pub extern "C" fn bf16_to_f32(bits: u16) -> f32 {
    f32::from_bits(u32::from(bits) << 16)
}

/// Rounds `f32` to bfloat16 bits (round to nearest even).
pub extern "C" fn f32_to_bf16(v: f32) -> u16 {
    let x = v.to_bits();
    if v.is_nan() {
        return ((x >> 16) | 0x40) as u16;
    }
    let round = 0x7fff + ((x >> 16) & 1);
    (x.wrapping_add(round) >> 16) as u16
}

extern "C" fn sdiv128(a: i128, b: i128) -> i128 {
    a.checked_div(b).unwrap_or(0)
}

extern "C" fn udiv128(a: u128, b: u128) -> u128 {
    a.checked_div(b).unwrap_or(0)
}

extern "C" fn srem128(a: i128, b: i128) -> i128 {
    a.checked_rem(b).unwrap_or(0)
}

extern "C" fn urem128(a: u128, b: u128) -> u128 {
    a.checked_rem(b).unwrap_or(0)
}

extern "C" fn i128_to_f64(a: i128) -> f64 {
    a as f64
}

extern "C" fn u128_to_f64(a: u128) -> f64 {
    a as f64
}

extern "C" fn i128_to_f32(a: i128) -> f32 {
    a as f32
}

extern "C" fn u128_to_f32(a: u128) -> f32 {
    a as f32
}

extern "C" fn f64_to_i128(a: f64) -> i128 {
    a as i128
}

extern "C" fn f64_to_u128(a: f64) -> u128 {
    a as u128
}

/// Memory for an `alloca` of a size known only at run time (kept until exit).
extern "C" fn dynamic_alloca(size: u64) -> *mut c_void {
    let size = usize::try_from(size).unwrap_or(usize::MAX).max(1);
    // SAFETY: plain allocation; a null result is the program's to handle.
    unsafe { libc::aligned_alloc(16, size.next_multiple_of(16)) }
}

/// An element type printMemref can print.
trait Element: Copy {
    /// Appends the element's text to `out`.
    fn write(self, out: &mut Vec<u8>);
}

macro_rules! int_element {
    ($($t:ty),*) => {$(
        impl Element for $t {
            fn write(self, out: &mut Vec<u8>) {
                out.extend_from_slice(self.to_string().as_bytes());
            }
        }
    )*};
}
int_element!(i16, i32, i64);

/// 8-bit elements go to a C++ stream as characters: the raw byte.
impl Element for i8 {
    fn write(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
}

impl Element for f32 {
    fn write(self, out: &mut Vec<u8>) {
        out.extend_from_slice(format_g(f64::from(self)).as_bytes());
    }
}

impl Element for f64 {
    fn write(self, out: &mut Vec<u8>) {
        out.extend_from_slice(format_g(self).as_bytes());
    }
}

/// Half-precision bits printed as their value.
#[derive(Clone, Copy)]
struct Half(u16, bool);

impl Element for Half {
    fn write(self, out: &mut Vec<u8>) {
        let v = if self.1 {
            bf16_to_f32(self.0)
        } else {
            f16_to_f32(self.0)
        };
        out.extend_from_slice(format_g(f64::from(v)).as_bytes());
    }
}

/// A ranked memref descriptor read from memory.
pub(crate) struct Descriptor {
    /// The aligned data pointer.
    pub(crate) aligned: *const u8,
    /// The number of dimensions.
    pub(crate) rank: usize,
    /// The offset of the first element, in elements.
    pub(crate) offset: i64,
    /// The size of every dimension.
    pub(crate) sizes: Vec<i64>,
    /// The stride of every dimension, in elements.
    pub(crate) strides: Vec<i64>,
}

/// Reads the descriptor `{alloc, aligned, offset, sizes[rank], strides[rank]}`.
///
/// # Safety
/// `desc` must point to a descriptor of rank `rank`.
pub(crate) unsafe fn read_descriptor(rank: i64, desc: *const c_void) -> Option<Descriptor> {
    let rank = usize::try_from(rank).ok().filter(|r| *r <= 64)?;
    if desc.is_null() {
        return None;
    }
    let words = desc.cast::<i64>();
    // SAFETY: the caller guarantees the layout.
    let word = |i: usize| unsafe { words.add(i).read_unaligned() };
    Some(Descriptor {
        aligned: word(1) as usize as *const u8,
        rank,
        offset: word(2),
        sizes: (0..rank).map(|i| word(3 + i)).collect(),
        strides: (0..rank).map(|i| word(3 + rank + i)).collect(),
    })
}

struct Printer<'a, T> {
    d: &'a Descriptor,
    read: &'a dyn Fn(i64) -> T,
    out: Vec<u8>,
}

impl<T: Element> Printer<'_, T> {
    fn space(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push(b' ');
        }
    }

    fn print(&mut self, dim: usize, offset: i64) {
        if dim == 0 {
            (self.read)(offset).write(&mut self.out);
            return;
        }
        let k = self.d.rank - dim;
        let size = self.d.sizes[k];
        let stride = self.d.strides[k];
        self.out.push(b'[');
        self.print(dim - 1, offset);
        if size <= 1 {
            self.out.push(b']');
            return;
        }
        self.separator(dim);
        for i in 1..size - 1 {
            self.space(self.d.rank - dim + 1);
            self.print(dim - 1, offset.wrapping_add(i.wrapping_mul(stride)));
            self.separator(dim);
        }
        self.space(self.d.rank - dim + 1);
        self.print(
            dim - 1,
            offset.wrapping_add((size - 1).wrapping_mul(stride)),
        );
        self.out.push(b']');
    }

    fn separator(&mut self, dim: usize) {
        self.out
            .extend_from_slice(if dim > 1 { b", \n" } else { b", " });
    }
}

/// The full printMemref text of a descriptor with elements read by `read`.
fn memref_text<T: Element>(d: &Descriptor, read: &dyn Fn(i64) -> T) -> Vec<u8> {
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let mut p = Printer {
        d,
        read,
        out: format!(
            "Unranked Memref base@ = {:p} rank = {} offset = {} sizes = [{}] strides = [{}] data = \n",
            d.aligned,
            d.rank,
            d.offset,
            list(&d.sizes),
            list(&d.strides)
        )
        .into_bytes(),
    };
    if d.rank == 0 {
        p.out.push(b'[');
    }
    p.print(d.rank, d.offset);
    if d.rank == 0 {
        p.out.push(b']');
    }
    p.out.push(b'\n');
    p.out
}

/// Prints a memref of elements of `size` bytes decoded by `decode`.
///
/// # Safety
/// `desc` must point to a descriptor of rank `rank` over valid memory.
unsafe fn print_memref<T: Element>(rank: i64, desc: *const c_void, decode: fn(*const u8) -> T) {
    // SAFETY: forwarded from the caller.
    let Some(d) = (unsafe { read_descriptor(rank, desc) }) else {
        return;
    };
    let size = std::mem::size_of::<T>() as i64;
    let base = d.aligned;
    let read = move |i: i64| decode(base.wrapping_offset(i.wrapping_mul(size) as isize));
    c_write(&memref_text(&d, &read));
    c_flush();
}

macro_rules! memref_printers {
    ($($name:ident, $ciface:ident, $t:ty, $decode:expr;)*) => {$(
        extern "C" fn $name(rank: i64, desc: *const c_void) {
            // SAFETY: the program passes an unranked memref (rank, descriptor).
            unsafe { print_memref::<$t>(rank, desc, $decode) }
        }
        extern "C" fn $ciface(m: *const [i64; 2]) {
            if m.is_null() {
                return;
            }
            // SAFETY: the program passes a pointer to {rank, descriptor}.
            let [rank, desc] = unsafe { m.read_unaligned() };
            $name(rank, desc as usize as *const c_void);
        }
    )*};
}

// SAFETY (all decoders): reads of in-bounds elements of the memref.
memref_printers! {
    print_memref_f32, ciface_print_memref_f32, f32, |p| (p.cast::<f32>()).read_unaligned();
    print_memref_f64, ciface_print_memref_f64, f64, |p| (p.cast::<f64>()).read_unaligned();
    print_memref_i8, ciface_print_memref_i8, i8, |p| (p.cast::<i8>()).read_unaligned();
    print_memref_i16, ciface_print_memref_i16, i16, |p| (p.cast::<i16>()).read_unaligned();
    print_memref_i32, ciface_print_memref_i32, i32, |p| (p.cast::<i32>()).read_unaligned();
    print_memref_i64, ciface_print_memref_i64, i64, |p| (p.cast::<i64>()).read_unaligned();
    print_memref_f16, ciface_print_memref_f16, Half, |p| Half(p.cast::<u16>().read_unaligned(), false);
    print_memref_bf16, ciface_print_memref_bf16, Half, |p| Half(p.cast::<u16>().read_unaligned(), true);
}

/// Names of the runtime's internal helpers, as the generated code calls them.
pub mod helpers {
    /// `f16` bits to `f32`.
    pub const F16_TO_F32: &str = "__strata_f16_to_f32";
    /// `f32` to `f16` bits.
    pub const F32_TO_F16: &str = "__strata_f32_to_f16";
    /// `bf16` bits to `f32`.
    pub const BF16_TO_F32: &str = "__strata_bf16_to_f32";
    /// `f32` to `bf16` bits.
    pub const F32_TO_BF16: &str = "__strata_f32_to_bf16";
    /// Signed 128-bit division.
    pub const SDIV128: &str = "__strata_sdiv128";
    /// Unsigned 128-bit division.
    pub const UDIV128: &str = "__strata_udiv128";
    /// Signed 128-bit remainder.
    pub const SREM128: &str = "__strata_srem128";
    /// Unsigned 128-bit remainder.
    pub const UREM128: &str = "__strata_urem128";
    /// Signed 128-bit integer to `f64` (rounded to nearest).
    pub const I128_TO_F64: &str = "__strata_i128_to_f64";
    /// Unsigned 128-bit integer to `f64`.
    pub const U128_TO_F64: &str = "__strata_u128_to_f64";
    /// Signed 128-bit integer to `f32`.
    pub const I128_TO_F32: &str = "__strata_i128_to_f32";
    /// Unsigned 128-bit integer to `f32`.
    pub const U128_TO_F32: &str = "__strata_u128_to_f32";
    /// `f64` to a signed 128-bit integer (saturating, NaN to 0).
    pub const F64_TO_I128: &str = "__strata_f64_to_i128";
    /// `f64` to an unsigned 128-bit integer (saturating, NaN to 0).
    pub const F64_TO_U128: &str = "__strata_f64_to_u128";
    /// Dynamic-size alloca.
    pub const ALLOCA: &str = "__strata_alloca";
}

/// Every symbol the runtime exports, by name.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    macro_rules! table {
        ($($name:expr => $f:expr),* $(,)?) => {
            vec![$(($name, $f as *const u8)),*]
        };
    }
    table! {
        "printF32" => print_f32 as extern "C" fn(f32),
        "printF64" => print_f64 as extern "C" fn(f64),
        "printI64" => print_i64 as extern "C" fn(i64),
        "printU64" => print_u64 as extern "C" fn(u64),
        "printNewline" => print_newline as extern "C" fn(),
        "printOpen" => print_open as extern "C" fn(),
        "printClose" => print_close as extern "C" fn(),
        "printComma" => print_comma as extern "C" fn(),
        "printString" => print_string as extern "C" fn(*const c_char),
        "printFlops" => print_flops as extern "C" fn(f64),
        "rtclock" => rtclock as extern "C" fn() -> f64,
        "memrefCopy" => crate::memref_copy::memref_copy
            as extern "C" fn(i64, *const crate::memref_copy::Unranked, *const crate::memref_copy::Unranked),
        "printMemrefF32" => print_memref_f32 as extern "C" fn(i64, *const c_void),
        "printMemrefF64" => print_memref_f64 as extern "C" fn(i64, *const c_void),
        "printMemrefI8" => print_memref_i8 as extern "C" fn(i64, *const c_void),
        "printMemrefI16" => print_memref_i16 as extern "C" fn(i64, *const c_void),
        "printMemrefI32" => print_memref_i32 as extern "C" fn(i64, *const c_void),
        "printMemrefI64" => print_memref_i64 as extern "C" fn(i64, *const c_void),
        "printMemrefF16" => print_memref_f16 as extern "C" fn(i64, *const c_void),
        "printMemrefBF16" => print_memref_bf16 as extern "C" fn(i64, *const c_void),
        "_mlir_ciface_printMemrefF32" => ciface_print_memref_f32 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefF64" => ciface_print_memref_f64 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefI8" => ciface_print_memref_i8 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefI16" => ciface_print_memref_i16 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefI32" => ciface_print_memref_i32 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefI64" => ciface_print_memref_i64 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefF16" => ciface_print_memref_f16 as extern "C" fn(*const [i64; 2]),
        "_mlir_ciface_printMemrefBF16" => ciface_print_memref_bf16 as extern "C" fn(*const [i64; 2]),
        helpers::F16_TO_F32 => f16_to_f32 as extern "C" fn(u16) -> f32,
        helpers::F32_TO_F16 => f32_to_f16 as extern "C" fn(f32) -> u16,
        helpers::BF16_TO_F32 => bf16_to_f32 as extern "C" fn(u16) -> f32,
        helpers::F32_TO_BF16 => f32_to_bf16 as extern "C" fn(f32) -> u16,
        helpers::SDIV128 => sdiv128 as extern "C" fn(i128, i128) -> i128,
        helpers::UDIV128 => udiv128 as extern "C" fn(u128, u128) -> u128,
        helpers::SREM128 => srem128 as extern "C" fn(i128, i128) -> i128,
        helpers::UREM128 => urem128 as extern "C" fn(u128, u128) -> u128,
        helpers::I128_TO_F64 => i128_to_f64 as extern "C" fn(i128) -> f64,
        helpers::U128_TO_F64 => u128_to_f64 as extern "C" fn(u128) -> f64,
        helpers::I128_TO_F32 => i128_to_f32 as extern "C" fn(i128) -> f32,
        helpers::U128_TO_F32 => u128_to_f32 as extern "C" fn(u128) -> f32,
        helpers::F64_TO_I128 => f64_to_i128 as extern "C" fn(f64) -> i128,
        helpers::F64_TO_U128 => f64_to_u128 as extern "C" fn(f64) -> u128,
        helpers::ALLOCA => dynamic_alloca as extern "C" fn(u64) -> *mut c_void,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trip() {
        for v in [0.0f32, 1.0, -2.5, 65504.0, 0.000061035156, 1.0e-7] {
            let h = f32_to_f16(v);
            assert_eq!(f32_to_f16(f16_to_f32(h)), h);
        }
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f16_to_f32(0xc100), -2.5);
        assert_eq!(f32_to_bf16(1.0), 0x3f80);
        assert_eq!(bf16_to_f32(0x4049), 3.140625);
    }

    #[test]
    fn memref_layout_rank2() {
        let data = [1i32, 2, 3, 4, 5, 6];
        let d = Descriptor {
            aligned: data.as_ptr().cast(),
            rank: 2,
            offset: 0,
            sizes: vec![2, 3],
            strides: vec![3, 1],
        };
        let read = |i: i64| data[i as usize];
        let text = String::from_utf8(memref_text(&d, &read)).unwrap_or_default();
        let body = text.split_once("data = \n").map(|p| p.1);
        assert_eq!(body, Some("[[1,   2,   3], \n [4,   5,   6]]\n"));
    }

    #[test]
    fn g_format() {
        assert_eq!(format_g(0.1), "0.1");
        assert_eq!(format_g(1.0e10), "1e+10");
        assert_eq!(format_g(1.0 / 3.0), "0.333333");
    }
}
