//! The conversion target: which operations are legal after a conversion.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use strata_ir::{Body, Context, OpId, OperationName};

/// Decides whether one operation instance is legal: `Some(legal)`, or
/// `None` to defer to the target's unknown-operation legality callback.
pub type LegalityFn = Arc<dyn Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync>;

/// How the target treats an operation or a dialect.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when a callback says so.
    Dynamic,
    /// Always illegal: it must be converted.
    Illegal,
}

/// What the target knows about a legal operation.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// The operations nested in this one are legal too and are not visited.
    pub is_recursively_legal: bool,
}

#[derive(Clone)]
struct LegalizationInfo {
    action: LegalizationAction,
    recursively_legal: bool,
    legality: Option<LegalityFn>,
}

impl LegalizationInfo {
    fn new(action: LegalizationAction, legality: Option<LegalityFn>) -> Self {
        LegalizationInfo {
            action,
            recursively_legal: false,
            legality,
        }
    }
}

impl LegalizationInfo {
    fn rule(&self) -> Rule<'_> {
        Rule {
            action: self.action,
            recursively_legal: self.recursively_legal,
            legality: self.legality.as_ref(),
        }
    }
}

/// A [`LegalizationInfo`] borrowed from the target (looked up per
/// operation, so without touching the callback's reference count).
#[derive(Copy, Clone)]
struct Rule<'t> {
    action: LegalizationAction,
    recursively_legal: bool,
    legality: Option<&'t LegalityFn>,
}

/// The legality rules a conversion must satisfy: legal, illegal and
/// dynamically legal operations and dialects, a fallback for operations
/// the target says nothing about, and recursively legal operations.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<Box<str>, LegalizationInfo>,
    dialects: FxHashMap<Box<str>, LegalizationInfo>,
    recursive_legality: FxHashMap<Box<str>, LegalityFn>,
    unknown_legality: Option<LegalityFn>,
}

fn callback(
    f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
) -> LegalityFn {
    Arc::new(f)
}

impl ConversionTarget {
    /// A target with no rules: every operation is of unknown legality.
    pub fn new() -> Self {
        Self::default()
    }

    fn set_op(&mut self, name: &str, info: LegalizationInfo) {
        self.ops.insert(name.into(), info);
    }

    /// Marks the named operations legal.
    pub fn add_legal_ops(&mut self, names: &[&str]) {
        for n in names {
            self.set_op(n, LegalizationInfo::new(LegalizationAction::Legal, None));
        }
    }

    /// Marks the named operations illegal.
    pub fn add_illegal_ops(&mut self, names: &[&str]) {
        for n in names {
            self.set_op(n, LegalizationInfo::new(LegalizationAction::Illegal, None));
        }
    }

    /// Makes the legality of an operation depend on `f`.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        let info = LegalizationInfo::new(LegalizationAction::Dynamic, Some(callback(f)));
        self.set_op(name, info);
    }

    /// Marks every operation of the named dialects legal (unless an
    /// operation has a rule of its own).
    pub fn add_legal_dialects(&mut self, dialects: &[&str]) {
        for d in dialects {
            let info = LegalizationInfo::new(LegalizationAction::Legal, None);
            self.dialects.insert((*d).into(), info);
        }
    }

    /// Marks every operation of the named dialects illegal.
    pub fn add_illegal_dialects(&mut self, dialects: &[&str]) {
        for d in dialects {
            let info = LegalizationInfo::new(LegalizationAction::Illegal, None);
            self.dialects.insert((*d).into(), info);
        }
    }

    /// Makes the legality of a dialect's operations depend on `f`.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        let info = LegalizationInfo::new(LegalizationAction::Dynamic, Some(callback(f)));
        self.dialects.insert(dialect.into(), info);
    }

    /// Decides the legality of operations without any rule (and of dynamic
    /// operations whose callback answers `None`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.unknown_legality = Some(callback(f));
    }

    /// Marks a legal (or dynamically legal) operation recursively legal:
    /// when it is legal, everything nested in it is too. With `f`, only the
    /// instances for which `f` does not answer `Some(false)`.
    pub fn mark_op_recursively_legal(
        &mut self,
        name: &str,
        f: Option<LegalityFn>,
    ) -> Result<(), String> {
        let Some(info) = self.ops.get_mut(name) else {
            return Err(format!("'{name}' must be marked legal first"));
        };
        if info.action == LegalizationAction::Illegal {
            return Err(format!("'{name}' is illegal"));
        }
        info.recursively_legal = true;
        match f {
            Some(f) => {
                self.recursive_legality.insert(name.into(), f);
            }
            None => {
                self.recursive_legality.remove(name);
            }
        }
        Ok(())
    }

    /// The rule for `name`, borrowed from the target: the op's, its
    /// dialect's, or the unknown-operation fallback.
    fn info(&self, ctx: &Context, name: OperationName) -> Option<Rule<'_>> {
        if let Some(i) = self.ops.get(name.as_str(ctx)) {
            return Some(i.rule());
        }
        if let Some(i) = self.dialects.get(name.dialect_name(ctx)) {
            return Some(i.rule());
        }
        self.unknown_legality.as_ref().map(|f| Rule {
            action: LegalizationAction::Dynamic,
            recursively_legal: false,
            legality: Some(f),
        })
    }

    /// The action for an operation name, if the target has one.
    pub fn op_action(&self, ctx: &Context, name: OperationName) -> Option<LegalizationAction> {
        self.info(ctx, name).map(|i| i.action)
    }

    fn unknown(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        self.unknown_legality
            .as_ref()
            .and_then(|f| f(ctx, body, op))
            .unwrap_or(false)
    }

    /// `Some` with details if `op` is legal, `None` if it is illegal or of
    /// unknown legality.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        let name = body.op_name(op);
        let info = self.info(ctx, name)?;
        let legal = match info.action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => match info.legality {
                Some(f) => f(ctx, body, op).unwrap_or_else(|| self.unknown(ctx, body, op)),
                None => self.unknown(ctx, body, op),
            },
        };
        if !legal {
            return None;
        }
        let is_recursively_legal = info.recursively_legal
            && self
                .recursive_legality
                .get(name.as_str(ctx))
                .is_none_or(|f| f(ctx, body, op).unwrap_or(true));
        Some(LegalOpDetails {
            is_recursively_legal,
        })
    }

    /// True if `op` is explicitly illegal: marked illegal, or dynamically
    /// legal with a callback answering `Some(false)`.
    pub fn is_illegal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let Some(info) = self.info(ctx, body.op_name(op)) else {
            return false;
        };
        if info.action == LegalizationAction::Dynamic
            && let Some(r) = info.legality.and_then(|f| f(ctx, body, op))
        {
            return !r;
        }
        info.action == LegalizationAction::Illegal
    }
}
