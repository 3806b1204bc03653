import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real app, in process, on its own fresh database and data folder. Call in
 * beforeAll and close in afterAll; requests go through app.inject.
 * `options.database`: start on this database instead (it is migrated at start
 * like any other, and dropped on close), e.g. one left at an older schema.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webRoot?: string; database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-test-data-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    },
    { webRoot: options.webRoot },
  );
  const app = await buildApp(config);
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
