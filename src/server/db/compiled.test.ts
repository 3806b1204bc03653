import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { compiled, compiledSql } from './compiled';
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

  it('compiledSql: a statement written as sql, built once, run by name with rows as db.execute gives them', async () => {
    const db = t.app.database.db;
    const cara = await createUser(t.app);
    let builds = 0;
    const profileOf = compiledSql<{ full_name: string | null; created_at: string }>(() => {
      builds++;
      return sql`select full_name, created_at from profiles where id = ${sql.placeholder('id')}::uuid`;
    });
    await db.update(profiles).set({ fullName: 'Cara Once' }).where(eq(profiles.id, cara.id));

    const { rows } = await profileOf(db, { id: cara.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.full_name).toBe('Cara Once');
    // A timestamp stays as PostgreSQL writes it, as db.execute leaves it.
    expect(typeof rows[0]?.created_at).toBe('string');
    expect(profileOf.toSQL({ id: cara.id })).toEqual({
      sql: 'select full_name, created_at from profiles where id = $1::uuid',
      params: [cara.id],
    });

    // Inside a transaction, on its connection.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(profiles).set({ fullName: 'Cara Inside' }).where(eq(profiles.id, cara.id));
        expect((await profileOf(tx, { id: cara.id })).rows[0]?.full_name).toBe('Cara Inside');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await profileOf(db, { id: cara.id })).rows[0]?.full_name).toBe('Cara Once');
    expect(builds).toBe(1);
  });
});
