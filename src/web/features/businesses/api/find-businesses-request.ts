import {
  type Business,
  findBusinesses as findBusinessesEndpoint,
} from '#shared/contracts/businesses';
import { readApiResponse } from '#web/lib/api-client';

/** Reads the answer to GET /api/businesses, already sent (find-businesses.ts). */
export const readBusinesses = async (sent: Promise<Response>): Promise<Business[]> =>
  (await readApiResponse(findBusinessesEndpoint, sent)).businesses;
