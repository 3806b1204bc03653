import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps our font sizes next to text colours', () => {
    expect(cn('text-body', 'text-muted-foreground')).toBe('text-body text-muted-foreground');
  });

  it('lets a later class of the same kind win', () => {
    expect(cn('px-2 text-body', false && 'hidden', 'px-4 text-title')).toBe('px-4 text-title');
    expect(cn('shadow-soft', 'shadow-lifted')).toBe('shadow-lifted');
  });
});
