import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the app on the embedded database at port 3000', () => {
    const config = loadConfig({}, { cwd: '/srv/homestay' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/homestay/data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig(
      { PORT: '4000', DATA_DIR: 'state', DATABASE_URL: 'postgres://u:p@db:5432/homestay' },
      { cwd: '/srv' },
    );
    expect(config.port).toBe(4000);
    expect(config.dataDir).toBe(path.resolve('/srv/state'));
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/homestay');
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('names each bad variable on its own line', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://secret@x/y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems).toContain(
        'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")',
      );
      expect(problems.find((p) => p.includes('LOG_LEVEL'))).toMatch(/must be one of/);
      const databaseLine = problems.find((p) => p.includes('DATABASE_URL'));
      expect(databaseLine).toBe(
        'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://',
      );
    }
  });

  it('sizes the pool to the cores on the embedded database, 10 on another, or as set', () => {
    expect(loadConfig({}, { cores: 2 }).databasePoolSize).toBe(4);
    expect(loadConfig({}, { cores: 8 }).databasePoolSize).toBe(16);
    expect(loadConfig({}, { cores: 1 }).databasePoolSize).toBe(2);
    expect(loadConfig({}, { cores: 64 }).databasePoolSize).toBe(100);
    const external = { DATABASE_URL: 'postgres://u:p@db:5432/homestay' };
    expect(loadConfig(external, { cores: 2 }).databasePoolSize).toBe(10);
    expect(loadConfig({ ...external, DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }, { cores: 2 }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number between 1 and 100',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads the backup settings: a daily UTC time or off, how many to keep, where, whom to mail', () => {
    expect(loadConfig({}, { cwd: '/srv' })).toMatchObject({
      backup: { schedule: { hour: 3, minute: 0 }, keep: 7, dir: path.resolve('/srv/data/backups') },
      opsEmail: undefined,
    });
    const config = loadConfig(
      {
        BACKUP_SCHEDULE: '23:05',
        BACKUP_KEEP: '3',
        BACKUP_DIR: 'b',
        OPS_EMAIL: 'ops@homestay.test',
      },
      { cwd: '/srv' },
    );
    expect(config.backup).toEqual({
      schedule: { hour: 23, minute: 5 },
      keep: 3,
      dir: path.resolve('/srv/b'),
    });
    expect(config.opsEmail).toBe('ops@homestay.test');
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backup.schedule).toBeUndefined();
    // BACKUP_S3_BUCKET uses the S3 connection settings, with or without S3_BUCKET for uploads.
    const toBucket = loadConfig({
      BACKUP_S3_BUCKET: 'homestay-backups',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(toBucket.s3).toBeUndefined();
    expect(toBucket.backup.s3).toEqual({
      bucket: 'homestay-backups',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() =>
      loadConfig({ BACKUP_S3_BUCKET: 'homestay-backups', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow('Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is');
    expect(() =>
      loadConfig({ BACKUP_S3_BUCKET: 'homestay-backups', S3_PUBLIC_URL: 'https://cdn.x' }),
    ).toThrow('Invalid configuration: S3_PUBLIC_URL is set but S3_BUCKET is not');
    // Tests take a backup only when they ask for one.
    expect(loadConfig({ NODE_ENV: 'test' }).backup.schedule).toBeUndefined();
    for (const [name, value, message] of [
      ['BACKUP_SCHEDULE', '3am', 'must be a time of day in UTC as HH:MM (e.g. 03:00), or off'],
      ['BACKUP_SCHEDULE', '24:00', 'must be a time of day in UTC as HH:MM (e.g. 03:00), or off'],
      ['BACKUP_KEEP', '0', 'must be a whole number between 1 and 1000'],
      ['OPS_EMAIL', 'ops', 'must be an email address such as ops@homestay.example'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(
        `Invalid configuration: ${name} ${message} (got "${value}")`,
      );
    }
  });
});
