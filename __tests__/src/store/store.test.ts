import { http, HttpResponse } from 'msw';
import { mswServerForSuite } from '../msw';
import * as constants from '../../../src/constants';
import { createAppStore } from '../../../src/store/createAppStore';
import { createSessionManager } from '../../../src/store/session';
import { saveAndActivate } from '../../../src/features/auth/savedAccounts';
import { openAccountDb } from '../../../src/db/open';
import { createMemoryAccountDb } from '../../../src/db/memoryStore';
import type { AccountDb } from '../../../src/db/types';
import { normalizeEntities } from '../../../src/domain/importer/normalize';
import { BASE_URL, makeAccount, makeStatus, settleUntil } from '../fixtures';
import { firstPostsPainted } from '../../../src/domain/events';
import { expandRequested } from '../../../src/features/timelines/slice';
import type { Action, Middleware } from '@reduxjs/toolkit';

const server = mswServerForSuite({ onUnhandledRequest: 'bypass' });

/**
 * Lets the start-up calls this test gives no answer to fail and be reported (the error catalogue is
 * loaded with the first failure) before the test environment is torn down.
 */
const startUpSettled = () => new Promise((resolve) => setTimeout(resolve, 250));

/** `db` whose stored timelines are read only once `release` is called. */
function answeringLate(db: AccountDb) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'getTimelines') return () => gate.then(() => target.getTimelines());
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { slow, release };
}

describe('constants', () => {
  it('hold the spec values', () => {
    expect(constants).toMatchObject({
      MOBILE_WIDTH_THRESHOLD: 630,
      NOTIFICATION_GROUPS_KEPT_AT_TOP: 50,
      NOTIFICATION_GROUP_SAMPLE_ACCOUNTS: 8,
      MARKER_SUBMIT_THROTTLE_MS: 300_000,
      SETTINGS_SAVE_DEBOUNCE_MS: 2_000,
      RELATIONSHIP_BATCH_DELAY_MS: 500,
      SEARCH_SUGGESTION_DEBOUNCE_MS: 200,
      TAG_HISTORY_LIMIT: 1000,
      RECENT_SEARCHES_LIMIT: 4,
      EMOJI_SEARCH_DEFAULT_LIMIT: 75,
      EMOJI_COMPOSER_SUGGESTIONS_LIMIT: 5,
      SEARCH_FIRST_PAGE_SIZE: 11,
      SEARCH_EXPAND_PAGE_SIZE: 10,
      ACCOUNT_MEDIA_PAGE_SIZE: 40,
      TIMELINE_CAP: 40,
      TIMELINE_TRIM_TO: 20,
      TOAST_DISMISS_MS: 10_000,
      RICH_TEXT_DEPTH_LIMIT: 10,
      PLAYER_CONTROLS_HIDE_MS: 4_000,
      PLAYER_CLICK_DELAY_MS: 250,
      PLAYER_SCROLL_THROTTLE_MS: 150,
      PLAYER_SEEK_STEP_S: 5,
      PLAYER_VOLUME_STEP: 0.15,
      PLAYER_DEFAULT_VOLUME: 0.5,
      CLICK_MOVEMENT_THRESHOLD_PX: 5,
      AVATAR_DEFAULT_SIZE_PX: 20,
      EMOJI_DATABASE_VERSION: 1,
      SKIN_TONE_DEFAULT: 1,
      POLL_DEFAULT_EXPIRES_IN_S: 86_400,
      DEFAULT_COMPOSE_PRIVACY: 'public',
      DEFAULT_COMPOSE_LANGUAGE: 'en',
    });
    expect(constants.POLL_EXPIRY_CHOICES_S).toEqual([300, 1800, 3600, 21600, 86400, 259200, 604800]);
  });
});

describe('store', () => {
  it('a signed-out store starts with the identity defaults and fetches the instance', async () => {
    server.use(
      http.get(`${BASE_URL}/api/v2/instance`, () =>
        HttpResponse.json({ domain: 'localhost', configuration: { urls: {} } }),
      ),
      http.get(`${BASE_URL}/api/v1/custom_emojis`, () => HttpResponse.json([{ shortcode: 'blob' }])),
    );
    const { store, sagaTask } = createAppStore({
      services: { origin: BASE_URL, db: createMemoryAccountDb('signed-out') },
    });
    expect(store.getState().auth).toMatchObject({ signedIn: false, accountId: null, permissions: '0' });
    expect(store.getState().compose.privacy).toBe('public');
    await settleUntil(
      () => store.getState().instance.customEmojis.length > 0 && !!store.getState().instance.info,
    );
    expect(store.getState().instance.info).toMatchObject({ domain: 'localhost' });
    await startUpSettled();
    sagaTask?.cancel();
  });

  it('a first screen drawn before the local data is read still starts what waits for it (the read markers, the filters, the live notifications)', async () => {
    const db = createMemoryAccountDb('slow');
    // The database answers late, as IndexedDB does on a busy device.
    const { slow, release } = answeringLate(db);
    const types: string[] = [];
    const log: Middleware = () => (next) => (action) => {
      types.push((action as Action).type);
      return next(action);
    };
    const { store, sagaTask } = createAppStore({
      services: { origin: BASE_URL, db: slow },
      middleware: [log],
    });
    store.dispatch(firstPostsPainted());
    release();
    await settleUntil(() => types.includes('markers/fetchRequested'));
    expect(types).toContain('filters/fetchRequested');
    await startUpSettled();
    sagaTask?.cancel();
  });

  it('a timeline asked for before the local data is read waits for it: it refreshes what was kept and, offline, keeps showing it', async () => {
    const db = createMemoryAccountDb('slow-home');
    await db.writeBatch({
      ...normalizeEntities({ statuses: [makeStatus('7'), makeStatus('6')] }),
      timelines: [{ id: 'home', items: ['7', '6'], updatedAt: 1 }],
    });
    const { slow, release } = answeringLate(db);
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, ({ request }) => {
        asked.push(new URL(request.url).search);
        // Offline: the request fails.
        return HttpResponse.error();
      }),
    );
    const { store, sagaTask } = createAppStore({
      services: {
        origin: BASE_URL,
        db: slow,
        account: {
          key: '1@localhost',
          accountId: '1',
          domain: 'localhost',
          baseUrl: BASE_URL,
          token: 'tok',
          acct: 'me@localhost',
          avatar: '',
        },
      },
    });
    // The column is drawn, and asks for its timeline, before IndexedDB has answered.
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    release();
    await settleUntil(() => asked.length > 0 && !store.getState().timelines.home?.isLoading);
    // The kept page's check (the current first page, as many as a kept page), not a first load of 20.
    expect(asked).toEqual(['?limit=40']);
    expect(store.getState().timelines.home?.items).toEqual(['7', '6']);
    await startUpSettled();
    sagaTask?.cancel();
  });

  it('a session is built from the active account’s IndexedDB before the network answers, with the kept posts in its store from the start', async () => {
    saveAndActivate(localStorage, {
      key: '1@localhost',
      accountId: '1',
      domain: 'localhost',
      baseUrl: BASE_URL,
      token: 'tok',
      acct: 'me@localhost',
      avatar: '',
    });
    const db = await openAccountDb('1@localhost');
    await db.writeBatch({
      ...normalizeEntities({ statuses: [makeStatus('7')] }),
      timelines: [{ id: 'home', items: ['7'], updatedAt: 1 }],
    });
    db.close();
    let checks = 0;
    server.use(
      http.get(`${BASE_URL}/api/v1/accounts/verify_credentials`, () => {
        checks += 1;
        return HttpResponse.json({
          ...makeAccount('1'),
          role: { id: '3', name: 'Admin', color: '', permissions: '1', highlighted: true },
        });
      }),
    );
    class NoSocket {
      static OPEN = 1;
      static CONNECTING = 0;
      readyState = 0;
      close() {}
    }
    const manager = createSessionManager({
      origin: BASE_URL,
      localStorage,
      WebSocket: NoSocket as unknown as typeof WebSocket,
    });
    // Asked twice before it is built (the page as its code runs, then its first render): one session.
    const [session, again] = await Promise.all([manager.start(), manager.start()]);
    expect(again).toBe(session);
    const { store } = session;
    expect(store.getState().auth).toMatchObject({
      signedIn: true,
      accountId: '1',
      accountKey: '1@localhost',
    });
    // Read before the store was made: the first render draws the kept post.
    expect(store.getState().timelines.home?.items).toEqual(['7']);
    expect(store.getState().statuses.entities['7']).toBeDefined();
    // With posts kept, the account's check waits until the first screen is drawn.
    await startUpSettled();
    expect(checks).toBe(0);
    store.dispatch(firstPostsPainted());
    await settleUntil(() => store.getState().auth.permissions === '1');
    expect(checks).toBe(1);
    expect(store.getState().auth.permissions).toBe('1');
    await startUpSettled();
    session.close();
  });
});
