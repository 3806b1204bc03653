import { TERMS_REQUIRED_MESSAGE } from '@shared/api/property-fields';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, Here, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { hostViewFixture, PROPERTY_ID } from '@tests/web/property-fixtures';
import { describe, expect, it } from 'vitest';
import AddPropertyPage from './pages/add-property-page';
import EditPropertyPage from './pages/edit-property-page';
import { emptyPropertyValues, validateNewProperty } from './property-form-values';

const routes = [
  { path: '/properties/add', element: <AddPropertyPage /> },
  { path: '/properties/:propertyId/edit', element: <EditPropertyPage /> },
  { path: '/properties/:propertyId', element: <Here name="property" /> },
  { path: '/properties', element: <Here name="properties" /> },
];

const session = { 'GET /api/auth/get-session': json(200, sessionReply('host')) };
const slow = { timeout: 30_000 };
const save = (name = 'Save property') => userEvent.click(screen.getByRole('button', { name }));

describe('validateNewProperty', () => {
  it('uses the shared schema, with plain words for the two pickers', () => {
    const checked = validateNewProperty(emptyPropertyValues);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      title: 'Title is required',
      type: 'Choose the type of property',
      city: 'City is required',
      country: 'Choose the country',
    });
    const tooMany = validateNewProperty({
      ...emptyPropertyValues,
      title: 'Farm',
      type: 'farm',
      city: 'Évora',
      country: 'PT',
      helpersWanted: '51',
    });
    expect(tooMany.ok ? null : tooMany.errors.helpersWanted).toBe(
      'Helpers wanted must be at most 50',
    );
  });
});

describe('the add-property form', () => {
  it('shows each problem next to its field and focuses the first', slow, async () => {
    const api = mockApi(session);
    renderRoutes(routes, '/properties/add');
    await screen.findByRole('form', { name: 'New property' });
    await save();

    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Title is required/);
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(/^Type/)).toHaveAccessibleDescription(
      'Choose the type of property',
    );
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(/City is required/);
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription('Choose the country');
    expect(api.callsTo('POST', '/api/properties')).toHaveLength(0);

    // Fixing a field clears its message.
    await userEvent.type(title, 'Hillside olive farm');
    expect(title).not.toHaveAttribute('aria-invalid');

    fireEvent.change(screen.getByLabelText(/^Helpers wanted/), { target: { value: '0' } });
    await save();
    expect(screen.getByLabelText(/^Helpers wanted/)).toHaveAccessibleDescription(
      /Helpers wanted must be at least 1/,
    );
  });

  it('creates the property with the amenities typed as chips, then opens it', slow, async () => {
    const api = mockApi({
      ...session,
      'POST /api/properties': json(201, hostViewFixture()),
    });
    const { location } = renderRoutes(routes, '/properties/add');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Hillside olive farm');
    await userEvent.selectOptions(screen.getByLabelText(/^Type/), 'farm');
    await userEvent.type(screen.getByLabelText(/^City/), 'Évora');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'PT');
    const amenities = screen.getByLabelText(/^Amenities/);
    await userEvent.type(amenities, 'Pool{Enter}Bikes,');
    expect(
      within(screen.getByRole('list', { name: 'Amenity list' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bikes' }));

    await save();
    await waitFor(() => expect(location()).toBe(`/properties/${PROPERTY_ID}`));
    expect(api.callsTo('POST', '/api/properties')[0]?.body).toMatchObject({
      title: 'Hillside olive farm',
      type: 'farm',
      city: 'Évora',
      country: 'PT',
      amenities: ['Pool'],
      helpersWanted: 1,
    });
  });

  it('puts the server’s field message next to its field', slow, async () => {
    mockApi({
      ...session,
      'POST /api/properties': apiError(400, 'validation_failed', 'Check the highlighted fields', [
        { field: 'body.city', message: 'City contains control characters' },
      ]),
    });
    renderRoutes(routes, '/properties/add');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Farm');
    await userEvent.selectOptions(screen.getByLabelText(/^Type/), 'farm');
    await userEvent.type(screen.getByLabelText(/^City/), 'Évora');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'PT');
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(
        'City contains control characters',
      ),
    );
  });
});

describe('the edit-property form', () => {
  it('saves the other changes and explains the 422 when listing without terms', slow, async () => {
    const patches: unknown[] = [];
    mockApi({
      ...session,
      [`GET /api/properties/${PROPERTY_ID}`]: json(200, hostViewFixture()),
      [`PATCH /api/properties/${PROPERTY_ID}`]: (call) => {
        patches.push(call.body);
        return (call.body as { status?: string }).status === 'listed'
          ? apiError(422, 'rule_broken', TERMS_REQUIRED_MESSAGE)
          : json(200, hostViewFixture({ title: 'Olive farm' }));
      },
    });
    renderRoutes(routes, `/properties/${PROPERTY_ID}/edit`);
    const title = await screen.findByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Olive farm');
    await userEvent.click(screen.getByRole('radio', { name: /Listed/ }));
    // Before saving, the form already says what listing needs.
    expect(screen.getByText('Listing needs exchange terms')).toBeInTheDocument();
    await save('Save changes');

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TERMS_REQUIRED_MESSAGE),
    );
    expect(screen.getByRole('link', { name: /Set up exchange terms/ })).toHaveAttribute(
      'href',
      `/exchange-setup?property=${PROPERTY_ID}`,
    );
    // The fields went first, on their own; then the status.
    expect(patches[0]).not.toHaveProperty('status');
    expect(patches[0]).toMatchObject({ title: 'Olive farm' });
    expect(patches[1]).toEqual({ status: 'listed' });
    // The form shows what is true now: still a draft.
    expect(screen.getByRole('radio', { name: /Draft/ })).toBeChecked();
  });
});
