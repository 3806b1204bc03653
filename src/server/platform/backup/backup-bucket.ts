import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { S3Connection } from '../../config';
import { createS3Client } from '../storage/s3';
import { MANIFEST_FILE, type Manifest, readManifest, resolveInside } from './manifest';

export type BackupBucketOptions = S3Connection;

/**
 * Backups in an S3 bucket (BACKUP_S3_BUCKET): a complete local backup's
 * files under `<name>/`, its manifest uploaded LAST, so a prefix without
 * `<name>/manifest.json` is never taken for a backup (an upload cut short
 * leaves one, removed by the next run). Retention deletes a backup's
 * manifest first for the same reason.
 */
export class BackupBucket {
  private readonly client: S3Client;

  constructor(private readonly options: BackupBucketOptions) {
    this.client = createS3Client(options);
  }

  get description(): string {
    return `s3://${this.options.bucket}`;
  }

  /** Uploads a complete local backup folder as `<name>/…`, the manifest last. */
  async upload(folder: string, name: string, manifest: Manifest): Promise<void> {
    for (const entry of [...manifest.tables, ...manifest.uploads]) {
      await this.put(`${name}/${entry.file}`, resolveInside(folder, entry.file), entry.size);
    }
    const manifestFile = path.join(folder, MANIFEST_FILE);
    await this.put(`${name}/${MANIFEST_FILE}`, manifestFile, (await fs.stat(manifestFile)).size);
  }

  /** Complete backups in the bucket, oldest first. */
  async completeBackups(): Promise<string[]> {
    const { complete } = await this.scan();
    return [...complete].sort();
  }

  /** Deletes prefixes an interrupted upload left without a manifest. Only under the backup lock. */
  async removeIncomplete(): Promise<string[]> {
    const { byName, complete } = await this.scan();
    const removed: string[] = [];
    for (const [name, keys] of byName) {
      if (complete.has(name)) continue;
      await this.deleteKeys(keys);
      removed.push(`${this.description}/${name}`);
    }
    return removed;
  }

  /** Deletes the oldest complete backups beyond `keep`, each one's manifest first. */
  async applyRetention(keep: number): Promise<string[]> {
    const { byName, complete } = await this.scan();
    const names = [...complete].sort();
    const doomed = names.slice(0, Math.max(0, names.length - keep));
    for (const name of doomed) {
      await this.deleteKeys([`${name}/${MANIFEST_FILE}`]);
      await this.deleteKeys((byName.get(name) ?? []).filter((k) => !k.endsWith(MANIFEST_FILE)));
    }
    return doomed.map((name) => `${this.description}/${name}`);
  }

  /** Downloads backup `name` into `into` (an empty folder) and returns its manifest. */
  async download(name: string, into: string): Promise<Manifest> {
    await this.get(`${name}/${MANIFEST_FILE}`, path.join(into, MANIFEST_FILE));
    const manifest = await readManifest(into);
    for (const entry of [...manifest.tables, ...manifest.uploads])
      await this.get(`${name}/${entry.file}`, resolveInside(into, entry.file));
    return manifest;
  }

  close(): void {
    this.client.destroy();
  }

  private async put(key: string, file: string, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  private async get(key: string, file: string): Promise<void> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
    );
    if (!result.Body) throw new Error(`${this.description}/${key} is empty`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(result.Body as Readable, (await fs.open(file, 'wx')).createWriteStream());
  }

  private async scan(): Promise<{ byName: Map<string, string[]>; complete: Set<string> }> {
    const byName = new Map<string, string[]>();
    const complete = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        const key = item.Key ?? '';
        const slash = key.indexOf('/');
        if (slash <= 0) continue;
        const name = key.slice(0, slash);
        byName.set(name, [...(byName.get(name) ?? []), key]);
        if (key === `${name}/${MANIFEST_FILE}`) complete.add(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { byName, complete };
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      if (batch.length === 0) continue;
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }
}
