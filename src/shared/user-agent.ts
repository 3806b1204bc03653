export type DeviceKind = 'phone' | 'tablet' | 'computer';

/** The systems describeDevice knows, by code: a few need words in the reader's language. */
export type DeviceSystem =
  | 'iPhone'
  | 'iPad'
  | 'androidPhone'
  | 'androidTablet'
  | 'chromeOS'
  | 'windows'
  | 'macOS'
  | 'linux';

export interface DeviceDescription {
  /** "Chrome on macOS", "Safari on iPhone", "Unknown device": English, for the server's records. */
  label: string;
  kind: DeviceKind;
  /** The browser's name ("Chrome"), the same in every language; null when unknown. */
  browser: string | null;
  /** The system by code, with its English name; null when unknown. */
  system: { code: DeviceSystem; name: string } | null;
}

const browsers: Array<[RegExp, string]> = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: Array<[RegExp, DeviceSystem, string, DeviceKind]> = [
  [/iPhone/, 'iPhone', 'iPhone', 'phone'],
  [/iPad/, 'iPad', 'iPad', 'tablet'],
  [/Android.*Mobile/, 'androidPhone', 'Android phone', 'phone'],
  [/Android/, 'androidTablet', 'Android tablet', 'tablet'],
  [/CrOS/, 'chromeOS', 'ChromeOS', 'computer'],
  [/Windows/, 'windows', 'Windows', 'computer'],
  [/Mac OS X|Macintosh/, 'macOS', 'macOS', 'computer'],
  [/Linux/, 'linux', 'Linux', 'computer'],
];

/**
 * A user agent in plain words; "Unknown device" when it says nothing we
 * know. The web writes the label in the reader's language from `browser`
 * and `system` (src/web/features/auth/components/sessions-card.tsx).
 */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const found = systems.find(([pattern]) => pattern.test(ua));
  const system = found ? { code: found[1], name: found[2] } : null;
  const kind = found?.[3] ?? 'computer';
  const label =
    browser && system
      ? `${browser} on ${system.name}`
      : (browser ?? system?.name ?? 'Unknown device');
  return { label, kind, browser, system };
}

/**
 * The browser and system a label `describeDevice` wrote names ("Chrome on
 * Android phone"), so a label stored in English can be written in the
 * reader's language; undefined for a label it did not write.
 */
export function deviceFromLabel(
  label: string,
): Pick<DeviceDescription, 'browser' | 'system'> | undefined {
  if (label === 'Unknown device') return { browser: null, system: null };
  const browserNames = new Set(browsers.map(([, name]) => name));
  if (browserNames.has(label)) return { browser: label, system: null };
  for (const [, code, name] of systems) {
    if (label === name) return { browser: null, system: { code, name } };
    const suffix = ` on ${name}`;
    const browser = label.endsWith(suffix) ? label.slice(0, -suffix.length) : null;
    if (browser && browserNames.has(browser)) return { browser, system: { code, name } };
  }
  return undefined;
}
