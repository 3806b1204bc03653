/*
 * What `import … from 'zod'` means in the browser build (vite.config.ts
 * aliases exactly 'zod' here): zod itself, with generated parsers turned off
 * before any schema can be made.
 *
 * zod builds a fast parser with `new Function` when it may, and probes for
 * that when the first object schema is made; the app's Content Security
 * Policy (no 'unsafe-eval') reports the probe as a violation even though zod
 * catches it. As every schema module imports 'zod', this module's body runs
 * before any of theirs, wherever the bundler puts them, and zod stays out of
 * the first paint's JavaScript unless something there makes a schema.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
