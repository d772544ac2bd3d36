import { buildBatch } from '../../../../src/features/streaming/parse';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { makeStatus } from '../../fixtures';
import { statusesAdapter } from '../../../../src/features/statuses/slice';

describe('streaming payloads', () => {
  it('a delete keeps its id as the exact string Mastodon sent, even past 2^53 (ids are opaque)', () => {
    const id = '117660609529467137';
    const message = JSON.stringify({ stream: ['user'], event: 'delete', payload: id });
    const batch = buildBatch([message], statusesAdapter.getInitialState());
    expect(batch.events).toEqual([{ type: 'delete', statusId: id, reblogIds: [] }]);
  });

  it('a delete with a malformed payload is dropped, not turned into a wrong id', () => {
    const message = JSON.stringify({ stream: ['user'], event: 'delete', payload: { id: 1 } });
    expect(buildBatch([message], statusesAdapter.getInitialState()).events).toEqual([]);
  });

  it('a streamed notification is passed on unparsed: none of its entities are imported', () => {
    const payload = JSON.stringify({
      id: '5',
      type: 'mention',
      account: { id: '9' },
      status: makeStatus('77'),
    });
    const message = JSON.stringify({ stream: ['user:notification'], event: 'notification', payload });
    const batch = buildBatch([message], statusesAdapter.getInitialState());
    expect(batch.entities).toEqual(emptyEntities());
    expect(batch.events).toEqual([
      { type: 'other', event: 'notification', stream: ['user:notification'], payload: JSON.parse(payload) },
    ]);
  });
});
