import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { noticeText } from './notice-text';

// Issue 17: words the server keeps as a key and values are written by each
// reader's client in the language on screen.

const request = {
  key: 'stayRequestCreated',
  params: {
    name: 'Jonas',
    property: 'Le Mas',
    start: { day: '2027-05-03' },
    end: { day: '2027-05-17' },
  },
};

describe('noticeText', () => {
  it('writes a notification in English as the server stores it', () => {
    expect(noticeText('notices', request, 'title')).toBe('New stay request');
    expect(noticeText('notices', request, 'content')).toBe(
      'Jonas asked to stay at Le Mas from 3 May 2027 to 17 May 2027.',
    );
  });

  it('writes it in French and a chat line in Spanish, days included', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['notices', 'system-lines']);
    expect(noticeText('notices', request, 'title')).toBe('Nouvelle demande de séjour');
    expect(noticeText('notices', request, 'content')).toBe(
      'Jonas souhaite séjourner à Le Mas du 3 mai 2027 au 17 mai 2027.',
    );
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('system-lines');
    expect(
      noticeText('system-lines', {
        key: 'choreApprovedWithPoints',
        params: { chore: 'Leña', points: 5 },
      }),
    ).toBe('Tarea aprobada: Leña (+5 puntos)');
  });

  it('leaves the server’s text to the caller for no notice or an unknown key', () => {
    expect(noticeText('notices', null, 'title')).toBeUndefined();
    expect(noticeText('notices', { key: 'fromANewerServer', params: {} }, 'title')).toBeUndefined();
  });
});
