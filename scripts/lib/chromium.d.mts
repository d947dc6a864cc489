type LaunchOptions = { executablePath: string; args: string[] };
export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare const chromiumLaunchOptions: LaunchOptions;
export declare const e2eBrowserPath: string;
export declare const e2eLaunchOptions: LaunchOptions;
