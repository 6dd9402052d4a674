// Integer and index types of every signedness and a range of widths.
"t.int"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1000, i16777215)
"t.signed"() : () -> (si1, si8, si32, si64, si128)
"t.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui256)
"t.index"() : () -> index
