import { emailSchema, PASSWORD_MIN_LENGTH, passwordSchema } from '@shared/api/auth';
import { propertyCreateSchema } from '@shared/api/properties';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from './i18n/i18n';
import { validateForm } from './zod-form';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

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

  it('keeps a shared schema’s English word for word in English', () => {
    const result = validateForm(z.object({ email: emailSchema }), { email: 'nope' });
    expect(!result.ok && result.errors.email).toBe('Enter a valid email address');
  });

  it('says a shared schema’s message in the language on screen', async () => {
    await i18n.changeLanguage('es');
    const result = validateForm(z.object({ email: emailSchema }), { email: 'nope' });
    expect(!result.ok && result.errors.email).toBe('Escribe un correo electrónico válido');
  });

  it('reads a message with a limit in it by its pattern, with the limit', async () => {
    await i18n.changeLanguage('de');
    const result = validateForm(z.object({ password: passwordSchema }), { password: 'abc' });
    expect(!result.ok && result.errors.password).toBe(
      `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
    );
    const property = validateForm(propertyCreateSchema, { title: '' });
    expect(!property.ok && property.errors.title).toBe('Titel ist erforderlich');
  });

  it('says a message the catalogue lacks by its issue, with its numbers', async () => {
    await i18n.changeLanguage('fr');
    const form = z.object({
      name: z.string().min(1, { error: 'Name is required' }),
      bio: z.string().max(3, { error: 'Bio must be at most 3 characters' }),
      guests: z.number().max(12, { error: 'Guests must be at most 12' }),
      mail: z.email({ error: 'Mail is off' }),
    });
    const result = validateForm(form, { name: '', bio: 'long', guests: 20, mail: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Ce champ est obligatoire');
    expect(result.errors.bio).toBe('3 caractères au maximum');
    expect(result.errors.guests).toBe('Doit être au plus 12');
    expect(result.errors.mail).toBe('Saisissez une adresse e-mail valide');
  });
});
