import {
  AGREEMENT_MESSAGES,
  type AgreementSummaryList,
  type AgreementTerms,
  type AgreementThread,
  type agreementChangesInputSchema,
  type agreementSignInputSchema,
  type agreementTermsInputSchema,
  sameName,
  WEEKDAYS,
} from '@shared/api/agreements';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type AgreementTermsRow,
  agreements,
  exchangeTerms,
  profiles,
  properties,
  propertyHelpers,
} from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { HOST_OF_PROPERTY_ONLY_MESSAGE } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, notFound, ruleBroken } from '../../platform/errors';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { lockPair } from '../memberships/service';
import { postSystemMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import { presentPublicProfile } from '../profile/presenter';
import { type AgreementRow, presentAgreement, presentTerms } from './presenter';

type TermsInput = z.output<typeof agreementTermsInputSchema>;
type SignInput = z.output<typeof agreementSignInputSchema>;
type ChangesInput = z.output<typeof agreementChangesInputSchema>;

export type AgreementContext = { db: Db };

type PropertyRow = typeof properties.$inferSelect;
type MembershipRow = typeof propertyHelpers.$inferSelect;
type Side = 'host' | 'helper';
type Pair = { property: PropertyRow; membership: MembershipRow; side: Side };

// ---------------------------------------------------------------- access

/**
 * The (property, helper) pair as the caller may see it: the property's host,
 * or that helper while they are or were a member. 404 for anyone else, and
 * for a helper who was never a member (nothing to see).
 */
async function findPair(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
): Promise<Pair> {
  const [row] = await db
    .select({ property: properties, membership: propertyHelpers })
    .from(properties)
    .leftJoin(
      propertyHelpers,
      and(eq(propertyHelpers.propertyId, properties.id), eq(propertyHelpers.helperId, helperId)),
    )
    .where(eq(properties.id, propertyId));
  if (!row?.membership) throw notFound(AGREEMENT_MESSAGES.notFound);
  if (row.property.hostId === viewer.userId)
    return { property: row.property, membership: row.membership, side: 'host' };
  if (viewer.userId === helperId)
    return { property: row.property, membership: row.membership, side: 'helper' };
  throw notFound(AGREEMENT_MESSAGES.notFound);
}

function requireSide(pair: Pair, side: Side) {
  if (pair.side === side) return;
  throw new AppError(
    'forbidden',
    side === 'host'
      ? HOST_OF_PROPERTY_ONLY_MESSAGE
      : 'Only the helper this agreement is for can sign it',
  );
}

async function versionsOf(db: Queryable, propertyId: string, helperId: string) {
  return db
    .select()
    .from(agreements)
    .where(and(eq(agreements.propertyId, propertyId), eq(agreements.helperId, helperId)))
    .orderBy(desc(agreements.version));
}

async function nameOf(db: Queryable, userId: string, fallback: string) {
  const [row] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.fullName?.trim() || fallback;
}

// ---------------------------------------------------------------- reads

/** Terms to pre-fill a first version with: the exchange terms, the property's rules, the stay's dates. */
async function draftFromExchangeTerms(
  db: Queryable,
  property: PropertyRow,
  membership: MembershipRow,
): Promise<AgreementTerms> {
  const [terms] = await db
    .select()
    .from(exchangeTerms)
    .where(eq(exchangeTerms.propertyId, property.id));
  const daysPerWeek = terms?.daysPerWeek ?? 5;
  const daysOff = [...WEEKDAYS]
    .reverse()
    .slice(0, Math.max(0, 7 - daysPerWeek))
    .reverse();
  const skills = terms?.skillsWanted ?? [];
  return {
    startDate: membership.startDate,
    endDate: membership.endDate,
    hoursPerWeek: terms?.hoursPerWeek ?? 20,
    daysOff,
    duties: skills.length
      ? `Help around ${property.title}: ${skills.join(', ')}.`
      : `Help around ${property.title} as agreed with the host.`,
    provides: terms?.provides ?? [],
    houseRules: property.houseRules ?? '',
    noticePeriodDays: 7,
    extraClauses: terms?.agreementClauses ?? [],
    askedDetails: [],
  };
}

async function threadOf(db: Queryable, pair: Pair): Promise<AgreementThread> {
  const { property, membership, side } = pair;
  const rows = await versionsOf(db, property.id, membership.helperId);
  const people = await db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [property.hostId, membership.helperId]));
  const host = people.find((p) => p.id === property.hostId);
  const helper = people.find((p) => p.id === membership.helperId);
  if (!host || !helper) throw notFound(AGREEMENT_MESSAGES.notFound);
  const latest = rows[0] ?? null;
  const inForce = rows.find((r) => r.status === 'approved') ?? null;
  return {
    propertyId: property.id,
    propertyTitle: property.title,
    viewerRole: side,
    host: presentPublicProfile(host),
    helper: presentPublicProfile(helper),
    membershipStatus: membership.status,
    latest: latest ? presentAgreement(latest) : null,
    inForce: inForce ? presentAgreement(inForce) : null,
    versions: rows.map(presentAgreement),
    draft:
      side !== 'host'
        ? null
        : latest
          ? presentTerms(latest.terms)
          : await draftFromExchangeTerms(db, property, membership),
  };
}

/** GET /api/properties/:id/agreements/:helperId */
export async function getThread(
  ctx: AgreementContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
): Promise<AgreementThread> {
  return threadOf(ctx.db, await findPair(ctx.db, viewer, propertyId, helperId));
}

/** GET /api/agreements: the latest version per (property, helper) the caller is a side of. */
export async function listSummaries(
  ctx: AgreementContext,
  viewer: Viewer,
): Promise<AgreementSummaryList> {
  const rows = await ctx.db
    .select({ agreement: agreements })
    .from(agreements)
    .innerJoin(properties, eq(properties.id, agreements.propertyId))
    .where(or(eq(properties.hostId, viewer.userId), eq(agreements.helperId, viewer.userId)))
    .orderBy(desc(agreements.version))
    .limit(2000);
  const byPair = new Map<string, { latest: AgreementRow; inForce: AgreementRow | null }>();
  for (const { agreement } of rows) {
    const key = `${agreement.propertyId}:${agreement.helperId}`;
    const entry = byPair.get(key);
    if (!entry)
      byPair.set(key, {
        latest: agreement,
        inForce: agreement.status === 'approved' ? agreement : null,
      });
    else if (!entry.inForce && agreement.status === 'approved') entry.inForce = agreement;
  }
  return {
    items: [...byPair.values()].map(({ latest, inForce }) => ({
      propertyId: latest.propertyId,
      helperId: latest.helperId,
      version: latest.version,
      status: latest.status,
      inForceVersion: inForce?.version ?? null,
      hoursPerWeek: inForce?.terms.hoursPerWeek ?? null,
      updatedAt: latest.updatedAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------- writes

async function announce(tx: Tx, propertyId: string, helperId: string) {
  // The property topic reaches every member: it carries ids only, and each
  // side refetches what it may see.
  await publish(tx, topics.property(propertyId), {
    kind: 'agreement.changed',
    data: { propertyId, helperId },
  });
}

async function setFormCompleted(tx: Tx, membershipId: string, completed: boolean) {
  await tx
    .update(propertyHelpers)
    .set({ agreementFormCompleted: completed, updatedAt: sql`now()` })
    .where(eq(propertyHelpers.id, membershipId));
}

/** Locks the pair and re-reads it with its versions, inside the transaction. */
async function lockedPair(tx: Tx, viewer: Viewer, propertyId: string, helperId: string) {
  const pair = await findPair(tx, viewer, propertyId, helperId);
  await lockPair(tx, propertyId, helperId);
  const fresh = await findPair(tx, viewer, propertyId, helperId);
  const rows = await versionsOf(tx, propertyId, helperId);
  return { pair: { ...fresh, side: pair.side }, rows, latest: rows[0] ?? null };
}

/** POST /api/properties/:id/agreements/:helperId (host): a new version, sent to the helper. */
export async function sendAgreement(
  ctx: AgreementContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
  input: TermsInput,
): Promise<AgreementThread> {
  return ctx.db.transaction(async (tx) => {
    const { pair, latest } = await lockedPair(tx, viewer, propertyId, helperId);
    requireSide(pair, 'host');
    if (pair.membership.status !== 'active') throw ruleBroken(AGREEMENT_MESSAGES.notMember);
    if (latest && ['sent', 'signed', 'changes_requested'].includes(latest.status))
      await tx
        .update(agreements)
        .set({ status: 'superseded', updatedAt: sql`now()` })
        .where(eq(agreements.id, latest.id));
    const terms: AgreementTermsRow = { ...input, endDate: input.endDate ?? null };
    const version = (latest?.version ?? 0) + 1;
    await tx.insert(agreements).values({
      propertyId,
      helperId,
      version,
      status: 'sent',
      terms,
      sentBy: viewer.userId,
    });
    await setFormCompleted(tx, pair.membership.id, false);
    const hostName = await nameOf(tx, viewer.userId, 'Your host');
    await notify(tx, {
      userId: helperId,
      type: 'agreement_form',
      notice: {
        key: version === 1 ? 'agreementToSign' : 'agreementUpdatedToSign',
        params: { host: hostName, property: pair.property.title, version },
      },
      referenceId: propertyId,
    });
    await postSystemMessage(tx, {
      propertyId,
      helperId,
      statusType: 'agreement_sent',
      notice: { key: 'agreementSent', params: { host: hostName, version } },
      actorId: viewer.userId,
    });
    await announce(tx, propertyId, helperId);
    return threadOf(tx, pair);
  });
}

/** POST …/sign (that helper): signs the latest version, or re-signs after changes were asked. */
export async function signAgreement(
  ctx: AgreementContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
  input: SignInput,
): Promise<AgreementThread> {
  return ctx.db.transaction(async (tx) => {
    const { pair, latest } = await lockedPair(tx, viewer, propertyId, helperId);
    requireSide(pair, 'helper');
    if (!latest) throw ruleBroken(AGREEMENT_MESSAGES.nothingToSign);
    if (input.version < latest.version) throw conflict(AGREEMENT_MESSAGES.newerVersion);
    // A retry of a signature that went through: the same answer, nothing written.
    if (
      input.version === latest.version &&
      latest.status === 'signed' &&
      latest.signedName &&
      sameName(latest.signedName, input.signedName)
    )
      return threadOf(tx, pair);
    if (input.version !== latest.version || !['sent', 'changes_requested'].includes(latest.status))
      throw ruleBroken(AGREEMENT_MESSAGES.nothingToSign);
    if (pair.membership.status !== 'active') throw ruleBroken(AGREEMENT_MESSAGES.noLongerMember);

    const profileName = await nameOf(tx, viewer.userId, '');
    if (!profileName) throw ruleBroken(AGREEMENT_MESSAGES.noProfileName);
    if (!sameName(profileName, input.signedName))
      throw new AppError('rule_broken', AGREEMENT_MESSAGES.nameMismatch, [
        { field: 'body.signedName', message: `${AGREEMENT_MESSAGES.nameMismatch}: ${profileName}` },
      ]);
    const asked = latest.terms.askedDetails ?? [];
    const details = asked.map((question, i) => {
      const answer = input.details[i]?.trim() ?? '';
      if (!answer)
        throw new AppError('rule_broken', `Please answer: "${question}"`, [
          { field: `body.details.${i}`, message: 'Please answer this question' },
        ]);
      return { question, answer };
    });
    if (input.details.filter((d) => d.trim()).length > asked.length)
      throw ruleBroken('There are more answers than questions asked');
    const signature = {
      answers: { emergencyContact: input.emergencyContact, details },
      signedName: input.signedName.trim(),
      signedAt: sql`now()`,
      status: 'signed' as const,
      updatedAt: sql`now()`,
    };
    let version = latest.version;
    if (latest.status === 'sent') {
      await tx.update(agreements).set(signature).where(eq(agreements.id, latest.id));
    } else {
      // The signed version cannot change: the new signature is version n+1, same terms.
      await tx
        .update(agreements)
        .set({ status: 'superseded', updatedAt: sql`now()` })
        .where(eq(agreements.id, latest.id));
      version = latest.version + 1;
      await tx.insert(agreements).values({
        propertyId,
        helperId,
        version,
        terms: latest.terms,
        sentBy: latest.sentBy,
        ...signature,
      });
    }
    await setFormCompleted(tx, pair.membership.id, true);
    await notify(tx, {
      userId: pair.property.hostId,
      type: 'agreement_form_completed',
      notice: {
        key: 'agreementSigned',
        params: { name: profileName, property: pair.property.title, version },
      },
      referenceId: propertyId,
    });
    await postSystemMessage(tx, {
      propertyId,
      helperId,
      statusType: 'agreement_signed',
      notice: { key: 'agreementSigned', params: { name: profileName, version } },
      actorId: viewer.userId,
    });
    await announce(tx, propertyId, helperId);
    return threadOf(tx, pair);
  });
}

async function review(
  ctx: AgreementContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
  decision: { version: number; note?: string },
): Promise<AgreementThread> {
  return ctx.db.transaction(async (tx) => {
    const { pair, rows, latest } = await lockedPair(tx, viewer, propertyId, helperId);
    requireSide(pair, 'host');
    if (!latest) throw ruleBroken(AGREEMENT_MESSAGES.notSigned);
    if (decision.version < latest.version) throw conflict(AGREEMENT_MESSAGES.staleReview);
    const approving = decision.note === undefined;
    // Retries of the same decision answer the same, unchanged.
    if (decision.version === latest.version) {
      if (approving && latest.status === 'approved') return threadOf(tx, pair);
      if (
        !approving &&
        latest.status === 'changes_requested' &&
        latest.reviewNote === decision.note
      )
        return threadOf(tx, pair);
    }
    if (decision.version !== latest.version || latest.status !== 'signed')
      throw ruleBroken(AGREEMENT_MESSAGES.notSigned);

    const helperName = await nameOf(tx, helperId, 'The helper');
    if (approving) {
      const previous = rows.filter((r) => r.status === 'approved').map((r) => r.id);
      if (previous.length)
        await tx
          .update(agreements)
          .set({ status: 'superseded', updatedAt: sql`now()` })
          .where(inArray(agreements.id, previous));
      await tx
        .update(agreements)
        .set({
          status: 'approved',
          approvedAt: sql`now()`,
          reviewedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(agreements.id, latest.id));
      await notify(tx, {
        userId: helperId,
        type: 'agreement_form',
        notice: {
          key: 'agreementApproved',
          params: { property: pair.property.title, version: latest.version },
        },
        referenceId: propertyId,
      });
      await postSystemMessage(tx, {
        propertyId,
        helperId,
        statusType: 'agreement_approved',
        notice: {
          key: 'agreementApproved',
          params: { helper: helperName, version: latest.version },
        },
        actorId: viewer.userId,
      });
    } else {
      await tx
        .update(agreements)
        .set({
          status: 'changes_requested',
          reviewNote: decision.note ?? null,
          reviewedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(agreements.id, latest.id));
      await setFormCompleted(tx, pair.membership.id, false);
      await notify(tx, {
        userId: helperId,
        type: 'agreement_form',
        notice: {
          key: 'agreementChangesRequested',
          params: { property: pair.property.title, note: decision.note ?? '' },
        },
        referenceId: propertyId,
      });
      await postSystemMessage(tx, {
        propertyId,
        helperId,
        statusType: 'agreement_changes_requested',
        notice: {
          key: 'agreementChangesRequested',
          params: { version: latest.version, note: decision.note ?? '' },
        },
        actorId: viewer.userId,
      });
    }
    await announce(tx, propertyId, helperId);
    return threadOf(tx, pair);
  });
}

/** POST …/approve (host): the signed latest version comes into force. */
export const approveAgreement = (
  ctx: AgreementContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
  version: number,
) => review(ctx, viewer, propertyId, helperId, { version });

/** POST …/request-changes (host): back to the helper with a note. */
export const requestChanges = (
  ctx: AgreementContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
  input: ChangesInput,
) => review(ctx, viewer, propertyId, helperId, { version: input.version, note: input.note });
