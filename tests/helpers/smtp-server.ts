import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  url: string;
  messages: CapturedMail[];
  /** Resolves with the next message (or one already captured beyond `seen`). */
  next(seen?: number, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(seen = messages.length, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= seen) {
        if (Date.now() > deadline) throw new Error('No mail arrived');
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages[seen] as CapturedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to find links in a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Whether a raw message (or its text part) is quoted-printable. */
const isQuotedPrintable = (mail: string) =>
  /content-transfer-encoding:\s*quoted-printable/i.test(mail);

/** The reset token in a password-reset mail (text or raw MIME). */
export function resetTokenFrom(mail: string): string {
  // Decode only a quoted-printable message: in plain text, "token=75Ux…"
  // would otherwise lose "=75" to the decoder (a token starting with two hex
  // digits made this flaky).
  const text = isQuotedPrintable(mail) ? decodeQuotedPrintable(mail) : mail;
  const match = text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No reset link in:\n${mail.slice(0, 2000)}`);
  return match[1];
}
