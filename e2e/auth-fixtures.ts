import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

// Accounts for end-to-end tests: made through the real API (never a mock),
// signed in inside the page's own browser context, so the page and the helper
// share one cookie jar. Also the dev outbox (mails the app wrote under
// DATA_DIR/outbox) and RFC 6238 TOTP codes for two-step verification.

export const PASSWORD = 'correct horse battery staple';

export type E2eRole = 'host' | 'helper';

export interface Account {
  email: string;
  password: string;
  role: E2eRole | null;
  fullName: string | null;
}

/** A fresh address per call, so tests never share an account (and can find their mail). */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * A state-changing API call as whoever `request` is signed in as; the JSON
 * answer. Anything else than 2xx throws with the server's answer, except a 429
 * from the sign-up throttle: that waits for the window it names and tries
 * again (the server's documented behaviour, not a flake).
 */
export async function api(
  request: APIRequestContext,
  origin: string,
  method: 'post' | 'patch' | 'put',
  url: string,
  data: unknown,
) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request[method](url, { data, headers: { Origin: origin } });
    if (response.status() === 429 && attempt < 3) {
      const wait = Number(response.headers()['retry-after'] ?? '20');
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 1), 65) * 1000));
      continue;
    }
    if (!response.ok()) {
      throw new Error(
        `${method.toUpperCase()} ${url} -> ${response.status()} ${await response.text()}`,
      );
    }
    return response.json();
  }
}

type AuthFixtures = {
  /**
   * Makes an account through the API and leaves the page's context signed in
   * as it. `role` chooses host or helper (null: none yet); `complete` adds a
   * full name and bio; `seenWelcome` skips the one-time introduction.
   */
  createAccount: (options?: {
    role?: E2eRole | null;
    complete?: boolean;
    seenWelcome?: boolean;
    label?: string;
  }) => Promise<Account>;
  /** Signs the page's context in through the API (no second factor). */
  signIn: (account: Pick<Account, 'email' | 'password'>) => Promise<void>;
};

export const test = base.extend<AuthFixtures>({
  createAccount: async ({ page, baseURL }, use) => {
    await use(async ({ role = 'host', complete = true, seenWelcome = true, label } = {}) => {
      const origin = baseURL ?? '';
      const email = uniqueEmail(label ?? role ?? 'user');
      await api(page.request, origin, 'post', '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
      });
      await verifyEmail(page.request, email);
      if (role) await api(page.request, origin, 'post', '/api/profile/role', { role });
      const fullName = complete
        ? `${role === 'helper' ? 'Hugo' : 'Hana'} ${email.slice(-16, -13)}`
        : null;
      const update: Record<string, unknown> = {};
      if (complete) Object.assign(update, { fullName, bio: 'Here for the e2e tests.' });
      if (seenWelcome) update.hasSeenWelcome = true;
      if (Object.keys(update).length > 0) {
        await api(page.request, origin, 'patch', '/api/profile', update);
      }
      return { email, password: PASSWORD, role, fullName };
    });
  },

  signIn: async ({ page, baseURL }, use) => {
    await use(async ({ email, password }) => {
      await api(page.request, baseURL ?? '', 'post', '/api/auth/sign-in/email', {
        email,
        password,
      });
    });
  },
});

export { expect };

/** Fills and submits the login form on the current page. */
export async function loginThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/*
 * The dev outbox. The e2e server's DATA_DIR is a temporary folder made by
 * scripts/ci/e2e-server.mjs; E2E_DATA_DIR names it when the config exports it.
 * Without it, every homestay-e2e-* folder in the temp directory is searched:
 * each test mails a unique address, so the match is unambiguous.
 */
function outboxDirs(): string[] {
  if (process.env.E2E_DATA_DIR) return [path.join(process.env.E2E_DATA_DIR, 'outbox')];
  const tmp = os.tmpdir();
  return fs
    .readdirSync(tmp)
    .filter((name) => name.startsWith('homestay-e2e-'))
    .map((name) => path.join(tmp, name, 'outbox'));
}

/** The text of the newest mail to `to` whose text matches `pattern`. */
export async function waitForMail(
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found: Array<{ text: string; time: number }> = [];
    for (const dir of outboxDirs()) {
      let names: string[] = [];
      try {
        names = fs.readdirSync(dir).filter((name) => name.endsWith('.txt'));
      } catch {
        continue;
      }
      for (const name of names) {
        const file = path.join(dir, name);
        const text = fs.readFileSync(file, 'utf8');
        if (text.toLowerCase().includes(to.toLowerCase()) && pattern.test(text)) {
          found.push({ text, time: fs.statSync(file).mtimeMs });
        }
      }
    }
    const newest = found.sort((a, b) => b.time - a.time)[0];
    if (newest) return newest.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${pattern} in ${outboxDirs().join(', ')}`);
}

/**
 * Follows the verification link mailed to `email` at sign-up (issue 14) with
 * `request`, whose context then holds a verified, signed-in session: one GET
 * without following the redirect, so no page loads.
 */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  // By its link, not its subject: the mail is in the sign-up page's language (issue 17).
  const mail = await waitForMail(email, /\/api\/auth\/verify-email\?token=/);
  const response = await request.get(linkIn(mail, '/api/auth/verify-email'), {
    maxRedirects: 0,
  });
  const location = response.headers().location ?? '';
  if (response.status() !== 302 || !location.endsWith('verified=1')) {
    throw new Error(`verifying ${email}: ${response.status()} ${location}`);
  }
}

/** The first link in `text` whose path starts with `pathPrefix`, as a path and query. */
export function linkIn(text: string, pathPrefix: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathPrefix} link in:\n${text}`);
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for a base32 secret, as an authenticator app shows it. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}
