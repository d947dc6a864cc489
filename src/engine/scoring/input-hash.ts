import { type CalculatorInput, statedInputNames } from '../inputs';

const FNV_PRIME_32 = 0x01000193;
const FNV_OFFSET_A = 0x811c9dc5;
/** A second offset basis gives an independent 32-bit half, for a 64-bit hash without BigInt. */
const FNV_OFFSET_B = 0x050c5d1f;

/**
 * Canonical JSON of an input: the 12 required fields in a fixed order, then the optional fields
 * that are known (an absent or `unknown` area type is left out, so older hashes stay valid).
 */
export const canonicalInputJson = (input: CalculatorInput): string =>
  JSON.stringify(
    Object.fromEntries(
      statedInputNames(input).map((name) => {
        const value = input[name];
        // -0 and 0 are the same capital.
        return [name, typeof value === 'number' && value === 0 ? 0 : value];
      }),
    ),
  );

const fnv1a = (text: string, offset: number): number => {
  let hash = offset;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME_32);
  }
  return hash >>> 0;
};

/** 16 hex digits: two FNV-1a 32-bit hashes of the canonical JSON. */
export const hashInput = (input: CalculatorInput): string => {
  const json = canonicalInputJson(input);
  const high = fnv1a(json, FNV_OFFSET_A).toString(16).padStart(8, '0');
  const low = fnv1a(json, FNV_OFFSET_B).toString(16).padStart(8, '0');
  return `${high}${low}`;
};
