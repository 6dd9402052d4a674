//! `Module`: a parsed or built `builtin.module` with the context it lives in.

use std::fmt;
use std::sync::Arc;

use strata_asm::{Parser, ParserConfig, PrintFlags, print_top_level};
use strata_ir::builtin::ModuleOp;
use strata_ir::{
    BlockId, Body, Context, Diagnostic, Location, OpClass, OpId, OperationState, SourceManager,
    StateRegions, WalkOrder, WalkResult,
};

use crate::error::collect_diagnostics;
use crate::{Error, OpBuilder};

/// A top-level `builtin.module` and the context it lives in.
///
/// ```
/// use strata::Module;
/// let ctx = strata::context();
/// let err = Module::parse(&ctx, "func.func @f() {\n  arith.adi\n}").unwrap_err();
/// assert!(err.to_string().starts_with("<string>:2:3: error: custom op 'arith.adi' is unknown"));
/// ```
pub struct Module<'c> {
    ctx: &'c Context,
    top: Body,
    op: OpId,
    sources: SourceManager,
}

impl<'c> Module<'c> {
    /// An empty module.
    pub fn new(ctx: &'c Context) -> Self {
        let mut top = Body::with_root_regions(1);
        let region = top.root_regions()[0];
        let block = top.create_block();
        top.append_block(region, block);
        let mut inner = Body::with_root_regions(1);
        let entry = inner.create_block();
        inner.append_block(inner.root_regions()[0], entry);
        let mut state = OperationState::new(ModuleOp::name(ctx), Location::unknown(ctx));
        state.regions = StateRegions::Isolated(Box::new(inner));
        let op = top.create_op(ctx, state);
        top.append_op(block, op);
        Module {
            ctx,
            top,
            op,
            sources: SourceManager::new(),
        }
    }

    /// Parses and verifies `text_or_path`: the contents of that file if it
    /// names one, else the text itself (named `<string>` in diagnostics).
    pub fn parse(ctx: &'c Context, text_or_path: &str) -> Result<Self, Error> {
        let path = std::path::Path::new(text_or_path);
        if !text_or_path.contains('\n') && path.is_file() {
            let bytes = std::fs::read(path)
                .map_err(|e| Error::msg(format!("cannot read '{text_or_path}': {e}")))?;
            return Self::parse_bytes(ctx, &bytes, text_or_path);
        }
        Self::parse_bytes(ctx, text_or_path.as_bytes(), "<string>")
    }

    /// Parses and verifies `src`, naming it `file_name` in diagnostics.
    pub fn parse_bytes(ctx: &'c Context, src: &[u8], file_name: &str) -> Result<Self, Error> {
        strata_asm::install_diagnostic_printer();
        let mut sources = SourceManager::new();
        sources.add(file_name, Arc::from(src));
        let (parsed, mut diags) = collect_diagnostics(ctx, || {
            Parser::new(ctx, src, file_name).parse_source(ParserConfig::default())
        });
        let parsed = match parsed {
            Ok(p) => p,
            Err(e) => {
                diags.push(*e.0);
                return Err(Error::from_diagnostics(ctx, &sources, diags));
            }
        };
        let &[op] = parsed.ops.as_slice() else {
            return Err(Error::msg("expected a single top-level operation"));
        };
        if !parsed.body.isa::<ModuleOp>(ctx, op) {
            return Err(Error::msg("expected a top-level 'builtin.module'"));
        }
        let module = Module {
            ctx,
            top: parsed.body,
            op,
            sources,
        };
        module.verify()?;
        Ok(module)
    }

    /// Verifies the module; errors are rendered against the parsed source.
    pub fn verify(&self) -> Result<(), Error> {
        strata_asm::install_diagnostic_printer();
        strata_ir::verifier::verify_op(self.ctx, &self.top, self.op)
            .map_err(|d| Error::from_diagnostics(self.ctx, &self.sources, d))
    }

    /// The context.
    pub fn context(&self) -> &'c Context {
        self.ctx
    }

    /// The module's body: the arena of everything inside it.
    pub fn body(&self) -> &Body {
        self.top.isolated_body(self.op).unwrap_or(&self.top)
    }

    /// Mutable access to the module's body.
    pub fn body_mut(&mut self) -> &mut Body {
        if self.top.isolated_body(self.op).is_none() {
            return &mut self.top;
        }
        match self.top.isolated_body_mut(self.op) {
            Some(inner) => inner,
            None => unreachable!("the isolated body was just found"),
        }
    }

    /// The module's single block, holding its top-level operations.
    pub fn entry_block(&self) -> BlockId {
        let body = self.body();
        match body
            .root_regions()
            .first()
            .and_then(|&r| body.entry_block(r))
        {
            Some(b) => b,
            None => unreachable!("a module always has its block"),
        }
    }

    /// The `builtin.module` op and the body holding it.
    pub fn op(&self) -> (&Body, OpId) {
        (&self.top, self.op)
    }

    /// The `builtin.module` op and the body holding it, mutably (to run a
    /// driver such as dialect conversion on the whole module).
    pub fn op_mut(&mut self) -> (&mut Body, OpId) {
        (&mut self.top, self.op)
    }

    /// An error carrying `diagnostics` (about this module's operations),
    /// rendered against the module's source like its parse errors.
    pub fn error(&self, diagnostics: Vec<Diagnostic>) -> Error {
        Error::from_diagnostics(self.ctx, &self.sources, diagnostics)
    }

    /// The top-level body and module op, for the pass manager.
    pub(crate) fn top_mut(&mut self) -> (&mut Body, OpId, &SourceManager) {
        (&mut self.top, self.op, &self.sources)
    }

    /// A builder appending to the module's block.
    pub fn builder(&mut self) -> OpBuilder<'_> {
        let block = self.entry_block();
        let ctx = self.ctx;
        OpBuilder::at_end(ctx, self.body_mut(), block)
    }

    /// Calls `f` on every operation inside the module (not the module
    /// itself), parents before their nested ops, with the body holding it.
    pub fn walk(&self, mut f: impl FnMut(&Body, OpId)) {
        self.body().walk(WalkOrder::PreOrder, &mut |b, op| {
            f(b, op);
            WalkResult::Advance
        });
    }
}

impl fmt::Debug for Module<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Module<'_> {
    /// The module as `strata-opt` prints it (aliases, trailing newline).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Vec::new();
        print_top_level(
            self.ctx,
            &self.top,
            &[self.op],
            PrintFlags::default(),
            &mut out,
        )
        .map_err(|_| fmt::Error)?;
        f.write_str(&String::from_utf8_lossy(&out))
    }
}
