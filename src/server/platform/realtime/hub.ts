import { type RealtimeEvent, type ServerFrame, SIGNED_OUT_CLOSE_CODE } from '@shared/api/realtime';
import type { WebSocket } from 'ws';

/** A socket's send buffer past this means the client cannot keep up. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** Told how many sockets an event of a kind was written to (metrics). */
export type EventsSentObserver = (kind: RealtimeEvent['kind'], sockets: number) => void;

/** One open socket: who it is and what it listens to (server topic -> client topic). */
export type Connection = {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  topics: Map<string, string>;
  alive: boolean;
};

/**
 * Who listens to what, in this process. Delivery is synchronous: an event is
 * written to every socket subscribed at the moment it is dispatched, so a
 * subscription registered before the `subscribed` answer is sent receives
 * every event dispatched after it (no window in which a write is missed).
 *
 * Sequences are per topic and per process: a client compares each event's
 * seq with the last it saw on that socket; a skip means it missed something
 * (it was too slow and was cut off, or the listener lost PostgreSQL) and must
 * refetch. A new socket starts from the `subscribed` answer's seq.
 */
export class RealtimeHub {
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly sequences = new Map<string, number>();
  private readonly connections = new Set<Connection>();
  private readonly bySession = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();

  constructor(private readonly onEventsSent?: EventsSentObserver) {}

  get size(): number {
    return this.connections.size;
  }

  add(connection: Connection) {
    this.connections.add(connection);
    let set = this.bySession.get(connection.sessionId);
    if (!set) {
      set = new Set();
      this.bySession.set(connection.sessionId, set);
    }
    set.add(connection);
    let mine = this.byUser.get(connection.userId);
    if (!mine) {
      mine = new Set();
      this.byUser.set(connection.userId, mine);
    }
    mine.add(connection);
  }

  remove(connection: Connection) {
    if (!this.connections.delete(connection)) return;
    for (const topic of connection.topics.keys()) this.unsubscribe(connection, topic);
    const set = this.bySession.get(connection.sessionId);
    set?.delete(connection);
    if (set?.size === 0) this.bySession.delete(connection.sessionId);
    const mine = this.byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) this.byUser.delete(connection.userId);
  }

  /** A person's open sockets, oldest first. */
  connectionsOf(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Registers the subscription and returns the topic's current sequence. */
  subscribe(connection: Connection, serverTopic: string, clientTopic: string): number {
    connection.topics.set(serverTopic, clientTopic);
    let set = this.subscribers.get(serverTopic);
    if (!set) {
      set = new Set();
      this.subscribers.set(serverTopic, set);
    }
    set.add(connection);
    return this.sequences.get(serverTopic) ?? 0;
  }

  unsubscribe(connection: Connection, serverTopic: string) {
    connection.topics.delete(serverTopic);
    const set = this.subscribers.get(serverTopic);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) {
      // Nobody here listens any more: forget the topic (a later subscriber
      // starts from the sequence its `subscribed` answer gives).
      this.subscribers.delete(serverTopic);
      this.sequences.delete(serverTopic);
    }
  }

  /** Sends a committed event to this process's subscribers of the topic. */
  dispatch(serverTopic: string, event: RealtimeEvent) {
    const set = this.subscribers.get(serverTopic);
    if (!set || set.size === 0) return;
    const seq = (this.sequences.get(serverTopic) ?? 0) + 1;
    this.sequences.set(serverTopic, seq);
    // Per-user topics are named differently for the client; frames are built
    // once per client name (one, in practice) and shared by every socket.
    const frames = new Map<string, string>();
    let sent = 0;
    for (const connection of set) {
      const clientTopic = connection.topics.get(serverTopic) ?? serverTopic;
      let frame = frames.get(clientTopic);
      if (frame === undefined) {
        frame = JSON.stringify({
          type: 'event',
          topic: clientTopic,
          seq,
          event,
        } satisfies ServerFrame);
        frames.set(clientTopic, frame);
      }
      if (this.send(connection, frame)) sent += 1;
    }
    if (sent > 0) this.onEventsSent?.(event.kind, sent);
  }

  /** Asks every client to refetch what it shows. */
  resyncAll() {
    const frame = JSON.stringify({ type: 'resync' } satisfies ServerFrame);
    for (const connection of this.connections) this.send(connection, frame);
  }

  /** Closes the sockets of a session that ended (sign in again). */
  endSession(sessionId: string) {
    for (const connection of this.bySession.get(sessionId) ?? []) {
      connection.socket.close(SIGNED_OUT_CLOSE_CODE, 'Session ended');
    }
  }

  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  all(): Iterable<Connection> {
    return this.connections;
  }

  /** Writes the frame; false when the socket is closing or was cut off as too slow. */
  private send(connection: Connection, frame: string): boolean {
    const socket = connection.socket;
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // Too slow to keep up: cut it off rather than buffer without bound.
      // The client reconnects and refetches, so nothing is lost on screen.
      socket.close(1013, 'Too slow');
      return false;
    }
    socket.send(frame);
    return true;
  }
}
