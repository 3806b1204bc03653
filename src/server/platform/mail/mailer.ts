import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type MailLog = { info(message: string): void; error(obj: object, message: string): void };

/** One interface for outgoing mail; the driver is chosen by configuration. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Sends now; rejects when the message could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (so an answer takes as long whether
   * a mail went out or not); a failure is logged. `idle()` waits for these.
   * A promise is a mail still being written (its recipient's language read,
   * say): that waits in the background too.
   */
  sendInBackground(message: MailMessage | Promise<MailMessage>): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

/** Told the outcome of every hand-over, in the foreground or not (metrics). */
export type MailObserver = (outcome: 'sent' | 'failed') => void;

function withBackground(
  kind: Mailer['kind'],
  handOver: Deliver,
  log: MailLog,
  close: () => Promise<void>,
  observe?: MailObserver,
): Mailer {
  const pending = new Set<Promise<void>>();
  const deliver: Deliver = observe
    ? (message) =>
        handOver(message).then(
          () => observe('sent'),
          (error: unknown) => {
            observe('failed');
            throw error;
          },
        )
    : handOver;
  return {
    kind,
    send: deliver,
    sendInBackground(message) {
      const job = Promise.resolve(message)
        .then(
          (written) =>
            deliver(written).catch((error: unknown) =>
              log.error({ err: error }, `Mail to ${written.to} failed`),
            ),
          (error: unknown) => log.error({ err: error }, 'A mail could not be written'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.idle();
      await close();
    },
  };
}

/**
 * The dev outbox: each mail becomes `<time>-<pid>-<n>-<subject>.eml` (open it in a mail
 * client) and `.txt` (read it anywhere) under DATA_DIR/outbox, and its links
 * are logged so a developer can follow them from the terminal.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: MailLog,
  observe?: MailObserver,
): Mailer {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  const deliver: Deliver = async (message) => {
    await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
    const info = await builder.sendMail({ from, ...message });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    sequence += 1;
    // The process id keeps two processes on one DATA_DIR (the app and `npm run
    // deletions`, say) from writing the same name in the same millisecond.
    const base = path.join(
      outboxDir,
      `${stamp}-${process.pid}-${String(sequence).padStart(4, '0')}-${slug(message.subject)}`,
    );
    const readable = [
      `From: ${from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${new Date().toUTCString()}`,
      '',
      message.text,
      '',
    ].join('\n');
    await fs.writeFile(`${base}.eml`, info.message as Buffer, { mode: 0o600 });
    await fs.writeFile(`${base}.txt`, readable, { mode: 0o600 });
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log.info(
      `Mail to ${message.to} "${message.subject}" written to ${base}.txt${links.length ? `; links: ${links.join(' ')}` : ''}`,
    );
  };
  return withBackground('outbox', deliver, log, async () => builder.close(), observe);
}

/** SMTP through nodemailer: SMTP_URL such as smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  log: MailLog,
  observe?: MailObserver,
): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const deliver: Deliver = async (message) => {
    await transport.sendMail({ from, ...message });
  };
  return withBackground('smtp', deliver, log, async () => transport.close(), observe);
}

export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: MailLog,
  observe?: MailObserver,
): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from, log, observe);
  return createOutboxMailer(path.join(options.dataDir, 'outbox'), options.from, log, observe);
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'mail'
  );
}
