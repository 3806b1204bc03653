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

// A pair as `npx web-push generate-vapid-keys` prints it (made for this test only).
const PUBLIC_KEY =
  'BEfcRyKLkxxgU48b3So1eKU948X_fRmu6RMHUOWQFMM6wd0Ix9c0vwGRWHwgaT9LX3pC0antBS6WdCZlKNTlwXs';
const PRIVATE_KEY = 'nchj968M3gEwnFJDSp5b7WV7FATNjRzLt5T2jOZhN0E';

describe('push configuration', () => {
  it('defaults: keys from the database, the mail sender as subject, the known push services only', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://homestay.example' });
    expect(config.push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:no-reply@homestay.example',
      extraEndpointOrigins: [],
    });
    expect(loadConfig({ MAIL_FROM: 'team@homestay.example' }).push.subject).toBe(
      'mailto:team@homestay.example',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRIVATE_KEY,
      VAPID_SUBJECT: 'https://homestay.example/contact',
      PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:4555, https://push.example.com/',
    });
    expect(config.push).toEqual({
      vapidKeys: { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY },
      subject: 'https://homestay.example/contact',
      extraEndpointOrigins: ['http://127.0.0.1:4555', 'https://push.example.com'],
    });
  });

  it('names each bad value in one line, never echoing the private key', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'not a key!' })).toEqual([
      'Invalid configuration: VAPID_PUBLIC_KEY must be the public key web-push makes (npx web-push generate-vapid-keys): URL-safe base64 of 65 bytes (got "short")',
      'Invalid configuration: VAPID_PRIVATE_KEY must be the private key web-push makes (npx web-push generate-vapid-keys): URL-safe base64 of 32 bytes',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://homestay.example' })).toEqual([
      'Invalid configuration: VAPID_SUBJECT must be a mailto: address or an https:// URL (the push services contact it) (got "http://homestay.example")',
    ]);
    expect(problemsOf({ PUSH_ENDPOINT_ORIGINS: 'https://push.example.com/send' })).toEqual([
      'Invalid configuration: PUSH_ENDPOINT_ORIGINS must be origins such as https://push.example.com, separated by commas (got "https://push.example.com/send")',
    ]);
  });

  it('wants both keys or neither', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toEqual([
      'Invalid configuration: VAPID_PRIVATE_KEY must be set when VAPID_PUBLIC_KEY is',
    ]);
    expect(problemsOf({ VAPID_PRIVATE_KEY: PRIVATE_KEY })).toEqual([
      'Invalid configuration: VAPID_PUBLIC_KEY must be set when VAPID_PRIVATE_KEY is',
    ]);
  });
});
