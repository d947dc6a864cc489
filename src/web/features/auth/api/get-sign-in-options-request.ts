import { getSignInOptions as getSignInOptionsEndpoint } from '#shared/contracts/auth';
import { apiRequest } from '#web/lib/api-client';

export const getSignInOptions = (signal?: AbortSignal) =>
  apiRequest(getSignInOptionsEndpoint, { signal });
