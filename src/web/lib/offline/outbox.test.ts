import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from './key-value-store';
import { createOutbox, type OutboxSender } from './outbox';

const client = new QueryClient();
const noNetwork = () => new ApiError({ status: 0, code: 'network_error', message: 'offline' });
const refused = (message: string) => new ApiError({ status: 422, code: 'bad_request', message });

type Note = { text: string };

function setUp(send: (note: Note) => Promise<unknown>) {
  const storage = memoryStore();
  const outbox = createOutbox(storage);
  const sender = {
    send: vi.fn(send),
    onSent: vi.fn(),
    onDropped: vi.fn(),
  } satisfies OutboxSender<Note>;
  outbox.register('note', sender);
  const add = (id: string, text: string, userId = 'hugo') =>
    outbox.add({ id, kind: 'note', userId, payload: { text } });
  return { outbox, storage, sender, add };
}

describe('the outbox', () => {
  it('sends in the order things were written, each once', async () => {
    const sent: string[] = [];
    const { outbox, add, sender } = setUp(async (note) => sent.push(note.text));
    await add('m-1', 'first');
    await add('m-2', 'second');
    await add('m-3', 'third');

    const report = await outbox.flush('hugo', client);
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(report).toEqual({ sent: ['m-1', 'm-2', 'm-3'], dropped: [], kept: 0 });
    expect(sender.onSent).toHaveBeenCalledTimes(3);

    await outbox.flush('hugo', client);
    expect(sent).toHaveLength(3);
    expect(await outbox.list()).toEqual([]);
  });

  it('stops at the first network failure and keeps the rest, in order', async () => {
    let network = false;
    const sent: string[] = [];
    const { outbox, add } = setUp(async (note) => {
      if (!network) throw noNetwork();
      sent.push(note.text);
    });
    await add('m-1', 'first');
    await add('m-2', 'second');

    expect(await outbox.flush('hugo', client)).toEqual({ sent: [], dropped: [], kept: 2 });
    expect((await outbox.list()).map((item) => item.id)).toEqual(['m-1', 'm-2']);

    network = true;
    await outbox.flush('hugo', client);
    expect(sent).toEqual(['first', 'second']);
  });

  it('keeps an item the server failed on for now (5xx)', async () => {
    const { outbox, add } = setUp(async () => {
      throw new ApiError({ status: 503, code: 'unavailable', message: 'restarting' });
    });
    await add('m-1', 'first');
    expect((await outbox.flush('hugo', client)).kept).toBe(1);
  });

  it('drops one the server refuses (4xx), tells its feature, and goes on', async () => {
    const sent: string[] = [];
    const { outbox, add, sender } = setUp(async (note) => {
      if (note.text === 'too late') throw refused('This chore was already approved');
      sent.push(note.text);
    });
    await add('m-1', 'too late');
    await add('m-2', 'fine');

    const report = await outbox.flush('hugo', client);
    expect(report).toEqual({ sent: ['m-2'], dropped: ['m-1'], kept: 0 });
    expect(sender.onDropped).toHaveBeenCalledWith(
      { text: 'too late' },
      expect.objectContaining({ message: 'This chore was already approved' }),
      client,
    );
    expect(sent).toEqual(['fine']);
    expect(await outbox.list()).toEqual([]);
  });

  it('never sends one person’s items as another', async () => {
    const sent: string[] = [];
    const { outbox, add } = setUp(async (note) => sent.push(note.text));
    await add('m-1', 'from hugo', 'hugo');
    await outbox.flush('pia', client);
    expect(sent).toEqual([]);
    expect(await outbox.list()).toEqual([]);
  });

  it('runs one flush at a time', async () => {
    let running = 0;
    let most = 0;
    const { outbox, add } = setUp(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    await add('m-1', 'a');
    await add('m-2', 'b');
    const [first, second] = await Promise.all([
      outbox.flush('hugo', client),
      outbox.flush('hugo', client),
    ]);
    expect(most).toBe(1);
    expect([...first.sent, ...second.sent]).toEqual(['m-1', 'm-2']);
  });

  it('forgets everything when cleared (sign-out)', async () => {
    const { outbox, add, storage } = setUp(async () => undefined);
    await add('m-1', 'a');
    await outbox.clear();
    expect(storage.map.size).toBe(0);
  });
});
