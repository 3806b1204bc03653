/** A started server process and the promise of its end. */
export type ServerProcess = { pid: number; exited: Promise<string> };

export type SupervisorOptions = {
  /** Starts the server again on the same files and resolves once it answers; rejects if it could not. */
  restart(): Promise<ServerProcess>;
  /** Stops a running server (fast shutdown), resolving once it has exited. */
  stopServer(pid: number): Promise<void>;
  /** The server died on its own: requests cannot be served until onUp. */
  onDown(reason: string): void;
  /** A restarted server answers. */
  onUp(server: ServerProcess): Promise<void>;
  log: { info(msg: string): void; warn(msg: string): void };
  /** Waits between failed restarts: the old server's children may still hold its shared memory. */
  retryDelaysMs?: number[];
};

const RETRY_DELAYS_MS = [100, 250, 500, 1_000];

/**
 * Keeps the embedded PostgreSQL running for as long as the app runs: when it
 * dies under the app (kill -9, the OOM killer), it is started again on the
 * same data dir, where PostgreSQL replays its WAL, so every commit it
 * acknowledged is kept. Restarts are retried until one succeeds or stop()
 * is called.
 */
export function superviseServer(first: ServerProcess, options: SupervisorOptions) {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let current: ServerProcess | null = first;
  let stopping = false;
  let restarting: Promise<void> | null = null;

  const watch = (server: ServerProcess) => {
    void server.exited.then((how) => {
      if (stopping || current !== server) return;
      current = null;
      const reason = `The embedded PostgreSQL (pid ${server.pid}) ${how}`;
      options.log.warn(`${reason}; starting it again`);
      options.onDown(reason);
      restarting = restartUntilUp().finally(() => {
        restarting = null;
      });
    });
  };

  async function restartUntilUp(): Promise<void> {
    for (let attempt = 0; !stopping; attempt++) {
      try {
        const server = await options.restart();
        if (stopping) {
          await options.stopServer(server.pid);
          return;
        }
        current = server;
        watch(server);
        await options.onUp(server);
        options.log.info(`The embedded PostgreSQL is back (pid ${server.pid})`);
        return;
      } catch (error) {
        if (attempt === 0 || attempt % 20 === 0) {
          options.log.warn(
            `The embedded PostgreSQL could not be started again yet: ${(error as Error).message}`,
          );
        }
        await sleep(delays[Math.min(attempt, delays.length - 1)] ?? 1_000);
      }
    }
  }

  watch(first);
  return {
    /** Stops supervising, waits for a restart under way, and stops the server. */
    async stop(): Promise<void> {
      stopping = true;
      await restarting;
      const server = current;
      current = null;
      if (server) await options.stopServer(server.pid);
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
