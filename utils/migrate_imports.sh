#!/usr/bin/env bash
# Rewrites Rust paths from before the split of strata-ir (issue #8) to the
# crates that now hold them, and adds the crates to the Cargo.toml of every
# package that uses them. Idempotent: running it twice changes nothing.
#
#   utils/migrate_imports.sh DIR...     (e.g. crates, or crates/dialects/memref)
#
# Paths:
#   strata_ir::asm::X                      -> strata_asm::X
#   strata_ir::ods::X                      -> strata_ods::X
#   strata_ir::rewrite::X                  -> strata_rewrite::X
#   strata_transforms::{greedy,conversion,region_utils,block_merge}::X
#                                          -> strata_rewrite::{...}::X
#   strata_transforms::dataflow::X         -> strata_analysis::dataflow::X
#   strata_transforms::analysis::X         -> strata_analysis::X
# inside `use strata_ir::{..}` / `use strata_transforms::{..}` groups too.
# Files that moved with the split (git follows the renames when merging)
# get their `crate::` paths fixed by the crate they now live in.
# strata-ir itself may not use asm, ods or rewrite: such uses are reported,
# not rewritten (they need a hook or a move, see docs/architecture.md).
set -euo pipefail

if [ $# -eq 0 ]; then
    echo "usage: $0 DIR..." >&2
    exit 2
fi

IRMODS='affine|attributes|builtin|context|diagnostics|dialect|dominance|ident|interfaces|ir|location|symbol_table|types|verifier|line_index|op_class|DialectDef|OpDef|OpTraits|OperationName|Context|Ident|InterfaceMap|BlockId|Body|OpId|OperandId|OperationState|RegionId|StateRegions|Value|ValueDef|Location|Type|TypeKind|AttrKind|Attribute|NamedAttr|DiagResult|Diagnostic|Severity|SourceManager|OpClass'

# The package name of the Cargo.toml nearest above file $1.
package_of() {
    local d
    d=$(dirname "$1")
    while [ "$d" != "/" ] && [ "$d" != "." ]; do
        if [ -f "$d/Cargo.toml" ] && grep -q '^\[package\]' "$d/Cargo.toml"; then
            sed -n 's/^name = "\(.*\)"/\1/p' "$d/Cargo.toml" | head -n1
            return
        fi
        d=$(dirname "$d")
    done
}

# Splits `use strata_ir::{...};` and `use strata_transforms::{...};` groups so
# that moved modules get a `use` of their own; then rewrites the paths.
rewrite_paths() {
    perl -0777 -pi -e '
        my %moved_ir = map { $_ => 1 } qw(asm ods rewrite);
        my %moved_tr = map { $_ => 1 } qw(greedy conversion region_utils block_merge dataflow analysis);
        my $bal; $bal = qr/\{(?:[^{}]++|(??{$bal}))*\}/;
        s{^([ \t]*)(pub\s+)?use\s+(strata_ir|strata_transforms)::($bal);}{
            my ($ind, $pub, $root, $grp) = ($1, $2 // "", $3, $4);
            my $inner = substr($grp, 1, -1);
            my (@items, $depth, $cur);
            $depth = 0; $cur = "";
            for my $c (split //, $inner) {
                if ($c eq "{") { $depth++ } elsif ($c eq "}") { $depth-- }
                if ($c eq "," && $depth == 0) { push @items, $cur; $cur = ""; next }
                $cur .= $c;
            }
            push @items, $cur;
            @items = grep { /\S/ } map { s/^\s+|\s+$//gr } @items;
            my $moved = $root eq "strata_ir" ? \%moved_ir : \%moved_tr;
            my (@keep, @out);
            for my $it (@items) {
                my ($head) = $it =~ /^(\w+)/;
                if (defined $head && $moved->{$head}) { push @out, "${ind}${pub}use ${root}::$it;" }
                else { push @keep, $it }
            }
            if (!@out) { "${ind}${pub}use ${root}::$grp;" }
            else {
                my @lines;
                if (@keep == 1 && $keep[0] !~ /^self$/) { push @lines, "${ind}${pub}use ${root}::$keep[0];" }
                elsif (@keep) { push @lines, "${ind}${pub}use ${root}::{" . join(", ", @keep) . "};" }
                join("\n", @lines, @out);
            }
        }gme;
        s/\buse strata_ir::(asm|ods|rewrite);/use strata_$1 as $1;/g;
        s/\buse strata_transforms::analysis;/use strata_analysis as analysis;/g;
        s/\bstrata_ir::asm\b/strata_asm/g;
        s/\bstrata_ir::ods\b/strata_ods/g;
        s/\bstrata_ir::rewrite\b/strata_rewrite/g;
        s/\bstrata_transforms::(greedy|conversion|region_utils|block_merge)\b/strata_rewrite::$1/g;
        s/\bstrata_transforms::dataflow\b/strata_analysis::dataflow/g;
        s/\bstrata_transforms::analysis::/strata_analysis::/g;
    ' "$1"
}

# `crate::` paths of a file that moved into one of the new crates, and
# paths naming the crate a file is in (library sources only).
rewrite_moved() {
    local file=$1 pkg=$2
    case "$pkg" in
    strata-asm)
        perl -pi -e "s/\\bcrate::asm::line_index\\b/strata_ir::line_index/g; s/\\bcrate::($IRMODS)\\b/strata_ir::\$1/g; s/\\bcrate::asm::/crate::/g" "$file" ;;
    strata-ods)
        perl -pi -e "s/\\bcrate::($IRMODS)\\b/strata_ir::\$1/g; s/\\bcrate::asm::/strata_asm::/g; s/\\bcrate::rewrite::/strata_rewrite::/g; s/\\bcrate::ods::/crate::/g" "$file" ;;
    strata-rewrite)
        perl -pi -e "s/\\bcrate::($IRMODS)\\b/strata_ir::\$1/g; s/\\bcrate::rewrite::/crate::/g; s/\\bcrate::dataflow\\b/strata_analysis::dataflow/g; s/\\bcrate::analysis::/strata_analysis::/g" "$file" ;;
    strata-analysis)
        perl -pi -e "s/\\bcrate::analysis::/crate::/g" "$file" ;;
    strata-transforms)
        perl -pi -e "s/\\bcrate::(greedy|conversion|region_utils|block_merge)\\b/strata_rewrite::\$1/g; s/\\bcrate::dataflow\\b/strata_analysis::dataflow/g; s/\\bcrate::analysis::/strata_analysis::/g" "$file" ;;
    strata-ir)
        if grep -nE '\bcrate::(asm|ods|rewrite)\b' "$file" >/dev/null; then
            echo "warning: $file uses asm/ods/rewrite from strata-ir; move that code out (see docs/architecture.md):" >&2
            grep -nE '\bcrate::(asm|ods|rewrite)\b' "$file" >&2 || true
        fi ;;
    esac
    case "$pkg:$file" in
    strata-asm:*/src/* | strata-ods:*/src/* | strata-rewrite:*/src/* | strata-analysis:*/src/*)
        local self=${pkg//-/_}
        perl -pi -e "s/(?<![\\w:])$self::/crate::/g" "$file" ;;
    esac
}

# Adds `dep.workspace = true` to section [$3] of Cargo.toml $1 unless present.
add_dep() {
    local toml=$1 dep=$2 section=$3
    if grep -qE "^${dep}(\.workspace)?[[:space:]]*=" "$toml"; then
        return
    fi
    # Outside the workspace (fuzz/), mirror strata-ir's path dependency.
    local spec="$dep.workspace = true" irpath
    irpath=$(sed -n 's/^strata-ir = { *path = "\(.*\)\/strata-ir" *}.*/\1/p' "$toml" | head -n1)
    if [ -n "$irpath" ]; then
        spec="$dep = { path = \"$irpath/$dep\" }"
    fi
    if grep -q "^\[$section\]" "$toml"; then
        SPEC="$spec" perl -0777 -pi -e "s/^\\[\\Q$section\\E\\]\\n/[$section]\\n\$ENV{SPEC}\\n/m" "$toml"
    else
        printf '\n[%s]\n%s\n' "$section" "$spec" >>"$toml"
    fi
}

# True if Rust code (not comments) under $1 names crate $2; more grep
# options (directories to leave out) may follow.
uses() {
    local dir=$1 name=$2
    shift 2
    grep -rhE "\b$name\b" --include='*.rs' --exclude-dir=target "$@" "$dir" 2>/dev/null |
        grep -qvE '^[[:space:]]*//'
}

# Adds the new crates a package uses to its Cargo.toml.
fix_manifest() {
    local dir=$1 pkg
    pkg=$(sed -n 's/^name = "\(.*\)"/\1/p' "$dir/Cargo.toml" | head -n1)
    # strata-ir builds on none of them (doc comments may still name them).
    [ "$pkg" = "strata-ir" ] && return
    for crate in asm ods rewrite analysis; do
        local dep="strata-$crate"
        [ "$pkg" = "$dep" ] && continue
        if uses "$dir" "strata_$crate" --exclude-dir=tests --exclude-dir=benches; then
            add_dep "$dir/Cargo.toml" "$dep" dependencies
        elif uses "$dir" "strata_$crate"; then
            add_dep "$dir/Cargo.toml" "$dep" dev-dependencies
        fi
    done
}

# The workspace manifest needs entries for the new crates.
fix_workspace() {
    local toml=$1
    grep -q '^\[workspace.dependencies\]' "$toml" || return 0
    for crate in analysis rewrite ods asm; do
        if ! grep -qE "^strata-$crate[[:space:]]*=" "$toml"; then
            perl -0777 -pi -e "s/^(strata-ir = \\{[^\\n]*\\}\\n)/\$1strata-$crate = { path = \"crates\\/strata-$crate\" }\\n/m" "$toml"
        fi
    done
}

for root in "$@"; do
    while IFS= read -r -d '' f; do
        rewrite_paths "$f"
        rewrite_moved "$f" "$(package_of "$f")"
    done < <(find "$root" -name target -prune -o -name '*.rs' -print0)
    while IFS= read -r -d '' toml; do
        if grep -q '^\[package\]' "$toml"; then
            fix_manifest "$(dirname "$toml")"
        fi
        fix_workspace "$toml"
    done < <(find "$root" -name target -prune -o -name Cargo.toml -print0)
done
