//! Name scopes of the parser: SSA value names (`%x`, `%x#1`) and block
//! labels (`^bb0`), including forward references.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use strata_ir::context::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, Value};
use strata_ir::location::Location;
use strata_ir::types::Type;

use super::{ParseError, ParseResult, SourceFile, SourcePos};

/// A block label seen in a region.
#[derive(Clone, Copy)]
struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_ref: SourcePos,
}

/// The definitions of one SSA name, innermost last (a value may be
/// shadowed by a sibling region's definition of the same name).
type NameDefs = SmallVec<[(Option<Value>, SourcePos); 1]>;

/// Names visible inside one isolated-from-above region (or the top level).
#[derive(Default)]
struct IsolatedScope<'a> {
    values: FxHashMap<&'a str, NameDefs>,
    defs_per_region: Vec<Vec<&'a str>>,
    forward_refs: FxHashMap<Value, SourcePos>,
    blocks: Vec<FxHashMap<&'a str, BlockEntry>>,
    /// Names defined in regions nested in the scope's first region, kept
    /// when [`ScopeStack::record_nested_defs`] asked for them.
    nested_defs: Option<Vec<&'a str>>,
}

/// A use of a name that a chunk of operations parsed on its own did not
/// define: a forward reference still open when the chunk ended.
pub(crate) struct FreeRef<'a> {
    /// The name, without `%`.
    pub name: &'a str,
    /// The result number used (`#n`).
    pub number: u32,
    /// The placeholder standing for the value.
    pub placeholder: Value,
    /// The first use.
    pub pos: SourcePos,
}

/// The names a chunk of a block's operations, parsed in a scope of its
/// own, leaves behind (see [`ScopeStack::take_chunk_names`]).
pub(crate) struct ChunkNames<'a> {
    /// The names the chunk's operations bind, in order, with their values.
    pub defs: Vec<(&'a str, SmallVec<[Value; 1]>, SourcePos)>,
    /// The names used and not defined.
    pub free: Vec<FreeRef<'a>>,
    /// The names defined inside the operations' regions.
    pub nested: Vec<&'a str>,
    /// Whether a block label of the chunk's own region was used.
    pub labels: bool,
}

/// The stack of isolated scopes, each with its stack of nested regions.
pub(crate) struct ScopeStack<'a> {
    /// Where the positions of names are.
    src: SourceFile,
    isolated: Vec<IsolatedScope<'a>>,
    /// Closed scopes kept, emptied, for the next ones to reuse their tables
    /// (a module's functions each open one).
    spare: Vec<IsolatedScope<'a>>,
    /// Locations of the isolated-from-above operations being parsed.
    isolated_owners: Vec<Location>,
}

/// The most names a closed scope's table may have had room for and still
/// be kept for reuse (emptying a table costs its capacity).
const MAX_SPARE_NAMES: usize = 1 << 14;

impl IsolatedScope<'_> {
    /// Empties the scope, keeping the room of its tables.
    fn clear(&mut self) {
        self.values.clear();
        self.defs_per_region.clear();
        self.forward_refs.clear();
        self.blocks.clear();
        self.nested_defs = None;
    }
}

fn error(loc: Location, message: impl Into<String>) -> ParseError {
    ParseError(Box::new(Diagnostic::error(loc, message)))
}

impl<'a> ScopeStack<'a> {
    /// An empty stack for names in `src`.
    pub(crate) fn new(src: SourceFile) -> Self {
        Self {
            src,
            isolated: Vec::new(),
            spare: Vec::new(),
            isolated_owners: Vec::new(),
        }
    }

    /// Changes where the positions of names are.
    pub(crate) fn set_source(&mut self, src: SourceFile) {
        self.src = src;
    }

    fn loc(&self, ctx: &Context, pos: SourcePos) -> Location {
        self.src.location(ctx, pos)
    }

    fn top(&mut self) -> &mut IsolatedScope<'a> {
        match self.isolated.last_mut() {
            Some(s) => s,
            None => unreachable!("no open name scope"),
        }
    }

    /// Opens a scope that sees no names from enclosing scopes.
    pub(crate) fn push_isolated(&mut self) {
        let scope = self.spare.pop().unwrap_or_default();
        self.isolated.push(scope);
    }

    /// Closes an isolated scope; any value still only forward-referenced is an error.
    pub(crate) fn finish_isolated(&mut self, ctx: &Context) -> ParseResult<()> {
        let Some(mut scope) = self.isolated.pop() else {
            return Ok(());
        };
        if let Some(pos) = scope.forward_refs.values().min() {
            return Err(error(
                self.loc(ctx, *pos),
                "use of undeclared SSA value name",
            ));
        }
        if scope.values.capacity() <= MAX_SPARE_NAMES {
            scope.clear();
            self.spare.push(scope);
        }
        Ok(())
    }

    /// Enters the regions of an isolated-from-above operation at `loc`.
    pub(crate) fn enter_isolated_op(&mut self, loc: Location) {
        self.isolated_owners.push(loc);
    }

    /// Leaves the regions of the innermost isolated-from-above operation.
    pub(crate) fn leave_isolated_op(&mut self) {
        self.isolated_owners.pop();
    }

    /// Before an isolated scope closes: a name still unresolved in it that
    /// names a value of an enclosing scope is a use across the isolation
    /// boundary, reported as upstream's verifier does (at the using
    /// operation, with a note at the isolated operation).
    pub(crate) fn check_isolation(&self, ctx: &Context, body: &Body) -> ParseResult<()> {
        let [outer @ .., scope] = self.isolated.as_slice() else {
            return Ok(());
        };
        let Some((&placeholder, _)) = scope.forward_refs.iter().min_by_key(|(_, pos)| **pos) else {
            return Ok(());
        };
        let Some(name) = scope
            .values
            .iter()
            .find(|(_, defs)| defs.iter().any(|(v, _)| *v == Some(placeholder)))
            .map(|(name, _)| *name)
        else {
            return Ok(());
        };
        let defined_outside = outer.iter().any(|s| {
            s.values.get(name).is_some_and(|defs| {
                defs.iter()
                    .any(|(v, _)| v.is_some_and(|v| !s.forward_refs.contains_key(&v)))
            })
        });
        let (Some(use_id), Some(&owner)) =
            (body.uses(placeholder).last(), self.isolated_owners.last())
        else {
            return Ok(());
        };
        if !defined_outside {
            return Ok(());
        }
        let user = body.operand_owner(use_id);
        let mut d = strata_ir::verifier::op_error(
            ctx,
            body,
            user,
            "using value defined outside the region",
        );
        d.attach_note(owner, "required by region isolation constraints");
        Err(ParseError(Box::new(d)))
    }

    /// Whether the innermost isolated scope has one region open and no
    /// name yet: operations parsed here on their own, each chunk in a
    /// fresh scope, see what a sequential parse would.
    pub(crate) fn is_fresh(&self) -> bool {
        self.isolated.last().is_some_and(|s| {
            s.defs_per_region.len() == 1
                && s.values.is_empty()
                && s.blocks.iter().all(|b| b.is_empty())
        })
    }

    /// Starts keeping the names defined in regions nested in the innermost
    /// scope's first region.
    pub(crate) fn record_nested_defs(&mut self) {
        self.top().nested_defs = Some(Vec::new());
    }

    /// What the innermost scope, a fresh one in which a chunk of operations
    /// of one block was parsed, holds at the end of the chunk.
    pub(crate) fn take_chunk_names(&mut self) -> ChunkNames<'a> {
        let top = self.top();
        let defs = top
            .defs_per_region
            .first()
            .map(|names| {
                names
                    .iter()
                    .filter_map(|&name| {
                        let defs = top.values.get(name)?;
                        let pos = defs.first()?.1;
                        Some((name, defs.iter().filter_map(|(v, _)| *v).collect(), pos))
                    })
                    .collect()
            })
            .unwrap_or_default();
        let mut free = Vec::new();
        for (&name, defs) in &top.values {
            for (number, (value, pos)) in defs.iter().enumerate() {
                if let Some(value) = value
                    && top.forward_refs.contains_key(value)
                {
                    free.push(FreeRef {
                        name,
                        number: number as u32,
                        placeholder: *value,
                        pos: *pos,
                    });
                }
            }
        }
        free.sort_by_key(|f| f.pos);
        ChunkNames {
            defs,
            free,
            nested: top.nested_defs.take().unwrap_or_default(),
            labels: top.blocks.iter().any(|b| !b.is_empty()),
        }
    }

    /// Opens a region inside the current isolated scope.
    pub(crate) fn push_region(&mut self) {
        let top = self.top();
        top.defs_per_region.push(Vec::new());
        top.blocks.push(FxHashMap::default());
    }

    /// Closes a region: its value names go out of scope, and every block it
    /// referenced must have been defined.
    pub(crate) fn pop_region(&mut self, ctx: &Context) -> ParseResult<()> {
        let src = self.src;
        let top = self.top();
        for name in top.defs_per_region.pop().unwrap_or_default() {
            top.values.remove(name);
        }
        let blocks = top.blocks.pop().unwrap_or_default();
        if let Some(undefined) = blocks
            .values()
            .filter(|b| !b.defined)
            .min_by_key(|b| b.first_ref)
        {
            return Err(error(
                src.location(ctx, undefined.first_ref),
                "reference to an undefined block",
            ));
        }
        Ok(())
    }

    /// Resolves a use of `%name#number` with type `ty`, creating a
    /// placeholder for a forward reference.
    pub(crate) fn resolve_use(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        name: &'a str,
        number: u32,
        ty: Type,
        pos: SourcePos,
    ) -> ParseResult<Value> {
        let src = self.src;
        let top = self.top();
        // A plain lookup first: most uses name a value already seen.
        if let Some(&(Some(value), prior_pos)) = top
            .values
            .get(name)
            .and_then(|defs| defs.get(number as usize))
        {
            let prior = body.value_type(value);
            if prior != ty {
                let mut d = Diagnostic::error(
                    src.location(ctx, pos),
                    format!(
                        "use of value '%{name}' expects different type than prior uses: '{}' vs '{}'",
                        crate::type_to_string(ctx, ty),
                        crate::type_to_string(ctx, prior)
                    ),
                );
                d.attach_note(src.location(ctx, prior_pos), "prior use here");
                return Err(ParseError(Box::new(d)));
            }
            return Ok(value);
        }
        let entries = top.values.entry(name).or_default();
        let defined = entries
            .iter()
            .any(|(v, _)| v.is_some_and(|v| !top.forward_refs.contains_key(&v)));
        if defined {
            return Err(error(
                src.location(ctx, pos),
                "reference to invalid result number",
            ));
        }
        let placeholder = body.create_placeholder(ty);
        if entries.len() <= number as usize {
            entries.resize(number as usize + 1, (None, pos));
        }
        entries[number as usize] = (Some(placeholder), pos);
        top.forward_refs.insert(placeholder, pos);
        Ok(placeholder)
    }

    /// Binds `%name` (results `0..values.len()`) to definitions.
    pub(crate) fn define(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        name: &'a str,
        values: &[Value],
        pos: SourcePos,
    ) -> ParseResult<()> {
        let src = self.src;
        let loc = |pos| src.location(ctx, pos);
        let top = self.top();
        let entries = top.values.entry(name).or_default();
        let mut fixups: SmallVec<[(Value, Value); 2]> = SmallVec::new();
        for (i, entry) in entries.iter().enumerate() {
            let (Some(existing), prev_pos) = *entry else {
                continue;
            };
            if !top.forward_refs.contains_key(&existing) {
                let mut d =
                    Diagnostic::error(loc(pos), format!("redefinition of SSA value '%{name}'"));
                d.attach_note(loc(prev_pos), "previously defined here");
                return Err(ParseError(Box::new(d)));
            }
            let Some(&value) = values.get(i) else {
                return Err(error(loc(prev_pos), "reference to invalid result number"));
            };
            let used = body.value_type(existing);
            let defined = body.value_type(value);
            if used != defined {
                return Err(error(
                    loc(pos),
                    format!(
                        "definition of SSA value '%{name}#{i}' has type '{}'",
                        crate::type_to_string(ctx, defined)
                    ),
                ));
            }
            fixups.push((existing, value));
        }
        entries.clear();
        entries.extend(values.iter().map(|v| (Some(*v), pos)));
        for (placeholder, value) in fixups {
            top.forward_refs.remove(&placeholder);
            body.replace_all_uses(placeholder, value);
        }
        if let Some(nested) = &mut top.nested_defs
            && top.defs_per_region.len() > 1
        {
            nested.push(name);
        }
        if let Some(defs) = top.defs_per_region.last_mut() {
            defs.push(name);
        }
        Ok(())
    }

    /// The block labelled `name` in the current region, created on first reference.
    pub(crate) fn block_ref(&mut self, body: &mut Body, name: &'a str, pos: SourcePos) -> BlockId {
        let top = self.top();
        let Some(blocks) = top.blocks.last_mut() else {
            unreachable!("block reference outside a region")
        };
        if let Some(entry) = blocks.get(name) {
            return entry.block;
        }
        let block = body.create_block();
        blocks.insert(
            name,
            BlockEntry {
                block,
                defined: false,
                first_ref: pos,
            },
        );
        block
    }

    /// Marks the block labelled `name` as defined here; returns it, or an error on redefinition.
    pub(crate) fn define_block(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        name: &'a str,
        pos: SourcePos,
    ) -> ParseResult<BlockId> {
        let src = self.src;
        let top = self.top();
        let Some(blocks) = top.blocks.last_mut() else {
            unreachable!("block definition outside a region")
        };
        match blocks.get_mut(name) {
            Some(entry) if entry.defined => Err(error(
                src.location(ctx, pos),
                format!("redefinition of block '^{name}'"),
            )),
            Some(entry) => {
                entry.defined = true;
                Ok(entry.block)
            }
            None => {
                let block = body.create_block();
                blocks.insert(
                    name,
                    BlockEntry {
                        block,
                        defined: true,
                        first_ref: pos,
                    },
                );
                Ok(block)
            }
        }
    }
}
