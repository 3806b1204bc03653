import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { createLinkSigner } from '../signed-links';
import { type Auth, createAuth } from './auth';
import { emailChangeRoutes } from './email-change-routes';
import { createViewerGuard } from './guard';
import { createLoginFailureCounter } from './login-failures';
import { registerOriginCheck } from './origin-check';
import { authRoutes } from './routes';
import { resolveAuthSecret } from './secret';
import { verificationRoutes } from './verification-routes';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook for routes that need a signed-in user (401 otherwise); sets request.viewer. */
    requireViewer: onRequestAsyncHookHandler;
  }
}

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
  app.decorate('requireViewer', createViewerGuard(auth, database.db));
  await authRoutes(app, auth, failures, config.publicUrl);
  await verificationRoutes(app, auth, config.publicUrl);
  await emailChangeRoutes(app, auth, config.publicUrl);
}
