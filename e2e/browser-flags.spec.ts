import fs from 'node:fs';
import { expect, test } from '@playwright/test';

// The switches scripts/chromium.mjs gives the tests' Chromium. Chromium keeps
// only the last --disable-features it is given, and Playwright passes its own
// list first: ours repeats it, and this spec notices when Playwright's grows.

/** The command line of the Chromium this worker launched (Linux's /proc). */
function workerBrowserArgs(): string[] {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // "pid (comm) state ppid …": the name may hold spaces, so read after its ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid !== process.pid) continue;
    const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    if (args.some((arg) => arg.startsWith('--remote-debugging-pipe'))) return args;
  }
  throw new Error(`no Chromium launched by this worker (pid ${process.pid})`);
}

const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',');

test('the last --disable-features keeps every feature Playwright turns off @phone-only', async ({
  browser,
}) => {
  expect(browser.isConnected()).toBe(true);
  const lists = workerBrowserArgs()
    .filter((arg) => arg.startsWith('--disable-features='))
    .map(featuresOf);
  expect(lists.length).toBeGreaterThan(1);
  const effective = lists.at(-1) ?? [];
  for (const earlier of lists.slice(0, -1))
    expect(effective).toEqual(expect.arrayContaining(earlier));
  expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
});

test('a new page prepares no address-bar popup in a renderer of its own @phone-only', async ({
  browser,
  page,
}) => {
  await page.goto('/');
  // Without the switch, Chromium 156 lists two `browser_ui` targets at
  // chrome://omnibox-popup.top-chrome/ as soon as a window opens.
  const cdp = await browser.newBrowserCDPSession();
  // An empty filter lists every kind of target, Chromium's own UI included.
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await cdp.detach();
  expect(targetInfos.map((target) => target.url)).not.toContainEqual(
    expect.stringContaining('omnibox-popup'),
  );
});
