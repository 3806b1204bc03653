import { z } from 'zod';
import { isoDateSchema } from './dates';
import { publicProfileSchema } from './profile';
import { membershipStatusSchema } from './properties';
import { PROPERTY_LIMITS, provisionSchema } from './property-fields';
import { CONTROL_CHARS, requiredText } from './text-fields';

/*
 * Agreements (issue 9, DESIGN.md section 3): the written terms of one stay,
 * sent by the host, signed by the helper, reviewed by the host. Conventions
 * (error shape, 401/403/404/409/422) as at the top of ./properties.ts.
 *
 * Visible to the property's host and to that helper (who is or was a member);
 * anyone else gets 404, as for an id that does not exist. The wrong side of a
 * visible agreement (a helper approving, a host signing) gets 403.
 *
 * Versions: one row per version. A version's terms are never edited, and its
 * answers and signature never change once signed (a database trigger refuses
 * it). Changing terms = the host sends version n+1; re-signing after "changes
 * requested" = version n+1 with the same terms, signed at once.
 *   sent -> signed -> approved (in force)
 *                  -> changes_requested -> (helper re-signs) n+1 signed
 *   any open version (sent, signed, changes_requested) -> superseded when the
 *   host sends a newer one; an approved version stays in force until a newer
 *   one is approved, then it is superseded.
 *
 *   GET  /api/agreements                                 -> AgreementSummaryList
 *        The caller's agreements (host: every helper of their properties;
 *        helper: their own), latest version per (property, helper).
 *   GET  /api/properties/:id/agreements/:helperId        -> AgreementThread   (host or that helper)
 *        Every version newest first, the latest, the one in force; the host
 *        also gets `draft`: the terms to pre-fill a new version with.
 *   POST /api/properties/:id/agreements/:helperId        AgreementTermsInput -> 201 AgreementThread (host)
 *        422 'Agreements can only be sent to an active member of this property'.
 *        The helper gets `agreement_form` (referenceId = property id) and a
 *        system message in the chat.
 *   POST /api/properties/:id/agreements/:helperId/sign   AgreementSignInput -> AgreementThread (that helper)
 *        409 when `version` is not the latest ('The host sent a newer version…'),
 *        422 when there is nothing to sign, the name does not match the
 *        profile's full name (trimmed, case-insensitive), an asked detail is
 *        unanswered. A retry of the same signature answers 200 unchanged.
 *        membership.agreementFormCompleted = true; the host gets
 *        `agreement_form_completed` (referenceId = property id).
 *   POST /api/properties/:id/agreements/:helperId/approve          AgreementApproveInput -> AgreementThread (host)
 *   POST /api/properties/:id/agreements/:helperId/request-changes  AgreementChangesInput -> AgreementThread (host)
 *        Only a signed latest version (422 otherwise; 409 when `version` is
 *        not the latest). Approving an approved version again answers 200.
 *        The helper gets `agreement_form` and a system message.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const weekdaySchema = z.enum(WEEKDAYS, { error: 'Days off must be days of the week' });
export type Weekday = z.infer<typeof weekdaySchema>;

export const AGREEMENT_STATUSES = [
  'sent',
  'signed',
  'approved',
  'changes_requested',
  'superseded',
] as const;
export const agreementStatusSchema = z.enum(AGREEMENT_STATUSES);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

export const AGREEMENT_LIMITS = {
  duties: 3000,
  houseRules: PROPERTY_LIMITS.houseRules,
  clause: PROPERTY_LIMITS.clause,
  clauses: PROPERTY_LIMITS.clauses,
  askedDetail: 300,
  askedDetails: 10,
  answer: 1000,
  noticePeriodDays: 90,
  contactName: 120,
  contactPhone: 30,
  contactRelation: 60,
  signedName: 120,
  note: 2000,
} as const;

export const AGREEMENT_MESSAGES = {
  notMember: 'Agreements can only be sent to an active member of this property',
  noLongerMember: 'This helper is no longer a member of this property',
  nothingToSign: 'There is no agreement waiting for your signature',
  newerVersion: 'The host sent a newer version of this agreement: please read it before signing',
  staleReview: 'The helper signed a newer version: please review that one',
  notSigned: 'Only a signed agreement can be approved or sent back for changes',
  nameMismatch: 'Type your full name exactly as it appears on your profile',
  noProfileName: 'Add your full name to your profile before signing',
  notFound: 'Agreement not found',
} as const;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !CONTROL_CHARS.test(v), { error: `${label} contains control characters` });

const textList = (label: string, itemMax: number, count: number) =>
  z
    .array(requiredText(label, itemMax), { error: `${label} must be a list of text` })
    .max(count, { error: `At most ${count} ${label.toLowerCase()} entries` });

const uniqueList = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, { error: `${label} lists an entry twice` })
    .refine((list) => new Set(list).size === list.length, {
      error: `${label} lists an entry twice`,
    });

// ---------------------------------------------------------------- terms

export const agreementTermsSchema = z.object({
  startDate: z.string(),
  endDate: z.string().nullable(),
  hoursPerWeek: z.number().int(),
  daysOff: z.array(z.string()),
  duties: z.string(),
  provides: z.array(z.string()),
  houseRules: z.string(),
  noticePeriodDays: z.number().int(),
  extraClauses: z.array(z.string()),
  askedDetails: z.array(z.string()),
});
export type AgreementTerms = z.infer<typeof agreementTermsSchema>;

/** POST /api/properties/:id/agreements/:helperId: the whole set of terms of the new version. */
export const agreementTermsInputSchema = z
  .strictObject({
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable(),
    hoursPerWeek: z
      .number({ error: 'Hours per week must be a number' })
      .int({ error: 'Hours per week must be a whole number' })
      .min(1, { error: 'Hours per week must be at least 1' })
      .max(PROPERTY_LIMITS.hoursPerWeek, {
        error: `Hours per week must be at most ${PROPERTY_LIMITS.hoursPerWeek}`,
      }),
    daysOff: uniqueList(weekdaySchema, 'Days off', 7).default([]),
    duties: requiredText('Duties', AGREEMENT_LIMITS.duties),
    provides: uniqueList(provisionSchema, 'Provides', 20).default([]),
    houseRules: optionalText('House rules', AGREEMENT_LIMITS.houseRules).default(''),
    noticePeriodDays: z
      .number({ error: 'Notice period must be a number of days' })
      .int({ error: 'Notice period must be a whole number of days' })
      .min(0, { error: 'Notice period cannot be negative' })
      .max(AGREEMENT_LIMITS.noticePeriodDays, {
        error: `Notice period must be at most ${AGREEMENT_LIMITS.noticePeriodDays} days`,
      }),
    extraClauses: textList(
      'Extra clauses',
      AGREEMENT_LIMITS.clause,
      AGREEMENT_LIMITS.clauses,
    ).default([]),
    askedDetails: textList(
      'Asked details',
      AGREEMENT_LIMITS.askedDetail,
      AGREEMENT_LIMITS.askedDetails,
    ).default([]),
  })
  .superRefine((t, ctx) => {
    if (t.endDate && t.endDate < t.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be on or after the start date',
      });
    if (t.daysOff.length === 7)
      ctx.addIssue({
        code: 'custom',
        path: ['daysOff'],
        message: 'Leave at least one working day',
      });
  });
export type AgreementTermsInput = z.input<typeof agreementTermsInputSchema>;

// ---------------------------------------------------------------- answers, signing, review

export const emergencyContactSchema = z.strictObject({
  name: requiredText('Emergency contact name', AGREEMENT_LIMITS.contactName),
  phone: z
    .string({ error: 'Emergency contact phone is required' })
    .trim()
    .min(1, { error: 'Emergency contact phone is required' })
    .max(AGREEMENT_LIMITS.contactPhone, {
      error: `Emergency contact phone must be at most ${AGREEMENT_LIMITS.contactPhone} characters`,
    })
    .regex(/^\+?[0-9 ().-]+$/, {
      error: 'Emergency contact phone may hold digits, spaces, + ( ) - and . only',
    })
    .refine((v) => v.replace(/\D/g, '').length >= 5, {
      error: 'Emergency contact phone needs at least 5 digits',
    }),
  relation: requiredText('Relation', AGREEMENT_LIMITS.contactRelation),
});

export const agreementAnswersSchema = z.object({
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relation: z.string() }),
  details: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type AgreementAnswers = z.infer<typeof agreementAnswersSchema>;

const versionField = z
  .number({ error: 'version must be a number' })
  .int({ error: 'version must be a whole number' })
  .min(1, { error: 'version must be at least 1' })
  .max(100_000, { error: 'version is too large' });

/** POST …/sign: the answers, the typed name and the consent, for the version read. */
export const agreementSignInputSchema = z.strictObject({
  version: versionField,
  emergencyContact: emergencyContactSchema,
  /** One answer per asked detail, in the order asked. */
  details: z
    .array(optionalText('Answer', AGREEMENT_LIMITS.answer), { error: 'Answers must be a list' })
    .max(AGREEMENT_LIMITS.askedDetails, { error: 'Too many answers' })
    .default([]),
  signedName: requiredText('Your full name', AGREEMENT_LIMITS.signedName),
  consent: z.literal(true, { error: 'Tick the box to agree to these terms' }),
});
export type AgreementSignInput = z.input<typeof agreementSignInputSchema>;

export const agreementApproveInputSchema = z.strictObject({ version: versionField });
export type AgreementApproveInput = z.input<typeof agreementApproveInputSchema>;

export const agreementChangesInputSchema = z.strictObject({
  version: versionField,
  note: requiredText('Note', AGREEMENT_LIMITS.note),
});
export type AgreementChangesInput = z.input<typeof agreementChangesInputSchema>;

export const agreementParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be an id' }),
  helperId: z.uuid({ error: 'must be a helper id' }),
});

// ---------------------------------------------------------------- replies

export const agreementSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  helperId: z.uuid(),
  version: z.number().int(),
  status: agreementStatusSchema,
  terms: agreementTermsSchema,
  sentBy: z.uuid(),
  sentAt: z.string(),
  answers: agreementAnswersSchema.nullable(),
  signedName: z.string().nullable(),
  signedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementThreadSchema = z.object({
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  viewerRole: z.enum(['host', 'helper']),
  host: publicProfileSchema,
  helper: publicProfileSchema,
  membershipStatus: membershipStatusSchema,
  /** The newest version (whatever its status); null before the first is sent. */
  latest: agreementSchema.nullable(),
  /** The approved version, if any. */
  inForce: agreementSchema.nullable(),
  /** Every version, newest first. */
  versions: z.array(agreementSchema),
  /** Host only: terms to pre-fill the next version (the latest's, else the exchange terms). */
  draft: agreementTermsSchema.nullable(),
});
export type AgreementThread = z.infer<typeof agreementThreadSchema>;

export const agreementSummarySchema = z.object({
  propertyId: z.uuid(),
  helperId: z.uuid(),
  version: z.number().int(),
  status: agreementStatusSchema,
  /** The version in force and its hours, if one is approved. */
  inForceVersion: z.number().int().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

export const agreementSummaryListSchema = z.object({ items: z.array(agreementSummarySchema) });
export type AgreementSummaryList = z.infer<typeof agreementSummaryListSchema>;

/** The name check of signing: trimmed, spaces collapsed, case-insensitive. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(a) === norm(b) && norm(a) !== '';
}
