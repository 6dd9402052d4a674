//! The context: owner of all interned types, attributes and names, the
//! dialect registry, and the diagnostic engine.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use parking_lot::{Mutex, RwLock};
use rustc_hash::FxHashMap;
use strata_support::apfloat::FloatSemantics;
use strata_support::apint::APInt;

use crate::affine::AffineExprStorage;
use crate::attributes::{AttrKind, Attribute};
use crate::diagnostics::{Diagnostic, DiagnosticHandler};
use crate::dialect::{DialectDef, OpNameInfo, OperationName};
use crate::file_locs::FileLocTable;
use crate::ident::Ident;
use crate::interner::Interner;
use crate::types::{Signedness, Type, TypeKind};

/// Frequently used handles, created once per context.
pub(crate) struct Common {
    pub i1: Type,
    pub i32: Type,
    pub i64: Type,
    pub index: Type,
    pub none: Type,
    pub f16: Type,
    pub bf16: Type,
    pub f32: Type,
    pub f64: Type,
    pub unit: Attribute,
    pub true_attr: Attribute,
    pub false_attr: Attribute,
    pub empty_dict: Attribute,
    pub unknown_loc: Attribute,
}

/// A registered dialect with its interned name.
struct RegisteredDialect {
    def: Arc<DialectDef>,
    ops: Vec<OperationName>,
}

/// The owner of everything uniqued: types, attributes, identifiers, affine
/// expressions and operation names, plus the registry of dialects.
///
/// A context is shared by reference (`&Context`) and is safe to use from
/// several threads at once.
pub struct Context {
    pub(crate) idents: Interner<Box<str>>,
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    pub(crate) file_locs: FileLocTable,
    pub(crate) affine_exprs: Interner<AffineExprStorage>,
    pub(crate) op_names: Interner<OpNameInfo>,
    pub(crate) common: Common,
    pub(crate) next_distinct: AtomicU64,
    dialects: RwLock<FxHashMap<Ident, RegisteredDialect>>,
    allow_unregistered: AtomicBool,
    print_op_on_diagnostic: AtomicBool,
    diag_handlers: Mutex<Vec<DiagnosticHandler>>,
    resources: Mutex<FxHashMap<Ident, ResourceBlob>>,
    external_resources: Mutex<Vec<ExternalResourceGroup>>,
}

/// One `external_resources` group: its key and its `(name, text)` entries.
pub type ExternalResourceGroup = (String, Vec<(String, String)>);

/// The data of a `dense_resource` blob and its required alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceBlob {
    /// Alignment in bytes.
    pub alignment: u32,
    /// The raw bytes.
    pub data: Arc<[u8]>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A new context with the builtin dialect registered.
    pub fn new() -> Context {
        let placeholder = std::num::NonZeroU32::MIN;
        let mut ctx = Context {
            idents: Interner::default(),
            types: Interner::default(),
            attrs: Interner::default(),
            file_locs: FileLocTable::default(),
            affine_exprs: Interner::default(),
            op_names: Interner::default(),
            common: Common {
                i1: Type(placeholder),
                i32: Type(placeholder),
                i64: Type(placeholder),
                index: Type(placeholder),
                none: Type(placeholder),
                f16: Type(placeholder),
                bf16: Type(placeholder),
                f32: Type(placeholder),
                f64: Type(placeholder),
                unit: Attribute(placeholder),
                true_attr: Attribute(placeholder),
                false_attr: Attribute(placeholder),
                empty_dict: Attribute(placeholder),
                unknown_loc: Attribute(placeholder),
            },
            next_distinct: AtomicU64::new(0),
            dialects: RwLock::new(FxHashMap::default()),
            allow_unregistered: AtomicBool::new(false),
            print_op_on_diagnostic: AtomicBool::new(true),
            diag_handlers: Mutex::new(Vec::new()),
            resources: Mutex::new(FxHashMap::default()),
            external_resources: Mutex::new(Vec::new()),
        };
        let i1 = Type::integer(&ctx, 1, Signedness::Signless);
        let i32 = Type::integer(&ctx, 32, Signedness::Signless);
        let i64 = Type::integer(&ctx, 64, Signedness::Signless);
        let index = Type::raw_index(&ctx);
        let none = Type::raw_none(&ctx);
        ctx.common = Common {
            i1,
            i32,
            i64,
            index,
            none,
            f16: Type::raw_float(&ctx, FloatSemantics::F16),
            bf16: Type::raw_float(&ctx, FloatSemantics::BF16),
            f32: Type::raw_float(&ctx, FloatSemantics::F32),
            f64: Type::raw_float(&ctx, FloatSemantics::F64),
            unit: Attribute::raw_unit(&ctx),
            true_attr: Attribute::integer(&ctx, i1, &APInt::from_u64(1, 1)),
            false_attr: Attribute::integer(&ctx, i1, &APInt::from_u64(1, 0)),
            empty_dict: Attribute::dictionary_sorted(&ctx, &[]),
            unknown_loc: Attribute::raw_unknown_loc(&ctx),
        };
        ctx.register_dialect(crate::builtin::dialect());
        ctx
    }

    /// Registers a dialect and binds its operations' names to their definitions.
    /// Registering a dialect whose name is already registered does nothing.
    pub fn register_dialect(&self, mut dialect: DialectDef) {
        let name = Ident::new(self, &dialect.name);
        let mut dialects = self.dialects.write();
        if dialects.contains_key(&name) {
            return;
        }
        let ops = std::mem::take(&mut dialect.ops);
        let def = Arc::new(dialect);
        let mut op_names = Vec::with_capacity(ops.len());
        for op in ops {
            let name = OperationName::new(self, &op.name);
            name.bind(self, Arc::new(op), def.clone());
            op_names.push(name);
        }
        dialects.insert(name, RegisteredDialect { def, ops: op_names });
    }

    /// Every registered dialect with its operations, sorted by namespace
    /// (operations in registration order).
    pub fn registered_dialects(&self) -> Vec<(Arc<DialectDef>, Vec<OperationName>)> {
        let dialects = self.dialects.read();
        let mut all: Vec<(Arc<DialectDef>, Vec<OperationName>)> = dialects
            .values()
            .map(|d| (d.def.clone(), d.ops.clone()))
            .collect();
        all.sort_by(|a, b| a.0.name.cmp(&b.0.name));
        all
    }

    /// The first registered dialect (by namespace) implementing interface
    /// `I`, for passes that need some dialect to provide a service.
    pub fn dialect_implementing<I: ?Sized + 'static>(&self) -> Option<Arc<DialectDef>> {
        let dialects = self.dialects.read();
        dialects
            .values()
            .filter(|d| d.def.interfaces.contains::<I>())
            .min_by(|a, b| a.def.name.cmp(&b.def.name))
            .map(|d| d.def.clone())
    }

    /// The registered operations of every dialect.
    pub fn registered_ops(&self) -> Vec<OperationName> {
        let dialects = self.dialects.read();
        let mut all: Vec<OperationName> = dialects
            .values()
            .flat_map(|d| d.ops.iter().copied())
            .collect();
        all.sort_by_key(|n| n.as_str(self).to_string());
        all
    }

    /// The registered dialect with the given namespace.
    pub fn dialect(&self, name: &str) -> Option<Arc<DialectDef>> {
        let name = Ident::new(self, name);
        self.dialects.read().get(&name).map(|d| d.def.clone())
    }

    /// True if a dialect with this namespace is registered.
    pub fn is_dialect_registered(&self, name: &str) -> bool {
        let name = Ident::new(self, name);
        self.dialects.read().contains_key(&name)
    }

    /// True if dialect `name` is registered and accepts operations it does
    /// not define.
    pub fn dialect_allows_unknown_ops(&self, name: &str) -> bool {
        let name = Ident::new(self, name);
        self.dialects
            .read()
            .get(&name)
            .is_some_and(|d| d.def.allow_unknown_ops)
    }

    /// The names of the registered dialects, sorted.
    pub fn dialect_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .dialects
            .read()
            .values()
            .map(|d| d.def.name.to_string())
            .collect();
        names.sort();
        names
    }

    /// Whether operations of unregistered dialects are accepted.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Accepts (or rejects) operations of unregistered dialects.
    pub fn allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed);
    }

    /// Whether errors about operations carry a "see current operation" note.
    pub fn prints_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    /// Turns the "see current operation" note on or off.
    pub fn set_print_op_on_diagnostic(&self, enable: bool) {
        self.print_op_on_diagnostic.store(enable, Ordering::Relaxed);
    }

    /// Emits a diagnostic to the innermost installed handler, or to standard
    /// error (without source context) if no handler is installed.
    pub fn emit(&self, diag: Diagnostic) {
        let Some(diag) = crate::diagnostics::try_capture(diag) else {
            return;
        };
        let mut handlers = self.diag_handlers.lock();
        match handlers.last_mut() {
            Some(handler) => handler(&diag),
            None => {
                let text = crate::diagnostics::SourceManager::new().render(self, &diag);
                eprint!("{text}");
            }
        }
    }

    /// Installs a diagnostic handler; it receives every diagnostic until it
    /// is popped with [`Context::pop_diagnostic_handler`].
    pub fn push_diagnostic_handler(&self, handler: DiagnosticHandler) {
        self.diag_handlers.lock().push(handler);
    }

    /// Removes the most recently installed diagnostic handler.
    pub fn pop_diagnostic_handler(&self) {
        self.diag_handlers.lock().pop();
    }

    /// Stores the blob of a `dense_resource`.
    pub fn set_resource(&self, key: Ident, blob: ResourceBlob) {
        self.resources.lock().insert(key, blob);
    }

    /// The blob of a `dense_resource`, if one was loaded or set.
    pub fn resource(&self, key: Ident) -> Option<ResourceBlob> {
        self.resources.lock().get(&key).cloned()
    }

    /// Records entries of an `external_resources` group (kept as text and printed back).
    pub fn add_external_resources(&self, group: &str, entries: Vec<(String, String)>) {
        let mut all = self.external_resources.lock();
        match all.iter_mut().find(|(g, _)| g == group) {
            Some((_, existing)) => {
                for (k, v) in entries {
                    match existing.iter_mut().find(|(ek, _)| *ek == k) {
                        Some(e) => e.1 = v,
                        None => existing.push((k, v)),
                    }
                }
            }
            None => all.push((group.to_string(), entries)),
        }
    }

    /// Removes and returns the entries of an `external_resources` group
    /// (a group that a tool consumes instead of printing it back).
    pub fn take_external_resources(&self, group: &str) -> Option<Vec<(String, String)>> {
        let mut all = self.external_resources.lock();
        let at = all.iter().position(|(g, _)| g == group)?;
        Some(all.remove(at).1)
    }

    /// The recorded `external_resources` groups.
    pub fn external_resources(&self) -> Vec<ExternalResourceGroup> {
        self.external_resources.lock().clone()
    }

    /// Forgets every `dense_resource` blob and `external_resources` group,
    /// so that a context reused for another module (a fuzz target's) reads
    /// and prints it as a fresh context would.
    pub fn clear_resources(&self) {
        self.resources.lock().clear();
        self.external_resources.lock().clear();
    }
}
