import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepNewest } from './keep-newest';

type Row = { id: string; status: string; updatedAt: string };

const older: Row = { id: 'c1', status: 'open', updatedAt: '2026-11-25T10:00:00.000Z' };
const newer: Row = { id: 'c1', status: 'in_progress', updatedAt: '2026-11-25T10:00:01.000Z' };

describe('keepNewest', () => {
  it('keeps a newer row when an older copy arrives after it', () => {
    expect(keepNewest(newer, older)).toBe(newer);
  });

  it('takes a newer row, and an equal one with its unchanged parts shared', () => {
    expect(keepNewest(older, newer)).toEqual(newer);
    const same = { ...older };
    expect(keepNewest(older, same)).toBe(older);
  });

  it('takes data without stamps as it comes', () => {
    expect(keepNewest(undefined, older)).toEqual(older);
    expect(keepNewest({ a: 1 }, { a: 2 })).toEqual({ a: 2 });
  });

  it('a refetch that answers after a write does not step the screen back', async () => {
    const client = new QueryClient();
    let answer: (row: Row) => void = () => {};
    const key = ['chores', 'detail', 'c1'];
    client.setQueryData(key, older);
    // A refetch starts (the resync after subscribing) and is still in flight...
    const refetch = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<Row>((resolve) => (answer = resolve)),
      structuralSharing: keepNewest,
    });
    // ...when the write's own reply is stored...
    client.setQueryData(key, newer);
    // ...and then the refetch answers with the row as it was before the write.
    answer(older);
    await refetch;
    expect(client.getQueryData(key)).toEqual(newer);
  });
});
