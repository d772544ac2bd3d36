import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { ApiError } from '../../../../src/api/errors';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { pollRefreshRequested, pollVoteRequested } from '../../../../src/features/statuses/polls';
import { statusesIntents } from '../../../../src/features/statuses/intents';
import { selectQuoteList } from '../../../../src/features/statuses/quotes';
import { statusesSaga } from '../../../../src/features/statuses/sagas';
import {
  fetchFailed,
  fetchRequested,
  interactionRequested,
  quoteRevokeRequested,
} from '../../../../src/features/statuses/slice';
import { fakeApi, flush, makePoll, makeStatus, makeTestStore, settle, signedInAuth } from '../../fixtures';

const ok = <T>(data: T, links: Record<string, string> = {}) => ({
  data,
  status: 200,
  links,
  headers: new Headers(),
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth() });
  made.runSaga(statusesSaga);
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

/** Lazily loaded saga workers resolve a few ticks later. */

const serverError = new ApiError({ kind: 'http', status: 500, statusText: 'Server Error' });

describe('boosting with a visibility (the BOOST dialog)', () => {
  it("sends the chosen visibility in the reblog's body", async () => {
    const { store, api } = setup();
    store.dispatch(entitiesImported({ statuses: [makeStatus('1')] }));
    api.post.mockResolvedValue(ok(makeStatus('2', { reblog: makeStatus('1', { reblogged: true }) })));
    store.dispatch(interactionRequested({ statusId: '1', kind: 'reblog', on: true, visibility: 'unlisted' }));
    await flush();
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/1/reblog', {
      json: { visibility: 'unlisted' },
      idempotencyKey: expect.any(String),
    });
  });
});

describe('polls', () => {
  const poll = () => ({
    ...makePoll('p1'),
    options: [
      { title: 'Yes', votes_count: 3 },
      { title: 'No', votes_count: 1 },
    ],
    votes_count: 4,
    voters_count: 4,
    voted: false,
    own_votes: [],
  });

  it('a vote shows at once: voted, own_votes and the counts move before the server answers', async () => {
    const { store, api } = setup();
    api.post.mockReturnValue(new Promise(() => undefined));
    store.dispatch(entitiesImported({ polls: [poll()] }));
    store.dispatch(pollVoteRequested({ pollId: 'p1', choices: [1] }));
    expect(store.getState().polls.entities.p1).toMatchObject({
      voted: true,
      own_votes: [1],
      votes_count: 5,
      voters_count: 5,
      options: [{ votes_count: 3 }, { votes_count: 2 }],
    });
    // The request goes out once the vote's code is loaded (its first use).
    await settle(5);
    expect(api.post).toHaveBeenCalledWith('/api/v1/polls/p1/votes', { json: { choices: [1] } });
  });

  it('a refused vote is taken back', async () => {
    const { store, api } = setup();
    api.post.mockRejectedValue(serverError);
    store.dispatch(entitiesImported({ polls: [poll()] }));
    store.dispatch(pollVoteRequested({ pollId: 'p1', choices: [0] }));
    await flush();
    expect(store.getState().polls.entities.p1).toMatchObject({
      voted: false,
      own_votes: [],
      votes_count: 4,
      voters_count: 4,
      options: [{ votes_count: 3 }, { votes_count: 1 }],
    });
  });

  it('the counts come from the server’s answer to the vote', async () => {
    const { store, api } = setup();
    store.dispatch(entitiesImported({ polls: [poll()] }));
    api.post.mockResolvedValue(
      ok({
        ...poll(),
        options: [
          { title: 'Yes', votes_count: 7 },
          { title: 'No', votes_count: 2 },
        ],
        votes_count: 9,
        voters_count: 9,
        voted: true,
        own_votes: [1],
      }),
    );
    store.dispatch(pollVoteRequested({ pollId: 'p1', choices: [1] }));
    await settle(5);
    expect(store.getState().polls.entities.p1).toMatchObject({
      votes_count: 9,
      options: [{ votes_count: 7 }, { votes_count: 2 }],
      own_votes: [1],
    });
  });

  it('an answer that predates the vote (not voted, no own votes) keeps the user’s choice, counted in', async () => {
    const { store, api } = setup();
    store.dispatch(entitiesImported({ polls: [poll()] }));
    api.post.mockResolvedValue(ok(poll()));
    store.dispatch(pollVoteRequested({ pollId: 'p1', choices: [1] }));
    await settle(5);
    expect(store.getState().polls.entities.p1).toMatchObject({
      voted: true,
      own_votes: [1],
      votes_count: 5,
      voters_count: 5,
      options: [{ votes_count: 3 }, { votes_count: 2 }],
    });
  });

  it('Refresh fetches GET v1/polls/{id} and imports the answer', async () => {
    const { store, api } = setup();
    store.dispatch(entitiesImported({ polls: [poll()] }));
    api.get.mockResolvedValue(ok({ ...poll(), votes_count: 9 }));
    store.dispatch(pollRefreshRequested({ pollId: 'p1' }));
    await settle(5);
    expect(api.get).toHaveBeenCalledWith('/api/v1/polls/p1');
    expect(store.getState().polls.entities.p1?.votes_count).toBe(9);
  });
});

describe('quotes', () => {
  it('the quoted post answering 404 turns the quoting post into a deleted quote', async () => {
    const { store, api } = setup();
    store.dispatch(
      entitiesImported({
        statuses: [makeStatus('10', { quote: { state: 'accepted', quoted_status_id: '5' } })],
      }),
    );
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    store.dispatch(fetchRequested({ statusId: '5' }));
    await flush();
    expect(store.getState().statuses.entities['10']?.quote?.state).toBe('deleted');
  });

  it('a quoted post that fails to load with anything but 404 is removed, and its quoting post keeps its quote state', () => {
    const { store } = setup();
    store.dispatch(
      entitiesImported({
        statuses: [
          makeStatus('10', { quote: { state: 'accepted', quoted_status_id: '5' } }),
          makeStatus('5', { content: '<p>quoted</p>' }),
        ],
      }),
    );
    store.dispatch(fetchFailed({ statusId: '5', status: 500 }));
    expect(store.getState().statuses.entities['5']).toBeUndefined();
    expect(store.getState().statuses.entities['10']?.quote?.state).toBe('accepted');
  });

  it('a post that could not be fetched for want of a connection stays as saved', () => {
    const { store } = setup();
    store.dispatch(entitiesImported({ statuses: [makeStatus('7')] }));
    store.dispatch(fetchFailed({ statusId: '7', status: 0 }));
    expect(store.getState().statuses.entities['7']).toBeDefined();
  });

  it('a post that answers 404 with no post quoting it is removed too', () => {
    const { store } = setup();
    store.dispatch(entitiesImported({ statuses: [makeStatus('7')] }));
    store.dispatch(fetchFailed({ statusId: '7', status: 404 }));
    expect(store.getState().statuses.entities['7']).toBeUndefined();
  });

  it('revoking calls POST v1/statuses/{quoted}/quotes/{quoting}/revoke and imports the quoting post', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(ok(makeStatus('10', { quote: { state: 'revoked', quoted_status: null } })));
    store.dispatch(quoteRevokeRequested({ quotedId: '5', quotingId: '10' }));
    await settle(5);
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/5/quotes/10/revoke');
    expect(store.getState().statuses.entities['10']?.quote?.state).toBe('revoked');
  });

  it('the quotes list loads its first page, then the next one from the Link header', async () => {
    const { store, api } = setup();
    api.get
      .mockResolvedValueOnce(ok([makeStatus('21'), makeStatus('20')], { next: 'http://localhost/next-page' }))
      .mockResolvedValueOnce(ok([makeStatus('19')]));
    store.dispatch(statusesIntents.quotesRequested({ statusId: '5' }));
    await settle(5);
    expect(api.get).toHaveBeenCalledWith('/api/v1/statuses/5/quotes');
    expect(selectQuoteList(store.getState(), '5')).toMatchObject({
      items: ['21', '20'],
      next: 'http://localhost/next-page',
    });
    store.dispatch(statusesIntents.quotesRequested({ statusId: '5', more: true }));
    await settle(5);
    expect(api.get).toHaveBeenLastCalledWith('http://localhost/next-page');
    expect(selectQuoteList(store.getState(), '5')).toMatchObject({ items: ['21', '20', '19'], next: null });
  });
});
