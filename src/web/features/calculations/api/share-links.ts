import { useMutation } from '@tanstack/react-query';
import {
  createShareLink as createShareLinkEndpoint,
  deleteShareLink,
} from '#shared/contracts/calculations';
import { apiRequest } from '#web/lib/api-client';

/** A new link (the old one stops working). The token exists only in this answer. */
export const createShareLink = (id: string) =>
  apiRequest(createShareLinkEndpoint, { params: { id } });

export const revokeShareLink = (id: string) => apiRequest(deleteShareLink, { params: { id } });

// The share dialog shows failures itself.
const LOCAL_ERRORS = { errorHandling: 'local' } as const;

export const useCreateShareLink = () =>
  useMutation({ mutationFn: createShareLink, meta: LOCAL_ERRORS });
export const useRevokeShareLink = () =>
  useMutation({ mutationFn: revokeShareLink, meta: LOCAL_ERRORS });
