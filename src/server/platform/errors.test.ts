import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandling } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/things',
    { schema: { body: z.strictObject({ name: z.string().min(1), count: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  typed.get('/rule', async () => {
    throw new AppError('rule_broken', 'A property cannot be listed without terms');
  });
  typed.get('/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  await app.ready();
  return app;
}

describe('error handling', () => {
  it('answers validation failures with 400 naming the field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: '', count: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.count',
      'body.name',
    ]);
    expect(body.error.message).toMatch(/^body\.(name|count): /);
  });

  it('rejects unknown fields', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'a', count: 1, admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses prototype-pollution keys', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a","count":1,"__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('shows an AppError with its status and safe message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/rule' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: { code: 'rule_broken', message: 'A property cannot be listed without terms' },
    });
  });

  it('hides unexpected errors behind the generic message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'An unexpected error occurred' },
    });
    expect(res.body).not.toContain('secret');
  });
});
