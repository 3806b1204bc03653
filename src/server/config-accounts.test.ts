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

describe('accounts, mail and storage configuration', () => {
  it('defaults: generated secret, limits on, outbox, local disk', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://homestay.example' });
    expect(config.auth).toEqual({ secret: undefined, rateLimit: true, loginFailureLimit: 100 });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Homestay <no-reply@homestay.example>',
    });
    expect(config.s3).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      AUTH_SECRET: 's'.repeat(32),
      AUTH_RATE_LIMIT: 'false',
      LOGIN_FAILURE_LIMIT: '5',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      MAIL_FROM: 'Team <team@homestay.example>',
      S3_BUCKET: 'homestay-uploads',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.example',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.auth).toEqual({ secret: 's'.repeat(32), rateLimit: false, loginFailureLimit: 5 });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Team <team@homestay.example>',
    });
    expect(config.s3).toEqual({
      bucket: 'homestay-uploads',
      region: 'eu-west-1',
      endpoint: 'https://s3.example',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example',
      forcePathStyle: true,
    });
  });

  it('names each bad value in one line, never echoing secrets', () => {
    expect(problemsOf({ AUTH_SECRET: 'too-short-secret' })).toEqual([
      'Invalid configuration: AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)',
    ]);
    expect(problemsOf({ SMTP_URL: 'http://mail.example' })).toEqual([
      'Invalid configuration: SMTP_URL must start with smtp:// or smtps://',
    ]);
    expect(problemsOf({ LOGIN_FAILURE_LIMIT: '0' })).toEqual([
      'Invalid configuration: LOGIN_FAILURE_LIMIT must be a whole number between 1 and 100000 (got "0")',
    ]);
    expect(problemsOf({ AUTH_RATE_LIMIT: 'maybe' })).toEqual([
      'Invalid configuration: AUTH_RATE_LIMIT must be true or false (got "maybe")',
    ]);
    expect(problemsOf({ S3_BUCKET: 'Not_A_Bucket' })).toEqual([
      'Invalid configuration: S3_BUCKET must be a valid bucket name (got "Not_A_Bucket")',
    ]);
    expect(problemsOf({ MAIL_FROM: 'nobody' })[0]).toMatch(
      /^Invalid configuration: MAIL_FROM must be an address/,
    );
  });

  it('catches S3 variables that only make sense together', () => {
    expect(
      problemsOf({ S3_ENDPOINT: 'https://s3.example', S3_PUBLIC_URL: 'https://cdn.example' }),
    ).toEqual([
      'Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not',
      'Invalid configuration: S3_PUBLIC_URL is set but S3_BUCKET is not',
    ]);
    expect(problemsOf({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is',
    ]);
  });
});
