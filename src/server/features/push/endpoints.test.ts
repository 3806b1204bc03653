import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './endpoints';

describe('isAllowedPushEndpoint', () => {
  it('lets through the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGu3',
      'https://api.push.apple.com/3/device/abc',
    ])
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
  });

  it('refuses anything else: other hosts, look-alikes, http, ports, credentials', () => {
    for (const endpoint of [
      'https://example.com/push',
      'https://fcm.googleapis.com.example.com/x',
      'https://evilpush.services.mozilla.com.example/x',
      'https://push.services.mozilla.com.evil/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:444/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
  });

  it('adds the configured origins, exactly', () => {
    const extra = ['http://127.0.0.1:4555'];
    expect(isAllowedPushEndpoint('http://127.0.0.1:4555/send/1', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4556/send/1', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4555/send/1', extra)).toBe(false);
  });
});
