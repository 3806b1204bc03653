/**
 * SPEC 3's "question message with a back-to target", shared in-app and not
 * stored: what the chat's composer starts with, and where its back button
 * goes. Passed as router state to /chat/:conversationId.
 */
export type ChatState = {
  draft?: string;
  backTo?: { href: string; label: string };
};

/** Reads router state defensively (it survives reloads and may be anything). */
export function chatStateOf(state: unknown): {
  draft: string;
  backTo: { href: string; label: string } | null;
} {
  const s = (state ?? {}) as Partial<Record<keyof ChatState, unknown>>;
  const draft = typeof s.draft === 'string' ? s.draft : '';
  const back = s.backTo as { href?: unknown; label?: unknown } | undefined;
  const backTo =
    back &&
    typeof back.href === 'string' &&
    back.href.startsWith('/') &&
    !back.href.startsWith('//') &&
    typeof back.label === 'string'
      ? { href: back.href, label: back.label }
      : null;
  return { draft, backTo };
}
