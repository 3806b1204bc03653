/**
 * Runs `work` in a task of its own after the current one, so the browser can
 * paint and answer input in between (a long task blocks both for all of its
 * length). Used by main.tsx to cut the app's start-up into short tasks.
 */
export function inATaskOfItsOwn<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
}
