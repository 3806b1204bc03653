import { z } from 'zod';

/*
 * No generated parsers in the browser. zod builds a fast parser with
 * `new Function` when it may, and probes for that when the first object
 * schema is made; the app's Content Security Policy (no 'unsafe-eval')
 * reports the probe as a violation even though zod catches it. Import this
 * module before anything that defines a schema (main.tsx's first import).
 */
z.config({ jitless: true });
