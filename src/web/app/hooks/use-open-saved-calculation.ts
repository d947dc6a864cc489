import { useQueryClient } from '@tanstack/react-query';
import { generatePath, type NavigateOptions, useNavigate } from 'react-router';
import { calculationKey } from '#web/features/calculations/api/calculation-keys';
import { paths } from '#shared/routes';
import type { SavedCalculation } from '#shared/contracts/calculations';

/**
 * Opens a calculation the server has just saved. Its answer is the calculation the results page
 * would fetch, so it goes into the query cache first and that page shows it without asking again.
 */
export const useOpenSavedCalculation = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (saved: SavedCalculation, options?: NavigateOptions) => {
    queryClient.setQueryData(calculationKey(saved.id), saved);
    void navigate(generatePath(paths.analysisResults, { id: saved.id }), options);
  };
};
