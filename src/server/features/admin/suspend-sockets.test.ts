import { SIGNED_OUT_CLOSE_CODE } from '@shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../../tests/helpers/accounts';
import { call, createUser, signIn } from '../../../../tests/helpers/factories';
import { openSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// Suspending a person signs every tab of theirs out at once (issue 15): the
// deleted sessions fire the sessions_ended trigger, and each open socket closes.

describe('suspension and open sockets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the sockets of every session the person had', async () => {
    const admin = await createUser(t.app);
    await makeAdmin(t.app, admin);
    const person = await createUser(t.app, { role: 'host' });
    const otherTab = await signIn(t.app, person);
    const sockets = [await openSocket(t.app, person), await openSocket(t.app, otherTab)];
    for (const ws of sockets) await ws.subscribe('notifications');
    const bystander = await openSocket(t.app, admin);
    await bystander.subscribe('notifications');

    const res = await call(t.app, 'POST', '/api/admin/actions', admin, {
      action: 'suspend',
      userId: person.id,
      reason: 'Threats in chat',
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const ws of sockets) {
      expect(await ws.closed).toMatchObject({ code: SIGNED_OUT_CLOSE_CODE });
    }
    expect((await call(t.app, 'GET', '/api/profile', otherTab)).statusCode).toBe(401);
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    bystander.close();
  });
});
