// PASSES: --symbol-dce
// PASSES: --symbol-privatize
// PASSES: --symbol-privatize=exclude=entry,inner
module {
  func.func @entry() {
    func.call @callee() : () -> ()
    return
  }
  func.func private @callee() {
    %f = func.constant @indirect : () -> ()
    func.call_indirect %f() : () -> ()
    return
  }
  func.func private @indirect() {
    return
  }
  func.func private @dead() {
    func.call @dead2() : () -> ()
    return
  }
  func.func private @dead2() {
    return
  }
  func.func nested @nested_dead() {
    return
  }
  module @inner {
    func.func @pub() {
      return
    }
    func.func private @priv_used() {
      return
    }
    func.func private @priv_dead() {
      return
    }
  }
  module @hidden attributes {sym_visibility = "private"} {
    func.func @x() {
      return
    }
  }
  module {
    func.func private @anon_dead() {
      return
    }
  }
  "u.ref"() {refs = {a = [@inner::@priv_used]}} : () -> ()
}
