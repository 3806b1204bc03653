import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  isValidKey,
  keyToUrlPath,
  type Storage,
  type StoredObject,
  type Visibility,
} from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where `public/` objects are readable by browsers (a CDN or the bucket's public URL). */
  publicUrl: string | undefined;
  forcePathStyle: boolean;
};

/**
 * Objects live under `public/<key>` or `private/<key>`, so one bucket policy
 * can make exactly the public prefix readable. Without S3_PUBLIC_URL the app
 * itself serves public objects at /uploads/<key> (same headers as the local
 * driver). No ACLs are used: many S3-compatible stores refuse them.
 */
/** How the app reaches an S3-compatible store: uploads and backups alike. */
export function createS3Client(
  options: Pick<
    S3StorageOptions,
    'region' | 'endpoint' | 'accessKeyId' | 'secretAccessKey' | 'forcePathStyle'
  >,
): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: several S3-compatible
    // servers reject the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = createS3Client(options);
  const objectKey = (visibility: Visibility, key: string) => {
    assertValidKey(key);
    return `${visibility}/${key}`;
  };
  // Public objects from S3_PUBLIC_URL (a CDN or the bucket's own address), or
  // through the app's /uploads/ route without one.
  const publicUrlBase = options.publicUrl ? `${options.publicUrl}/public/` : '/uploads/';

  async function fetch(visibility: Visibility, key: string): Promise<StoredObject | null> {
    try {
      const result = await client.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(visibility, key) }),
      );
      if (!result.Body) return null;
      return {
        stream: result.Body as Readable,
        contentType: result.ContentType ?? 'application/octet-stream',
        size: result.ContentLength ?? 0,
        visibility,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return null;
      throw error;
    }
  }

  // Deleting a missing object succeeds in S3, so this is idempotent.
  async function remove(visibility: Visibility, key: string): Promise<void> {
    await client.send(
      new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(visibility, key) }),
    );
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType, { visibility }) {
      const other: Visibility = visibility === 'public' ? 'private' : 'public';
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(visibility, key),
          Body: bytes,
          ContentType: contentType,
          ContentDisposition: contentType.startsWith('image/') ? 'inline' : 'attachment',
          CacheControl: visibility === 'public' ? 'public, max-age=3600' : 'private, no-store',
        }),
      );
      // A key changing visibility must not stay readable under the old prefix.
      await remove(other, key);
    },
    async putFile(key, file, contentType, { visibility }) {
      const other: Visibility = visibility === 'public' ? 'private' : 'public';
      // Streamed from disk with its length known: one PUT, never in memory.
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(visibility, key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          ContentDisposition: contentType.startsWith('image/') ? 'inline' : 'attachment',
          CacheControl: visibility === 'public' ? 'public, max-age=3600' : 'private, no-store',
        }),
      );
      await remove(other, key);
    },
    async get(key) {
      return (await fetch('public', key)) ?? (await fetch('private', key));
    },
    async delete(key) {
      await Promise.all([remove('public', key), remove('private', key)]);
    },
    async *list() {
      const seen = new Set<string>();
      for (const visibility of ['public', 'private'] as const) {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: options.bucket,
              Prefix: `${visibility}/`,
              ContinuationToken: token,
            }),
          );
          for (const item of page.Contents ?? []) {
            const key = item.Key?.slice(visibility.length + 1);
            if (key && isValidKey(key) && !seen.has(key)) {
              seen.add(key);
              yield key;
            }
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
    },
    publicUrl(key) {
      // keyToUrlPath refuses an invalid key.
      return `${publicUrlBase}${keyToUrlPath(key)}`;
    },
    publicUrlBase,
  };
}
