import type { Business } from '#shared/contracts/businesses';
import { useBusinesses } from '../api/find-businesses';
import { useStoredCurrentBusinessId, writeCurrentBusinessId } from '../current-business-storage';

export type CurrentBusinessState = {
  businesses: Business[];
  /** The stored choice if it still exists, else the first (oldest) business, else null. */
  currentBusiness: Business | null;
  isPending: boolean;
  isError: boolean;
  setCurrentBusinessId: (id: string) => void;
};

export const useCurrentBusiness = (userId: string | null): CurrentBusinessState => {
  const query = useBusinesses(userId);
  const storedId = useStoredCurrentBusinessId();
  const businesses = query.data ?? [];
  const currentBusiness =
    businesses.find((business) => business.id === storedId) ?? businesses[0] ?? null;
  return {
    businesses,
    currentBusiness,
    isPending: query.isPending,
    isError: query.isError,
    setCurrentBusinessId: writeCurrentBusinessId,
  };
};
