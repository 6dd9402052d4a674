//! Dominator and post-dominator trees of a small graph given as successor
//! lists, with a virtual root above the given roots (upstream's
//! post-dominator trees hang every exit under such a root).

/// A (post-)dominator tree over nodes `0..n`.
pub(crate) struct DomGraph {
    /// Immediate dominator of each node; `virtual_root` for the roots and
    /// `None` for nodes the roots do not reach.
    idom: Vec<Option<usize>>,
    /// The virtual root's index (`n`).
    virtual_root: usize,
}

impl DomGraph {
    /// The dominator tree of `succs` rooted at `entry`.
    pub fn dominators(succs: &[Vec<usize>], entry: usize) -> DomGraph {
        DomGraph::build(succs, &[entry])
    }

    /// The post-dominator tree of `succs`: edges reversed, rooted at the
    /// nodes without successors, then at the first node (in order) of each
    /// part that reaches no exit.
    pub fn post_dominators(succs: &[Vec<usize>]) -> DomGraph {
        let n = succs.len();
        let mut preds = vec![Vec::new(); n];
        for (i, s) in succs.iter().enumerate() {
            for &t in s {
                preds[t].push(i);
            }
        }
        let mut roots: Vec<usize> = (0..n).filter(|&i| succs[i].is_empty()).collect();
        let mut reached = reach(&preds, &roots);
        for i in 0..n {
            if !reached[i] {
                roots.push(i);
                reached = reach(&preds, &roots);
            }
        }
        DomGraph::build(&preds, &roots)
    }

    fn build(succs: &[Vec<usize>], roots: &[usize]) -> DomGraph {
        let n = succs.len();
        let vr = n;
        let next = |i: usize| -> &[usize] { if i == vr { roots } else { &succs[i] } };
        // Post-order from the virtual root.
        let mut post = Vec::new();
        let mut seen = vec![false; n + 1];
        seen[vr] = true;
        let mut stack = vec![(vr, 0usize)];
        while let Some(&mut (node, ref mut i)) = stack.last_mut() {
            if let Some(&t) = next(node).get(*i) {
                *i += 1;
                if !seen[t] {
                    seen[t] = true;
                    stack.push((t, 0));
                }
            } else {
                post.push(node);
                stack.pop();
            }
        }
        let mut order = vec![usize::MAX; n + 1];
        for (k, &node) in post.iter().enumerate() {
            order[node] = k;
        }
        let mut preds = vec![Vec::new(); n + 1];
        for &node in &post {
            for &t in next(node) {
                preds[t].push(node);
            }
        }
        let mut idom: Vec<Option<usize>> = vec![None; n + 1];
        idom[vr] = Some(vr);
        let mut changed = true;
        while changed {
            changed = false;
            for &node in post.iter().rev().skip(1) {
                let mut new = None;
                for &p in &preds[node] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(cur) => intersect(&idom, &order, p, cur),
                    });
                }
                if new.is_some() && idom[node] != new {
                    idom[node] = new;
                    changed = true;
                }
            }
        }
        idom.truncate(n);
        DomGraph {
            idom,
            virtual_root: vr,
        }
    }

    /// True if `b` is reached from the roots.
    pub fn is_reachable(&self, b: usize) -> bool {
        self.idom.get(b).is_some_and(Option::is_some)
    }

    /// True if `a` dominates `b` (`b` unreached: dominated by all; `a`
    /// unreached: dominates nothing but itself).
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let mut cur = b;
        while let Some(Some(p)) = self.idom.get(cur) {
            if *p == a {
                return true;
            }
            if *p == self.virtual_root {
                return false;
            }
            cur = *p;
        }
        false
    }

    /// The nearest common dominator of `a` and `b`, `None` if it is the
    /// virtual root or either is unreached.
    pub fn nearest_common(&self, a: usize, b: usize) -> Option<usize> {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return None;
        }
        let chain = |mut x: usize| {
            let mut c = vec![x];
            while let Some(Some(p)) = self.idom.get(x) {
                if *p == self.virtual_root {
                    break;
                }
                c.push(*p);
                x = *p;
            }
            c
        };
        let ca = chain(a);
        chain(b).into_iter().find(|x| ca.contains(x))
    }
}

fn intersect(idom: &[Option<usize>], order: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while order[a] < order[b] {
            a = idom[a].unwrap_or(b);
        }
        while order[b] < order[a] {
            b = idom[b].unwrap_or(a);
        }
    }
    a
}

/// Which nodes `edges` reach from `roots`.
fn reach(edges: &[Vec<usize>], roots: &[usize]) -> Vec<bool> {
    let mut seen = vec![false; edges.len()];
    let mut stack: Vec<usize> = roots.to_vec();
    while let Some(x) = stack.pop() {
        if !std::mem::replace(&mut seen[x], true) {
            stack.extend(edges[x].iter().copied());
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::DomGraph;

    #[test]
    fn diamond_dominators_and_post_dominators() {
        let succs = vec![vec![1, 2], vec![3], vec![3], vec![]];
        let dom = DomGraph::dominators(&succs, 0);
        assert_eq!(dom.nearest_common(1, 2), Some(0));
        assert!(dom.dominates(0, 3) && !dom.dominates(1, 3));
        let post = DomGraph::post_dominators(&succs);
        assert_eq!(post.nearest_common(0, 1), Some(3));
        assert!(post.dominates(3, 0) && !post.dominates(1, 0));
    }

    #[test]
    fn two_exits_meet_only_at_the_virtual_root() {
        let succs = vec![vec![1, 2], vec![], vec![]];
        let post = DomGraph::post_dominators(&succs);
        assert_eq!(post.nearest_common(1, 2), None);
        assert_eq!(post.nearest_common(0, 0), Some(0));
    }
}
