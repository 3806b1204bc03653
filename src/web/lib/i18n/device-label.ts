import type { DeviceDescription, DeviceSystem } from '@shared/user-agent';
import { translate } from './i18n';

/** Systems whose name has words in it (the others are names, the same in every language). */
const systemKeys: Partial<Record<DeviceSystem, string>> = {
  androidPhone: 'devices.androidPhone',
  androidTablet: 'devices.androidTablet',
};

/**
 * A device in the language on screen ('Chrome on Windows', 'Android phone',
 * 'Unknown device'): browser and system names stay, the words around them
 * come from the common catalogue (the sessions and the push devices lists).
 */
export function deviceLabel(device: Pick<DeviceDescription, 'browser' | 'system'>): string {
  const key = device.system ? systemKeys[device.system.code] : undefined;
  const system = key ? translate('common', key) : (device.system?.name ?? null);
  if (device.browser && system) {
    return translate('common', 'devices.browserOnSystem', { browser: device.browser, system });
  }
  return device.browser ?? system ?? translate('common', 'devices.unknown');
}
