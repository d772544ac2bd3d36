import { dbHydrated } from '../../../src/db/actions';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { normalizeEntities } from '../../../src/domain/importer/normalize';
import { makeAccount, makePoll, makeStatus, makeTestStore } from '../fixtures';

const hydration = (entities: ReturnType<typeof normalizeEntities>) =>
  dbHydrated({ entities, timelines: {}, draft: null, settings: null });

describe('what the local database brings, against what the network brought', () => {
  it('a profile edited and a post favourited online stay as the network says when an older copy is read from the database afterwards; what is missing is filled in', () => {
    const { store } = makeTestStore();
    const edited = makeAccount('1', {
      fields: [{ name: 'Pronouns 764', value: 'they/them', verified_at: null }],
    });
    const poll = { ...makePoll('p1'), votes_count: 9 };
    store.dispatch(
      entitiesImported({
        accounts: [edited],
        statuses: [makeStatus('10', { account: edited, favourites_count: 5, favourited: true, poll })],
      }),
    );

    const stale = makeAccount('1', { fields: [] });
    const other = makeAccount('2');
    store.dispatch(
      hydration(
        normalizeEntities({
          statuses: [
            makeStatus('10', {
              account: stale,
              favourites_count: 4,
              favourited: false,
              poll: makePoll('p1'),
            }),
            makeStatus('11', { account: other }),
          ],
        }),
      ),
    );

    const state = store.getState();
    expect(state.accounts.entities['1'].fields.map((field) => field.name)).toEqual(['Pronouns 764']);
    expect(state.statuses.entities['10']).toMatchObject({ favourites_count: 5, favourited: true });
    expect(state.polls.entities.p1.votes_count).toBe(9);
    // Missing from the store: taken from the database.
    expect(state.accounts.entities['2']).toBeDefined();
    expect(state.statuses.entities['11']).toBeDefined();
  });

  it('the network still replaces what the database brought', () => {
    const { store } = makeTestStore();
    store.dispatch(hydration(normalizeEntities({ accounts: [makeAccount('1', { display_name: 'Old' })] })));
    store.dispatch(entitiesImported({ accounts: [makeAccount('1', { display_name: 'New' })] }));
    expect(store.getState().accounts.entities['1'].display_name).toBe('New');
  });
});
