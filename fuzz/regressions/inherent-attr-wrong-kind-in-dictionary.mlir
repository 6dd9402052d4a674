// An inherent attribute of the wrong kind given in the discardable
// dictionary: the op does not verify, and its generic print puts the entry
// in the property dictionary, which the parser rejects (as mlir-opt 22).
func.func @wrong_kind(%x: i64) -> i64 {
  %r = "arith.addi"(%x, %x) <{k = #a<nsw>}> {overflowFlags = "none"} : (i64, i64) -> i64
  return %r : i64
}
