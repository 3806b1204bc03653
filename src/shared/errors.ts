import { z } from 'zod';

/**
 * Every error the API answers with, and its HTTP status. DESIGN.md section 5:
 * `{ "error": { "code", "message", "fields"? } }`.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** Issue 14: the action needs a verified email address. */
  email_not_verified: 403,
  /** Issue 15: a conversation one of its two people has blocked the other in. */
  conversation_closed: 403,
  /** Issue 15: the account is suspended by an operator (sign-in refused). */
  account_suspended: 403,
  /** Issue 19: the account waits for deletion; only cancelling (and reading) is allowed. */
  deletion_pending: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** Issue 15: blocking someone you share a stay with needs a choice about the stay. */
  shared_stay: 409,
  /** Issue 19: a host asking to delete the account while helpers' stays are active. */
  active_members: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_broken: 422,
  upgrade_required: 426,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

/** SPEC.md section 8: the default text for anything unexpected. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export type ErrorCode = keyof typeof ERROR_STATUS;

export const fieldErrorSchema = z.object({
  /** Where the problem is, e.g. `body.email` or `query.limit`. */
  field: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
