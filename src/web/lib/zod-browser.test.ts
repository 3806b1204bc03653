import { describe, expect, it, vi } from 'vitest';
import * as realZod from 'zod/v4';

/*
 * The browser's zod (zod-browser.ts) makes each schema when it is first read.
 * Every schema of every shared module is made both ways here, with zod as it
 * is and through the browser's stand-in, and each pair must describe the
 * same thing (zod's own JSON Schema of it) and answer the same inputs alike.
 */

const loaders = import.meta.glob(['../../shared/api/*.ts', '!../../shared/api/*.test.ts']);

async function loadAll(): Promise<Record<string, Record<string, unknown>>> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const [path, load] of Object.entries(loaders)) {
    modules[path] = (await load()) as Record<string, unknown>;
  }
  return modules;
}

/** The app's own code that the browser build gives this zod. */
const browserSources = import.meta.glob(
  ['../**/*.{ts,tsx}', '../../shared/**/*.ts', '!**/*.test.{ts,tsx}', '!./zod-browser.ts'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

const INPUTS: unknown[] = [
  undefined,
  null,
  {},
  [],
  '',
  'x',
  '2026-11-28',
  '2026-11-28T12:00:00.000Z',
  '00000000-0000-4000-8000-000000000000',
  0,
  -1,
  1.5,
  true,
  { id: 'x', name: 1 },
  [1, 'a'],
];

const describeSchema = (schema: unknown) => {
  try {
    return realZod.toJSONSchema(schema as realZod.ZodType, { unrepresentable: 'any', io: 'input' });
  } catch (error) {
    return `throws ${String(error)}`;
  }
};

const answers = (schema: { safeParse: (input: unknown) => realZod.ZodSafeParseResult<unknown> }) =>
  INPUTS.map((input) => {
    const result = schema.safeParse(input);
    return result.success ? { data: result.data } : { issues: result.error.issues };
  });

// The web tests' 'zod' is the browser's (vitest.config.ts): zod as it is
// for the first load, then the browser's.
vi.doMock('zod', () => import('zod/v4'));
const real = await loadAll();
vi.doUnmock('zod');
vi.resetModules();
const deferred = await loadAll();

const pairs = Object.entries(real).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof realZod.ZodType)
    .map(([name, value]) => ({
      name: `${path.replace('../../shared/api/', '')} ${name}`,
      real: value as realZod.ZodType,
      deferred: deferred[path]?.[name] as realZod.ZodType,
    })),
);

describe('zod in the browser (schemas made on first use)', () => {
  it('finds the shared schemas to compare', () => {
    expect(pairs.length).toBeGreaterThan(200);
    const deferredMark = Symbol.for('homestay.zod.make');
    expect(pairs.every((pair) => !(deferredMark in pair.real))).toBe(true);
    expect(pairs.every((pair) => deferredMark in pair.deferred)).toBe(true);
  });

  it('has every schema-making function the app calls', async () => {
    const { z } = await import('./zod-browser');
    const called = new Set<string>();
    for (const source of Object.values(browserSources)) {
      for (const [, name, member] of source.matchAll(/\bz\s*\.\s*(\w+)(?:\s*\.\s*(\w+))?\s*\(/g)) {
        called.add(member ? `${name}.${member}` : `${name}`);
      }
    }
    expect(called.size).toBeGreaterThan(10);
    const missing = [...called].filter((path) => {
      const found = path
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], z);
      return typeof found !== 'function';
    });
    expect(missing).toEqual([]);
  });

  it('makes nothing until a schema is read, then makes it once', async () => {
    const { z } = await import('./zod-browser');
    let shapeReads = 0;
    const shape = {
      get name() {
        shapeReads += 1;
        return z.string().min(1).max(5).optional();
      },
    };
    const schema = z.object(shape).strict();
    expect(shapeReads).toBe(0);
    expect(schema.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(schema.safeParse({ name: 'Ana', extra: 1 }).success).toBe(false);
    expect(schema.shape.name.safeParse(undefined).success).toBe(true);
    expect(shapeReads).toBe(1);
  });

  it.each(pairs)('$name is the same schema', ({ real: made, deferred: later }) => {
    expect(later).toBeDefined();
    // The schema it makes (zod's JSON Schema needs the object itself, not a stand-in).
    const makeIt = (later as unknown as Record<symbol, () => unknown>)[
      Symbol.for('homestay.zod.make')
    ];
    expect(describeSchema(makeIt?.())).toEqual(describeSchema(made));
    expect(answers(later)).toEqual(answers(made));
  });
});
