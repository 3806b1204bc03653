import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema';

export type BackupTrigger = 'schedule' | 'command';

export type BackupOutcome =
  | { ok: true; name: string }
  | { ok: false; error: unknown; name?: string | undefined };

/** Records how a backup ended (a row in backup_runs), outside any job transaction. */
export async function recordBackupRun(
  db: Db,
  trigger: BackupTrigger,
  startedAt: Date,
  outcome: BackupOutcome,
): Promise<void> {
  await db.insert(backupRuns).values({
    ok: outcome.ok,
    trigger,
    name: outcome.name ?? null,
    error: outcome.ok ? null : errorText(outcome.error).slice(0, 2000),
    startedAt,
  });
}

/** What /api/health says about backups: no failure text (the log and the mail carry it). */
export type BackupHealth = {
  state: 'ok' | 'failing' | 'none';
  lastSuccessAt: string | null;
  /** The newest failure after the last success, if any. */
  lastFailureAt: string | null;
};

export async function backupHealth(db: Db): Promise<BackupHealth> {
  const [success] = await db
    .select({ at: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const [failure] = await db
    .select({ at: backupRuns.finishedAt })
    .from(backupRuns)
    .where(
      success
        ? and(eq(backupRuns.ok, false), gt(backupRuns.finishedAt, success.at))
        : eq(backupRuns.ok, false),
    )
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return {
    state: failure ? 'failing' : success ? 'ok' : 'none',
    lastSuccessAt: success?.at.toISOString() ?? null,
    lastFailureAt: failure?.at.toISOString() ?? null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    backupStatus: BackupStatusCache;
  }
}

/**
 * backupHealth kept in memory for /api/health, which load balancers call
 * every few seconds: read at start, after each backup this process takes,
 * and in the background when older than `ttlMs` (another process's
 * backup shows within that). A health check never waits on it.
 */
export class BackupStatusCache {
  private value: BackupHealth | null = null;
  private fetchedAt = 0;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
  ) {}

  /** The last state read (null before the first read); starts a refresh when stale. */
  current(now = Date.now()): BackupHealth | null {
    if (now - this.fetchedAt > this.ttlMs) void this.refresh();
    return this.value;
  }

  /** Reads the state now (one read at a time); a failed read keeps the last one. */
  refresh(): Promise<void> {
    this.pending ??= backupHealth(this.db)
      .then(
        (value) => {
          this.value = value;
          this.fetchedAt = Date.now();
        },
        () => undefined,
      )
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
