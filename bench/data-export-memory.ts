// `npx tsx bench/data-export-memory.ts`: builds the data export of a large
// account (10,000 messages, 200 photos; issue 19, decision 140) on the
// embedded PostgreSQL and local-disk storage, and prints the process's peak
// memory during the build against a baseline taken just before it. Then the
// same for an account four times larger, in the same run: the export
// streams (a page of rows at a time, one photo at a time, the ZIP to a
// temporary file), so its growth should not follow the account's size.
// Figures and the budget go in docs/performance.md ("Data export").

import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Db } from '../src/server/db/client';
import {
  conversations,
  dataExports,
  messages,
  properties,
  propertyPhotos,
  users,
} from '../src/server/db/schema';
import { jsonEntry, readZip } from '../src/server/features/data-export/export-test-helpers';
import { requestDataExport } from '../src/server/features/data-export/service';
import { generateInviteCode } from '../src/server/features/properties/invite-code';
import type { Storage } from '../src/server/platform/storage';

/** The account of the issue; the comparison run is SCALE times larger. */
const MESSAGES = 10_000;
const PHOTOS = 200;
const SCALE = 4;
/** Bytes of each stored photo: random, so as incompressible as a JPEG. */
const PHOTO_BYTES = 150 * 1024;
const CONVERSATIONS = 10;
const PROPERTIES = 4;
/** The budget for the build's peak RSS growth over the baseline. */
const BUDGET_MIB = 64;
/** And for what the heap really holds (sampled right after full collections). */
const LIVE_BUDGET_MIB = 16;

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;
const MiB = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

async function newUser(db: Db, name: string, role: 'host' | 'helper') {
  const [row] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@bench.test`, name, role, emailVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

type Size = { messages: number; photos: number };

/** The host: PROPERTIES properties with `photos` photos between them, and `messages` messages with CONVERSATIONS helpers. */
async function seed(db: Db, storage: Storage, size: Size): Promise<{ hostId: string }> {
  const hostId = await newUser(db, 'Bench Host', 'host');
  const propertyIds: string[] = [];
  for (let p = 0; p < PROPERTIES; p++) {
    const [row] = await db
      .insert(properties)
      .values({
        hostId,
        title: `Bench farm ${p}`,
        type: 'farm',
        city: 'Tavira',
        country: 'PT',
        inviteCode: generateInviteCode(),
      })
      .returning({ id: properties.id });
    propertyIds.push(row?.id as string);
  }
  for (let i = 0; i < size.photos; i++) {
    const propertyId = propertyIds[i % PROPERTIES] as string;
    const id = randomUUID();
    const imageKey = `property_photos/${propertyId}/${id}.webp`;
    await storage.put(imageKey, randomBytes(PHOTO_BYTES), 'image/webp', { visibility: 'public' });
    await db.insert(propertyPhotos).values({
      id,
      propertyId,
      position: Math.floor(i / PROPERTIES),
      imageKey,
      thumbnailKey: imageKey,
      width: 1600,
      height: 1200,
    });
  }
  const conversationIds: string[] = [];
  for (let c = 0; c < CONVERSATIONS; c++) {
    const helperId = await newUser(db, `Bench Helper ${c}`, 'helper');
    const [row] = await db
      .insert(conversations)
      .values({ propertyId: propertyIds[c % PROPERTIES] as string, hostId, helperId })
      .returning({ id: conversations.id, helperId: conversations.helperId });
    conversationIds.push(row?.id as string);
    const helper = row?.helperId as string;
    const perConversation = Math.ceil(size.messages / CONVERSATIONS);
    for (let start = 0; start < perConversation; start += 1000) {
      const batch = [];
      for (let m = start; m < Math.min(perConversation, start + 1000); m++) {
        batch.push({
          id: randomUUID(),
          conversationId: row?.id as string,
          senderId: m % 2 === 0 ? hostId : helper,
          // About the length of a real chat message, with some variety.
          content:
            `Message ${m}: ${'the goats need feeding and the olive nets are out '.repeat(1 + (m % 5))}`.slice(
              0,
              400,
            ),
        });
      }
      await db.insert(messages).values(batch);
    }
  }
  return { hostId };
}

const configFor = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    JOBS_POLL_INTERVAL_MS: '0',
    BACKUP_SCHEDULE: 'off',
  });

type Measured = {
  seconds: number;
  zipBytes: number;
  baseline: NodeJS.MemoryUsage;
  peak: { rss: number; heapUsed: number; external: number; live: number };
  /** What the ZIP holds, counted after measuring. */
  messages: number;
  files: number;
};

/**
 * The measured part, in a fresh process (`build <dataDir> <userId>`): the
 * seeding's freed memory would otherwise stay in the baseline's RSS and hide
 * the build's growth. Baseline: the app started and idle, after a full GC.
 */
async function measureBuild(dataDir: string, userId: string): Promise<Measured> {
  const app = await buildApp(configFor(dataDir));
  try {
    const exportId = randomUUID();
    const now = new Date();
    await requestDataExport(app.database.db, userId, exportId, now);
    gc();
    const baseline = process.memoryUsage();
    const peak = {
      rss: baseline.rss,
      heapUsed: baseline.heapUsed,
      external: baseline.external,
      live: baseline.heapUsed,
    };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
      peak.external = Math.max(peak.external, m.external);
    }, 5);
    // What the build really holds: the heap right after a full collection
    // (the peaks above include garbage not yet collected).
    const liveSampler = setInterval(() => {
      gc();
      peak.live = Math.max(peak.live, process.memoryUsage().heapUsed);
    }, 250);
    const started = process.hrtime.bigint();
    await app.jobs.runDueJobs(now);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    clearInterval(liveSampler);
    const [row] = await app.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, exportId));
    if (row?.status !== 'ready' || !row.storageKey)
      throw new Error(`The export did not build: ${row?.status} ${row?.error}`);
    // The ZIP is complete: every message and every photo (read after measuring).
    const stored = await app.storage.get(row.storageKey);
    if (!stored) throw new Error('The ZIP is not in storage');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    const zip = await readZip(Buffer.concat(chunks));
    return {
      seconds,
      zipBytes: row.sizeBytes ?? 0,
      baseline,
      peak,
      messages: jsonEntry<unknown[]>(zip, 'messages.json').length,
      files: [...zip.keys()].filter((name) => name.startsWith('files/')).length,
    };
  } finally {
    await app.close();
  }
}

function runChild(dataDir: string, userId: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    // tsx's loader is in execArgv, so the child runs this same file.
    const child = fork(fileURLToPath(import.meta.url), ['build', dataDir, userId], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve(message as Measured));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The build process exited with ${code}`));
    });
  });
}

/** Seeds an account of `size` on a scratch DATA_DIR, then measures its export in a child process. */
async function measureSize(size: Size): Promise<Measured> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-export-bench-'));
  const dataDir = path.join(scratch, 'data');
  try {
    const app = await buildApp(configFor(dataDir));
    const seeded = Date.now();
    let hostId: string;
    try {
      ({ hostId } = await seed(app.database.db, app.storage, size));
    } finally {
      await app.close();
    }
    console.log(
      `Seeded ${size.messages} messages and ${size.photos} photos (${MiB(size.photos * PHOTO_BYTES)} MiB) in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const measured = await runChild(dataDir, hostId);
    if (measured.messages !== size.messages || measured.files !== size.photos)
      throw new Error(`The ZIP holds ${measured.messages} messages and ${measured.files} photos`);
    return measured;
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const sizes: Size[] = [
    { messages: MESSAGES, photos: PHOTOS },
    { messages: MESSAGES * SCALE, photos: PHOTOS * SCALE },
  ];
  const results: Measured[] = [];
  for (const size of sizes) results.push(await measureSize(size));
  const [base, large] = results as [Measured, Measured];
  const growth = (m: Measured, key: 'rss' | 'heapUsed' | 'external' | 'live') =>
    m.peak[key] - m.baseline[key === 'live' ? 'heapUsed' : key];

  console.log(
    '\nPeak growth over the idle app (after a full GC), MiB; every row of the ZIP checked.',
  );
  console.log(
    `${'account'.padEnd(26)} ${'ZIP'.padStart(7)} ${'time'.padStart(6)} ${'RSS'.padStart(7)} ${'heap'.padStart(7)} ${'Buffers'.padStart(8)} ${'live heap'.padStart(9)}`,
  );
  for (const [i, m] of results.entries()) {
    const size = sizes[i] as Size;
    console.log(
      `${`${size.messages} msgs, ${size.photos} photos`.padEnd(26)} ${MiB(m.zipBytes).padStart(7)} ${`${m.seconds.toFixed(1)}s`.padStart(6)} ${MiB(growth(m, 'rss')).padStart(7)} ${MiB(growth(m, 'heapUsed')).padStart(7)} ${MiB(growth(m, 'external')).padStart(8)} ${MiB(growth(m, 'live')).padStart(9)}`,
    );
  }
  const zipRatio = large.zipBytes / base.zipBytes;
  const liveRatio = growth(large, 'live') / Math.max(1, growth(base, 'live'));
  console.log(
    `\n${SCALE}x the account: the ZIP is ${zipRatio.toFixed(1)}x, the live heap growth ${liveRatio.toFixed(1)}x (held whole, it would follow the ZIP).`,
  );
  const within =
    growth(base, 'rss') <= BUDGET_MIB * 1024 * 1024 &&
    growth(base, 'live') <= LIVE_BUDGET_MIB * 1024 * 1024;
  console.log(
    `Budget for ${MESSAGES} messages and ${PHOTOS} photos: RSS growth <= ${BUDGET_MIB} MiB, live heap growth <= ${LIVE_BUDGET_MIB} MiB: ${within ? 'met' : 'NOT MET'}.`,
  );
  if (!within) process.exitCode = 1;
}

if (process.argv[2] === 'build') {
  const [dataDir, userId] = process.argv.slice(3) as [string, string];
  measureBuild(dataDir, userId).then(
    (measured) => process.send?.(measured, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
