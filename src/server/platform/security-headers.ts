import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/**
 * Helmet's headers with a Content Security Policy the built app passes: scripts
 * only from our origin; inline styles allowed because Radix positions popovers
 * with style attributes; images also from blob: (local previews before upload),
 * data: and the map tiles' server (MAP_TILE_URL). HSTS and upgrade-insecure-requests only when served over https.
 *
 * Computed once at start and set on every reply (issue 20): the headers never
 * depend on the request, and @fastify/helmet rebuilt helmet, parsing the
 * policy again, on each one (~13 % of a simple request's CPU). A route may
 * still set its own (uploads send a stricter policy).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = headersOf(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets with these options, as one object. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

function helmetOptions(config: AppConfig): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          tileImageSource(config.map.tileUrl),
          ...extraImageSources(),
        ],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-host WebSockets in CSP 3; older Safari needs the
        // ws(s) origin spelled out for /api/realtime.
        connectSrc: ["'self'", new URL(config.publicUrl).origin.replace(/^http/, 'ws')],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
}

// Object storage (later: S3_PUBLIC_URL) may serve images from another origin.
function extraImageSources(): string[] {
  const publicUrl = process.env.S3_PUBLIC_URL;
  if (!publicUrl) return [];
  try {
    return [new URL(publicUrl).origin];
  } catch {
    return [];
  }
}

/**
 * The CSP source of a tile URL template: its origin, or `*.host` when the
 * template picks a subdomain (`https://{s}.tile.example/…`). The template
 * was checked at start (config.ts): only `{s}.` may begin its host.
 */
export function tileImageSource(tileUrl: string): string {
  const subdomains = /^(https?:\/\/)\{s\}\./.test(tileUrl);
  const concrete = tileUrl.replace(/^(https?:\/\/)\{s\}\./, '$1a.').replace(/\{[a-z]+\}/g, '0');
  const origin = new URL(concrete).origin;
  return subdomains ? origin.replace(/^(https?:\/\/)a\./, '$1*.') : origin;
}
