export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRIES: Record<string, string>;
export declare const serverInputsHash: (root: string) => string;
export declare const buildServer: (
  root: string,
  options?: { outDir?: string; dependencies?: Record<string, string> },
) => Promise<{ packages: string[] }>;
export declare const ensureServerBuild: (
  root: string,
  options?: { force?: boolean },
) => Promise<boolean>;
