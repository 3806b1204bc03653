/** The public pages prerendered, by path: the name of their file under first-paint/<locale>/. */
export const FIRST_PAINT_PAGES: Record<string, string>;
/** The languages each is prerendered in (src/shared/i18n/locales.ts's LOCALES). */
export const FIRST_PAINT_LOCALES: string[];
/** Writes dist/web/first-paint/; returns how many pages, or 0 without Chromium. */
export function prerenderFirstPaint(options: { webRoot: string; quiet?: boolean }): Promise<number>;
