import { isLoopbackHost } from './loopback-host';

/*
 * Which host names this server answers for, and which browser origins are its own. A page on
 * another name that resolves to this machine (DNS rebinding: http://evil.example:3000 pointed at
 * 127.0.0.1) is same-origin with itself, so neither CORS nor Sec-Fetch-Site stops it; only the
 * Host header tells it apart (issue 34).
 */

/** Served when neither PUBLIC_ORIGIN nor ALLOWED_HOSTS names a host: this machine's own names. */
export const LOOPBACK_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** A DNS name, an IPv4 address or a bracketed IPv6 address; no port, scheme or wildcard. */
const HOST_NAME =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)$/i;
/** A Host header: a host name and an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^[\]:/@\s]+)(?::\d{1,5})?$/i;

export const isHostName = (value: string): boolean => HOST_NAME.test(value);

/** The host name of a Host header (`Example.com:3000` → `example.com`), or null when malformed. */
export const hostNameOf = (hostHeader: string): string | null => {
  const name = HOST_HEADER.exec(hostHeader)?.[1]?.toLowerCase();
  return name !== undefined && isHostName(name) ? name : null;
};

export type ServedHosts = {
  /** Lower-case host names (IPv6 in brackets) that requests may name. */
  names: ReadonlySet<string>;
  /** PUBLIC_ORIGIN reduced to its origin, or null. */
  publicOrigin: string | null;
  /** Names whose pages are ours on any scheme and port: the loopback names, or ALLOWED_HOSTS. */
  anyPortNames: ReadonlySet<string>;
};

/**
 * PUBLIC_ORIGIN's host, else this machine's loopback names; plus ALLOWED_HOSTS (a load balancer's
 * internal name, a LAN address).
 */
export const servedHostsFor = (settings: {
  publicOrigin: string | undefined;
  allowedHosts: readonly string[];
}): ServedHosts => {
  const publicUrl = settings.publicOrigin === undefined ? null : new URL(settings.publicOrigin);
  const extra = settings.allowedHosts.map((name) => name.toLowerCase());
  const anyPortNames = new Set(publicUrl ? extra : [...LOOPBACK_HOST_NAMES, ...extra]);
  return {
    names: new Set([...(publicUrl ? [publicUrl.hostname] : []), ...anyPortNames]),
    publicOrigin: publicUrl?.origin ?? null,
    anyPortNames,
  };
};

export const isServedHost = (hosts: ServedHosts, hostHeader: string): boolean => {
  const name = hostNameOf(hostHeader);
  return name !== null && hosts.names.has(name);
};

const parseOrigin = (origin: string): URL | null => {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
};

/**
 * Whether a browser's Origin is one of ours: PUBLIC_ORIGIN exactly, or http(s) at any port on a
 * name of `anyPortNames` (the server cannot know the port a proxy or `npm run dev` shows the
 * browser). Never compared with the request's own Host, which a rebinding page chooses.
 */
export const isOwnOrigin = (hosts: ServedHosts, origin: string): boolean => {
  if (origin === hosts.publicOrigin) return true;
  const url = parseOrigin(origin);
  if (!url || url.origin !== origin) return false;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && hosts.anyPortNames.has(url.hostname)
  );
};

/**
 * The start-up advice when HOST listens beyond this machine but only the loopback names are
 * served: other machines would get 421 until their name is allowed. Null when nothing is wrong.
 */
export const hostAdviceFor = (settings: {
  host: string;
  publicOrigin: string | undefined;
  allowedHosts: readonly string[];
}): string | null => {
  if (isLoopbackHost(settings.host)) return null;
  if (settings.publicOrigin !== undefined || settings.allowedHosts.length > 0) return null;
  const isWildcard = ['0.0.0.0', '::', '[::]'].includes(settings.host);
  const bare = settings.host.replace(/^\[(.*)\]$/, '$1');
  const example = isWildcard
    ? '<the name or address clients use>'
    : bare.includes(':')
      ? `[${bare}]`
      : bare;
  return (
    `HOST is ${settings.host}, but requests are answered only for ${LOOPBACK_HOST_NAMES.join(', ')} ` +
    `(any other host name gets 421). To serve other machines set ALLOWED_HOSTS=${example} ` +
    '(comma-separated host names), or PUBLIC_ORIGIN behind a proxy.'
  );
};
