import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('SubmitButton without a network', () => {
  afterEach(() => goOffline(false));

  it('is disabled with the reason, and enabled again when the network returns', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    goOffline(true);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(/^Save.*You’re offline — this needs a connection\.\)$/);
    expect(button).toHaveAttribute('title', 'You’re offline — this needs a connection.');
    goOffline(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('stays enabled for a write the outbox keeps', () => {
    goOffline(true);
    render(
      <SubmitButton pending={false} pendingLabel="Handing in…" worksOffline>
        Mark as done
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Mark as done' })).toBeEnabled();
  });
});
