import { z } from 'zod';

// The text fields every contract uses, with one wording for their errors.
// Every text a client can send goes through these (or refines with
// CONTROL_CHARS itself): PostgreSQL refuses U+0000 in text, which once
// answered 500 and logged the person's words; the other control characters
// have no business in a name, a title or a message either.

/** Control characters other than tab, line feed and carriage return (allowed in multi-line text). */
export const CONTROL_CHARS = /[^\P{Cc}\t\n\r]/u;

/** Trimmed, 1..max characters, no control characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !CONTROL_CHARS.test(v), { error: `${label} contains control characters` });

/** Optional text: '' (after trimming) or null clears it. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !CONTROL_CHARS.test(v), { error: `${label} contains control characters` })
    .transform((v) => (v === '' ? null : v))
    .nullable();
