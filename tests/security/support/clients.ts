import { UserSchema } from '#shared/contracts/auth';
import { type HttpResponse, type RequestOptions, send } from './http';

/** A password the policy accepts (long, not common, not built from the username). */
export const STRONG_PASSWORD = 'correct horse battery staple';

/** One browser: its own address, cookie jar (session, device) and user. */
export type Client = {
  address: string;
  /** `name=value; …` of the cookies the server has set, or null. */
  readonly cookie: string | null;
  send: (path: string, options?: RequestOptions) => Promise<HttpResponse>;
  /** Forgets every cookie. */
  clearCookies: () => void;
};

export type SignedInClient = Client & { userId: string; username: string; password: string };

/**
 * Addresses 127.<file>.x.y for one test file: each file (and each client in it) is a network of
 * its own for the server's per-address limits, as different visitors would be.
 */
export const addressPool = (fileId: number) => {
  let next = 0;
  return () => {
    next += 1;
    return `127.${fileId}.${(next >> 8) & 255}.${next & 255}`;
  };
};

const expiresNow = (line: string) =>
  /;\s*max-age=0/i.test(line) || /=;/.test(line.split(';')[0] ?? '');

/** `origin`: another server than the suite's (an app built in-process); the suite's by default. */
export const createClient = (address: string, origin = ''): Client => {
  const jar = new Map<string, string>();
  const cookieHeader = () =>
    jar.size === 0 ? null : [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    address,
    get cookie() {
      return cookieHeader();
    },
    clearCookies: () => jar.clear(),
    send: async (path, options = {}) => {
      const cookie = options.cookie === undefined ? cookieHeader() : options.cookie;
      const response = await send(`${origin}${path}`, {
        ...options,
        cookie,
        localAddress: address,
      });
      for (const line of response.setCookie) {
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        if (expiresNow(line)) jar.delete(name);
        else jar.set(name, pair.slice(pair.indexOf('=') + 1));
      }
      return response;
    },
  };
};

let sequence = 0;
/**
 * Unique across files and runs of one server, within the 32-character limit. Decimal: in base 36
 * the 36th and 60th names end in `_10` and `_1o`, which the look-alike check (username-skeleton.ts)
 * refuses as the same name.
 */
export const uniqueUsername = (prefix: string) => `${prefix}_${process.pid % 10_000}_${++sequence}`;

/** Registers a new account from this address and keeps its session. */
export const signUp = async (
  address: string,
  options: { username?: string; password?: string; origin?: string } = {},
): Promise<SignedInClient> => {
  const client = createClient(address, options.origin);
  const username = options.username ?? uniqueUsername('sec');
  const password = options.password ?? STRONG_PASSWORD;
  const response = await client.send('/api/register', { json: { username, password } });
  if (response.status !== 201) {
    throw new Error(`register failed: ${response.status} ${response.text}`);
  }
  const user = UserSchema.parse(response.json());
  return Object.assign(client, { userId: user.id, username, password });
};

/** Signs in to an existing account from this address. */
export const signIn = async (
  address: string,
  credentials: { username: string; password: string },
): Promise<SignedInClient> => {
  const client = createClient(address);
  const response = await client.send('/api/login', { json: credentials });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  const user = UserSchema.parse(response.json());
  return Object.assign(client, { userId: user.id, ...credentials });
};

/** The session cookie pair (`session=…`) of a client, for replay tests. */
export const sessionCookieOf = (client: Client) =>
  client.cookie?.split('; ').find((pair) => /^(?:__Host-)?session=/.test(pair)) ?? null;
