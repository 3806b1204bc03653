/**
 * What the per-process caches that the realtime channel keeps honest share
 * (issue 20: the session cache, the own-profile cache). They keep nothing
 * while the channel is down, since a notice missed then would leave a stale
 * entry answering; and a read that began before a notice arrived is not
 * stored, since it may have read the row the notice just replaced.
 */
export abstract class ChannelKeptCache {
  private live = false;
  private generation = 0;

  /** True while notices can reach this process: only then is anything kept. */
  get enabled(): boolean {
    return this.live;
  }

  /** The realtime channel is listening: start keeping entries. */
  resume(): void {
    this.live = true;
  }

  /** The channel was lost: forget everything and keep nothing until it is back. */
  pause(): void {
    this.live = false;
    this.clear();
  }

  /** A marker to pass to a store: a notice arriving in between makes the store a no-op. */
  begin(): number {
    return this.generation;
  }

  /** Forgets every entry (and stops the stores of reads under way). */
  abstract clear(): void;

  /** Whether what a read begun at `startedAt` found may be kept now. */
  protected mayStore(startedAt: number): boolean {
    return this.live && startedAt === this.generation;
  }

  /** A notice arrived (or the cache was emptied): reads under way are not stored. */
  protected noticed(): void {
    this.generation++;
  }
}
