import { createContext, use } from 'react';

/** How the shell frames the page: 'framed' under the header, 'bare' without chrome (chat), or not in the shell. */
export type ShellFrame = 'framed' | 'bare' | null;

const ShellFrameContext = createContext<ShellFrame>(null);

/** Provided by the app shell so standalone frames know to step aside. */
export const ShellFrameProvider = ShellFrameContext.Provider;

/** How the signed-in app shell frames the current page; null outside the shell. */
export function useShellFrame(): ShellFrame {
  return use(ShellFrameContext);
}
