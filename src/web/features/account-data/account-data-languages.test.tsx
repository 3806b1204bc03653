import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { i18n } from '@web/lib/i18n/i18n';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeletionForm } from './deletion-dialog';

// Deleting an account in another language (issue 17): plurals by the
// language's rules, the word to type kept as the server wants it.
const show = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const member = (n: number) => ({
  propertyId: `11111111-1111-4111-8111-11111111111${n}`,
  propertyTitle: 'Finca del olivar',
  helperId: `44444444-4444-4444-8444-44444444444${n}`,
  helperName: `Ayudante ${n}`,
});

describe('deleting an account in Spanish', () => {
  it('counts the helpers staying, and asks for DELETE in Spanish words', async () => {
    await i18n.changeLanguage('es');
    show(
      <Dialog open>
        <DialogContent>
          <DeletionForm
            userId="u-1"
            state={{
              status: 'none',
              requestedAt: null,
              dueAt: null,
              activeMembers: [member(1), member(2)],
              twoFactorRequired: false,
            }}
          />
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole('heading', { name: '¿Eliminar tu cuenta?' })).toBeVisible();
    expect(screen.getByText('2 ayudantes se alojan ahora en tus alojamientos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(
      screen.getByText('Marca esta casilla para terminar estas estancias, o termínalas tú antes'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escribe DELETE en mayúsculas para confirmar')).toBeInTheDocument();
  });
});
