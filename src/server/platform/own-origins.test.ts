import { describe, expect, it } from 'vitest';
import { ownOrigins } from './own-origins';

describe('the app’s own origins', () => {
  it('are the loopback aliases of the same scheme and port while PUBLIC_URL is on loopback', () => {
    expect(ownOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(ownOrigins('http://127.0.0.1:8080/app')).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://[::1]:8080',
    ]);
  });

  it('are PUBLIC_URL’s origin alone anywhere else', () => {
    expect(ownOrigins('https://homestay.example')).toEqual(['https://homestay.example']);
    expect(ownOrigins('http://192.168.1.20:3000')).toEqual(['http://192.168.1.20:3000']);
  });
});
