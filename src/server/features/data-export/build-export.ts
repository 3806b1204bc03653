import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import { users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Storage } from '../../platform/storage';
import { type ExportSection, zipPathOf } from './export-section';
import { exportReadme } from './readme';
import { accountSections } from './sections-account';
import { choreSections } from './sections-chores';
import { messageSections } from './sections-messages';
import { staySections } from './sections-stays';
import { uploadedFileKeys } from './uploaded-files';

/** Every JSON file of the export, in the ZIP's order. */
export const EXPORT_SECTIONS: ExportSection[] = [
  ...accountSections,
  ...staySections,
  ...choreSections,
  ...messageSections,
];

/** Where a built export is stored (private: only the download route reads it). */
export const exportStorageKey = (userId: string, exportId: string) =>
  `data_exports/${userId}/${exportId}.zip`;

export type BuiltExport = { storageKey: string; sizeBytes: number; missingFiles: string[] };

/**
 * Builds the person's ZIP and stores it. Nothing is held whole in memory:
 * each JSON file is a stream that reads its kind a page at a time when yazl
 * reaches it, each upload is streamed from storage when its turn comes, and
 * yazl's output goes to a temporary file under `tmpDir`, which is then
 * streamed into storage and removed.
 */
export async function buildDataExport(
  deps: { tx: Tx; storage: Storage; tmpDir: string },
  input: { exportId: string; userId: string; now: Date },
): Promise<BuiltExport> {
  const { tx, storage } = deps;
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new Error('The account no longer exists');
  const fileKeys = await uploadedFileKeys(tx, input.userId);
  const missingFiles: string[] = [];

  const zip = new yazl.ZipFile();
  // A stream that fails (a query, a storage read) fails the whole ZIP: pipe()
  // does not pass errors on, so each one is forwarded to the output.
  const output = new PassThrough();
  const fail = (error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on('error', fail);
  const watched = (stream: Readable) => {
    stream.once('error', fail);
    return stream;
  };
  const entry = { mtime: input.now };

  for (const section of EXPORT_SECTIONS) {
    zip.addReadStreamLazy(section.file, entry, (done) =>
      done(null, watched(section.stream(tx, input.userId))),
    );
  }
  for (const key of fileKeys) {
    const name = zipPathOf(key) as string;
    // Photos are already compressed: stored as they are.
    zip.addReadStreamLazy(name, { ...entry, compress: false }, (done) => {
      storage.get(key).then(
        (object) => {
          if (object) return done(null, watched(object.stream));
          missingFiles.push(name);
          done(null, Readable.from([]));
        },
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.addReadStreamLazy('README.txt', entry, (done) =>
    done(
      null,
      Readable.from([
        exportReadme({
          email: user.email,
          builtAt: input.now,
          sections: EXPORT_SECTIONS,
          fileCount: fileKeys.length,
          missingFiles,
        }),
      ]),
    ),
  );
  zip.end();

  await fs.mkdir(deps.tmpDir, { recursive: true });
  const file = path.join(deps.tmpDir, `${input.exportId}-${randomBytes(6).toString('hex')}.zip`);
  try {
    zip.outputStream.pipe(output);
    await pipeline(output, createWriteStream(file, { mode: 0o600 }));
    const { size } = await fs.stat(file);
    const storageKey = exportStorageKey(input.userId, input.exportId);
    await storage.putFile(storageKey, file, 'application/zip', { visibility: 'private' });
    return { storageKey, sizeBytes: size, missingFiles };
  } finally {
    await fs.rm(file, { force: true });
  }
}
