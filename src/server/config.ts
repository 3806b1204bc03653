import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/database' })
  .refine((v) => /^postgres(ql)?:\/\//.test(v), {
    error: 'must start with postgres:// or postgresql://',
  });

const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
]);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int({ error: 'must be a whole number between 1 and 65535' })
    .min(1, { error: 'must be a whole number between 1 and 65535' })
    .max(65535, { error: 'must be a whole number between 1 and 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://homestay.example' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number between 1 and 100' })
    .int({ error: 'must be a whole number between 1 and 100' })
    .min(1, { error: 'must be a whole number between 1 and 100' })
    .max(100, { error: 'must be a whole number between 1 and 100' })
    .default(10),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path: the embedded database, uploads and the mail outbox live here. */
  dataDir: string;
  /** External PostgreSQL; without it the app runs its own embedded one under dataDir. */
  databaseUrl: string | undefined;
  /** The origin users reach the app at; used for links in mail and origin checks. */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  databasePoolSize: number;
  /** Where the built web app is served from; absent in tests that need no pages. */
  webRoot: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { cwd?: string; webRoot?: string } = {},
): AppConfig {
  // An empty variable (FOO=) counts as unset, as most tools treat it.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = cleaned[name];
      // Secrets are never echoed back into logs.
      const shown =
        value === undefined || SECRET_VARIABLES.has(name)
          ? ''
          : ` (got ${JSON.stringify(truncate(value))})`;
      return `Invalid configuration: ${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const cwd = options.cwd ?? process.cwd();
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: stripTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webRoot: options.webRoot,
  };
}

function truncate(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
