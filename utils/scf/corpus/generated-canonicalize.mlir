// PASSES: --canonicalize
func.func @for0(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for1(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for2(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for3(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for4(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for5(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for6(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for7(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for8(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for9(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for10(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for11(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for12(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for13(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for14(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for15(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for16(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for17(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 0 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for18(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for19(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for20(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for21(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for22(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for23(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for24(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for25(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for26(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for27(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for28(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for29(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for30(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for31(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for32(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for33(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for34(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for35(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for36(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for37(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for38(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for39(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for40(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for41(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for42(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for43(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for44(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for45(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for46(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for47(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for48(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for49(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for50(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for51(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for52(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for53(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for54(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for55(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for56(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for57(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for58(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for59(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for60(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for61(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for62(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for63(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for64(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for65(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for66(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for67(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for68(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for69(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for70(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for71(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for72(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for73(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for74(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for75(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r:3 = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for76(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for77(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for78(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for79(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for80(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for81(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for82(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for83(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 0 : index
  scf.for %iv = %lb to %b step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for84(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %r = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for85(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %r = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for86(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %r = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for87(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 0 : index
  %r:2 = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for88(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 0 : index
  %r:3 = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for89(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : index
  %r:2 = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for90(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for91(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for92(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for93(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for94(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for95(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for96(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for97(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for98(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for99(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for100(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for101(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for102(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for103(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for104(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for105(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for106(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for107(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 0 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for108(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for109(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for110(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for111(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for112(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for113(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for114(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for115(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for116(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for117(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for118(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for119(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for120(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for121(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for122(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for123(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for124(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for125(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for126(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for127(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for128(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for129(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for130(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for131(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for132(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for133(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for134(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for135(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for136(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for137(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for138(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for139(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for140(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for141(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for142(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for143(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 4 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for144(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for145(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for146(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for147(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for148(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for149(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for150(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for151(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for152(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for153(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for154(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r:3 = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for155(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for156(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for157(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for158(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for159(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for160(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %r:3 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for161(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %ub = arith.constant 10 : index
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for162(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 1 : index
  scf.for %iv = %lb to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for163(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for164(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for165(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 2 : index
  scf.for %iv = %lb to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for166(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for167(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for168(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 2 : index
  %r:3 = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for169(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 20 : index
  scf.for %iv = %lb to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for170(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for171(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for172(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %lb to %b step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for173(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %lb = arith.constant 3 : index
  scf.for %iv = %lb to %b step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for174(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %r = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for175(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %r = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for176(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %r = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for177(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %lb = arith.constant 3 : index
  %r:2 = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for178(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %lb = arith.constant 3 : index
  %r:3 = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for179(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 3 : index
  %r:2 = scf.for %iv = %lb to %b step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for180(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for181(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for182(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for183(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r:3 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for184(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for185(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for186(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for187(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for188(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for189(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for190(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for191(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 0 : index
  scf.for %iv = %a to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for192(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for193(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for194(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for195(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 0 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for196(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 0 : index
  %r:3 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for197(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 0 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for198(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for199(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for200(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for201(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for202(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for203(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for204(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for205(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for206(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for207(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for208(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 1 : index
  %st = arith.constant 20 : index
  %r:3 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for209(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 1 : index
  scf.for %iv = %a to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for210(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for211(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for212(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for213(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 1 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for214(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 1 : index
  %r:3 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for215(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 1 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for216(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for217(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for218(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for219(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for220(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for221(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for222(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 2 : index
  %r:3 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for223(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for224(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for225(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for226(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 4 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for227(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 4 : index
  scf.for %iv = %a to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for228(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for229(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for230(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for231(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 4 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for232(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 4 : index
  %r:3 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for233(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 4 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for234(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for235(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for236(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for237(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r:3 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for238(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for239(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for240(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for241(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for242(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  scf.for %iv = %a to %ub step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for243(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for244(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %st = arith.constant 20 : index
  %r:2 = scf.for %iv = %a to %ub step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for245(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %ub = arith.constant 10 : index
  scf.for %iv = %a to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for246(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for247(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for248(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %r = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for249(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %ub = arith.constant 10 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for250(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %ub = arith.constant 10 : index
  %r:3 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for251(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %ub = arith.constant 10 : index
  %r:2 = scf.for %iv = %a to %ub step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for252(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %st = arith.constant 1 : index
  scf.for %iv = %a to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for253(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %b step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for254(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %st = arith.constant 1 : index
  %r = scf.for %iv = %a to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for255(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %st = arith.constant 1 : index
  %r:2 = scf.for %iv = %a to %b step %st iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for256(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %st = arith.constant 2 : index
  scf.for %iv = %a to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for257(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %st = arith.constant 2 : index
  %r = scf.for %iv = %a to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for258(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %st = arith.constant 2 : index
  %r:2 = scf.for %iv = %a to %b step %st iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for259(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  %st = arith.constant 20 : index
  scf.for %iv = %a to %b step %st {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for260(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %b step %st iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for261(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %st = arith.constant 20 : index
  %r = scf.for %iv = %a to %b step %st iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for262(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %st = arith.constant 20 : index
  %r:3 = scf.for %iv = %a to %b step %st iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for263(%a: index, %b: index, %s: index, %x: f32, %y: f32) {
  scf.for %iv = %a to %b step %s {
    "test.use"(%iv) : (index) -> ()
  }
  return
}
// -----
func.func @for264(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %r = scf.for %iv = %a to %b step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0 : f32
  }
  return %r : f32
}
// -----
func.func @for265(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %r = scf.for %iv = %a to %b step %s iter_args(%it0 = %x) -> (f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for266(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %r = scf.for %iv = %a to %b step %s iter_args(%it0 = %x) -> (f32) {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for267(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %r:2 = scf.for %iv = %a to %b step %s iter_args(%it0 = %x, %it1 = %x) -> (f32, f32) {
    "test.use"(%iv) : (index) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for268(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %r:3 = scf.for %iv = %a to %b step %s iter_args(%it0 = %x, %it1 = %y, %it2 = %x) -> (f32, f32, f32) {
    %n1 = arith.mulf %it1, %it1 : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %it0, %n1, %x : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
// -----
func.func @for269(%a: index, %b: index, %s: index, %x: f32, %y: f32) -> (f32) {
  %r:2 = scf.for %iv = %a to %b step %s iter_args(%it0 = %x, %it1 = %y) -> (f32, f32) {
    %n0 = arith.addf %x, %y : f32
    "test.use"(%iv) : (index) -> ()
    scf.yield %n0, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @for270(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 1 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for271(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 1 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for272(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 8 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for273(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 8 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for274(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 1 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for275(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 1 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for276(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 8 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for277(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 8 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for278(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 1 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for279(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 1 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for280(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 8 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for281(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 1 : i32
  %st = arith.constant 8 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for282(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 1 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for283(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 1 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for284(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 8 : i32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @for285(%a: i32, %b: i32, %s: i32, %x: f32, %y: f32) -> (f32) {
  %lb = arith.constant 5 : i32
  %ub = arith.constant 7 : i32
  %st = arith.constant 8 : i32
  %r = scf.for unsigned %iv = %lb to %ub step %st iter_args(%it0 = %x) -> (f32) : i32 {
    %n0 = arith.addf %it0, %it0 : f32
    "test.use"(%iv) : (i32) -> ()
    scf.yield %n0 : f32
  }
  return %r : f32
}
// -----
func.func @if286(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if287(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %x : f32
}
// -----
func.func @if288(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if289(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if290(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if291(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if292(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if293(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if294(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if295(%c: i1, %x: f32, %y: f32) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0 : f32
}
// -----
func.func @if296(%c: i1, %x: f32, %y: f32) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %x : f32
}
// -----
func.func @if297(%c: i1, %x: f32, %y: f32) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @if298(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if299(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %x : f32
}
// -----
func.func @if300(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if301(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if302(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if303(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if304(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if305(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if306(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if307(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r:2 = scf.if %t -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0 : f32
}
// -----
func.func @if308(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r:2 = scf.if %t -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %x : f32
}
// -----
func.func @if309(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r:2 = scf.if %t -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @if310(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if311(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %x : f32
}
// -----
func.func @if312(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if313(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if314(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if315(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if316(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if317(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if318(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r = scf.if %t -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if319(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r:2 = scf.if %t -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0 : f32
}
// -----
func.func @if320(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r:2 = scf.if %t -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %x : f32
}
// -----
func.func @if321(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant false
  %r:2 = scf.if %t -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @if322(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if323(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %x : f32
}
// -----
func.func @if324(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @if325(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if326(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if327(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    scf.yield %x : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if328(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if329(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %x : f32
}
// -----
func.func @if330(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %v : f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if331(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r:2 = scf.if %n -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0 : f32
}
// -----
func.func @if332(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r:2 = scf.if %n -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %x : f32
}
// -----
func.func @if333(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r:2 = scf.if %n -> (f32, f32) {
    %v = arith.addf %x, %x : f32
    scf.yield %x, %v : f32, f32
  } else {
    "test.else"() : () -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @switch334(%a: index, %x: f32) -> f32 {
  %r = scf.index_switch %a -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @switch335(%a: index, %x: f32) -> f32 {
  %r = scf.index_switch %a -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    %d = "test.default"() : () -> f32
    scf.yield %d : f32
  }
  return %r : f32
}
// -----
func.func @switch336(%a: index, %x: f32) -> f32 {
  %k = arith.constant 0 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @switch337(%a: index, %x: f32) -> f32 {
  %k = arith.constant 0 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    %d = "test.default"() : () -> f32
    scf.yield %d : f32
  }
  return %r : f32
}
// -----
func.func @switch338(%a: index, %x: f32) -> f32 {
  %k = arith.constant 1 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @switch339(%a: index, %x: f32) -> f32 {
  %k = arith.constant 1 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    %d = "test.default"() : () -> f32
    scf.yield %d : f32
  }
  return %r : f32
}
// -----
func.func @switch340(%a: index, %x: f32) -> f32 {
  %k = arith.constant 2 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @switch341(%a: index, %x: f32) -> f32 {
  %k = arith.constant 2 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    %d = "test.default"() : () -> f32
    scf.yield %d : f32
  }
  return %r : f32
}
// -----
func.func @switch342(%a: index, %x: f32) -> f32 {
  %k = arith.constant 7 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @switch343(%a: index, %x: f32) -> f32 {
  %k = arith.constant 7 : index
  %r = scf.index_switch %k -> f32
  case 0 {
    %z = arith.addf %x, %x : f32
    scf.yield %z : f32
  }
  case 2 {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  default {
    %d = "test.default"() : () -> f32
    scf.yield %d : f32
  }
  return %r : f32
}
// -----
func.func @par344(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par345(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par346(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par347(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par348(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par349(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par350(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par351(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par352(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par353(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par354(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par355(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 1 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par356(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par357(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par358(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par359(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par360(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par361(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par362(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par363(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par364(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par365(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par366(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par367(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 0 : index
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par368(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par369(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par370(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par371(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par372(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par373(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par374(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par375(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par376(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par377(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par378(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par379(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 0 : index
  %u0 = arith.constant 8 : index
  %s0 = arith.constant 2 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par380(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par381(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par382(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par383(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par384(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par385(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par386(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %a) to (%a, %a) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par387(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %a) to (%a, %a) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par388(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %a) to (%a, %b) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par389(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %a) to (%a, %b) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par390(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par391(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%a, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par392(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par393(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par394(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par395(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par396(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par397(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par398(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %a) to (%b, %a) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par399(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %a) to (%b, %a) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par400(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%a, %a) to (%b, %b) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par401(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%a, %a) to (%b, %b) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par402(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par403(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %s0 = arith.constant 1 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  %r = scf.parallel (%i0, %i1) = (%a, %l1) to (%b, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par404(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par405(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 1 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par406(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par407(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 0 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par408(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par409(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 0 : index
  %u1 = arith.constant 8 : index
  %s1 = arith.constant 2 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par410(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par411(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %a) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par412(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %s1 = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par413(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %s1 = arith.constant 1 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %a) to (%u0, %b) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par414(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) {
    memref.store %x, %m[%i0] : memref<?xf32>
  }
  return %x : f32
}
// -----
func.func @par415(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %l0 = arith.constant 2 : index
  %u0 = arith.constant 3 : index
  %s0 = arith.constant 5 : index
  %l1 = arith.constant 2 : index
  %u1 = arith.constant 3 : index
  %s1 = arith.constant 5 : index
  %r = scf.parallel (%i0, %i1) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%x) -> f32 {
    %v = memref.load %m[%i0] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
