module {
  func.func @f(%a: index) -> index {
    %c = arith.constant 3 : index
    %0 = arith.muli %a, %c overflow<nsw> : index
    return %0 : index
  }
}
