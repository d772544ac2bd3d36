import type { StreamBatch } from '../../../../src/features/streaming/actions';
import { buildBatch, splitByTimeline } from '../../../../src/features/streaming/parse';
import { normalizeEntities } from '../../../../src/features/importer/normalize';
import { makeStatus } from '../../fixtures';
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

  describe('a burst is split one timeline at a time (SPEC.md 4: bursts batched into few renders)', () => {
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

    it('the first part carries the entities, every other event and the first timeline; each later part one timeline', () => {
      const parts = splitByTimeline(batch);
      expect(parts).toHaveLength(3);
      expect(parts[0]).toEqual({
        entities,
        events: [
          { type: 'update', statusId: '1', timelineIds: ['home'] },
          { type: 'update', statusId: '3', timelineIds: ['home'] },
          { type: 'status.update', statusId: '1' },
          { type: 'delete', statusId: '2', reblogIds: [] },
        ],
      });
      // Post 2 is deleted in the same burst: the later parts, applied after the delete, leave it out.
      expect(parts[1]).toEqual({
        entities: { statuses: [], accounts: [], polls: [] },
        events: [{ type: 'update', statusId: '1', timelineIds: ['public:local'] }],
      });
      expect(parts[2].events).toEqual([
        {
          type: 'update',
          statusId: '3',
          timelineIds: ['hashtag:cats'],
          filterActions: { 'hashtag:cats': 'warn' },
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
        ['1', '2'],
        ['3', '4'],
        ['5'],
      ]);
      expect(parts[0].entities).toBe(many);
      expect(parts[2].entities.statuses).toEqual([]);
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
