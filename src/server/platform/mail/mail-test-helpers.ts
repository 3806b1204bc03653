/**
 * For the tests: a mail as its reader sees it, from the raw message a real
 * SMTP server received (tests/helpers/smtp-server.ts). Decodes what
 * nodemailer encodes for text that is not ASCII: the subject's encoded words
 * and the quoted-printable or base64 parts. Enough for our own mails, not a
 * general MIME parser.
 */
export type ReadMail = { subject: string; text: string; html: string };

const utf8 = new TextDecoder('utf-8');

/** Bytes of quoted-printable text (`=C3=A9`, soft breaks `=\n`); `underscoreIsSpace` in encoded words. */
function quotedPrintableBytes(encoded: string, underscoreIsSpace = false): number[] {
  const text = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return bytes;
}

/** A header's value with its encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text.
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const bytes: number[] = [];
    for (const [, encoding, data] of run.matchAll(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g)) {
      if (encoding?.toUpperCase() === 'B') bytes.push(...Buffer.from(data ?? '', 'base64'));
      else bytes.push(...quotedPrintableBytes(data ?? '', true));
    }
    return utf8.decode(new Uint8Array(bytes));
  });
}

/** Headers (unfolded, names in lower case) and body of a message or a part. */
function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normal = raw.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = end === -1 ? normal : normal.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normal.slice(end + 2) };
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = transferEncoding?.toLowerCase();
  if (encoding === 'quoted-printable')
    return utf8.decode(new Uint8Array(quotedPrintableBytes(body)));
  if (encoding === 'base64') return utf8.decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  return body;
}

/** The subject, plain text and HTML of a raw message (one part, or multipart/alternative). */
export function readMail(raw: string): ReadMail {
  const { headers, body } = splitPart(raw);
  const mail: ReadMail = {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitPart(part.replace(/^\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const content = decodeBody(part.body, part.headers.get('content-transfer-encoding')).replace(
      /\n$/,
      '',
    );
    if (partType.startsWith('text/html')) mail.html = content;
    else if (partType.startsWith('text/plain')) mail.text = content;
  }
  return mail;
}
