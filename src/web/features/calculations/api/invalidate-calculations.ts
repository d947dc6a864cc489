import type { QueryClient } from '@tanstack/react-query';
import { findCalculationOverviews } from '#shared/contracts/calculations';
import { CALCULATIONS_KEY } from './calculation-keys';

/** Lists, details and the dashboard's analyses all show titles: refresh them together. */
export const invalidateCalculations = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CALCULATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: [findCalculationOverviews.path] }),
  ]);
