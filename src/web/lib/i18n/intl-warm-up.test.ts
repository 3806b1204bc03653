import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

/** A stand-in for the browser's Worker: records what the warm-up does with it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  readonly posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it('gives a module worker the language, and ends it once it has made its formatters', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl('pt-BR');
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker?.options.type).toBe('module');
    expect(worker?.posted).toEqual(['pt-BR']);
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that fails to load', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl('de');
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('does nothing where there are no workers, or one may not start', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl('en')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by policy', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl('en')).not.toThrow();
  });
});
