import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { api, PASSWORD, uniqueEmail, verifyEmail } from './auth-fixtures';
import { type BrowserProblem, day } from './fixtures';

// Setup for the specs where a host (the test's own page, made by
// `createAccount`) meets helpers: each helper in a browser context of their
// own, and the host's property, both made through the real API so that a spec
// holds only its scenario.

/** Signs `request`'s context up as a helper with a verified address and a complete profile; the profile. */
export async function signUpHelper(request: APIRequestContext, origin: string, name: string) {
  const email = uniqueEmail('helper');
  await api(request, origin, 'post', '/api/auth/sign-up/email', { email, password: PASSWORD });
  await verifyEmail(request, email);
  await api(request, origin, 'post', '/api/profile/role', { role: 'helper' });
  return api(request, origin, 'patch', '/api/profile', {
    fullName: name,
    bio: 'Travelling and happy to help.',
    hasSeenWelcome: true,
  });
}

/**
 * A second (or third) person: a new browser context the size of the project's
 * (phone, narrow or desktop), signed up as a helper called `name`, with a page of its
 * own. What that page's browser reports is collected: `problems` has console
 * errors and uncaught exceptions, `errors` the uncaught exceptions' messages.
 */
export async function newHelper(browser: Browser, baseURL: string, info: TestInfo, name: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
    isMobile: info.project.use.isMobile ?? false,
    hasTouch: info.project.use.hasTouch ?? false,
    // As every test's own page (playwright.config): a service worker
    // precaching the whole app meanwhile is what the PWA specs test.
    serviceWorkers: 'block',
    locale: 'en-US',
  });
  const profile = await signUpHelper(context.request, baseURL, name);
  const page = await context.newPage();
  const problems: BrowserProblem[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console', text: message.text() });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.message });
    errors.push(error.message);
  });
  return { context, page, problems, errors, name, id: profile.id as string };
}

/**
 * Sets a property's exchange terms: 20 hours over 5 days for a room and
 * meals, stays of 7 to 60 days from tomorrow on, no screening questions;
 * `overrides` changes any of it.
 */
export async function setTerms(
  request: APIRequestContext,
  origin: string,
  propertyId: string,
  overrides: Record<string, unknown> = {},
) {
  await api(request, origin, 'put', `/api/properties/${propertyId}/terms`, {
    hoursPerWeek: 20,
    daysPerWeek: 5,
    provides: ['private_room', 'meals'],
    minStayDays: 7,
    maxStayDays: 60,
    availableFrom: day(1),
    availableTo: day(200),
    skillsWanted: ['gardening'],
    screeningQuestions: [],
    agreementClauses: [],
    defaultChorePoints: 10,
    ...overrides,
  });
}

/**
 * A listed property of `request`'s (host) account: `fields` as created, the
 * terms of `setTerms` with `terms` over them. The created property (id,
 * inviteCode, ...).
 */
export async function listedProperty(
  request: APIRequestContext,
  origin: string,
  fields: Record<string, unknown>,
  terms: Record<string, unknown> = {},
) {
  const property = await api(request, origin, 'post', '/api/properties', fields);
  await setTerms(request, origin, property.id, terms);
  await api(request, origin, 'patch', `/api/properties/${property.id}`, { status: 'listed' });
  return property;
}

/**
 * `npm run admin -- grant <email>` against the e2e server's own database:
 * the server is not seeded, and operators are made only from the command
 * line. DATA_DIR is the server's (E2E_DATA_DIR) and DATABASE_URL is left
 * out, so the command reaches the server's running embedded PostgreSQL
 * through the runtime file it keeps there, as `npm run seed` does.
 */
export function grantOperatorFromCommandLine(email: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    stdio: 'pipe',
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A new person in a browser context of their own, made an operator from the command line. */
export async function newOperator(browser: Browser, baseURL: string, info: TestInfo, name: string) {
  const operator = await newHelper(browser, baseURL, info, name);
  const profile = await (await operator.context.request.get('/api/profile')).json();
  grantOperatorFromCommandLine(profile.email as string);
  return operator;
}
