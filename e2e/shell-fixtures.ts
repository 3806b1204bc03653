import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { verifyEmail } from './auth-fixtures';
import { test as base, expect } from './fixtures';

// Signed-in hosts and helpers for the shell and accessibility tests. Each
// worker makes one host and one helper through the real API and every test
// starts signed in as one of them (`test.use({ signedInAs: 'host' })`), so a
// run makes a handful of accounts instead of one per test (sign-up is
// throttled per address). A test that signs out makes its own account.

export type ShellRole = 'host' | 'helper';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

const PASSWORD = 'correct horse battery staple';
const NAMES: Record<ShellRole, string> = { host: 'Hana Okafor', helper: 'Leo Martins' };

/**
 * A state-changing API call. A 429 from the server's sign-up throttle waits
 * for the window it names and tries again: the throttle is the server's
 * documented behaviour, not a flake.
 */
async function send(
  request: APIRequestContext,
  method: 'post' | 'patch',
  url: string,
  data: unknown,
  origin: string,
): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request[method](url, { data, headers: { Origin: origin } });
    if (response.status() === 429 && attempt < 3) {
      const headers = response.headers();
      const wait = Number(headers['retry-after'] ?? headers['x-retry-after'] ?? '20');
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 1), 65) * 1000));
      continue;
    }
    if (!response.ok()) {
      throw new Error(
        `${method.toUpperCase()} ${url} -> ${response.status()} ${await response.text()}`,
      );
    }
    return response;
  }
}

/**
 * Makes an account (sign-up, the mailed verification link, role, complete
 * profile) through `request`,
 * which is then signed in as it. `seenWelcome: false` leaves the one-time
 * introduction due.
 */
export async function signUpAs(
  request: APIRequestContext,
  origin: string,
  role: ShellRole,
  { seenWelcome = true }: { seenWelcome?: boolean } = {},
): Promise<{ email: string; fullName: string }> {
  const email = `shell-${role}-${randomUUID().slice(0, 8)}@example.test`;
  const fullName = NAMES[role];
  await send(request, 'post', '/api/auth/sign-up/email', { email, password: PASSWORD }, origin);
  await verifyEmail(request, email);
  await send(request, 'post', '/api/profile/role', { role }, origin);
  await send(
    request,
    'patch',
    '/api/profile',
    { fullName, bio: 'Here for the end-to-end tests.', hasSeenWelcome: seenWelcome },
    origin,
  );
  return { email, fullName };
}

type TestFixtures = {
  /** Start the test signed in as this worker's host or helper; null: signed out. */
  signedInAs: ShellRole | null;
  /** Makes a fresh account and signs the page's context in as it. */
  freshAccount: (
    role: ShellRole,
    options?: { seenWelcome?: boolean },
  ) => Promise<{ email: string; fullName: string }>;
};
type WorkerFixtures = { workerAccounts: Record<ShellRole, StorageState> };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerAccounts: [
    async ({ playwright }, use) => {
      const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
      const states = {} as Record<ShellRole, StorageState>;
      for (const role of ['host', 'helper'] as const) {
        const request = await playwright.request.newContext({ baseURL: origin });
        await signUpAs(request, origin, role);
        states[role] = await request.storageState();
        await request.dispose();
      }
      await use(states);
    },
    { scope: 'worker' },
  ],

  signedInAs: [null, { option: true }],

  storageState: async ({ signedInAs, workerAccounts, storageState }, use) => {
    await use(signedInAs ? workerAccounts[signedInAs] : storageState);
  },

  freshAccount: async ({ page, baseURL }, use) => {
    await use((role, options) => signUpAs(page.request, baseURL ?? '', role, options));
  },
});

export { expect };
