import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  json,
  mockApi,
  profileFixture,
  renderRoutes,
  sessionReply,
} from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import ProfilePage from './pages/profile-page';

// Issue 18: a person lists what they can do and the languages they speak on
// their profile; hosts read them on stay requests, and Explore matches a
// helper's skills to what properties want.

const slow = { timeout: 30_000 };
const routes = [{ path: '/profile', element: <ProfilePage /> }];

const open = async (
  role: 'host' | 'helper',
  lists: object,
  patch?: Parameters<typeof mockApi>[0][string],
) => {
  const api = mockApi({
    'GET /api/auth/get-session': json(200, sessionReply(role)),
    'GET /api/profile': json(200, profileFixture({ role, ...lists })),
    ...(patch ? { 'PATCH /api/profile': patch } : {}),
  });
  renderRoutes(routes, '/profile');
  const card = await screen.findByRole('region', {
    name: /^(Skills and languages|Fähigkeiten und Sprachen)$/,
  });
  return { api, card };
};

describe('Skills and languages on the profile', () => {
  it('adds and removes skills and languages, then saves them on their own', slow, async () => {
    const { api, card } = await open(
      'helper',
      { skills: ['Gardening', 'Sailing'], spokenLanguages: ['de'] },
      (call) => json(200, profileFixture({ role: 'helper', ...(call.body as object) })),
    );
    const user = userEvent.setup();
    const save = within(card).getByRole('button', { name: 'Save skills and languages' });
    expect(save).toBeDisabled();
    // Helpers are told what their skills are for.
    expect(within(card).getByText(/Matches 3 of 4 skills/)).toBeInTheDocument();

    const skills = within(card).getByRole('list', { name: 'Skill list' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gardening', 'Sailing']);
    await user.type(within(card).getByLabelText('Skills'), '  Dog walking {Enter}');
    await user.click(within(card).getByRole('button', { name: 'Remove Sailing' }));
    // The same skill in another case is one too many.
    await user.type(within(card).getByLabelText('Skills'), 'gardening{Enter}');
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gardening', 'Dog walking']);

    expect(within(card).getByRole('button', { name: 'Remove German' })).toBeInTheDocument();
    const choose = within(card).getByRole('button', { name: 'Choose languages' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    const picker = within(card).getByRole('group', { name: 'Languages I speak' });
    expect(within(picker).getByRole('checkbox', { name: 'German' })).toBeChecked();
    await user.click(within(picker).getByRole('checkbox', { name: 'Portuguese' }));
    await user.type(within(card).getByRole('searchbox', { name: 'Find a language' }), 'swa');
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Swahili']);
    await user.click(within(picker).getByRole('checkbox', { name: 'Swahili' }));
    await user.click(within(card).getByRole('button', { name: 'Remove German' }));
    expect(within(card).getByText('2 of 12 chosen.')).toBeInTheDocument();

    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/profile').map((c) => c.body)).toEqual([
      { skills: ['Gardening', 'Dog walking'], spokenLanguages: ['pt', 'sw'] },
    ]);
    expect(
      await within(card).findByRole('button', { name: 'Save skills and languages' }),
    ).toBeDisabled();
  });

  it('shows the server’s refusal by the list and in the usual toast', slow, async () => {
    const { card } = await open(
      'helper',
      { skills: [], spokenLanguages: [] },
      apiError(400, 'validation_failed', 'Check the highlighted fields', [
        { field: 'body.skills.0', message: 'A skill contains control characters' },
      ]),
    );
    const user = userEvent.setup();
    expect(within(card).getByText('No languages chosen yet.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Skills'), 'Cooking{Enter}');
    await user.click(within(card).getByRole('button', { name: 'Save skills and languages' }));
    expect(
      await within(card).findByText('A skill contains control characters'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Skills')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Error Updating Profile')).toBeInTheDocument();
  });

  it('gives hosts the editor without the Explore hint', async () => {
    const { card } = await open('host', { skills: ['Beekeeping'], spokenLanguages: ['fr'] });
    expect(within(card).getByRole('list', { name: 'Skill list' })).toHaveTextContent('Beekeeping');
    expect(within(card).getByRole('button', { name: 'Remove French' })).toBeInTheDocument();
    expect(within(card).queryByText(/Matches 3 of 4 skills/)).not.toBeInTheDocument();
  });

  it('names the languages in the reader’s language, sorted their way', slow, async () => {
    await i18n.changeLanguage('de');
    const { card } = await open('helper', { skills: [], spokenLanguages: ['pt', 'en'] });
    const user = userEvent.setup();
    expect(
      within(card).getByRole('button', { name: 'Portugiesisch entfernen' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Englisch entfernen' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Sprachen auswählen' }));
    const picker = within(card).getByRole('group', { name: 'Sprachen, die ich spreche' });
    const names = within(picker)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toContain('Deutsch');
    expect(names.indexOf('Deutsch')).toBeLessThan(names.indexOf('Englisch'));
    expect(within(picker).getByRole('checkbox', { name: 'Spanisch' })).not.toBeChecked();
  });
});
