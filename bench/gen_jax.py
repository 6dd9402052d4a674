#!/usr/bin/env python3
"""Writes JAX programs as StableHLO in generic form with debug info.

A transformer (attention + MLP blocks, layer norm) of N unrolled layers and
the gradient of its loss, lowered with `jax.jit(...).lower(...)` and printed
by JAX's own MLIR (`get_asm(print_generic_op_form=True,
enable_debug_info=True)`): the text real clients hand to MLIR tools. The
size grows linearly with --layers (about 65 KB per layer).

Needs `jax` (`pip install jax jaxlib`, CPU build); a benchmark dependency
only, never needed to build or test Strata.

  bench/gen_jax.py --layers 12 -o model.mlir
"""
import argparse
import sys


def transformer_grad_module(layers, dim=64, heads=4, seq=16):
    import jax
    import jax.numpy as jnp

    def layer_norm(x):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(var + 1e-5)

    def attention(x, w):
        q, k, v = (x @ w["q"], x @ w["k"], x @ w["v"])
        split = lambda t: t.reshape(seq, heads, dim // heads).transpose(1, 0, 2)
        q, k, v = split(q), split(k), split(v)
        scores = jnp.einsum("hqd,hkd->hqk", q, k) / jnp.sqrt(dim // heads)
        mask = jnp.tril(jnp.ones((seq, seq), dtype=bool))
        scores = jnp.where(mask, scores, -1e9)
        out = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(scores, axis=-1), v)
        return out.transpose(1, 0, 2).reshape(seq, dim) @ w["o"]

    def model(params, x):
        for w in params:
            x = x + attention(layer_norm(x), w)
            x = x + jax.nn.gelu(layer_norm(x) @ w["up"]) @ w["down"]
        return jnp.mean(layer_norm(x) ** 2)

    key = jax.random.PRNGKey(0)
    shapes = {"q": (dim, dim), "k": (dim, dim), "v": (dim, dim), "o": (dim, dim),
              "up": (dim, 4 * dim), "down": (4 * dim, dim)}
    params = [{n: jax.random.normal(key, s) * 0.02 for n, s in shapes.items()}
              for _ in range(layers)]
    x = jnp.ones((seq, dim))
    lowered = jax.jit(jax.value_and_grad(model)).lower(params, x)
    return lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    text = transformer_grad_module(args.layers)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
