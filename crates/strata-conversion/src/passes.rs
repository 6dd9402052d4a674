//! The lowering passes to the LLVM dialect (`--convert-arith-to-llvm`,
//! `--convert-func-to-llvm`, `--convert-cf-to-llvm`,
//! `--convert-math-to-llvm`, `--convert-ub-to-llvm`, `--convert-to-llvm`)
//! and the `ConvertToLLVMPatternInterface` implementations of the dialects
//! they lower.

use std::sync::Arc;

use strata_ir::{Body, Context, DialectDef, OpId};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult,
    list_option_string, parse_bool_option, parse_int_option,
};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionTarget, ConvertToLLVMPatternInterface,
    FrozenConversionPatterns, TypeConverter, apply_partial_conversion,
    collect_convert_to_llvm_patterns,
};

use crate::llvm_common::{LowerOptions, type_converter};
use crate::modules::{module_at, module_paths};
use crate::{
    arith_to_llvm, c_interface, cf_assert, cf_to_llvm, func_to_llvm, math_to_llvm, memref_to_llvm,
    ub_to_llvm, vector_to_llvm,
};

/// A dialect lowered to LLVM by this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `arith`.
    Arith,
    /// `cf`.
    Cf,
    /// `func`.
    Func,
    /// `math`.
    Math,
    /// `memref`.
    Memref,
    /// `ub`.
    Ub,
    /// `vector` (only through `convert-to-llvm`).
    Vector,
}

impl Source {
    fn dialect(self) -> &'static str {
        match self {
            Source::Arith => "arith",
            Source::Cf => "cf",
            Source::Func => "func",
            Source::Math => "math",
            Source::Memref => "memref",
            Source::Ub => "ub",
            Source::Vector => "vector",
        }
    }

    fn populate(
        self,
        set: &mut ConversionPatternSet,
        target: &mut ConversionTarget,
        tc: &Arc<TypeConverter>,
        opts: LowerOptions,
    ) {
        match self {
            Source::Arith => arith_to_llvm::populate_patterns(set, tc),
            Source::Cf => cf_to_llvm::populate_patterns(set, tc),
            Source::Func => func_to_llvm::populate_patterns(set, target, tc, opts),
            Source::Math => math_to_llvm::populate_patterns(set, tc),
            Source::Memref => memref_to_llvm::populate_patterns(set, tc, opts),
            Source::Ub => ub_to_llvm::populate_patterns(set, tc),
            Source::Vector => vector_to_llvm::populate_patterns(set, tc),
        }
    }
}

/// The lowering of one source dialect, as its `ConvertToLLVMPatternInterface`.
struct Lowering(Source);

impl ConvertToLLVMPatternInterface for Lowering {
    fn populate_convert_to_llvm_patterns(
        &self,
        _ctx: &Context,
        target: &mut ConversionTarget,
        converter: &Arc<TypeConverter>,
        patterns: &mut ConversionPatternSet,
    ) {
        self.0
            .populate(patterns, target, converter, LowerOptions::default());
    }
}

/// Attaches the `ConvertToLLVMPatternInterface` of `arith`, `cf`, `func`,
/// `math`, `memref`, `ub` and `vector` to their definitions (upstream's
/// `registerConvert*ToLLVMInterface` extensions).
pub fn attach_convert_to_llvm_interfaces(dialects: &mut [DialectDef]) {
    for d in dialects {
        let source = [
            Source::Arith,
            Source::Cf,
            Source::Func,
            Source::Math,
            Source::Memref,
            Source::Ub,
            Source::Vector,
        ]
        .into_iter()
        .find(|s| s.dialect() == d.name.as_ref());
        if let Some(s) = source {
            d.add_interface::<dyn ConvertToLLVMPatternInterface>(Box::new(Lowering(s)));
        }
    }
}

/// A lowering pass to the LLVM dialect.
#[derive(Clone)]
pub struct LowerToLLVM {
    argument: &'static str,
    name: &'static str,
    /// The dialects lowered; empty for `convert-to-llvm` (every dialect
    /// implementing the interface).
    sources: &'static [Source],
    opts: LowerOptions,
    /// Operations the pass has no rule for are legal.
    unknown_legal: bool,
    /// `convert-to-llvm`'s `filter-dialects`: the dialects whose interface
    /// is used (all when empty).
    filter_dialects: Vec<String>,
    /// `convert-to-llvm`'s `dynamic` (accepted; the interfaces are always
    /// those of the registered dialects).
    dynamic: bool,
    /// `convert-to-llvm`'s `allow-pattern-rollback` (accepted; the result
    /// does not depend on it).
    allow_pattern_rollback: bool,
}

impl LowerToLLVM {
    fn new(argument: &'static str, name: &'static str, sources: &'static [Source]) -> Self {
        LowerToLLVM {
            argument,
            name,
            sources,
            opts: LowerOptions::default(),
            unknown_legal: sources == [Source::Cf],
            filter_dialects: Vec::new(),
            dynamic: false,
            allow_pattern_rollback: true,
        }
    }

    fn converter(&self) -> Arc<TypeConverter> {
        let mut tc = type_converter(self.opts);
        func_to_llvm::add_descriptor_materialization(&mut tc, self.opts);
        Arc::new(tc)
    }
}

impl Pass for LowerToLLVM {
    fn argument(&self) -> &'static str {
        self.argument
    }

    fn name(&self) -> &'static str {
        self.name
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let tc = self.converter();
        let mut set = ConversionPatternSet::new();
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["llvm"]);
        if !self.sources.is_empty() {
            // Upstream's `LLVMConversionTarget`: the single-dialect lowerings
            // accept the casts their patterns build; `convert-to-llvm` does not.
            target.add_legal_ops(&["builtin.unrealized_conversion_cast"]);
        }
        if self.unknown_legal {
            // Lowering one dialect also converts block signatures inside
            // ops of others, which stay as they are (upstream's cf-to-llvm).
            let lowered: Vec<&'static str> = self.sources.iter().map(|s| s.dialect()).collect();
            target.mark_unknown_op_dynamically_legal(move |ctx, body, op| {
                let name = body.op_name(op);
                Some(!lowered.iter().any(|d| name.dialect_name(ctx) == *d))
            });
        }
        let lowered: Vec<String> = if self.sources.is_empty() {
            collect_convert_to_llvm_patterns(ctx, &self.filter_dialects, &mut target, &tc, &mut set)
        } else {
            for s in self.sources {
                s.populate(&mut set, &mut target, &tc, self.opts);
            }
            self.sources
                .iter()
                .map(|s| s.dialect().to_string())
                .collect()
        };
        let lowers_func = lowered.iter().any(|d| d == "func");
        let lowers_cf = lowered.iter().any(|d| d == "cf");
        let lowers_memref = lowered.iter().any(|d| d == "memref");
        // Each module, nested ones included, gets its own declarations,
        // assert messages and C wrappers.
        let mut wrapped = Vec::new();
        for path in module_paths(ctx, body, op) {
            let Some((parent, module)) = module_at(body, &path) else {
                continue;
            };
            if lowers_cf {
                cf_assert::lower_asserts(ctx, parent, module);
            }
            if lowers_memref {
                memref_to_llvm::declare_runtime_functions(ctx, parent, module, self.opts);
            }
            if lowers_func {
                let functions = c_interface::wrapped_functions(ctx, parent, module);
                if !functions.is_empty() {
                    wrapped.push((path, functions));
                }
            }
        }
        let patterns = FrozenConversionPatterns::new(ctx, set);
        apply_partial_conversion(ctx, body, op, &target, &patterns).map_err(|_| PassFailure)?;
        if lowers_func {
            func_to_llvm::finalize_functions(ctx, body, op, &tc, &wrapped, self.opts);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "index-bitwidth" => {
                let v = parse_int_option(name, value)?;
                self.opts.index_bitwidth = if v == 0 {
                    64
                } else {
                    u32::try_from(v).map_err(|_| format!("invalid value for '{name}'"))?
                };
            }
            "use-bare-ptr-memref-call-conv" if self.sources.contains(&Source::Func) => {
                self.opts.use_bare_ptr_call_conv = parse_bool_option(name, value)?;
            }
            "use-generic-functions" if self.sources.contains(&Source::Memref) => {
                self.opts.use_generic_functions = parse_bool_option(name, value)?;
            }
            "use-aligned-alloc" if self.sources.contains(&Source::Memref) => {
                self.opts.use_aligned_alloc = parse_bool_option(name, value)?;
            }
            "filter-dialects" if self.sources.is_empty() => {
                self.filter_dialects = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
            }
            "dynamic" if self.sources.is_empty() => {
                self.dynamic = parse_bool_option(name, value)?;
            }
            "allow-pattern-rollback" if self.sources.is_empty() => {
                self.allow_pattern_rollback = parse_bool_option(name, value)?;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        let mut parts = Vec::new();
        if self.opts.index_bitwidth != 64 {
            parts.push(format!("index-bitwidth={}", self.opts.index_bitwidth));
        }
        if self.opts.use_bare_ptr_call_conv {
            parts.push("use-bare-ptr-memref-call-conv=true".to_string());
        }
        if self.opts.use_aligned_alloc {
            parts.push("use-aligned-alloc=true".to_string());
        }
        if self.opts.use_generic_functions {
            parts.push("use-generic-functions=true".to_string());
        }
        let filter = list_option_string("filter-dialects", &self.filter_dialects);
        if !filter.is_empty() {
            parts.push(filter);
        }
        if self.dynamic {
            parts.push("dynamic=true".to_string());
        }
        if !self.allow_pattern_rollback {
            parts.push("allow-pattern-rollback=false".to_string());
        }
        parts.join(" ")
    }
}

const INDEX_BITWIDTH: PassOptionInfo = PassOptionInfo {
    name: "index-bitwidth",
    kind: "uint",
    description: "Bitwidth of the index type, 0 to use size of machine word",
};

const BARE_PTR: PassOptionInfo = PassOptionInfo {
    name: "use-bare-ptr-memref-call-conv",
    kind: "bool",
    description: "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
};

/// `--convert-arith-to-llvm`.
pub const CONVERT_ARITH_TO_LLVM: PassRegistration = PassRegistration {
    argument: "convert-arith-to-llvm",
    summary: "Convert Arith dialect to LLVM dialect",
    options: &[INDEX_BITWIDTH],
    create: || {
        Box::new(LowerToLLVM::new(
            "convert-arith-to-llvm",
            "ArithToLLVMConversionPass",
            &[Source::Arith],
        ))
    },
};

/// `--convert-func-to-llvm`.
pub const CONVERT_FUNC_TO_LLVM: PassRegistration = PassRegistration {
    argument: "convert-func-to-llvm",
    summary: "Convert from the Func dialect to the LLVM dialect",
    options: &[INDEX_BITWIDTH, BARE_PTR],
    create: || {
        Box::new(LowerToLLVM::new(
            "convert-func-to-llvm",
            "ConvertFuncToLLVMPass",
            &[Source::Func],
        ))
    },
};

const GENERIC_FUNCTIONS: PassOptionInfo = PassOptionInfo {
    name: "use-generic-functions",
    kind: "bool",
    description: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions",
};

const ALIGNED_ALLOC: PassOptionInfo = PassOptionInfo {
    name: "use-aligned-alloc",
    kind: "bool",
    description: "Use aligned_alloc in place of malloc for heap allocations",
};

/// `--finalize-memref-to-llvm`.
pub const FINALIZE_MEMREF_TO_LLVM: PassRegistration = PassRegistration {
    argument: "finalize-memref-to-llvm",
    summary: "Finalize MemRef dialect to LLVM dialect conversion",
    options: &[INDEX_BITWIDTH, ALIGNED_ALLOC, GENERIC_FUNCTIONS],
    create: || {
        Box::new(LowerToLLVM::new(
            "finalize-memref-to-llvm",
            "FinalizeMemRefToLLVMConversionPass",
            &[Source::Memref],
        ))
    },
};

/// `--convert-cf-to-llvm`.
pub const CONVERT_CF_TO_LLVM: PassRegistration = PassRegistration {
    argument: "convert-cf-to-llvm",
    summary: "Convert ControlFlow operations to the LLVM dialect",
    options: &[INDEX_BITWIDTH],
    create: || {
        Box::new(LowerToLLVM::new(
            "convert-cf-to-llvm",
            "ConvertControlFlowToLLVMPass",
            &[Source::Cf],
        ))
    },
};

/// `--convert-math-to-llvm`.
pub const CONVERT_MATH_TO_LLVM: PassRegistration = PassRegistration {
    argument: "convert-math-to-llvm",
    summary: "Convert Math dialect to LLVM dialect",
    options: &[],
    create: || {
        Box::new(LowerToLLVM::new(
            "convert-math-to-llvm",
            "ConvertMathToLLVMPass",
            &[Source::Math],
        ))
    },
};

/// `--convert-ub-to-llvm`.
pub const CONVERT_UB_TO_LLVM: PassRegistration = PassRegistration {
    argument: "convert-ub-to-llvm",
    summary: "Convert UB dialect to LLVM dialect",
    options: &[INDEX_BITWIDTH],
    create: || {
        Box::new(LowerToLLVM::new(
            "convert-ub-to-llvm",
            "UBToLLVMConversionPass",
            &[Source::Ub],
        ))
    },
};

const FILTER_DIALECTS: PassOptionInfo = PassOptionInfo {
    name: "filter-dialects",
    kind: "string",
    description: "Test conversion patterns of only the specified dialects",
};

const DYNAMIC: PassOptionInfo = PassOptionInfo {
    name: "dynamic",
    kind: "bool",
    description: "Use op conversion attributes to configure the conversion",
};

const ALLOW_PATTERN_ROLLBACK: PassOptionInfo = PassOptionInfo {
    name: "allow-pattern-rollback",
    kind: "bool",
    description: "Experimental performance flag to disallow pattern rollback",
};

/// `--convert-to-llvm`.
pub const CONVERT_TO_LLVM: PassRegistration = PassRegistration {
    argument: "convert-to-llvm",
    summary: "Convert to LLVM via dialect interfaces found in the input IR",
    options: &[FILTER_DIALECTS, DYNAMIC, ALLOW_PATTERN_ROLLBACK],
    create: || {
        Box::new(LowerToLLVM::new(
            "convert-to-llvm",
            "ConvertToLLVMPass",
            &[],
        ))
    },
};

/// Every lowering pass of this crate.
pub const REGISTRATIONS: &[PassRegistration] = &[
    CONVERT_ARITH_TO_LLVM,
    CONVERT_FUNC_TO_LLVM,
    CONVERT_CF_TO_LLVM,
    CONVERT_MATH_TO_LLVM,
    CONVERT_UB_TO_LLVM,
    FINALIZE_MEMREF_TO_LLVM,
    CONVERT_TO_LLVM,
];
