/*
 * What one socket may send (issue 24). A tab sends a handful of frames when
 * it opens a page (subscribe, unsubscribe); nobody reaches ten a second for
 * long. A client that floods is first slowed (its frames beyond the budget
 * are dropped, unanswered) and, if it keeps going, closed with 1008 (policy
 * violation). A malformed frame is answered every time but logged once per
 * socket, so no client can fill the log.
 */

/** Frames a socket may send at once, and per second after that. */
export const FRAME_BURST = 40;
export const FRAMES_PER_SECOND = 10;
/** Frames dropped over the budget before the socket is closed. */
export const DROPPED_FRAMES_LIMIT = 100;
/** Sockets one person may hold at once (tabs, devices); the oldest goes first. */
export const MAX_SOCKETS_PER_USER = 16;

export const POLICY_CLOSE_CODE = 1008;

export type FrameVerdict = 'handle' | 'drop' | 'close';

/** A token bucket per socket; `now` is a test seam. */
export class FrameGuard {
  private tokens = FRAME_BURST;
  private dropped = 0;
  private lastRefill: number;
  private malformedLogged = false;

  constructor(private readonly now: () => number = Date.now) {
    this.lastRefill = now();
  }

  /** Whether the frame that just arrived is handled, dropped, or ends the socket. */
  admit(): FrameVerdict {
    const now = this.now();
    const refill = ((now - this.lastRefill) / 1000) * FRAMES_PER_SECOND;
    this.tokens = Math.min(FRAME_BURST, this.tokens + refill);
    this.lastRefill = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'handle';
    }
    this.dropped += 1;
    return this.dropped > DROPPED_FRAMES_LIMIT ? 'close' : 'drop';
  }

  /** True the first time only: log the first malformed frame of a socket. */
  firstMalformed(): boolean {
    if (this.malformedLogged) return false;
    this.malformedLogged = true;
    return true;
  }
}
