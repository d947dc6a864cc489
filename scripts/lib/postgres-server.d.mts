/** A throwaway PostgreSQL server (scripts/lib/postgres-server.mjs). */
export declare const findPostgresBin: () => string | null;
export declare const startPostgres: () => Promise<{
  url: string;
  version: string;
  /** Stops the server as a crash would (immediate mode). */
  crash: () => void;
  /** Starts it again after crash(). */
  start: () => void;
  stop: () => void;
}>;
