func.func @ed(%a:i4) {func@_() {
comb.and%a :i4
