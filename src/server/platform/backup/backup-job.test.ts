import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { jobs } from '../../db/schema';
import { listCompleteBackups } from './backup-folders';
import { BACKUP_JOB_KIND, nextBackupTime } from './backup-job';

describe('nextBackupTime', () => {
  it('is the next daily time in UTC, strictly after now', () => {
    const at = { hour: 3, minute: 0 };
    expect(nextBackupTime(new Date('2026-11-25T02:59:59Z'), at).toISOString()).toBe(
      '2026-11-25T03:00:00.000Z',
    );
    expect(nextBackupTime(new Date('2026-11-25T03:00:00Z'), at).toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
    expect(nextBackupTime(new Date('2026-12-31T23:30:00Z'), at).toISOString()).toBe(
      '2027-01-01T03:00:00.000Z',
    );
  });
});

describe('the nightly backup job', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let blocker: string;

  const health = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const backupJobs = () =>
    t.app.database.db.select().from(jobs).where(eq(jobs.kind, BACKUP_JOB_KIND)).orderBy(jobs.runAt);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-backup-job-'));
    // A file where the backup folder's parent should be: every backup fails until it goes.
    blocker = path.join(scratch, 'not-a-folder');
    await fs.writeFile(blocker, 'x');
    t = await createTestApp({
      BACKUP_SCHEDULE: '03:00',
      BACKUP_KEEP: '2',
      BACKUP_DIR: path.join(blocker, 'backups'),
      OPS_EMAIL: 'ops@homestay.test',
      SMTP_URL: smtp.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await fs.rm(path.dirname(blocker), { recursive: true, force: true });
  });

  it('is scheduled at start for the next 03:00 UTC, once per day whatever the processes', async () => {
    const [job] = await backupJobs();
    const runAt = nextBackupTime(new Date(), { hour: 3, minute: 0 });
    expect(job).toMatchObject({ runAt, key: runAt.toISOString().slice(0, 10), doneAt: null });
    expect(await health()).toMatchObject({
      status: 'ok',
      db: 'postgres',
      backup: { state: 'none', lastSuccessAt: null, lastFailureAt: null },
    });
  });

  it('a failure is mailed to OPS_EMAIL once, shown in health and retried; a later success clears it', async () => {
    const [job] = await backupJobs();
    if (!job) throw new Error('no backup job');
    const seen = smtp.messages.length;
    expect(await t.app.jobs.runDueJobs(job.runAt)).toBe(1);

    const mail = await smtp.next(seen);
    expect(mail.to).toEqual(['ops@homestay.test']);
    expect(mail.raw).toMatch(/Subject: Homestay: the backup failed/);
    expect(mail.raw).toContain('ENOTDIR');
    const failing = await health();
    expect(failing).toMatchObject({ status: 'ok', db: 'postgres', version: expect.any(String) });
    expect(failing.backup).toEqual({
      state: 'failing',
      lastSuccessAt: null,
      lastFailureAt: expect.any(String),
    });
    const [retried, tomorrow] = await backupJobs();
    expect(retried).toMatchObject({ id: job.id, attempts: 1, doneAt: null });
    expect(retried?.lastError).toContain('ENOTDIR');
    // The next night's run was scheduled before this one failed.
    expect(tomorrow?.runAt.getTime()).toBe(job.runAt.getTime() + 24 * 60 * 60_000);

    // The retry fails again: logged and in health, but no second mail.
    const retryAt = retried?.runAt ?? new Date();
    expect(await t.app.jobs.runDueJobs(retryAt)).toBe(1);
    expect(smtp.messages.length).toBe(seen + 1);

    // The cause goes; the next retry succeeds.
    await fs.rm(blocker);
    const [again] = await t.app.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(await t.app.jobs.runDueJobs(again?.runAt ?? new Date())).toBe(1);
    expect(await listCompleteBackups(t.config.backup.dir)).toHaveLength(1);
    const ok = await health();
    expect(ok.backup).toEqual({
      state: 'ok',
      lastSuccessAt: expect.any(String),
      lastFailureAt: null,
    });
    expect(smtp.messages.length).toBe(seen + 1);
  });
});
