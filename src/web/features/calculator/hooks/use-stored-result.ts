import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CalculatorInputSchema } from '#shared/calculator/calculator-input-schema';
import { PredictionResultSchema } from '#shared/contracts/calculator';
import { entryMatchesUsd } from '#shared/money/currencies';
import { MoneyEntrySchema } from '#shared/money/money-schemas';
import { NetworkError } from '#web/lib/api-client';
import { createPrediction } from '../api/create-prediction';
import { readSessionResult, saveSessionResult, type StoredResult } from '../calculator-storage';

const StoredResultSchema = z.object({
  input: CalculatorInputSchema,
  result: PredictionResultSchema,
  origin: z.enum(['local', 'server']),
  capitalEntry: MoneyEntrySchema.optional(),
});

/** The result kept in session storage, if it is intact (it may come from an older build). */
export const parseStoredResult = (value: unknown): StoredResult | null => {
  const parsed = StoredResultSchema.safeParse(value);
  if (!parsed.success) return null;
  const { capitalEntry, ...stored } = parsed.data;
  // An entry that no longer gives the input's dollars would show another amount: drop it.
  return capitalEntry && entryMatchesUsd(capitalEntry, stored.input.capitalInvestment)
    ? { ...stored, capitalEntry }
    : stored;
};

/** local: checking with the server; offline: network down; unconfirmed: the server refused. */
export type ResultStatus = 'local' | 'offline' | 'unconfirmed' | 'server';

/**
 * The visitor's last result: shown at once as computed in the browser, then replaced by the
 * server's answer (and stored again). When the network is down the local result stays.
 */
export const useStoredResult = () => {
  const stored = parseStoredResult(readSessionResult());
  const needsServer = stored?.origin === 'local';
  const server = useQuery({
    queryKey: ['/api/predict', stored?.result.inputHash ?? 'none'],
    queryFn: async ({ signal }) => {
      if (!stored) throw new Error('No stored result');
      const result = await createPrediction(stored.input, signal);
      saveSessionResult({ ...stored, result, origin: 'server' });
      return result;
    },
    enabled: needsServer,
    staleTime: Infinity,
    retry: false,
  });
  if (!stored) return { stored: null, status: 'local' as ResultStatus };
  if (server.data)
    return { stored: { ...stored, result: server.data }, status: 'server' as ResultStatus };
  const status: ResultStatus =
    stored.origin === 'server'
      ? 'server'
      : !server.error
        ? 'local'
        : server.error instanceof NetworkError
          ? 'offline'
          : 'unconfirmed';
  return { stored, status };
};
