/**
 * Seeded pseudo-random numbers: xoshiro128** (Blackman & Vigna, https://prng.di.unimi.it/)
 * seeded through splitmix32, so one integer seed gives one reproducible stream in Node and browsers.
 * 32-bit arithmetic only (Math.imul, >>> 0), which every JavaScript engine computes identically.
 */

/** 2^-32: maps a 32-bit unsigned integer to [0, 1). */
const UINT32_TO_UNIT = 1 / 4_294_967_296;

/** splitmix32 step (golden-ratio increment); used to expand a seed into independent state words. */
const splitmix32 = (state: number): { next: number; value: number } => {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return { next, value: (z ^ (z >>> 16)) >>> 0 };
};

/** Mixes a seed and a stream index into one 32-bit seed (independent sub-streams, e.g. per block). */
export const deriveSeed = (seed: number, stream: number): number => {
  const first = splitmix32(seed | 0);
  return splitmix32((first.value ^ Math.imul(stream | 0, 0x27d4eb2d)) | 0).value;
};

import { ZIG_KN, ZIG_WN, zigguratLayer, zigguratSlowPath, zigguratValue } from './ziggurat';

export class SeededRandom {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** `seed`: any integer (only its low 32 bits are used). */
  constructor(seed: number) {
    let state = seed | 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const step = splitmix32(state);
      state = step.next;
      words.push(step.value);
    }
    [this.s0, this.s1, this.s2, this.s3] = words as [number, number, number, number];
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1; // all-zero state is a fixed point
  }

  /** Next 32-bit unsigned integer (xoshiro128**). */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform in [0, 1) with 32-bit resolution. */
  uniform(): number {
    return this.nextUint32() * UINT32_TO_UNIT;
  }

  /** Standard normal N(0, 1) by the ziggurat method (ziggurat.ts). */
  normal(): number {
    const bits = this.nextUint32();
    const layer = zigguratLayer(bits);
    const value = zigguratValue(bits);
    if (Math.abs(value) < (ZIG_KN[layer] ?? 0)) return value * (ZIG_WN[layer] ?? 0);
    return zigguratSlowPath(bits, this.nextUint32Bound, this.uniformBound);
  }

  private readonly nextUint32Bound = (): number => this.nextUint32();
  private readonly uniformBound = (): number => this.uniform();

  /** Normal with the given mean and standard deviation. */
  gaussian(mean: number, sd: number): number {
    return mean + sd * this.normal();
  }

  /** Lognormal: exp(N(mu, sigma)); mu and sigma are on the log scale. */
  lognormal(mu: number, sigma: number): number {
    return Math.exp(mu + sigma * this.normal());
  }

  /** Fills `target` with standard normals (the same numbers as repeated normal() calls). */
  fillNormals(target: Float64Array): void {
    for (let i = 0; i < target.length; i += 1) target[i] = this.normal();
  }
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));
