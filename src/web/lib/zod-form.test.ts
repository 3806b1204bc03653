import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './zod-form';

describe('validateForm', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required'), age: z.number().min(18) });

  it('gives the parsed data when the values pass', () => {
    expect(validateForm(schema, { name: 'Ana', age: 30 })).toEqual({
      ok: true,
      data: { name: 'Ana', age: 30 },
    });
  });

  it('gives the first message per field', () => {
    const result = validateForm(schema, { name: '', age: 3 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe('Name is required');
    if (!result.ok) expect(result.errors.age).toBeTruthy();
  });
});
