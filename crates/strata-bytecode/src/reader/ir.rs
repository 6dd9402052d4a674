//! Reading the IR section: operations, regions, blocks and values.

use smallvec::SmallVec;
use strata_ir::interfaces::DefaultPropertiesInterface;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Location, NamedAttr, OpId, OperationName,
    OperationState, RegionId, StateRegions, Type, Value,
};

use super::table::Table;
use crate::encoding::{
    Cursor, VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC, VERSION_LAZY_LOADING,
    VERSION_NATIVE_SEGMENT_SIZES, VERSION_USE_LIST_ORDERING, op_mask, section,
};
use crate::error::BytecodeError;
use crate::properties::{self, OPERAND_SEGMENTS, PropSlot, RESULT_SEGMENTS};

type R<T> = Result<T, BytecodeError>;

/// Region nesting beyond which reading stops, as the text parser does.
const MAX_NESTING: u32 = 256;

/// One slot of the value table of an isolated scope.
#[derive(Clone, Copy)]
enum Slot {
    Empty,
    Forward(Value),
    Defined(Value),
}

/// The values visible in one isolated region tree: each region reserves
/// the slots of the values it defines; nested regions number after them.
struct Scope {
    values: Vec<Slot>,
    next: Vec<usize>,
    /// The top level, whose slots grow on demand.
    top: bool,
}

impl Scope {
    fn new(top: bool) -> Self {
        Scope {
            values: Vec::new(),
            next: vec![0],
            top,
        }
    }

    fn push_region(&mut self, num_values: usize) {
        self.next.push(self.values.len());
        self.values
            .resize(self.values.len() + num_values, Slot::Empty);
    }

    /// Drops the values of the innermost region, whose slots start at
    /// `first`; fails on an unresolved forward reference among them.
    fn pop_region(&mut self, first: usize, at: &Cursor<'_>) -> R<()> {
        self.next.pop();
        if self.values[first..]
            .iter()
            .any(|s| matches!(s, Slot::Forward(_)))
        {
            return Err(at.error("not all forward unresolved forward operand references"));
        }
        self.values.truncate(first);
        Ok(())
    }

    fn define(&mut self, body: &mut Body, value: Value, at: &Cursor<'_>) -> R<()> {
        let Some(next) = self.next.last_mut() else {
            return Err(at.error("value defined outside of a region"));
        };
        let index = *next;
        if index >= self.values.len() {
            if !self.top {
                return Err(at.error("more values defined in a region than it declares"));
            }
            self.values.push(Slot::Empty);
        }
        *next += 1;
        if let Slot::Forward(placeholder) = self.values[index] {
            body.replace_all_uses(placeholder, value);
        }
        self.values[index] = Slot::Defined(value);
        Ok(())
    }

    fn get(&mut self, ctx: &Context, body: &mut Body, index: u64, at: &Cursor<'_>) -> R<Value> {
        let slot = usize::try_from(index)
            .ok()
            .and_then(|i| self.values.get_mut(i))
            .ok_or_else(|| at.error(format!("invalid value index: {index}")))?;
        Ok(match *slot {
            Slot::Defined(v) | Slot::Forward(v) => v,
            Slot::Empty => {
                let v = body.create_placeholder(Type::none(ctx));
                *slot = Slot::Forward(v);
                v
            }
        })
    }
}

/// An operation name of the dialect section.
pub(crate) struct OpNameEntry {
    /// The full name.
    pub name: OperationName,
}

/// Reads operations into bodies.
pub(crate) struct IrReader<'a, 't> {
    pub table: &'t mut Table<'a>,
    pub version: u64,
    pub op_names: &'t [OpNameEntry],
    pub properties: &'t [Cursor<'a>],
    /// The final properties built from each entry of the properties
    /// section, keyed by operation name too (entries are shared).
    pub props_cache: rustc_hash::FxHashMap<(u64, OperationName), Attribute>,
}

/// The result of reading the IR section.
pub(crate) struct TopLevel {
    pub body: Body,
    pub block: BlockId,
    pub ops: Vec<OpId>,
}

impl<'a> IrReader<'a, '_> {
    fn ctx(&self) -> &'a Context {
        self.table.ctx
    }

    /// Reads the top-level block of the IR section.
    pub fn read_top(&mut self, cur: &mut Cursor<'a>) -> R<TopLevel> {
        let (num_ops, has_args) = cur.varint_with_flag()?;
        if has_args {
            return Err(cur.error("the top-level block may not have arguments"));
        }
        if num_ops > cur.remaining() as u64 {
            return Err(cur.error(format!("invalid operation count: {num_ops}")));
        }
        let mut body = Body::with_root_regions(1);
        let region = body.root_regions()[0];
        let block = body.create_block();
        body.append_block(region, block);
        let mut scope = Scope::new(true);
        let mut ops = Vec::with_capacity(num_ops as usize);
        for _ in 0..num_ops {
            let op = self.read_op(cur, &mut body, &mut scope, &[], 0)?;
            body.append_op(block, op);
            ops.push(op);
        }
        scope.pop_region(0, cur)?;
        Ok(TopLevel { body, block, ops })
    }

    fn read_op(
        &mut self,
        cur: &mut Cursor<'a>,
        body: &mut Body,
        scope: &mut Scope,
        blocks: &[BlockId],
        depth: u32,
    ) -> R<OpId> {
        let ctx = self.ctx();
        let name_index = cur.varint()?;
        let name = usize::try_from(name_index)
            .ok()
            .and_then(|i| self.op_names.get(i))
            .map(|e| e.name)
            .ok_or_else(|| cur.error(format!("invalid operation name index: {name_index}")))?;
        if !name.is_registered(ctx) && !ctx.allows_unregistered_dialects() {
            return Err(cur.error(format!(
                "operation '{}' is not registered (use -allow-unregistered-dialect)",
                name.as_str(ctx)
            )));
        }
        let mask = cur.byte()?;
        let loc = self.table.read_attr(cur)?;
        if !loc.is_location(ctx) {
            return Err(cur.error("expected LocationAttr for the operation location"));
        }
        let mut state = OperationState::new(name, Location(loc));
        if mask & op_mask::HAS_ATTRS != 0 {
            let attrs = self.table.read_attr(cur)?;
            if !matches!(attrs.kind(ctx), AttrKind::Dictionary(_)) {
                return Err(cur.error("expected DictionaryAttr for the operation attributes"));
            }
            state.attrs = Some(attrs);
        }
        let mut props_index = None;
        if mask & op_mask::HAS_PROPERTIES != 0 {
            let index = cur.varint()?;
            match self.props_cache.get(&(index, name)) {
                Some(&cached) => state.props = Some(cached),
                None => {
                    let mut data = usize::try_from(index)
                        .ok()
                        .and_then(|i| self.properties.get(i).copied())
                        .ok_or_else(|| cur.error(format!("invalid properties index: {index}")))?;
                    state.props = Some(self.read_properties(name, &mut data)?);
                    props_index = Some(index);
                }
            }
        }
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = cur.count("result")?;
            for _ in 0..n {
                let ty = self.table.read_type(cur)?;
                state.result_types.push(ty);
            }
        }
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = cur.count("operand")?;
            for _ in 0..n {
                let index = cur.varint()?;
                state.operands.push(scope.get(ctx, body, index, cur)?);
            }
        }
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = cur.count("successor")?;
            for _ in 0..n {
                let index = cur.varint()?;
                let block = usize::try_from(index)
                    .ok()
                    .and_then(|i| blocks.get(i).copied())
                    .ok_or_else(|| cur.error(format!("invalid successor index: {index}")))?;
                state.successors.push(block);
            }
        }
        if mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
            skip_use_lists(cur, state.result_types.len())?;
        }
        let (num_regions, isolated) = if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let (n, isolated) = cur.varint_with_flag()?;
            if n > cur.remaining() as u64 {
                return Err(cur.error(format!("invalid region count: {n}")));
            }
            (n as u32, isolated)
        } else {
            (0, false)
        };
        if state.props.is_none() || props_index.is_some() {
            self.complete_state(&mut state);
        }
        if let (Some(index), Some(props)) = (props_index, state.props) {
            self.props_cache.insert((index, name), props);
        }
        if num_regions > 0 {
            state.regions = StateRegions::Empty(num_regions);
        }
        let op = body.create_op(ctx, state);
        for result in body.results(op) {
            scope.define(body, result, cur)?;
        }
        if num_regions == 0 {
            return Ok(op);
        }
        if depth >= MAX_NESTING {
            return Err(cur.error("regions are nested too deeply"));
        }
        let strata_isolated = name.is_isolated_from_above(ctx);
        if strata_isolated && !isolated {
            return Err(cur.error(format!(
                "operation '{}' is isolated from above but its regions are not encoded so",
                name.as_str(ctx)
            )));
        }
        let mut nested;
        let region_cur: &mut Cursor<'a> = if isolated && self.version >= VERSION_LAZY_LOADING {
            let (id, data) = cur.section_data()?;
            if id != section::IR {
                return Err(cur.error(format!(
                    "expected IR section for the regions of an isolated operation, got {}",
                    section::name(id)
                )));
            }
            nested = data;
            &mut nested
        } else {
            cur
        };
        if strata_isolated {
            let Some(inner) = body.isolated_body_mut(op) else {
                return Err(region_cur.error("isolated operation without a body"));
            };
            let regions: SmallVec<[RegionId; 2]> = inner.root_regions().into();
            let mut fresh = Scope::new(false);
            for region in regions {
                self.read_region(region_cur, inner, &mut fresh, region, depth + 1)?;
            }
        } else {
            let regions: SmallVec<[RegionId; 2]> = body.local_regions(op).into();
            let mut fresh;
            let scope = if isolated {
                fresh = Scope::new(false);
                &mut fresh
            } else {
                scope
            };
            for region in regions {
                self.read_region(region_cur, body, scope, region, depth + 1)?;
            }
        }
        Ok(op)
    }

    /// Moves inherent attributes of registered ops out of the attribute
    /// dictionary (files before version 5 merge them) and fills defaults.
    fn complete_state(&self, state: &mut OperationState) {
        let ctx = self.ctx();
        let Some(def) = state.name.def(ctx) else {
            return;
        };
        if def.inherent_attrs.is_empty() {
            return;
        }
        if state.props.is_none()
            && let Some(attrs) = state.attrs
        {
            let (inherent, rest): (Vec<NamedAttr>, Vec<NamedAttr>) = attrs
                .dict_entries(ctx)
                .iter()
                .partition(|e| def.is_inherent(e.name.as_str(ctx)));
            let mut inherent = inherent;
            state.props = Some(Attribute::dictionary(ctx, &mut inherent));
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &rest));
        }
        if state.props.is_none() {
            state.props = Some(Attribute::empty_dictionary(ctx));
        }
        if let Some(defaults) = def.interface::<dyn DefaultPropertiesInterface>() {
            defaults.populate_defaults(def, ctx, state);
        }
    }

    fn read_region(
        &mut self,
        cur: &mut Cursor<'a>,
        body: &mut Body,
        scope: &mut Scope,
        region: RegionId,
        depth: u32,
    ) -> R<()> {
        let num_blocks = cur.count("block")?;
        if num_blocks == 0 {
            return Ok(());
        }
        let num_values = cur.count("value")?;
        let start = scope.values.len();
        scope.push_region(num_values);
        let blocks: Vec<BlockId> = (0..num_blocks)
            .map(|_| {
                let b = body.create_block();
                body.append_block(region, b);
                b
            })
            .collect();
        for &block in &blocks {
            self.read_block(cur, body, scope, &blocks, block, depth)?;
        }
        scope.pop_region(start, cur)
    }

    fn read_block(
        &mut self,
        cur: &mut Cursor<'a>,
        body: &mut Body,
        scope: &mut Scope,
        blocks: &[BlockId],
        block: BlockId,
        depth: u32,
    ) -> R<()> {
        let ctx = self.ctx();
        let (num_ops, has_args) = cur.varint_with_flag()?;
        if num_ops > cur.remaining() as u64 {
            return Err(cur.error(format!("invalid operation count: {num_ops}")));
        }
        if has_args {
            let n = cur.count("block argument")?;
            for _ in 0..n {
                let (ty, loc) = if self.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                    let (ty, has_loc) = cur.varint_with_flag()?;
                    let ty = self.table.ty(ty, cur)?;
                    let loc = if has_loc {
                        self.table.read_attr(cur)?
                    } else {
                        Attribute::unknown_loc(ctx)
                    };
                    (ty, loc)
                } else {
                    let ty = self.table.read_type(cur)?;
                    (ty, self.table.read_attr(cur)?)
                };
                if !loc.is_location(ctx) {
                    return Err(cur.error("expected LocationAttr for a block argument"));
                }
                let v = body.add_block_arg(block, ty, Location(loc));
                scope.define(body, v, cur)?;
            }
            if self.version >= VERSION_USE_LIST_ORDERING {
                let mask = cur.byte()?;
                if mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
                    skip_use_lists(cur, n)?;
                }
            }
        }
        for _ in 0..num_ops {
            let op = self.read_op(cur, body, scope, blocks, depth)?;
            body.append_op(block, op);
        }
        Ok(())
    }

    /// Decodes the properties of an operation of name `name`.
    fn read_properties(&mut self, name: OperationName, data: &mut Cursor<'a>) -> R<Attribute> {
        let ctx = self.ctx();
        if !name.is_registered(ctx) {
            return self.table.read_attr(data);
        }
        let Some(layout) = properties::layout(ctx, name) else {
            return Err(data.error(format!(
                "operation '{}' has no properties, but the bytecode gives some",
                name.as_str(ctx)
            )));
        };
        let mut entries: Vec<NamedAttr> = Vec::with_capacity(layout.len());
        for slot in &layout {
            let (key, value) = match slot {
                PropSlot::Attr { name, required } => {
                    let value = if *required {
                        Some(self.table.read_attr(data)?)
                    } else {
                        self.table.read_optional_attr(data)?
                    };
                    (&**name, value)
                }
                PropSlot::OperandSegments(n) => {
                    (OPERAND_SEGMENTS, Some(self.read_segments(data, *n)?))
                }
                PropSlot::ResultSegments(n) => {
                    (RESULT_SEGMENTS, Some(self.read_segments(data, *n)?))
                }
            };
            if let Some(value) = value {
                entries.push(NamedAttr {
                    name: strata_ir::Ident::new(ctx, key),
                    value,
                });
            }
        }
        if !data.is_empty() {
            return Err(data.error(format!(
                "unexpected trailing bytes in the properties of '{}'",
                name.as_str(ctx)
            )));
        }
        Ok(Attribute::dictionary(ctx, &mut entries))
    }

    /// Reads segment sizes: an attribute before version 6, a sparse array after.
    fn read_segments(&mut self, data: &mut Cursor<'a>, n: usize) -> R<Attribute> {
        if self.version < VERSION_NATIVE_SEGMENT_SIZES {
            return self.table.read_attr(data);
        }
        let mut sizes = vec![0i32; n];
        let (count, sparse) = data.varint_with_flag()?;
        if !sparse {
            if count > n as u64 {
                return Err(data.error(format!(
                    "trying to read an array of {count} but only {n} storage available."
                )));
            }
            for slot in sizes.iter_mut().take(count as usize) {
                *slot = segment(data)?;
            }
        } else if count > 0 {
            let bits = data.varint()?;
            if bits > 8 {
                return Err(data.error(format!(
                    "reading sparse array with indexing above 8 bits: {bits}"
                )));
            }
            if count > data.remaining() as u64 {
                return Err(data.error(format!("invalid sparse array count: {count}")));
            }
            for _ in 0..count {
                let pair = data.varint()?;
                let index = (pair & ((1u64 << bits) - 1)) as usize;
                let value = pair >> bits;
                let Some(slot) = sizes.get_mut(index) else {
                    return Err(data.error(format!(
                        "reading a sparse array found index {index} but only {n} storage available."
                    )));
                };
                *slot = i32::try_from(value)
                    .map_err(|_| data.error(format!("segment size {value} is out of range")))?;
            }
        }
        Ok(Attribute::dense_i32_array(self.ctx(), &sizes))
    }
}

fn segment(data: &mut Cursor<'_>) -> R<i32> {
    let v = data.varint()?;
    i32::try_from(v).map_err(|_| data.error(format!("segment size {v} is out of range")))
}

/// Reads (and drops) the use-list orders of `num_values` values; the IR is
/// rebuilt in an order that already matches them when they are absent.
fn skip_use_lists(cur: &mut Cursor<'_>, num_values: usize) -> R<()> {
    let entries = if num_values == 1 {
        1
    } else {
        cur.count("use-list order")?
    };
    for _ in 0..entries {
        if num_values != 1 {
            let index = cur.varint()?;
            if index >= num_values as u64 {
                return Err(cur.error(format!("invalid use-list value index: {index}")));
            }
        }
        let (len, _pairs) = cur.varint_with_flag()?;
        if len > cur.remaining() as u64 {
            return Err(cur.error(format!("invalid use-list length: {len}")));
        }
        for _ in 0..len {
            cur.varint()?;
        }
    }
    Ok(())
}
