/** CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string;
/** Flags for a machine without internet. */
export const CHROMIUM_ARGS: string[];
