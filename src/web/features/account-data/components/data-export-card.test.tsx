import type { DataExport } from '@shared/api/data-export';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { describe, expect, it } from 'vitest';

// Profile › Your data › 'Download my data' (issue 19), in the whole app: the
// card asks for an export, shows it being prepared, offers the ZIP while it
// is ready, and a retry when it failed.

const ID = '6f9d2c1e-1b2a-4c3d-8e4f-5a6b7c8d9e0f';

const exportOf = (overrides: Partial<DataExport>): DataExport => ({
  id: ID,
  status: 'pending',
  requestedAt: '2026-11-26T09:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  error: null,
  downloadUrl: null,
  ...overrides,
});

type Posted = { id: string };

/** The app on /profile?tab=data with `list` as the caller's exports; POSTs answer with `onPost`. */
function renderDataTab(
  list: () => DataExport[],
  onPost: (body: Posted) => Response = (body) => json(201, exportOf({ id: body.id })),
) {
  const posted: Posted[] = [];
  const view = renderApp('/profile?tab=data', 'helper', (url, init) => {
    if (url.startsWith('/api/profile')) return json(200, profileReply('helper'));
    if (url.startsWith('/api/account/exports') && (init?.method ?? 'GET') === 'GET')
      return json(200, { items: list() });
    if (url.startsWith('/api/account/exports') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Posted;
      posted.push(body);
      return onPost(body);
    }
    return undefined;
  });
  return { ...view, posted };
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Download my data' })).closest(
    'section',
  ) as HTMLElement;

describe('DataExportCard', () => {
  it('says what is included and asks for an export with a fresh id, then shows it being prepared', async () => {
    const { posted } = renderDataTab(() => []);
    const section = await card();
    expect(within(section).getByText('What’s included')).toBeInTheDocument();
    expect(
      within(section).getByText('Conversations and every message in them'),
    ).toBeInTheDocument();
    await userEvent.click(await within(section).findByRole('button', { name: 'Request my data' }));
    expect(
      await within(section).findByText('We’re preparing your file — we’ll notify you'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(section).queryByRole('button', { name: 'Request my data' })).toBeNull();
  });

  it('offers the ready file with its size and expiry, and a new one', async () => {
    renderDataTab(() => [
      exportOf({
        status: 'ready',
        readyAt: '2026-11-26T09:01:00.000Z',
        expiresAt: '2026-11-27T09:01:00.000Z',
        sizeBytes: 3 * 1024 * 1024,
        downloadUrl: `/api/account/exports/${ID}/download`,
      }),
    ]);
    const section = await card();
    const link = await within(section).findByRole('link', { name: 'Download (3.0 MB)' });
    expect(link).toHaveAttribute('href', `/api/account/exports/${ID}/download`);
    expect(link).toHaveAttribute('download');
    expect(within(section).getByText('Your file is ready')).toBeInTheDocument();
    expect(within(section).getByText(/Only you can download it, until .*2026/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Prepare a new file' })).toBeEnabled();
  });

  it('says a failed export failed, and tries again', async () => {
    let items = [
      exportOf({ status: 'failed', error: 'We could not prepare your data. Please try again.' }),
    ];
    const { posted } = renderDataTab(() => items);
    const section = await card();
    expect(await within(section).findByText('We couldn’t prepare your file')).toBeInTheDocument();
    expect(within(section).getByText(/We could not prepare your data/)).toBeInTheDocument();
    items = [];
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByText('We’re preparing your file — we’ll notify you'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('shows the export already on its way when the server says one is pending', async () => {
    let items: DataExport[] = [];
    renderDataTab(
      () => items,
      () => {
        items = [exportOf({ status: 'pending' })];
        return json(409, { error: { code: 'conflict', message: 'Already being prepared' } });
      },
    );
    const section = await card();
    await userEvent.click(await within(section).findByRole('button', { name: 'Request my data' }));
    expect(
      await within(section).findByText('We’re preparing your file — we’ll notify you'),
    ).toBeInTheDocument();
  });

  it('asks again after an expired file, and shows a load error with a retry', async () => {
    let fail = true;
    renderApp('/profile?tab=data', 'helper', (url) => {
      if (url.startsWith('/api/profile')) return json(200, profileReply('helper'));
      if (url.startsWith('/api/account/exports')) {
        // A refusal the app does not retry (a 5xx would be retried with back-off first).
        if (fail) return json(403, { error: { code: 'forbidden', message: 'Not now' } });
        return json(200, {
          items: [exportOf({ status: 'expired', expiresAt: '2026-11-25T09:00:00.000Z' })],
        });
      }
      return undefined;
    });
    const section = await card();
    expect(await within(section).findByText('We couldn’t load your exports')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        within(section).getByText(/Your last file expired .* and was deleted\./),
      ).toBeInTheDocument(),
    );
    expect(within(section).getByRole('button', { name: 'Request my data' })).toBeInTheDocument();
  });
});
