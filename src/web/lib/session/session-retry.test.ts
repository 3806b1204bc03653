import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { sessionQueryOptions } from './session';

const retry = sessionQueryOptions.retry as (failureCount: number, error: unknown) => boolean;
const failure = (status: number) =>
  new ApiError({ status, code: 'internal_error', message: 'failed' });

describe('reading the session when the server fails', () => {
  it('keeps asking through a database restart (503) before counting the visitor signed out', () => {
    expect([0, 1, 2, 3].map((count) => retry(count, failure(503)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(retry(4, failure(503))).toBe(false);
  });

  it('gives any other server error one more try, and a client error none', () => {
    expect(retry(0, failure(500))).toBe(true);
    expect(retry(1, failure(500))).toBe(false);
    expect(retry(0, failure(400))).toBe(false);
  });
});
