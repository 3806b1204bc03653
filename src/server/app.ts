import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { accountDeletionRoutes } from './features/account-deletion/routes';
import { adminRoutes } from './features/admin/routes';
import { agreementRoutes } from './features/agreements/routes';
import { choreRoutes } from './features/chores/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { exploreRoutes } from './features/explore/routes';
import { healthRoutes } from './features/health/routes';
import { mapRoutes } from './features/map/routes';
import { membershipRoutes } from './features/memberships/routes';
import { canSubscribeToConversation } from './features/messaging/access';
import { messagingRoutes } from './features/messaging/routes';
import { notificationRoutes } from './features/notifications/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { pointsRoutes } from './features/points/routes';
import { profileRoutes } from './features/profile/routes';
import { helpWindowRoutes } from './features/properties/help-windows-routes';
import { propertyRoutes } from './features/properties/routes';
import { pushRoutes } from './features/push/routes';
import { reviewRoutes } from './features/reviews/routes';
import { rewardRoutes } from './features/rewards/routes';
import { safetyRoutes } from './features/safety/routes';
import { savedPropertyRoutes } from './features/saved-properties/routes';
import { stayRequestRoutes } from './features/stay-requests/routes';
import { canSubscribeToProperty } from './platform/access/property-members';
import { registerAuth } from './platform/auth/register';
import { registerBackupJob } from './platform/backup/backup-job';
import { registerDatabaseGate } from './platform/database-gate';
import { loggerOptions } from './platform/error-log';
import { frameworkErrors, registerErrorHandling } from './platform/errors';
import { JobRunner } from './platform/jobs/runner';
import { createMailer, type MailObserver } from './platform/mail/mailer';
import { registerHttpMetrics } from './platform/metrics/http-metrics';
import { registerJobGauges } from './platform/metrics/job-gauges';
import { type AppMetrics, createAppMetrics } from './platform/metrics/registry';
import { METRICS_PATH, metricsRoutes } from './platform/metrics/routes';
import { registerStateGauges } from './platform/metrics/state-gauges';
import { registerRealtime } from './platform/realtime/plugin';
import { requestIdFor } from './platform/request-id';
import { OneLinePerRequest } from './platform/request-log';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerStaticFiles } from './platform/static-files';
import { createStorage } from './platform/storage';
import { uploadRoutes } from './platform/storage/serve-uploads';

/** A route as registered, kept so tests can walk every route (bad-input harness, access matrix). */
export type RouteEntry = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    routeCatalog: RouteEntry[];
  }
}

/**
 * Builds the whole server: used by main.ts (which listens) and by tests
 * (which use app.inject). Opens the database (embedded or DATABASE_URL) and
 * closes it in app.close().
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: requestIdFor,
    // One line per request instead of two: platform/request-log.ts.
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Finish in-flight requests on close, drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
  });

  const routeCatalog: RouteEntry[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeCatalog.push({ method, url: route.url, schema: route.schema });
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While closing, every reply ends its keep-alive connection: a browser's
  // connection that was busy when close() began would otherwise stay open
  // (forceCloseConnections only drops the ones idle at that moment) and hold
  // the shutdown until the deadline.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Prometheus metrics (docs/decisions/130): only with METRICS_TOKEN; counted
  // from here on, so every route below is timed.
  const metrics = config.metricsToken ? createAppMetrics() : null;
  app.decorate('metrics', metrics);
  if (metrics) registerHttpMetrics(app, metrics, METRICS_PATH);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database = await openDatabase(config, {
    info: (msg) => app.log.info(msg),
    warn: (msg) => app.log.warn(msg),
  });
  app.decorate('database', database);
  app.decorate('config', config);
  registerDatabaseGate(app, database.availability);
  app.addHook('onClose', async () => {
    await database.close();
  });

  // The job runner (src/server/platform/jobs): features register handlers on
  // app.jobs from their routes functions; polling starts once the app is ready
  // and stops before the database closes.
  const jobRunner = new JobRunner(database.db, app.log, {
    pollIntervalMs: config.jobsPollIntervalMs,
    databaseAvailable: () => database.availability.isAvailable(),
  });
  app.decorate('jobs', jobRunner);
  app.addHook('onReady', async () => jobRunner.start());
  app.addHook('preClose', async () => jobRunner.stop());

  try {
    registerSecurityHeaders(app, config);
    await healthRoutes(app, database);
    // The web map's tile server and credit (issue 18).
    await mapRoutes(app);
    // Accounts, sessions and profiles (issue 3): mail, storage, better-auth at /api/auth.
    const mailer = createMailer(
      { ...config.mail, dataDir: config.dataDir },
      app.log,
      metrics ? countMail(metrics) : undefined,
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
    const storage = createStorage(config);
    app.decorate('storage', storage);
    // The nightly backup through the job runner (issue 21, BACKUP_SCHEDULE).
    registerBackupJob(app, { database, storage, mailer });
    await registerAuth(app, config, database, mailer);
    await uploadRoutes(app, storage);
    await profileRoutes(app, storage);
    // Properties, exchange terms, memberships, stay requests, Explore (issue 5).
    const properties = { db: database.db, storage, appUrl: config.publicUrl };
    await propertyRoutes(app, properties);
    await stayRequestRoutes(app, properties);
    await membershipRoutes(app, { ...properties, mailer });
    await exploreRoutes(app, properties);
    // Issue 18: saved properties and help windows.
    await savedPropertyRoutes(app, properties);
    await helpWindowRoutes(app, properties);
    await notificationRoutes(app);
    // Web Push to the person's devices (issue 16).
    await pushRoutes(app);
    // Agreements and onboarding (issue 9).
    await agreementRoutes(app, properties);
    await onboardingRoutes(app, properties);
    // Chores, points and rewards (issue 8).
    await choreRoutes(app, { db: database.db, storage });
    await pointsRoutes(app, { db: database.db });
    await rewardRoutes(app, { db: database.db });
    // Finished stays, blind reviews and reputation (issue 14).
    await reviewRoutes(app, properties);
    // Reports, blocks and the operators' moderation desk (issue 15).
    await safetyRoutes(app, { db: database.db });
    await adminRoutes(app, { db: database.db });
    // A person's own data: export and account deletion (issue 19).
    await dataExportRoutes(app, { storage });
    await accountDeletionRoutes(app, { storage });
    // Conversations and messages (issue 6).
    await messagingRoutes(app);
    // The WebSocket hub (/api/realtime, DESIGN.md section 6, issue 6).
    await registerRealtime(app, database, {
      publicUrl: config.publicUrl,
      realtimeUrl: config.realtimeUrl,
      authorizers: {
        conversation: canSubscribeToConversation,
        property: canSubscribeToProperty,
      },
      onEventsSent: metrics
        ? (kind, sockets) => metrics.realtimeEventsSent.inc({ kind }, sockets)
        : undefined,
    });
    if (metrics && config.metricsToken) {
      const databaseAvailable = () => database.availability.isAvailable();
      registerStateGauges(metrics.registry, {
        pool: database.pool,
        databaseAvailable,
        openSockets: () => app.realtime.hub.size,
        backups: () => app.backupStatus.current(),
      });
      registerJobGauges(metrics.registry, {
        pool: database.pool,
        databaseAvailable,
        kinds: () => jobRunner.kinds(),
        log: app.log,
      });
      await metricsRoutes(app, metrics, config.metricsToken);
    }
    await registerStaticFiles(app, config.webRoot);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

function countMail(metrics: AppMetrics): MailObserver {
  return (outcome) => (outcome === 'sent' ? metrics.mailSent : metrics.mailFailed).inc();
}
