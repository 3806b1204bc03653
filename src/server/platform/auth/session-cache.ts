import { ChannelKeptCache } from './channel-kept-cache';

/**
 * How long a checked session is trusted without asking the database again.
 * Revocations do not wait for it: they arrive on the realtime channel within
 * milliseconds (see SessionCache). It bounds the harm if a notice were ever
 * missed while the channel still looked connected.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Enough for every signed-in person a process serves at once; the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

/** What the cache keeps of a session: guard.ts's Viewer (not imported: guard.ts uses this file). */
type CachedViewer = { userId: string; sessionId: string };

type Entry<V extends CachedViewer> = { viewer: V; until: number };

/**
 * The sessions this process checked recently (issue 20), by the signed
 * session cookie, so a signed-in request needs no database round trip: the
 * check cost ~2 database queries and 4–6 ms of CPU on every request.
 *
 * What keeps it honest:
 * - Only a cookie better-auth just accepted is stored, keyed by its whole
 *   signed value, so a forged cookie never matches.
 * - An entry lives at most SESSION_CACHE_TTL_MS and never past the session's
 *   own expiry.
 * - Every process hears, on the realtime channel after commit, a session
 *   that ended (sessions_ended, migration 0007) and an account whose email,
 *   role or verification changed (users_changed, 0020), and forgets it.
 * - While that channel is down the cache is off and empty: a notice missed
 *   then cannot leave a revoked session working.
 * - A lookup that started before a notice arrived is not stored
 *   (ChannelKeptCache): it may have read the row the notice just ended.
 * - Within this process, a write's reply waits until the channel has
 *   delivered everything committed before it (register.ts's fence), so
 *   "sign out, then the next request" is refused here at once too.
 */
export class SessionCache<V extends CachedViewer> extends ChannelKeptCache {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly tokenOfSession = new Map<string, string>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  private fence: (() => Promise<boolean>) | null = null;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {
    super();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * How to wait for the channel to deliver everything committed so far (the
   * realtime listener's fence): true when it did.
   */
  attachFence(fence: () => Promise<boolean>): void {
    this.fence = fence;
  }

  /**
   * Resolves once this process has heard every notice committed before the
   * call, so no session ended by then is still served from here. If the
   * channel did not answer, the cache is emptied instead and this resolves
   * false (so must every other cache the channel keeps honest).
   */
  async settle(): Promise<boolean> {
    if (!this.enabled || !this.fence) return true;
    if (await this.fence()) return true;
    this.clear();
    return false;
  }

  get(cookie: string, now = Date.now()): V | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(cookie);
    if (!entry) return null;
    if (entry.until <= now) {
      this.remove(cookie, entry.viewer);
      return null;
    }
    return entry.viewer;
  }

  store(
    cookie: string,
    viewer: V,
    sessionExpiresAt: number,
    startedAt: number,
    now = Date.now(),
  ): void {
    if (!this.mayStore(startedAt)) return;
    const until = Math.min(now + this.ttlMs, sessionExpiresAt);
    if (until <= now) return;
    const previous = this.entries.get(cookie);
    if (previous) this.remove(cookie, previous.viewer);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.remove(oldest[0], oldest[1].viewer);
    }
    this.entries.set(cookie, { viewer, until });
    this.tokenOfSession.set(viewer.sessionId, cookie);
    let tokens = this.tokensOfUser.get(viewer.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensOfUser.set(viewer.userId, tokens);
    }
    tokens.add(cookie);
  }

  /** A session ended (signed out, revoked, expired, its account suspended or erased). */
  forgetSession(sessionId: string): void {
    this.noticed();
    const cookie = this.tokenOfSession.get(sessionId);
    const entry = cookie === undefined ? undefined : this.entries.get(cookie);
    if (cookie !== undefined && entry) this.remove(cookie, entry.viewer);
  }

  /** An account's email, role or verification changed: its sessions are read afresh. */
  forgetUser(userId: string): void {
    this.noticed();
    for (const cookie of [...(this.tokensOfUser.get(userId) ?? [])]) {
      const entry = this.entries.get(cookie);
      if (entry) this.remove(cookie, entry.viewer);
    }
  }

  clear(): void {
    this.noticed();
    this.entries.clear();
    this.tokenOfSession.clear();
    this.tokensOfUser.clear();
  }

  private remove(cookie: string, viewer: V): void {
    this.entries.delete(cookie);
    if (this.tokenOfSession.get(viewer.sessionId) === cookie) {
      this.tokenOfSession.delete(viewer.sessionId);
    }
    const tokens = this.tokensOfUser.get(viewer.userId);
    tokens?.delete(cookie);
    if (tokens?.size === 0) this.tokensOfUser.delete(viewer.userId);
  }
}

/**
 * The signed session cookie's value in a Cookie header, or null: better-auth's
 * 'homestay.session_token', named '__Secure-homestay.session_token' when the
 * public URL is https (auth.ts's useSecureCookies). Only the name better-auth
 * reads is taken, so the key is the cookie it checked.
 */
export function sessionCookieReader(secure: boolean): (header: string) => string | null {
  const name = `${secure ? '__Secure-' : ''}homestay.session_token`.replace(/[.-]/g, '\\$&');
  const pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`);
  return (header) => pattern.exec(header)?.[1] ?? null;
}
