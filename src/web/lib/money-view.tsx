import { createContext, type ReactNode, useContext } from 'react';
import {
  impliedUnitsPerUsd,
  type MoneyCurrency,
  type MoneyEntry,
  unitsPerUsd,
} from '#shared/money/currencies';
import { formatMoney } from './format';

/*
 * The currency a screen shows the model's dollars in (issue 34, item 7). The engine and the API
 * speak US dollars; a screen wrapped in MoneyViewProvider writes them in the founder's currency
 * through useFormatters().money and the field texts (capital, engine amounts). Without a provider
 * every amount stays in dollars, as before.
 */

/** A currency and the units of it per model dollar. */
export type MoneyView = { currency: MoneyCurrency; unitsPerUsd: number };

export const USD_VIEW: MoneyView = { currency: 'USD', unitsPerUsd: 1 };

/** Today's rate of a currency (shared/money/currencies.ts). */
export const moneyViewOf = (currency: MoneyCurrency): MoneyView => ({
  currency,
  unitsPerUsd: unitsPerUsd(currency),
});

/** The rate an entry was converted with, so a saved amount reads back exactly as typed. */
export const moneyViewOfEntry = (entry: MoneyEntry, usd: number): MoneyView => ({
  currency: entry.currency,
  unitsPerUsd: impliedUnitsPerUsd(entry, usd),
});

/** Model dollars written in the view's currency: "₺1.250.000" for 170,068 dollars. */
export const formatUsdAs = (
  usd: number,
  view: MoneyView,
  locale: string,
  options: { compact?: boolean; digits?: number } = {},
) => formatMoney(usd * view.unitsPerUsd, locale, { ...options, currency: view.currency });

const MoneyViewContext = createContext<MoneyView>(USD_VIEW);

export const MoneyViewProvider = ({ view, children }: { view: MoneyView; children: ReactNode }) => (
  <MoneyViewContext value={view}>{children}</MoneyViewContext>
);

export const useMoneyView = () => useContext(MoneyViewContext);
