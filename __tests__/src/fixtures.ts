import { createIntl } from 'react-intl';
import { formatAlertText, type AlertText } from '../../src/features/alerts/text';
import type { Account, Poll, Status } from '../../src/api/entities';
import type { ApiClient } from '../../src/api/client';
import { createAppStore } from '../../src/store/createAppStore';
import type { AppServices } from '../../src/store/services';
import type { RootState } from '../../src/store/types';
import type { SavedAccount } from '../../src/features/auth/savedAccounts';
import { initialTimeline, type TimelineState } from '../../src/features/timelines/slice';
import { all, fork, put } from 'redux-saga/effects';
import { featureNeeded } from '../../src/domain/events';
import { lazyFeatureSaga, lazyFeaturesSaga, type LazyFeatureName } from '../../src/store/lazyFeatures';
import { createMemoryAccountDb } from '../../src/db/memoryStore';

export const BASE_URL = 'http://localhost';

export function makeAccount(id: string, overrides: Partial<Account> = {}): Account {
  return {
    id,
    acct: `user${id}`,
    username: `user${id}`,
    display_name: `User ${id}`,
    note: '',
    avatar: `${BASE_URL}/avatars/${id}.png`,
    avatar_static: `${BASE_URL}/avatars/${id}.png`,
    header: '',
    header_static: '',
    url: `${BASE_URL}/@user${id}`,
    uri: `${BASE_URL}/users/user${id}`,
    bot: false,
    group: false,
    locked: false,
    indexable: true,
    created_at: '2024-01-01T00:00:00.000Z',
    last_status_at: null,
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    emojis: [],
    fields: [],
    ...overrides,
  };
}

export function makePoll(id: string): Poll {
  return {
    id,
    expired: false,
    multiple: false,
    votes_count: 0,
    voters_count: 0,
    emojis: [],
    options: [
      { title: 'a', votes_count: 0 },
      { title: 'b', votes_count: 0 },
    ],
  };
}

export function makeStatus(id: string, overrides: Partial<Status> = {}): Status {
  return {
    id,
    uri: `${BASE_URL}/statuses/${id}`,
    url: `${BASE_URL}/@user1/${id}`,
    account: makeAccount('1'),
    content: `<p>post ${id}</p>`,
    created_at: '2024-01-01T00:00:00.000Z',
    edited_at: null,
    emojis: [],
    media_attachments: [],
    mentions: [],
    tags: [],
    favourites_count: 0,
    reblogs_count: 0,
    replies_count: 0,
    sensitive: false,
    spoiler_text: '',
    visibility: 'public',
    language: 'en',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    quote: null,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    ...overrides,
  };
}

/** Ids newest first: makeIds(3, 10) → ['12', '11', '10']. */
export const makeIds = (count: number, from = 100) =>
  Array.from({ length: count }, (_, i) => String(from + count - 1 - i));

export function makeTestStore(services: Partial<AppServices> = {}, preloadedState?: Partial<RootState>) {
  const actions: { type: string; payload?: unknown }[] = [];
  const made = createAppStore({
    runSaga: false,
    preloadedState,
    middleware: [
      () => (next) => (action) => {
        actions.push(action as { type: string; payload?: unknown });
        return next(action);
      },
    ],
    services: {
      origin: BASE_URL,
      db: createMemoryAccountDb('test'),
      navigate: jest.fn(),
      switchSession: jest.fn(),
      ...services,
    },
  });
  // What a failure says is a feature of the registry, which every store runs: so does every test's.
  made.runSaga(lazyFeatureSaga, 'alerts');
  return { ...made, actions, typesSince: (index: number) => actions.slice(index).map((a) => a.type) };
}

/** An ApiClient whose methods are jest mocks, for saga tests run under fake timers. */
export function fakeApi(): jest.Mocked<ApiClient> {
  return {
    baseUrl: BASE_URL,
    getToken: jest.fn(() => 'token'),
    request: jest.fn(),
    get: jest.fn(),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  };
}

export const signedInAuth = (accountId = '1'): RootState['auth'] => ({
  signedIn: true,
  accountId,
  disabledAccountId: null,
  permissions: '0',
  accountKey: `${accountId}@localhost`,
  sessionExpired: false,
  savedAccounts: [],
  signIn: { status: 'idle' },
});

/** Lets pending promises and saga steps run. */
/** A timeline that has loaded its first page. */
export const loadedTimeline = (overrides: Partial<TimelineState> = {}): TimelineState => ({
  ...initialTimeline,
  loaded: true,
  ...overrides,
});

/** The saved sign-in of `signedInAuth`'s account, for sagas that need a token (streaming, markers). */
export const savedAccount: SavedAccount = {
  key: '1@localhost',
  accountId: '1',
  domain: 'localhost',
  baseUrl: 'http://localhost',
  token: 'tok',
  acct: 'me@localhost',
  avatar: '',
};

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A few turns of the event loop: long enough for a lazily loaded worker and its calls. */
export const settle = async (rounds = 8) => {
  for (let i = 0; i < rounds; i += 1) await flush();
};

/** Turns of the event loop until `check` holds (at most `rounds`): for work whose end has no action. */
export async function settleUntil(check: () => boolean, rounds = 100) {
  for (let i = 0; i < rounds && !check(); i++) await flush();
}

/** A 200 answer of the fake API client, with a next page when given. */
export const answer = <T>(data: T, next?: string) => ({
  data,
  status: 200,
  links: next ? { next } : {},
  headers: new Headers(),
});

/** jsdom's crypto has no SubtleCrypto; browsers and Node do, so tests lend Node's. */
export function installWebCrypto() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { webcrypto } = require('node:crypto') as typeof import('node:crypto');
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  }
}

/** An alert's texts as an English reader sees them (app messages are descriptors until drawn). */
export function inEnglish<T extends object | null | undefined>(alert: T): T {
  if (!alert) return alert;
  const intl = createIntl({ locale: 'en', messages: {} });
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(alert)) {
    if (key === 'action' && value && typeof value === 'object') {
      const action = value as { label: AlertText; path: string };
      out.action = { ...action, label: formatAlertText(intl, action.label) };
    } else if (key === 'title' || key === 'message') out[key] = formatAlertText(intl, value as AlertText);
    else out[key] = value;
  }
  return out as T;
}

/** Runs these features of the registry, as every store does: each loads with its first intent. */
export function* runFeatures(...names: LazyFeatureName[]) {
  yield all(names.map((name) => fork(lazyFeatureSaga, name)));
}

/**
 * The notifications column's features: its list (loaded with its first load) and its live updates,
 * which start, with the list's reloads, once the first screen is drawn (dispatch `firstPostsPainted`).
 */
export const notificationFeatures = () => runFeatures('notifications', 'notificationsLive');

/** The compose box as the app runs it: the registry's features, and the box's parts asked for as once it is drawn. */
export function* composeBoxFeatures() {
  yield fork(lazyFeaturesSaga);
  yield put(featureNeeded({ feature: 'composeBox' }));
}
