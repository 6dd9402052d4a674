// PASSES: --dump-pass-pipeline
// PASSES: --cse --topological-sort --dump-pass-pipeline
// PASSES: --dump-pass-pipeline --pass-pipeline=builtin.module(func.func(cse,sccp),symbol-dce,strip-debuginfo)
// PASSES: --dump-pass-pipeline --pass-pipeline=builtin.module(func.func(cse),func.func(sccp))
// PASSES: --print-ir=label=x --symbol-privatize=exclude=a,b --dump-pass-pipeline
// PASSES: --canonicalize --dump-pass-pipeline

func.func @f() {
  return
}
