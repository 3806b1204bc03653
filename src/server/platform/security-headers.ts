import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Helmet's headers with a Content Security Policy the built app passes: scripts
 * only from our origin; inline styles allowed because Radix positions popovers
 * with style attributes; images also from blob: (local previews before upload),
 * data: and the map tiles' server (MAP_TILE_URL). HSTS and upgrade-insecure-requests only when served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
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
  });
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
