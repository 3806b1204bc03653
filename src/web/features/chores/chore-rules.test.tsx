import { render, screen } from '@testing-library/react';
import { CHORE_PROPERTY_ID } from '@tests/web/chore-fixtures';
import { dueInfo, recurrenceLine } from '@web/lib/labels/chore-labels';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyChoreValues, validateChore } from './chore-form-values';
import { DueLine } from './components/chore-bits';
import { checkChorePhoto } from './components/submit-chore-form';

// The chore rules the forms and lists apply before anything is sent.
const NOW = new Date('2026-06-10T12:00:00.000Z');

describe('due dates', () => {
  it('reads "in …" ahead and "… ago" behind, overdue only while still to do', () => {
    const ahead = dueInfo('2026-06-10T15:00:00.000Z', NOW);
    expect(ahead).toMatchObject({ relative: 'in 3 hours', overdue: false, soon: true });
    const behind = dueInfo('2026-06-08T12:00:00.000Z', NOW);
    expect(behind).toMatchObject({ relative: '2 days ago', overdue: true });
    expect(dueInfo('2026-06-08T12:00:00.000Z', NOW, false)?.overdue).toBe(false);
    expect(dueInfo(null, NOW)).toBeNull();
    expect(recurrenceLine('weekly', [4, 1])).toBe('Every week on Mon, Thu');
  });

  it('marks an overdue chore with a word, not colour alone, and keeps the exact time', () => {
    render(
      <MemoryRouter>
        <DueLine dueAt="2026-06-09T12:00:00.000Z" status="in_progress" now={NOW} />
        <DueLine dueAt="2026-06-12T12:00:00.000Z" status="open" now={NOW} />
        <DueLine dueAt="2026-06-09T12:00:00.000Z" status="approved" now={NOW} />
      </MemoryRouter>,
    );
    const [late, ahead, done] = screen.getAllByTestId('chore-due');
    expect(late).toHaveTextContent(/Overdue.*Due 1 day ago/);
    expect(ahead).toHaveTextContent('Due in 2 days');
    expect(ahead).not.toHaveTextContent('Overdue');
    expect(done).toHaveTextContent('Was due 1 day ago');
    expect(done).not.toHaveTextContent('Overdue');
  });
});

describe('validateChore', () => {
  const valid = {
    ...emptyChoreValues(CHORE_PROPERTY_ID, '10'),
    title: 'Feed the chickens',
  };

  it('uses the shared schema and names each field', () => {
    const checked = validateChore({ ...emptyChoreValues(), points: '' }, { now: NOW });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      propertyId: 'Choose a property',
      title: 'Title is required',
      points: 'Give the chore its points',
    });
    const big = validateChore({ ...valid, points: '5000' }, { now: NOW });
    expect(big.ok ? null : big.errors.points).toBe('Points must be at most 1000');
  });

  it('checks the schedule: a date for a time, days for weekly, not in the past', () => {
    const timeOnly = validateChore({ ...valid, dueTime: '09:00' }, { now: NOW });
    expect(timeOnly.ok ? null : timeOnly.errors.dueDate).toBe('Choose a date for the due time');
    const weekly = validateChore(
      { ...valid, recurrence: 'weekly', dueDate: '2026-06-20' },
      { now: NOW },
    );
    expect(weekly.ok ? null : weekly.errors.recurrenceDays).toBe('Choose at least one day');
    const past = validateChore({ ...valid, dueDate: '2026-06-01' }, { now: NOW });
    expect(past.ok ? null : past.errors.dueDate).toBe('The due date is in the past');
    const fine = validateChore(
      { ...valid, recurrence: 'weekly', recurrenceDays: [1, 4], dueDate: '2026-06-20' },
      { now: NOW },
    );
    expect(fine.ok && fine.data).toMatchObject({
      propertyId: CHORE_PROPERTY_ID,
      points: 10,
      recurrence: 'weekly',
      recurrenceDays: [1, 4],
      assigneeId: null,
    });
  });
});

describe('a chore photo', () => {
  it('refuses a photo that is too big or not an image, before uploading', () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(checkChorePhoto(big)).toBe('Please select an image under 5MB');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(checkChorePhoto(text)).toMatch(/Choose a photo/);
    expect(checkChorePhoto(new File(['x'], 'ok.webp', { type: 'image/webp' }))).toBeNull();
  });
});
