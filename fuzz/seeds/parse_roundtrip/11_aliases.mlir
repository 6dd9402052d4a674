!ty = tensor<4xf32>
!pair = tuple<!ty, !ty>
#attr = {a = 1, b = !pair}
#arr = [#attr, #attr]
"t.alias"() {x = #attr, y = #arr} : () -> (!ty, !pair)
