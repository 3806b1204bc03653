import { describe, expect, it } from 'vitest';
import { describeDevice, deviceFromLabel } from './user-agent';

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('deviceFromLabel', () => {
  it('reads back the browser and system of every label describeDevice writes', () => {
    for (const ua of [androidChrome, macSafari, 'Firefox/130.0', 'Windows NT 10.0', '', 'curl/8']) {
      const described = describeDevice(ua);
      expect(deviceFromLabel(described.label)).toEqual({
        browser: described.browser,
        system: described.system,
      });
    }
  });

  it('knows nothing of a label it did not write', () => {
    expect(deviceFromLabel('My work laptop')).toBeUndefined();
    expect(deviceFromLabel('Netscape on Android phone')).toBeUndefined();
  });
});
