import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console error or warning during a test is a bug the test did not look for:
// fail the test instead of letting it scroll by (Epic Stack's setup-test-env).
let errorSpy: ReturnType<typeof vi.spyOn>;
let warnSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
  warnSpy = vi.spyOn(console, 'warn');
});

afterEach(() => {
  const calls = [...errorSpy.mock.calls, ...warnSpy.mock.calls];
  errorSpy.mockRestore();
  warnSpy.mockRestore();
  expect(calls, 'console.error/console.warn was called during the test').toEqual([]);
});
