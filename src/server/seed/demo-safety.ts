import type { REPORT_REASONS } from '@shared/api/safety';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reports, users } from '../db/schema';
import { actOn } from '../features/admin/actions';
import { grantAdmin } from '../features/admin/operators';
import { createReport } from '../features/safety/reports';
import type { Viewer } from '../platform/auth/guard';
import { seedId } from './demo-properties';
import type { SeedStep } from './seed-step';

// The moderation desk's demo (issue 15, decision 110), through the same
// service functions the API uses:
// - admin@demo.test (an account of demo-accounts.ts) is an operator, granted
//   as the command line would (the audit log says "command line");
// - one OPEN report: Hugo Helper finds Amara's Accra listing misleading;
// - one RESOLVED report: Kenji reported Lucas, and the operator dismissed it
//   with a reason (in the audit log; Kenji has the `report` notification).
// Neither action hides or suspends anything, so the rest of the demo stays
// whole. A report is filed only if its reporter never filed one on that
// target, so a second run (or an operator who already acted on the open one)
// changes nothing.

export const DEMO_OPERATOR_EMAIL = 'admin@demo.test';

type DemoReport = {
  reporterEmail: string;
  targetType: 'user' | 'property';
  /** An email for a person, a demo property's key for a listing. */
  target: string;
  reason: (typeof REPORT_REASONS)[number];
  details: string;
  /** Dismissed by the operator with this reason; absent: left open. */
  dismissedBecause?: string;
};

export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    reporterEmail: 'helper@demo.test',
    targetType: 'property',
    target: 'accra-house',
    reason: 'misleading',
    details:
      'The listing promises a private room, but in our chat the host said helpers share a dormitory.',
  },
  {
    reporterEmail: 'kenji@demo.test',
    targetType: 'user',
    target: 'lucas@demo.test',
    reason: 'other',
    details: 'Asked for my phone number before any stay was agreed.',
    dismissedBecause:
      'Asking for a phone number is not against the rules, and nothing else in their messages is.',
  },
];

async function accountOf(db: Db, email: string): Promise<Viewer> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`demo safety: ${email} is missing (run the accounts steps first)`);
  // A viewer made outside a request, as the seed's other steps make theirs.
  return { userId: row.id, sessionId: 'seed', email: row.email, role: row.role };
}

async function alreadyFiled(db: Db, reporterId: string, targetType: string, targetId: string) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType as DemoReport['targetType']),
        eq(reports.targetId, targetId),
      ),
    );
  return Boolean(row);
}

export async function seedDemoSafety(db: Db): Promise<void> {
  const result = await grantAdmin(db, DEMO_OPERATOR_EMAIL);
  if (result === 'unknown_email') {
    throw new Error(`demo safety: ${DEMO_OPERATOR_EMAIL} is missing (run the accounts step first)`);
  }
  const operator = await accountOf(db, DEMO_OPERATOR_EMAIL);
  for (const demo of DEMO_REPORTS) {
    const reporter = await accountOf(db, demo.reporterEmail);
    const targetId =
      demo.targetType === 'user'
        ? (await accountOf(db, demo.target)).userId
        : seedId(`property:${demo.target}`);
    if (await alreadyFiled(db, reporter.userId, demo.targetType, targetId)) continue;
    await createReport(db, reporter, {
      targetType: demo.targetType,
      targetId,
      reason: demo.reason,
      details: demo.details,
    });
    if (demo.dismissedBecause) {
      await actOn(db, operator, {
        action: 'dismiss',
        targetType: demo.targetType,
        targetId,
        reason: demo.dismissedBecause,
      });
    }
  }
}

export const demoSafetyStep: SeedStep = {
  name: 'demo reports and operator',
  run: seedDemoSafety,
};
