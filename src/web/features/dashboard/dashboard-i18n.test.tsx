import { screen, waitFor } from '@testing-library/react';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';

describe('dashboard in German', () => {
  it('greets, heads its cards and counts points in German', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['shell', 'dashboard']);
    renderApp('/dashboard', 'helper', (url) =>
      url === '/api/profile' ? json(200, profileReply('helper', { points: 1250 })) : undefined,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^Guten (Morgen|Tag|Abend), Sam$/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Punkte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fällige Aufgaben' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dashboard-points')).toHaveTextContent('1.250'));
    expect(screen.getByText('Punkte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Aufgaben ansehen' })).toHaveAttribute(
      'href',
      '/chores',
    );
  });
});
