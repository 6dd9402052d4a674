// PASSES: --mem2reg
// PASSES: --mem2reg=region-simplify=true
// PASSES: --pass-pipeline=builtin.module(func.func(mem2reg))
func.func @diamond(%c: i1, %x: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  memref.store %x, %m[] : memref<i32>
  cf.cond_br %c, ^a, ^b
^a:
  %y = arith.addi %x, %x : i32
  memref.store %y, %m[] : memref<i32>
  cf.br ^b
^b:
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

func.func @uninit() -> f32 {
  %m = memref.alloca() : memref<f32>
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}

func.func @loops(%c: i1) -> (i32, index) {
  %k = arith.constant 1 : i32
  %m = memref.alloca() : memref<1xi32>
  %n = memref.alloca() : memref<1x1xindex>
  %z = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %k, %m[%z] : memref<1xi32>
  cf.br ^b
^b:
  %v = memref.load %m[%z] : memref<1xi32>
  %w = memref.load %n[%z, %z] : memref<1x1xindex>
  cf.br ^l
^l:
  %q = memref.load %m[%z] : memref<1xi32>
  %q1 = arith.addi %q, %k : i32
  memref.store %q1, %m[%z] : memref<1xi32>
  cf.cond_br %c, ^l, ^e
^e:
  %r = memref.load %m[%z] : memref<1xi32>
  return %r, %w : i32, index
}

func.func @not_promoted(%x: i32, %c: i1) -> (i32, i32, i32) {
  %big = memref.alloca() : memref<2xi32>
  %z = arith.constant 0 : index
  memref.store %x, %big[%z] : memref<2xi32>
  %a = memref.load %big[%z] : memref<2xi32>
  %esc = memref.alloca() : memref<i32>
  memref.store %x, %esc[] : memref<i32>
  "u.use"(%esc) : (memref<i32>) -> ()
  %b = memref.load %esc[] : memref<i32>
  %nest = memref.alloca() : memref<i32>
  memref.store %x, %nest[] : memref<i32>
  scf.if %c {
    memref.store %a, %nest[] : memref<i32>
  }
  %d = memref.load %nest[] : memref<i32>
  return %a, %b, %d : i32, i32, i32
}

func.func @switch(%f: i32, %x: vector<2xf32>) -> vector<2xf32> {
  %m = memref.alloca() : memref<vector<2xf32>>
  cf.switch %f : i32, [
    default: ^d,
    1: ^one,
    2: ^two
  ]
^one:
  memref.store %x, %m[] : memref<vector<2xf32>>
  cf.br ^d
^two:
  %n = arith.negf %x : vector<2xf32>
  memref.store %n, %m[] : memref<vector<2xf32>>
  cf.br ^d
^d:
  %v = memref.load %m[] : memref<vector<2xf32>>
  return %v : vector<2xf32>
}

func.func @dead_load(%x: i64) {
  %m = memref.alloca() : memref<i64>
  %v = memref.load %m[] : memref<i64>
  memref.store %x, %m[] : memref<i64>
  return
}
