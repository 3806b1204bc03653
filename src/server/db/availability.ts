/*
 * Whether the database can serve requests right now. The app keeps running
 * when its database goes away (the embedded postmaster killed, an external
 * server restarted): it answers 503 until the database is back, and finds
 * out by itself when it is. Marked down by whoever notices first (the
 * embedded supervisor, the pool losing a connection, a request failing to
 * reach the database); while down, a probe asks every PROBE_INTERVAL_MS and
 * marks it up at the first answer.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Please try again in a few seconds.';

const PROBE_INTERVAL_MS = 200;
const PROBE_TIMEOUT_MS = 2_000;

type Log = { info(msg: string): void; warn(msg: string): void };

export class DatabaseAvailability {
  private downSince: number | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: Log,
  ) {}

  isAvailable(): boolean {
    return this.downSince === null;
  }

  /** The database stopped answering: requests get 503 until a probe succeeds. */
  markDown(reason: string): void {
    if (this.closed || this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.warn(`Database unavailable (${reason}); answering 503 until it is back`);
    this.scheduleProbe();
  }

  /** Asks the database now: marks it up if it answers, down if not. */
  async check(): Promise<boolean> {
    try {
      await withTimeout(this.probe(), PROBE_TIMEOUT_MS);
      this.markUp();
      return true;
    } catch (error) {
      this.markDown((error as Error).message);
      return false;
    }
  }

  /** Stops probing (the app is closing). */
  close(): void {
    this.closed = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private scheduleProbe(): void {
    if (this.closed || this.probeTimer) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      withTimeout(this.probe(), PROBE_TIMEOUT_MS).then(
        () => this.markUp(),
        () => this.scheduleProbe(),
      );
    }, PROBE_INTERVAL_MS);
    this.probeTimer.unref();
  }

  private markUp(): void {
    if (this.downSince === null) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = null;
    this.log.info(`Database available again after ${seconds} s`);
  }
}

// Node's errors for a server that is not there (a unix socket without a
// listener, or a TCP port) or a connection cut under a query.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away or not yet back: the class 08
// connection exceptions, admin/crash shutdown, "the database system is
// starting up / in recovery mode", and too many connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;

// What `pg` and its pool say when the connection is gone.
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * True when an error (or one it wraps: drizzle wraps the driver's) says the
 * database could not be reached, rather than that a query was wrong.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, syscall } = current as Error & { code?: unknown; syscall?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code) && typeof syscall === 'string') return true;
      if (UNAVAILABLE_SQLSTATES.test(code)) return true;
    }
    const { message } = current;
    if (CONNECTION_LOST_MESSAGES.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
