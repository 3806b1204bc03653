import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPool } from '../../../tests/helpers/end-pool';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-database';
import { loggerOptions, serializeErrorForLog } from './error-log';
import { registerErrorHandling } from './errors';

// A person's words must never reach the log, even when the database refuses
// them (issue 24: a NUL in a bio once logged the query with every parameter).
const WORDS = 'my secret diary entry';

let database: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await endPool(pool);
  await database.drop();
});

/** A real failed query through drizzle: the value is not valid for its type. */
async function failedQuery(): Promise<unknown> {
  const db = drizzle(pool);
  try {
    await db.execute(sql`select ${WORDS}::uuid as id, ${`${WORDS} again`}::text as note`);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('error logs', () => {
  it('keep the query shape and the database code of a failed query, not its values', async () => {
    const error = await failedQuery();
    expect(String((error as Error).message)).toContain(WORDS); // what drizzle would have logged
    const logged = JSON.stringify(serializeErrorForLog(error));
    expect(logged).not.toContain('secret');
    expect(logged).toContain('select $1::uuid as id');
    expect(logged).toContain('"code":"22P02"');
  });

  it('write an unhandled error with its request id and without the values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    registerErrorHandling(app);
    app.get('/crash', async () => {
      throw await failedQuery();
    });
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    const errorLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(errorLine?.reqId).toMatch(/^req-/);
    expect(JSON.stringify(errorLine)).toContain('select $1::uuid as id');
    expect(lines.join('\n')).not.toContain('secret');
    await app.close();
  });

  it('never write a request’s cookie or authorization, nor a reply’s set-cookie', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('debug'), stream } });
    app.get('/echo', async (request, reply) => {
      reply.header('set-cookie', 'session=secret-set-cookie');
      request.log.info({ req: request, res: reply }, 'a route logs its request');
      return { ok: true };
    });
    const res = await app.inject({
      method: 'GET',
      url: '/echo',
      headers: { cookie: 'session=secret-cookie', authorization: 'Bearer secret-token' },
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('a route logs its request');
    expect(log).toContain('"url":"/echo"');
    expect(log).not.toContain('secret');
    await app.close();
  });
});
