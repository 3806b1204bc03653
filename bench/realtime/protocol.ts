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
  /** The helper's session: the receiving tab. */
  helperCookie: string;
  /**
   * Sessions of other users: the idle tabs. They follow their own
   * notifications and conversations, so a message between host and helper
   * reaches none of them (as in real use, where a user has a few tabs).
   */
  idleCookies: string[];
  /** Host-helper conversations, one per property: the sustained senders spread over them. */
  conversationIds: string[];
};

export const ENV_REALTIME_SCRATCH = 'HOMESTAY_REALTIME_BENCH_DIR';

/** The fan-out figure's people: properties that change, members who follow them. */
export type FanoutReady = {
  type: 'fanout-ready';
  propertyIds: string[];
  /** Sessions of members of every property (up to 16 sockets each). */
  memberCookies: string[];
};

/** The server's answer once its paced changes are all committed. */
export type FanoutDone = { type: 'fanout-done'; committed: number; behind: number };

/** What the load generator asks the server process for, after `ready`. */
export type RealtimeBenchRequest =
  | { type: 'stop' }
  | { type: 'fanout-setup' }
  | { type: 'fanout-run'; rate: number; seconds: number };
