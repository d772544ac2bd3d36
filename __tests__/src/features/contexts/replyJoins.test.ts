import { entitiesImported } from '../../../../src/domain/importer/actions';
import { contextFetched, contextsReducer } from '../../../../src/features/contexts/slice';
import { makeStatus } from '../../fixtures';

describe('a thread shown on screen', () => {
  it('takes in a reply that arrives to its post or one of its replies, once', () => {
    let state = contextsReducer(
      undefined,
      contextFetched({ statusId: '1', ancestors: [], descendants: ['2'] }),
    );
    const reply = makeStatus('3', { in_reply_to_id: '2' });
    state = contextsReducer(state, entitiesImported({ statuses: [reply] }));
    state = contextsReducer(state, entitiesImported({ statuses: [reply] }));
    expect(state['1'].descendants).toEqual(['2', '3']);
    state = contextsReducer(
      state,
      entitiesImported({ statuses: [makeStatus('4', { in_reply_to_id: '99' })] }),
    );
    expect(state['1'].descendants).toEqual(['2', '3']);
  });
});
