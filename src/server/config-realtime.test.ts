import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const MESSAGE =
  'Invalid configuration: REALTIME_URL must be a Redis URL such as redis://127.0.0.1:6379 or redis://:password@redis.internal:6379/0 (rediss:// for TLS), or unset to carry realtime events on PostgreSQL NOTIFY';

describe('REALTIME_URL', () => {
  it('is unset by default: realtime events ride PostgreSQL NOTIFY', () => {
    expect(loadConfig({}).realtimeUrl).toBeUndefined();
    expect(loadConfig({ REALTIME_URL: '' }).realtimeUrl).toBeUndefined();
  });

  it('reads a Redis URL, with or without a password and a database number', () => {
    for (const url of [
      'redis://127.0.0.1:6379',
      'redis://redis.internal',
      'redis://:s3cret@redis.internal:6380/2',
      'rediss://user:s3cret@redis.example.com:6380/0',
    ]) {
      expect(loadConfig({ REALTIME_URL: url }).realtimeUrl).toBe(url);
    }
  });

  it('stops start with one line naming the variable, without echoing the value (it may hold a password)', () => {
    for (const bad of [
      'localhost:6379',
      'http://127.0.0.1:6379',
      'postgres://127.0.0.1:5432/homestay',
      'redis://',
      'redis://127.0.0.1:6379/zero',
      'redis://127.0.0.1:6379/0?password=s3cret',
    ]) {
      expect(problemsOf({ REALTIME_URL: bad }), bad).toEqual([MESSAGE]);
    }
  });
});
