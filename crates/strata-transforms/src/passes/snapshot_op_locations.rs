//! `snapshot-op-locations`: prints the operation to a file and gives every
//! operation nested in it (itself included) the file location where it was
//! printed, fused with its old location under a name when `tag` is set.
//! The positions come from reading back the text printed without
//! locations: with `print-debuginfo` the locations are printed at the end
//! of each op's line, as aliases after the IR, and (those of block
//! arguments) as aliases before it, which only moves every line down.

use strata_asm::{ParsedSource, PrintFlags, op_to_string, parse_source_str, print_top_level};
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Body, Context, Diagnostic, Ident, Location, OpId, OperationName};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult, parse_bool_option,
};

/// The location snapshot pass.
#[derive(Clone, Default)]
pub struct SnapshotOpLocations {
    filename: String,
    tag: String,
    flags: PrintFlags,
}

const OPTIONS: &[PassOptionInfo] = &[
    PassOptionInfo {
        name: "filename",
        kind: "string",
        description: "The filename to print the generated IR",
    },
    PassOptionInfo {
        name: "pretty-debuginfo",
        kind: "bool",
        description: "Print pretty debug info in MLIR output",
    },
    PassOptionInfo {
        name: "print-debuginfo",
        kind: "bool",
        description: "Print debug info in MLIR output",
    },
    PassOptionInfo {
        name: "print-local-scope",
        kind: "bool",
        description: "Print with local scope and inline information (eliding aliases for attributes, types, and locations",
    },
    PassOptionInfo {
        name: "print-op-generic",
        kind: "bool",
        description: "Print the generic op form",
    },
    PassOptionInfo {
        name: "tag",
        kind: "string",
        description: "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.",
    },
];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "snapshot-op-locations",
    summary: "Generate new locations from the current IR",
    options: OPTIONS,
    create: || Box::new(SnapshotOpLocations::default()),
};

impl Pass for SnapshotOpLocations {
    fn argument(&self) -> &'static str {
        "snapshot-op-locations"
    }

    fn name(&self) -> &'static str {
        "LocationSnapshot"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "filename" => self.filename = value.to_string(),
            "tag" => self.tag = value.to_string(),
            "print-op-generic" => self.flags.generic = parse_bool_option(name, value)?,
            "print-local-scope" => self.flags.local_scope = parse_bool_option(name, value)?,
            "print-debuginfo" => self.flags.debug_info = parse_bool_option(name, value)?,
            "pretty-debuginfo" => self.flags.pretty_debug_info = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        format!(
            "filename={} pretty-debuginfo={} print-debuginfo={} print-local-scope={} print-op-generic={} tag={}",
            self.filename,
            self.flags.pretty_debug_info,
            self.flags.debug_info,
            self.flags.local_scope,
            self.flags.generic,
            self.tag
        )
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let fail = |message: String| {
            ctx.emit(Diagnostic::error(body.op_loc(op), message));
            PassFailure
        };
        let print = |flags: PrintFlags| -> Result<Vec<u8>, PassFailure> {
            // As upstream, only an operation without a parent is printed
            // with alias definitions; a nested one has its aliases inline.
            if body.parent_op_name(op).is_none() {
                let mut text = Vec::new();
                print_top_level(ctx, body, &[op], flags, &mut text)
                    .map_err(|e| fail(format!("cannot print the snapshot: {e}")))?;
                Ok(text)
            } else {
                Ok(op_to_string(ctx, body, op, flags).into_bytes())
            }
        };
        let written = print(self.flags)?;
        let filename = if self.filename.is_empty() {
            temporary_snapshot_path()
        } else {
            self.filename.clone()
        };
        std::fs::write(&filename, &written)
            .map_err(|e| fail(format!("cannot write the snapshot to '{filename}': {e}")))?;
        let plain = PrintFlags {
            debug_info: false,
            pretty_debug_info: false,
            ..self.flags
        };
        let text = if !self.flags.debug_info && !self.flags.pretty_debug_info {
            written.clone()
        } else {
            print(plain)?
        };
        let shift = header_lines(&written).saturating_sub(header_lines(&text));
        let text = String::from_utf8_lossy(&text);
        let snapshot = parse_source_str(ctx, &text, &filename)
            .map_err(|_| fail("cannot read back the printed snapshot".to_string()))?;
        let printed = printed_locations(&snapshot, body.op_name(op));
        let tag = (!self.tag.is_empty()).then(|| Ident::new(ctx, &self.tag));
        let mut next = printed
            .into_iter()
            .map(|loc| line_start(ctx, &text, loc, shift));
        relocate(ctx, body, op, tag, &mut next);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// A fresh file in the temporary directory, `mlir_snapshot-<hex>.tmp.mlir`
/// (where upstream writes the snapshot when no `filename` is given).
fn temporary_snapshot_path() -> String {
    static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let count = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let unique = (std::process::id() ^ nanos ^ count.rotate_left(16)) & 0xff_ffff;
    std::env::temp_dir()
        .join(format!("mlir_snapshot-{unique:06x}.tmp.mlir"))
        .to_string_lossy()
        .into_owned()
}

/// The parser's locations of the operations read back from the snapshot,
/// in pre-order. Reading back a lone operation that is not a module wraps
/// it in one; the wrapper is skipped.
fn printed_locations(snapshot: &ParsedSource, printed_name: OperationName) -> Vec<Location> {
    let body = &snapshot.body;
    let mut locs = Vec::new();
    let mut record = |b: &Body, o: OpId| {
        locs.push(b.op_loc(o));
        WalkResult::Advance
    };
    match snapshot.ops.as_slice() {
        [wrapper] if body.op_name(*wrapper) != printed_name => {
            let (inner, regions) = body.op_regions(*wrapper);
            for &r in regions {
                inner.walk_region(r, WalkOrder::PreOrder, &mut record);
            }
        }
        ops => {
            for &top in ops {
                body.walk_op(top, WalkOrder::PreOrder, &mut record);
            }
        }
    }
    locs
}

/// The number of alias definitions (`#name = ...`, `!name = ...`) heading
/// a printed text: with debug info the aliases of block-argument locations
/// join them, moving every operation down by as many lines.
fn header_lines(text: &[u8]) -> u32 {
    let count = String::from_utf8_lossy(text)
        .lines()
        .take_while(|l| l.starts_with('#') || l.starts_with('!'))
        .count();
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// The location of the operation printed on line `loc` names: that line
/// of the snapshot (moved down `shift` lines) at the column (zero-based)
/// where its text starts.
fn line_start(ctx: &Context, text: &str, loc: Location, shift: u32) -> Location {
    let Some(p) = loc.file_position(ctx) else {
        return loc;
    };
    let indent = text
        .lines()
        .nth(p.line.saturating_sub(1) as usize)
        .map_or(0, |l| l.len() - l.trim_start_matches(' ').len());
    let col = u32::try_from(indent).unwrap_or(u32::MAX);
    Location::file(
        ctx,
        Ident::new(ctx, p.file),
        p.line.saturating_add(shift),
        col,
    )
}

/// Gives `op` and everything nested in it, in pre-order, the next
/// locations of `printed`.
fn relocate(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    tag: Option<Ident>,
    printed: &mut impl Iterator<Item = Location>,
) {
    if let Some(new) = printed.next() {
        let loc = match tag {
            Some(t) => Location::fused(ctx, &[body.op_loc(op), Location::name(ctx, t, new)], None),
            None => new,
        };
        body.set_op_loc(op, loc);
    }
    let (inner, regions) = match body.isolated_body_mut(op) {
        Some(inner) => {
            let regions = inner.root_regions().to_vec();
            (inner, regions)
        }
        None => {
            let regions = body.local_regions(op).to_vec();
            (body, regions)
        }
    };
    for r in regions {
        let blocks: Vec<_> = inner.region_blocks(r).collect();
        for b in blocks {
            let ops: Vec<OpId> = inner.block_ops(b).collect();
            for nested in ops {
                relocate(ctx, inner, nested, tag, printed);
            }
        }
    }
}
