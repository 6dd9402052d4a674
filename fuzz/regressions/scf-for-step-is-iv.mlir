// The step of an scf.for naming its own induction variable (found by pass_pipeline).
func.func @f(%a: index, %b: index) {
  scf.for %i = %a to %b step %i {
  }
  return
}
