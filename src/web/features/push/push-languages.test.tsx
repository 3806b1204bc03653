import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { PushDeviceList } from './components/push-device-list';

// Devices that get notifications, in French (issue 17): the day from Intl,
// the device's name from the English label the server stored.
describe('devices in French', () => {
  it('says when each device was added, by Intl, and names the remove buttons', async () => {
    await i18n.changeLanguage('fr');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <PushDeviceList
            devices={[
              {
                id: '5d6c2f1e-0a1b-4c2d-8e3f-9a0b1c2d3e4f',
                label: 'Chrome on Android phone',
                createdAt: '2026-11-02T10:00:00.000Z',
                lastPushedAt: null,
                thisDevice: true,
              },
            ]}
          />
        </Suspense>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', {
      name: 'Appareils qui reçoivent les notifications',
    });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Cet appareil');
    expect(item).toHaveTextContent('Ajouté le 2 nov. 2026');
    expect(
      within(item as HTMLElement).getByRole('button', {
        name: 'Retirer Chrome sur Téléphone Android (cet appareil)',
      }),
    ).toBeInTheDocument();
  });
});
