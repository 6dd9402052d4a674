//! Printing of operations, regions and blocks.

use std::borrow::Cow;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use strata_ir::attributes::{Attribute, NamedAttr};
use strata_ir::dialect::OpTraits;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, Value};

use super::Printer;
use super::names::{NameOptions, NameTable};

impl<'a> Printer<'a> {
    /// Prints a top-level operation of the current body, numbering its values first.
    pub(crate) fn print_top_op(&mut self, op: OpId) {
        if !self.collecting {
            self.names = Cow::Owned(NameTable::number_with_threads(
                self.ctx,
                self.body,
                op,
                NameOptions::of(&self.flags),
                self.threads,
            ));
        }
        self.indent = 0;
        self.print_operation(op);
    }

    /// Prints an operation nested somewhere in the current body, with names
    /// already numbered.
    pub(crate) fn print_operation_at_top(&mut self, op: OpId) {
        self.indent = 0;
        self.print_operation(op);
    }

    /// Prints an operation: results, custom or generic form, trailing location.
    pub(super) fn print_operation(&mut self, op: OpId) {
        let body = self.body;
        let ctx = self.ctx;
        if self.flags.debug_info && self.collecting {
            self.visit_location(body.op_loc(op), true);
        }
        let num_results = body.num_results(op);
        if num_results > 0 && !self.collecting {
            // Only an operation with several results has result groups.
            let groups: SmallVec<[u32; 2]> = if num_results > 1 {
                self.names
                    .result_groups(body, op)
                    .map(SmallVec::from_slice)
                    .unwrap_or_default()
            } else {
                SmallVec::new()
            };
            let print_group = |p: &mut Self, start: u32, count: u32| {
                let v = body.result(op, start as usize);
                p.print_value_id(v, false);
                if count > 1 {
                    p.write_fmt(format_args!(":{count}"));
                }
            };
            if groups.is_empty() {
                print_group(self, 0, num_results as u32);
            } else {
                for w in groups.windows(2) {
                    print_group(self, w[0], w[1] - w[0]);
                    self.write(", ");
                }
                let last = *groups.last().unwrap_or(&0);
                print_group(self, last, num_results as u32 - last);
            }
            self.write(" = ");
        }
        let name = body.op_name(op);
        let def = name.def(ctx);
        match def.and_then(|d| crate::op_assembly(d).map(|asm| (d, asm))) {
            // Collecting aliases writes nothing: the name is not needed.
            Some((def, asm)) if !self.flags.generic && self.collecting => asm.print(def, self, op),
            Some((def, asm)) if !self.flags.generic => {
                let text = name.as_str(ctx);
                let default = self
                    .default_dialects
                    .last()
                    .copied()
                    .flatten()
                    .unwrap_or("");
                let stripped = text
                    .strip_prefix(default)
                    .and_then(|rest| rest.strip_prefix('.'))
                    .filter(|rest| !default.is_empty() && !rest.contains('.'))
                    .or_else(|| self.implicit_op_name(text, default));
                self.write(stripped.unwrap_or(text));
                asm.print(def, self, op);
            }
            _ => self.print_generic_op(op),
        }
        if self.flags.debug_info && !self.collecting {
            self.print_trailing_location(body.op_loc(op).0, true);
        }
        if self.flags.value_users && !self.collecting {
            self.print_users_comment(op);
        }
    }

    /// Prints the generic form of an operation (after its result names).
    pub fn print_generic_op(&mut self, op: OpId) {
        let body = self.body;
        let ctx = self.ctx;
        if self.collecting {
            let (_, regions) = body.op_regions(op);
            for i in 0..regions.len() {
                self.print_op_region(op, i, true, true, false);
            }
            let types: SmallVec<[strata_ir::types::Type; 8]> = body
                .operands(op)
                .map(|v| body.value_type(v))
                .chain(body.results(op).map(|v| body.value_type(v)))
                .collect();
            for t in types {
                self.print_type(t);
            }
            for e in self.merged_attrs(op) {
                self.print_attribute(e.value);
            }
            return;
        }
        self.write("\"");
        let name = body.op_name(op).as_str(ctx);
        if !self.collecting {
            super::attrs::escape_string_contents(name.as_bytes(), &mut self.out.buf);
        }
        self.write("\"(");
        self.print_operands(body.operands(op));
        self.write(")");
        let succs = body.successors(op);
        if !succs.is_empty() {
            self.write("[");
            for (i, b) in succs.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_block_name(*b);
            }
            self.write("]");
        }
        if let Some(props) = body.op_props(op)
            && (props != Attribute::empty_dictionary(ctx) || !body.op_name(op).is_registered(ctx))
        {
            self.write(" <");
            self.print_attribute(props);
            self.write(">");
        }
        let num_regions = body.num_regions(op);
        if num_regions > 0 {
            self.write(" (");
            for i in 0..num_regions {
                if i > 0 {
                    self.write(", ");
                }
                self.print_op_region(op, i, true, true, true);
            }
            self.write(")");
        }
        let attrs = body.op_attrs(op);
        if !attrs.dict_entries(ctx).is_empty() {
            self.write(" ");
            self.print_attribute(attrs);
        }
        self.write(" : ");
        let inputs: SmallVec<[strata_ir::types::Type; 8]> =
            body.operands(op).map(|v| body.value_type(v)).collect();
        let results: SmallVec<[strata_ir::types::Type; 4]> =
            body.results(op).map(|v| body.value_type(v)).collect();
        self.print_functional_type(&inputs, &results);
    }

    /// The inherent and discardable attributes of an operation, merged and sorted by name.
    pub fn merged_attrs(&self, op: OpId) -> SmallVec<[NamedAttr; 8]> {
        let ctx = self.ctx;
        let body = self.body;
        let mut all: SmallVec<[NamedAttr; 8]> = SmallVec::new();
        if let Some(props) = body.op_props(op) {
            all.extend_from_slice(props.dict_entries(ctx));
        }
        all.extend_from_slice(body.op_attrs(op).dict_entries(ctx));
        all.sort_by(|a, b| a.name.as_str(ctx).cmp(b.name.as_str(ctx)));
        all
    }

    /// Prints ` {a = 1, b}` with the operation's attributes not in `elided`
    /// (nothing if none remain).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.print_attr_dict_impl(op, elided, false);
    }

    /// Prints ` attributes {...}` with the operation's attributes not in `elided`.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.print_attr_dict_impl(op, elided, true);
    }

    fn print_attr_dict_impl(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let body = self.body;
        // Filtering before the (stable) sort gives the same order as
        // `merged_attrs` and usually leaves nothing to sort.
        let props: &[NamedAttr] = match body.op_props(op) {
            Some(props) => props.dict_entries(ctx),
            None => &[],
        };
        let attrs = body.op_attrs(op).dict_entries(ctx);
        if props.is_empty() && attrs.is_empty() {
            return;
        }
        let keep = |e: &&NamedAttr| !elided.contains(&e.name.as_str(ctx));
        if !props.iter().chain(attrs).any(|e| keep(&e)) {
            return;
        }
        let mut entries: SmallVec<[NamedAttr; 8]> = SmallVec::new();
        entries.extend(props.iter().filter(keep).cloned());
        entries.extend(attrs.iter().filter(keep).cloned());
        if entries.len() > 1 {
            entries.sort_by(|a, b| a.name.as_str(ctx).cmp(b.name.as_str(ctx)));
        }
        self.print_attr_entries(&entries, keyword);
    }

    /// Prints ` {entries}` (or ` attributes {entries}`), nothing if empty.
    pub fn print_attr_entries(&mut self, entries: &[NamedAttr], keyword: bool) {
        if entries.is_empty() {
            return;
        }
        if self.collecting {
            for e in entries {
                self.print_attribute(e.value);
            }
            return;
        }
        self.write(if keyword { " attributes {" } else { " {" });
        let ctx = self.ctx;
        for (i, e) in entries.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_named_attr(e.name.as_str(ctx), e.value);
        }
        self.write("}");
    }

    fn print_value_id(&mut self, value: Value, print_result_no: bool) {
        if self.collecting {
            return;
        }
        let body = self.body;
        self.names
            .write_value(body, value, print_result_no, &mut self.out.buf);
    }

    /// Prints a value's name (`%0`, `%arg1`, `%x#2`).
    pub fn print_operand(&mut self, value: Value) {
        self.print_value_id(value, true);
    }

    /// Prints values separated by `, `.
    pub fn print_operands(&mut self, values: impl IntoIterator<Item = Value>) {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_operand(v);
        }
    }

    /// Prints a block reference `^bbN`.
    pub fn print_block_name(&mut self, block: BlockId) {
        if self.collecting {
            return;
        }
        match self.names.block_number(self.body, block) {
            Some(n) => self.write_fmt(format_args!("^bb{n}")),
            None => self.write("^INVALIDBLOCK"),
        }
    }

    /// Prints `^bb1` or `^bb1(%a, %b : i32, i32)`.
    pub fn print_successor_and_use_list(&mut self, block: BlockId, operands: &[Value]) {
        self.print_block_name(block);
        if operands.is_empty() {
            return;
        }
        self.write("(");
        self.print_operands(operands.iter().copied());
        self.write(" : ");
        let types: SmallVec<[strata_ir::types::Type; 4]> =
            operands.iter().map(|v| self.body.value_type(*v)).collect();
        self.print_type_list(&types);
        self.write(")");
    }

    /// Prints an entry-block argument for custom syntax: `%arg0: i32 {attrs} loc(...)`.
    pub fn print_region_argument(&mut self, value: Value, attrs: &[NamedAttr], omit_type: bool) {
        self.print_operand(value);
        if !omit_type {
            self.write(": ");
            let ty = self.body.value_type(value);
            self.print_type(ty);
        }
        self.print_attr_entries(attrs, false);
        self.print_value_location(value);
    }

    /// Prints ` loc(...)` for a block argument when debug info is on.
    fn print_value_location(&mut self, value: Value) {
        if !self.flags.debug_info {
            return;
        }
        let body = self.body;
        let strata_ir::ir::ValueDef::BlockArg(block, index) = body.value_def(value) else {
            return;
        };
        let loc = body.block_arg_locs(block)[index as usize];
        if self.collecting {
            self.visit_location(loc, false);
        } else {
            self.print_trailing_location(loc.0, false);
        }
    }

    /// Prints region `index` of `op` (entering its nested body if isolated).
    pub fn print_op_region(
        &mut self,
        op: OpId,
        index: usize,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let outer = self.body;
        let (rbody, regions) = outer.op_regions(op);
        let Some(&region) = regions.get(index) else {
            return;
        };
        let default = outer
            .op_name(op)
            .def(self.ctx)
            .map(|d| d.default_dialect.as_deref());
        self.body = rbody;
        self.default_dialects.push(default.flatten());
        self.enter_implicit_scope(outer.op_name(op));
        self.print_region(
            region,
            print_entry_args,
            print_terminators,
            print_empty_block,
        );
        self.leave_implicit_scope();
        self.default_dialects.pop();
        self.body = outer;
    }

    /// Prints the entry-block arguments of region `index` of `op`, for
    /// custom syntax that lists them itself (like `func.func`).
    pub fn op_region_entry_args(&self, op: OpId, index: usize) -> (&'a Body, SmallVec<[Value; 4]>) {
        let (rbody, regions) = self.body.op_regions(op);
        let args = regions
            .get(index)
            .and_then(|r| rbody.entry_block(*r))
            .map(|b| SmallVec::from_slice(rbody.block_args(b)))
            .unwrap_or_default();
        (rbody, args)
    }

    /// Runs `f` with the printer positioned in the body of `op`'s regions.
    pub fn with_region_body<T>(&mut self, op: OpId, f: impl FnOnce(&mut Self) -> T) -> T {
        let outer = self.body;
        self.body = outer.op_regions(op).0;
        let r = f(self);
        self.body = outer;
        r
    }

    fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.flags.skip_regions {
            self.write("{...}");
            return;
        }
        let body = self.body;
        if self.collecting {
            let mut first = true;
            for block in body.region_blocks(region) {
                self.print_block(
                    block,
                    !first || print_entry_args,
                    !first || print_terminators,
                    None,
                );
                first = false;
            }
            return;
        }
        self.write("{");
        self.write("\n");
        let preds = predecessors(body, region);
        let mut first = true;
        for block in body.region_blocks(region) {
            let header = if first {
                (print_empty_block && body.first_op(block).is_none())
                    || (print_entry_args && !body.block_args(block).is_empty())
            } else {
                true
            };
            self.print_block(block, header, !first || print_terminators, Some(&preds));
            first = false;
        }
        for _ in 0..self.indent {
            self.write("  ");
        }
        self.write("}");
    }

    fn print_block(
        &mut self,
        block: BlockId,
        header: bool,
        print_terminator: bool,
        preds: Option<&FxHashMap<BlockId, SmallVec<[BlockId; 2]>>>,
    ) {
        let body = self.body;
        if header {
            if self.collecting {
                for &arg in body.block_args(block) {
                    self.print_type(body.value_type(arg));
                    self.print_value_location(arg);
                }
            } else {
                for _ in 0..self.indent {
                    self.write("  ");
                }
                self.print_block_name(block);
                let args = body.block_args(block);
                if !args.is_empty() {
                    self.write("(");
                    for (i, &arg) in args.iter().enumerate() {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_operand(arg);
                        self.write(": ");
                        self.print_type(body.value_type(arg));
                        self.print_value_location(arg);
                    }
                    self.write(")");
                }
                self.write(":");
                self.print_pred_comment(block, preds);
                self.write("\n");
            }
        }
        self.indent += 1;
        if self.flags.value_users && !self.collecting {
            for &arg in body.block_args(block) {
                for _ in 0..self.indent {
                    self.write("  ");
                }
                self.write("// ");
                self.print_value_id(arg, true);
                if body.has_uses(arg) {
                    self.write(" is used by ");
                    self.print_value_users(arg);
                } else {
                    self.write(" is unused");
                }
                self.write("\n");
            }
        }
        let last = body.last_op(block);
        let skip_last = !print_terminator
            && last.is_some_and(|op| body.op_name(op).has_trait(self.ctx, OpTraits::TERMINATOR));
        if !skip_last
            && if self.collecting {
                self.collect_ops_in_parallel(block)
            } else {
                self.print_ops_in_parallel(block)
            }
        {
            self.indent -= 1;
            return;
        }
        for op in body.block_ops(block) {
            if skip_last && Some(op) == last {
                break;
            }
            if !self.collecting {
                // The text before a nested op grows with its depth: write it
                // out as it comes, so that memory stays linear in the IR.
                self.out.flush_if_large();
                for _ in 0..self.indent {
                    self.write("  ");
                }
            }
            strata_ir::stack::grow(|| self.print_operation(op));
            self.write("\n");
            self.out.flush_if_large();
        }
        self.indent -= 1;
    }

    /// The `--mlir-print-value-users` comment after an operation: its id
    /// when it has no results, else the users of each result.
    fn print_users_comment(&mut self, op: OpId) {
        let body = self.body;
        let num_results = body.num_results(op);
        if num_results == 0 {
            if body.num_operands(op) > 0 {
                self.write(" // id: ");
                self.names.write_op_id(body, op, &mut self.out.buf);
            }
            return;
        }
        let results: SmallVec<[Value; 2]> = (0..num_results).map(|i| body.result(op, i)).collect();
        if !results.iter().any(|&r| body.has_uses(r)) {
            self.write(" // unused");
            return;
        }
        let mut users: SmallVec<[OpId; 4]> = SmallVec::new();
        let mut used_in_results = 0;
        for &r in &results {
            for u in body.uses(r) {
                let user = body.operand_owner(u);
                if !users.contains(&user) {
                    users.push(user);
                    used_in_results += body.num_results(user);
                }
            }
        }
        let one = used_in_results <= 1 && users.len() <= 1 && num_results == 1;
        self.write(if one { " // user: " } else { " // users: " });
        for (i, &r) in results.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            if num_results > 1 {
                self.write("(");
            }
            self.print_value_users(r);
            if num_results > 1 {
                self.write(")");
            }
        }
    }

    /// The users of `value` (each once): their results, or the ids of
    /// users without results; `unused` when there are none.
    fn print_value_users(&mut self, value: Value) {
        let body = self.body;
        if !body.has_uses(value) {
            self.write("unused");
        }
        let mut seen: SmallVec<[OpId; 4]> = SmallVec::new();
        for (index, u) in body.uses(value).enumerate() {
            let user = body.operand_owner(u);
            if seen.contains(&user) {
                continue;
            }
            seen.push(user);
            if index > 0 {
                self.write(", ");
            }
            let n = body.num_results(user);
            if n == 0 {
                self.names.write_op_id(body, user, &mut self.out.buf);
            }
            for i in 0..n {
                if i > 0 {
                    self.write(", ");
                }
                self.print_value_id(body.result(user, i), true);
            }
        }
    }

    fn print_pred_comment(
        &mut self,
        block: BlockId,
        preds: Option<&FxHashMap<BlockId, SmallVec<[BlockId; 2]>>>,
    ) {
        let body = self.body;
        let list = preds.and_then(|p| p.get(&block));
        match list.map(|l| l.as_slice()).unwrap_or(&[]) {
            [] => {
                if !body.is_entry_block(block) {
                    self.write("  // no predecessors");
                }
            }
            [single] => {
                self.write("  // pred: ");
                self.print_block_name(*single);
            }
            many => {
                let mut sorted: SmallVec<[(u32, BlockId); 4]> = many
                    .iter()
                    .map(|b| (self.names.block_number(body, *b).unwrap_or(u32::MAX), *b))
                    .collect();
                sorted.sort_by_key(|(n, _)| *n);
                self.write_fmt(format_args!("  // {} preds: ", sorted.len()));
                for (i, (_, b)) in sorted.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_block_name(*b);
                }
            }
        }
    }
}

/// For each block of `region`, the blocks whose terminators branch to it
/// (once per successor edge).
fn predecessors(body: &Body, region: RegionId) -> FxHashMap<BlockId, SmallVec<[BlockId; 2]>> {
    let mut preds: FxHashMap<BlockId, SmallVec<[BlockId; 2]>> = FxHashMap::default();
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            for &succ in body.successors(op) {
                preds.entry(succ).or_default().push(block);
            }
        }
    }
    preds
}
