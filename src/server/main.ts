import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { projectRoot } from './platform/project-root';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, { webRoot: path.join(projectRoot(), 'dist/web') });
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) process.stderr.write(`${problem}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await buildApp(config);
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: finishing in-flight requests, then stopping`);
    // Close what is still open shortly before the deadline, so the database
    // is stopped properly even when a client holds a connection.
    const lastCall = setTimeout(
      () => app.server.closeAllConnections(),
      SHUTDOWN_DEADLINE_MS - 2_000,
    );
    lastCall.unref();
    const deadline = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, `Could not listen on ${config.host}:${config.port}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  app.log.info(`Homestay is ready at ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Homestay could not start: ${message}\n`);
  process.exit(1);
});
