import type { Endpoint } from '#shared/contracts/endpoint';
import { CONTRACT_ENDPOINTS } from '#tests/fixtures/contract-endpoints';

/** Every endpoint the shared contracts define, once each (tests/fixtures/contract-endpoints.ts). */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...new Set(CONTRACT_ENDPOINTS.map(({ endpoint }) => endpoint)),
];

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** The `:name` placeholders of a path, in order. */
export const paramsOf = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
