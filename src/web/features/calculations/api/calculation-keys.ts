/**
 * Every calculation query starts with this key (GET /api/calculations), so one invalidation
 * refreshes lists and details. Written out, not read from the contract, so the calculator's first
 * load can seed a saved calculation without Zod (docs/decisions/009); calculation-keys.test.ts
 * checks it against the contract.
 */
export const CALCULATIONS_KEY = ['/api/calculations'] as const;

/** The query key of one saved calculation. */
export const calculationKey = (id: string) => [...CALCULATIONS_KEY, 'detail', id] as const;
