import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { requestLocale } from './i18n/mail-locale';

const YEAR_IN_SECONDS = 31_536_000;

/**
 * The service worker and the web app manifest keep their names across
 * deploys: `no-cache` makes the browser ask every time (a 304 when nothing
 * changed), so a new deploy is noticed and the update prompt appears (issue 16).
 * A .br/.gz twin counts as its original.
 */
const ALWAYS_REVALIDATED = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * The public pages prerendered in every language by the build
 * (scripts/prerender-first-paint.mjs, which has the same list), by path: the
 * file dist/web/first-paint/<locale>/<name>.html paints the page from HTML and
 * CSS before its code runs (issue 20; decision 148).
 */
export const FIRST_PAINT_PAGES: Readonly<Record<string, string>> = {
  '/': 'landing',
  '/login': 'login',
  '/signup': 'signup',
};

/**
 * Serves the built web app: hashed files under /assets for a year (their name
 * changes with their content), everything else revalidated, precompressed
 * .br/.gz variants when the browser accepts them (scripts/build.mjs writes
 * them). Any other non-API GET answers index.html so the client router can
 * show the page, or its own not-found page; a public page of
 * FIRST_PAINT_PAGES gets its prerendered copy in the request's language
 * (Accept-Language, as the app's own first choice). /sw.js and /manifest.webmanifest
 * (application/manifest+json, from the file's extension) are never served
 * from a cache unasked.
 */
export async function registerStaticFiles(app: FastifyInstance, webRoot: string | undefined) {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        const relative = path.relative(webRoot, filePath);
        reply.header(
          'cache-control',
          hashed
            ? `public, max-age=${YEAR_IN_SECONDS}, immutable`
            : ALWAYS_REVALIDATED.test(relative)
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  // Read once: the build writes them, nothing changes them while the server runs.
  const prerendered = new Set(
    hasWebApp && webRoot ? listFiles(path.join(webRoot, 'first-paint')) : [],
  );
  /** The prerendered copy of a public page in the reader's language, else index.html. */
  const pageFile = (request: FastifyRequest, reply: FastifyReply): string => {
    const name = FIRST_PAINT_PAGES[request.url.split('?')[0] ?? ''];
    if (!name) return 'index.html';
    const file = `${requestLocale(request)}/${name}.html`;
    if (!prerendered.has(file)) return 'index.html';
    // A cache between must not give one reader's language to another.
    reply.header('vary', 'Accept-Language');
    return `first-paint/${file}`;
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing hashed asset (an old tab after a deploy) must fail as a 404,
    // not come back as index.html with the wrong type.
    const isAsset = request.url.startsWith('/assets/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isAsset;
    if (!isApi && wantsPage && hasWebApp) {
      // Cache headers come from setHeaders above: index.html is always revalidated.
      return reply.type('text/html; charset=utf-8').sendFile(pageFile(request, reply));
    }
    return reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** The files under `dir`, as paths relative to it with '/' (none when it is missing). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}
