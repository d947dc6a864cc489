import { findCalculations } from '#shared/contracts/calculations';

/** Every calculation query starts with this key, so one invalidation refreshes lists and details. */
export const CALCULATIONS_KEY = [findCalculations.path] as const;
