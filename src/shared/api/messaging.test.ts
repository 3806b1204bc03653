import { describe, expect, it } from 'vitest';
import { isListedConversation, messageSendSchema } from './messaging';

describe('messaging contract', () => {
  it('lists a conversation only with a named other party and a message', () => {
    const party = { id: '00000000-0000-4000-8000-000000000001', avatarUrl: null };
    const at = '2026-01-01T00:00:00.000Z';
    expect(
      isListedConversation({ otherParty: { ...party, fullName: 'Ana' }, lastMessageTime: at }),
    ).toBe(true);
    expect(
      isListedConversation({ otherParty: { ...party, fullName: '  ' }, lastMessageTime: at }),
    ).toBe(false);
    expect(isListedConversation({ otherParty: null, lastMessageTime: at })).toBe(false);
    expect(
      isListedConversation({ otherParty: { ...party, fullName: 'Ana' }, lastMessageTime: null }),
    ).toBe(false);
  });

  it('trims content and counts characters, not UTF-16 units, up to 4,000', () => {
    const id = '00000000-0000-4000-8000-000000000002';
    expect(messageSendSchema.parse({ id, content: '  hi  ' }).content).toBe('hi');
    expect(messageSendSchema.safeParse({ id, content: ' \n ' }).success).toBe(false);
    expect(messageSendSchema.safeParse({ id, content: '😀'.repeat(4000) }).success).toBe(true);
    expect(messageSendSchema.safeParse({ id, content: 'x'.repeat(4001) }).success).toBe(false);
    expect(messageSendSchema.safeParse({ id, content: 'x', type: 'system' }).success).toBe(false);
  });
});
