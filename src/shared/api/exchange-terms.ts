import { z } from 'zod';
import { isoDateSchema } from './dates';
import { PROPERTY_LIMITS, PROVISIONS, provisionSchema, textList } from './property-fields';
import { requiredText } from './text-fields';

// Exchange terms (/exchange-setup, one per property): hours, what the host
// provides, stays, skills, screening questions, clauses, default points.

// ---------------------------------------------------------------- exchange terms

export const screeningQuestionSchema = z.object({ id: z.uuid(), question: z.string() });
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

export const exchangeTermsSchema = z.object({
  propertyId: z.uuid(),
  hoursPerWeek: z.number().int(),
  daysPerWeek: z.number().int(),
  provides: z.array(provisionSchema),
  minStayDays: z.number().int(),
  maxStayDays: z.number().int(),
  /** YYYY-MM-DD, inclusive. */
  availableFrom: z.string(),
  availableTo: z.string(),
  skillsWanted: z.array(z.string()),
  /** In order; a stay request answers every one by id. */
  screeningQuestions: z.array(screeningQuestionSchema),
  agreementClauses: z.array(z.string()),
  defaultChorePoints: z.number().int(),
  updatedAt: z.string(),
});
export type ExchangeTerms = z.infer<typeof exchangeTermsSchema>;

export const exchangeTermsReplySchema = z.object({
  propertyId: z.uuid(),
  terms: exchangeTermsSchema.nullable(),
});
export type ExchangeTermsReply = z.infer<typeof exchangeTermsReplySchema>;

/**
 * PUT /api/properties/:id/terms: the whole set (replaces what was there).
 * A screening question keeps its id when sent back with it; one without an id
 * gets a new one. Cross-field checks (min <= max stay, from <= to) answer 400
 * naming the field.
 */
export const exchangeTermsInputSchema = z
  .strictObject({
    hoursPerWeek: z
      .number({ error: 'Hours per week must be a number' })
      .int({ error: 'Hours per week must be a whole number' })
      .min(1, { error: 'Hours per week must be at least 1' })
      .max(PROPERTY_LIMITS.hoursPerWeek, {
        error: `Hours per week must be at most ${PROPERTY_LIMITS.hoursPerWeek}`,
      }),
    daysPerWeek: z
      .number({ error: 'Days per week must be a number' })
      .int({ error: 'Days per week must be a whole number' })
      .min(1, { error: 'Days per week must be between 1 and 7' })
      .max(7, { error: 'Days per week must be between 1 and 7' }),
    provides: z
      .array(provisionSchema, { error: 'Provides must be a list' })
      .max(PROVISIONS.length, { error: 'Provides lists an entry twice' })
      .refine((list) => new Set(list).size === list.length, {
        error: 'Provides lists an entry twice',
      }),
    minStayDays: z
      .number({ error: 'Minimum stay must be a number of days' })
      .int({ error: 'Minimum stay must be a whole number of days' })
      .min(PROPERTY_LIMITS.minStayDays, { error: 'Minimum stay must be at least 1 day' })
      .max(PROPERTY_LIMITS.maxStayDays, {
        error: `Minimum stay must be at most ${PROPERTY_LIMITS.maxStayDays} days`,
      }),
    maxStayDays: z
      .number({ error: 'Maximum stay must be a number of days' })
      .int({ error: 'Maximum stay must be a whole number of days' })
      .min(PROPERTY_LIMITS.minStayDays, { error: 'Maximum stay must be at least 1 day' })
      .max(PROPERTY_LIMITS.maxStayDays, {
        error: `Maximum stay must be at most ${PROPERTY_LIMITS.maxStayDays} days`,
      }),
    availableFrom: isoDateSchema,
    availableTo: isoDateSchema,
    skillsWanted: textList('Skills', PROPERTY_LIMITS.skill, PROPERTY_LIMITS.skills).default([]),
    screeningQuestions: z
      .array(
        z.strictObject({
          id: z.uuid({ error: 'must be a question id' }).optional(),
          question: requiredText('Question', PROPERTY_LIMITS.screeningQuestion),
        }),
        { error: 'Screening questions must be a list' },
      )
      .max(PROPERTY_LIMITS.screeningQuestions, {
        error: `At most ${PROPERTY_LIMITS.screeningQuestions} screening questions`,
      })
      .refine(
        (list) => {
          const ids = list.map((q) => q.id).filter(Boolean);
          return new Set(ids).size === ids.length;
        },
        { error: 'A screening question id appears twice' },
      )
      .default([]),
    agreementClauses: textList(
      'Agreement clauses',
      PROPERTY_LIMITS.clause,
      PROPERTY_LIMITS.clauses,
    ).default([]),
    defaultChorePoints: z
      .number({ error: 'Default chore points must be a number' })
      .int({ error: 'Default chore points must be a whole number' })
      .min(0, { error: 'Default chore points cannot be negative' })
      .max(PROPERTY_LIMITS.chorePoints, {
        error: `Default chore points must be at most ${PROPERTY_LIMITS.chorePoints}`,
      }),
  })
  .superRefine((t, ctx) => {
    if (t.maxStayDays < t.minStayDays)
      ctx.addIssue({
        code: 'custom',
        path: ['maxStayDays'],
        message: 'Maximum stay must be at least the minimum stay',
      });
    if (t.availableTo < t.availableFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['availableTo'],
        message: 'Available to must be on or after available from',
      });
  });
export type ExchangeTermsInput = z.input<typeof exchangeTermsInputSchema>;
