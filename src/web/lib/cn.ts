import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge our own theme names, or it would read `text-body` as a
// colour and drop it next to `text-muted-foreground`.
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['caption', 'body-sm', 'body', 'title', 'headline', 'display'],
      shadow: ['soft', 'lifted'],
    },
  },
});

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now, which its first call does (50–80 ms
 * on Lighthouse's phone, inside the first render otherwise): main.tsx calls
 * it in a task of its own while the page's texts load.
 */
export function warmUpClassMerge(): void {
  merge('p-0 p-1');
}
