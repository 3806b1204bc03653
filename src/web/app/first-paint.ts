import { useLayoutEffect } from 'react';

/*
 * The public pages paint from HTML and CSS before the app's code runs (issue
 * 20; decision 148): the server answers '/', '/login' and '/signup' with a
 * copy of what the app draws there (scripts/prerender-first-paint.mjs), in an
 * inert #first-paint before #root, which styles.css hides meanwhile. The app
 * removes the copy in the same frame as it shows its own page, so the two
 * never show together and the reader sees no change.
 */

const FIRST_PAINT_ID = 'first-paint';

/** Removes the HTML copy of the page, if it is still there. */
export function handOverFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * At start: a copy in another language than the app will speak (a language
 * chosen on this device, which the server cannot know) goes at once.
 */
export function dropFirstPaintUnlessIn(locale: string): void {
  const copy = document.getElementById(FIRST_PAINT_ID);
  if (copy && document.documentElement.lang !== locale) copy.remove();
}

/** Hands over when the component that calls it is on screen (before the browser paints it). */
export function useHandOverFirstPaint(): void {
  useLayoutEffect(handOverFirstPaint, []);
}
