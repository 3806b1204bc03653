import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { createLinkSigner } from '../signed-links';
import { type Auth, createAuth } from './auth';
import { emailChangeRoutes } from './email-change-routes';
import { createViewerGuard, type Viewer } from './guard';
import { createLoginFailureCounter } from './login-failures';
import { registerOriginCheck } from './origin-check';
import { OwnProfileCache } from './own-profile-cache';
import { authRoutes } from './routes';
import { resolveAuthSecret } from './secret';
import { SessionCache, sessionCookieReader } from './session-cache';
import { verificationRoutes } from './verification-routes';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook for routes that need a signed-in user (401 otherwise); sets request.viewer. */
    requireViewer: onRequestAsyncHookHandler;
    /** Sessions checked recently (issue 20); kept only while the realtime channel listens. */
    sessionCache: SessionCache<Viewer>;
    /** GET /api/profile's answers (issue 20); kept only while the realtime channel listens. */
    ownProfileCache: OwnProfileCache;
  }
  interface FastifyContextConfig {
    /**
     * This write never ends a session nor changes an account or a profile (a
     * chat message): its reply need not wait for the session cache's fence.
     * Every other write waits, so a route that forgets it is only slower.
     */
    endsNoSession?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads that change an account all the same: the mailed links (verification, new email). */
const CHANGING_READS = new Set(['/api/auth/verify-email', '/api/account/email-change/confirm']);

/** Origin check, better-auth at /api/auth, the app.requireViewer guard, and app.linkSigner (same secret). */
export async function registerAuth(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  mailer: Mailer,
) {
  registerOriginCheck(app, config.publicUrl);
  const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
  if (!config.auth.secret && config.env === 'production') {
    app.log.warn(
      'AUTH_SECRET is not set: using the secret kept in DATA_DIR/auth-secret. Several instances must share one AUTH_SECRET.',
    );
  }
  const failures = createLoginFailureCounter(database.db, config.auth.loginFailureLimit);
  const auth = createAuth({
    db: database.db,
    config,
    secret,
    mailer,
    log: {
      debug: (m) => app.log.debug(m),
      info: (m) => app.log.info(m),
      warn: (m) => app.log.warn(m),
      error: (m) => app.log.error(m),
    },
    onPasswordReset: (email) => failures.clear(email),
  });
  app.decorate('auth', auth);
  app.decorate('linkSigner', createLinkSigner(secret));
  app.decorateRequest('viewer', null);
  const sessionCache = new SessionCache<Viewer>();
  app.decorate('sessionCache', sessionCache);
  const ownProfileCache = new OwnProfileCache();
  app.decorate('ownProfileCache', ownProfileCache);
  app.decorate(
    'requireViewer',
    createViewerGuard(
      auth,
      database.db,
      sessionCache,
      sessionCookieReader(config.publicUrl.startsWith('https://')),
    ),
  );
  // A write may have ended sessions (sign-out, a new password, a suspension)
  // or changed a profile: its reply leaves once this process has heard so, so
  // the caller's next request is never answered from a stale cache entry. A
  // route that can do neither says so (`endsNoSession`) and saves the fence's
  // round trip.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.config?.endsNoSession) return payload;
    if (!SAFE_METHODS.has(request.method) || CHANGING_READS.has(request.routeOptions.url ?? '')) {
      if (!(await sessionCache.settle())) ownProfileCache.clear();
    }
    return payload;
  });
  await authRoutes(app, auth, failures, config.publicUrl);
  await verificationRoutes(app, auth, config.publicUrl);
  await emailChangeRoutes(app, auth, config.publicUrl);
}
