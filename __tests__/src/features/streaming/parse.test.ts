import type { StreamBatch } from '../../../../src/domain/streamingEvents';
import { buildBatch, splitByTimeline } from '../../../../src/features/streaming/parse';
import { emptyEntities, normalizeEntities } from '../../../../src/domain/importer/normalize';
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

  describe('a burst is split one timeline at a time (bursts batched into few renders)', () => {
    const entities = normalizeEntities({ statuses: [makeStatus('1'), makeStatus('2'), makeStatus('3')] });
    const batch: StreamBatch = {
      entities,
      events: [
        { type: 'update', statusId: '1', timelineIds: ['home', 'public:local'] },
        { type: 'update', statusId: '2', timelineIds: ['public:local', 'hashtag:cats'] },
        {
          type: 'update',
          statusId: '3',
          timelineIds: ['home', 'hashtag:cats'],
          filterActions: { 'hashtag:cats': 'warn' },
        },
        { type: 'status.update', statusId: '1' },
        { type: 'delete', statusId: '2', reblogIds: [] },
      ],
    };

    it('the entities and every other event go first, then one part per timeline without the deleted post', () => {
      const parts = splitByTimeline(batch);
      const none = emptyEntities();
      expect(parts).toEqual([
        {
          entities,
          events: [
            { type: 'status.update', statusId: '1' },
            { type: 'delete', statusId: '2', reblogIds: [] },
          ],
        },
        {
          entities: none,
          events: [
            { type: 'update', statusId: '1', timelineIds: ['home'] },
            { type: 'update', statusId: '3', timelineIds: ['home'] },
          ],
        },
        // Post 2 is deleted in the same burst: the timeline parts, applied after the delete, leave it out.
        { entities: none, events: [{ type: 'update', statusId: '1', timelineIds: ['public:local'] }] },
        {
          entities: none,
          events: [
            {
              type: 'update',
              statusId: '3',
              timelineIds: ['hashtag:cats'],
              filterActions: { 'hashtag:cats': 'warn' },
            },
          ],
        },
      ]);
    });

    it('a timeline gets at most partSize posts a part (STREAMING_PART_SIZE)', () => {
      const many = normalizeEntities({ statuses: ['1', '2', '3', '4', '5'].map((id) => makeStatus(id)) });
      const parts = splitByTimeline(
        {
          entities: many,
          events: many.statuses.map((s) => ({ type: 'update', statusId: s.id, timelineIds: ['home'] })),
        },
        2,
      );
      expect(parts.map((p) => p.events.map((e) => (e as { statusId: string }).statusId))).toEqual([
        [],
        ['1', '2'],
        ['3', '4'],
        ['5'],
      ]);
      expect(parts[0].entities).toBe(many);
      expect(parts[3].entities.statuses).toEqual([]);
    });

    it('a batch for one timeline stays whole', () => {
      const single: StreamBatch = {
        entities,
        events: [{ type: 'update', statusId: '1', timelineIds: ['home'] }],
      };
      expect(splitByTimeline(single)).toEqual([single]);
    });
  });
});
