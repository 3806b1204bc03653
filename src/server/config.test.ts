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

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
