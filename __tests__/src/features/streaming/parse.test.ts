import { buildBatch } from '../../../../src/features/streaming/parse';
import { statusesAdapter } from '../../../../src/features/statuses/slice';

describe('streaming payloads', () => {
  it('a delete keeps its id as the exact string Mastodon sent, even past 2^53 (ids are opaque)', () => {
    const id = '117660609529467137';
    const message = JSON.stringify({ stream: ['user'], event: 'delete', payload: id });
    const batch = buildBatch([message], statusesAdapter.getInitialState());
    expect(batch.events).toEqual([{ type: 'delete', statusId: id, accountId: undefined, reblogIds: [] }]);
  });

  it('a delete with a malformed payload is dropped, not turned into a wrong id', () => {
    const message = JSON.stringify({ stream: ['user'], event: 'delete', payload: { id: 1 } });
    expect(buildBatch([message], statusesAdapter.getInitialState()).events).toEqual([]);
  });
});
