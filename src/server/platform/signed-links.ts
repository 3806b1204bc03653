import { createHmac, timingSafeEqual } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs values put in links that act without an account (e.g. stopping invitation mail). */
    linkSigner: LinkSigner;
  }
}

export type LinkSigner = {
  /** An unguessable token for `value`, valid for `purpose` only. */
  sign(purpose: string, value: string): string;
  /** True when `token` is what sign(purpose, value) gives; compared in constant time. */
  verify(purpose: string, value: string, token: string): boolean;
};

/**
 * HMAC-SHA256 with the app's secret (AUTH_SECRET, or the one kept in
 * DATA_DIR/auth-secret), so every instance that shares the secret accepts the
 * same links, and nobody without it can make one. The purpose is part of the
 * signed text: a token made for one kind of link is worth nothing in another.
 */
export function createLinkSigner(secret: string): LinkSigner {
  // A key of its own, derived from the secret: better-auth signs its cookies
  // with the secret itself, and neither should ever vouch for the other.
  const key = createHmac('sha256', secret).update('homestay signed links').digest();
  const sign = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}:${value}`).digest('base64url');
  return {
    sign,
    verify(purpose, value, token) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
