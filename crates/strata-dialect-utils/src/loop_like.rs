//! `LoopLikeOpInterface` verification: a loop's initial values, the region
//! arguments that receive them, the values its body yields and the loop's
//! results agree in number and type, with mlir-opt's messages.

use strata_asm::type_to_string;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpId, Type};

/// The types a loop carries from one iteration to the next.
pub struct LoopCarried<'a> {
    /// The initial values, given to the first iteration.
    pub inits: &'a [Type],
    /// The body's arguments that receive them (after any induction
    /// variable).
    pub iter_args: &'a [Type],
    /// What the body yields to the next iteration (empty when the body
    /// yields nothing, which this check leaves to the region-branch one).
    pub yielded: &'a [Type],
    /// The loop's results, for loops whose results are the carried values.
    pub results: Option<&'a [Type]>,
}

/// Checks the carried values of the loop `op` as upstream's
/// `verifyLoopLikeOpInterface`: counts first, then types in order.
pub fn verify_loop_like(ctx: &Context, body: &Body, op: OpId, loop_: &LoopCarried) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let show = |t: Type| type_to_string(ctx, t);
    let LoopCarried {
        inits,
        iter_args,
        yielded,
        results,
    } = *loop_;
    if inits.len() != iter_args.len() {
        return err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = results
        && results.len() != iter_args.len()
    {
        return err(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                show(init),
                show(arg)
            ));
        }
        if let Some(&value) = yielded.get(i)
            && arg != value
        {
            return err(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                show(arg),
                show(value)
            ));
        }
    }
    // Upstream numbers every result mismatch as the 0-th (its counter is
    // never advanced); the messages keep that.
    for (&arg, &result) in iter_args.iter().zip(results.unwrap_or_default()) {
        if arg != result {
            return err(format!(
                "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                show(arg),
                show(result)
            ));
        }
    }
    Ok(())
}
