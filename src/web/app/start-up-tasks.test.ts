import { describe, expect, it } from 'vitest';
import { inATaskOfItsOwn } from './start-up-tasks';

describe('inATaskOfItsOwn', () => {
  it('runs the work after the current task, not within it, and gives its result', async () => {
    const order: string[] = [];
    const result = inATaskOfItsOwn(() => {
      order.push('work');
      return 42;
    });
    order.push('rest of the task');
    await Promise.resolve();
    // A microtask is still the same task: the work has not run yet.
    expect(order).toEqual(['rest of the task']);
    await expect(result).resolves.toBe(42);
    expect(order).toEqual(['rest of the task', 'work']);
  });

  it('rejects with what the work throws', async () => {
    await expect(
      inATaskOfItsOwn(() => {
        throw new Error('no router');
      }),
    ).rejects.toThrow('no router');
  });
});
