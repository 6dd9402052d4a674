/* C reference of reduce.mlir: same data and f32 accumulation order. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

static double now(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

int main(void) {
  long n = 10000000;
  float *a = malloc(n * 4);
  for (long i = 0; i < n; i++)
    a[i] = (float)(i % 10) * 0.1f;
  double t0 = now();
  float tot = 0;
  for (long i = 0; i < n; i++)
    tot += a[i];
  double t1 = now();
  printf("%g\n%g\n", (double)tot, t1 - t0);
  return 0;
}
