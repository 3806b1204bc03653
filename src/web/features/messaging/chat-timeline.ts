import type { ChatMessage } from './message-store';

/** One entry of a day in the chat: a message, or a run of the stay's events shown as one line. */
export type TimelineEntry =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'updates'; key: string; lines: ChatMessage[] };

/**
 * Folds each run of two or more consecutive system lines into one `updates`
 * entry, so a busy stay (a chore assigned, submitted, approved…) reads as one
 * line between people's words. A lone system line stays a message. The key is
 * the run's first line, so a line that arrives later joins the same entry
 * (and its open or closed state) instead of making a new one.
 */
export function foldSystemRuns(messages: readonly ChatMessage[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let run: ChatMessage[] = [];
  const flush = () => {
    const [first] = run;
    if (first && run.length === 1) entries.push({ kind: 'message', message: first });
    else if (first) entries.push({ kind: 'updates', key: first.id, lines: run });
    run = [];
  };
  for (const message of messages) {
    if (message.type === 'system') {
      run.push(message);
      continue;
    }
    flush();
    entries.push({ kind: 'message', message });
  }
  flush();
  return entries;
}
