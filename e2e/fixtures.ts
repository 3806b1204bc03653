import zlib from 'node:zlib';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { type RouteId, routeById } from '../src/shared/routes';

// Where end-to-end tests get their helpers. Import `test` and `expect` from
// here, not from @playwright/test. A `login` fixture (two browser contexts for
// two people) comes with accounts.

/** The `:param` names of a route path: '/chores/:choreId' -> 'choreId'. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type RouteParams<Id extends RouteId> = ParamNames<(typeof routeById)[Id]['path']>;

type Query = Record<string, string | number | boolean>;

type PathArgs<Id extends RouteId> = [RouteParams<Id>] extends [never]
  ? [options?: { query?: Query }]
  : [options: { params: Record<RouteParams<Id>, string>; query?: Query }];

/** The URL path of a route in the route table, typed by its id and params. */
export function pathTo<Id extends RouteId>(id: Id, ...[options]: PathArgs<Id>): string {
  const params: Record<string, string> =
    options && 'params' in options ? (options.params as Record<string, string>) : {};
  const path = routeById[id].path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo('${id}'): missing param ${name}`);
    return encodeURIComponent(value);
  });
  const query = options?.query;
  if (!query || Object.keys(query).length === 0) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `${path}?${search}`;
}

/** True in the "phone" project (375 px, touch): tabs and a drawer instead of the side bar. */
export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** The navigation the role's menu lives in: the drawer on a phone (opened), the side bar on a desktop. */
export async function openMenu(page: Page, info: TestInfo): Promise<Locator> {
  if (isPhone(info)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  const sidebar = page.getByRole('complementary', { name: 'Account and menu' });
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/** YYYY-MM-DD, `offset` days from today (local time, as a date input takes it). */
export function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A small real PNG, made here so tests that upload (and the map tiles) need no
 * fixture file: a warm gradient, or what `pixel` gives each point (RGB).
 */
export function makePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number] = (x, y) => [
    177,
    78 + (x % 64),
    39 + (y % 128),
  ],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the browser complained about during a test. */
export type BrowserProblem = { kind: 'console' | 'pageerror' | 'csp'; text: string };

type Fixtures = {
  /** Navigates to a route of the route table: `await goto('dashboard', { query: { tab: 1 } })`. */
  goto: <Id extends RouteId>(id: Id, ...args: PathArgs<Id>) => Promise<void>;
  /**
   * Console errors, uncaught exceptions and Content-Security-Policy violations
   * seen so far. Checked after every test: any one fails it, unless it matches
   * `allowedBrowserProblems`.
   */
  browserProblems: BrowserProblem[];
  /** Problems a test expects (for example a deliberate 404 on a resource). */
  allowedBrowserProblems: RegExp[];
};

export const test = base.extend<Fixtures>({
  allowedBrowserProblems: [[], { option: true }],

  browserProblems: [
    async ({ page, allowedBrowserProblems }, use) => {
      const problems = await watchBrowserProblems(page);
      await use(problems);
      const unexpected = problems.filter(
        (problem) => !allowedBrowserProblems.some((pattern) => pattern.test(problem.text)),
      );
      expect(unexpected, 'the browser reported errors during the test').toEqual([]);
    },
    { auto: true },
  ],

  goto: async ({ page }, use) => {
    await use(async (id, ...args) => {
      await page.goto(pathTo(id, ...args));
    });
  },
});

export { expect };

async function watchBrowserProblems(page: Page): Promise<BrowserProblem[]> {
  const problems: BrowserProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console', text: message.text() });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` });
  });
  // Chromium also logs a console error for each violation; the event says
  // which directive, and catches the ones reported without a log line.
  await page.exposeFunction('__e2eReportCspViolation', (text: string) => {
    problems.push({ kind: 'csp', text });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eReportCspViolation: (t: string) => void })
        .__e2eReportCspViolation;
      report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}
