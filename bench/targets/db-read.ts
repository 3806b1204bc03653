import { eq } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { LOOPBACK, type Target } from './target';

export const BENCH_ITEM_COUNT = 1_000;

// A table of the bench's own, made in the scratch database only: the app's
// schema and migrations never see it.
const benchItems = pgTable('bench_items', {
  id: integer().primaryKey(),
  title: text().notNull(),
  points: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One read by primary key through Drizzle and the app's own pg pool (same
 * size and settings as in production), behind a Fastify with no plugins and
 * no logger: compared with the bare target it shows what the database round
 * trip costs, apart from the app's plugins.
 */
export const dbRead: Target = {
  name: 'db-read',
  async start(context) {
    const { db, pool } = (await context.app()).database;
    await pool.query(`
      create table if not exists bench_items (
        id integer primary key,
        title text not null,
        points integer not null,
        created_at timestamptz not null default now()
      )`);
    await pool.query(
      `insert into bench_items (id, title, points)
       select n, 'Item ' || n, n % 97 from generate_series(1, $1::int) as n
       on conflict (id) do nothing`,
      [BENCH_ITEM_COUNT],
    );
    await pool.query('analyze bench_items');

    const server = Fastify({ logger: false });
    server.get<{ Params: { id: number } }>(
      '/items/:id',
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: { type: 'integer', minimum: 1 } },
            required: ['id'],
          },
        },
      },
      async (request, reply) => {
        const [item] = await db
          .select()
          .from(benchItems)
          .where(eq(benchItems.id, request.params.id));
        if (!item) return reply.status(404).send({ error: { code: 'not_found' } });
        return item;
      },
    );
    const origin = await server.listen({ host: LOOPBACK, port: 0 });
    return { origin, close: () => server.close() };
  },
};
