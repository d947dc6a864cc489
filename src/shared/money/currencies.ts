/*
 * The one owner of money conversion (issue 34, item 7). The engine works in US dollars; founders
 * type amounts in their own currency, which is converted here with a sourced, dated rate and kept
 * as typed beside the dollars the model used. Zod-free: the calculator's first load imports it
 * (docs/decisions/009); the schemas are in money-schemas.ts.
 */

/** Currencies amounts can be typed and shown in; USD is the model's own. */
export const MONEY_CURRENCIES = ['USD', 'TRY', 'EUR'] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];
export const MODEL_CURRENCY = 'USD' satisfies MoneyCurrency;

/**
 * How many units of a currency buy what one US dollar buys, with where the figure comes from.
 * `ppp`: a purchasing-power parity (what money buys at home, the right scale for a founder's budget);
 * `market`: an exchange rate. `area` is whose prices the figure describes.
 */
export type ConversionRate = {
  currency: Exclude<MoneyCurrency, 'USD'>;
  unitsPerUsd: number;
  kind: 'ppp' | 'market';
  /** The year the figure describes. */
  year: number;
  area: 'TR' | 'EU';
  /** The series as its publisher names it. */
  series: string;
  publisher: string;
  title: string;
  url: string;
};

/*
 * Both figures are OECD GDP purchasing-power parities, "PPP exchange rate (USA = 1)", from the
 * basic-statistics table of the latest OECD Economic Survey that gives one. No euro-area table was
 * found, so EUR uses the European Union's (in euros; OTHER's base rate is the EU figure too), and
 * the two years differ: each rate names its own. Turkish prices have risen fast since 2023, so a lira
 * amount converted at the 2023 parity reads as more dollars than it buys today.
 */
export const CONVERSION_RATES = {
  TRY: {
    currency: 'TRY',
    unitsPerUsd: 7.35,
    kind: 'ppp',
    year: 2023,
    area: 'TR',
    series: 'PPP exchange rate (USA = 1), GDP',
    publisher: 'OECD',
    title: 'OECD Economic Surveys: Türkiye 2025, Basic statistics of Türkiye, 2023',
    url: 'https://www.oecd.org/en/publications/oecd-economic-surveys-turkiye-2025_d01c660f-en/full-report/basic-statistics-of-turkiye-2023_202349eb.html',
  },
  EUR: {
    currency: 'EUR',
    unitsPerUsd: 0.66,
    kind: 'ppp',
    year: 2024,
    area: 'EU',
    series: 'PPP exchange rate (USA = 1), GDP',
    publisher: 'OECD',
    title:
      'OECD Economic Surveys: European Union and Euro Area 2025, Basic statistics of the European Union, 2024',
    url: 'https://www.oecd.org/en/publications/oecd-economic-surveys-european-union-and-euro-area-2025_5ec8dcc2-en/full-report/basic-statistics-of-the-european-union-2024_3e3c0872',
  },
} as const satisfies {
  [Code in Exclude<MoneyCurrency, 'USD'>]: ConversionRate & { currency: Code };
};

export const isMoneyCurrency = (value: unknown): value is MoneyCurrency =>
  typeof value === 'string' && (MONEY_CURRENCIES as readonly string[]).includes(value);

/** The rate of a currency, or null for the model's own dollars. */
export const conversionRateOf = (currency: MoneyCurrency): ConversionRate | null =>
  currency === 'USD' ? null : CONVERSION_RATES[currency];

/** Units of `currency` per US dollar (1 for dollars). */
export const unitsPerUsd = (currency: MoneyCurrency) =>
  conversionRateOf(currency)?.unitsPerUsd ?? 1;

/** An amount in `currency` as the model's dollars. Unrounded, so converting back gives it again. */
export const toUsd = (amount: number, currency: MoneyCurrency) => amount / unitsPerUsd(currency);

/** Dollars of the model as an amount in `currency`. */
export const fromUsd = (usd: number, currency: MoneyCurrency) => usd * unitsPerUsd(currency);

/**
 * The founder's own currency for a location: lira in Turkey, euros for OTHER (whose base rate is
 * the EU's), dollars in the US states.
 */
export const currencyForLocation = (location: string | undefined): MoneyCurrency => {
  if (location === 'TR') return 'TRY';
  if (location === 'OTHER') return 'EUR';
  return 'USD';
};

/** An amount as the founder typed it, in their currency. */
export type MoneyEntry = { currency: MoneyCurrency; amount: number };

/** Half a cent: the most two conversions of the same entry may differ by (floating point). */
const USD_TOLERANCE = 0.005;

/** True when `entry`, converted with today's rate, is `usd`: the entry describes that amount. */
export const entryMatchesUsd = (entry: MoneyEntry, usd: number) =>
  Math.abs(toUsd(entry.amount, entry.currency) - usd) <= USD_TOLERANCE;

/**
 * The units per dollar that turned `entry` into `usd`: the rate a saved amount was converted with,
 * even after this table moves to a newer year. Today's rate when either amount is 0.
 */
export const impliedUnitsPerUsd = (entry: MoneyEntry, usd: number) =>
  usd > 0 && entry.amount > 0 ? entry.amount / usd : unitsPerUsd(entry.currency);
