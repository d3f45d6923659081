// Types of chromium.mjs (plain JavaScript, so that bench/run.mjs imports it on Node 20 too).
export declare const CHROMIUM_ARGS: readonly string[];
export declare const chromiumPath: () => string;
export declare const chromiumLaunchOptions: () => { executablePath: string; args: string[] };
export declare const fakeCameraArgs: (file: string) => string[];
