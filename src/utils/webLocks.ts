/** The Web Locks API where the browser has it (every tab and worker of the origin shares its locks). */
export const webLocks = (): LockManager | null =>
  (globalThis.navigator as Navigator | undefined)?.locks ?? null;

export interface HeldLock {
  release(): void;
}

/**
 * Takes the named lock and keeps it until `release` is called. With `ifAvailable`, resolves null when
 * another tab or worker holds it; without it, waits for it (an aborted `signal` ends the wait with null).
 * Where Web Locks are missing nothing is held and every caller gets it: each tab acts alone, as before.
 */
export function holdWebLock(
  name: string,
  options: { ifAvailable?: boolean; signal?: AbortSignal } = {},
): Promise<HeldLock | null> {
  const locks = webLocks();
  if (!locks) return Promise.resolve({ release: () => undefined });
  return new Promise((resolve) => {
    const request = options.ifAvailable
      ? { ifAvailable: true }
      : options.signal
        ? { signal: options.signal }
        : {};
    locks
      .request(name, request, (lock) => {
        if (!lock) {
          resolve(null);
          return undefined;
        }
        return new Promise<void>((release) => resolve({ release: () => release() }));
      })
      .catch(() => resolve(null));
  });
}
