import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadedComponent } from './preloaded-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const show = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ana" />
    </Suspense>,
  );

describe('preloadedComponent', () => {
  it('renders at once, with no fallback, once its code has been preloaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const greeting = preloadedComponent(load);
    await greeting.preload();
    show(greeting.Component);
    // In the very first commit: React.lazy would show the fallback here.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its code once, and suspends like React.lazy when shown before it has', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const greeting = preloadedComponent(load);
    show(greeting.Component);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    await act(() => greeting.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const greeting = preloadedComponent(load);
    await expect(greeting.preload()).rejects.toThrow('offline');
    await greeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
    show(greeting.Component);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });
});
