export type DeviceKind = 'phone' | 'tablet' | 'computer';

export interface DeviceDescription {
  /** "Chrome on macOS", "Safari on iPhone". */
  label: string;
  kind: DeviceKind;
}

const browsers: Array<[RegExp, string]> = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string, DeviceKind]> = [
  [/iPhone/, 'iPhone', 'phone'],
  [/iPad/, 'iPad', 'tablet'],
  [/Android.*Mobile/, 'Android phone', 'phone'],
  [/Android/, 'Android tablet', 'tablet'],
  [/CrOS/, 'ChromeOS', 'computer'],
  [/Windows/, 'Windows', 'computer'],
  [/Mac OS X|Macintosh/, 'macOS', 'computer'],
  [/Linux/, 'Linux', 'computer'],
];

/** A user agent in plain words; "Unknown device" when it says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua));
  if (!browser && !system) return { label: 'Unknown device', kind: 'computer' };
  const kind = system?.[2] ?? 'computer';
  if (browser && system) return { label: `${browser} on ${system[1]}`, kind };
  return { label: browser ?? system?.[1] ?? 'Unknown device', kind };
}
