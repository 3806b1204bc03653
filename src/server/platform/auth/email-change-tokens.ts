import { createHash, randomBytes } from 'node:crypto';

// The tokens in email-change links (decision 142): `<account id>.<secret>`.
// Only a hash of the secret is stored (in better-auth's `verifications`
// table), in the row's identifier, so a link is found by an exact match and
// deleting that row is what makes it work once.

export const PENDING_PREFIX = 'email-change';
export const UNDO_PREFIX = 'email-change-undo';

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The identifier of the row a token stands for, e.g. `email-change:<id>:<hash>`. */
export const identifierFor = (prefix: string, userId: string, secretHash: string) =>
  `${prefix}:${userId}:${secretHash}`;

/** Every row of one account under `prefix` (for LIKE; a UUID holds no wildcards). */
export const accountRowsPattern = (prefix: string, userId: string) => `${prefix}:${userId}:%`;

/** A new token for `userId` and the identifier its row is stored under. */
export function newToken(prefix: string, userId: string) {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${userId}.${secret}`, identifier: identifierFor(prefix, userId, hash(secret)) };
}

/** The row identifier a token (already checked by the shared schema) points at. */
export function identifierOf(prefix: string, token: string) {
  const [userId = '', secret = ''] = token.split('.');
  return { userId, identifier: identifierFor(prefix, userId, hash(secret)) };
}
