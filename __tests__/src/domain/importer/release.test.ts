import { entitiesImported, entitiesReleased } from '../../../../src/domain/importer/actions';
import { findReleasable } from '../../../../src/domain/importer/release';
import { entityReleaseSaga } from '../../../../src/domain/importer/releaseSaga';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { diffForPersistence } from '../../../../src/db/persistBatch';
import { contextFetched } from '../../../../src/features/contexts/slice';
import { historyLoaded } from '../../../../src/features/statuses/history';
import { hiddenToggled, localFieldsSet } from '../../../../src/features/statuses/slice';
import { makeInitialCompose } from '../../../../src/features/compose/slice';
import { initialNotificationsState } from '../../../../src/features/notifications/slice';
import {
  loadedTimeline,
  makeAccount,
  makePoll,
  makeStatus,
  makeTestStore,
  settleUntil,
  signedInAuth,
} from '../../fixtures';

const by = (id: string) => makeAccount(id);

/** A store whose views refer to some posts; the rest was seen once and is shown nowhere any more. */
function sessionStore() {
  const made = makeTestStore(
    {},
    {
      auth: signedInAuth('me'),
      timelines: {
        home: loadedTimeline({ items: ['t1', null, 't2'], pendingItems: ['pend1'] }),
      },
      notifications: {
        ...initialNotificationsState,
        groups: [
          {
            group_key: 'favourite-n1',
            notifications_count: 1,
            type: 'favourite',
            most_recent_notification_id: '900',
            page_min_id: '900',
            page_max_id: '900',
            sample_account_ids: ['a5'],
            status_id: 'n1',
          },
        ],
      },
      modals: { stack: [{ modalType: 'MEDIA', modalProps: { statusId: 'm1' } }] },
      compose: { ...makeInitialCompose(), in_reply_to: 'cr1', quoted_status_id: 'cq1' },
    },
  );
  const { store } = made;
  store.dispatch(
    entitiesImported({
      statuses: [
        // In home: a boost of r1, whose poll and quoted post (by a3) and mentioned account stay too.
        makeStatus('t1', {
          account: by('a1'),
          reblog: makeStatus('r1', {
            account: by('a2'),
            poll: makePoll('p1'),
            quote: { state: 'accepted', quoted_status: makeStatus('q1', { account: by('a3') }) },
            mentions: [{ id: 'am', username: 'am', acct: 'am', url: 'https://x/@am' }],
            in_reply_to_account_id: 'ar',
          }),
        }),
        makeStatus('t2', { account: by('a1') }),
        makeStatus('pend1', { account: by('a4') }),
        makeStatus('n1', { account: by('a6') }),
        makeStatus('m1', { account: by('a7') }),
        makeStatus('cr1', { account: by('a8') }),
        makeStatus('cq1', { account: by('a8') }),
        makeStatus('c0', { account: by('a9') }),
        makeStatus('c1', { account: by('a9') }),
        makeStatus('c2', { account: by('a9') }),
        // Seen once, shown nowhere now.
        makeStatus('x1', { account: by('ax'), poll: makePoll('px') }),
        makeStatus('x2', { account: by('ax'), reblog: makeStatus('x3', { account: by('ay') }) }),
      ],
      accounts: [by('me'), by('am'), by('ar'), by('a5'), by('az')],
    }),
  );
  store.dispatch(contextFetched({ statusId: 'c1', ancestors: ['c0'], descendants: ['c2'] }));
  return made;
}

const sorted = (ids: string[]) => [...ids].sort();

describe('releasing the posts, accounts and polls nothing refers to any more', () => {
  it('keeps what a timeline (with its pending posts), a notification group, a thread, a modal and the compose box refer to, transitively, and the own account; releases the rest', () => {
    const { store } = sessionStore();
    const found = findReleasable(store.getState());
    expect(sorted(found.statusIds)).toEqual(['x1', 'x2', 'x3']);
    expect(sorted(found.accountIds)).toEqual(['ax', 'ay', 'az']);
    expect(found.pollIds).toEqual(['px']);
  });

  it('counts any id a slice holds, declared or not, and what the address shown names (an acct too)', () => {
    const { store } = sessionStore();
    const state = store.getState();
    // A slice nobody taught the sweep about, holding ids its own way.
    const withUnknown = { ...state, someNewSlice: { byPost: { x1: true }, list: [{ deep: ['x2'] }] } };
    const found = findReleasable(withUnknown, ['@az']);
    expect(found.statusIds).toEqual([]);
    expect(sorted(found.accountIds)).toEqual(['az']);
    expect(findReleasable(state, ['az']).accountIds).not.toContain('az');
  });

  it('a release removes the entities, and the per-post state goes with them (content warning opened, translation, edit history)', () => {
    const { store } = sessionStore();
    store.dispatch(hiddenToggled({ statusId: 'x1' }));
    store.dispatch(
      localFieldsSet({
        statusId: 'x1',
        translation: { content: 'hallo', detected_source_language: 'en', provider: 'x' } as never,
      }),
    );
    store.dispatch(historyLoaded({ statusId: 'x1', versions: [] }));
    store.dispatch(historyLoaded({ statusId: 't1', versions: [] }));
    store.dispatch(entitiesReleased(findReleasable(store.getState())));
    const state = store.getState();
    expect(state.statuses.entities.x1).toBeUndefined();
    expect(state.accounts.entities.ax).toBeUndefined();
    expect(state.polls.entities.px).toBeUndefined();
    expect(Object.keys(state.statusHistory ?? {})).toEqual(['t1']);
    // Seen again, the post arrives as new: no opened warning or translation is left over from before.
    store.dispatch(entitiesImported({ statuses: [makeStatus('x1', { account: by('ax') })] }));
    expect(store.getState().statuses.entities.x1?.hidden).toBeUndefined();
    expect(store.getState().statuses.entities.x1?.translation).toBeUndefined();
    expect(state.statuses.entities.t1).toBeDefined();
  });

  it('the local database keeps what was only released from memory, and still deletes a deleted post', () => {
    const { store } = sessionStore();
    const before = store.getState();
    store.dispatch(entitiesReleased({ statusIds: ['x1', 'x2'], accountIds: [], pollIds: [] }));
    const after = store.getState();
    const batch = diffForPersistence(before, after, 1, new Set(['x1']));
    expect(batch.deletedStatusIds).toEqual(['x2']);
  });

  it('the periodic sweep releases only what two sweeps in a row found unreferenced, and never during a burst', async () => {
    const { store, runSaga } = sessionStore();
    const streamed = () => store.dispatch(streamingEventsReceived({ entities: emptyEntities(), events: [] }));
    let sweeps = 0;
    const task = runSaga(entityReleaseSaga, {
      intervalMs: 5,
      quietMs: 500,
      idle: async () => {
        sweeps += 1;
      },
      shown: () => [],
    });
    // A burst: a streamed batch every few ms, so the sweep waits.
    streamed();
    const burst = setInterval(streamed, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sweeps).toBe(0);
    expect(store.getState().statuses.entities.x1).toBeDefined();
    clearInterval(burst);
    await settleUntil(() => sweeps >= 1, 2000);
    // One sweep found them; they go at the second.
    expect(store.getState().statuses.entities.x1).toBeDefined();
    await settleUntil(() => !store.getState().statuses.entities.x1, 5000);
    expect(sorted(store.getState().statuses.ids)).toEqual(
      sorted(['t1', 'r1', 'q1', 't2', 'pend1', 'n1', 'm1', 'cr1', 'cq1', 'c0', 'c1', 'c2']),
    );
    expect(store.getState().accounts.entities.me).toBeDefined();
    task.cancel();
  });

  it('costs little on a state of 5,000 posts (the figure is printed, not asserted)', () => {
    const { store } = makeTestStore({}, { auth: signedInAuth('me') });
    const statuses = Array.from({ length: 5000 }, (_, i) =>
      makeStatus(String(10_000 + i), {
        account: by(String(i % 500)),
        poll: i % 10 === 0 ? makePoll(`p${i}`) : null,
      }),
    );
    store.dispatch(entitiesImported({ statuses }));
    const shown = statuses.slice(0, 40).map((s) => s.id);
    const state = { ...store.getState(), timelines: { home: loadedTimeline({ items: shown }) } };
    const start = performance.now();
    const found = findReleasable(state);
    const ms = performance.now() - start;
    expect(found.statusIds).toHaveLength(4960);
    process.stdout.write(`findReleasable over 5,000 posts: ${ms.toFixed(1)} ms\n`);
  });
});
