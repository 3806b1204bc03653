import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Addresses that asked, through the link in an invitation mail, to receive
 * no more invitations (issue 24). Keyed by the lower-cased address, since the
 * person may have no account. Checked before every invitation mail is sent.
 */
export const invitationOptOuts = pgTable('invitation_opt_outs', {
  email: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
