//! `memref.dma_start` and `memref.dma_wait`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, UnresolvedOperand};
use strata_ir::interfaces::{EffectInstance, EffectKind, MemoryEffectOpInterface, MemoryEffects};
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OperationState, Type, Value};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::MEMREF;
use crate::util::{err, operand_type, rank};
use crate::{DmaStartOp, DmaWaitOp};

/// `memref.dma_start`: all operands in one list, split by the memref ranks.
pub(crate) fn dma_start() -> OpSpec {
    OpSpec::new(DmaStartOp::NAME)
        .summary("non-blocking DMA operation that starts a transfer")
        .variadic_operand("operands", c::ANY_TYPE)
        .custom_syntax(parse_dma_start, print_dma_start)
        .verifier(verify_dma_start)
        .folder(crate::fold::fold_operand_casts)
        .interface::<dyn MemoryEffectOpInterface>(|| Box::new(DmaStartEffects))
}

/// The operand layout of a `memref.dma_start`.
struct DmaLayout {
    dst: usize,
    dst_rank: usize,
    tag: usize,
    tag_rank: usize,
}

fn layout(ctx: &Context, body: &Body, op: OpId) -> Option<DmaLayout> {
    let n = body.num_operands(op);
    if n == 0 {
        return None;
    }
    let src_rank = rank(ctx, operand_type(body, op, 0))?;
    let dst = 1 + src_rank;
    let dst_rank = (dst < n)
        .then(|| rank(ctx, operand_type(body, op, dst)))
        .flatten()?;
    let tag = dst + dst_rank + 2;
    let tag_rank = (tag < n)
        .then(|| rank(ctx, operand_type(body, op, tag)))
        .flatten()?;
    Some(DmaLayout {
        dst,
        dst_rank,
        tag,
        tag_rank,
    })
}

struct DmaStartEffects;

impl MemoryEffectOpInterface for DmaStartEffects {
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        let Some(l) = layout(ctx, body, op) else {
            out.push(EffectInstance::new(EffectKind::Read));
            out.push(EffectInstance::new(EffectKind::Write));
            return;
        };
        out.push(EffectInstance::on(EffectKind::Read, body.operand(op, 0)));
        out.push(EffectInstance::on(
            EffectKind::Write,
            body.operand(op, l.dst),
        ));
        out.push(EffectInstance::on(
            EffectKind::Read,
            body.operand(op, l.tag),
        ));
    }
}

fn parse_indexed<'a>(
    p: &mut Parser<'a>,
) -> ParseResult<(UnresolvedOperand<'a>, SmallVec<[UnresolvedOperand<'a>; 4]>)> {
    let m = p.parse_operand()?;
    let mut idx = SmallVec::new();
    p.parse_delimited_list(
        TokenKind::LSquare,
        TokenKind::RSquare,
        "operand list",
        |p| {
            idx.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    Ok((m, idx))
}

fn parse_dma_start(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let (src, src_idx) = parse_indexed(p)?;
    p.expect(TokenKind::Comma, "','")?;
    let (dst, dst_idx) = parse_indexed(p)?;
    p.expect(TokenKind::Comma, "','")?;
    let num = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let (tag, tag_idx) = parse_indexed(p)?;
    let mut strides: SmallVec<[UnresolvedOperand<'_>; 2]> = SmallVec::new();
    while p.eat(TokenKind::Comma) {
        strides.push(p.parse_operand()?);
    }
    p.expect(TokenKind::Colon, "':'")?;
    let mut types: SmallVec<[Type; 3]> = SmallVec::new();
    p.parse_comma_separated(|p| {
        types.push(p.parse_type()?);
        Ok(())
    })?;
    if types.len() != 3 {
        return Err(p.custom_op_error("expected three types"));
    }
    if !strides.is_empty() && strides.len() != 2 {
        return Err(p.error_at_loc(
            state.loc,
            format!(
                "custom op '{}' expected two stride related operands",
                DmaStartOp::NAME
            ),
        ));
    }
    let index = Type::index(ctx);
    let mut pairs: Vec<(&UnresolvedOperand<'_>, Type)> = vec![(&src, types[0])];
    pairs.extend(src_idx.iter().map(|i| (i, index)));
    pairs.push((&dst, types[1]));
    pairs.extend(dst_idx.iter().map(|i| (i, index)));
    pairs.push((&num, index));
    pairs.push((&tag, types[2]));
    pairs.extend(tag_idx.iter().map(|i| (i, index)));
    pairs.extend(strides.iter().map(|i| (i, index)));
    let mut ops: SmallVec<[Value; 4]> = SmallVec::new();
    for (o, t) in pairs {
        ops.push(p.resolve_operand(o, t)?);
    }
    state.operands.extend(ops);
    parse_trailing_attrs(p, state)
}

fn parse_trailing_attrs(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(strata_ir::Attribute::dictionary_sorted(p.ctx, &entries));
        }
    }
    Ok(())
}

fn print_indexed(p: &mut Printer<'_>, values: &[Value]) {
    if let Some((&m, idx)) = values.split_first() {
        p.print_operand(m);
        p.write("[");
        p.print_operands(idx.iter().copied());
        p.write("]");
    }
}

fn print_dma_start(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let ops: SmallVec<[Value; 12]> = body.operands(op).collect();
    let Some(l) = layout(ctx, body, op) else {
        p.print_generic_op(op);
        return;
    };
    let end_tag = l.tag + 1 + l.tag_rank;
    if ops.len() < end_tag {
        return;
    }
    p.write(" ");
    print_indexed(p, &ops[..l.dst]);
    p.write(", ");
    print_indexed(p, &ops[l.dst..l.dst + 1 + l.dst_rank]);
    p.write(", ");
    p.print_operand(ops[l.tag - 1]);
    p.write(", ");
    print_indexed(p, &ops[l.tag..end_tag]);
    for s in &ops[end_tag..] {
        p.write(", ");
        p.print_operand(*s);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let types = [ops[0], ops[l.dst], ops[l.tag]].map(|v| body.value_type(v));
    p.print_type_list(&types);
}

fn verify_dma_start(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let n = body.num_operands(op);
    let index = |i: usize| operand_type(body, op, i).is_index(ctx);
    if n < 4 {
        return Err(err(ctx, body, op, "expected at least 4 operands"));
    }
    let Some(src_rank) = rank(ctx, operand_type(body, op, 0)) else {
        return Err(err(ctx, body, op, "expected source to be of memref type"));
    };
    if n < src_rank + 4 {
        return Err(err(
            ctx,
            body,
            op,
            format!("expected at least {} operands", src_rank + 4),
        ));
    }
    if !(1..=src_rank).all(index) {
        return Err(err(
            ctx,
            body,
            op,
            "expected source indices to be of index type",
        ));
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = rank(ctx, operand_type(body, op, dst)) else {
        return Err(err(
            ctx,
            body,
            op,
            "expected destination to be of memref type",
        ));
    };
    if n < src_rank + dst_rank + 4 {
        return Err(err(
            ctx,
            body,
            op,
            format!("expected at least {} operands", src_rank + dst_rank + 4),
        ));
    }
    if !(dst + 1..=dst + dst_rank).all(index) {
        return Err(err(
            ctx,
            body,
            op,
            "expected destination indices to be of index type",
        ));
    }
    if !index(dst + dst_rank + 1) {
        return Err(err(
            ctx,
            body,
            op,
            "expected num elements to be of index type",
        ));
    }
    let tag = dst + dst_rank + 2;
    let Some(tag_rank) = rank(ctx, operand_type(body, op, tag)) else {
        return Err(err(ctx, body, op, "expected tag to be of memref type"));
    };
    let base = src_rank + dst_rank + tag_rank + 4;
    if n < base {
        return Err(err(
            ctx,
            body,
            op,
            format!("expected at least {base} operands"),
        ));
    }
    if n != base && n != base + 2 {
        return Err(err(ctx, body, op, "incorrect number of operands"));
    }
    if !(tag + 1..=tag + tag_rank).all(index) {
        return Err(err(
            ctx,
            body,
            op,
            "expected tag indices to be of index type",
        ));
    }
    if n == base + 2 && !(base..base + 2).all(index) {
        return Err(err(
            ctx,
            body,
            op,
            "expected stride and num elements per stride to be of type index",
        ));
    }
    Ok(())
}

/// `memref.dma_wait`.
pub(crate) fn dma_wait() -> OpSpec {
    OpSpec::new(DmaWaitOp::NAME)
        .summary("blocking DMA operation that waits for transfer completion")
        .operand("tagMemRef", MEMREF)
        .variadic_operand("tagIndices", c::INDEX)
        .operand("numElements", c::INDEX)
        .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
        .verifier(|_, ctx, body, op| {
            let r = rank(ctx, operand_type(body, op, 0)).unwrap_or(0);
            let got = body.num_operands(op) - 2;
            if got != r {
                return Err(err(
                    ctx,
                    body,
                    op,
                    format!(
                        "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {r}, but got {got}"
                    ),
                ));
            }
            Ok(())
        })
        .folder(crate::fold::fold_operand_casts)
}
