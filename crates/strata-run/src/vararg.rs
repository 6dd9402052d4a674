//! Calls to variadic C functions. Cranelift has no variadic calls; on
//! x86-64 System V a variadic callee reads `%al` as an upper bound of the
//! vector registers used, so calls go through a trampoline that sets
//! `%al` to 8 and jumps to the target stored in a slot just before.

use std::sync::atomic::AtomicUsize;

/// The target of the next trampoline call.
static TARGET: AtomicUsize = AtomicUsize::new(0);

#[cfg(target_arch = "x86_64")]
std::arch::global_asm!(
    ".globl __strata_vararg_trampoline",
    ".p2align 4",
    "__strata_vararg_trampoline:",
    "mov al, 8",
    "jmp qword ptr [rip + {target}]",
    target = sym TARGET,
);

#[cfg(target_arch = "x86_64")]
unsafe extern "C" {
    fn __strata_vararg_trampoline();
}

/// The address to call for variadic function `addr`, and the slot to
/// store `addr` in before the call (none when `addr` is called directly).
pub fn trampoline(addr: usize) -> (usize, Option<usize>) {
    #[cfg(target_arch = "x86_64")]
    {
        let _ = addr;
        (
            __strata_vararg_trampoline as *const () as usize,
            Some(TARGET.as_ptr() as usize),
        )
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        (addr, None)
    }
}
