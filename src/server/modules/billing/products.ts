import { CATALOGUE, type Currency, type MembershipTier } from '#shared/catalogue';
import type { PaidTierId } from '#shared/contracts/billing';

/** What a checkout sells, read from the catalogue only: price, tokens and Stripe's mode. */
export type Product = {
  kind: 'pack' | 'tier';
  id: string;
  /** A pack's tokens, or a tier's monthly allowance. */
  tokens: number;
  price: Record<Currency, number>;
};

export const findProduct = (kind: string, id: string): Product => {
  if (kind === 'pack') {
    const pack = CATALOGUE.packs.find((candidate) => candidate.id === id);
    if (pack) return { kind, id, tokens: pack.tokens, price: pack.price };
  }
  if (kind === 'tier') {
    const tier = CATALOGUE.tiers.find((candidate) => candidate.id === id);
    if (tier?.monthlyPrice)
      return { kind, id, tokens: tier.monthlyTokens, price: tier.monthlyPrice };
  }
  // Rows and requests are validated against the catalogue first; this is a programming error.
  throw new Error(`No ${kind} ${id} in the catalogue`);
};

export const findTier = (id: string): MembershipTier => {
  const tier = CATALOGUE.tiers.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`No tier ${id} in the catalogue`);
  return tier;
};

export const isPaidTierId = (id: string): id is PaidTierId => id === 'plus' || id === 'pro';
