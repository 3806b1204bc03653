import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationPage } from '@shared/api/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// The access matrix for every messaging route (DESIGN.md sections 4 and 8):
// each route as an anonymous caller, the conversation's host, its helper,
// another host and another helper. Strangers get what a missing id gets (404).

type Caller = 'anonymous' | 'host' | 'helper' | 'otherHost' | 'otherHelper';
type World = {
  listed: CreatedProperty;
  draft: CreatedProperty;
  conversation: Conversation;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
};
type Row = {
  name: string;
  method: 'GET' | 'POST';
  /** The route as registered (to check every route is here). */
  route: string;
  url: (w: World) => string;
  payload?: (w: World, caller: Caller) => object;
  expect: Record<Caller, number>;
};

const hostish = (caller: Caller) => caller === 'host' || caller === 'otherHost';

const ROWS: Row[] = [
  {
    name: 'list',
    method: 'GET',
    route: '/api/conversations',
    url: () => '/api/conversations',
    expect: { anonymous: 401, host: 200, helper: 200, otherHost: 200, otherHelper: 200 },
  },
  {
    name: 'unread total',
    method: 'GET',
    route: '/api/conversations/unread-total',
    url: () => '/api/conversations/unread-total',
    expect: { anonymous: 401, host: 200, helper: 200, otherHost: 200, otherHelper: 200 },
  },
  {
    name: 'read one',
    method: 'GET',
    route: '/api/conversations/:id',
    url: (w) => `/api/conversations/${w.conversation.id}`,
    expect: { anonymous: 401, host: 200, helper: 200, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'read messages',
    method: 'GET',
    route: '/api/conversations/:id/messages',
    url: (w) => `/api/conversations/${w.conversation.id}/messages`,
    expect: { anonymous: 401, host: 200, helper: 200, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'send',
    method: 'POST',
    route: '/api/conversations/:id/messages',
    url: (w) => `/api/conversations/${w.conversation.id}/messages`,
    payload: () => ({ id: randomUUID(), content: 'Hello' }),
    expect: { anonymous: 401, host: 201, helper: 201, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'mark read',
    method: 'POST',
    route: '/api/conversations/:id/read',
    url: (w) => `/api/conversations/${w.conversation.id}/read`,
    payload: () => ({}),
    expect: { anonymous: 401, host: 200, helper: 200, otherHost: 404, otherHelper: 404 },
  },
  {
    // A listed property: its host and helper reuse theirs (200); another host
    // may see it but is not its host (403); another helper may open their own (201).
    name: 'start about a listed property',
    method: 'POST',
    route: '/api/conversations',
    url: () => '/api/conversations',
    payload: (w, caller) =>
      hostish(caller)
        ? { propertyId: w.listed.property.id, helperId: w.users.helper.id }
        : { propertyId: w.listed.property.id },
    expect: { anonymous: 401, host: 200, helper: 200, otherHost: 403, otherHelper: 201 },
  },
  {
    // A draft: nobody but its host sees it, and its host has no helper there.
    name: 'start about a draft',
    method: 'POST',
    route: '/api/conversations',
    url: () => '/api/conversations',
    payload: (w, caller) =>
      hostish(caller)
        ? { propertyId: w.draft.property.id, helperId: w.users.helper.id }
        : { propertyId: w.draft.property.id },
    expect: { anonymous: 401, host: 404, helper: 404, otherHost: 404, otherHelper: 404 },
  },
  {
    name: 'read a missing conversation',
    method: 'GET',
    route: '/api/conversations/:id',
    url: () => `/api/conversations/${randomUUID()}`,
    expect: { anonymous: 401, host: 404, helper: 404, otherHost: 404, otherHelper: 404 },
  },
];

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  const host = await createHost(t.app);
  const listed = await createProperty(t.app, { host });
  const draft = await createProperty(t.app, { host, status: 'draft' });
  const helper = await createHelper(t.app);
  const started = await call(t.app, 'POST', '/api/conversations', helper, {
    propertyId: listed.property.id,
  });
  const conversation = started.json() as Conversation;
  await call(t.app, 'POST', `/api/conversations/${conversation.id}/messages`, helper, {
    id: randomUUID(),
    content: 'A private question',
  });
  world = {
    listed,
    draft,
    conversation,
    users: {
      host,
      helper,
      otherHost: await createHost(t.app),
      otherHelper: await createHelper(t.app),
    },
  };
});
afterAll(async () => {
  await t?.close();
});

describe('messaging access matrix', () => {
  it('covers every messaging route the app registers', () => {
    const registered = new Set(
      t.app.routeCatalog
        .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/conversations'))
        .map((r) => `${r.method} ${r.url}`),
    );
    expect([...registered].sort()).toEqual(
      [...new Set(ROWS.map((r) => `${r.method} ${r.route}`))].sort(),
    );
  });

  for (const caller of ['anonymous', 'host', 'helper', 'otherHost', 'otherHelper'] as const) {
    it(`answers each route as expected for ${caller}`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const row of ROWS) {
        const user = caller === 'anonymous' ? null : world.users[caller];
        const res = await call(
          t.app,
          row.method,
          row.url(world),
          user,
          row.payload?.(world, caller),
        );
        outcomes.push(`${row.name}: ${res.statusCode}`);
        expected.push(`${row.name}: ${row.expect[caller]}`);
        if (res.statusCode >= 400)
          expect(res.json(), `${row.name} error body`).toHaveProperty('error.code');
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('strangers’ lists and totals hold nothing of the conversation', async () => {
    for (const caller of ['otherHost', 'otherHelper'] as const) {
      const page = (
        await call(t.app, 'GET', '/api/conversations', world.users[caller])
      ).json() as ConversationPage;
      expect(page.items.map((c) => c.id)).not.toContain(world.conversation.id);
    }
  });
});
