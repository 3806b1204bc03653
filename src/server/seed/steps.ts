import type { Db } from '../db/client';
import { demoAccountsStep } from './demo-accounts';
import { demoAgreementsStep } from './demo-agreements';
import { demoChoresStep } from './demo-chores';
import { demoPropertiesStep } from './demo-properties';

/**
 * One piece of demo or reference data. `run` must be idempotent: running the
 * whole list twice leaves the same rows as running it once (insert … on
 * conflict do nothing, or look before inserting), because `npm run seed` is
 * meant to be run again whenever someone likes.
 */
export type SeedStep = {
  name: string;
  run(db: Db): Promise<void>;
};

/** Run in this order; later issues add demo accounts, properties, chores… */
export const seedSteps: readonly SeedStep[] = [
  demoAccountsStep,
  demoPropertiesStep,
  demoAgreementsStep,
  demoChoresStep,
];
