/** The signed-in pages whose HTML names their code, by path: the name of their file under preloaded/. */
export const PRELOADED_PAGES: Record<string, string>;
/** Writes dist/web/preloaded/; returns how many pages. */
export function writePreloadedPages(options: { webRoot: string; quiet?: boolean }): Promise<number>;
