//! Open interfaces: the extension points through which generic code asks an
//! operation or a dialect about itself (MLIR's op and dialect interfaces).
//!
//! An interface is a Rust trait object type (`dyn FoldOpInterface`). An
//! [`OpDef`](crate::OpDef) or [`DialectDef`](crate::DialectDef) holds an
//! [`InterfaceMap`] with any number of implementations, keyed by the
//! interface's [`TypeId`](std::any::TypeId); generic code looks one up in O(1) through
//! [`OperationName::interface`](crate::OperationName::interface) or
//! [`DialectDef::interface`](crate::DialectDef::interface). A dialect adds a
//! new interface by declaring a trait and inserting implementations: the core
//! does not change. Pure markers stay [`OpTraits`](crate::OpTraits) bits.
//!
//! The interfaces the IR core itself consults live here; those of a
//! subsystem live with it (custom assembly in `strata_asm`, canonicalization
//! in `strata_rewrite`, symbol uses in [`crate::symbol_table`]).

mod bytecode;
mod call;
mod control_flow;
mod dialect_attrs;
mod effects;
mod fold;
mod infer_type;
mod inliner;
mod int_range;
mod map;
mod mem_slot;
mod op_hooks;
mod runtime_verif;
mod subset;

pub use bytecode::{BytecodeDialectInterface, DialectBytecodeReader, DialectBytecodeWriter};
pub use call::{CallOpInterface, CallableOpInterface, Callee};
pub use control_flow::{
    BranchHooks, BranchOpInterface, ForwardOperands, InductionVar, InvocationBounds, LoopBound,
    LoopLikeOpInterface, NewYieldValuesFn, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor, append_successor_operand,
    erase_successor_operand, if_like_successors,
};
pub use dialect_attrs::{DialectAttrVerifier, verify_dialect_attrs, verify_region_value_attrs};
pub use effects::{
    ConditionallySpeculatable, EffectInstance, EffectKind, MemoryEffectOpInterface, MemoryEffects,
    RemovableMemo, Resource, SideEffectMemo, Speculatability, effects_recursively,
    has_no_side_effects, has_no_side_effects_memo, is_speculatable, is_trivially_dead,
    is_trivially_dead_memo, only_reads, own_effects, would_be_trivially_dead,
    would_be_trivially_dead_memo,
};
pub use fold::{FoldOpInterface, FoldOutcome, OpFoldResult};
pub use infer_type::{InferTypeOpInterface, InferTypesHook};
pub use inliner::{DialectInlinerInterface, InlineAll};
pub use int_range::{
    ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, max_range_of, range_storage_width,
};
pub use map::InterfaceMap;
pub use mem_slot::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, SafeMemorySlotAccessOpInterface,
};
pub use op_hooks::{
    ConstantMaterializerInterface, DefaultPropertiesInterface, EquivalentOpInterface, EquivalentTo,
    OpVerifierInterface, PoisonValueInterface, RegionVerifierInterface,
    UnreachableTerminatorInterface, is_op_or_equivalent, make_state, populate_default_properties,
};
pub use runtime_verif::{RuntimeErrorMessage, RuntimeVerifiableOpInterface};
pub use subset::{HyperrectangularSlice, SliceIndex, SubsetOpInterface, SubsetRole};
