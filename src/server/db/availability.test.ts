import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DatabaseAvailability, isDatabaseUnavailableError } from './availability';

const quiet = { info: () => undefined, warn: () => undefined };

function systemError(code: string, syscall: string) {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

function postgresError(code: string) {
  return Object.assign(new Error('from the server'), { code, severity: 'FATAL' });
}

describe('isDatabaseUnavailableError', () => {
  it('knows a database that is not there or went away, also inside drizzle’s wrapper', () => {
    for (const error of [
      systemError('ECONNREFUSED', 'connect'),
      systemError('ENOENT', 'connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      postgresError('57P01'),
      postgresError('57P03'),
      postgresError('08006'),
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ]) {
      expect(isDatabaseUnavailableError(error), error.message).toBe(true);
    }
  });

  it('leaves wrong queries and other failures to the usual 4xx/500', () => {
    for (const error of [
      postgresError('23505'),
      postgresError('22P02'),
      Object.assign(new Error('no such file'), { code: 'ENOENT' }),
      new DrizzleQueryError('insert', [], postgresError('23503')),
      new Error('boom'),
    ]) {
      expect(isDatabaseUnavailableError(error), error.message).toBe(false);
    }
  });
});

describe('DatabaseAvailability', () => {
  it('once marked down, probes until the database answers and is up again by itself', async () => {
    let answers = false;
    let probes = 0;
    const availability = new DatabaseAvailability(async () => {
      probes += 1;
      if (!answers) throw new Error('ECONNREFUSED');
    }, quiet);
    try {
      availability.markDown('killed');
      expect(availability.isAvailable()).toBe(false);
      while (probes < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(availability.isAvailable()).toBe(false);
      answers = true;
      const deadline = Date.now() + 5_000;
      while (!availability.isAvailable() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(availability.isAvailable()).toBe(true);
    } finally {
      availability.close();
    }
  });
});
