import { demoAccountsStep } from './demo-accounts';
import { demoAgreementsStep } from './demo-agreements';
import { demoChoresStep } from './demo-chores';
import { demoMessagesStep } from './demo-messages';
import { demoPropertiesStep } from './demo-properties';
import { demoReviewsStep } from './demo-reviews';
import { demoSafetyStep } from './demo-safety';
import type { SeedStep } from './seed-step';

/** Run in this order; later issues add demo accounts, properties, chores… */
export const seedSteps: readonly SeedStep[] = [
  demoAccountsStep,
  demoPropertiesStep,
  demoAgreementsStep,
  demoChoresStep,
  // Past stays on their own memberships: no chat lines, so before or after the messages alike.
  demoReviewsStep,
  // After the steps whose services open the chats and write their system lines.
  demoMessagesStep,
  // Reports on the demo people and listings, and the operator who acted on one.
  demoSafetyStep,
];
