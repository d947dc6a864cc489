import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALCULATOR_FIELDS, type CalculatorField } from '#shared/calculator/fields';
import { loadAfterStartup } from '#web/lib/startup-gate';

/**
 * GET /api/calculator/options's query key, written out so the calculator's first load holds no
 * contracts or Zod (docs/decisions/009); get-calculator-options.test.ts checks it against the contract.
 */
export const CALCULATOR_OPTIONS_QUERY_KEY = ['/api/calculator/options'] as const;

export const calculatorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: CALCULATOR_OPTIONS_QUERY_KEY,
    // The form renders with the bundled fields; the server's list is asked for after start-up.
    queryFn: async ({ signal }) => {
      const { getCalculatorOptions } = await loadAfterStartup(
        () => import('./calculator-options-request'),
      );
      return getCalculatorOptions(signal);
    },
    staleTime: Infinity,
  });

/** The fields to render: the server's list, or the list built into the bundle until (or unless) it answers. */
export const useCalculatorFields = (): CalculatorField[] => {
  const { data } = useQuery(calculatorOptionsQueryOptions());
  return data?.fields ?? CALCULATOR_FIELDS;
};
