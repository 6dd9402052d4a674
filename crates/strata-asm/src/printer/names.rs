//! SSA value and block naming, as upstream numbers them: each region
//! continues from the counters its parent region ended with, entry block
//! arguments are `%argN`, other values `%N`, and operations may suggest
//! names (`%c0`, `%cst`) that are made unique with `_N` suffixes.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::OpAsmOpInterface;
use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::context::Context;
use strata_ir::ir::{Body, OpId, RegionId, Value, ValueDef};

/// How values are named: the printer flags that change numbering.
#[derive(Copy, Clone, Default, Debug)]
pub(crate) struct NameOptions {
    /// The generic form: no names suggested by operations, unique ids.
    pub generic: bool,
    /// Counters continue across sibling regions (`--mlir-print-unique-ssa-ids`).
    pub unique: bool,
    /// Operations without results get an id (`--mlir-print-value-users`).
    pub op_ids: bool,
    /// A name location names the value (`--mlir-use-nameloc-as-prefix`).
    pub nameloc_prefix: bool,
}

impl NameOptions {
    /// The naming options of printer flags.
    pub(crate) fn of(flags: &super::PrintFlags) -> Self {
        NameOptions {
            generic: flags.generic,
            unique: flags.unique_ssa_ids,
            op_ids: flags.value_users,
            nameloc_prefix: flags.nameloc_as_prefix,
        }
    }
}

/// The name of the first name location in a pre-order walk of `loc`.
fn first_name_loc(ctx: &Context, loc: Attribute) -> Option<&str> {
    if loc.point_loc(ctx).is_some() {
        return None;
    }
    match loc.kind(ctx) {
        AttrKind::NameLoc { name, .. } => Some(name.as_str(ctx)),
        AttrKind::CallSiteLoc { callee, caller } => {
            first_name_loc(ctx, *callee).or_else(|| first_name_loc(ctx, *caller))
        }
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| first_name_loc(ctx, *l)),
        _ => None,
    }
}

/// The counters a region's numbering starts from.
#[derive(Copy, Clone, Default, Debug)]
struct Counters {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

const UNNUMBERED: u32 = u32::MAX;
/// The bit marking an entry of [`BodyNames::ids`] as the index of a name
/// in [`BodyNames::named`] rather than a number (numbers stay below it:
/// 2^31 values would not fit in memory).
const NAMED: u32 = 1 << 31;
/// The bit marking the entry of a result of an operation with several
/// results: its name needs the result number (`%0#1`) or the op's groups.
/// Numbers stay below it too.
const MULTI: u32 = 1 << 30;

/// The names of the values and blocks of one body.
#[derive(Clone, Default)]
struct BodyNames {
    /// By value: its number, [`UNNUMBERED`], or [`NAMED`] with the index
    /// of its name in `named`.
    ids: Vec<u32>,
    /// The spans of the names suggested by operations, in the table's text.
    named: Vec<(u32, u32)>,
    result_groups: FxHashMap<OpId, SmallVec<[u32; 2]>>,
    block_order: Vec<u32>,
    /// Ids of operations without results (with [`NameOptions::op_ids`]).
    op_ids: FxHashMap<OpId, u32>,
}

/// A region waiting to be numbered, with the counters and name scope it inherits.
struct Pending<'a> {
    body: &'a Body,
    region: RegionId,
    parent: Option<(&'a Body, OpId)>,
    counters: Counters,
    scope_depth: usize,
}

/// The value and block names of everything nested in a printed operation.
#[derive(Clone, Default)]
pub(crate) struct NameTable {
    /// The names of each body numbered, with the body's key.
    bodies: Vec<(usize, BodyNames)>,
    /// By body key, the position of its names in `bodies`.
    index: FxHashMap<usize, u32>,
    text: String,
}

fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

fn sanitize_value_name(name: &str, out: &mut String) {
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.bytes() {
        if c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{c:X}"));
        }
    }
}

/// Appends `n` in decimal (without the formatting machinery: value names
/// are printed for every operand and result).
pub(super) fn push_decimal(out: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let text = &digits[start..];
    out.reserve(text.len());
    for &d in text {
        out.push(char::from(d));
    }
}

/// Numbering in progress.
struct Numbering<'a, 'c> {
    ctx: &'c Context,
    generic: bool,
    options: NameOptions,
    table: NameTable,
    scopes: Vec<FxHashSet<Box<str>>>,
    pending: Vec<Pending<'a>>,
    /// With unique ids (as in the generic form), the counters continue
    /// across sibling regions instead of restarting from the parent's.
    global: Option<Counters>,
    /// Threads that may number the regions of sibling isolated operations.
    threads: usize,
    /// The key and position in the table of the body named last.
    last: Option<(usize, u32)>,
}

impl<'a> Numbering<'a, '_> {
    fn names(&mut self, body: &Body) -> &mut BodyNames {
        let key = body_key(body);
        let i = match self.last {
            Some((k, i)) if k == key => i,
            _ => {
                let table = &mut self.table;
                let i = *table.index.entry(key).or_insert_with(|| {
                    table.bodies.push((
                        key,
                        BodyNames {
                            ids: vec![UNNUMBERED; body.value_capacity()],
                            block_order: vec![u32::MAX; body.block_capacity()],
                            ..Default::default()
                        },
                    ));
                    table.bodies.len() as u32 - 1
                });
                self.last = Some((key, i));
                i
            }
        };
        &mut self.table.bodies[i as usize].1
    }

    fn is_used(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.contains(name))
    }

    fn set_value_name(&mut self, body: &Body, counters: &mut Counters, value: Value, name: &str) {
        // A name location replaces whatever name the value gets (a result's
        // location is its operation's).
        let name = if self.options.nameloc_prefix {
            let loc = match body.value_def(value) {
                ValueDef::BlockArg(block, index) => {
                    body.block_arg_locs(block).get(index as usize).copied()
                }
                ValueDef::Result(op, _) => Some(body.op_loc(op)),
                ValueDef::Placeholder => None,
            };
            loc.and_then(|loc| first_name_loc(self.ctx, loc.0))
                .unwrap_or(name)
        } else {
            name
        };
        if name.is_empty() {
            let id = counters.next_value;
            counters.next_value += 1;
            self.names(body).ids[value.index()] = id;
            return;
        }
        let mut base = String::new();
        sanitize_value_name(name, &mut base);
        if self.is_used(&base) {
            base.push('_');
            let stem = base.len();
            loop {
                base.truncate(stem);
                push_decimal(&mut base, counters.next_conflict);
                counters.next_conflict += 1;
                if !self.is_used(&base) {
                    break;
                }
            }
        }
        let unique = base;
        let start = self.table.text.len() as u32;
        self.table.text.push_str(&unique);
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(unique.into_boxed_str());
        }
        let len = self.table.text.len() as u32 - start;
        let names = self.names(body);
        let index = u32::try_from(names.named.len())
            .ok()
            .filter(|i| i & (NAMED | MULTI) == 0)
            .unwrap_or_else(|| panic!("more than 2^30 named values"));
        names.ids[value.index()] = NAMED | index;
        names.named.push((start, len));
    }

    fn number_op(&mut self, body: &'a Body, op: OpId, counters: &mut Counters) {
        let num_results = body.num_results(op);
        if num_results == 0 && self.options.op_ids {
            let id = counters.next_value;
            counters.next_value += 1;
            self.names(body).op_ids.insert(op, id);
        }
        if num_results > 0 {
            let mut groups: SmallVec<[u32; 2]> = SmallVec::from_slice(&[0]);
            let first = body.result(op, 0);
            if self.options.nameloc_prefix
                && let Some(name) = first_name_loc(self.ctx, body.op_loc(op).0)
            {
                self.set_value_name(body, counters, first, name);
            }
            if !self.generic
                && let Some(asm) = body.op_name(op).interface::<dyn OpAsmOpInterface>(self.ctx)
            {
                let mut suggestions: SmallVec<[(Value, String); 2]> = SmallVec::new();
                asm.result_names(self.ctx, body, op, &mut |v, n| {
                    suggestions.push((v, n.to_string()))
                });
                for (v, n) in suggestions {
                    if let ValueDef::Result(owner, no) = body.value_def(v)
                        && owner == op
                        && self.names(body).ids[v.index()] == UNNUMBERED
                    {
                        self.set_value_name(body, counters, v, &n);
                        if no != 0 {
                            groups.push(no);
                        }
                    }
                }
            }
            if self.names(body).ids[first.index()] == UNNUMBERED {
                self.names(body).ids[first.index()] = counters.next_value;
                counters.next_value += 1;
            }
            if num_results > 1 {
                let names = self.names(body);
                for &g in &groups {
                    let id = &mut names.ids[body.result(op, g as usize).index()];
                    if *id != UNNUMBERED {
                        *id |= MULTI;
                    }
                }
            }
            if groups.len() > 1 {
                groups.sort_unstable();
                groups.dedup();
                self.names(body).result_groups.insert(op, groups);
            }
        }
    }

    fn queue_regions(&mut self, body: &'a Body, op: OpId, counters: Counters) {
        let (rbody, regions) = body.op_regions(op);
        let depth = self.scopes.len();
        for &region in regions {
            self.pending.push(Pending {
                body: rbody,
                region,
                parent: Some((body, op)),
                counters,
                scope_depth: depth,
            });
        }
    }

    fn number_region(&mut self, p: Pending<'a>) {
        let Pending {
            body,
            region,
            parent,
            mut counters,
            scope_depth,
        } = p;
        if let Some(global) = self.global {
            counters = global;
        }
        self.scopes.truncate(scope_depth);
        self.scopes.push(FxHashSet::default());
        if !self.generic
            && let Some((pbody, op)) = parent
            && let Some(asm) = pbody
                .op_name(op)
                .interface::<dyn OpAsmOpInterface>(self.ctx)
        {
            let mut suggestions: SmallVec<[(Value, String); 4]> = SmallVec::new();
            asm.block_arg_names(self.ctx, pbody, op, &mut |v, n| {
                suggestions.push((v, n.to_string()))
            });
            for (v, n) in suggestions {
                if matches!(body.value_def(v), ValueDef::BlockArg(b, _) if body.block_region(b) == Some(region))
                    && self.names(body).ids[v.index()] == UNNUMBERED
                {
                    self.set_value_name(body, &mut counters, v, &n);
                }
            }
        }
        for (ordering, block) in body.region_blocks(region).enumerate() {
            self.names(body).block_order[block.index()] = ordering as u32;
            let entry = ordering == 0;
            for &arg in body.block_args(block) {
                if self.names(body).ids[arg.index()] != UNNUMBERED {
                    continue;
                }
                if entry {
                    let name = format!("arg{}", counters.next_arg);
                    counters.next_arg += 1;
                    self.set_value_name(body, &mut counters, arg, &name);
                } else {
                    self.set_value_name(body, &mut counters, arg, "");
                }
            }
            for op in body.block_ops(block) {
                self.number_op(body, op, &mut counters);
            }
        }
        if self.global.is_some() {
            self.global = Some(counters);
        } else if self.number_isolated_in_parallel(body, region, counters) {
            return;
        }
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                self.queue_regions(body, op, counters);
            }
        }
    }
}

impl<'a> Numbering<'a, '_> {
    /// If the operations of `region` (numbered, with `counters` after
    /// them) are isolated and numerous enough, numbers their regions on
    /// several threads and returns true. Without unique ids nothing flows
    /// between the regions of sibling isolated operations: each starts from
    /// `counters` and the names of the enclosing scopes, and has a body of
    /// its own.
    fn number_isolated_in_parallel(
        &mut self,
        body: &'a Body,
        region: RegionId,
        counters: Counters,
    ) -> bool {
        if self.threads <= 1 {
            return false;
        }
        let mut ops: Vec<(OpId, usize)> = Vec::new();
        let mut total = 0usize;
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                let Some(nested) = body.isolated_body(op) else {
                    return false;
                };
                let weight = nested.num_ops().max(1);
                total += weight;
                ops.push((op, weight));
            }
        }
        if ops.len() < 2 || total < super::parallel::MIN_NESTED_OPS {
            return false;
        }
        let chunks = super::parallel::split_by_weight(&ops);
        let (ctx, options, scopes) = (self.ctx, self.options, &self.scopes);
        let tables = super::parallel::run_chunks(self.threads, &chunks, |range| {
            let mut n = Numbering::new(ctx, options, 1);
            n.scopes = scopes.clone();
            for &(op, _) in ops[range].iter().rev() {
                n.queue_regions(body, op, counters);
            }
            while let Some(p) = n.pending.pop() {
                n.number_region(p);
            }
            n.table
        });
        for table in tables {
            self.table.absorb(table);
        }
        true
    }
}

impl<'a, 'c> Numbering<'a, 'c> {
    /// A numbering with one empty name scope.
    fn new(ctx: &'c Context, options: NameOptions, threads: usize) -> Self {
        Numbering {
            ctx,
            generic: options.generic,
            options,
            table: NameTable::default(),
            scopes: vec![FxHashSet::default()],
            pending: Vec::new(),
            global: (options.generic || options.unique).then(Counters::default),
            threads,
            last: None,
        }
    }
}

impl NameTable {
    /// Numbers everything in the top-level operation `op` of `body`.
    pub(crate) fn number(ctx: &Context, body: &Body, op: OpId, options: NameOptions) -> NameTable {
        Self::number_with_threads(ctx, body, op, options, 1)
    }

    /// Like [`NameTable::number`], numbering the regions of sibling
    /// isolated operations (the functions of a module) on up to `threads`
    /// threads; the names are the same.
    pub(crate) fn number_with_threads(
        ctx: &Context,
        body: &Body,
        op: OpId,
        options: NameOptions,
        threads: usize,
    ) -> NameTable {
        let mut n = Numbering::new(ctx, options, threads);
        n.queue_regions(body, op, Counters::default());
        // With unique ids the operation itself takes the first number too.
        let mut top = n.global.unwrap_or_default();
        n.number_op(body, op, &mut top);
        if n.global.is_some() {
            n.global = Some(top);
        }
        while let Some(p) = n.pending.pop() {
            n.number_region(p);
        }
        n.table
    }

    /// Numbers everything in the root regions of `body` (values of an
    /// isolated operation's body, without the operation itself).
    pub(crate) fn number_body(ctx: &Context, body: &Body, options: NameOptions) -> NameTable {
        let mut n = Numbering::new(ctx, options, 1);
        for &region in body.root_regions().iter().rev() {
            n.pending.push(Pending {
                body,
                region,
                parent: None,
                counters: Counters::default(),
                scope_depth: 1,
            });
        }
        while let Some(p) = n.pending.pop() {
            n.number_region(p);
        }
        n.table
    }

    /// Adds the names of `other`, which numbered other bodies.
    fn absorb(&mut self, other: NameTable) {
        let offset = self.text.len() as u32;
        self.text.push_str(&other.text);
        for (key, mut names) in other.bodies {
            for span in &mut names.named {
                span.0 += offset;
            }
            self.index.insert(key, self.bodies.len() as u32);
            self.bodies.push((key, names));
        }
    }

    /// Writes the name of a value (`%name`, `%N` or `%N#i`) to `out`.
    pub(crate) fn write_value(
        &self,
        body: &Body,
        value: Value,
        print_result_no: bool,
        out: &mut String,
    ) {
        let Some(names) = self.body_names(body) else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        // Block arguments and results of single-result operations: the
        // entry alone gives the name.
        if let Some(&id) = names.ids.get(value.index())
            && id != UNNUMBERED
            && id & MULTI == 0
        {
            self.push_id(names, id, out);
            return;
        }
        let mut lookup = value;
        let mut result_no: Option<u32> = None;
        if let ValueDef::Result(op, no) = body.value_def(value)
            && body.num_results(op) > 1
        {
            match names.result_groups.get(&op) {
                None => {
                    result_no = Some(no);
                    lookup = body.result(op, 0);
                }
                Some(groups) => {
                    let pos = groups.partition_point(|g| *g <= no).max(1);
                    let start = groups[pos - 1];
                    let end = groups
                        .get(pos)
                        .copied()
                        .unwrap_or(body.num_results(op) as u32);
                    if end - start != 1 {
                        result_no = Some(no - start);
                    }
                    lookup = body.result(op, start as usize);
                }
            }
        }
        match names.ids.get(lookup.index()).copied() {
            Some(UNNUMBERED) | None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            Some(id) => self.push_id(names, id & !MULTI, out),
        }
        if let Some(n) = result_no
            && print_result_no
        {
            out.push('#');
            push_decimal(out, n);
        }
    }

    /// The names of the values and blocks of `body`, if it was numbered.
    fn body_names(&self, body: &Body) -> Option<&BodyNames> {
        let i = *self.index.get(&body_key(body))?;
        self.bodies.get(i as usize).map(|(_, names)| names)
    }

    /// Writes `%` and the name or number an entry of `names.ids` holds.
    fn push_id(&self, names: &BodyNames, id: u32, out: &mut String) {
        out.push('%');
        if id & NAMED == 0 {
            push_decimal(out, id);
            return;
        }
        match names.named.get((id & !NAMED) as usize) {
            Some(&(start, len)) => out.push_str(&self.text[start as usize..(start + len) as usize]),
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Writes the id of an operation without results (`%N`), given one by
    /// [`NameOptions::op_ids`].
    pub(crate) fn write_op_id(&self, body: &Body, op: OpId, out: &mut String) {
        use std::fmt::Write;
        match self.body_names(body).and_then(|n| n.op_ids.get(&op)) {
            Some(id) => {
                let _ = write!(out, "%{id}");
            }
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The result groups (start indices) of an operation with several named groups.
    pub(crate) fn result_groups(&self, body: &Body, op: OpId) -> Option<&[u32]> {
        self.body_names(body)
            .and_then(|n| n.result_groups.get(&op))
            .map(|g| g.as_slice())
    }

    /// The position of a block in its region (printed as `^bbN`).
    pub(crate) fn block_number(&self, body: &Body, block: strata_ir::ir::BlockId) -> Option<u32> {
        self.body_names(body)
            .and_then(|n| n.block_order.get(block.index()).copied())
            .filter(|o| *o != u32::MAX)
    }
}
