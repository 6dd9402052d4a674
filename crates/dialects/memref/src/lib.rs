//! The `memref` dialect: buffers (`alloc`, `alloca`, `global`), element
//! access (`load`, `store`, atomics, `prefetch`, DMA), views of buffers
//! (`subview`, `view`, `reinterpret_cast`, `transpose`,
//! `collapse_shape`, `expand_shape`, casts) and their metadata, with
//! upstream's syntax, verifiers, folders and memory effects.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_memref::dialect().expect("valid declarations"));
//! let src = "%m = memref.alloc() : memref<4xf32>";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("memref.alloc() : memref<4xf32>"), "{text}");
//! ```

mod access;
mod alloc;
mod canonicalize;
mod constraints;
mod destructure;
mod dma;
mod effects;
mod fold;
mod global;
mod promote;
mod realloc;
mod reshape;
mod runtime_verif;
mod shape;
mod util;
mod views;

pub use fold::dropped_dims;
pub use reshape::{collapsed_layout, collapsed_type, expanded_type};
pub use shape::{cast_compatible, strided_metadata_types};
pub use views::{layout_is_identity, rank_reduction_mask, subview_type, transposed_type};

use strata_dialect_arith::materialize_constant;
use strata_ir::DialectDef;
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface, InlineAll};

/// The `memref` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect(
        "memref",
        vec![
            alloc::alloc_like(AllocOp::NAME, "memory allocation operation"),
            alloc::alloc_like(AllocaOp::NAME, "stack memory allocation operation"),
            alloc::alloca_scope(),
            alloc::alloca_scope_return(),
            alloc::dealloc(),
            access::load(),
            access::store(),
            access::atomic_rmw(),
            access::generic_atomic_rmw(),
            access::atomic_yield(),
            access::prefetch(),
            shape::dim(),
            shape::rank(),
            shape::cast(),
            shape::memory_space_cast(),
            shape::copy(),
            shape::assume_alignment(),
            shape::extract_strided_metadata(),
            shape::extract_aligned_pointer_as_index(),
            views::subview(),
            views::view(),
            views::reinterpret_cast(),
            views::transpose(),
            reshape::collapse_shape(),
            reshape::expand_shape(),
            realloc::realloc(),
            realloc::reshape(),
            global::global(),
            global::get_global(),
            dma::dma_start(),
            dma::dma_wait(),
        ],
    )?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}

mod classes;
pub use classes::*;

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::types::DYNAMIC;
    use strata_ir::{Attribute, Context, Type};

    fn f32(ctx: &Context) -> Type {
        Type::int(ctx, 32)
    }

    #[test]
    fn casts_relax_static_information_only() {
        let ctx = Context::new();
        let e = f32(&ctx);
        let a = Type::memref(&ctx, &[4, 8], e, None, None);
        let b = Type::memref(&ctx, &[DYNAMIC, 8], e, None, None);
        let c = Type::memref(&ctx, &[4, 9], e, None, None);
        let u = Type::unranked_memref(&ctx, e, None);
        assert!(cast_compatible(&ctx, a, b));
        assert!(cast_compatible(&ctx, b, a));
        assert!(!cast_compatible(&ctx, a, c));
        assert!(cast_compatible(&ctx, a, u));
        assert!(!cast_compatible(&ctx, u, u));
    }

    #[test]
    fn subview_types_and_rank_reduction() {
        let ctx = Context::new();
        let e = f32(&ctx);
        let src = Type::memref(&ctx, &[8, 8], e, None, None);
        let t = subview_type(&ctx, src, &[1, 2], &[1, 4], &[1, 2]);
        let layout = Attribute::strided(&ctx, 10, &[8, 2]);
        assert_eq!(t, Some(Type::memref(&ctx, &[1, 4], e, Some(layout), None)));
        let dynamic = subview_type(&ctx, src, &[DYNAMIC, 0], &[2, 2], &[1, 1]);
        let layout = Attribute::strided(&ctx, DYNAMIC, &[8, 1]);
        assert_eq!(
            dynamic,
            Some(Type::memref(&ctx, &[2, 2], e, Some(layout), None))
        );
        assert_eq!(rank_reduction_mask(&[1, 4], &[8, 2], &[2]), Some(vec![0]));
        assert_eq!(rank_reduction_mask(&[1, 1], &[8, 1], &[8, 1]), Some(vec![]));
        assert_eq!(rank_reduction_mask(&[1, 1], &[8, 1], &[5]), None);
    }

    #[test]
    fn reshape_layouts() {
        let ctx = Context::new();
        let e = f32(&ctx);
        let strided = Attribute::strided(&ctx, 0, &[10, 2]);
        let src = Type::memref(&ctx, &[4, 5], e, Some(strided), None);
        let groups = vec![vec![0, 1]];
        let expected = Type::memref(
            &ctx,
            &[20],
            e,
            Some(Attribute::strided(&ctx, 0, &[2])),
            None,
        );
        assert_eq!(collapsed_type(&ctx, src, &[20], &groups), Some(expected));
        let gap = Type::memref(
            &ctx,
            &[4, 5],
            e,
            Some(Attribute::strided(&ctx, 0, &[11, 2])),
            None,
        );
        assert_eq!(collapsed_layout(&ctx, gap, &groups), None);
        let flat = Type::memref(
            &ctx,
            &[20],
            e,
            Some(Attribute::strided(&ctx, 3, &[2])),
            None,
        );
        let grown = Type::memref(
            &ctx,
            &[4, 5],
            e,
            Some(Attribute::strided(&ctx, 3, &[10, 2])),
            None,
        );
        assert_eq!(expanded_type(&ctx, flat, &[4, 5], &groups), Some(grown));
        let plain = Type::memref(&ctx, &[20], e, None, None);
        assert_eq!(
            expanded_type(&ctx, plain, &[4, 5], &groups),
            Some(Type::memref(&ctx, &[4, 5], e, None, None))
        );
    }

    #[test]
    fn transposes_permute_strides() {
        let ctx = Context::new();
        let e = f32(&ctx);
        let src = Type::memref(&ctx, &[DYNAMIC, 4], e, None, None);
        let t = transposed_type(&ctx, src, &[1, 0]);
        let layout = Attribute::strided(&ctx, 0, &[1, 4]);
        assert_eq!(
            t,
            Some(Type::memref(&ctx, &[4, DYNAMIC], e, Some(layout), None))
        );
        assert_eq!(transposed_type(&ctx, src, &[2, 0]), None);
        assert!(layout_is_identity(&ctx, src));
        let one_d = Type::memref(&ctx, &[4], e, Some(Attribute::strided(&ctx, 0, &[1])), None);
        assert!(layout_is_identity(&ctx, one_d));
    }

    #[test]
    fn strided_metadata_result_types() {
        let ctx = Context::new();
        let e = f32(&ctx);
        let src = Type::memref(&ctx, &[DYNAMIC, 4], e, None, None);
        let types = strided_metadata_types(&ctx, src).unwrap_or_default();
        assert_eq!(types.len(), 6);
        assert_eq!(types.first(), Some(&Type::memref(&ctx, &[], e, None, None)));
    }
}

strata_ods::generated_classes_test!("memref.subview" => "SubViewOp");
