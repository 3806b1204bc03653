import { messagePageSchema, systemMessageDataSchema } from '@shared/api/messaging';
import { notificationDataSchema, notificationPageSchema } from '@shared/api/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyWithMember, submittedChore } from '../../../../tests/helpers/chores';
import {
  call,
  createHelper,
  createProperty,
  createStayRequest,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { BATCH_WINDOW_MS } from './mail-fallback';

// Issue 24: dates reach people formatted for them. The server stores the facts
// as data (each client formats the dates in its reader's locale) and writes
// its plain-English text, and its mails, with unambiguous dates, never ISO.

const ISO_DAY = /\d{4}-\d{2}-\d{2}/;
/** The plain-English day the server writes: '3 January 2027'. */
const englishDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe('dates in notifications, system messages and mails', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const startDate = daysFromNow(10);
  const endDate = daysFromNow(24);

  const feedOf = async (user: TestUser) => {
    const res = await call(t.app, 'GET', '/api/notifications', user);
    expect(res.statusCode, res.body).toBe(200);
    return notificationPageSchema.parse(res.json()).items;
  };
  const systemMessagesOf = async (user: TestUser) => {
    const list = await call(t.app, 'GET', '/api/conversations', user);
    expect(list.statusCode, list.body).toBe(200);
    const [conversation] = list.json().items as Array<{ id: string }>;
    const res = await call(t.app, 'GET', `/api/conversations/${conversation?.id}/messages`, user);
    expect(res.statusCode, res.body).toBe(200);
    return messagePageSchema.parse(res.json()).items.filter((m) => m.type === 'system');
  };

  it('a stay request tells the host with its dates as data, and a text without ISO dates', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
    await createStayRequest(t.app, created, { helper, startDate, endDate });
    const [note] = (await feedOf(created.host)).filter((n) => n.type === 'helper_request');
    expect(note?.data).toEqual({
      kind: 'stay_request_created',
      propertyTitle: 'Olive farm by the sea',
      name: 'Ana Helper',
      startDate,
      endDate,
    });
    expect(notificationDataSchema.safeParse(note?.data).success).toBe(true);
    expect(note?.content).not.toMatch(ISO_DAY);
    expect(note?.content).toContain(`from ${englishDay(startDate)} to ${englishDay(endDate)}`);

    const line = (await systemMessagesOf(created.host)).find(
      (m) => m.statusType === 'stay_request_created',
    );
    expect(line?.data).toEqual({
      kind: 'stay_request_created',
      name: 'Ana Helper',
      startDate,
      endDate,
    });
    expect(systemMessageDataSchema.safeParse(line?.data).success).toBe(true);
    expect(line?.content).not.toMatch(ISO_DAY);
  });

  it('an accepted request tells the helper with its dates as data, in the feed and the chat', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created, { startDate, endDate });
    const accepted = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const [note] = (await feedOf(helper)).filter((n) => n.type === 'stay_request_accepted');
    expect(note?.data).toEqual({
      kind: 'stay_request_accepted',
      propertyTitle: 'Olive farm by the sea',
      startDate,
      endDate,
    });
    expect(note?.content).not.toMatch(ISO_DAY);

    const lines = await systemMessagesOf(helper);
    const acceptedLine = lines.find((m) => m.statusType === 'stay_request_accepted');
    expect(acceptedLine?.data).toEqual({ kind: 'stay_request_accepted', startDate, endDate });
    expect(acceptedLine?.content).not.toMatch(ISO_DAY);
  });

  it('passed weekly hours reach host and helper as numbers, not as text made in one locale', async () => {
    const p = await propertyWithMember(t.app);
    // Terms: 20 hours a week; 11 + 10.5 hours make 21.5.
    await submittedChore(t.app, p, p.helper, {}, 660);
    await submittedChore(t.app, p, p.helper, {}, 630);
    const [toHost] = (await feedOf(p.host)).filter((n) => n.type === 'chore_hours_exceeded');
    const [toHelper] = (await feedOf(p.helper)).filter((n) => n.type === 'chore_hours_exceeded');
    expect(toHost?.data).toMatchObject({
      kind: 'weekly_hours_passed',
      reader: 'host',
      hours: 21.5,
      agreedHours: 20,
    });
    expect(toHelper?.data).toMatchObject({ kind: 'weekly_hours_passed', reader: 'helper' });
    expect(toHelper?.content).toBe('You have done 21.5 hours this week, more than the agreed 20.');
  });

  it('the fallback mail shows the stay’s dates as a person reads them', async () => {
    const created = await createProperty(t.app);
    await createStayRequest(t.app, created, { startDate, endDate });
    await t.app.jobs.runDueJobs(new Date(Date.now() + 15 * 60_000 + BATCH_WINDOW_MS + 1000));
    const mail = smtp.messages.find(
      (m) => m.to.includes(created.host.email) && m.raw.includes('New stay request'),
    );
    expect(mail).toBeDefined();
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain(`from ${englishDay(startDate)} to ${englishDay(endDate)}`);
    expect(body).not.toContain(startDate);
  });
});
