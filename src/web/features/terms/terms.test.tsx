import { screen, waitFor, within } from '@testing-library/react';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { describe, expect, it } from 'vitest';

describe('terms', () => {
  it('can be read signed out, as a standalone page with every section in its contents', async () => {
    renderApp('/terms', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const entries = within(contents).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const entry of entries) {
      const id = entry.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), id).not.toBeNull();
    }
    for (const topic of [/not employment/i, /safety/i, /privacy/i, /points/i, /contact/i]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    expect(screen.getByText(/Points have no cash value/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('App Terms and Conditions · Homestay'));
  });

  it('sits inside the shell for a signed-in reader', async () => {
    renderApp('/terms', 'helper', (url) =>
      url === '/api/profile' ? json(200, profileReply('helper')) : undefined,
    );
    expect(await screen.findByTestId('page-title')).toHaveTextContent('App Terms and Conditions');
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});
