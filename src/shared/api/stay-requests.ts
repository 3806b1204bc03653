import { z } from 'zod';
import { publicProfileSchema } from './profile';

// Stay requests: a helper asks a listed property for a stay (DESIGN.md section 3).

export const STAY_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const stayRequestStatusSchema = z.enum(STAY_REQUEST_STATUSES, {
  error: 'Status must be pending, accepted, declined or withdrawn',
});
export type StayRequestStatus = z.infer<typeof stayRequestStatusSchema>;

export const screeningAnswerSchema = z.object({
  questionId: z.uuid(),
  /** The question as it read when the helper answered. */
  question: z.string(),
  answer: z.string(),
});

/** A stay request as its helper and the property's host see it. */
export const stayRequestSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  helperId: z.uuid(),
  startDate: z.string(),
  endDate: z.string(),
  message: z.string(),
  answers: z.array(screeningAnswerSchema),
  status: stayRequestStatusSchema,
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StayRequest = z.infer<typeof stayRequestSchema>;

/** How the helper's skills meet the property's skills wanted (as fitSchema in ./explore). */
const requestFitSchema = z.object({ matched: z.number().int(), wanted: z.number().int() });

/**
 * For the host: the request with the helper's public card (skills and
 * languages included) and how they fit (issue 18: null when the property
 * wants no skills or the helper lists none).
 */
export const hostStayRequestSchema = stayRequestSchema.extend({
  helper: publicProfileSchema,
  /** Always sent by the server; optional so older cached replies still parse. */
  fit: requestFitSchema.nullable().optional(),
});
export type HostStayRequest = z.infer<typeof hostStayRequestSchema>;
