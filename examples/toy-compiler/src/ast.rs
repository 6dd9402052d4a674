//! The syntax tree of the toy language.

/// A source position (1-based line and column).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Line.
    pub line: u32,
    /// Column.
    pub col: u32,
}

/// A binary arithmetic operator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (signed)
    Div,
}

/// A comparison (signed).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

/// An expression; every value is a 64-bit integer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// An integer literal.
    Int(i64, Pos),
    /// A parameter.
    Var(String, Pos),
    /// `lhs op rhs`.
    Binary(BinOp, Box<Expr>, Box<Expr>, Pos),
    /// `f(args)`.
    Call(String, Vec<Expr>, Pos),
    /// `if lhs cmp rhs then a else b`.
    If {
        /// The comparison.
        cmp: CmpOp,
        /// Its left side.
        lhs: Box<Expr>,
        /// Its right side.
        rhs: Box<Expr>,
        /// The value when it holds.
        then: Box<Expr>,
        /// The value otherwise.
        other: Box<Expr>,
        /// Where `if` is.
        pos: Pos,
    },
}

/// `fn name(params) = body;`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// The name.
    pub name: String,
    /// The parameter names.
    pub params: Vec<String>,
    /// The body.
    pub body: Expr,
    /// Where the function starts.
    pub pos: Pos,
}
