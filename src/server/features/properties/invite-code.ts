import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 characters of RFC 4648 base32 from 10 random bytes: 80 bits from the OS's CSPRNG. */
export function generateInviteCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export const INVITE_CODE_PATTERN = /^[A-Z2-7]{16}$/;

export function joinUrlFor(publicUrl: string, code: string): string {
  return `${publicUrl}/properties/join/${code}`;
}
