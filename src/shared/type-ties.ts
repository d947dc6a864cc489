/*
 * Compile-time ties between an engine type and the shared schema that describes the same data on
 * the wire (issue 32): a schema that drifts from its type, either way, stops the typecheck.
 */

/**
 * True when A and B describe the same values: each is assignable to the other (so a field added,
 * dropped, made optional or narrowed on one side only makes it false).
 */
export type Equals<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Accepts only `true`: `tie<Equals<EngineType, z.infer<typeof Schema>>>(true)`. */
export const tie = <Check extends true>(check: Check): Check => check;
