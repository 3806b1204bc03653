import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Bumped when a backup's layout changes in a way an older restore cannot read. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

const checked = { file: z.string().min(1), size: z.number().int().min(0), sha256: z.string() };

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  migration: z.object({
    createdAt: z.number().int(),
    tag: z.string().nullable(),
    count: z.number().int(),
  }),
  serverVersion: z.string(),
  tables: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      ...checked,
    }),
  ),
  sequences: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      lastValue: z.string(),
      isCalled: z.boolean(),
    }),
  ),
  uploads: z.array(
    z.object({
      key: z.string(),
      contentType: z.string(),
      visibility: z.enum(['public', 'private']),
      ...checked,
    }),
  ),
});

/** What a backup holds, written last into its folder: time, version, migration level, checksums. */
export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest['tables'][number];
export type UploadEntry = Manifest['uploads'][number];

export class BackupInvalidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupInvalidError';
  }
}

export async function sha256File(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Reads and checks a backup folder's manifest (not yet its files: see verifyBackupFiles). */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupInvalidError(`${folder} is not a complete backup: it has no ${MANIFEST_FILE}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupInvalidError(`${path.join(folder, MANIFEST_FILE)} is not valid JSON`);
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT)
    throw new BackupInvalidError(
      `This backup has format ${format}; this code reads format ${BACKUP_FORMAT}. Restore it with a newer version of Homestay.`,
    );
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new BackupInvalidError(`${path.join(folder, MANIFEST_FILE)} is not a backup manifest`);
  return result.data;
}

/** Every file the manifest names, with its size and sha256 as recorded; throws at the first that differs. */
export async function verifyBackupFiles(folder: string, manifest: Manifest): Promise<void> {
  for (const entry of [...manifest.tables, ...manifest.uploads]) {
    const file = resolveInside(folder, entry.file);
    let actual: { sha256: string; size: number };
    try {
      actual = await sha256File(file);
    } catch {
      throw new BackupInvalidError(`The backup is damaged: ${entry.file} is missing`);
    }
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256)
      throw new BackupInvalidError(
        `The backup is damaged: ${entry.file} does not match its checksum in ${MANIFEST_FILE}`,
      );
  }
}

/** A manifest's relative path inside the backup folder, refusing any that would leave it. */
export function resolveInside(folder: string, relative: string): string {
  const root = path.resolve(folder);
  const resolved = path.resolve(root, relative);
  if (!resolved.startsWith(root + path.sep))
    throw new BackupInvalidError(`The manifest names a file outside the backup: ${relative}`);
  return resolved;
}
