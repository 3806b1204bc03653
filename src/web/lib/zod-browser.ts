/*
 * What `import … from 'zod'` means in the browser build (vite.config.ts
 * aliases exactly 'zod' here): zod itself, with two differences.
 *
 * 1. Generated parsers off, before any schema can be made. zod builds a fast
 *    parser with `new Function` when it may, and probes for that when the
 *    first object schema is made; the app's Content Security Policy (no
 *    'unsafe-eval') reports the probe as a violation even though zod catches
 *    it. As every schema module imports 'zod', this module's body runs before
 *    any of theirs, wherever the bundler puts them.
 *
 * 2. Schemas made on first use (decision 165). The shared modules make every
 *    schema of their field when they load, and a signed-in page loads some
 *    twenty of them for a constant or a type guard: on the host's dashboard
 *    that was about a quarter of a second of a phone's main thread before the
 *    first render (docs/performance.md, "Schemas made when first used"). Here
 *    `z.object(…)`, `.optional()` and the like only write down how to make
 *    the schema; the first `parse`, `safeParse`, `shape` or any other read
 *    makes it, with zod's own functions, and keeps it. A schema the page
 *    never reads is never made. The server and its tests use zod as it is;
 *    the web tests use this module (vitest.config.ts).
 */
import { config, z as zod } from 'zod/v4';

config({ jitless: true });

/**
 * A schema's methods that return another schema. Any other read of a
 * schema (parse, safeParse, shape, options, `_zod`…) makes it first.
 */
const BUILDERS = new Set([
  'and',
  'array',
  'brand',
  'catch',
  'catchall',
  'check',
  'default',
  'describe',
  'email',
  'endsWith',
  'extend',
  'finite',
  'gt',
  'gte',
  'includes',
  'int',
  'length',
  'loose',
  'lt',
  'lte',
  'max',
  'min',
  'multipleOf',
  'negative',
  'nonempty',
  'nonnegative',
  'nonpositive',
  'nullable',
  'nullish',
  'omit',
  'optional',
  'or',
  'partial',
  'passthrough',
  'pick',
  'pipe',
  'positive',
  'prefault',
  'readonly',
  'refine',
  'regex',
  'required',
  'safe',
  'startsWith',
  'strict',
  'strip',
  'superRefine',
  'toLowerCase',
  'toUpperCase',
  'transform',
  'trim',
  'uuid',
]);

/** How a deferred schema hands over the real one. */
const MAKE = Symbol.for('homestay.zod.make');

type Made = Record<PropertyKey, unknown>;

function isDeferred(value: unknown): value is { [MAKE]: () => Made } {
  return typeof value === 'object' && value !== null && MAKE in value;
}

/** Arguments with every deferred schema in them made (in arrays and plain objects too). */
function made(value: unknown): unknown {
  if (isDeferred(value)) return value[MAKE]();
  if (Array.isArray(value)) return value.map(made);
  if (typeof value === 'object' && value !== null) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = made(item);
    return copy;
  }
  return value;
}

/** The schema `make` returns, made when first read, then kept. */
function deferred(make: () => Made): Made {
  let schema: Made | undefined;
  const real = (): Made => {
    schema ??= make();
    return schema;
  };
  return new Proxy({} as Made, {
    get(_target, key) {
      if (key === MAKE) return real;
      if (typeof key === 'string' && BUILDERS.has(key)) {
        return later((...args: unknown[]) => (real()[key] as (...a: unknown[]) => Made)(...args));
      }
      const value = real()[key];
      return typeof value === 'function' ? value.bind(real()) : value;
    },
    has: (_target, key) => key === MAKE || key in real(),
    set(_target, key, value) {
      real()[key] = value;
      return true;
    },
    getPrototypeOf: () => Object.getPrototypeOf(real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property its (empty) target lacks as fixed.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/** A zod function that makes a schema, made to defer it. */
function later<F extends (...args: never[]) => unknown>(make: F): F {
  const deferredMake = (...args: unknown[]) =>
    deferred(() => (make as unknown as (...a: unknown[]) => Made)(...args.map(made)));
  return deferredMake as unknown as F;
}

/**
 * The schema-making functions the app calls, each named here rather than
 * reached through zod's whole namespace, so the bundler keeps only the parts
 * of zod they use. A function not named here is undefined in the browser:
 * zod-browser.test.ts fails for any `z.…(` in src/web or src/shared that
 * is missing.
 */
export const z = {
  array: later(zod.array),
  boolean: later(zod.boolean),
  coerce: { number: later(zod.coerce.number) },
  discriminatedUnion: later(zod.discriminatedUnion),
  email: later(zod.email),
  enum: later(zod.enum),
  iso: { date: later(zod.iso.date), datetime: later(zod.iso.datetime) },
  literal: later(zod.literal),
  number: later(zod.number),
  object: later(zod.object),
  preprocess: later(zod.preprocess),
  record: later(zod.record),
  strictObject: later(zod.strictObject),
  string: later(zod.string),
  templateLiteral: later(zod.templateLiteral),
  union: later(zod.union),
  unknown: later(zod.unknown),
  url: later(zod.url),
  uuid: later(zod.uuid),
} as unknown as typeof zod;
export default z;
export * from 'zod/v4';
