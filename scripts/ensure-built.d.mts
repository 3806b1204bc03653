/** Builds dist/ unless it is newer than every source (scripts/ensure-built.mjs). */
export function ensureBuilt(): Promise<void>;
