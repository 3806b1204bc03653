import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DROPPED_FRAMES_LIMIT,
  FRAME_BURST,
  FRAMES_PER_SECOND,
  FrameGuard,
  MAX_SOCKETS_PER_USER,
} from '../../src/server/platform/realtime/frame-guard';
import { createUser } from '../helpers/factories';
import { openSocket } from '../helpers/realtime-socket';
import { createTestApp, type TestApp } from '../helpers/test-app';

// What a hostile or broken client can do to /api/realtime (issue 24): flood
// frames, open socket after socket, send garbage; and what a restart does
// to the sockets that are open.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
});

describe('a frame budget per socket', () => {
  it('admits a burst, drops what exceeds it, refills with time, and ends a flood', () => {
    let now = 0;
    const guard = new FrameGuard(() => now);
    for (let i = 0; i < FRAME_BURST; i++) expect(guard.admit()).toBe('handle');
    expect(guard.admit()).toBe('drop');
    now += 1000;
    for (let i = 0; i < FRAMES_PER_SECOND; i++) expect(guard.admit()).toBe('handle');
    // One frame was dropped already: the limit is reached within this run.
    const verdicts = Array.from({ length: DROPPED_FRAMES_LIMIT }, () => guard.admit());
    expect(verdicts.slice(0, -1).every((v) => v === 'drop')).toBe(true);
    expect(verdicts.at(-1)).toBe('close');
  });

  it('closes a socket that floods with 1008, after answering its first frames', async () => {
    const user = await createUser(t.app);
    const socket = await openSocket(t.app, user);
    for (let i = 0; i < FRAME_BURST + DROPPED_FRAMES_LIMIT + 10; i++) {
      socket.socket.send(JSON.stringify({ type: 'unsubscribe', topic: 'user' }));
    }
    socket.socket.send('not json');
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Too many frames' });
  });

  it('answers every malformed frame but logs it once per socket, without its text', async () => {
    const user = await createUser(t.app);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const socket = await openSocket(t.app, user);
      for (let i = 0; i < 5; i++) socket.socket.send(`garbage ${i} {`);
      await vi.waitFor(() => {
        expect(socket.frames.filter((f) => f.type === 'refused')).toHaveLength(5);
      });
      const logged = warn.mock.calls.filter((call) =>
        call.some((arg) => typeof arg === 'string' && arg.includes('malformed frame')),
      );
      expect(logged).toHaveLength(1);
      expect(JSON.stringify(logged)).not.toContain('garbage');
      socket.close();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('sockets per person', () => {
  it(`keeps at most ${MAX_SOCKETS_PER_USER}: the oldest is closed first`, async () => {
    const user = await createUser(t.app);
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER + 2; i++) sockets.push(await openSocket(t.app, user));
    expect(await sockets[0]?.closed).toEqual({ code: 1008, reason: 'Too many open connections' });
    expect(await sockets[1]?.closed).toEqual({ code: 1008, reason: 'Too many open connections' });
    const newest = sockets.at(-1);
    expect(await newest?.subscribe('notifications')).toMatchObject({ type: 'subscribed' });
    expect(t.app.realtime.hub.connectionsOf(user.id)).toHaveLength(MAX_SOCKETS_PER_USER);
    for (const socket of sockets) socket.close();
  });
});

describe('a restart', () => {
  it('tells open sockets the server is going away (1001), not a bare close', async () => {
    const own = await createTestApp();
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const user = await createUser(own.app);
    const socket = await openSocket(own.app, user);
    await own.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server restarting' });
  });
});
