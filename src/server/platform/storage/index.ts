import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export * from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** S3 when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
