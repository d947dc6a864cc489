import { useMutation } from '@tanstack/react-query';
import {
  type AccountExport,
  getAccountExport as getAccountExportEndpoint,
} from '#shared/contracts/account';
import { apiRequest } from '#web/lib/api-client';
import { LOCAL_ERRORS } from './local-errors';

export const getAccountExport = (): Promise<AccountExport> => apiRequest(getAccountExportEndpoint);

/** A mutation, not a query: each click asks afresh and nothing personal stays in the cache. */
export const useAccountExport = () =>
  useMutation({ meta: LOCAL_ERRORS, mutationFn: getAccountExport });
