/** A throwaway PostgreSQL server (scripts/lib/postgres-server.mjs). */
export declare const findPostgresBin: () => string | null;
export declare const startPostgres: () => Promise<{
  url: string;
  version: string;
  stop: () => void;
}>;
