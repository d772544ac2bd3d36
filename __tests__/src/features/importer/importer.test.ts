import { entitiesImported } from '../../../../src/domain/importer/actions';
import { makeSelectStatus, selectStatusView } from '../../../../src/features/statuses/selectors';
import { interactionRequested } from '../../../../src/features/statuses/slice';
import type { Status } from '../../../../src/api/entities';
import { makeAccount, makePoll, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

function nestedReblog(): Status {
  const quoted = makeStatus('10', { account: makeAccount('3') });
  const original = makeStatus('20', {
    account: makeAccount('2'),
    poll: makePoll('p1'),
    quote: { state: 'accepted', quoted_status: quoted },
    card: { url: 'https://card.test', title: 'Card' } as Status['card'],
  });
  return makeStatus('30', { account: makeAccount('1'), reblog: original });
}

describe('importer', () => {
  it('normalises a reblog with its quote, poll and accounts into entity tables', () => {
    const { store } = makeTestStore();
    store.dispatch(entitiesImported({ statuses: [nestedReblog()] }));
    const { statuses, accounts, polls } = store.getState();
    expect([...statuses.ids].sort()).toEqual(['10', '20', '30']);
    expect([...accounts.ids].sort()).toEqual(['1', '2', '3']);
    expect(polls.ids).toEqual(['p1']);
    expect(statuses.entities['30']).toMatchObject({ account: '1', reblog: '20', poll: null, quote: null });
    expect(statuses.entities['20']).toMatchObject({
      account: '2',
      reblog: null,
      poll: 'p1',
      quote: { state: 'accepted', quoted_status: '10' },
    });
    expect(statuses.entities['20']?.card).toMatchObject({ title: 'Card' });
  });

  it('keeps a shallow quote as an id and skips malformed items', () => {
    const { store } = makeTestStore();
    const shallow = makeStatus('5', { quote: { state: 'pending', quoted_status_id: '4' } });
    const broken = { id: 7 } as unknown as Status;
    store.dispatch(entitiesImported({ statuses: [shallow, broken, null as unknown as Status] }));
    expect(store.getState().statuses.ids).toEqual(['5']);
    expect(store.getState().statuses.entities['5']?.quote).toEqual({ state: 'pending', quoted_status: '4' });
  });

  it('the selector puts the status back together into the API shape', () => {
    const { store } = makeTestStore();
    const input = nestedReblog();
    store.dispatch(entitiesImported({ statuses: [input] }));
    const view = selectStatusView(store.getState(), '30');
    expect(view).toEqual(input);
  });

  it('a quoted post not loaded yet comes back as a shallow quote', () => {
    const { store } = makeTestStore();
    store.dispatch(
      entitiesImported({
        statuses: [makeStatus('5', { quote: { state: 'accepted', quoted_status_id: '4' } })],
      }),
    );
    expect(selectStatusView(store.getState(), '5')?.quote).toEqual({
      state: 'accepted',
      quoted_status_id: '4',
    });
  });

  it('returns the same reference while nothing it is built from changed', () => {
    const { store } = makeTestStore({}, { auth: signedInAuth() });
    store.dispatch(
      entitiesImported({ statuses: [nestedReblog(), makeStatus('99', { account: makeAccount('9') })] }),
    );
    const select = makeSelectStatus();
    const first = select(store.getState(), '30');
    // Another post and another account change: this view must not be rebuilt.
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('99', { account: makeAccount('9'), content: 'edited' })] }),
    );
    expect(select(store.getState(), '30')).toBe(first);
    // Its own boosted post changes: rebuilt.
    store.dispatch(interactionRequested({ statusId: '30', kind: 'favourite', on: true }));
    const second = select(store.getState(), '30');
    expect(second).not.toBe(first);
    expect(second?.reblog?.favourited).toBe(true);
    // The quoted post, one level down, changes: rebuilt.
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('10', { account: makeAccount('3'), content: 'new' })] }),
    );
    const third = select(store.getState(), '30');
    expect(third).not.toBe(second);
    expect((third?.reblog?.quote as { quoted_status: Status }).quoted_status.content).toBe('new');
    expect(select(store.getState(), '30')).toBe(third);
    // A post not loaded yet is null until it arrives.
    const missing = makeSelectStatus();
    expect(missing(store.getState(), '404')).toBeNull();
    expect(missing(store.getState(), '404')).toBeNull();
    store.dispatch(entitiesImported({ statuses: [makeStatus('404')] }));
    expect(missing(store.getState(), '404')?.id).toBe('404');
  });

  it('an unchanged record arriving again keeps its object: the posts it is part of do not render again', () => {
    const { store } = makeTestStore();
    const author = makeAccount('7');
    store.dispatch(entitiesImported({ statuses: [makeStatus('1', { account: author }), makeStatus('2')] }));
    const select = makeSelectStatus();
    const before = select(store.getState(), '1');
    const { accounts: accountsBefore, statuses: statusesBefore } = store.getState();
    // The next post of a burst by the same author, and an unchanged copy of post 2.
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('3', { account: { ...author } }), makeStatus('2')] }),
    );
    const after = store.getState();
    expect(after.accounts.entities['7']).toBe(accountsBefore.entities['7']);
    expect(after.statuses.entities['2']).toBe(statusesBefore.entities['2']);
    expect(select(after, '1')).toBe(before);
    // A real change does replace it.
    store.dispatch(
      entitiesImported({ statuses: [makeStatus('4', { account: { ...author, display_name: 'Renamed' } })] }),
    );
    expect(store.getState().accounts.entities['7']?.display_name).toBe('Renamed');
    expect(select(store.getState(), '1')).not.toBe(before);
  });

  it('keeps personal flags when a public-stream copy without them arrives', () => {
    const { store } = makeTestStore();
    store.dispatch(entitiesImported({ statuses: [makeStatus('1', { favourited: true, bookmarked: true })] }));
    const anonymous = makeStatus('1', { content: 'edited' });
    delete anonymous.favourited;
    delete anonymous.bookmarked;
    store.dispatch(entitiesImported({ statuses: [anonymous] }));
    expect(store.getState().statuses.entities['1']).toMatchObject({
      favourited: true,
      bookmarked: true,
      content: 'edited',
    });
  });
});
