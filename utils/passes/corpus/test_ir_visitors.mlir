// PASSES: --test-ir-visitors

func.func @structured(%c: i1) {
  "t.outer"() ({
  ^bb0:
    "t.a"() : () -> ()
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.inner"() ({
      "t.b"() : () -> ()
    }, {
      "t.c"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  ^bb2:
    "t.d"() : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "t.e"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

func.func private @decl()

func.func @plain() {
  "t.f"() ({
    "t.g"() : () -> ()
  }) : () -> ()
  return
}
