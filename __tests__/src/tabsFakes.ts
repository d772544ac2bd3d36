/**
 * Two tabs in one test: the Web Locks API (which jsdom lacks) as browsers grant it, exclusive and in
 * order of request, and a pair of tabs' channels that pass messages as BroadcastChannel does (a copy,
 * later, never back to the sender).
 */
import type { TabsChannel } from '../../src/domain/tabs';

type Callback = (lock: Lock | null) => unknown;

export class FakeLocks {
  private held = new Set<string>();
  private waiting = new Map<string, (() => void)[]>();

  isHeld = (name: string) => this.held.has(name);

  request(
    name: string,
    optionsOrCallback: LockOptions | Callback,
    maybeCallback?: Callback,
  ): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (
      typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback
    ) as Callback;
    if (options.ifAvailable && this.held.has(name)) return Promise.resolve().then(() => callback(null));
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.add(name);
        Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' }))
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            this.waiting.get(name)?.shift()?.();
          });
      };
      if (!this.held.has(name)) {
        grant();
        return;
      }
      const queue = this.waiting.get(name) ?? [];
      queue.push(grant);
      this.waiting.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(grant);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
  }
}

/** Gives the page `locks` (a fresh FakeLocks) until `restore` is called. */
export function installLocks() {
  const locks = new FakeLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    restore: () => {
      delete (navigator as { locks?: unknown }).locks;
    },
  };
}

/** Channels of as many tabs as asked, joined as BroadcastChannels of one name are. */
export function fakeTabs(count: number): (TabsChannel & { sent: unknown[] })[] {
  const listeners = Array.from({ length: count }, () => new Set<(data: unknown) => void>());
  return listeners.map((own, index) => {
    const sent: unknown[] = [];
    return {
      sent,
      post: (message) => {
        sent.push(message);
        const copy = structuredClone(message);
        void Promise.resolve().then(() =>
          listeners.forEach((set, other) => {
            if (other !== index) set.forEach((listener) => listener(copy));
          }),
        );
      },
      subscribe: (listener) => {
        own.add(listener);
        return () => void own.delete(listener);
      },
      close: () => own.clear(),
    };
  });
}

/** A tab's sessionStorage in memory, holding `entries` to start with (a duplicated tab's copy). */
export function memoryStorage(entries: [string, string][] = []): Storage {
  const items = new Map<string, string>(entries);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
