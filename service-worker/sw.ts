// The service worker: precached app shell (offline start and navigation), long-lived caches for
// custom emoji and avatars, an update that waits until the page asks, and Web Push display.
// API JSON is never cached here: the app keeps its data in IndexedDB. Posts queued offline are sent by
// Background Sync.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { imageCacheFor, isAppNavigationPath, isSkipWaitingMessage } from './routes';
import { handleNotificationClick, showPush, type PushContext } from './push';
import { OUTBOX_SYNC_TAG, sendOutboxes } from './outbox';
import { isShareTargetPost, receiveShare } from './share';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Offline navigation: a navigation to one of the app's routes gets the precached shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigationPath(url.pathname + url.search),
  createHandlerBoundToURL('/index.html'),
);

// What another app shared (the manifest's share target, posted as multipart/form-data): kept in the
// share inbox, then the composer opens (303), offline too.
registerRoute(
  ({ url, request }) => isShareTargetPost(url, request.method, self.location.origin),
  ({ request }) => receiveShare(request, () => self.crypto.randomUUID(), self.location.origin),
  'POST',
);

const WEEK_SECONDS = 7 * 24 * 60 * 60;
// Images from other hosts arrive opaque (status 0); they are cached too, with tight limits because
// browsers count each opaque entry as large against the quota.
const imageCachePlugins = (maxEntries: number) => [
  new CacheableResponsePlugin({ statuses: [0, 200] }),
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: 4 * WEEK_SECONDS, purgeOnQuotaError: true }),
];

registerRoute(
  ({ url, request }) => imageCacheFor(url, request.destination) === 'fedideck-emoji',
  new CacheFirst({ cacheName: 'fedideck-emoji', plugins: imageCachePlugins(500) }),
);
registerRoute(
  ({ url, request }) => imageCacheFor(url, request.destination) === 'fedideck-avatars',
  new CacheFirst({ cacheName: 'fedideck-avatars', plugins: imageCachePlugins(200) }),
);

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

clientsClaim();

/** Keeps the worker alive for the work; an event a script dispatched cannot be extended, the work runs anyway. */
function extend(event: ExtendableEvent, work: Promise<unknown>) {
  try {
    event.waitUntil(work);
  } catch {
    void work.catch(() => undefined);
  }
}

const badge = self.navigator as Navigator & PushContext['badge'];

self.addEventListener('push', (event) => {
  const ctx: PushContext = { registration: self.registration, origin: self.location.origin, badge };
  extend(event, showPush(ctx, event.data?.text()));
});

self.addEventListener('notificationclick', (event) => {
  const ctx = { clients: self.clients, origin: self.location.origin, registration: self.registration, badge };
  extend(event, handleNotificationClick(event.notification, event.action, ctx));
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutboxes());
});
