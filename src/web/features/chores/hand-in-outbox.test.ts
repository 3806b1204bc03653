import type { Chore } from '@shared/api/chores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { droppedHandInMessage, type QueuedHandIn, sendHandIn } from './hand-in-outbox';

const HELPER = '00000000-0000-4000-8000-000000000001';
const handIn: QueuedHandIn = {
  choreId: 'c-1',
  choreTitle: 'Feed the hens',
  helperId: HELPER,
  note: 'Done',
  minutesSpent: 20,
  photo: new Blob(['jpeg'], { type: 'image/jpeg' }),
  photoName: 'hens.jpg',
  queuedAt: Date.parse('2026-11-25T10:00:00Z'),
};

const chore = (overrides: Partial<Chore>) =>
  ({
    id: 'c-1',
    title: 'Feed the hens',
    status: 'in_progress',
    takenBy: { id: HELPER, fullName: 'Hugo', avatarUrl: null },
    submittedAt: null,
    ...overrides,
  }) as Chore;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notInProgress = () =>
  json(422, { error: { code: 'bad_request', message: 'This chore is not in progress' } });

/** The server: answers by path; records what was asked. */
function serve(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const answer = answers[key];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('sending a hand-in kept offline', () => {
  it('sends the photo, then the submit', async () => {
    const calls = serve({
      'POST /api/chores/c-1/photo': () => json(200, chore({})),
      'POST /api/chores/c-1/submit': () => json(200, chore({ status: 'submitted' })),
    });
    expect((await sendHandIn(handIn)).status).toBe('submitted');
    expect(calls).toEqual(['POST /api/chores/c-1/photo', 'POST /api/chores/c-1/submit']);
  });

  it('does not fail when it went through before (the reply was lost)', async () => {
    serve({
      'POST /api/chores/c-1/photo': notInProgress,
      'GET /api/chores/c-1': () =>
        json(200, chore({ status: 'submitted', submittedAt: '2026-11-25T10:01:00Z' })),
    });
    expect((await sendHandIn(handIn)).status).toBe('submitted');
  });

  it('says why when the chore moved on meanwhile (approved before the hand-in)', async () => {
    serve({
      'POST /api/chores/c-1/photo': notInProgress,
      'GET /api/chores/c-1': () =>
        json(200, chore({ status: 'approved', submittedAt: '2026-11-24T09:00:00Z' })),
    });
    const error = await sendHandIn(handIn).catch((e: unknown) => e);
    expect(droppedHandInMessage(handIn, error)).toBe(
      'Your hand-in for “Feed the hens” could not be sent: the chore was already approved.',
    );
  });

  it('says the chore was taken back, or cancelled', async () => {
    serve({
      'POST /api/chores/c-1/photo': notInProgress,
      'GET /api/chores/c-1': () => json(200, chore({ status: 'cancelled', takenBy: null })),
    });
    expect(await sendHandIn(handIn).catch((e: Error) => e.message)).toBe(
      'the chore was cancelled.',
    );
  });

  it('leaves a network failure to the outbox (kept, tried again later)', async () => {
    serve({});
    await expect(sendHandIn(handIn)).rejects.toMatchObject({ status: 0 });
  });
});
