//! A module of the LLVM dialect compiled into a Cranelift JIT module:
//! external symbols resolved (shared libraries, the runtime, the process),
//! globals laid out with their initializers, every function translated.

use std::collections::HashMap;
use std::ffi::{CString, c_void};
use std::sync::Arc;

use cranelift_codegen::ir::{
    AbiParam, FuncRef, Function, InstBuilder, Signature, Value as CValue, types,
};
use cranelift_codegen::isa::CallConv;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module, default_libcall_names};
use rustc_hash::FxHashMap;
use strata_dialect_llvm::types as lt;
use strata_ir::verifier::op_plain_error;
use strata_ir::{BlockId, Body, Context, Diagnostic, OpId, Type};

use crate::constants::initializer_bytes;
use crate::layout;
use crate::translate::FnTx;

/// How to compile.
#[derive(Clone, Debug, Default)]
pub struct JitOptions {
    /// 0..=3, as `-O0`..`-O3`.
    pub opt_level: u8,
    /// Shared libraries to load and resolve symbols in.
    pub shared_libs: Vec<String>,
    /// Keep the Cranelift IR text of every function.
    pub keep_clif: bool,
}

/// Finds the address of external symbols: the shared libraries first,
/// then the runtime, then the process (libc, libm).
pub struct Resolver {
    libs: Vec<usize>,
    runtime: HashMap<&'static str, usize>,
}

impl Resolver {
    /// Loads `libs` (an error names the library that failed).
    pub fn new(libs: &[String]) -> Result<Self, String> {
        let mut handles = Vec::new();
        for l in libs {
            let c = CString::new(l.as_str()).map_err(|_| format!("invalid library name '{l}'"))?;
            // SAFETY: dlopen with a NUL-terminated path.
            let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
            if h.is_null() {
                return Err(format!("cannot open shared library '{l}'"));
            }
            handles.push(h as usize);
        }
        let runtime = crate::runtime::symbols()
            .into_iter()
            .map(|(n, p)| (n, p as usize))
            .collect();
        Ok(Self {
            libs: handles,
            runtime,
        })
    }

    /// The address of `name`, if any.
    pub fn lookup(&self, name: &str) -> Option<usize> {
        let c = CString::new(name).ok()?;
        for h in &self.libs {
            // SAFETY: a handle from dlopen and a NUL-terminated name.
            let p = unsafe { libc::dlsym(*h as *mut c_void, c.as_ptr()) };
            if !p.is_null() {
                return Some(p as usize);
            }
        }
        if let Some(p) = self.runtime.get(name) {
            return Some(*p);
        }
        // SAFETY: RTLD_DEFAULT lookup with a NUL-terminated name.
        let p = unsafe { libc::dlsym(libc::RTLD_DEFAULT, c.as_ptr()) };
        (!p.is_null()).then_some(p as usize)
    }
}

/// How a call reaches a function.
#[derive(Clone, Copy, Debug)]
pub enum Callee {
    /// A function of the JIT module.
    Direct(FuncId),
    /// A variadic external function at this address.
    Variadic(usize),
    /// An external function no library defines.
    Unresolved,
}

/// The module's symbols while functions are translated.
pub struct Symbols {
    module: JITModule,
    resolver: Arc<Resolver>,
    funcs: HashMap<String, Callee>,
    data: HashMap<String, DataId>,
    imports: HashMap<String, FuncId>,
    refs: FxHashMap<FuncId, FuncRef>,
}

impl Symbols {
    /// The calling convention of the host.
    pub fn call_conv(&self) -> CallConv {
        self.module.isa().default_call_conv()
    }

    /// The data id of global `name`.
    pub fn data_id(&self, name: &str) -> Option<DataId> {
        self.data.get(name).copied()
    }

    /// The frontend configuration of the target.
    pub fn frontend_config(&self) -> cranelift_codegen::isa::TargetFrontendConfig {
        self.module.isa().frontend_config()
    }

    /// How to call `name`.
    pub fn callee(&self, name: &str) -> Option<Callee> {
        self.funcs.get(name).copied()
    }

    /// A reference to function `id` from the function being built.
    pub fn func_ref(&mut self, id: FuncId, func: &mut Function) -> FuncRef {
        if let Some(r) = self.refs.get(&id) {
            return *r;
        }
        let r = self.module.declare_func_in_func(id, func);
        self.refs.insert(id, r);
        r
    }

    /// Declares (once) the external function `name` with a signature.
    pub fn import(
        &mut self,
        name: &str,
        params: &[types::Type],
        rets: &[types::Type],
    ) -> Result<FuncId, String> {
        if let Some(id) = self.imports.get(name) {
            return Ok(*id);
        }
        if self.resolver.lookup(name).is_none() {
            return Err(format!("strata-run: symbol not found: '{name}'"));
        }
        let mut sig = Signature::new(self.call_conv());
        sig.params.extend(params.iter().map(|t| AbiParam::new(*t)));
        sig.returns.extend(rets.iter().map(|t| AbiParam::new(*t)));
        let id = self
            .module
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| format!("strata-run: cannot declare '{name}': {e}"))?;
        self.imports.insert(name.to_string(), id);
        Ok(id)
    }

    /// The address of global or function `name` in the function being built.
    pub fn address_of(
        &mut self,
        name: &str,
        b: &mut FunctionBuilder<'_>,
    ) -> Result<CValue, String> {
        if let Some(id) = self.data.get(name) {
            let gv = self.module.declare_data_in_func(*id, b.func);
            return Ok(b.ins().symbol_value(types::I64, gv));
        }
        match self.funcs.get(name).copied() {
            Some(Callee::Direct(id)) => {
                let r = self.func_ref(id, b.func);
                Ok(b.ins().func_addr(types::I64, r))
            }
            Some(Callee::Variadic(addr)) => Ok(b.ins().iconst(types::I64, addr as i64)),
            Some(Callee::Unresolved) => Err(format!("strata-run: symbol not found: '{name}'")),
            None => Err(format!("strata-run: unknown symbol '{name}'")),
        }
    }
}

/// A compiled module, ready to run.
pub struct Compiled {
    module: JITModule,
    functions: HashMap<String, (FuncId, Type)>,
    /// The Cranelift IR of each function, when asked for.
    pub clif: Vec<String>,
}

impl Compiled {
    /// The address and `!llvm.func` type of defined function `name`.
    pub fn function(&self, name: &str) -> Option<(*const u8, Type)> {
        let (id, ty) = self.functions.get(name)?;
        Some((self.module.get_finalized_function(*id), *ty))
    }
}

fn str_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<String> {
    body.attr(ctx, op, name)
        .and_then(|a| a.str_value(ctx))
        .map(str::to_string)
}

/// The Cranelift signature of `!llvm.func` type `ty`.
fn signature(ctx: &Context, conv: CallConv, ty: Type) -> Option<Signature> {
    let (ret, inputs, _) = lt::func_parts(ctx, ty)?;
    let mut sig = Signature::new(conv);
    for t in inputs {
        sig.params
            .extend(layout::clif_types(ctx, t)?.into_iter().map(AbiParam::new));
    }
    sig.returns
        .extend(layout::clif_types(ctx, ret)?.into_iter().map(AbiParam::new));
    Some(sig)
}

fn new_module(opts: &JitOptions, resolver: Arc<Resolver>) -> Result<JITModule, String> {
    let mut flags = settings::builder();
    let level = if opts.opt_level == 0 { "none" } else { "speed" };
    flags.set("opt_level", level).map_err(|e| e.to_string())?;
    flags.set("is_pic", "false").map_err(|e| e.to_string())?;
    flags
        .set("enable_llvm_abi_extensions", "true")
        .map_err(|e| e.to_string())?;
    // Functions returning a whole memref descriptor return more values than
    // fit in registers; between JIT-compiled functions they go through memory.
    flags
        .set("enable_multi_ret_implicit_sret", "true")
        .map_err(|e| e.to_string())?;
    let isa = cranelift_native::builder()
        .map_err(|e| format!("host machine is not supported: {e}"))?
        .finish(settings::Flags::new(flags))
        .map_err(|e| e.to_string())?;
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    builder.symbol_lookup_fn(Box::new(move |name| {
        resolver.lookup(name).map(|p| p as *const u8)
    }));
    Ok(JITModule::new(builder))
}

/// Compiles `module` (a `builtin.module` op of `body`).
pub fn compile(
    ctx: &Context,
    body: &Body,
    module: OpId,
    opts: &JitOptions,
) -> Result<Compiled, Diagnostic> {
    let at = |op: OpId, b: &Body, m: String| op_plain_error(ctx, b, op, m);
    let resolver = Arc::new(Resolver::new(&opts.shared_libs).map_err(|e| at(module, body, e))?);
    let jit = new_module(opts, resolver.clone()).map_err(|e| at(module, body, e))?;
    let mbody = body
        .isolated_body(module)
        .ok_or_else(|| at(module, body, "strata-run: expected a module".into()))?;
    let ops: Vec<OpId> = mbody
        .root_regions()
        .iter()
        .flat_map(|r| mbody.region_blocks(*r).flat_map(|b| mbody.block_ops(b)))
        .collect();
    let mut syms = Symbols {
        module: jit,
        resolver,
        funcs: HashMap::new(),
        data: HashMap::new(),
        imports: HashMap::new(),
        refs: FxHashMap::default(),
    };
    let conv = syms.call_conv();
    let mut defined = Vec::new();
    let mut functions = HashMap::new();
    let mut globals = Vec::new();
    for &op in &ops {
        let name = mbody.op_name(op).as_str(ctx);
        match name {
            "llvm.func" => {
                let sym = str_attr(ctx, mbody, op, "sym_name")
                    .ok_or_else(|| at(op, mbody, "strata-run: function without a name".into()))?;
                let ty = mbody
                    .attr(ctx, op, "function_type")
                    .and_then(|a| a.type_value(ctx))
                    .ok_or_else(|| at(op, mbody, "strata-run: function without a type".into()))?;
                let sig = signature(ctx, conv, ty).ok_or_else(|| {
                    at(
                        op,
                        mbody,
                        format!("strata-run: unsupported signature of '{sym}'"),
                    )
                })?;
                let has_body = mbody.isolated_body(op).is_some_and(|b| {
                    b.root_regions()
                        .first()
                        .is_some_and(|r| b.region_blocks(*r).next().is_some())
                });
                let vararg = lt::func_parts(ctx, ty).is_some_and(|p| p.2);
                if has_body {
                    let id = syms
                        .module
                        .declare_function(&sym, Linkage::Export, &sig)
                        .map_err(|e| at(op, mbody, format!("strata-run: {e}")))?;
                    syms.funcs.insert(sym.clone(), Callee::Direct(id));
                    functions.insert(sym.clone(), (id, ty));
                    defined.push((op, id, sig, sym));
                } else {
                    let addr = syms.resolver.lookup(&sym);
                    let callee = if let (true, Some(addr)) = (vararg, addr) {
                        Callee::Variadic(addr)
                    } else if addr.is_none() {
                        Callee::Unresolved
                    } else {
                        let id = syms
                            .module
                            .declare_function(&sym, Linkage::Import, &sig)
                            .map_err(|e| at(op, mbody, format!("strata-run: {e}")))?;
                        syms.imports.insert(sym.clone(), id);
                        Callee::Direct(id)
                    };
                    syms.funcs.insert(sym, callee);
                }
            }
            "llvm.mlir.global" => globals.push(op),
            _ => {
                return Err(at(
                    op,
                    mbody,
                    format!("strata-run: unsupported operation '{name}'"),
                ));
            }
        }
    }
    crate::globals::declare(ctx, mbody, &globals, &mut syms)?;
    crate::globals::define(ctx, mbody, &globals, &mut syms)?;
    let mut fctx = FunctionBuilderContext::new();
    let mut clif = Vec::new();
    for (op, id, sig, sym) in defined {
        let fbody = mbody
            .isolated_body(op)
            .ok_or_else(|| at(op, mbody, "strata-run: function without body".into()))?;
        let blocks: Vec<BlockId> = fbody
            .root_regions()
            .iter()
            .flat_map(|r| fbody.region_blocks(*r))
            .collect();
        let mut cctx = syms.module.make_context();
        cctx.func.signature = sig;
        syms.refs.clear();
        {
            let b = FunctionBuilder::new(&mut cctx.func, &mut fctx);
            FnTx::new(ctx, fbody, b, &mut syms, op).run(&blocks)?;
        }
        if opts.opt_level >= 2 {
            crate::vectorize::vectorize_loops(&mut cctx.func);
        }
        if opts.keep_clif {
            clif.push(format!("; {sym}\n{}", cctx.func.display()));
        }
        syms.module.define_function(id, &mut cctx).map_err(|e| {
            at(
                op,
                mbody,
                format!("strata-run: code generation failed for '{sym}': {e:?}"),
            )
        })?;
        syms.module.clear_context(&mut cctx);
    }
    syms.module
        .finalize_definitions()
        .map_err(|e| at(module, body, format!("strata-run: {e}")))?;
    Ok(Compiled {
        module: syms.module,
        functions,
        clif,
    })
}

/// Declares and defines data for the module's globals.
pub(crate) mod data {
    use super::*;

    /// Declares global `name`.
    pub fn declare(
        syms: &mut Symbols,
        name: &str,
        linkage: Linkage,
        writable: bool,
    ) -> Result<DataId, String> {
        let id = syms
            .module
            .declare_data(name, linkage, writable, false)
            .map_err(|e| format!("strata-run: {e}"))?;
        syms.data.insert(name.to_string(), id);
        Ok(id)
    }

    /// Defines global `id` with `bytes` and pointer relocations `(offset, symbol)`.
    pub fn define(
        syms: &mut Symbols,
        id: DataId,
        bytes: Vec<u8>,
        align: u64,
        relocs: &[(u32, String)],
    ) -> Result<(), String> {
        let mut d = DataDescription::new();
        d.define(bytes.into_boxed_slice());
        d.set_align(align.max(1));
        for (off, sym) in relocs {
            if let Some(did) = syms.data.get(sym) {
                let gv = syms.module.declare_data_in_data(*did, &mut d);
                d.write_data_addr(*off, gv, 0);
            } else if let Some(Callee::Direct(fid)) = syms.funcs.get(sym) {
                let fr = syms.module.declare_func_in_data(*fid, &mut d);
                d.write_function_addr(*off, fr);
            } else {
                return Err(format!("strata-run: unknown symbol '{sym}'"));
            }
        }
        syms.module
            .define_data(id, &d)
            .map_err(|e| format!("strata-run: {e}"))
    }

    /// The initializer bytes of a value attribute.
    pub fn value_bytes(
        ctx: &Context,
        attr: strata_ir::Attribute,
        ty: Type,
        size: u64,
    ) -> Option<Vec<u8>> {
        initializer_bytes(ctx, attr, ty, size)
    }
}
