import { useEffect } from 'react';
import type { Business } from '#shared/contracts/businesses';
import {
  readCurrentBusinessId,
  useStoredCurrentBusinessId,
  writeCurrentBusinessId,
} from '#web/lib/current-business';
import { useBusinesses } from '../api/find-businesses';

export type CurrentBusinessState = {
  businesses: Business[];
  /** The stored choice if it still exists, else the first (oldest) business, else null. */
  currentBusiness: Business | null;
  isPending: boolean;
  isError: boolean;
  setCurrentBusinessId: (id: string) => void;
};

const currentOf = (businesses: readonly Business[], storedId: string | null) =>
  businesses.find((business) => business.id === storedId) ?? businesses[0] ?? null;

/**
 * Keeps the stored choice naming a business that exists (the first one when none was chosen or the
 * chosen one is gone): the calculator links the runs it saves to the stored business, so what a
 * page shows as current is also where the next run goes.
 */
export const useRememberCurrentBusiness = (businesses: readonly Business[] | undefined) => {
  useEffect(() => {
    if (!businesses) return;
    const storedId = readCurrentBusinessId();
    const current = currentOf(businesses, storedId)?.id ?? null;
    if (current !== storedId) writeCurrentBusinessId(current);
  }, [businesses]);
};

export const useCurrentBusiness = (userId: string | null): CurrentBusinessState => {
  const query = useBusinesses(userId);
  const storedId = useStoredCurrentBusinessId();
  useRememberCurrentBusiness(query.data);
  const businesses = query.data ?? [];
  return {
    businesses,
    currentBusiness: currentOf(businesses, storedId),
    isPending: query.isPending,
    isError: query.isError,
    setCurrentBusinessId: writeCurrentBusinessId,
  };
};
