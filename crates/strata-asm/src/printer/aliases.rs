//! Alias generation: which attributes and types print as `#name` / `!name`,
//! in which order the definitions appear, and which are deferred to the end
//! of the output (operation locations).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::DialectAliasInterface;
use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::context::Context;
use strata_ir::types::{Type, TypeKind};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Attr(Attribute),
    Type(Type),
}

#[derive(Clone)]
struct Entry {
    key: Key,
    alias: Option<String>,
    depth: u32,
    can_defer: bool,
    children: SmallVec<[u32; 4]>,
}

/// Aliases collected in the first printing pass.
#[derive(Clone, Default)]
pub(crate) struct AliasState {
    entries: Vec<Entry>,
    index: FxHashMap<Key, u32>,
    names: FxHashMap<Key, String>,
    /// How many of `names` are type aliases (lookups of a kind without
    /// aliases are skipped).
    type_aliases: usize,
    order: Vec<(Key, String, bool)>,
    /// Whether a distinct attribute was visited.
    saw_distinct: bool,
    /// In a recording state, the visits to replay instead of their effect.
    log: Option<VisitLog>,
}

/// The visits a printer made while collecting, to be replayed in order
/// into the main [`AliasState`] (see [`AliasState::recorder`]). Only the
/// visits that can change that state are kept: the first visit of each
/// attribute or type that has or holds something with an alias, and its
/// first non-deferrable visit after a deferrable one (a later visit of a
/// visited key only ever marks it non-deferrable). A key holding nothing
/// with an alias would only add an entry without alias to the state, which
/// changes no alias and no order: recording threads rule such keys out, so
/// that the replay on the main thread stays small.
#[derive(Clone, Default)]
pub(crate) struct VisitLog {
    visits: Vec<(Key, bool, bool)>,
    /// What the log holds of each key visited.
    seen: FxHashMap<Key, Logged>,
}

/// What a [`VisitLog`] holds of a key.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Logged {
    /// Nothing: the key holds nothing with an alias.
    Inert,
    /// Its first visit, deferrable.
    Deferrable,
    /// A non-deferrable visit.
    NonDeferrable,
}

impl VisitLog {
    fn record(&mut self, ctx: &Context, key: Key, can_defer: bool, elide_type: bool) {
        let logged = match self.seen.get(&key) {
            None if !holds_alias(ctx, key, elide_type) => Logged::Inert,
            None | Some(Logged::Deferrable) if !can_defer => Logged::NonDeferrable,
            None => Logged::Deferrable,
            Some(_) => return,
        };
        self.seen.insert(key, logged);
        if logged != Logged::Inert {
            self.visits.push((key, can_defer, elide_type));
        }
    }
}

/// The alias name builtin attributes ask for, if any.
pub fn attr_alias_name(ctx: &Context, attr: Attribute) -> Option<String> {
    if attr.point_loc(ctx).is_some() {
        return Some("loc".into());
    }
    match attr.kind(ctx) {
        AttrKind::AffineMap(_) => Some("map".into()),
        AttrKind::IntegerSet(_) => Some("set".into()),
        AttrKind::UnknownLoc
        | AttrKind::FileLineColLoc { .. }
        | AttrKind::NameLoc { .. }
        | AttrKind::CallSiteLoc { .. }
        | AttrKind::FusedLoc { .. } => Some("loc".into()),
        AttrKind::Distinct { referenced, .. }
            if !matches!(referenced.kind(ctx), AttrKind::Unit) =>
        {
            Some("distinct".into())
        }
        AttrKind::Dialect { dialect, .. } => {
            let def = ctx.dialect(dialect.as_str(ctx))?;
            def.interface::<dyn DialectAliasInterface>()?
                .attr_alias(ctx, attr)
        }
        _ => None,
    }
}

/// The alias name builtin types ask for, if any.
pub fn type_alias_name(ctx: &Context, ty: Type) -> Option<String> {
    match ty.kind(ctx) {
        TypeKind::Tuple(elems) if elems.len() > 16 => Some("tuple".into()),
        TypeKind::Dialect { dialect, .. } => {
            let def = ctx.dialect(dialect.as_str(ctx))?;
            def.interface::<dyn DialectAliasInterface>()?
                .type_alias(ctx, ty)
        }
        _ => None,
    }
}

/// Makes an alias name a valid identifier that does not end in a digit.
fn sanitize(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.bytes() {
        if c.is_ascii_alphanumeric() || matches!(c, b'$' | b'_' | b'-') {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{c:X}"));
        }
    }
    if out.ends_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    out
}

/// The entry index [`AliasState::visit`] returns for a leaf (see [`is_leaf`]).
const NO_ENTRY: u32 = u32::MAX;

/// Whether `key` is a leaf: it never has an alias and refers to nothing
/// that could (a builtin scalar type, a scalar attribute). Visiting a leaf
/// changes nothing, so it is not recorded: most of what operations print
/// is leaves.
fn is_leaf(ctx: &Context, key: Key) -> bool {
    match key {
        Key::Type(t) => matches!(
            t.kind(ctx),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None
        ),
        Key::Attr(a) => {
            a.point_loc(ctx).is_none()
                && matches!(
                    a.kind(ctx),
                    AttrKind::Integer { .. }
                        | AttrKind::Float { .. }
                        | AttrKind::DenseArray { .. }
                        | AttrKind::Unit
                )
        }
    }
}

/// Calls `f` on each attribute or type `key` refers to, in printing order,
/// with whether that child's own type is elided.
fn for_each_child(ctx: &Context, key: Key, elide_type: bool, f: &mut impl FnMut(Key, bool)) {
    match key {
        Key::Attr(a) => match a.kind(ctx) {
            AttrKind::Distinct { referenced, .. } => f(Key::Attr(*referenced), false),
            AttrKind::Dictionary(entries) => {
                for e in entries.iter() {
                    f(Key::Attr(e.value), false);
                }
            }
            AttrKind::Array(elems) => {
                for e in elems.iter() {
                    f(Key::Attr(*e), false);
                }
            }
            AttrKind::Type(t) => f(Key::Type(*t), false),
            AttrKind::NameLoc { child: c, .. } if !matches!(c.kind(ctx), AttrKind::UnknownLoc) => {
                f(Key::Attr(*c), false);
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                f(Key::Attr(*callee), false);
                f(Key::Attr(*caller), false);
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if let Some(m) = metadata {
                    f(Key::Attr(*m), false);
                }
                for l in locs.iter() {
                    f(Key::Attr(*l), false);
                }
            }
            AttrKind::Dialect { params, .. } => {
                for p in params.iter() {
                    f(Key::Attr(*p), false);
                }
            }
            AttrKind::Sparse {
                indices, values, ..
            } => {
                f(Key::Attr(*indices), true);
                f(Key::Attr(*values), true);
            }
            _ => {}
        },
        Key::Type(t) => match t.kind(ctx) {
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                f(Key::Type(*element), false);
                if let Some(l) = layout {
                    f(Key::Attr(*l), false);
                }
                if let Some(m) = memory_space {
                    f(Key::Attr(*m), false);
                }
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                f(Key::Type(*element), false);
                if let Some(m) = memory_space {
                    f(Key::Attr(*m), false);
                }
            }
            TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } => {
                f(Key::Type(*e), false)
            }
            TypeKind::Vector { element, .. } => f(Key::Type(*element), false),
            TypeKind::RankedTensor {
                element, encoding, ..
            } => {
                f(Key::Type(*element), false);
                if let Some(e) = encoding {
                    f(Key::Attr(*e), false);
                }
            }
            TypeKind::Tuple(types) | TypeKind::Function { types, .. } => {
                for t in types.iter() {
                    f(Key::Type(*t), false);
                }
            }
            TypeKind::Dialect { params, .. } => {
                for p in params.iter() {
                    f(Key::Attr(*p), false);
                }
            }
            _ => {}
        },
    }
    if let Key::Attr(a) = key
        && !elide_type
        && !matches!(
            a.kind(ctx),
            AttrKind::AffineMap(_)
                | AttrKind::DenseArray { .. }
                | AttrKind::Float { .. }
                | AttrKind::Integer { .. }
                | AttrKind::IntegerSet(_)
                | AttrKind::Unit
        )
        && let Some(ty) = a.typed_value_type(ctx)
        && ty != Type::none(ctx)
    {
        f(Key::Type(ty), false);
    }
}

/// How many attributes and types [`holds_alias`] looks at before it gives
/// up and answers yes, which bounds its cost however large and shared the
/// structure is.
const HOLDS_ALIAS_BUDGET: u32 = 64;

/// Whether `key` or anything it refers to may have an alias or is a
/// distinct attribute: what visiting it can change in an [`AliasState`].
/// Attributes and types of dialects count as having one without asking,
/// and so does anything larger than [`HOLDS_ALIAS_BUDGET`].
fn holds_alias(ctx: &Context, key: Key, elide_type: bool) -> bool {
    let mut budget = HOLDS_ALIAS_BUDGET;
    holds_alias_within(ctx, key, elide_type, &mut budget)
}

fn holds_alias_within(ctx: &Context, key: Key, elide_type: bool, budget: &mut u32) -> bool {
    if is_leaf(ctx, key) {
        return false;
    }
    if *budget == 0 {
        return true;
    }
    *budget -= 1;
    let itself = match key {
        Key::Attr(a) => {
            a.point_loc(ctx).is_some()
                || matches!(
                    a.kind(ctx),
                    AttrKind::AffineMap(_)
                        | AttrKind::IntegerSet(_)
                        | AttrKind::UnknownLoc
                        | AttrKind::FileLineColLoc { .. }
                        | AttrKind::NameLoc { .. }
                        | AttrKind::CallSiteLoc { .. }
                        | AttrKind::FusedLoc { .. }
                        | AttrKind::Distinct { .. }
                        | AttrKind::Dialect { .. }
                )
        }
        Key::Type(t) => match t.kind(ctx) {
            TypeKind::Tuple(elems) => elems.len() > 16,
            TypeKind::Dialect { .. } => true,
            _ => false,
        },
    };
    if itself {
        return true;
    }
    let mut found = false;
    for_each_child(ctx, key, elide_type, &mut |k, elide| {
        found = found || holds_alias_within(ctx, k, elide, budget);
    });
    found
}

impl AliasState {
    fn visit(&mut self, ctx: &Context, key: Key, can_defer: bool, elide_type: bool) -> (u32, u32) {
        if is_leaf(ctx, key) {
            return (0, NO_ENTRY);
        }
        if let Some(&i) = self.index.get(&key) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i as usize].depth, i);
        }
        let alias = match key {
            Key::Attr(a) => attr_alias_name(ctx, a),
            Key::Type(t) => type_alias_name(ctx, t),
        }
        .map(|n| sanitize(&n));
        let i = self.entries.len() as u32;
        let depth = alias.is_some() as u32;
        self.entries.push(Entry {
            key,
            alias,
            depth,
            can_defer,
            children: SmallVec::new(),
        });
        self.index.insert(key, i);
        if let Key::Attr(a) = key
            && a.point_loc(ctx).is_some()
        {
            // A point location refers to nothing; its record is not made.
            return (depth, i);
        }
        if let Key::Attr(a) = key
            && matches!(a.kind(ctx), AttrKind::Distinct { .. })
        {
            self.saw_distinct = true;
        }
        let mut children = SmallVec::<[u32; 4]>::new();
        let mut max_depth = 0;
        for_each_child(ctx, key, elide_type, &mut |k, elide| {
            let (d, idx) = strata_ir::stack::grow(|| self.visit(ctx, k, can_defer, elide));
            if idx != NO_ENTRY {
                children.push(idx);
            }
            max_depth = max_depth.max(d);
        });
        let entry = &mut self.entries[i as usize];
        entry.children = children;
        if max_depth > 0 {
            entry.depth = max_depth + 1;
        }
        (entry.depth, i)
    }

    fn mark_non_deferrable(&mut self, i: u32) {
        let entry = &mut self.entries[i as usize];
        if !entry.can_defer {
            return;
        }
        entry.can_defer = false;
        let children = entry.children.clone();
        for c in children {
            self.mark_non_deferrable(c);
        }
    }

    /// A state that records visits instead of collecting aliases, for a
    /// printer collecting part of the IR on another thread.
    pub(crate) fn recorder() -> Self {
        AliasState {
            log: Some(VisitLog::default()),
            ..Default::default()
        }
    }

    /// The visits a [`AliasState::recorder`] recorded.
    pub(crate) fn take_log(&mut self) -> VisitLog {
        self.log.take().unwrap_or_default()
    }

    /// Makes the recorded visits, in order, as the printer that recorded
    /// them would have made them on this state.
    pub(crate) fn replay(&mut self, ctx: &Context, log: VisitLog) {
        for (key, can_defer, elide_type) in log.visits {
            self.visit_root(ctx, key, can_defer, elide_type);
        }
    }

    /// A visit made by the printer (rather than of a nested attribute or type).
    fn visit_root(&mut self, ctx: &Context, key: Key, can_defer: bool, elide_type: bool) {
        if is_leaf(ctx, key) {
            return;
        }
        match &mut self.log {
            Some(log) => log.record(ctx, key, can_defer, elide_type),
            None => {
                self.visit(ctx, key, can_defer, elide_type);
            }
        }
    }

    /// Records that an attribute will be printed.
    pub(crate) fn visit_attr(
        &mut self,
        ctx: &Context,
        attr: Attribute,
        can_defer: bool,
        elide_type: bool,
    ) {
        self.visit_root(ctx, Key::Attr(attr), can_defer, elide_type);
    }

    /// Whether a distinct attribute will be printed.
    pub(crate) fn saw_distinct(&self) -> bool {
        self.saw_distinct
    }

    /// Records that a type will be printed.
    pub(crate) fn visit_type(&mut self, ctx: &Context, ty: Type, can_defer: bool) {
        self.visit_root(ctx, Key::Type(ty), can_defer, false);
    }

    /// Assigns the final alias names after collection.
    pub(crate) fn finalize(&mut self, _ctx: &Context) {
        let mut order: Vec<u32> = (0..self.entries.len() as u32).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self.entries[a as usize], &self.entries[b as usize]);
            a.depth
                .cmp(&b.depth)
                .then_with(|| matches!(b.key, Key::Type(_)).cmp(&matches!(a.key, Key::Type(_))))
                .then_with(|| a.alias.cmp(&b.alias))
        });
        let mut counts: FxHashMap<String, u32> = FxHashMap::default();
        for i in order {
            let entry = &self.entries[i as usize];
            let Some(alias) = &entry.alias else { continue };
            let n = counts.entry(alias.clone()).or_insert(0);
            let prefix = if matches!(entry.key, Key::Type(_)) {
                '!'
            } else {
                '#'
            };
            let name = if *n == 0 {
                format!("{prefix}{alias}")
            } else {
                format!("{prefix}{alias}{n}")
            };
            *n += 1;
            self.type_aliases += matches!(entry.key, Key::Type(_)) as usize;
            self.names.insert(entry.key, name.clone());
            self.order.push((entry.key, name, entry.can_defer));
        }
        self.entries.clear();
        self.index.clear();
    }

    /// The alias of an attribute, if it has one.
    pub(crate) fn attr_alias(&self, attr: Attribute) -> Option<&str> {
        if self.names.len() == self.type_aliases {
            return None;
        }
        self.names.get(&Key::Attr(attr)).map(|s| s.as_str())
    }

    /// The alias of a type, if it has one.
    pub(crate) fn type_alias(&self, ty: Type) -> Option<&str> {
        if self.type_aliases == 0 {
            return None;
        }
        self.names.get(&Key::Type(ty)).map(|s| s.as_str())
    }

    /// The alias definitions to print, in order: `(name, attribute-or-type, deferred)`.
    pub(crate) fn definitions(
        &self,
    ) -> impl Iterator<Item = (&str, Result<Attribute, Type>, bool)> {
        self.order.iter().map(|(k, name, deferred)| {
            let v = match k {
                Key::Attr(a) => Ok(*a),
                Key::Type(t) => Err(*t),
            };
            (name.as_str(), v, *deferred)
        })
    }
}

impl super::Printer<'_> {
    /// Writes the alias definitions that are (or are not) deferred.
    pub(crate) fn print_alias_definitions(&mut self, deferred: bool) {
        let defs: Vec<(String, Result<Attribute, Type>)> = self
            .aliases
            .definitions()
            .filter(|(_, _, d)| *d == deferred)
            .map(|(n, v, _)| (n.to_string(), v))
            .collect();
        for (name, value) in defs {
            self.write(&name);
            self.write(" = ");
            match value {
                Ok(attr) => self.print_attribute_inline(attr, false),
                Err(ty) => self.print_type_inline(ty),
            }
            self.write("\n");
        }
    }

    /// Records a location to be printed, deferrable for operation locations.
    pub(crate) fn visit_location(&mut self, loc: strata_ir::location::Location, can_defer: bool) {
        self.aliases
            .to_mut()
            .visit_attr(self.ctx, loc.0, can_defer, false);
    }
}
