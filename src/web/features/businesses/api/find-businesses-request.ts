import {
  type Business,
  findBusinesses as findBusinessesEndpoint,
} from '#shared/contracts/businesses';
import { apiRequest } from '#web/lib/api-client';

export const findBusinesses = async (signal?: AbortSignal): Promise<Business[]> =>
  (await apiRequest(findBusinessesEndpoint, { signal })).businesses;
