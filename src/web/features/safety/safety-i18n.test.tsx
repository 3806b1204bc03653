import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { BlockButton } from './components/block-button';
import { ReportButton } from './components/report-button';

const slow = { timeout: 30_000 };
const MARTA = { id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d12', name: 'Marta Diaz' };
const renderOne = (element: React.ReactNode) => renderRoutes([{ path: '/', element }], '/');

describe('safety in another language', () => {
  it('reports in Spanish: title, reasons and the missing-reason message', slow, async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, sessionReply('helper')) });
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('safety');
    const user = userEvent.setup();
    renderOne(<ReportButton label="Denunciar a Marta" target={{ type: 'user', id: MARTA.id }} />);
    await user.click(await screen.findByRole('button', { name: 'Denunciar a Marta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    const reasons = within(dialog).getByRole('group', { name: 'Motivo' });
    expect(within(reasons).getByRole('radio', { name: 'Acoso' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(dialog).findByText('Elige un motivo')).toBeInTheDocument();
  });

  it('asks before blocking, in German, with the name in the sentence', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/blocks': json(200, { items: [] }),
    });
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('safety');
    const user = userEvent.setup();
    renderOne(<BlockButton person={MARTA} />);
    await user.click(await screen.findByRole('button', { name: 'Marta Diaz blockieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marta Diaz blockieren?' });
    expect(within(dialog).getByRole('button', { name: 'Blockieren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
