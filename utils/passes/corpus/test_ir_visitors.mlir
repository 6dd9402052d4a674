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

func.func @cfg_shapes() {
  "t.holder"() ({
  ^entry:
    %x = "t.make"() : () -> i1
    cf.cond_br %x, ^right, ^left
  ^dead:
    "t.never"() : () -> ()
    cf.br ^left
  ^left:
    %v = "t.value"() : () -> i32
    cf.br ^join
  ^right:
    cf.br ^left
  ^join:
    "t.use"(%v) : (i32) -> ()
    cf.br ^spin
  ^spin:
    cf.br ^spin
  }) {walk_blocks, walk_regions} : () -> ()
  "t.other"() ({
    "t.in"() ({
      "t.deep"() : () -> ()
    }) : () -> ()
  }) {walk_regions} : () -> ()
  return
}
