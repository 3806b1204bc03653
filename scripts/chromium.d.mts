/** CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string;
/** Flags for a machine without internet. */
export const CHROMIUM_ARGS: string[];
/** CHROMIUM_ARGS for a browser launched by Playwright: its own switches, and ours. */
export const PLAYWRIGHT_CHROMIUM_ARGS: string[];
