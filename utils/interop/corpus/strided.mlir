// Strided layout attributes on their own.
"t.strided"() {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[], offset: 0>, f = strided<[0, -1]>} : () -> ()
