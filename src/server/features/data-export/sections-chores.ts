import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  chores,
  pointsLedger,
  profiles,
  properties,
  rewardRedemptions,
  rewards,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { type ExportSection, mapRows, zipPathOf } from './export-section';
import {
  afterKeyset,
  EXPORT_PAGE_SIZE,
  jsonArrayStream,
  jsonObjectStream,
  keysetAt,
  pagedRows,
} from './json-stream';
import { hostedBy } from './sections-stays';

// Chores (with their lifecycle times: the history of each), the points
// ledger, and rewards with their redemptions: as a helper, the person's own;
// as a host, those of the properties they host.

const helperProfile = alias(profiles, 'helper_profile');

function choreRows(tx: Tx, userId: string) {
  const rows = pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(chores.createdAt),
        id: chores.id,
        propertyId: chores.propertyId,
        propertyTitle: properties.title,
        title: chores.title,
        description: chores.description,
        group: chores.group,
        points: chores.points,
        estimatedMinutes: chores.estimatedMinutes,
        dueAt: chores.dueAt,
        recurrence: chores.recurrence,
        recurrenceDays: chores.recurrenceDays,
        assigneeId: chores.assigneeId,
        takenBy: chores.takenBy,
        status: chores.status,
        createdAt: chores.createdAt,
        startedAt: chores.startedAt,
        submittedAt: chores.submittedAt,
        submissionNote: chores.submissionNote,
        submissionPhotoKey: chores.submissionPhotoKey,
        minutesSpent: chores.minutesSpent,
        reviewNote: chores.reviewNote,
        reviewedAt: chores.reviewedAt,
        approvedAt: chores.approvedAt,
        cancelledAt: chores.cancelledAt,
        previousOccurrenceId: chores.previousId,
      })
      .from(chores)
      .innerJoin(properties, eq(properties.id, chores.propertyId))
      .where(
        and(
          or(
            eq(properties.hostId, userId),
            eq(chores.assigneeId, userId),
            eq(chores.takenBy, userId),
          ),
          afterKeyset(chores.createdAt, chores.id, after),
        ),
      )
      .orderBy(asc(chores.createdAt), asc(chores.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  // The hand-in photo is in files/ only when the person took it themself.
  return mapRows(rows, ({ submissionPhotoKey, ...chore }) => ({
    ...chore,
    submissionPhotoFile: chore.takenBy === userId ? zipPathOf(submissionPhotoKey) : null,
    hasSubmissionPhoto: submissionPhotoKey !== null,
  }));
}

function ledgerRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(pointsLedger.createdAt),
        id: pointsLedger.id,
        helperId: pointsLedger.helperId,
        helperName: helperProfile.fullName,
        propertyId: pointsLedger.propertyId,
        propertyTitle: properties.title,
        amount: pointsLedger.amount,
        reason: pointsLedger.reason,
        referenceId: pointsLedger.referenceId,
        note: pointsLedger.note,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .innerJoin(properties, eq(properties.id, pointsLedger.propertyId))
      .leftJoin(helperProfile, eq(helperProfile.id, pointsLedger.helperId))
      .where(
        and(
          or(eq(pointsLedger.helperId, userId), eq(properties.hostId, userId)),
          afterKeyset(pointsLedger.createdAt, pointsLedger.id, after),
        ),
      )
      .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

function catalogueRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(rewards.createdAt),
        id: rewards.id,
        propertyId: rewards.propertyId,
        title: rewards.title,
        description: rewards.description,
        cost: rewards.cost,
        active: rewards.active,
        createdAt: rewards.createdAt,
      })
      .from(rewards)
      .where(
        and(
          inArray(rewards.propertyId, hostedBy(tx, userId)),
          afterKeyset(rewards.createdAt, rewards.id, after),
        ),
      )
      .orderBy(asc(rewards.createdAt), asc(rewards.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

function redemptionRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(rewardRedemptions.createdAt),
        id: rewardRedemptions.id,
        rewardId: rewardRedemptions.rewardId,
        rewardTitle: rewards.title,
        propertyId: rewardRedemptions.propertyId,
        helperId: rewardRedemptions.helperId,
        helperName: helperProfile.fullName,
        cost: rewardRedemptions.cost,
        status: rewardRedemptions.status,
        decidedAt: rewardRedemptions.decidedAt,
        declineReason: rewardRedemptions.declineReason,
        createdAt: rewardRedemptions.createdAt,
      })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .leftJoin(helperProfile, eq(helperProfile.id, rewardRedemptions.helperId))
      .where(
        and(
          or(
            eq(rewardRedemptions.helperId, userId),
            inArray(rewardRedemptions.propertyId, hostedBy(tx, userId)),
          ),
          afterKeyset(rewardRedemptions.createdAt, rewardRedemptions.id, after),
        ),
      )
      .orderBy(asc(rewardRedemptions.createdAt), asc(rewardRedemptions.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export const choreSections: ExportSection[] = [
  {
    file: 'chores.json',
    about:
      'Chores assigned to you or taken by you, and the chores of the properties you host, each with its history (created, started, handed in, reviewed, approved or cancelled, and the occurrence it followed).',
    stream: (tx, userId) => jsonArrayStream(choreRows(tx, userId)),
  },
  {
    file: 'points-ledger.json',
    about:
      'Every points entry: yours as a helper, and those given at the properties you host. Your balance is their sum.',
    stream: (tx, userId) => jsonArrayStream(ledgerRows(tx, userId)),
  },
  {
    file: 'rewards.json',
    about:
      'The reward catalogues of the properties you host ("catalogue"), and redemptions: yours, and those asked at your properties.',
    stream: (tx, userId) =>
      jsonObjectStream({
        catalogue: catalogueRows(tx, userId),
        redemptions: redemptionRows(tx, userId),
      }),
  },
];
