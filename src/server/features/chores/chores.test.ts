import { CHORE_MESSAGES, type Chore } from '@shared/api/chores';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedChore,
  createChore,
  propertyWithMember,
  submittedChore,
} from '../../../../tests/helpers/chores';
import {
  addMember,
  call,
  createHelper,
  createHost,
  multipartBody,
  testPhoto,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { messages, notifications, pointsLedger, profiles, propertyHelpers } from '../../db/schema';
import { verifyPoints } from '../points/service';

describe('chores: lifecycle, forbidden transitions, points, notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;
  const notesOf = (userId: string, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const pointsOf = async (userId: string) =>
    (await db().select().from(profiles).where(eq(profiles.id, userId)))[0]?.points;

  it('runs add -> take -> submit with a photo -> approve, awarding points once', async () => {
    const p = await propertyWithMember(t.app);
    const chore = await createChore(t.app, p, { assigneeId: p.helper.id });
    expect(chore).toMatchObject({
      status: 'open',
      points: 25,
      group: 'Animals',
      assignee: { id: p.helper.id },
      propertyTitle: 'Olive farm by the sea',
      hostId: p.host.id,
    });
    expect(await notesOf(p.helper.id, 'chore_assigned')).toHaveLength(1);

    const start = await call(t.app, 'POST', `/api/chores/${chore.id}/start`, p.helper, {});
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ status: 'in_progress', takenBy: { id: p.helper.id } });

    const body = multipartBody([{ file: await testPhoto({ withGps: true }) }]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/chores/${chore.id}/photo`,
      headers: { ...p.helper.headers(), ...body.headers },
      payload: body.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const withPhoto = photo.json() as Chore;
    expect(withPhoto.hasPhoto).toBe(true);
    expect(withPhoto.photoUrl).toMatch(`/api/chores/${chore.id}/photo`);

    const submit = await call(t.app, 'POST', `/api/chores/${chore.id}/submit`, p.helper, {
      note: 'All fed',
      minutesSpent: 40,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json()).toMatchObject({
      status: 'submitted',
      submissionNote: 'All fed',
      minutesSpent: 40,
    });
    expect(await notesOf(p.host.id, 'task_completed')).toHaveLength(1);

    // The photo: host and member yes, a stranger 404.
    const url = withPhoto.photoUrl ?? '';
    const hostPhoto = await call(t.app, 'GET', url, p.host);
    expect(hostPhoto.statusCode).toBe(200);
    expect(hostPhoto.headers['content-type']).toBe('image/webp');
    expect(hostPhoto.rawPayload.includes(Buffer.from('secret-farm-address'))).toBe(false);
    expect((await call(t.app, 'GET', url, p.helper)).statusCode).toBe(200);
    const stranger = await createHelper(t.app);
    expect((await call(t.app, 'GET', url, stranger)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, null)).statusCode).toBe(401);

    const approve = await call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.host, {});
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'approved' });
    expect(await pointsOf(p.helper.id)).toBe(25);
    const again = await call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.host, {});
    expect(again.statusCode).toBe(200);
    expect(await pointsOf(p.helper.id)).toBe(25);
    expect(await notesOf(p.helper.id, 'chore_approved')).toHaveLength(1);

    const ledger = await call(t.app, 'GET', '/api/points/ledger', p.helper);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().items).toEqual([
      expect.objectContaining({
        amount: 25,
        reason: 'chore_approved',
        propertyTitle: 'Olive farm by the sea',
        source: { kind: 'chore', id: chore.id, title: 'Feed the goats' },
      }),
    ]);
    const [membership] = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, p.helper.id));
    expect(membership?.exchangePoints).toBe(25);

    // The chat timeline got system messages for assigned, submitted, approved.
    const system = await db().select().from(messages).where(eq(messages.type, 'system'));
    const statusTypes = system.map((m) => m.statusType);
    expect(statusTypes).toEqual(
      expect.arrayContaining(['chore_assigned', 'chore_submitted', 'chore_approved']),
    );
    expect(await verifyPoints(db())).toEqual([]);
  });

  it('sends a submission back with a note, then it can be submitted again', async () => {
    const p = await propertyWithMember(t.app);
    const chore = await submittedChore(t.app, p, p.helper);
    const back = await call(t.app, 'POST', `/api/chores/${chore.id}/send-back`, p.host, {
      note: 'Please also refill the water',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'in_progress',
      reviewNote: 'Please also refill the water',
    });
    expect(await notesOf(p.helper.id, 'chore_changes_requested')).toHaveLength(1);
    const resubmit = await call(t.app, 'POST', `/api/chores/${chore.id}/submit`, p.helper, {});
    expect(resubmit.json()).toMatchObject({ status: 'submitted' });
  });

  it('lets any member take an open chore, once; the second gets 409', async () => {
    const p = await propertyWithMember(t.app);
    const other = await addMember(t.app, p);
    const chore = await createChore(t.app, p);
    expect(chore.assignee).toBeNull();
    // Both members were told.
    expect(await notesOf(p.helper.id, 'chore_assigned')).toHaveLength(1);
    expect(await notesOf(other.id, 'chore_assigned')).toHaveLength(1);
    const open = await call(t.app, 'GET', '/api/chores?tab=open', other);
    expect(open.json().items.map((c: Chore) => c.id)).toContain(chore.id);
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `/api/chores/${chore.id}/take`, p.helper, {}),
      call(t.app, 'POST', `/api/chores/${chore.id}/take`, other, {}),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const mine = await call(
      t.app,
      'GET',
      '/api/chores?tab=mine',
      a?.statusCode === 200 ? p.helper : other,
    );
    expect(mine.json().items.map((c: Chore) => c.id)).toContain(chore.id);
  });

  it('refuses the forbidden transitions with clear answers', async () => {
    const p = await propertyWithMember(t.app);
    const outsider = await createHelper(t.app);
    const otherHost = await createHost(t.app);
    const chore = await createChore(t.app, p);

    // A non-member: 404 for everything.
    for (const action of ['take', 'start', 'submit', 'approve', 'cancel'])
      expect(
        (await call(t.app, 'POST', `/api/chores/${chore.id}/${action}`, outsider, {})).statusCode,
      ).toBe(404);
    expect((await call(t.app, 'GET', `/api/chores/${chore.id}`, otherHost)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'PATCH', `/api/chores/${chore.id}`, otherHost, { title: 'x' })).statusCode,
    ).toBe(404);

    // The host cannot take; the helper cannot approve, edit or cancel.
    expect((await call(t.app, 'POST', `/api/chores/${chore.id}/take`, p.host, {})).statusCode).toBe(
      403,
    );
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.helper, {})).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'PATCH', `/api/chores/${chore.id}`, p.helper, { title: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/cancel`, p.helper, {})).statusCode,
    ).toBe(403);

    // Approving an open chore; submitting one not taken.
    const early = await call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.host, {});
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(CHORE_MESSAGES.notSubmitted);
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/submit`, p.helper, {})).statusCode,
    ).toBe(422);

    // Someone else's assigned chore.
    const other = await addMember(t.app, p);
    const assigned = await createChore(t.app, p, { assigneeId: other.id });
    const take = await call(t.app, 'POST', `/api/chores/${assigned.id}/take`, p.helper, {});
    expect(take.statusCode).toBe(422);
    expect(take.json().error.message).toBe(CHORE_MESSAGES.notAssignedToYou);

    // Editing or cancelling an approved chore.
    const approved = await approvedChore(t.app, p, p.helper);
    const edit = await call(t.app, 'PATCH', `/api/chores/${approved.id}`, p.host, { points: 999 });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.message).toBe(CHORE_MESSAGES.approvedNoEdit);
    const cancel = await call(t.app, 'POST', `/api/chores/${approved.id}/cancel`, p.host, {});
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().error.message).toBe(CHORE_MESSAGES.approvedNoCancel);

    // Cancel anything else; a cancelled chore cannot be edited or taken.
    const cancelled = await call(t.app, 'POST', `/api/chores/${chore.id}/cancel`, p.host, {});
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/take`, p.helper, {})).statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, 'PATCH', `/api/chores/${chore.id}`, p.host, { title: 'x' })).statusCode,
    ).toBe(422);

    // Bad group, non-member assignee.
    const badGroup = await call(t.app, 'POST', '/api/chores', p.host, {
      propertyId: p.property.id,
      title: 'x',
      group: 'Juggling',
    });
    expect(badGroup.statusCode).toBe(422);
    const badAssignee = await call(t.app, 'POST', '/api/chores', p.host, {
      propertyId: p.property.id,
      title: 'x',
      group: 'Garden',
      assigneeId: outsider.id,
    });
    expect(badAssignee.statusCode).toBe(422);
    // A helper cannot create chores (the property is not theirs).
    const byHelper = await call(t.app, 'POST', '/api/chores', p.helper, {
      propertyId: p.property.id,
      title: 'x',
      group: 'Garden',
    });
    expect(byHelper.statusCode).toBe(403);
  });

  it('refuses the remaining wrong moves: another member submitting, sending back an open chore, reassigning work in progress', async () => {
    const p = await propertyWithMember(t.app);
    const other = await addMember(t.app, p);
    const chore = await createChore(t.app, p);
    await call(t.app, 'POST', `/api/chores/${chore.id}/take`, p.helper, {});
    const submitByOther = await call(t.app, 'POST', `/api/chores/${chore.id}/submit`, other, {});
    expect(submitByOther.statusCode).toBe(403);
    expect(submitByOther.json().error.message).toBe(CHORE_MESSAGES.notYours);
    const sendBack = await call(t.app, 'POST', `/api/chores/${chore.id}/send-back`, p.host, {
      note: 'x',
    });
    expect(sendBack.statusCode).toBe(422);
    const reassign = await call(t.app, 'PATCH', `/api/chores/${chore.id}`, p.host, {
      assigneeId: other.id,
    });
    expect(reassign.statusCode).toBe(422);
    expect(reassign.json().error.message).toBe(CHORE_MESSAGES.assigneeLocked);
    // Taking it again is a harmless retry; submitting twice too.
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/take`, p.helper, {})).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/submit`, p.helper, {})).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', `/api/chores/${chore.id}/submit`, p.helper, {})).statusCode,
    ).toBe(200);
    // Photos only while in progress, images only.
    const late = multipartBody([{ file: await testPhoto() }]);
    const afterSubmit = await t.app.inject({
      method: 'POST',
      url: `/api/chores/${chore.id}/photo`,
      headers: { ...p.helper.headers(), ...late.headers },
      payload: late.payload,
    });
    expect(afterSubmit.statusCode).toBe(422);
    const fresh = await createChore(t.app, p, { assigneeId: p.helper.id });
    await call(t.app, 'POST', `/api/chores/${fresh.id}/start`, p.helper, {});
    const notImage = multipartBody([
      { file: Buffer.from('<svg onload=alert(1)>'), filename: 'x.jpg' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/chores/${fresh.id}/photo`,
      headers: { ...p.helper.headers(), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(400);
    const huge = multipartBody([{ file: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/api/chores/${fresh.id}/photo`,
      headers: { ...p.helper.headers(), ...huge.headers },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(CHORE_MESSAGES.photoTooLarge);
    expect((await call(t.app, 'GET', `/api/chores/${fresh.id}/photo`, p.host)).statusCode).toBe(
      404,
    );
  });

  it('takes the default points from the exchange terms and accepts the host’s custom groups', async () => {
    const p = await propertyWithMember(t.app);
    const groups = await call(t.app, 'PUT', '/api/profile/custom-chore-groups', p.host, {
      groups: ['Beekeeping'],
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const chore = await createChore(t.app, p, { points: undefined, group: 'beekeeping' });
    expect(chore).toMatchObject({ points: 10, group: 'Beekeeping' });
    const list = await call(t.app, 'GET', '/api/chore-groups', p.host);
    expect(list.json()).toMatchObject({ custom: ['Beekeeping'] });
    const forMember = await call(
      t.app,
      'GET',
      `/api/chore-groups?propertyId=${p.property.id}`,
      p.helper,
    );
    expect(forMember.json()).toMatchObject({ custom: ['Beekeeping'] });
    expect((await call(t.app, 'GET', '/api/chore-groups', p.helper)).json().custom).toEqual([]);
    const stranger = await createHelper(t.app);
    expect(
      (await call(t.app, 'GET', `/api/chore-groups?propertyId=${p.property.id}`, stranger))
        .statusCode,
    ).toBe(404);
  });

  it('concurrent approvals award once', async () => {
    const p = await propertyWithMember(t.app);
    const chore = await submittedChore(t.app, p, p.helper);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, 'POST', `/api/chores/${chore.id}/approve`, p.host, {}),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await pointsOf(p.helper.id)).toBe(25);
    const rows = await db()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.referenceId, chore.id));
    expect(rows).toHaveLength(1);
    expect(await notesOf(p.helper.id, 'chore_approved')).toHaveLength(1);
    expect(await verifyPoints(db())).toEqual([]);
  });

  it('bulk approve approves each submitted chore and reports the others', async () => {
    const p = await propertyWithMember(t.app);
    const a = await submittedChore(t.app, p, p.helper);
    const b = await submittedChore(t.app, p, p.helper);
    const open = await createChore(t.app, p);
    const res = await call(t.app, 'POST', '/api/chores/bulk-approve', p.host, {
      choreIds: [a.id, b.id, open.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .approved.map((c: Chore) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(res.json().failed).toEqual([{ id: open.id, message: CHORE_MESSAGES.notSubmitted }]);
    expect(await pointsOf(p.helper.id)).toBe(50);
  });
});
