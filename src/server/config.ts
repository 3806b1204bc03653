import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { defaultPoolSize } from './db/pool-size';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/database' })
  .refine((v) => /^postgres(ql)?:\/\//.test(v), {
    error: 'must start with postgres:// or postgresql://',
  });

/** Redis for the realtime bus (decision 149): redis://[user:password@]host[:port][/db], or rediss://. */
const realtimeUrl = z.string().refine(
  (v) => {
    try {
      const url = new URL(v);
      return (
        /^rediss?:$/.test(url.protocol) &&
        url.hostname !== '' &&
        /^(\/\d{0,5})?$/.test(url.pathname) &&
        url.search === '' &&
        url.hash === ''
      );
    } catch {
      return false;
    }
  },
  {
    error:
      'must be a Redis URL such as redis://127.0.0.1:6379 or redis://:password@redis.internal:6379/0 (rediss:// for TLS), or unset to carry realtime events on PostgreSQL NOTIFY',
  },
);

const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REALTIME_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'VAPID_PRIVATE_KEY',
  'METRICS_TOKEN',
]);

/** A URL-safe base64 key (no padding) of `bytes` bytes, as web-push makes them. */
const vapidKey = (bytes: number, what: string) =>
  z
    .string()
    .refine((v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes, {
      error: `must be the ${what} web-push makes (npx web-push generate-vapid-keys): URL-safe base64 of ${bytes} bytes`,
    });

/** Extra push-service origins (comma separated), e.g. a local endpoint in tests. */
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (parts) =>
      parts.every((part) => {
        try {
          const url = new URL(part);
          return /^https?:$/.test(url.protocol) && url.origin === part.replace(/\/$/, '');
        } catch {
          return false;
        }
      }),
    { error: 'must be origins such as https://push.example.com, separated by commas' },
  )
  .transform((parts) => parts.map((part) => new URL(part).origin));

/** Placeholders a tile URL may hold (Leaflet's): the tile's zoom, column and row, a subdomain, retina. */
const TILE_PLACEHOLDER = /\{([a-z]+)\}/g;
const TILE_URL_ERROR =
  'must be an http(s) URL of map tiles with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A raster tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
const tileUrl = z.string().refine(
  (v) => {
    const placeholders = [...v.matchAll(TILE_PLACEHOLDER)].map((m) => m[1]);
    if (!['z', 'x', 'y'].every((p) => placeholders.includes(p))) return false;
    if (placeholders.some((p) => !['z', 'x', 'y', 's', 'r'].includes(p ?? ''))) return false;
    // A subdomain ({s}) may only start the host: the CSP allows it as *.host.
    const host = /^https?:\/\/([^/?#]+)/.exec(v)?.[1] ?? '';
    if (host.replace(/^\{s\}\./, '').includes('{')) return false;
    try {
      const url = new URL(
        v.replace(/^(https?:\/\/)\{s\}\./, '$1a.').replace(TILE_PLACEHOLDER, '0'),
      );
      return /^https?:$/.test(url.protocol) && !url.username && !url.password;
    } catch {
      return false;
    }
  },
  { error: TILE_URL_ERROR },
);

/**
 * The tiles' attribution as Leaflet shows it: text, entities (&copy;) and
 * links `<a href="https://…">…</a>`, nothing else (it is written as HTML).
 */
const tileAttribution = z
  .string()
  .max(500, { error: 'must be at most 500 characters' })
  .refine(
    (v) => !/[<>]/.test(v.replace(/<a href="https?:\/\/[^"<>\s]+">/g, '').replace(/<\/a>/g, '')),
    {
      error:
        'must be text with links written <a href="https://…">…</a> and no other HTML, e.g. &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
  );

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

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
  // Realtime bus (docs/decisions/149-redis-bus-and-outbox.md): unset = PostgreSQL NOTIFY.
  REALTIME_URL: realtimeUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number between 1 and 100' })
    .int({ error: 'must be a whole number between 1 and 100' })
    .min(1, { error: 'must be a whole number between 1 and 100' })
    .max(100, { error: 'must be a whole number between 1 and 100' })
    .optional(),
  // Accounts and sessions (docs/decisions/010-auth-better-auth.md).
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 48)' })
    .optional(),
  AUTH_RATE_LIMIT: booleanFromEnv.default(true),
  LOGIN_FAILURE_LIMIT: z.coerce
    .number({ error: 'must be a whole number between 1 and 100000' })
    .int({ error: 'must be a whole number between 1 and 100000' })
    .min(1, { error: 'must be a whole number between 1 and 100000' })
    .max(100_000, { error: 'must be a whole number between 1 and 100000' })
    .default(100),
  // Invitation mail (docs/features/properties.md): per host, and per recipient from anyone.
  INVITE_MAILS_PER_HOST_PER_DAY: z.coerce
    .number({ error: 'must be a whole number between 1 and 10000' })
    .int({ error: 'must be a whole number between 1 and 10000' })
    .min(1, { error: 'must be a whole number between 1 and 10000' })
    .max(10_000, { error: 'must be a whole number between 1 and 10000' })
    .default(50),
  INVITE_MAILS_PER_ADDRESS_PER_DAY: z.coerce
    .number({ error: 'must be a whole number between 1 and 100' })
    .int({ error: 'must be a whole number between 1 and 100' })
    .min(1, { error: 'must be a whole number between 1 and 100' })
    .max(100, { error: 'must be a whole number between 1 and 100' })
    .default(3),
  // Mail (docs/decisions/012-mail.md).
  SMTP_URL: z
    .url({ error: 'must be a URL such as smtp://user:password@mail.example:587' })
    .refine((v) => /^smtps?:\/\//.test(v), { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'must be an address such as "Homestay <no-reply@homestay.example>"' })
    .refine((v) => v.includes('@'), {
      error: 'must be an address such as "Homestay <no-reply@homestay.example>"',
    })
    .optional(),
  // Object storage (docs/decisions/011-storage.md).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid bucket name' })
    .optional(),
  S3_REGION: z.string().min(1, { error: 'must not be empty' }).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, { error: 'must not be empty' }).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, { error: 'must not be empty' }).optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be a URL such as https://cdn.homestay.example' }).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  // Job runner (docs/decisions/040-job-queue.md): 0 = this process does not poll.
  JOBS_POLL_INTERVAL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds between 0 and 3600000' })
    .int({ error: 'must be a whole number of milliseconds between 0 and 3600000' })
    .min(0, { error: 'must be a whole number of milliseconds between 0 and 3600000' })
    .max(3_600_000, { error: 'must be a whole number of milliseconds between 0 and 3600000' })
    .optional(),
  // Web Push (docs/decisions/120-web-push.md): both keys or neither (then made once, kept in the database).
  VAPID_PUBLIC_KEY: vapidKey(65, 'public key').optional(),
  VAPID_PRIVATE_KEY: vapidKey(32, 'private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^mailto:[^\s@]+@[^\s@]+$/.test(v) || /^https:\/\/[^\s/]+/.test(v), {
      error: 'must be a mailto: address or an https:// URL (the push services contact it)',
    })
    .optional(),
  PUSH_ENDPOINT_ORIGINS: originList.optional(),
  // Backups (docs/decisions/131-backups.md): a daily time in UTC, or off.
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, {
      error: 'must be a time of day in UTC as HH:MM (e.g. 03:00), or off',
    })
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number between 1 and 1000' })
    .int({ error: 'must be a whole number between 1 and 1000' })
    .min(1, { error: 'must be a whole number between 1 and 1000' })
    .max(1000, { error: 'must be a whole number between 1 and 1000' })
    .default(7),
  BACKUP_DIR: z.string().min(1, { error: 'must not be empty' }).optional(),
  // Each complete backup is uploaded here too, with S3_REGION, S3_ENDPOINT, the S3 keys and path style.
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid bucket name' })
    .optional(),
  OPS_EMAIL: z.email({ error: 'must be an email address such as ops@homestay.example' }).optional(),
  // Prometheus metrics (docs/decisions/130-metrics-and-readiness.md): without it, no /metrics.
  // One check, one line: it travels in an Authorization header, so printable ASCII, no spaces.
  METRICS_TOKEN: z
    .string()
    .refine((v) => /^[\x21-\x7e]{16,}$/.test(v), {
      error: 'must be at least 16 characters, without spaces (e.g. openssl rand -hex 32)',
    })
    .optional(),
  // Map tiles (docs/decisions/146-leaflet-map.md): raster tiles the browser fetches.
  MAP_TILE_URL: tileUrl.default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: tileAttribution.default(DEFAULT_MAP_TILE_ATTRIBUTION),
});

/** Variables that only make sense together: one line naming what is missing. */
function crossChecks(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const s3Vars = [
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ] as const;
  if (!e.S3_BUCKET) {
    for (const name of s3Vars) {
      // The endpoint and keys also serve BACKUP_S3_BUCKET; a public URL only uploads.
      if (e[name] !== undefined && (name === 'S3_PUBLIC_URL' || !e.BACKUP_S3_BUCKET))
        problems.push(`Invalid configuration: ${name} is set but S3_BUCKET is not`);
    }
  }
  if (
    (e.S3_BUCKET || e.BACKUP_S3_BUCKET) &&
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)
  ) {
    const [missing, present] = e.S3_ACCESS_KEY_ID
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    problems.push(`Invalid configuration: ${missing} must be set when ${present} is`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const [missing, present] = e.VAPID_PUBLIC_KEY
      ? ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY']
      : ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];
    problems.push(`Invalid configuration: ${missing} must be set when ${present} is`);
  }
  return problems;
}

/** A bucket and how to reach it (the S3_* settings): uploads and backups share them. */
export type S3Connection = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

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
  /** DATABASE_POOL_SIZE, or defaultPoolSize's: twice the cores on the embedded database, 10 on another. */
  databasePoolSize: number;
  /**
   * REALTIME_URL: Redis carries realtime events between server processes,
   * fed by the outbox table; unset = PostgreSQL NOTIFY (decision 149).
   */
  realtimeUrl: string | undefined;
  /** Where the built web app is served from; absent in tests that need no pages. */
  webRoot: string | undefined;
  auth: {
    /** AUTH_SECRET; without it a secret is generated once into DATA_DIR/auth-secret. */
    secret: string | undefined;
    /** Per-address limits on the auth endpoints (better-auth's limiter, stored in the database). */
    rateLimit: boolean;
    /** Failed sign-ins one account may have in an hour before sign-in answers 429. */
    loginFailureLimit: number;
  };
  invitations: {
    /** Invitation mails one host may send in a day (429 beyond). */
    perHostPerDay: number;
    /** Invitation mails one address may receive in a day, from every host together. */
    perAddressPerDay: number;
  };
  mail: {
    /** SMTP_URL; without it mail goes to DATA_DIR/outbox. */
    smtpUrl: string | undefined;
    from: string;
  };
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; without them a pair is made once and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Who the push services may contact about our pushes: a mailto: address or an https URL. */
    subject: string;
    /** Push-service origins allowed besides the known services (PUSH_ENDPOINT_ORIGINS). */
    extraEndpointOrigins: string[];
  };
  /** METRICS_TOKEN: the bearer token /metrics asks for; without it there is no /metrics. */
  metricsToken: string | undefined;
  /** How often this process polls the jobs table (ms); 0 = never (tests drive it). */
  jobsPollIntervalMs: number;
  backup: {
    /** BACKUP_SCHEDULE: the daily time (UTC) the app backs itself up; undefined = off. */
    schedule: { hour: number; minute: number } | undefined;
    /** BACKUP_KEEP: complete backups kept; older ones are deleted after a successful one. */
    keep: number;
    /** BACKUP_DIR (absolute), default DATA_DIR/backups. */
    dir: string;
    /** BACKUP_S3_BUCKET with the S3_* connection settings: complete backups are uploaded there too. */
    s3: S3Connection | undefined;
  };
  /** OPS_EMAIL: where a failed backup is mailed; unset = log and health only. */
  opsEmail: string | undefined;
  /** Object storage; without it uploads live under DATA_DIR/uploads. */
  s3: (S3Connection & { publicUrl: string | undefined }) | undefined;
  map: {
    /** MAP_TILE_URL: the raster tiles' URL template ({z}/{x}/{y}, maybe {s} and {r}). */
    tileUrl: string;
    /** MAP_TILE_ATTRIBUTION: credit shown on every map (text and <a href> links). */
    tileAttribution: string;
  };
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
  options: { cwd?: string; webRoot?: string; cores?: number } = {},
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
  const crossProblems = crossChecks(e);
  if (crossProblems.length > 0) throw new ConfigError(crossProblems);
  const cwd = options.cwd ?? process.cwd();
  const publicUrl = stripTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const mailFrom = e.MAIL_FROM ?? `Homestay <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    databasePoolSize:
      e.DATABASE_POOL_SIZE ??
      defaultPoolSize(e.DATABASE_URL, options.cores ?? os.availableParallelism()),
    realtimeUrl: e.REALTIME_URL,
    webRoot: options.webRoot,
    auth: {
      secret: e.AUTH_SECRET,
      rateLimit: e.AUTH_RATE_LIMIT,
      loginFailureLimit: e.LOGIN_FAILURE_LIMIT,
    },
    invitations: {
      perHostPerDay: e.INVITE_MAILS_PER_HOST_PER_DAY,
      perAddressPerDay: e.INVITE_MAILS_PER_ADDRESS_PER_DAY,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: mailFrom,
    },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(mailFrom, publicUrl),
      extraEndpointOrigins: e.PUSH_ENDPOINT_ORIGINS ?? [],
    },
    metricsToken: e.METRICS_TOKEN,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5_000),
    backup: {
      schedule: dailyTime(e.BACKUP_SCHEDULE ?? (e.NODE_ENV === 'test' ? 'off' : '03:00')),
      keep: e.BACKUP_KEEP,
      dir: path.resolve(cwd, e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      s3: e.BACKUP_S3_BUCKET
        ? {
            bucket: e.BACKUP_S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    },
    opsEmail: e.OPS_EMAIL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL ? stripTrailingSlash(e.S3_PUBLIC_URL) : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    map: { tileUrl: e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION },
  };
}

/** The mail sender's address (`Name <a@b>` or `a@b`) as mailto:, else the public URL. */
function defaultVapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? `mailto:${address}` : publicUrl;
}

/** `HH:MM` as numbers; `off` as undefined. */
function dailyTime(value: string): { hour: number; minute: number } | undefined {
  if (value === 'off') return undefined;
  const [hour, minute] = value.split(':').map(Number);
  return { hour: hour ?? 0, minute: minute ?? 0 };
}

function truncate(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
