// The public pages' first paint from HTML and CSS (issue 20; decision 148).
// After the web build, opens each public page a new visitor lands on ('/',
// '/login', '/signup') in every language, signed out, in Chromium, from
// dist/web itself, and keeps what the app drew: dist/web/first-paint/<locale>/
// <page>.html is index.html with that markup in an inert
// <div id="first-paint"> before #root (whose loading mark it hides). The server answers those paths with it
// (src/server/platform/static-files.ts), so the page paints before its code
// runs; the app removes the copy when it shows its own (src/web/app/first-paint.ts).
// Without Chromium (CHROMIUM_PATH, else /usr/bin/chromium) the build goes
// on without them and says so: the pages then paint from their code, as before.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { chromiumPath, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.mjs';

/** The pages, by the name of their file under first-paint/<locale>/ (the server's list too). */
export const FIRST_PAINT_PAGES = { '/': 'landing', '/login': 'login', '/signup': 'signup' };
/** src/shared/i18n/locales.ts's LOCALES (checked by tests/web/first-paint.test.ts). */
export const FIRST_PAINT_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** dist/web as the server would serve it to a signed-out visitor, minus the API. */
function serve(webRoot) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/auth/get-session') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('null');
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const file = path.join(webRoot, path.normalize(url.pathname));
    const found =
      file.startsWith(webRoot) && (await fs.stat(file).catch(() => null))?.isFile() ? file : null;
    const served = found ?? path.join(webRoot, 'index.html');
    response
      .writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' })
      .end(await fs.readFile(served));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes dist/web/first-paint/; returns how many pages, or 0 without Chromium. */
export async function prerenderFirstPaint({ webRoot, quiet = false }) {
  const executablePath = chromiumPath();
  if (!(await fs.stat(executablePath).catch(() => null))) {
    console.warn(
      `First paint: no Chromium at ${executablePath} (CHROMIUM_PATH): the public pages will paint from their code.`,
    );
    return 0;
  }
  const { chromium } = await import('playwright-core');
  const template = await fs.readFile(path.join(webRoot, 'index.html'), 'utf8');
  const outDir = path.join(webRoot, 'first-paint');
  await fs.rm(outDir, { recursive: true, force: true });
  const server = await serve(webRoot);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS });
  let written = 0;
  try {
    for (const locale of FIRST_PAINT_LOCALES) {
      const context = await browser.newContext({ locale, serviceWorkers: 'block' });
      for (const [pagePath, name] of Object.entries(FIRST_PAINT_PAGES)) {
        const page = await context.newPage();
        await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
        await page.locator('#root h1').first().waitFor();
        const { markup, title, lang } = await page.evaluate(() => {
          const root = document.getElementById('root');
          const copy = root.cloneNode(true);
          // A select's choice is a property React set, not markup: write it down.
          const selects = root.querySelectorAll('select');
          copy.querySelectorAll('select').forEach((select, index) => {
            const chosen = selects[index]?.selectedIndex ?? -1;
            select.querySelectorAll('option').forEach((option, at) => {
              option.toggleAttribute('selected', at === chosen);
            });
          });
          // The toasts' live region (sonner) belongs to the app, not the page.
          for (const toaster of copy.querySelectorAll('section[aria-live]')) toaster.remove();
          return {
            markup: copy.innerHTML,
            title: document.title,
            lang: document.documentElement.lang,
          };
        });
        await page.close();
        if (lang !== locale)
          throw new Error(`First paint: ${pagePath} spoke ${lang}, not ${locale}.`);
        const html = template
          .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(
            '<div id="root">',
            `<div id="first-paint" inert data-page="${pagePath}">${markup}</div>\n    <div id="root">`,
          );
        if (!html.includes('id="first-paint"'))
          throw new Error('First paint: index.html has no <div id="root">.');
        // The app drops a copy whose <html lang> is not its language (first-paint.ts).
        if (!html.includes(`<html lang="${locale}"`))
          throw new Error('First paint: index.html has no <html lang="…"> to set.');
        await fs.mkdir(path.join(outDir, locale), { recursive: true });
        await fs.writeFile(path.join(outDir, locale, `${name}.html`), html);
        written += 1;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (!quiet) console.log(`First paint: ${written} pages prerendered (dist/web/first-paint)`);
  return written;
}
