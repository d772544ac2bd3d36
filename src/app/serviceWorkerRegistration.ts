// Registers the service worker in production builds, and hands the app a way to switch to a new
// version: the new worker waits (sw.ts never skips waiting by itself) until the user accepts.
import type { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/sw.js';

export type ApplyUpdate = () => void;

export interface ServiceWorkerOptions {
  /** Called when a new version is installed and waiting; `applyUpdate` activates it and reloads. */
  onUpdateReady?: (applyUpdate: ApplyUpdate) => void;
  /** Defaults to production builds only, so development never serves stale bundles. */
  enabled?: boolean;
  /** For tests: how the page reloads once the new worker controls it. */
  reload?: () => void;
}

export async function registerServiceWorker(options: ServiceWorkerOptions = {}): Promise<Workbox | null> {
  const enabled = options.enabled ?? process.env.NODE_ENV === 'production';
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;

  // workbox-window is loaded on its own, after the app, to keep it out of the first-load bundle.
  const { Workbox: WorkboxClass } = await import('workbox-window');
  const workbox = new WorkboxClass(SERVICE_WORKER_URL);
  const reload = options.reload ?? (() => window.location.reload());

  workbox.addEventListener('waiting', () => {
    let applied = false;
    options.onUpdateReady?.(() => {
      if (applied) return;
      applied = true;
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    });
  });

  try {
    await workbox.register();
  } catch (error) {
    // The app works without a worker (no offline start, no push): worth a warning, not a failure.
    console.warn('Service worker registration failed', error);
  }
  return workbox;
}
