import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteEntry } from '../../src/server/app';
import { hostileValues, sweptFields } from './field-sweep';

/** One hostile request for a route: what goes wrong, and the parts to send. */
export type BadRequest = {
  description: string;
  url: string;
  payload?: unknown;
  rawPayload?: string;
  headers?: Record<string, string>;
};

const UUID = '00000000-0000-4000-8000-000000000000';
const HUGE = 'x'.repeat(200_000);
const POLLUTION_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

type Shape = Record<string, z.ZodType>;

function objectShape(schema: unknown): Shape | null {
  if (schema instanceof z.ZodObject) return schema.shape as Shape;
  return null;
}

/** Strips optional/nullable/default wrappers to see the type a field really wants. */
function innerType(schema: z.ZodType): string {
  let current: z.ZodType = schema;
  for (let i = 0; i < 10; i++) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return def.type;
  }
  return 'unknown';
}

function wrongValueFor(type: string): unknown {
  switch (type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 12345;
    case 'number':
    case 'int':
    case 'bigint':
      return 'not-a-number';
    case 'boolean':
      return 'definitely';
    case 'array':
      return { not: 'an array' };
    case 'object':
    case 'record':
      return 'not-an-object';
    case 'date':
      return 'not-a-date';
    default:
      return { unexpected: [1, 2, 3] };
  }
}

/** Fills :params with a well-formed id, and variants with broken ones. */
export function concreteUrls(url: string): { valid: string; broken: string[] } {
  const params = url.match(/:[A-Za-z0-9_]+/g) ?? [];
  if (params.length === 0) return { valid: url, broken: [] };
  const fill = (value: string) => url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(value));
  return {
    valid: fill(UUID),
    broken: [fill('not-a-uuid'), fill('../../etc/passwd'), fill('9'.repeat(5000))],
  };
}

/**
 * Generates invalid requests from a route's zod schemas: wrong types, missing
 * fields, huge strings, unknown fields, prototype-pollution keys, non-object
 * bodies, hostile params and queries. New routes are covered as they appear.
 */
export function badRequestsFor(route: RouteEntry): BadRequest[] {
  const schema: FastifySchema = route.schema ?? {};
  const { valid, broken } = concreteUrls(route.url);
  const requests: BadRequest[] = broken.map((url) => ({
    description: `param ${url.slice(0, 60)}`,
    url,
  }));
  const bodyShape = objectShape(schema.body);
  const hasBody = schema.body !== undefined;

  if (hasBody) {
    requests.push(
      { description: 'array body', url: valid, payload: [1, 2, 3] },
      { description: 'string body', url: valid, rawPayload: '"just a string"' },
      { description: 'number body', url: valid, rawPayload: '42' },
      { description: 'null body', url: valid, rawPayload: 'null' },
      { description: 'truncated JSON', url: valid, rawPayload: '{"a":' },
      {
        description: 'deeply nested JSON',
        url: valid,
        rawPayload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      },
      { description: 'unknown field', url: valid, payload: { thisFieldDoesNotExist: true } },
      ...POLLUTION_BODIES.map((raw) => ({
        description: `pollution ${raw}`,
        url: valid,
        rawPayload: raw,
      })),
      {
        description: 'form-encoded body',
        url: valid,
        rawPayload: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    if (bodyShape) {
      const required = Object.entries(bodyShape).filter(([, s]) => !s.safeParse(undefined).success);
      if (required.length > 0)
        requests.push({ description: 'empty object', url: valid, payload: {} });
      for (const [key, fieldSchema] of Object.entries(bodyShape)) {
        const type = innerType(fieldSchema);
        requests.push({
          description: `body.${key} of the wrong type`,
          url: valid,
          payload: { [key]: wrongValueFor(type) },
        });
        if (type === 'string') {
          requests.push({ description: `body.${key} huge`, url: valid, payload: { [key]: HUGE } });
        }
      }
      // A partial update (PATCH) takes one field alone, so these reach the
      // service and the database when the schema lets them through.
      for (const field of sweptFields(schema.body)) {
        if (field.path.includes('.') || field.path.includes('[]')) continue;
        for (const value of hostileValues(field.kind)) {
          requests.push({
            description: `body.${field.path} = ${JSON.stringify(value)}`,
            url: valid,
            payload: { [field.path]: field.wrap(value) },
          });
        }
      }
    }
  }

  const queryShape = objectShape(schema.querystring);
  if (queryShape) {
    const sep = valid.includes('?') ? '&' : '?';
    requests.push(
      { description: 'unknown query key', url: `${valid}${sep}thisKeyDoesNotExist=1` },
      { description: 'query __proto__', url: `${valid}${sep}__proto__[polluted]=1` },
      { description: 'query constructor', url: `${valid}${sep}constructor[prototype][polluted]=1` },
    );
    for (const [key, fieldSchema] of Object.entries(queryShape)) {
      const type = innerType(fieldSchema);
      const wrong = type === 'string' || type === 'enum' ? `${'%00'.repeat(3)}` : 'not-valid';
      requests.push(
        { description: `query ${key} invalid`, url: `${valid}${sep}${key}=${wrong}` },
        { description: `query ${key} huge`, url: `${valid}${sep}${key}=${'9'.repeat(20_000)}` },
        { description: `query ${key} repeated`, url: `${valid}${sep}${key}=1&${key}=2` },
      );
    }
  }
  return requests;
}

/** Routes the harness walks: those with an input to abuse (body, query or params). */
export function routesWithInput(catalog: RouteEntry[]): RouteEntry[] {
  return catalog.filter((route) => {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return false;
    if (!route.url.startsWith('/api/')) return false;
    const schema = route.schema ?? {};
    return schema.body !== undefined || schema.querystring !== undefined || route.url.includes(':');
  });
}

export type HarnessFailure = { route: string; description: string; status: number; body: string };

type Injectable = {
  inject: (options: {
    method: string;
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  }) => Promise<{ statusCode: number; body: string }>;
};

const ERROR_SHAPE = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().min(1) }),
});

/**
 * Sends every generated bad request; returns the ones that were not answered
 * with a 4xx in the error shape (a 5xx, a 2xx, or a body of another shape).
 */
export async function runBadInputHarness(
  app: Injectable,
  routes: RouteEntry[],
  headers: Record<string, string> = {},
): Promise<HarnessFailure[]> {
  const failures: HarnessFailure[] = [];
  for (const route of routes) {
    for (const bad of badRequestsFor(route)) {
      const payload =
        bad.rawPayload ?? (bad.payload === undefined ? undefined : JSON.stringify(bad.payload));
      const res = await app.inject({
        method: route.method,
        url: bad.url,
        ...(payload === undefined ? {} : { payload }),
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
          ...bad.headers,
        },
      });
      let shapeOk = false;
      try {
        shapeOk = ERROR_SHAPE.safeParse(JSON.parse(res.body)).success;
      } catch {
        shapeOk = false;
      }
      if (res.statusCode < 400 || res.statusCode >= 500 || !shapeOk) {
        failures.push({
          route: `${route.method} ${route.url}`,
          description: bad.description.slice(0, 120),
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      }
    }
  }
  return failures;
}
