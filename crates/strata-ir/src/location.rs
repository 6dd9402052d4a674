//! Source locations attached to operations and block arguments.

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::ident::Ident;

/// A location: a handle to one of the location attributes (`loc(...)`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(pub Attribute);

/// A resolved `file:line:col` position.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FilePosition<'a> {
    /// The file name.
    pub file: &'a str,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

impl Location {
    /// `loc(unknown)`.
    pub fn unknown(ctx: &Context) -> Location {
        Location(Attribute::unknown_loc(ctx))
    }

    /// `loc("file":line:col)`.
    pub fn file(ctx: &Context, file: Ident, line: u32, col: u32) -> Location {
        Location(Attribute::file_loc(ctx, file, line, col))
    }

    /// `loc("name"(child))`.
    pub fn name(ctx: &Context, name: Ident, child: Location) -> Location {
        Location(Attribute::name_loc(ctx, name, child.0))
    }

    /// `loc(callsite(callee at caller))`.
    pub fn callsite(ctx: &Context, callee: Location, caller: Location) -> Location {
        Location(Attribute::callsite_loc(ctx, callee.0, caller.0))
    }

    /// `loc(fused[...])` of several locations.
    pub fn fused(ctx: &Context, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let attrs: Vec<Attribute> = locs.iter().map(|l| l.0).collect();
        Location(Attribute::fused_loc(ctx, &attrs, metadata))
    }

    /// True for `loc(unknown)`.
    pub fn is_unknown(self, ctx: &Context) -> bool {
        // `loc(unknown)` is uniqued, so the handle says it all (and a point
        // location's record is not made just to ask).
        self.0 == Attribute::unknown_loc(ctx)
    }

    /// The first file position found inside this location (looking through
    /// names, call sites and fusions), used to point diagnostics at source.
    pub fn file_position(self, ctx: &Context) -> Option<FilePosition<'_>> {
        if let Some((file, line, col)) = self.0.point_loc(ctx) {
            return Some(FilePosition {
                file: file.as_str(ctx),
                line,
                col,
            });
        }
        match self.0.kind(ctx) {
            AttrKind::FileLineColLoc {
                file, line, col, ..
            } => Some(FilePosition {
                file: file.as_str(ctx),
                line: *line,
                col: *col,
            }),
            AttrKind::NameLoc { child, .. } => Location(*child).file_position(ctx),
            AttrKind::CallSiteLoc { callee, caller } => Location(*callee)
                .file_position(ctx)
                .or_else(|| Location(*caller).file_position(ctx)),
            AttrKind::FusedLoc { locs, .. } => {
                locs.iter().find_map(|l| Location(*l).file_position(ctx))
            }
            _ => None,
        }
    }
}
