import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CatalogueSchema,
  CURRENCIES,
  FREE_FEATURES,
  findPaidTool,
  PAID_TOOL_IDS,
  unitPrice,
} from './catalogue';

const pairs = <T>(items: readonly T[]): [T, T][] =>
  items.slice(1).map((item, index) => [items[index] as T, item]);

describe('catalogue', () => {
  it('matches its own schema', () => {
    expect(CatalogueSchema.parse(CATALOGUE)).toEqual(CATALOGUE);
  });

  it('keeps the calculator, results, saving, sharing and export free', () => {
    expect(CATALOGUE.freeFeatures).toEqual([...FREE_FEATURES]);
    for (const feature of ['calculator', 'results', 'saving', 'sharing', 'export'] as const) {
      expect(CATALOGUE.freeFeatures).toContain(feature);
    }
  });

  it('has unique ids for tools, packs and tiers', () => {
    const unique = (ids: string[]) => new Set(ids).size === ids.length;
    expect(unique(CATALOGUE.paidTools.map((tool) => tool.id))).toBe(true);
    expect(unique(CATALOGUE.packs.map((pack) => pack.id))).toBe(true);
    expect(unique(CATALOGUE.tiers.map((tier) => tier.id))).toBe(true);
    expect(CATALOGUE.paidTools.map((tool) => tool.id).sort()).toEqual([...PAID_TOOL_IDS].sort());
  });

  it('lists packs by size, each bigger pack costing more', () => {
    for (const [smaller, bigger] of pairs(CATALOGUE.packs)) {
      expect(bigger.tokens).toBeGreaterThan(smaller.tokens);
      for (const currency of CURRENCIES) {
        expect(bigger.price[currency]).toBeGreaterThan(smaller.price[currency]);
      }
    }
  });

  it('never raises the price of one token as packs grow', () => {
    for (const [smaller, bigger] of pairs(CATALOGUE.packs)) {
      for (const currency of CURRENCIES) {
        expect(unitPrice(bigger, currency)).toBeLessThanOrEqual(unitPrice(smaller, currency));
      }
    }
  });

  it('orders tiers from free upwards: price, tokens and daily runs never fall', () => {
    const [free, ...paid] = CATALOGUE.tiers;
    expect(free?.id).toBe('free');
    expect(free?.monthlyPrice).toBeNull();
    expect(free?.dailyFreeSimulatorRuns).toBe(findPaidTool('simulatorRun').dailyFreeUses);
    for (const tier of paid) expect(tier.monthlyPrice).not.toBeNull();
    for (const [lower, higher] of pairs(CATALOGUE.tiers)) {
      expect(higher.monthlyTokens).toBeGreaterThan(lower.monthlyTokens);
      expect(higher.dailyFreeSimulatorRuns).toBeGreaterThan(lower.dailyFreeSimulatorRuns);
    }
    for (const [lower, higher] of pairs(paid)) {
      for (const currency of CURRENCIES) {
        expect(higher.monthlyPrice?.[currency]).toBeGreaterThan(
          lower.monthlyPrice?.[currency] ?? 0,
        );
      }
    }
  });

  it('makes a membership token no dearer than a token from the smallest pack', () => {
    const smallest = CATALOGUE.packs[0];
    if (!smallest) throw new Error('no packs');
    for (const tier of CATALOGUE.tiers) {
      if (!tier.monthlyPrice) continue;
      for (const currency of CURRENCIES) {
        expect(tier.monthlyPrice[currency] / tier.monthlyTokens).toBeLessThanOrEqual(
          unitPrice(smallest, currency),
        );
      }
    }
  });

  it('costs at least one token per paid use and says which tools exist today', () => {
    for (const tool of CATALOGUE.paidTools) expect(tool.tokenCost).toBeGreaterThanOrEqual(1);
    expect(findPaidTool('simulatorRun').isAvailable).toBe(true);
    expect(findPaidTool('simulatorRun').dailyFreeUses).toBeGreaterThan(0);
  });

  it('rejects a pack with a fractional price or a bad id', () => {
    const pack = { id: 'pack-20', tokens: 20, price: { USD: 4.99, TRY: 19_900 } };
    const broken = { ...CATALOGUE, packs: [pack] };
    expect(CatalogueSchema.safeParse(broken).success).toBe(false);
    const badId = { ...CATALOGUE, packs: [{ ...pack, id: 'Pack 20', price: { USD: 1, TRY: 1 } }] };
    expect(CatalogueSchema.safeParse(badId).success).toBe(false);
  });
});
