import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { z } from 'zod';
import { i18n, translate, VALIDATION_NAMESPACE } from './i18n';
import { currentLocale } from './language';

/*
 * The shared schemas (src/shared) check forms here and on the server with
 * English messages, SPEC.md's words. English stays word for word; another
 * language finds the message's key by its English text (validation.json,
 * `messages`; one with a limit in it, `{max}`, by its pattern), and a message
 * the catalogue has no key for (most built from a label) says the generic
 * text of its issue, with its numbers.
 */
interface EnglishIndex {
  source: unknown;
  keyByEnglish: Map<string, string>;
  patterns: Array<{ key: string; names: string[]; pattern: RegExp }>;
}
let index: EnglishIndex | null = null;

/**
 * A message's English text, its arguments written `{max}`: as the catalogue
 * has it, or rebuilt from the syntax tree a build compiled it to (decision
 * 151; text and arguments only, as these messages are).
 */
function englishText(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return null;
  let text = '';
  for (const element of message as Array<{ type: number; value?: unknown }>) {
    if (typeof element.value !== 'string') return null;
    // 0: literal text; 1: a plain argument.
    if (element.type === 0) text += element.value;
    else if (element.type === 1) text += `{${element.value}}`;
    else return null;
  }
  return text;
}

const literally = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The English messages by text, and those with a limit in them (`Password
 * must be at least {min} characters`) as patterns. The English catalogue is
 * loaded beside any other language's (i18n.ts), not bundled.
 */
function englishIndex(): EnglishIndex | null {
  const source = i18n.getResource(DEFAULT_LOCALE, VALIDATION_NAMESPACE, 'messages');
  if (!source || typeof source !== 'object') return null;
  if (index?.source === source) return index;
  const messages = Object.entries(source).flatMap(([key, message]) => {
    const text = englishText(message);
    return text === null ? [] : [[key, text] as const];
  });
  index = {
    source,
    keyByEnglish: new Map(
      messages.filter(([, text]) => !text.includes('{')).map(([key, text]) => [text, key]),
    ),
    patterns: messages
      .filter(([, text]) => text.includes('{'))
      .map(([key, text]) => ({
        key,
        names: [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
        pattern: new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map(literally)
            .join('(.+?)')}$`,
        ),
      })),
  };
  return index;
}

/** The catalogue key of an English message, with the values a pattern read from it. */
function lookUp(message: string): { key: string; values: Record<string, unknown> } | undefined {
  const english = englishIndex();
  if (!english) return undefined;
  const key = english.keyByEnglish.get(message);
  if (key) return { key, values: {} };
  for (const { key: found, names, pattern } of english.patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      values[name] = /^-?\d+$/.test(value) ? Number(value) : value;
    });
    return { key: found, values };
  }
  return undefined;
}

type Issue = z.core.$ZodIssue;

const generic = (key: string, values?: Record<string, unknown>) =>
  translate(VALIDATION_NAMESPACE, `generic.${key}`, values);

const asNumber = (value: unknown) => Number(value);

/** The generic text of an issue the catalogue has no message for. */
function genericText(issue: Issue): string {
  switch (issue.code) {
    case 'too_small': {
      const minimum = asNumber(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? generic('required') : generic('tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return generic('tooFew', { minimum });
      if (issue.origin === 'date') return generic('date');
      return generic('tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = asNumber(issue.maximum);
      if (issue.origin === 'string') return generic('tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return generic('tooMany', { maximum });
      if (issue.origin === 'date') return generic('date');
      return generic('tooBig', { maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return generic('email');
      if (issue.format === 'url') return generic('url');
      if (issue.format === 'date' || issue.format === 'datetime') return generic('date');
      return generic('invalid');
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return generic('number');
      return generic('required');
    case 'not_multiple_of':
      return generic('wholeNumber');
    case 'invalid_value':
      return generic('choice');
    default:
      return generic('invalid');
  }
}

/**
 * A validation message in the language on screen. `issue`, when there is one
 * (a form checked here), gives the generic text of a message the catalogue
 * lacks; without it (a field message from the server) that is 'not valid'.
 */
export function validationText(message: string, issue?: Issue): string {
  if (currentLocale() === DEFAULT_LOCALE) return message;
  const known = lookUp(message);
  if (known && i18n.exists(`messages.${known.key}`, { ns: VALIDATION_NAMESPACE })) {
    return translate(VALIDATION_NAMESPACE, `messages.${known.key}`, known.values);
  }
  return issue ? genericText(issue) : generic('invalid');
}
