import { screen, waitFor, within } from '@testing-library/react';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { describe, expect, it } from 'vitest';

describe('privacy page (issue 19)', () => {
  it('can be read signed out: what is kept, why, for how long, how to export and delete', async () => {
    renderApp('/privacy', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your privacy' }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const entry of within(contents).getAllByRole('link')) {
      const id = entry.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), id).not.toBeNull();
    }
    for (const topic of [
      /what we keep/i,
      /how long/i,
      /download your data/i,
      /delete your account/i,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    const kept = screen.getByRole('region', { name: /what we keep/i });
    for (const item of [
      'Account',
      'Profile',
      'Properties',
      'Stays and agreements',
      'Chores and points',
      'Messages',
      'Notifications',
      'Reviews',
      'Reports and blocks',
      'Uploaded photos',
      'Push subscriptions',
      'Logs',
    ]) {
      expect(within(kept).getByText(item, { selector: 'dt' })).toBeInTheDocument();
    }
    const howLong = screen.getByRole('region', { name: /how long/i });
    expect(howLong).toHaveTextContent('Deleted 24 hours after it is ready.');
    expect(howLong).toHaveTextContent(/Erased 14 days after you ask/);
    expect(howLong).toHaveTextContent(/we keep the last 7/);
    expect(
      screen.getByRole('link', { name: 'Profile › Your data › Download my data' }),
    ).toHaveAttribute('href', '/profile?tab=data');
    expect(
      screen.getByRole('link', { name: 'Profile › Your data › Delete account' }),
    ).toHaveAttribute('href', '/profile?tab=data');
    // Standalone: the footer links the terms and this page.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await waitFor(() => expect(document.title).toBe('Privacy · Homestay'));
  });

  it('sits inside the shell for a signed-in reader', async () => {
    renderApp('/privacy', 'helper', (url) =>
      url === '/api/profile' ? json(200, profileReply('helper')) : undefined,
    );
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Privacy');
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
  });

  it('is linked from the terms', async () => {
    renderApp('/terms', 'signed-out');
    const privacy = await screen.findByRole('region', { name: /privacy/i });
    expect(within(privacy).getByRole('link', { name: 'Your privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
