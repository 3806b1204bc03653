import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from '../../src/server/app';
import { frameworkErrors, registerErrorHandling } from '../../src/server/platform/errors';
import { badRequestsFor, routesWithInput, runBadInputHarness } from './bad-input';
import { HOSTILE_TEXTS } from './field-sweep';

// The harness is only worth something if it catches a route that breaks: this
// fixture has one careful route and one that crashes on a long string and
// takes control characters in its text.
async function fixtureApp() {
  const app = Fastify({ logger: false, frameworkErrors });
  const catalog: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    catalog.push({ method: String(r.method), url: r.url, schema: r.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/careful/:id',
    {
      schema: {
        params: z.strictObject({ id: z.uuid() }),
        body: z.strictObject({ name: z.string().max(100), tags: z.array(z.string()).max(5) }),
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(50).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  typed.post(
    '/api/careless',
    { schema: { body: z.strictObject({ name: z.string() }) } },
    async (request) => {
      if (request.body.name.length > 10_000) throw new Error('name too long for the column');
      return { ok: true };
    },
  );
  await app.ready();
  return { app, catalog };
}

describe('bad-input harness', () => {
  it('generates hostile cases from the zod schemas', () => {
    const cases = badRequestsFor({
      method: 'POST',
      url: '/api/x/:id',
      schema: {
        body: z.strictObject({ name: z.string(), age: z.number().optional() }),
        querystring: z.strictObject({ q: z.string().optional() }),
      },
    }).map((c) => c.description);
    expect(cases).toEqual(
      expect.arrayContaining([
        'empty object',
        'unknown field',
        'body.name of the wrong type',
        'body.name huge',
        'body.age of the wrong type',
        'array body',
        'query q huge',
        'unknown query key',
      ]),
    );
    expect(cases.some((c) => c.startsWith('pollution'))).toBe(true);
    expect(cases.some((c) => c.startsWith('param'))).toBe(true);
  });

  it('passes a careful route and reports a route that answers 5xx or takes control characters', async () => {
    const { app, catalog } = await fixtureApp();
    const failures = await runBadInputHarness(app, routesWithInput(catalog));
    expect(failures.filter((f) => f.route.includes('careful'))).toEqual([]);
    expect(failures).toEqual([
      expect.objectContaining({
        route: 'POST /api/careless',
        description: 'body.name huge',
        status: 500,
      }),
      ...HOSTILE_TEXTS.map((text) =>
        expect.objectContaining({
          route: 'POST /api/careless',
          description: `body.name = ${JSON.stringify(text)}`,
          status: 200,
        }),
      ),
    ]);
    await app.close();
  });
});
