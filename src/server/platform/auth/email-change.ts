import {
  EMAIL_CHANGE_LINK_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_UNDO_DAYS,
  type EmailChangeOutcome,
  type PendingEmailChange,
} from '@shared/api/email-change';
import type { Locale } from '@shared/i18n/locales';
import { and, eq, gt, like, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, verifications } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../errors';
import { mailLocale } from '../i18n/mail-locale';
import type { Mailer } from '../mail/mailer';
import {
  confirmNewEmailMail,
  emailChangedNoticeMail,
  emailChangeTakenMail,
} from './email-change-mail';
import {
  accountRowsPattern,
  identifierOf,
  newToken,
  PENDING_PREFIX,
  UNDO_PREFIX,
} from './email-change-tokens';

// Changing the account's address (issue 19, docs/decisions/142-email-change.md).
// The new address replaces the old one only when the link mailed to it is
// opened; the old address is then told, with a "This wasn't me" link. Both
// links are rows in better-auth's `verifications` table (see
// email-change-tokens.ts), so no table of our own is needed.

const HOUR_MS = 3_600_000;
/** A second request for the same address this soon is a retry: no second mail. */
const RETRY_WINDOW_MS = 60_000;

export type EmailChangeDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Mails a password-reset link to `email` (better-auth's own flow). */
  sendPasswordReset: (email: string) => Promise<void>;
};

// The account's id is in the values too, so that whatever clears an
// account's verifications by its id (account erasure) finds these rows.
type PendingValue = { userId: string; newEmail: string };
type UndoValue = { userId: string; oldEmail: string; newEmail: string };

const present = (row: { value: string; expiresAt: Date }): PendingEmailChange => ({
  newEmail: (JSON.parse(row.value) as PendingValue).newEmail,
  expiresAt: row.expiresAt.toISOString(),
});

const accountRows = (prefix: string, userId: string) =>
  like(verifications.identifier, accountRowsPattern(prefix, userId));

/** The account's change waiting for its link to be opened, if any (expired ones don't count). */
export async function pendingEmailChange(
  db: Db,
  userId: string,
  now: Date,
): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(accountRows(PENDING_PREFIX, userId), gt(verifications.expiresAt, now)))
    .limit(1);
  return row ? present(row) : null;
}

const addressTaken = async (tx: Tx, email: string, exceptUserId: string) =>
  (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
      .limit(1)
  ).length > 0;

/**
 * Starts a change to `newEmail` (the password was checked by the route). The
 * answer is the same whether or not the address has an account: a free one
 * gets the link, a taken one a notice to its owner, both in the background.
 * A new request replaces the one before (its link stops working). Each mail
 * is in its reader's saved language, else in `language` (the request's).
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  viewer: { userId: string; email: string },
  newEmail: string,
  now: Date,
  language: Locale,
): Promise<PendingEmailChange> {
  if (newEmail === viewer.email)
    throw new AppError('rule_broken', EMAIL_CHANGE_MESSAGES.sameAddress);
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS);
  const outcome = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(verifications)
      .where(and(accountRows(PENDING_PREFIX, viewer.userId), gt(verifications.expiresAt, now)))
      .for('update');
    if (
      previous &&
      (JSON.parse(previous.value) as PendingValue).newEmail === newEmail &&
      now.getTime() - previous.createdAt.getTime() < RETRY_WINDOW_MS
    ) {
      return { pending: present(previous), mail: null };
    }
    await tx.delete(verifications).where(accountRows(PENDING_PREFIX, viewer.userId));
    const { token, identifier } = newToken(PENDING_PREFIX, viewer.userId);
    const value: PendingValue = { userId: viewer.userId, newEmail };
    await tx.insert(verifications).values({
      identifier,
      value: JSON.stringify(value),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const link = `${deps.publicUrl}/api/account/email-change/confirm?token=${encodeURIComponent(token)}`;
    const taken = await addressTaken(tx, newEmail, viewer.userId);
    // A taken address is read by its owner, a free one by the person asking.
    const reader = taken ? { email: newEmail } : { userId: viewer.userId };
    const locale = await mailLocale(tx, reader, language);
    const mail = taken
      ? emailChangeTakenMail(newEmail, locale)
      : confirmNewEmailMail(newEmail, link, EMAIL_CHANGE_LINK_HOURS, locale);
    return { pending: { newEmail, expiresAt: expiresAt.toISOString() }, mail };
  });
  if (outcome.mail) deps.mailer.sendInBackground(outcome.mail);
  return outcome.pending;
}

/** Withdraws the pending change: its link stops working. */
export async function cancelEmailChange(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(accountRows(PENDING_PREFIX, userId));
}

const PG_UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: unknown } | null;
  if (e?.code === PG_UNIQUE_VIOLATION) return true;
  return e?.cause ? isUniqueViolation(e.cause) : false;
};

/**
 * The link to the new address: makes it the account's address (verified, as
 * the link proves the mailbox), once, and within its time. Sessions carry on.
 * The old address gets the notice with "This wasn't me", in the account's
 * saved language, else in `language` (the request's: the link's browser).
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  token: string,
  now: Date,
  language: Locale,
): Promise<EmailChangeOutcome> {
  const { userId, identifier } = identifierOf(PENDING_PREFIX, token);
  let notice: { oldEmail: string; newEmail: string; undoToken: string } | null = null;
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<EmailChangeOutcome> => {
      // Deleting the row is what makes the link work once, even when opened twice at once.
      const [row] = await tx
        .delete(verifications)
        .where(eq(verifications.identifier, identifier))
        .returning();
      if (!row) return 'invalid';
      if (row.expiresAt <= now) return 'expired';
      const { newEmail } = JSON.parse(row.value) as PendingValue;
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      // Taken meanwhile: the same answer as a link that never worked.
      if (!user || (await addressTaken(tx, newEmail, userId))) return 'invalid';
      await tx
        .update(users)
        .set({ email: newEmail, emailVerified: true, updatedAt: now })
        .where(eq(users.id, userId));
      const undo = newToken(UNDO_PREFIX, userId);
      const value: UndoValue = { userId, oldEmail: user.email, newEmail };
      await tx.insert(verifications).values({
        identifier: undo.identifier,
        value: JSON.stringify(value),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS),
        createdAt: now,
        updatedAt: now,
      });
      notice = { oldEmail: user.email, newEmail, undoToken: undo.token };
      return 'changed';
    });
    if (notice) {
      const { oldEmail, newEmail, undoToken } = notice;
      const link = `${deps.publicUrl}/email-change/undo?token=${encodeURIComponent(undoToken)}`;
      deps.mailer.sendInBackground(
        mailLocale(deps.db, { userId }, language).then((locale) =>
          emailChangedNoticeMail(oldEmail, newEmail, link, EMAIL_CHANGE_UNDO_DAYS, locale),
        ),
      );
    }
    return outcome;
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) return 'invalid';
    throw error;
  }
}

/**
 * "This wasn't me": puts the old address back, ends every session, drops
 * every other pending change and undo link of the account, and mails a
 * password-reset link to the old address. Works once, within its time.
 */
export async function undoEmailChange(
  deps: EmailChangeDeps,
  token: string,
  now: Date,
): Promise<{ email: string }> {
  const { userId, identifier } = identifierOf(UNDO_PREFIX, token);
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(eq(verifications.identifier, identifier))
      .returning();
    if (!row || row.expiresAt <= now) return null;
    const { oldEmail } = JSON.parse(row.value) as UndoValue;
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    // Whoever changed the address must not keep a way back in.
    await tx
      .delete(verifications)
      .where(or(accountRows(UNDO_PREFIX, userId), accountRows(PENDING_PREFIX, userId)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (await addressTaken(tx, oldEmail, userId)) return { restored: false as const, oldEmail };
    await tx
      .update(users)
      .set({ email: oldEmail, emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId));
    return { restored: true as const, oldEmail };
  });
  if (!result) throw new AppError('not_found', EMAIL_CHANGE_MESSAGES.undoGone);
  if (!result.restored) throw new AppError('conflict', EMAIL_CHANGE_MESSAGES.undoTaken);
  await deps.sendPasswordReset(result.oldEmail);
  return { email: result.oldEmail };
}
