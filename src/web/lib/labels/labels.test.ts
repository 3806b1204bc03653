import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { dueInfo, pointsText, recurrenceLine } from './chore-labels';
import {
  countryName,
  formatDayRange,
  propertyTypeLabel,
  provisionLabel,
  stayLengthText,
} from './property-labels';

// The code labels other features index (propertyTypeLabel.farm) follow the
// language on screen, with plurals and Intl formats of that language.
describe('labels in the language on screen', () => {
  it('reads in English by default', () => {
    expect(propertyTypeLabel.farm).toBe('Farm');
    expect(stayLengthText(1, 1)).toBe('1 day');
    expect(stayLengthText(14, 90)).toBe('14–90 days');
    expect(pointsText(1250)).toBe('1,250 points');
    expect(recurrenceLine('weekly', [4, 1])).toBe('Every week on Mon, Thu');
  });

  it('reads in German after a change of language', async () => {
    await i18n.changeLanguage('de');
    expect(propertyTypeLabel.farm).toBe('Bauernhof');
    expect(provisionLabel.wifi).toBe('WLAN');
    expect(stayLengthText(1, 1)).toBe('1 Tag');
    expect(stayLengthText(7, 7)).toBe('7 Tage');
    expect(pointsText(1)).toBe('1 Punkt');
    expect(pointsText(1250)).toBe('1.250 Punkte');
    expect(countryName('PT')).toBe('Portugal');
    expect(countryName('DE')).toBe('Deutschland');
    expect(formatDayRange('2027-03-01', null)).toMatch(/^Ab 1\. März 2027$/);
    const now = new Date('2026-06-10T12:00:00.000Z');
    expect(dueInfo('2026-06-10T15:00:00.000Z', now)?.relative).toBe('in 3 Stunden');
    expect(dueInfo('2026-06-08T12:00:00.000Z', now)?.relative).toBe('vor 2 Tagen');
  });
});
