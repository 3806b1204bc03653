import { randomBytes } from 'node:crypto';
import type { ServerFrame } from '@shared/api/realtime';
import WebSocket from 'ws';
import { CookieJar, TEST_PASSWORD } from '../helpers/accounts';
import { decodeQuotedPrintable, type TestSmtpServer } from '../helpers/smtp-server';

/** The API's JSON, read field by field as the web app's code would. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type ApiJson = any;

/**
 * A person using the app over real HTTP, as a browser on `origin` would:
 * cookies kept, the Origin header on every request. `via` sends one request
 * to a given process instead of through nginx.
 */
export class HttpPerson {
  readonly jar = new CookieJar();
  id = '';
  email = '';

  constructor(readonly origin: string) {}

  headers(): Record<string, string> {
    return { origin: this.origin, cookie: this.jar.header() };
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    via = this.origin,
  ): Promise<{ status: number; body: ApiJson; headers: Headers }> {
    const response = await fetch(`${via}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.jar.store(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Like call, but fails the test on anything but a 2xx. */
  async ok(method: string, path: string, body?: unknown, via?: string): Promise<ApiJson> {
    const response = await this.call(method, path, body, via);
    if (response.status < 200 || response.status > 299)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  /** A realtime socket through `via` (nginx by default), with the process that took it. */
  async openSocket(via = this.origin): Promise<PersonSocket> {
    const socket = new WebSocket(`${via.replace(/^http/, 'ws')}/api/realtime`, {
      headers: this.headers(),
    });
    const frames: ServerFrame[] = [];
    const listeners = new Set<(frame: ServerFrame) => void>();
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      frames.push(frame);
      for (const listener of [...listeners]) listener(frame);
    });
    const upstream = await new Promise<string>((resolve, reject) => {
      socket.once('upgrade', (response) =>
        resolve(String(response.headers['x-homestay-upstream'] ?? '')),
      );
      socket.once('error', reject);
    });
    await new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.OPEN) resolve();
      else socket.once('open', () => resolve());
    });
    const next = (match: (frame: ServerFrame) => boolean, timeoutMs = 10_000) =>
      new Promise<ServerFrame>((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no matching frame within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (frame: ServerFrame) => {
          if (!match(frame)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(frame);
        };
        listeners.add(listener);
      });
    return {
      socket,
      upstream,
      frames,
      next,
      onFrame: (listener) => listeners.add(listener),
      async subscribe(topic) {
        const id = randomBytes(4).toString('hex');
        socket.send(JSON.stringify({ type: 'subscribe', id, topic }));
        const answer = await next(
          (frame) => (frame.type === 'subscribed' || frame.type === 'refused') && frame.id === id,
        );
        if (answer.type !== 'subscribed')
          throw new Error(`subscribe ${topic}: ${JSON.stringify(answer)}`);
      },
      close: () => socket.close(),
    };
  }
}

export type PersonSocket = {
  socket: WebSocket;
  /** nginx's X-Homestay-Upstream: the process that holds this socket. */
  upstream: string;
  frames: ServerFrame[];
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  onFrame(listener: (frame: ServerFrame) => void): void;
  subscribe(topic: string): Promise<void>;
  close(): void;
};

/** Waits for the mail to `to` that carries a link to `pathPrefix`; the link's path and query. */
export async function linkFromMail(
  smtp: TestSmtpServer,
  to: string,
  pathPrefix: string,
): Promise<string> {
  const pattern = new RegExp(
    `https?://[^/\\s"<>]+(${pathPrefix.replace(/[?]/g, '\\?')}[^\\s"<>]*)`,
  );
  const deadline = Date.now() + 30_000;
  let seen = 0;
  while (Date.now() < deadline) {
    for (; seen < smtp.messages.length; seen++) {
      const mail = smtp.messages[seen];
      if (!mail?.to.includes(to)) continue;
      const match = decodeQuotedPrintable(mail.raw).match(pattern);
      if (match?.[1]) return match[1].replace(/&amp;/g, '&');
    }
    await smtp.next(seen, deadline - Date.now()).catch(() => undefined);
  }
  throw new Error(`no mail to ${to} with a link to ${pathPrefix}`);
}

/** Signs up through `person.origin`, verifies the address by its mailed link, chooses a role and a name. */
export async function signUp(
  person: HttpPerson,
  smtp: TestSmtpServer,
  role: 'host' | 'helper',
  fullName: string,
): Promise<HttpPerson> {
  person.email = `${role}-${randomBytes(5).toString('hex')}@example.test`;
  await person.ok('POST', '/api/auth/sign-up/email', {
    email: person.email,
    password: TEST_PASSWORD,
    name: fullName,
  });
  const link = await linkFromMail(smtp, person.email, '/api/auth/verify-email?token=');
  const verified = await person.call('GET', link);
  if (verified.status !== 302) throw new Error(`verifying ${person.email}: ${verified.status}`);
  await person.ok('POST', '/api/profile/role', { role });
  const profile = await person.ok('PATCH', '/api/profile', {
    fullName,
    bio: 'Here for the cluster test.',
  });
  person.id = profile.id;
  return person;
}
