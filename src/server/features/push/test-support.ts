/*
 * For the push tests: a push service on 127.0.0.1 that records what it gets
 * and answers what the test says, and a browser's subscription keys made
 * for real (P-256 + a 16-byte auth secret), so a test can decrypt a push.
 */
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type LocalPushService = {
  origin: string;
  received: ReceivedPush[];
  /** The statuses the next pushes to `path` get, in turn (201 once they are used up). */
  answer(path: string, ...statuses: number[]): void;
  /** Received pushes to `path`. */
  to(path: string): ReceivedPush[];
  close(): Promise<void>;
};

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const queued = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = queued.get(request.url ?? '')?.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, ...statuses) => queued.set(path, [...(queued.get(path) ?? []), ...statuses]),
    to: (path) => received.filter((push) => push.path === path),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** What a browser makes when it subscribes: its key pair and auth secret. */
export type BrowserKeys = { ecdh: ECDH; authSecret: Buffer; p256dh: string; auth: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

type Ece = {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};
// web-push's own encryption library (no types of its own), used the other way round.
const ece = createRequire(import.meta.url)('http_ece') as Ece;

/** Decrypts a received push as the browser would, and parses its JSON. */
export function decryptPush(push: ReceivedPush, keys: BrowserKeys): unknown {
  const plain = ece.decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.authSecret,
  });
  return JSON.parse(plain.toString('utf8'));
}
