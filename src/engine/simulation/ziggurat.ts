/**
 * Tables of the ziggurat method for standard normals (Marsaglia & Tsang, "The Ziggurat Method for
 * Generating Random Variables", J. Stat. Software 5(8), 2000), 128 layers. About 99% of draws need
 * one 32-bit integer, one table lookup and one multiply; the rest go through `zigguratSlowPath`.
 * The layer index (low 7 bits) and the value (high 25 bits) come from separate bits of the draw,
 * which avoids the index/value correlation Doornik (2005) found in the original.
 */

export const ZIGGURAT_LAYERS = 128;
/** Right edge of the base layer, R in Marsaglia & Tsang. */
const TAIL_START = 3.442619855899;
/** Area of each layer, V in Marsaglia & Tsang. */
const LAYER_AREA = 9.91256303526217e-3;
/** Scale of the signed 25-bit value taken from the high bits of a draw. */
const VALUE_SCALE = 16_777_216; // 2^24

/** kn: acceptance thresholds on |value|; wn: value-to-x scale; fn: density at layer edges. */
export const ZIG_KN = new Float64Array(ZIGGURAT_LAYERS);
export const ZIG_WN = new Float64Array(ZIGGURAT_LAYERS);
export const ZIG_FN = new Float64Array(ZIGGURAT_LAYERS);

const buildTables = (): void => {
  let dn = TAIL_START;
  let tn = dn;
  const q = LAYER_AREA / Math.exp(-0.5 * dn * dn);
  ZIG_KN[0] = (dn / q) * VALUE_SCALE;
  ZIG_KN[1] = 0;
  ZIG_WN[0] = q / VALUE_SCALE;
  ZIG_WN[ZIGGURAT_LAYERS - 1] = dn / VALUE_SCALE;
  ZIG_FN[0] = 1;
  ZIG_FN[ZIGGURAT_LAYERS - 1] = Math.exp(-0.5 * dn * dn);
  for (let i = ZIGGURAT_LAYERS - 2; i >= 1; i -= 1) {
    dn = Math.sqrt(-2 * Math.log(LAYER_AREA / dn + Math.exp(-0.5 * dn * dn)));
    ZIG_KN[i + 1] = (dn / tn) * VALUE_SCALE;
    tn = dn;
    ZIG_FN[i] = Math.exp(-0.5 * dn * dn);
    ZIG_WN[i] = dn / VALUE_SCALE;
  }
};
buildTables();

/** Splits a 32-bit draw into the layer index and the signed value. */
export const zigguratLayer = (bits: number): number => bits & (ZIGGURAT_LAYERS - 1);
export const zigguratValue = (bits: number): number => (bits | 0) >> 7;

/** Marsaglia's tail method: the excess over TAIL_START of a normal known to lie beyond it. */
const tailBeyondStart = (uniform: () => number): number => {
  for (;;) {
    const tail = -Math.log(1 - uniform()) / TAIL_START;
    const y = -Math.log(1 - uniform());
    if (y + y >= tail * tail) return tail;
  }
};

/**
 * The rare case: the base layer's tail or a layer's wedge. `nextUint32` and `uniform` draw more
 * numbers from the same generator, so the result stays deterministic.
 */
export const zigguratSlowPath = (
  firstBits: number,
  nextUint32: () => number,
  uniform: () => number,
): number => {
  let bits = firstBits;
  for (;;) {
    const layer = zigguratLayer(bits);
    const value = zigguratValue(bits);
    const x = value * (ZIG_WN[layer] ?? 0);
    if (Math.abs(value) < (ZIG_KN[layer] ?? 0)) return x;
    if (layer === 0) {
      const tail = tailBeyondStart(uniform);
      return value > 0 ? TAIL_START + tail : -TAIL_START - tail;
    }
    const low = ZIG_FN[layer] ?? 0;
    const high = ZIG_FN[layer - 1] ?? 0;
    if (low + uniform() * (high - low) < Math.exp(-0.5 * x * x)) return x;
    bits = nextUint32();
  }
};
