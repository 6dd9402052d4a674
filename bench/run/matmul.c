/* C reference of matmul.mlir: same data, loop order and checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

/* How many times the kernel runs (bench.py's kernel CPU time: 0 and 4). */
#ifndef REPS
#define REPS 1
#endif

static double now(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

int main(void) {
  long n = 512, nn = n * n;
  float *a = malloc(nn * 4), *b = malloc(nn * 4), *c = malloc(nn * 4);
  for (long i = 0; i < nn; i++) {
    a[i] = (float)(i % 7) * 0.5f;
    b[i] = (float)(i % 5);
    c[i] = 0.0f;
  }
  double t0 = now();
  for (int rep = 0; rep < REPS; rep++)
    for (long x = 0; x < n; x++)
      for (long k = 0; k < n; k++) {
        float aik = a[x * n + k];
        for (long j = 0; j < n; j++)
          c[x * n + j] = c[x * n + j] + aik * b[k * n + j];
      }
  double t1 = now();
  double tot = 0;
  for (long i = 0; i < nn; i++)
    tot += c[i];
  printf("%g\n%g\n", tot, t1 - t0);
  return 0;
}
