// An empty `op_bundle_tags` keeps the optional bundle group of
// `llvm.intr.assume`, which prints nothing between two spaces (as in
// mlir-opt 22); the reprint drops the attribute. Found by the ods_roundtrip
// fuzz target, whose oracle allows exactly this.
func.func @f(%c: i1) {
  "llvm.intr.assume"(%c) <{op_bundle_sizes = array<i32>, op_bundle_tags = []}> : (i1) -> ()
  return
}
