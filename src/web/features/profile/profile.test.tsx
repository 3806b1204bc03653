import { strings } from '@shared/strings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  Here,
  json,
  mockApi,
  profileFixture,
  renderRoutes,
  sessionReply,
} from '@tests/web/auth-support';
import { ApiError } from '@web/lib/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileErrorToast } from './api';
import { checkAvatarFile } from './components/avatar-editor';
import ProfilePage from './pages/profile-page';
import SettingsPage from './pages/settings-page';
import SignupDetailsPage from './pages/signup-details-page';

describe('profileErrorToast (SPEC 8)', () => {
  const err = (status: number, message: string, code = 'bad_request') =>
    new ApiError({ status, code, message });

  it('asks to log in on 401, per action', () => {
    expect(profileErrorToast('fetch', err(401, 'no'))).toEqual({
      title: 'Authentication Error',
      description: 'You must be logged in to view your profile',
    });
    expect(profileErrorToast('update', err(401, 'no')).description).toBe(
      'You must be logged in to update your profile',
    );
    expect(profileErrorToast('upload', err(401, 'no')).description).toBe(
      'You must be logged in to upload a profile image',
    );
    expect(profileErrorToast('customGroups', err(401, 'no')).description).toBe(
      'You must be logged in to update custom chore groups',
    );
  });

  it('shows the server’s message under the action’s title', () => {
    expect(profileErrorToast('fetch', err(500, 'Database asleep'))).toEqual({
      title: 'Error Fetching Profile',
      description: 'Database asleep',
    });
    expect(profileErrorToast('update', err(400, 'Bio is required')).title).toBe(
      'Error Updating Profile',
    );
    expect(profileErrorToast('upload', err(413, 'Please select an image under 5MB')).title).toBe(
      'Error Uploading Image',
    );
    expect(profileErrorToast('customGroups', err(400, 'Too many')).title).toBe(
      'Error Updating Custom Groups',
    );
  });

  it('falls back to the generic Error and "Failed to …" without a message', () => {
    const offline = new ApiError({
      status: 0,
      code: 'network_error',
      message: strings.errors.unexpected,
    });
    expect(profileErrorToast('fetch', offline)).toEqual({
      title: 'Error',
      description: 'Failed to fetch profile',
    });
    expect(profileErrorToast('update', new Error('x')).description).toBe(
      'Failed to update profile',
    );
    expect(profileErrorToast('upload', offline).description).toBe('Failed to upload profile image');
    expect(profileErrorToast('customGroups', offline).description).toBe(
      'Failed to update custom chore groups',
    );
  });
});

describe('checkAvatarFile', () => {
  const sized = (bytes: number, type = 'image/png') => {
    const file = new File(['x'], 'a.png', { type });
    Object.defineProperty(file, 'size', { value: bytes });
    return file;
  };
  it('refuses more than 5 MB and non-images', () => {
    expect(checkAvatarFile(sized(5 * 1024 * 1024))).toBe('ok');
    expect(checkAvatarFile(sized(5 * 1024 * 1024 + 1))).toBe('too-large');
    expect(checkAvatarFile(sized(100, 'text/html'))).toBe('not-an-image');
  });
});

/** XMLHttpRequest as the avatar upload uses it, driven by the test. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const profileRoutes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/settings', element: <SettingsPage /> },
  { path: '/signup/details', element: <SignupDetailsPage /> },
  { path: '/dashboard', element: <Here name="dashboard" /> },
  { path: '/chores', element: <Here name="chores" /> },
  { path: '/role-select', element: <Here name="role-select" /> },
];

describe('/profile', () => {
  afterEach(() => {
    FakeXhr.last = null;
  });

  it('shows the role as a badge, and points to helpers only', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/profile': json(200, profileFixture({ role: 'helper', points: 42 })),
    });
    renderRoutes(profileRoutes, '/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sam Rivers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Helper')).toBeInTheDocument();
    expect(screen.getByTestId('profile-points')).toHaveTextContent('42 points');
    expect(screen.queryByRole('link', { name: /Chore groups/ })).not.toBeInTheDocument();
  });

  it('never shows points to a host, and links hosts to their chore groups', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture({ role: 'host', points: 42 })),
    });
    renderRoutes(profileRoutes, '/profile');
    expect(await screen.findByText('Host')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-points')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chore groups/ })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('toasts the server’s message when the profile cannot be read', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': apiError(500, 'internal_error', 'The database is resting'),
    });
    renderRoutes(profileRoutes, '/profile');
    expect(await screen.findByText('Error Fetching Profile')).toBeInTheDocument();
    expect(screen.getByText('The database is resting')).toBeInTheDocument();
  });

  it('saves changed fields and says so', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture()),
      'PATCH /api/profile': (call) =>
        json(200, profileFixture({ city: (call.body as { city: string }).city })),
    });
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('City'), 'Lisbon');
    await user.click(save);
    expect(await screen.findByText(strings.profile.updated)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/profile')[0]?.body).toMatchObject({
      fullName: 'Sam Rivers',
      bio: 'I love gardens.',
      city: 'Lisbon',
      phone: null,
    });
  });

  it('checks with the shared rules first, then shows the server’s field errors', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture()),
      'PATCH /api/profile': apiError(400, 'validation_failed', 'Check the highlighted fields', [
        { field: 'body.zipCode', message: 'Zip code is not valid here' },
      ]),
    });
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(api.callsTo('PATCH', '/api/profile')).toHaveLength(0);

    await user.type(name, 'Sam Rivers');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Phone may hold digits/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Zip or postal code'), '!!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Zip code is not valid here')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip or postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Error Updating Profile')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
  });

  it('asks to log in when the session ended before saving', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture()),
      'PATCH /api/profile': apiError(401, 'unauthenticated', 'Sign in first'),
    });
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('State or region'), 'Algarve');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('You must be logged in to update your profile')).toBeInTheDocument();
  });

  it('refuses an image over 5 MB before uploading', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture()),
    });
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Change profile photo' });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('avatar-file-input'), big);
    expect(await screen.findByText('Image too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save photo' })).not.toBeInTheDocument();
  });

  it('previews, uploads with progress, then shows the new photo', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture()),
    });
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Change profile photo' });
    await user.upload(
      screen.getByTestId('avatar-file-input'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/profile/avatar');
    expect(xhr?.body).toBeInstanceOf(FormData);
    act(() => xhr?.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading your photo' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() =>
      xhr?.respond(200, profileFixture({ avatarUrl: '/uploads/profile_avatars/u/a.webp?t=1' })),
    );
    expect(await screen.findByText(strings.profile.updated)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/uploads/profile_avatars/u/a.webp?t=1',
    );
  });

  it('shows the server’s refusal of an upload', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture()),
    });
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Change profile photo' });
    await user.upload(
      screen.getByTestId('avatar-file-input'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    act(() =>
      FakeXhr.last?.respond(400, {
        error: { code: 'bad_request', message: 'That file is not an image' },
      }),
    );
    expect(await screen.findByText('Error Uploading Image')).toBeInTheDocument();
    expect(screen.getByText('That file is not an image')).toBeInTheDocument();
  });
});

describe('/signup/details', () => {
  it('requires full name and bio, then goes on to the kept redirect', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/profile': json(
        200,
        profileFixture({ role: 'helper', fullName: null, bio: null, isComplete: false }),
      ),
      'PATCH /api/profile': (call) => json(200, profileFixture({ ...(call.body as object) })),
    });
    const view = renderRoutes(profileRoutes, '/signup/details?redirect=%2Fchores');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Save and continue/ }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Bio is required')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/profile')).toHaveLength(0);

    await user.type(screen.getByLabelText('Full name'), 'Hugo Helper');
    await user.type(screen.getByLabelText('Bio'), 'Happy with animals.');
    await user.click(screen.getByRole('button', { name: /Save and continue/ }));
    expect(await screen.findByText('page:chores')).toBeInTheDocument();
    expect(view.location()).toBe('/chores');
    expect(api.callsTo('PATCH', '/api/profile')[0]?.body).toMatchObject({
      fullName: 'Hugo Helper',
      bio: 'Happy with animals.',
      city: null,
    });
  });

  it('sends an account without a role to choose one first', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('user')),
      'GET /api/profile': json(200, profileFixture({ role: 'user', isComplete: false })),
    });
    const view = renderRoutes(profileRoutes, '/signup/details');
    await screen.findByText('page:role-select');
    expect(view.location()).toBe('/role-select');
  });
});

describe('/profile/settings', () => {
  it('adds, renames, reorders and removes groups, then saves the list', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture({ customChoreGroups: ['Pool'] })),
      'PUT /api/profile/custom-chore-groups': (call) =>
        json(
          200,
          profileFixture({ customChoreGroups: (call.body as { groups: string[] }).groups }),
        ),
    });
    renderRoutes(profileRoutes, '/profile/settings');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('New group');

    await user.type(input, 'garden');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('That’s already one of the standard groups')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Beehives{Enter}');
    await user.type(input, 'Orchard{Enter}');
    const list = screen.getByRole('list', { name: 'Your chore groups' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Pool'),
      expect.stringContaining('Beehives'),
      expect.stringContaining('Orchard'),
    ]);

    // Reorder with the keyboard: focus "Move Orchard up" and press Enter.
    screen.getByRole('button', { name: 'Move Orchard up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Orchard');

    await user.click(screen.getByRole('button', { name: 'Rename Pool' }));
    const rename = screen.getByLabelText('New name for Pool');
    await user.clear(rename);
    await user.type(rename, 'Swimming pool{Enter}');

    await user.click(screen.getByRole('button', { name: 'Remove Beehives' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove “Beehives”?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove group' }));

    await user.click(screen.getByRole('button', { name: 'Save groups' }));
    expect(await screen.findByText(strings.profile.customChoreGroupsUpdated)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/profile/custom-chore-groups')[0]?.body).toEqual({
      groups: ['Swimming pool', 'Orchard'],
    });
  });

  it('shows SPEC 8’s toasts when saving fails', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profileFixture({ customChoreGroups: [] })),
      'PUT /api/profile/custom-chore-groups': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes(profileRoutes, '/profile/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New group'), 'Bees{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save groups' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update custom chore groups')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save groups' })).toBeEnabled());
  });
});
