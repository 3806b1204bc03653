import type { ChoreCreate } from '@shared/api/chores';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { chores, users } from '../db/schema';
import { createChore } from '../features/chores/chore-editing';
import { approveChore, cancelChore, sendBackChore } from '../features/chores/chore-review';
import { submitChore, takeChore } from '../features/chores/chore-work';
import { awardPoints } from '../features/points/balance';
import { createReward, redeemReward } from '../features/rewards/service';
import type { Viewer } from '../platform/auth/guard';
import { createStorage, type Storage } from '../platform/storage';
import { seedId } from './demo-properties';
import type { SeedStep } from './seed-step';

// Demo chores, points and rewards (issue 8) at Orchard Hill Farm, the demo
// host's property where the demo helper is a member: a chore in each state, a
// recurring one, a few approved chores (so the helper has a balance and a
// history), a bonus, a reward catalogue and one pending redemption. Everything
// goes through the feature services, so the ledger, balances, notifications
// and chat system messages agree exactly as if people had clicked. Runs once:
// when Orchard Hill already has chores the step leaves it alone (a re-run must
// not award points twice).

async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} is missing: run the demo accounts step first`);
  return row.id;
}

const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export async function seedDemoChores(db: Db, storage: Storage): Promise<boolean> {
  const orchard = seedId('property:orchard-hill');
  const [existing] = await db
    .select({ id: chores.id })
    .from(chores)
    .where(eq(chores.propertyId, orchard))
    .limit(1);
  if (existing) return false;
  const hostId = await userIdOf(db, 'host@demo.test');
  const helperId = await userIdOf(db, 'helper@demo.test');
  const host: Viewer = { userId: hostId, sessionId: 'seed', email: 'host@demo.test', role: 'host' };
  const helper: Viewer = {
    userId: helperId,
    sessionId: 'seed',
    email: 'helper@demo.test',
    role: 'helper',
  };
  const ctx = { db, storage };
  const add = (fields: Omit<ChoreCreate, 'propertyId'>) =>
    createChore(ctx, host, { propertyId: orchard, ...fields });
  const doIt = async (id: string, note: string | null, minutesSpent: number) => {
    await takeChore(ctx, helper, id);
    await submitChore(ctx, helper, id, { note, minutesSpent });
  };

  // Approved: points and a history.
  const eggs = await add({
    title: 'Collect the eggs',
    description: 'Both hen houses; wash and box them for the farm stand.',
    group: 'Animals',
    points: 10,
    estimatedMinutes: 20,
    dueAt: at(-1, 8),
    recurrence: 'daily',
    assigneeId: helperId,
  });
  await doIt(eggs.id, 'Fourteen eggs today!', 20);
  await approveChore(ctx, host, eggs.id); // makes tomorrow's occurrence (open, recurring)
  for (const chore of [
    {
      title: 'Water the greenhouse',
      group: 'Garden',
      points: 20,
      estimatedMinutes: 45,
      minutes: 40,
      note: 'Tomatoes look thirsty, gave them extra.',
    },
    {
      title: 'Clean the goat pen',
      group: 'Animals',
      points: 30,
      estimatedMinutes: 90,
      minutes: 80,
      note: 'Fresh straw in all three stalls.',
    },
  ]) {
    const made = await add({
      title: chore.title,
      group: chore.group,
      points: chore.points,
      estimatedMinutes: chore.estimatedMinutes,
      assigneeId: helperId,
    });
    await doIt(made.id, chore.note, chore.minutes);
    await approveChore(ctx, host, made.id);
  }
  await awardPoints(
    ctx,
    host,
    {
      requestId: seedId('bonus:orchard:hugo'),
      propertyId: orchard,
      helperId,
      amount: 15,
      reason: 'Thank you for the help at the Saturday market',
    },
    'bonus',
  );

  // Submitted: waiting for the host's review.
  const porch = await add({
    title: 'Sweep the porch',
    group: 'Cleaning',
    points: 10,
    estimatedMinutes: 20,
    assigneeId: helperId,
  });
  await doIt(porch.id, 'Done, and I shook out the doormats too.', 25);

  // In progress, after being sent back once.
  const prune = await add({
    title: 'Prune the apple trees',
    description: 'The young trees in the east row: remove crossing branches only.',
    group: 'Garden',
    points: 40,
    estimatedMinutes: 120,
    dueAt: at(3, 17),
    assigneeId: helperId,
  });
  await doIt(prune.id, 'Finished the east row.', 90);
  await sendBackChore(ctx, host, prune.id, 'Thanks! Two trees at the end of the row were missed.');

  // Open: one for anyone, one assigned and due soon (a weekly recurring one).
  await add({
    title: 'Fix the gate latch',
    description: 'The lower field gate swings open in the wind.',
    group: 'Maintenance',
    points: 25,
    estimatedMinutes: 30,
    dueAt: at(2, 12),
  });
  await add({
    title: 'Bake bread for the farm stand',
    group: 'Kitchen',
    points: 20,
    estimatedMinutes: 60,
    dueAt: at(1, 7),
    recurrence: 'weekly',
    recurrenceDays: [6],
    assigneeId: helperId,
  });

  // Cancelled.
  const linen = await add({ title: 'Wash the bed linen', group: 'Laundry', points: 10 });
  await cancelChore(ctx, host, linen.id);

  // Rewards, and one pending redemption (reserves its cost).
  const oil = await createReward(ctx, host, orchard, {
    title: 'A jar of our olive oil',
    description: 'Half a litre, this year’s pressing.',
    cost: 15,
  });
  await createReward(ctx, host, orchard, {
    title: 'Pizza night',
    description: 'Wood-fired pizza with the family on Friday.',
    cost: 30,
  });
  await createReward(ctx, host, orchard, {
    title: 'Day trip to the Blue Ridge Parkway',
    description: 'We drive, you pick the hikes.',
    cost: 120,
  });
  await redeemReward(ctx, helper, oil.id);
  return true;
}

export const demoChoresStep: SeedStep = {
  name: 'demo chores',
  async run(db) {
    const config = loadConfig(process.env);
    await seedDemoChores(db, createStorage(config));
  },
};
