/** What the bench's server process tells the load generator once it is ready. */
export type RealtimeBenchReady = {
  type: 'ready';
  /** The app's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** A bare `ws` relay on loopback: the baseline. */
  baselineUrl: string;
  /** Origin header the app accepts (its PUBLIC_URL). */
  publicOrigin: string;
  hostCookie: string;
  /** Several sessions of the helper, so idle sockets spread over sessions. */
  helperCookies: string[];
  conversationId: string;
};

export const ENV_REALTIME_SCRATCH = 'HOMESTAY_REALTIME_BENCH_DIR';
