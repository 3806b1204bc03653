import { type ComponentType, lazy, useState } from 'react';

/**
 * A lazily loaded component that renders at once when its code has already
 * arrived. React.lazy suspends on its first render even then, and React
 * holds the reveal of a suspended part back until 300 ms after the last
 * fallback it showed (its "fallback throttle"): on a signed-in page opened
 * from scratch, the shell and the page each came 0.3 s after their code had
 * (issue 20, a phone's first paint). `preload` fetches the code and keeps
 * it; a component first rendered after that renders it directly.
 */
export function preloadedComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): { preload: () => Promise<unknown>; Component: ComponentType<Props> } {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // Tried again next time (a new deploy, the network back).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<Props> })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component, as a module loads (as React.lazy is), never during a render: the component is the same on every render.
  function Component(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded
    // component on a later render would remount everything under it.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { preload, Component };
}
