export const CHROMIUM: string;
export const TEST_BROWSER: string;
export const CHROMIUM_ARGS: string[];
