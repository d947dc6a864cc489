import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALCULATOR_FIELDS, type CalculatorField } from '#shared/calculator/fields';
import { getCalculatorOptions as getCalculatorOptionsEndpoint } from '#shared/contracts/calculator';
import { apiRequest } from '../../../lib/api-client';
import { markOfflineMode } from '../calculator-storage';
import { NetworkError } from '../../../lib/api-client';

/** The calculator's fields as the server lists them (it may add optional ones the bundle lacks). */
export const getCalculatorOptions = async (signal?: AbortSignal) => {
  try {
    const options = await apiRequest(getCalculatorOptionsEndpoint, { signal });
    return options;
  } catch (error) {
    // Spec section 4: a calculator query that fails because the network is down sets the flag.
    if (error instanceof NetworkError) markOfflineMode();
    throw error;
  }
};

export const calculatorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [getCalculatorOptionsEndpoint.path],
    queryFn: ({ signal }) => getCalculatorOptions(signal),
    staleTime: Infinity,
  });

/** The fields to render: the server's list, or the list built into the bundle until (or unless) it answers. */
export const useCalculatorFields = (): CalculatorField[] => {
  const { data } = useQuery(calculatorOptionsQueryOptions());
  return data?.fields ?? CALCULATOR_FIELDS;
};
