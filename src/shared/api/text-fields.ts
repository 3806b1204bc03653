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

/** Bidirectional embeddings, overrides and isolates, and the invisible direction marks. */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Zero-width characters: they make two names that look the same differ. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/u;
/** More combining marks on one letter than any language writes ("Zalgo" text). */
const MARK_PILE = /\p{M}{4,}/u;

/**
 * A person's name as others see it: trimmed, in NFC (so "é" typed two ways is
 * one name), and without what can disguise it: a right-to-left override that
 * turns "Ad\u202Enimda" into something else on screen, zero-width characters,
 * or a pile of combining marks that spills over the lines around it.
 */
export const displayName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .normalize('NFC')
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !CONTROL_CHARS.test(v) && !/[\t\n\r]/.test(v), {
      error: `${label} must be on one line, without control characters`,
    })
    .refine((v) => !DIRECTION_CONTROLS.test(v), {
      error: `${label} contains characters that change the direction of text`,
    })
    .refine((v) => !ZERO_WIDTH.test(v), { error: `${label} contains invisible characters` })
    .refine((v) => !MARK_PILE.test(v), {
      error: `${label} has too many accents on one letter`,
    });
