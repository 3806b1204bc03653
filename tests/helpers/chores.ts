import type { Chore, ChoreCreate } from '@shared/api/chores';
import type { FastifyInstance } from 'fastify';
import { addMember, type CreatedProperty, call, createProperty, type TestUser } from './factories';

/** A property with terms (10 default points, 20 h a week) and one active member. */
export async function propertyWithMember(app: FastifyInstance) {
  const created = await createProperty(app, { status: 'paused' });
  const helper = await addMember(app, created);
  return { ...created, helper };
}

function expectOk(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 400)}`);
}

/** POST /api/chores as the host. */
export async function createChore(
  app: FastifyInstance,
  created: CreatedProperty,
  fields: Partial<ChoreCreate> = {},
): Promise<Chore> {
  const res = await call(app, 'POST', '/api/chores', created.host, {
    propertyId: created.property.id,
    title: 'Feed the goats',
    group: 'Animals',
    points: 25,
    ...fields,
  });
  expectOk(res, 201, 'create chore');
  return res.json() as Chore;
}

/** Take (or start) and submit as `helper`: the chore ends up submitted. */
export async function submittedChore(
  app: FastifyInstance,
  created: CreatedProperty,
  helper: TestUser,
  fields: Partial<ChoreCreate> = {},
  minutesSpent = 30,
): Promise<Chore> {
  const chore = await createChore(app, created, { assigneeId: helper.id, ...fields });
  expectOk(await call(app, 'POST', `/api/chores/${chore.id}/start`, helper, {}), 200, 'start');
  const res = await call(app, 'POST', `/api/chores/${chore.id}/submit`, helper, {
    note: 'Done!',
    minutesSpent,
  });
  expectOk(res, 200, 'submit');
  return res.json() as Chore;
}

/** Approved by the host. */
export async function approvedChore(
  app: FastifyInstance,
  created: CreatedProperty,
  helper: TestUser,
  fields: Partial<ChoreCreate> = {},
): Promise<Chore> {
  const chore = await submittedChore(app, created, helper, fields);
  const res = await call(app, 'POST', `/api/chores/${chore.id}/approve`, created.host, {});
  expectOk(res, 200, 'approve');
  return res.json() as Chore;
}
