import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { compiled } from './compiled';
import { profiles } from './schema';

describe('compiled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds once, and runs with each call’s values on the pool or inside a transaction', async () => {
    const db = t.app.database.db;
    const [ana, ben] = [await createUser(t.app), await createUser(t.app)];
    let builds = 0;
    const rename = compiled<{ id: string; name: string }, { id: string; updatedAt: Date }[]>(
      (b) => {
        builds++;
        return b
          .update(profiles)
          .set({ fullName: sql`${sql.placeholder('name')}`, updatedAt: sql`now()` })
          .where(eq(profiles.id, sql.placeholder('id')))
          .returning({ id: profiles.id, updatedAt: profiles.updatedAt });
      },
    );
    const nameOf = compiled<{ id: string }, { fullName: string | null }[]>((b) =>
      b
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, sql.placeholder('id'))),
    );

    // On the pool: each call its own values; the result mapped as Drizzle maps it.
    const [renamed] = await rename(db, { id: ana.id, name: 'Ana Pool' });
    expect(renamed?.id).toBe(ana.id);
    expect(renamed?.updatedAt).toBeInstanceOf(Date);
    expect(await nameOf(db, { id: ana.id })).toEqual([{ fullName: 'Ana Pool' }]);

    // Inside a transaction: it sees the transaction's own writes, and a
    // rollback takes its writes back with the rest.
    await expect(
      db.transaction(async (tx) => {
        await rename(tx, { id: ben.id, name: 'Ben Inside' });
        expect(await nameOf(tx, { id: ben.id })).toEqual([{ fullName: 'Ben Inside' }]);
        // The pool's other connections do not see it before commit.
        expect(await nameOf(db, { id: ben.id })).not.toEqual([{ fullName: 'Ben Inside' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nameOf(db, { id: ben.id })).not.toEqual([{ fullName: 'Ben Inside' }]);
    await db.transaction((tx) => rename(tx, { id: ben.id, name: 'Ben Committed' }));
    expect(await nameOf(db, { id: ben.id })).toEqual([{ fullName: 'Ben Committed' }]);

    expect(builds).toBe(1);
  });
});
