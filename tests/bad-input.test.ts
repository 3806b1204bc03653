import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesWithInput, runBadInputHarness } from './helpers/bad-input';
import { signedInVariants } from './helpers/bad-input-sessions';
import { hostileValues, sweptFields } from './helpers/field-sweep';
import { countRows } from './helpers/row-counts';
import { createTestApp, type TestApp } from './helpers/test-app';

// Every registered API route with an input, fed generated bad input as each
// kind of caller: each answer must be a 4xx in the error shape, and nothing in
// the database may change. Routes added later are picked up without edits here.
describe('bad input on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the routes to check', () => {
    // Health has no input; the count grows as features add routes.
    expect(Array.isArray(routesWithInput(t.app.routeCatalog))).toBe(true);
  });

  it('refuses control characters in every text field and impossible years in every date field', () => {
    const swept: string[] = [];
    const accepted: string[] = [];
    for (const route of routesWithInput(t.app.routeCatalog)) {
      for (const part of ['body', 'querystring'] as const) {
        for (const field of sweptFields(route.schema?.[part])) {
          const name = `${route.method} ${route.url} ${part}.${field.path}`;
          swept.push(name);
          for (const value of hostileValues(field.kind)) {
            if (field.schema.safeParse(field.wrap(value)).success)
              accepted.push(`${name} = ${JSON.stringify(value)}`);
          }
        }
      }
    }
    // The sweep reaches the fields that once answered 500.
    expect(swept).toEqual(
      expect.arrayContaining([
        'PATCH /api/profile body.fullName',
        'PATCH /api/profile body.zipCode',
        'PUT /api/profile/custom-chore-groups body.groups[]',
      ]),
    );
    expect(accepted).toEqual([]);
  });

  it('answers 4xx with the error shape and changes nothing', async () => {
    const variants = [{ name: 'anonymous', headers: {} }, ...(await signedInVariants(t.app))];
    const before = await countRows(t.app.database.pool);
    for (const variant of variants) {
      const failures = await runBadInputHarness(
        t.app,
        routesWithInput(t.app.routeCatalog),
        variant.headers,
      );
      expect(failures, `as ${variant.name}`).toEqual([]);
    }
    expect(await countRows(t.app.database.pool)).toEqual(before);
  }, 120_000);
});
