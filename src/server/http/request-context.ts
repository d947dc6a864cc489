import type { User } from '#shared/contracts/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the session plugin; null for visitors. */
    user: User | null;
    /** The hashed id of the current session row, when there is one. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Set by registerEndpoint from the descriptor: the session cookie is not looked up. */
    ignoresSession?: boolean;
  }
}

export {};
