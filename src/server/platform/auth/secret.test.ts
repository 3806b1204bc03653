import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './secret';

describe('the auth secret', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestay-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses AUTH_SECRET when set and writes nothing', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(secret, dir)).toBe(secret);
    expect(fs.existsSync(path.join(dir, AUTH_SECRET_FILE))).toBe(false);
  });

  it('otherwise makes one once, readable only by the owner, and keeps it across restarts', () => {
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });

  it('refuses a file that holds too short a secret', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'homestay-secret-'));
    fs.writeFileSync(path.join(other, AUTH_SECRET_FILE), 'short');
    expect(() => resolveAuthSecret(undefined, other)).toThrow(/fewer than 32 characters/);
    fs.rmSync(other, { recursive: true, force: true });
  });
});
