import { describe, expect, it } from 'vitest';
import { CONTRACT_ENDPOINTS } from '#tests/fixtures/contract-endpoints';

/*
 * Every endpoint descriptor is named verb + noun with one of five verbs (docs/where-things-go.md),
 * so a reader finds `createSimulation` without guessing between run, start and make. The verb
 * follows the method: reads are get (one thing) or find (a list or a search), DELETE is delete.
 */
const VERBS = ['get', 'find', 'create', 'update', 'delete'] as const;
const NAME = new RegExp(`^(${VERBS.join('|')})[A-Z][A-Za-z]*$`);

const DESCRIPTORS = CONTRACT_ENDPOINTS;

describe('endpoint descriptor names', () => {
  it('finds the descriptors (the fixture reads the contracts)', () => {
    expect(DESCRIPTORS.length).toBeGreaterThan(90);
  });

  it('are verb + noun with get, find, create, update or delete', () => {
    const offenders = DESCRIPTORS.filter(({ name }) => !NAME.test(name)).map(
      ({ file, name }) => `${file}: ${name}`,
    );
    expect(offenders).toEqual([]);
  });

  it('read with get or find, and delete with delete', () => {
    const offenders = DESCRIPTORS.filter(({ name, endpoint }) => {
      if (endpoint.method === 'GET') return !/^(get|find)/.test(name);
      if (endpoint.method === 'DELETE') return !name.startsWith('delete');
      return /^(get)/.test(name);
    }).map(({ file, name, endpoint }) => `${file}: ${name} (${endpoint.method})`);
    expect(offenders).toEqual([]);
  });
});
