import {
  type RealtimeEvent,
  realtimeEventSchema,
  SIGNED_OUT_CLOSE_CODE,
  serverFrameSchema,
} from '@shared/api/realtime';

/** The part of a WebSocket the client uses (the browser's, or `ws` in Node tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type TopicListener = {
  onEvent(event: RealtimeEvent): void;
  onResync(): void;
};

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'signed_out';

export type RealtimeClientOptions = {
  createSocket(): SocketLike;
  /** Backoff bounds for reconnecting (full jitter between 0 and the bound). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Close the socket this long after the last topic is released. */
  idleCloseMs?: number;
  random?: () => number;
  onStatus?(status: RealtimeStatus): void;
  /** A subscription was refused (not yours, unknown topic). */
  onRefused?(topic: string, error: { code: string; message: string }): void;
};

const OPEN = 1;

type TopicState = {
  listeners: Set<TopicListener>;
  /** Last sequence seen on the current socket; null until `subscribed`. */
  seq: number | null;
  requestId: string | null;
};

/**
 * One socket for the whole tab (DESIGN.md section 6). Topics are reference
 * counted; on every (re)connect each is subscribed again, and its listeners
 * refetch once the server confirms (the confirmation means every later event
 * will arrive). Events are delivered in order; a skipped sequence, a
 * `resync` frame or `catchUp()` makes the listeners refetch, so a gap in the
 * socket never becomes a gap on the screen.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private readonly topics = new Map<string, TopicState>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  private status: RealtimeStatus = 'idle';

  constructor(private readonly options: RealtimeClientOptions) {}

  /** Listens to a topic; returns the function that stops listening. */
  subscribe(topic: string, listener: TopicListener): () => void {
    let state = this.topics.get(topic);
    if (!state) {
      state = { listeners: new Set(), seq: null, requestId: null };
      this.topics.set(topic, state);
      this.sendSubscribe(topic, state);
    }
    state.listeners.add(listener);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    this.ensureConnected();
    return () => this.release(topic, listener);
  }

  /**
   * Called when the tab comes back to the foreground or the network returns:
   * reconnect at once if the socket is gone, otherwise refetch everything
   * (a phone may have slept through events without the socket noticing).
   */
  catchUp() {
    if (this.topics.size === 0) return;
    if (this.socket && this.socket.readyState === OPEN) {
      this.resyncAll();
      return;
    }
    this.attempt = 0;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    if (this.status === 'signed_out') this.setStatus('closed');
    this.ensureConnected();
  }

  /** Closes the socket and forgets every topic (sign-out). */
  shutdown() {
    this.topics.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.retryTimer = null;
    this.idleTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'Bye');
    this.setStatus('idle');
  }

  get currentStatus(): RealtimeStatus {
    return this.status;
  }

  private release(topic: string, listener: TopicListener) {
    const state = this.topics.get(topic);
    if (!state) return;
    state.listeners.delete(listener);
    if (state.listeners.size > 0) return;
    this.topics.delete(topic);
    if (this.socket?.readyState === OPEN) {
      this.socket.send(JSON.stringify({ type: 'unsubscribe', topic }));
    }
    if (this.topics.size === 0) {
      // Pages swap topics as the user navigates: keep the socket a moment.
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (this.topics.size === 0) this.shutdown();
      }, this.options.idleCloseMs ?? 10_000);
    }
  }

  private ensureConnected() {
    if (this.socket || this.retryTimer || this.status === 'signed_out') return;
    this.connect();
  }

  private connect() {
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      for (const [topic, state] of this.topics) this.sendSubscribe(topic, state);
    };
    socket.onmessage = (message) => {
      if (typeof message.data === 'string') this.receive(message.data);
    };
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const state of this.topics.values()) {
        state.seq = null;
        state.requestId = null;
      }
      if (event.code === SIGNED_OUT_CLOSE_CODE) {
        this.setStatus('signed_out');
        return;
      }
      this.setStatus('closed');
      if (this.topics.size > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.retryTimer) return;
    const min = this.options.minDelayMs ?? 500;
    const max = this.options.maxDelayMs ?? 30_000;
    const bound = Math.min(max, min * 2 ** this.attempt);
    this.attempt += 1;
    // Full jitter: thousands of tabs dropped by one restart come back spread out.
    const delay = Math.max(min / 2, (this.options.random ?? Math.random)() * bound);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.topics.size > 0) this.connect();
    }, delay);
  }

  private sendSubscribe(topic: string, state: TopicState) {
    if (!this.socket || this.socket.readyState !== OPEN) return;
    const id = String(this.nextId++);
    state.requestId = id;
    state.seq = null;
    this.socket.send(JSON.stringify({ type: 'subscribe', id, topic }));
  }

  private receive(text: string) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = serverFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'resync') {
      this.resyncAll();
      return;
    }
    if (frame.type === 'refused') {
      const state = this.topics.get(frame.topic);
      if (state && state.requestId === frame.id) state.requestId = null;
      this.options.onRefused?.(frame.topic, frame.error);
      return;
    }
    const state = this.topics.get(frame.topic);
    if (!state) return;
    if (frame.type === 'subscribed') {
      if (state.requestId !== frame.id) return;
      state.seq = frame.seq;
      for (const listener of [...state.listeners]) listener.onResync();
      return;
    }
    // An event: only after the subscription is confirmed, in sequence.
    if (state.seq === null || frame.seq <= state.seq) return;
    const gap = frame.seq > state.seq + 1;
    state.seq = frame.seq;
    // An event this client does not know (a newer server's kind, a payload
    // that does not fit) is treated as a gap: the screen refetches instead.
    const event = realtimeEventSchema.safeParse(frame.event);
    for (const listener of [...state.listeners]) {
      if (event.success) listener.onEvent(event.data);
      if (gap || !event.success) listener.onResync();
    }
  }

  private resyncAll() {
    for (const state of this.topics.values()) {
      for (const listener of [...state.listeners]) listener.onResync();
    }
  }

  private setStatus(status: RealtimeStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}
