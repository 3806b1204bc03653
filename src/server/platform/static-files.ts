import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

const YEAR_IN_SECONDS = 31_536_000;

/**
 * The service worker and the web app manifest keep their names across
 * deploys: `no-cache` makes the browser ask every time (a 304 when nothing
 * changed), so a new deploy is noticed and the update prompt appears (issue 16).
 * A .br/.gz twin counts as its original.
 */
const ALWAYS_REVALIDATED = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built web app: hashed files under /assets for a year (their name
 * changes with their content), everything else revalidated, precompressed
 * .br/.gz variants when the browser accepts them (scripts/build.mjs writes
 * them). Any other non-API GET answers index.html so the client router can
 * show the page, or its own not-found page. /sw.js and /manifest.webmanifest
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing hashed asset (an old tab after a deploy) must fail as a 404,
    // not come back as index.html with the wrong type.
    const isAsset = request.url.startsWith('/assets/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isAsset;
    if (!isApi && wantsPage && hasWebApp) {
      // Cache headers come from setHeaders above: index.html is always revalidated.
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
