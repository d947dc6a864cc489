/**
 * The regularised incomplete beta function I_x(a, b), the CDF of a Beta(a, b) distribution, for
 * the validation rule's Beta-Binomial posterior. Numerical Recipes (3rd ed., section 6.4): a
 * Lanczos log-gamma and Lentz's continued fraction, accurate to about 1e-10 for the counts the
 * contract allows. Pure and deterministic.
 */

const LANCZOS = [
  76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155,
  0.001208650973866179, -0.5395239384953e-5,
];

/** ln Γ(x) for x > 0 (Lanczos, relative error below 2e-10). */
export const logGamma = (x: number): number => {
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let series = 1.00000000019001;
  for (const coefficient of LANCZOS) {
    y += 1;
    series += coefficient / y;
  }
  return -tmp + Math.log((2.5066282746310007 * series) / x);
};

const MAX_ITERATIONS = 300;
const EPSILON = 1e-14;
const TINY = 1e-300;

// Continued fraction for I_x(a, b), modified Lentz; converges fast for x < (a + 1) / (a + b + 2).
const continuedFraction = (a: number, b: number, x: number): number => {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h;
};

/** I_x(a, b) = P(X <= x) for X ~ Beta(a, b), a, b > 0, x in [0, 1]. */
export const regularizedBeta = (x: number, a: number, b: number): number => {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x),
  );
  // Use the symmetry I_x(a, b) = 1 - I_(1-x)(b, a) where the fraction converges faster.
  return x < (a + 1) / (a + b + 2)
    ? (front * continuedFraction(a, b, x)) / a
    : 1 - (front * continuedFraction(b, a, 1 - x)) / b;
};
