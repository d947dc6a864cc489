const LOCAL_PATH = /^\/(?![/\\])/;

const decodeOrNull = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * The path to go to after sign-in: `candidate` only when it is a path on this origin, else '/'.
 * Encoded slashes are checked too, so `/%2F%2Fevil.com` cannot become `//evil.com` later.
 */
export const safeRedirectPath = (
  candidate: string | null | undefined,
  origin: string = window.location.origin,
): string => {
  if (!candidate || !LOCAL_PATH.test(candidate)) return '/';
  const decoded = decodeOrNull(candidate);
  if (decoded === null || !LOCAL_PATH.test(decoded)) return '/';
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
};
