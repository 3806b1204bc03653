import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createHelper, createHost } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { notify } from './notify';

describe('notifications: notify() and the owner-only list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const write = (userId: string, n: number) =>
    t.app.database.db.transaction(async (tx) => {
      for (let i = 0; i < n; i++)
        await notify(tx, {
          userId,
          type: 'system',
          title: `Note ${i}`,
          content: `Content ${i}`,
          referenceId: null,
        });
    });

  it('lists only the caller’s notifications, newest first, in pages that neither skip nor repeat', async () => {
    const owner = await createHelper(t.app);
    const other = await createHost(t.app);
    await write(owner.id, 7); // one transaction: several rows share a timestamp
    await write(other.id, 2);
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        t.app,
        'GET',
        `/api/notifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as {
        items: Array<{ title: string; userId: string; isRead: boolean }>;
        nextCursor: string | null;
      };
      expect(page.items.every((n) => n.userId === owner.id && n.isRead === false)).toBe(true);
      titles.push(...page.items.map((n) => n.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toHaveLength(7);
    expect(new Set(titles).size).toBe(7);
    const others = await call(t.app, 'GET', '/api/notifications', other);
    expect(others.json().items).toHaveLength(2);
    expect((await call(t.app, 'GET', '/api/notifications', null)).statusCode).toBe(401);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const owner = await createHelper(t.app);
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await notify(tx, {
          userId: owner.id,
          type: 'system',
          title: 'Never',
          content: 'Rolled back',
          referenceId: null,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const res = await call(t.app, 'GET', '/api/notifications', owner);
    expect(res.json().items).toEqual([]);
  });
});
