//! Numbering of everything the writer refers to by index: dialects,
//! operation names, attributes, types, values and blocks, in the order
//! upstream's writer assigns them (most used first, grouped by dialect).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, Ident, NamedAttr, OpId, OperationName, RegionId,
    Type, Value, ValueDef,
};

use super::builtin::{self, Sink};
use crate::encoding::{VERSION_NATIVE_PROPERTIES, VERSION_NATIVE_SEGMENT_SIZES};
use crate::properties::{self, OPERAND_SEGMENTS, PropSlot, RESULT_SEGMENTS};

/// A numbered attribute, type or operation name.
pub(crate) struct Numbered<T> {
    /// The item.
    pub item: T,
    /// Index of its dialect.
    pub dialect: u32,
    /// References seen.
    refs: u32,
    /// Final index (after sorting).
    pub number: u32,
    /// True if written with a custom encoding.
    pub custom: bool,
}

/// Per-body facts: value and block indices, isolation, op order.
#[derive(Default)]
pub(crate) struct BodyInfo {
    /// Value index of each block argument and result.
    pub values: FxHashMap<Value, u32>,
    /// Index of each block in its region.
    pub blocks: FxHashMap<BlockId, u32>,
    /// Values defined directly in each region.
    pub region_values: FxHashMap<RegionId, u32>,
    /// Pre-order position of each op in the body.
    pub order: FxHashMap<OpId, u32>,
    /// Ops whose regions use no value defined outside them.
    pub isolated: FxHashMap<OpId, bool>,
}

/// The numbering of one root operation.
pub(crate) struct Numbering<'c> {
    pub ctx: &'c Context,
    pub version: u64,
    /// Dialect names in numbering order.
    pub dialects: Vec<String>,
    dialect_index: FxHashMap<String, u32>,
    pub attrs: Vec<Numbered<Attribute>>,
    attr_index: FxHashMap<Attribute, usize>,
    pub types: Vec<Numbered<Type>>,
    type_index: FxHashMap<Type, usize>,
    pub op_names: Vec<Numbered<OperationName>>,
    op_name_index: FxHashMap<OperationName, usize>,
    /// Keys of the builtin resources referenced, in first-use order.
    pub resources: Vec<Ident>,
    /// Final handle of each resource key.
    pub resource_number: FxHashMap<Ident, u32>,
    bodies: FxHashMap<usize, BodyInfo>,
    next_value: u32,
}

/// The identity of a body (its address, stable while the IR is borrowed).
pub(crate) fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

impl<'c> Numbering<'c> {
    /// Numbers `root` (an op of `body`) and everything nested in it.
    pub fn new(ctx: &'c Context, body: &Body, root: OpId, version: u64) -> Self {
        let mut n = Numbering {
            ctx,
            version,
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            attrs: Vec::new(),
            attr_index: FxHashMap::default(),
            types: Vec::new(),
            type_index: FxHashMap::default(),
            op_names: Vec::new(),
            op_name_index: FxHashMap::default(),
            resources: Vec::new(),
            resource_number: FxHashMap::default(),
            bodies: FxHashMap::default(),
            next_value: 0,
        };
        n.ensure_body(body);
        n.number_op(body, root);
        let mut worklist: Vec<(&Body, RegionId, u32)> = Vec::new();
        n.push_op_regions(body, root, &mut worklist);
        while let Some((b, region, first)) = worklist.pop() {
            n.next_value = first;
            n.number_region(b, region);
            for block in b.region_blocks(region) {
                for op in b.block_ops(block) {
                    n.push_op_regions(b, op, &mut worklist);
                }
            }
        }
        n.finalize();
        n
    }

    /// The facts of a numbered body.
    pub fn body(&self, body: &Body) -> &BodyInfo {
        static EMPTY: std::sync::OnceLock<BodyInfo> = std::sync::OnceLock::new();
        self.bodies
            .get(&body_key(body))
            .unwrap_or_else(|| EMPTY.get_or_init(BodyInfo::default))
    }

    /// True if the regions of `op` are written as isolated from above.
    pub fn is_isolated(&self, body: &Body, op: OpId) -> bool {
        op_is_isolated(self.ctx, body, op) || self.body(body).isolated.get(&op) == Some(&true)
    }

    fn push_op_regions<'b>(
        &mut self,
        body: &'b Body,
        op: OpId,
        worklist: &mut Vec<(&'b Body, RegionId, u32)>,
    ) {
        let isolated = self.is_isolated(body, op);
        let first = if isolated { 0 } else { self.next_value };
        if let Some(inner) = body.isolated_body(op) {
            self.ensure_body(inner);
            for &r in inner.root_regions() {
                worklist.push((inner, r, 0));
            }
        } else {
            for &r in body.local_regions(op) {
                worklist.push((body, r, first));
            }
        }
    }

    fn info(&mut self, body: &Body) -> &mut BodyInfo {
        self.bodies.entry(body_key(body)).or_default()
    }

    fn number_region(&mut self, body: &Body, region: RegionId) {
        if body.region_is_empty(region) {
            return;
        }
        let start = self.next_value;
        let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(region).collect();
        for (i, &block) in blocks.iter().enumerate() {
            self.info(body).blocks.insert(block, i as u32);
            for (j, &arg) in body.block_args(block).iter().enumerate() {
                let id = self.next_value;
                self.next_value += 1;
                self.info(body).values.insert(arg, id);
                let loc = body.block_arg_locs(block)[j];
                self.number_attr(loc.0);
                self.number_type(body.value_type(arg));
            }
            for op in body.block_ops(block) {
                self.number_op(body, op);
            }
        }
        let count = self.next_value - start;
        self.info(body).region_values.insert(region, count);
    }

    fn number_op(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        let name = body.op_name(op);
        self.number_op_name(name);
        for result in body.results(op) {
            let id = self.next_value;
            self.next_value += 1;
            self.info(body).values.insert(result, id);
            self.number_type(body.value_type(result));
        }
        let dict = op_dictionary(ctx, body, op, self.version);
        if !dict.dict_entries(ctx).is_empty() {
            self.number_attr(dict);
        }
        if self.version >= VERSION_NATIVE_PROPERTIES {
            match properties::layout(ctx, name) {
                Some(layout) if name.is_registered(ctx) => {
                    for (_, value) in property_values(ctx, body, op, &layout, self.version) {
                        if let PropValue::Attr(a) = value {
                            self.number_attr(a);
                        }
                    }
                }
                _ if !name.is_registered(ctx) => {
                    if let Some(p) = body.op_props(op) {
                        self.number_attr(p);
                    }
                }
                _ => {}
            }
        }
        self.number_attr(body.op_loc(op).0);
    }

    fn number_dialect(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len() as u32;
        self.dialects.push(name.to_string());
        self.dialect_index.insert(name.to_string(), i);
        i
    }

    fn number_op_name(&mut self, name: OperationName) {
        if let Some(&i) = self.op_name_index.get(&name) {
            self.op_names[i].refs += 1;
            return;
        }
        let dialect = self.number_dialect(op_dialect(self.ctx, name));
        self.op_name_index.insert(name, self.op_names.len());
        self.op_names.push(Numbered {
            item: name,
            dialect,
            refs: 1,
            number: 0,
            custom: false,
        });
    }

    /// Numbers an attribute and, for custom encodings, what it refers to.
    pub fn number_attr(&mut self, attr: Attribute) {
        if let Some(&i) = self.attr_index.get(&attr) {
            self.attrs[i].refs += 1;
            return;
        }
        let ctx = self.ctx;
        let dialect_name = builtin::attr_dialect(ctx, attr);
        let dialect = self.number_dialect(dialect_name);
        let i = self.attrs.len();
        self.attr_index.insert(attr, i);
        self.attrs.push(Numbered {
            item: attr,
            dialect,
            refs: 1,
            number: 0,
            custom: false,
        });
        let version = self.version;
        let custom = match dialect_name {
            "builtin" => builtin::write_attribute(ctx, attr, &mut Visit(self)),
            d => crate::dialect_hooks::write_attribute(ctx, d, attr, &mut Visit(self), version),
        };
        self.attrs[i].custom = custom;
    }

    /// Numbers a type and, for custom encodings, what it refers to.
    pub fn number_type(&mut self, ty: Type) {
        if let Some(&i) = self.type_index.get(&ty) {
            self.types[i].refs += 1;
            return;
        }
        let ctx = self.ctx;
        let dialect_name = builtin::type_dialect(ctx, ty);
        let dialect = self.number_dialect(dialect_name);
        let i = self.types.len();
        self.type_index.insert(ty, i);
        self.types.push(Numbered {
            item: ty,
            dialect,
            refs: 1,
            number: 0,
            custom: false,
        });
        let version = self.version;
        let custom = match dialect_name {
            "builtin" => builtin::write_type(ctx, ty, &mut Visit(self)),
            d => crate::dialect_hooks::write_type(ctx, d, ty, &mut Visit(self), version),
        };
        self.types[i].custom = custom;
    }

    /// The index of a numbered attribute.
    pub fn attr(&self, attr: Attribute) -> u32 {
        self.attr_index
            .get(&attr)
            .map_or(0, |&i| self.attrs[i].number)
    }

    /// The index of a numbered type.
    pub fn ty(&self, ty: Type) -> u32 {
        self.type_index
            .get(&ty)
            .map_or(0, |&i| self.types[i].number)
    }

    /// The index of a numbered operation name.
    pub fn op_name(&self, name: OperationName) -> u32 {
        self.op_name_index
            .get(&name)
            .map_or(0, |&i| self.op_names[i].number)
    }

    /// Sorts by use count, groups by dialect, and assigns final indices.
    fn finalize(&mut self) {
        fn order<T>(items: &mut [Numbered<T>]) -> Vec<usize> {
            let mut idx: Vec<usize> = (0..items.len()).collect();
            idx.sort_by(|&a, &b| items[b].refs.cmp(&items[a].refs));
            group_by_dialect_per_byte(&mut idx, |i| items[i].dialect);
            for (n, &i) in idx.iter().enumerate() {
                items[i].number = n as u32;
            }
            idx
        }
        let attr_order = order(&mut self.attrs);
        let type_order = order(&mut self.types);
        let name_order = order(&mut self.op_names);
        self.attrs = reorder(std::mem::take(&mut self.attrs), &attr_order);
        self.types = reorder(std::mem::take(&mut self.types), &type_order);
        self.op_names = reorder(std::mem::take(&mut self.op_names), &name_order);
        for (i, a) in self.attrs.iter().enumerate() {
            self.attr_index.insert(a.item, i);
        }
        for (i, t) in self.types.iter().enumerate() {
            self.type_index.insert(t.item, i);
        }
        for (i, o) in self.op_names.iter().enumerate() {
            self.op_name_index.insert(o.item, i);
        }
        let ctx = self.ctx;
        let (with_data, without): (Vec<Ident>, Vec<Ident>) = self
            .resources
            .iter()
            .partition(|k| ctx.resource(**k).is_some());
        self.resources = with_data.into_iter().chain(without).collect();
        for (i, k) in self.resources.iter().enumerate() {
            self.resource_number.insert(*k, i as u32);
        }
    }

    /// Computes value-independent facts of a body: op order and isolation.
    fn ensure_body(&mut self, body: &Body) {
        if self.bodies.contains_key(&body_key(body)) {
            return;
        }
        let mut info = BodyInfo::default();
        let mut exit: FxHashMap<OpId, u32> = FxHashMap::default();
        let mut counter = 0u32;
        for &r in body.root_regions() {
            preorder(body, r, &mut counter, &mut info.order, &mut exit);
        }
        let inside = |x: OpId, v: Value| -> bool {
            let (Some(&enter_x), Some(&exit_x)) = (info.order.get(&x), exit.get(&x)) else {
                return false;
            };
            match body.value_def(v) {
                ValueDef::Result(def, _) => info
                    .order
                    .get(&def)
                    .is_some_and(|&d| d > enter_x && d <= exit_x),
                ValueDef::BlockArg(block, _) => body
                    .block_parent_op(block)
                    .and_then(|p| info.order.get(&p))
                    .is_some_and(|&p| p >= enter_x && p <= exit_x),
                ValueDef::Placeholder => false,
            }
        };
        let mut not_isolated: FxHashMap<OpId, bool> = FxHashMap::default();
        for &op in info.order.keys() {
            for v in body.operands(op) {
                let mut ancestor = body.parent_op(op);
                while let Some(a) = ancestor {
                    if inside(a, v) {
                        break;
                    }
                    not_isolated.insert(a, true);
                    ancestor = body.parent_op(a);
                }
            }
        }
        for (&op, _) in info.order.iter() {
            if body.num_regions(op) > 0 {
                info.isolated.insert(op, !not_isolated.contains_key(&op));
            }
        }
        self.bodies.insert(body_key(body), info);
    }
}

fn preorder(
    body: &Body,
    region: RegionId,
    counter: &mut u32,
    order: &mut FxHashMap<OpId, u32>,
    exit: &mut FxHashMap<OpId, u32>,
) {
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            order.insert(op, *counter);
            *counter += 1;
            for &r in body.local_regions(op) {
                preorder(body, r, counter, order, exit);
            }
            exit.insert(op, *counter - 1);
        }
    }
}

fn reorder<T>(items: Vec<Numbered<T>>, order: &[usize]) -> Vec<Numbered<T>> {
    let mut slots: Vec<Option<Numbered<T>>> = items.into_iter().map(Some).collect();
    order.iter().filter_map(|&i| slots[i].take()).collect()
}

/// Upstream's secondary ordering: within the ranges of indices that take
/// the same number of varint bytes, entries are grouped by dialect, the
/// dialect ending one range first in the next.
fn group_by_dialect_per_byte(idx: &mut [usize], dialect: impl Fn(usize) -> u32) {
    if idx.is_empty() {
        return;
    }
    let mut first_dialect = 0u32;
    let mut in_group: u64 = 0;
    let mut start = 0usize;
    for i in 1..9u64 {
        in_group = (1u64 << (7 * i)) - in_group;
        let end = (start as u64)
            .saturating_add(in_group)
            .min(idx.len() as u64) as usize;
        let range = &mut idx[start..end];
        let first = first_dialect;
        range.sort_by(|&a, &b| {
            let (da, db) = (dialect(a), dialect(b));
            match (da == first, db == first) {
                (true, true) | (false, false) => da.cmp(&db),
                (true, false) => std::cmp::Ordering::Less,
                (false, true) => std::cmp::Ordering::Greater,
            }
        });
        if let Some(&last) = range.last() {
            first_dialect = dialect(last);
        }
        start = end;
        if start >= idx.len() {
            break;
        }
    }
}

/// The dialect namespace of an operation name.
pub(crate) fn op_dialect(ctx: &Context, name: OperationName) -> &str {
    let full = name.as_str(ctx);
    full.split_once('.').map_or(full, |(d, _)| d)
}

/// True if the op is isolated from above by its definition.
fn op_is_isolated(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_name(op).is_isolated_from_above(ctx)
}

/// The attribute dictionary written for an op: the discardable
/// attributes, or (before version 5, or for ops without properties) the
/// inherent and discardable ones merged.
pub(crate) fn op_dictionary(ctx: &Context, body: &Body, op: OpId, version: u64) -> Attribute {
    let attrs = body.op_attrs(op);
    let name = body.op_name(op);
    let merged = version < VERSION_NATIVE_PROPERTIES
        || (name.is_registered(ctx) && properties::layout(ctx, name).is_none());
    match body.op_props(op) {
        Some(props) if merged && name.is_registered(ctx) => {
            let mut all: Vec<NamedAttr> = attrs.dict_entries(ctx).to_vec();
            for e in props.dict_entries(ctx) {
                if !all.iter().any(|a| a.name == e.name) {
                    all.push(*e);
                }
            }
            Attribute::dictionary(ctx, &mut all)
        }
        _ => attrs,
    }
}

/// One property value of a registered op.
pub(crate) enum PropValue {
    /// An attribute (absent optional ones are `None`).
    Attr(Attribute),
    /// Nothing (an absent optional attribute).
    None,
    /// Segment sizes written natively.
    Segments(Vec<i32>),
}

/// The values of an op's properties in layout order.
pub(crate) fn property_values(
    ctx: &Context,
    body: &Body,
    op: OpId,
    layout: &[PropSlot],
    version: u64,
) -> Vec<(bool, PropValue)> {
    let props = body.op_props(op);
    let get = |name: &str| props.and_then(|p| p.dict_get(ctx, Ident::new(ctx, name)));
    layout
        .iter()
        .map(|slot| match slot {
            PropSlot::Attr { name, required } => (
                *required,
                get(name).map_or(PropValue::None, PropValue::Attr),
            ),
            PropSlot::OperandSegments(n) | PropSlot::ResultSegments(n) => {
                let key = if matches!(slot, PropSlot::OperandSegments(_)) {
                    OPERAND_SEGMENTS
                } else {
                    RESULT_SEGMENTS
                };
                let attr =
                    get(key).unwrap_or_else(|| Attribute::dense_i32_array(ctx, &vec![0; *n]));
                if version < VERSION_NATIVE_SEGMENT_SIZES {
                    (true, PropValue::Attr(attr))
                } else {
                    (true, PropValue::Segments(segment_values(ctx, attr)))
                }
            }
        })
        .collect()
}

fn segment_values(ctx: &Context, attr: Attribute) -> Vec<i32> {
    match attr.kind(ctx) {
        AttrKind::DenseArray { data, .. } => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        _ => Vec::new(),
    }
}

/// The numbering pass's sink: records references, writes nothing.
struct Visit<'n, 'c>(&'n mut Numbering<'c>);

impl Sink for Visit<'_, '_> {
    fn attr(&mut self, attr: Attribute) {
        self.0.number_attr(attr);
    }
    fn optional_attr(&mut self, attr: Option<Attribute>) {
        if let Some(a) = attr {
            self.0.number_attr(a);
        }
    }
    fn ty(&mut self, ty: Type) {
        self.0.number_type(ty);
    }
    fn varint(&mut self, _: u64) {}
    fn signed_varint(&mut self, _: i64) {}
    fn byte(&mut self, _: u8) {}
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn resource(&mut self, key: Ident) {
        if !self.0.resources.contains(&key) {
            self.0.resources.push(key);
        }
    }
}
