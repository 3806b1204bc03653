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

describe('METRICS_TOKEN', () => {
  it('is unset by default: no /metrics', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('reads a token of 16 characters or more', () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('stops start with one line naming the variable, without echoing the value', () => {
    for (const bad of ['short', 'has spaces in the middle', 'tab\there-and-long-enough']) {
      const problems = problemsOf({ METRICS_TOKEN: bad });
      expect(problems).toEqual([
        'Invalid configuration: METRICS_TOKEN must be at least 16 characters, without spaces (e.g. openssl rand -hex 32)',
      ]);
    }
  });
});
