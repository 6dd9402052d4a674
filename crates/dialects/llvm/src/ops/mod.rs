//! The operations of the LLVM dialect, grouped by kind.

pub mod aggregate;
pub mod alias;
mod arith;
pub mod atomic;
mod call;
mod comdat;
mod constants;
mod control;
mod destructure;
mod folds;
pub mod func;
pub mod global;
mod ifunc;
mod initializer;
mod intrinsics;
mod mem_slot;
mod memory;

use strata_ods::OpSpec;

pub use folds::materialize_constant;

/// Every op declaration of the dialect.
pub(crate) fn all() -> Vec<OpSpec> {
    let mut v = vec![func::spec(), global::spec(), alias::spec(), ifunc::spec()];
    v.extend(arith::ops());
    v.extend(memory::ops());
    v.extend(atomic::ops());
    v.extend(aggregate::ops());
    v.extend(constants::ops());
    v.extend(control::ops());
    v.extend(call::ops());
    v.extend(intrinsics::ops());
    v.extend(comdat::ops());
    v
}
