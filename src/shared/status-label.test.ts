import { describe, expect, it } from 'vitest';
import { statusLabel } from './status-label';

describe('statusLabel', () => {
  it.each([
    ['in_progress', 'In progress'],
    ['changes_requested', 'Changes requested'],
    ['agreement_form_completed', 'Agreement form completed'],
    ['pending', 'Pending'],
    ['Approved', 'Approved'],
    ['_leading', ' leading'],
    ['a', 'A'],
  ])('%j reads %j', (input, expected) => {
    expect(statusLabel(input)).toBe(expected);
  });

  it('gives an empty string for empty or missing input', () => {
    expect(statusLabel('')).toBe('');
    expect(statusLabel(null)).toBe('');
    expect(statusLabel(undefined)).toBe('');
  });
});
