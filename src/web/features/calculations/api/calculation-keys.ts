import { listCalculationsEndpoint } from '#shared/contracts/calculations';

/** Every calculation query starts with this key, so one invalidation refreshes lists and details. */
export const CALCULATIONS_KEY = [listCalculationsEndpoint.path] as const;
