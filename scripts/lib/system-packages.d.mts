export declare const NGINX_PATHS: readonly string[];
export declare const ensureSystemPackages: () => Promise<void>;
