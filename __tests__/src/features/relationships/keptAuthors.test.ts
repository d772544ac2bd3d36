import type { Relationship } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import type { HydrationPayload } from '../../../../src/db/actions';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import { firstPostsPainted } from '../../../../src/domain/events';
import { normalizeEntities } from '../../../../src/domain/importer/normalize';
import { createAppStore } from '../../../../src/store/createAppStore';
import {
  BASE_URL,
  answer,
  fakeApi,
  makeAccount,
  makeStatus,
  settleUntil,
  signedInAuth,
} from '../../fixtures';

const relationship = (id: string, overrides: Partial<Relationship> = {}): Relationship => ({
  id,
  following: true,
  followed_by: false,
  requested: false,
  requested_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  domain_blocking: false,
  endorsed: false,
  notifying: false,
  showing_reblogs: true,
  note: '',
  ...overrides,
});

const RELATIONSHIPS = '/api/v1/accounts/relationships';
const notFound = () => new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kept from the last session: home with posts of 2 (blocked since on another device), 3 (muted since),
 * 4 (whose server is blocked since), 5 (nothing changed), a boost by 3 of 5's post, and a post of 2 in a
 * kept list timeline beyond home.
 */
function kept(): HydrationPayload {
  const [a2, a3, a4, a5] = ['2', '3', '4', '5'].map((id) => makeAccount(id));
  return {
    entities: normalizeEntities({
      statuses: [
        makeStatus('20', { account: a2 }),
        makeStatus('30', { account: a3 }),
        makeStatus('40', { account: a4 }),
        makeStatus('50', { account: a5 }),
        makeStatus('51', { account: a3, reblog: makeStatus('52', { account: a5 }) }),
        makeStatus('21', { account: a2 }),
      ],
    }),
    timelines: { home: ['51', '50', '40', '30', '20'], 'list:9': ['21', '50'] },
    draft: null,
    settings: null,
  };
}

function start({
  signedIn = true,
  relationships = (ids: string[]) => Promise.resolve(answer(ids.map((id) => relationship(id)))),
} = {}) {
  const api = fakeApi();
  api.get.mockImplementation((path, options) => {
    if (path === RELATIONSHIPS) return relationships((options?.query?.id as string[]) ?? []);
    // The other start-up calls wait: only the relationships' answer matters here.
    return new Promise(() => undefined);
  });
  const { store, sagaTask } = createAppStore({
    services: {
      origin: BASE_URL,
      api,
      db: createMemoryAccountDb('kept-authors'),
      stored: kept(),
      navigate: jest.fn(),
      switchSession: jest.fn(),
      WebSocket: class {
        static OPEN = 1;
        static CONNECTING = 0;
        readyState = 0;
        close() {}
      } as unknown as typeof WebSocket,
    },
    preloadedState: signedIn ? { auth: signedInAuth('1') } : {},
  });
  const asked = () => api.get.mock.calls.filter(([path]) => path === RELATIONSHIPS);
  return { store, sagaTask, api, asked };
}

describe('relationships are read again once the kept posts are drawn', () => {
  it('an author blocked, muted or whose server was blocked on another device leaves every kept list, boosts included; the others stay', async () => {
    const { store, sagaTask, asked } = start({
      relationships: (ids) =>
        Promise.resolve(
          answer(
            ids.map((id) =>
              relationship(id, {
                blocking: id === '2',
                muting: id === '3',
                muting_notifications: id === '3',
                domain_blocking: id === '4',
              }),
            ),
          ),
        ),
    });
    await wait(50);
    // Not before the first posts are drawn.
    expect(asked()).toHaveLength(0);
    store.dispatch(firstPostsPainted());
    await settleUntil(() => (store.getState().timelines.home?.items.length ?? 0) < 5, 300);
    expect(asked()).toHaveLength(1);
    expect([...(asked()[0][1]?.query?.id as string[])].sort()).toEqual(['2', '3', '4', '5']);
    expect(store.getState().timelines.home?.items).toEqual(['50']);
    expect(store.getState().timelines['list:9']?.items).toEqual(['50']);
    sagaTask?.cancel();
  });

  it('nothing changed: every kept post stays', async () => {
    const { store, sagaTask, asked } = start();
    store.dispatch(firstPostsPainted());
    await settleUntil(() => asked().length > 0, 300);
    await wait(20);
    expect(asked()).toHaveLength(1);
    expect(store.getState().timelines.home?.items).toEqual(['51', '50', '40', '30', '20']);
    sagaTask?.cancel();
  });

  it('a server without the endpoint (404) is quiet: no alert, nothing hidden, recorded as missing', async () => {
    const { store, sagaTask, asked } = start({ relationships: () => Promise.reject(notFound()) });
    store.dispatch(firstPostsPainted());
    await settleUntil(() => store.getState().capabilities.relationships === 'no', 300);
    expect(asked()).toHaveLength(1);
    expect(store.getState().capabilities.relationships).toBe('no');
    expect(store.getState().alerts).toEqual([]);
    expect(store.getState().timelines.home?.items).toHaveLength(5);
    sagaTask?.cancel();
  });

  it('never for a visitor', async () => {
    const { store, sagaTask, asked } = start({ signedIn: false });
    store.dispatch(firstPostsPainted());
    await wait(200);
    expect(asked()).toHaveLength(0);
    sagaTask?.cancel();
  });
});
