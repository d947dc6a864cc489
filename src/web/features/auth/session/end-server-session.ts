import { logout } from '../api/logout';

/**
 * Ends the session on the server too, so an expiry seen by the browser cannot be undone by the next
 * `GET /api/user`. A failure is tolerated (spec section 4): the browser state is cleared anyway.
 */
export const endServerSession = async (): Promise<void> => {
  await logout().catch(() => undefined);
};
