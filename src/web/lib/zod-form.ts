import type { z } from 'zod';
import { validationText } from './i18n/validation-text';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Checks form values with a shared zod schema (the one the server validates
 * with) and gives the first message per top-level field, or the parsed data.
 * The messages are in the language on screen (the schema's English in
 * English; see validationText).
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= validationText(issue.message, issue);
  }
  return { ok: false, errors };
}
