import type { Endpoint } from '#shared/contracts/endpoint';

/**
 * Every endpoint the shared contracts define, read from the contract files themselves, so an
 * endpoint added tomorrow is in the list without anyone remembering to add it here.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/shared/contracts/*.ts', {
  eager: true,
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/api/');

export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...new Set(
    Object.values(modules).flatMap((exports) => Object.values(exports).filter(isEndpoint)),
  ),
];

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** The `:name` placeholders of a path, in order. */
export const paramsOf = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
